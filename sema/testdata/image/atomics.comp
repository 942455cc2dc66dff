#version 450
// imageAtomic* on int, uint and float images (float exchange is core).
layout(local_size_x = 64) in;
layout(binding = 0, r32ui) uniform uimage2D counts;
layout(binding = 1, r32i) uniform iimage3D signed;
layout(binding = 2, r32f) uniform image2D f;
layout(binding = 3, r32ui) uniform uimageBuffer ub;
layout(binding = 4, r32i) uniform iimage2DMS ms;
layout(binding = 5) buffer Out { uint u; int i; float x; };
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  u = imageAtomicAdd(counts, p, 1u) + imageAtomicMin(counts, p, 2u) + imageAtomicMax(counts, p, 3u)
    + imageAtomicAnd(counts, p, 4u) + imageAtomicOr(counts, p, 5u) + imageAtomicXor(counts, p, 6u)
    + imageAtomicExchange(counts, p, 7u) + imageAtomicCompSwap(counts, p, 8u, 9u) + imageAtomicAdd(ub, p.x, 1u);
  i = imageAtomicMin(signed, ivec3(p, 0), -1) + imageAtomicMax(signed, ivec3(p, 1), 1)
    + imageAtomicCompSwap(signed, ivec3(p, 2), 0, 1) + imageAtomicAdd(ms, p, 1, 5);
  x = imageAtomicExchange(f, p, 2.0);
}
