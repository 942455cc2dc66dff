#version 450
// Blocks: arrays of blocks, anonymous blocks, push constants,
// specialization constants for the local size and array sizes.
layout(local_size_x_id = 0, local_size_y = 1) in;
layout(constant_id = 1) const uint COUNT = 3u;

layout(binding = 0) buffer In { uint vals[COUNT]; } ins[2];
layout(binding = 1) buffer Res { uint results[]; };
layout(push_constant) uniform Push { uint scale; uint pick; } pc;

void main()
{
    uint i = gl_LocalInvocationID.x;
    uint total = 0u;
    for (uint k = 0u; k < COUNT; k++)
        total += ins[pc.pick].vals[k];
    results[i] = total * pc.scale + i + gl_WorkGroupSize.x * 1000u;
}
