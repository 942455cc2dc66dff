#version 450
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { uint v[]; } b;
bool check(uint x) { return x > 3u && (x & 1u) == 0u; }
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = b.v[i];
  float f = float(x) * 0.5;
  bool p = x < 10u || f >= 7.0;
  bool q = !p ^^ (x == 4u);
  bvec3 m = lessThan(uvec3(x, x + 1u, 2u), uvec3(5u));
  uint r = p ? x * 2u : x + 100u;
  b.v[i] = r + (q ? 1u : 0u) + (any(m) ? 10u : 0u) + (all(m) ? 20u : 0u) + uint(check(x)) * 1000u;
}
