#version 450
#extension GL_NV_shader_thread_shuffle : require
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer B { uint o[32]; uint v[32]; };
void main() {
  uint l = gl_LocalInvocationIndex;
  bool valid;
  o[l] = shuffleXorNV(l * 3u, 5u, 8u, valid);
  v[l] = valid ? 1u : 0u;
}
