#version 450
// Relational and shift operators, and ?: in a constant expression.
layout(local_size_x = 4 >= 2 ? 4 : 1) in;
layout(binding = 0) buffer B { uint v[8 <= 9 ? 8 : 1]; } b;
float a[2 > 1 ? (3 >> 1) : 4];
void main() {
  uint i = gl_LocalInvocationIndex;
  bool le = i <= 2u, ge = i >= 1u;
  b.v[i] = (i >> 1u) + (i << 2u) + uint(le) + uint(ge && i < 3u || i > 5u);
  a[0] = 1.0;
}
