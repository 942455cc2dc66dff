#version 450
// docs/cli.md, run --trace: lanes 0-2 take the if, then shuffles, a partition and a barrier
#extension GL_KHR_shader_subgroup_shuffle : enable
#extension GL_KHR_shader_subgroup_arithmetic : enable
#extension GL_NV_shader_subgroup_partitioned : enable
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
    uint i = gl_SubgroupInvocationID;
    uint x = i * 10u;
    uint w = 0u;
    if (i < 3u) {
        x = x + 1u;
        w = subgroupShuffle(x, 7u);
    }
    uint y = subgroupShuffleXor(x, 1u);
    uvec4 p = subgroupPartitionNV(i & 1u);
    uint z = subgroupPartitionedAddNV(y, p);
    barrier();
    v[gl_GlobalInvocationID.x] = z + w;
}
