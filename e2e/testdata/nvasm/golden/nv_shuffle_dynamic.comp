#version 450
#extension GL_NV_shader_thread_shuffle : require
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { uint w[]; } b;
void main() {
  uint l = gl_LocalInvocationIndex;
  bool ok;
  uint x = shuffleXorNV(l, b.w[l] & 31u, b.w[l] >> 8, ok);
  b.w[l] = x | (ok ? 0x100u : 0u);
}
