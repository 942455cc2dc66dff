#version 450
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 16) in;
layout(binding = 0) buffer B { dvec2 d[16]; int64_t s[16]; uint64_t u[16]; } b;
void main() {
  uint i = gl_GlobalInvocationID.x;
  dvec2 v = b.d[i] * 0.5lf + dvec2(double(i), 1.0lf);
  int64_t l = b.s[i] * 3L - int64_t(i);
  b.d[i] = v;
  b.s[i] = l >> 2;
  b.u[i] = uint64_t(l) + packUint2x32(uvec2(i, 1u)) + 0x100000000UL;
  if (v.x > 2.0lf) b.s[i] = int64_t(v.y) + int64_t(int(v.x));
}
