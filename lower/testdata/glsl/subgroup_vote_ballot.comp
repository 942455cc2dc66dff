#version 460
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer Out { uint data[]; } outb;
void main() {
    uint gid = gl_GlobalInvocationID.x;
    uint lane = gl_SubgroupInvocationID;
    uint base = gid * 17u;
    uvec4 mask = uvec4(0x0fu, 0u, 0u, 0u);
    outb.data[base + 0u] = uint(subgroupElect());
    outb.data[base + 1u] = uint(subgroupAll(gid < 100u));
    outb.data[base + 2u] = uint(subgroupAny(gid == 3u));
    outb.data[base + 3u] = subgroupBallot((lane & 1u) == 1u).x;
    outb.data[base + 4u] = subgroupBallotBitCount(subgroupBallot(gl_SubgroupInvocationID < 3u));
    outb.data[base + 5u] = subgroupBroadcast(gid, 2u);
    outb.data[base + 6u] = subgroupBroadcastFirst(gid * 10u);
    outb.data[base + 7u] = uint(subgroupAllEqual(gid / 8u));
    outb.data[base + 8u] = subgroupBallotInclusiveBitCount(subgroupBallot(true));
    outb.data[base + 9u] = subgroupBallotFindMSB(subgroupBallot(gl_SubgroupInvocationID < 5u));
    outb.data[base + 10u] = gl_SubgroupSize;
    outb.data[base + 11u] = gl_SubgroupInvocationID;
    outb.data[base + 12u] = gl_SubgroupID;
    outb.data[base + 13u] = gl_NumSubgroups;
    outb.data[base + 14u] = gl_SubgroupLtMask.x;
    outb.data[base + 15u] = uint(subgroupInverseBallot(mask));
    outb.data[base + 16u] = uint(subgroupBallotBitExtract(mask, gl_SubgroupInvocationID));
    subgroupBarrier();
    subgroupMemoryBarrierBuffer();
}
