#version 450
#extension GL_NV_shader_thread_shuffle : require
layout(local_size_x = 64) in;
layout(binding = 0) buffer B { uvec4 r[]; } o;
void main() {
  uint l = gl_LocalInvocationIndex;
  uint d = l * 10u;
  bool ok;
  uint a = shuffleNV(d, 2u, 4u);
  uint b = shuffleNV(d, 6u, 4u, ok);
  uint c = shuffleUpNV(d, 1u, 8u);
  uint e = shuffleDownNV(d, l & 3u, 32u);
  vec2 f = shuffleXorNV(vec2(float(l), 1.5), 1u, 2u);
  o.r[l] = uvec4(a, b + (ok ? 1000u : 0u), c + e, uint(f.x + f.y));
}
