#version 450
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { float f[]; } b;
layout(binding = 1) buffer C { int s[]; } c;
void main() {
  uint i = gl_GlobalInvocationID.x;
  float x = b.f[i];
  int n = int(x);
  uint m = uint(abs(x));
  bool t = bool(n);
  b.f[i] = float(n) + float(m) + float(t) + intBitsToFloat(floatBitsToInt(x));
  c.s[i] = n + int(t) + int(floatBitsToUint(x) >> 31);
}
