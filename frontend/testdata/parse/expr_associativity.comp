#version 450
void main() {
    int a, b, c;
    a = a - b - c;
    a = a / b * c;
    a = b = c;
    a += b -= c;
    a <<= b >>= 1;
    a &= b |= c ^= 3;
    a *= 2; a /= 2; a %= 2;
}
