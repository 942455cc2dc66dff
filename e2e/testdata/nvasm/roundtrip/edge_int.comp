#version 450
// Edge cases the interpreter defines and GLSL leaves undefined: shift
// counts of 32 and more, division and remainder by zero, INT_MIN / -1,
// float-to-int conversion out of range and of NaN, signed % with
// negative operands.
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { int v[]; } b;
layout(binding = 1) buffer R { uvec4 r[]; } o;
void main() {
  uint i = gl_GlobalInvocationID.x;
  int x = b.v[i];
  uint u = uint(x);
  uint sh = uint(x + 30);
  int d = x % 3;
  float big = float(x) * 1e10;
  float nan = intBitsToFloat(0x7fc00000 | x);
  o.r[4u * i] = uvec4(u << sh, u >> sh, uint(x >> sh), u / uint(d));
  o.r[4u * i + 1u] = uvec4(uint(x / d), uint(x % d), u % uint(d), uint((-2147483647 - 1) / (d | -1)));
  o.r[4u * i + 2u] = uvec4(uint(int(big)), uint(big), uint(int(nan)), uint(nan));
  o.r[4u * i + 3u] = uvec4(uint(x % -5), uint(-x % 7), uint(x % (d - 2)), uint(findMSB(x)) + uint(findLSB(x)) * 100u);
}
