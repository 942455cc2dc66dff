#version 450
void main() {
  int a = 1, b = 2; bool t = true, q = false;
  a += b; a -= b; a *= b; a /= b; a %= b;
  a <<= 1; a >>= 1; a &= b; a |= b; a ^= b;
  a++; ++a; a--; --a;
  t = a < b || a > b && a <= b ^^ a >= b;
  t = a == b != q;
  a = a << 1 >> 1 & b | b ^ ~b;
  a = t ? -a : +a;
  a = !t ? a : b;
  int v[2]; v[0] = 1;
  vec4 w = vec4(1); w.x = w.y;
  {;}
}
