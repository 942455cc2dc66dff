#version 450
// local_size_*_id naming the IDs of declared specialization constants whose
// type (int) or default (64) differ from the local size's: as in glslang,
// the local size has uint constants of its own (default: the literal size,
// else 1) that share the SpecIds, so without specialization the workgroup
// is 1x2x1 while BLOCK_SIZE stays 64 and ROWS stays -3.
layout(constant_id = 0) const uint BLOCK_SIZE = 64;
layout(constant_id = 1) const int ROWS = -3;
layout(local_size_x_id = 0, local_size_y = 2, local_size_y_id = 1) in;

layout(std430, binding = 0) buffer Out { uint o[]; };

shared uint tmp[BLOCK_SIZE * 2u];

void main() {
    uint i = gl_LocalInvocationIndex;
    tmp[i] = i + 1u;
    barrier();
    o[4u * i + 0u] = gl_WorkGroupSize.x * 100u + gl_WorkGroupSize.y;
    o[4u * i + 1u] = BLOCK_SIZE;
    o[4u * i + 2u] = uint(ROWS + 10);
    o[4u * i + 3u] = tmp[(i + 1u) % (gl_WorkGroupSize.x * gl_WorkGroupSize.y)];
}
