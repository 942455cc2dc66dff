#version 450
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { int v[]; } b;
int twice(int x) { return x * 2; }
void split(int x, out int hi, inout int lo) { hi = x >> 4; lo += x & 15; }
int pick(int x) {
  if (x < 0) return -x;
  for (int k = 0; k < 4; k++) { if (k == x) return twice(k); }
  return 7;
}
void main() {
  uint i = gl_GlobalInvocationID.x;
  int h, l = 1;
  split(b.v[i], h, l);
  b.v[i] = twice(h) + pick(l) + twice(pick(int(i) - 3));
}
