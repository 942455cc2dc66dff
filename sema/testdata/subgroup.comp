#version 450
// Subgroup built-ins: basic, vote, ballot, arithmetic, shuffle, clustered,
// quad.
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_KHR_shader_subgroup_vote : enable
#extension GL_KHR_shader_subgroup_ballot : enable
#extension GL_KHR_shader_subgroup_arithmetic : enable
#extension GL_KHR_shader_subgroup_shuffle : enable
#extension GL_KHR_shader_subgroup_shuffle_relative : enable
#extension GL_KHR_shader_subgroup_clustered : enable
#extension GL_KHR_shader_subgroup_quad : enable
layout(local_size_x = 8) in;
layout(binding = 0) buffer Out { uvec4 r[]; } o;

void main()
{
    uint lane = gl_SubgroupInvocationID;
    uint v = lane + 1u;
    uvec4 res;
    res.x = subgroupAdd(v);                       // 36
    res.y = subgroupInclusiveAdd(v);              // (l+1)(l+2)/2
    res.z = subgroupShuffleXor(v, 1u);            // lane^1 + 1
    res.w = subgroupClusteredMax(v, 4u);          // 4 or 8
    o.r[lane] = res;
    uvec4 b = subgroupBallot((lane & 1u) == 1u);  // 0xAA
    uint q = subgroupQuadBroadcast(v, 2u);        // quad base + 3
    uint first = subgroupBroadcast(v, 5u);        // 6
    bool all8 = subgroupAll(gl_SubgroupSize == 8u);
    o.r[8u + lane] = uvec4(b.x, q, first + (subgroupElect() ? 100u : 0u), all8 ? 1u : 0u);
    o.r[16u + lane] = uvec4(subgroupExclusiveMul(v), subgroupShuffleDown(v, lane == 7u ? 0u : 1u), subgroupBallotBitCount(b), subgroupShuffle(v, 7u - lane));
}
