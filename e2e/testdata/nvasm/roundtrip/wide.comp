#version 450
// 64-bit integers and doubles: conversions both ways, arithmetic,
// shifts (counts modulo 64), division, comparisons and selects, vector
// loads and stores, packing, functions and arrays of doubles.
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { int v[]; } b;
layout(binding = 1) buffer R { uint64_t u[128]; int64_t s[128]; dvec2 d[64]; double e[64]; } o;
double twice(double x) { return x * 2.0lf; }
void main() {
  uint i = gl_GlobalInvocationID.x;
  int x = b.v[i];
  int64_t l = int64_t(x) * 0x10000001L - 7L;
  uint64_t u = uint64_t(l) ^ 0xF0F0F0F0F0F0F0F0UL;
  o.u[4u * i] = u >> (uint(x) + 60u);
  o.u[4u * i + 1u] = u / uint64_t(abs(x) + 1) + (u % 1000UL);
  o.u[4u * i + 2u] = (l < -5L ? u : ~u) + uint64_t(i);
  o.u[4u * i + 3u] = packUint2x32(uvec2(i, uint(x)));
  o.s[4u * i] = l >> 3;
  o.s[4u * i + 1u] = l / int64_t(x | 1) + l % 7L;
  o.s[4u * i + 2u] = -l + (l << uint(x & 7));
  o.s[4u * i + 3u] = int64_t(unpackUint2x32(u).y) + min(l, 3L) + max(l, -3L);
  double d = double(x) * 0.1lf + double(l);
  double a[2] = double[2](d, 1.5lf);
  dvec2 v = dvec2(d, twice(a[1])) + o.d[i];
  o.d[i] = v * 0.5lf;
  o.e[i] = floor(d) + abs(d - 0.25lf) + double(float(d)) + double(int(d)) + double(uint(abs(x))) + mix(d, 2.0lf, 0.25lf)
         + (d > 1.0lf ? 1.0lf : 0.0lf) + dot(v, dvec2(1.0lf, 2.0lf)) + double(int64_t(d));
}
