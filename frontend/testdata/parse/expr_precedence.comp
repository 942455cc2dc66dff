#version 450
void main() {
    int a, b, c, d, e, f, g;
    bool p, q, r;
    a = b + c * d - e / f % g;
    a = b << 1 + 2;
    p = a < b == c > d;
    a = b & c ^ d | e;
    p = p || q && r ^^ !p;
    a = b | c & d == e;
    p = a + b < c << d;
}
