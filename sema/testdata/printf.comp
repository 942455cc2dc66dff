#version 450
#extension GL_EXT_debug_printf : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : enable
// debugPrintfEXT (GL_EXT_debug_printf): scalars and vectors of integer
// and floating-point types, vector conversions, the l modifier, %%.
layout(local_size_x = 4) in;
layout(binding = 0) buffer B { float f[]; } b;

void show(int k, vec2 v) {
  debugPrintfEXT("k=%d v=%v2f\n", k, v);
}

void main() {
  uint i = gl_LocalInvocationID.x;
  int s = int(i) - 2;
  debugPrintfEXT("i=%u s=%i x=%04x o=%o %%\n", i, s, i * 255u, i + 8u);
  debugPrintfEXT("f=%5.2f e=%e g=%g d=%f\n", b.f[i], b.f[i] * 1000.0, float(s) / 4.0, double(i) / 3.0);
  debugPrintfEXT("l=%lu ld=%ld wg=%v3u\n", uint64_t(i) << 40, int64_t(s), gl_WorkGroupID);
  if (s > 0) {
    show(s, vec2(b.f[i], -1.5));
  }
  for (int j = 0; j < 2; j++, debugPrintfEXT("j=%d", j)) {
  }
  b.f[i] = float(i);
}
