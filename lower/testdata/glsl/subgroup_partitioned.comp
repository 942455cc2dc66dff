#version 460
#extension GL_NV_shader_subgroup_partitioned : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Out { float data[]; } outb;
layout(std430, binding = 1) buffer In { float data[]; } inb;
void main() {
    uint lane = gl_SubgroupInvocationID;
    uint gid = gl_GlobalInvocationID.x;
    uvec4 ballot = subgroupPartitionNV(lane & 1u);
    float v = inb.data[gid];
    outb.data[gid * 5u + 0u] = subgroupPartitionedAddNV(v, ballot);
    outb.data[gid * 5u + 1u] = float(ballot.x);
    outb.data[gid * 5u + 2u] = subgroupPartitionedInclusiveAddNV(v, ballot);
    outb.data[gid * 5u + 3u] = float(subgroupPartitionedExclusiveAddNV(lane, ballot));
    outb.data[gid * 5u + 4u] = float(subgroupPartitionedOrNV(lane == 2u, ballot));
}
