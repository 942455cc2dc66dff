#version 450
// Functions with struct and array parameters and results, out/inout
// arguments into buffers, private globals with initializers, nested
// switches with continue, do-while with continue, side effects in
// operands and indices.
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { uint v[]; } b;
layout(binding = 1) buffer R { uint r[]; } o;
struct S { uint a; uvec2 p; float f[2]; };
uint counter = 5u;
const uint table[4] = uint[4](3u, 1u, 4u, 1u);
S make(uint x) { S s; s.a = x; s.p = uvec2(x, x + 1u); s.f[0] = float(x); s.f[1] = 0.5; return s; }
uint sum(uint a[3]) { return a[0] + a[1] * 2u + a[2] * 3u; }
void bump(inout uint x, out uint old) { old = x; x += counter++; }
uint classify(uint x) {
  uint n = 0u;
  for (uint k = 0u; k < x % 9u + 3u; k++) {
    switch (k & 3u) {
    case 0u:
      switch (x & 1u) { case 0u: n += 1u; continue; default: n += 2u; }
      n += 4u;
      break;
    case 2u: continue;
    default: n += 8u;
    }
    n += 16u;
  }
  uint m = 0u;
  do { m++; if ((m & 1u) == 0u) continue; n += m; } while (m < (x & 7u));
  return n;
}
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = b.v[i] & 63u;
  S s = make(x);
  uint arr[3] = uint[3](x, s.p.y, table[x & 3u]);
  uint old;
  bump(b.v[i], old);
  uint j = 0u;
  uint w[4];
  w[j++] = sum(arr);
  w[j++] = classify(x);
  w[j++] = old + uint(s.f[1] * 4.0) + s.a;
  w[j] = (x > 10u ? counter++ : counter--) + (counter, j);
  for (uint k = 0u; k < 4u; k++) o.r[4u * i + k] = w[k];
}
