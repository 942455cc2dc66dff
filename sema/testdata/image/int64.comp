#version 450
// GL_EXT_shader_image_int64: 64-bit integer images (multisampled too), their atomics, loads, stores and sizes.
#extension GL_EXT_shader_image_int64 : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : enable
layout(local_size_x = 1) in;
layout(binding = 0, r64i) uniform i64image2DMS ms;
layout(binding = 1, r64ui) uniform u64image2D u;
layout(binding = 2) buffer O { int64_t o[4]; };
void main() {
  o[0] = imageAtomicAdd(ms, ivec2(0), 1, int64_t(5));
  o[1] = imageLoad(ms, ivec2(0), 1).x;
  imageStore(u, ivec2(1), u64vec4(7ul));
  o[2] = int64_t(imageAtomicMax(u, ivec2(1), 9ul));
  o[3] = int64_t(imageSize(u).x);
}
