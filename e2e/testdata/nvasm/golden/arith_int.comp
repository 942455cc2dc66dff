#version 450
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { int s[]; } b;
layout(binding = 1) buffer C { uint u[]; } c;
void main() {
  uint i = gl_GlobalInvocationID.x;
  int a = b.s[i];
  uint u = c.u[i];
  int d = a / 3 + a % 5 - (a << 2) + (a >> 1);
  uint e = u / 7u + u % 9u + (u >> 3) + (u ^ 0xF0F0u) + (u & 0xFFu) | 1u;
  b.s[i] = d * -a + bitfieldExtract(a, 2, 5) + findMSB(a) + bitCount(a);
  c.u[i] = e + bitfieldInsert(u, 5u, 4, 3) + bitfieldReverse(u) + uint(findLSB(u)) + ~u;
}
