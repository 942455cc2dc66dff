#version 450
// The example of NVASM.md section 1.7: data[i] = scale * (sum over i's warp).
#extension GL_NV_shader_thread_shuffle : require
layout(local_size_x = 64) in;
layout(binding = 0) buffer Data { float data[]; };
layout(push_constant) uniform P { float scale; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  float v = data[i];
  for (uint d = 16u; d > 0u; d >>= 1) v += shuffleXorNV(v, d, 32u);
  data[i] = v * scale;
}
