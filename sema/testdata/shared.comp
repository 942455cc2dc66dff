#version 450
// Shared memory and barrier(): every invocation writes its slot, then
// reads its mirror.
layout(local_size_x = 8) in;
layout(binding = 0) buffer Out { uint w[]; } o;

shared uint tile[8];
shared uint total;

void main()
{
    uint i = gl_LocalInvocationIndex;
    tile[i] = i * i + gl_WorkGroupID.x * 100u;
    if (i == 0u)
        total = 0u;
    barrier();
    atomicAdd(total, tile[i]);
    barrier();
    o.w[gl_GlobalInvocationID.x] = tile[7u - i] + total * 1000u;
}
