#version 460
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_clustered : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Out { uint data[]; } outb;
void main() {
    uint l = gl_SubgroupInvocationID;
    uint base = gl_GlobalInvocationID.x * 20u;
    outb.data[base + 0u] = subgroupAdd(l);
    outb.data[base + 1u] = subgroupInclusiveAdd(l);
    outb.data[base + 2u] = subgroupExclusiveAdd(l);
    outb.data[base + 3u] = uint(subgroupMin(int(l) - 3));
    outb.data[base + 4u] = uint(subgroupMax(float(l)));
    outb.data[base + 5u] = subgroupMul(2u);
    outb.data[base + 6u] = subgroupAnd(l | 8u);
    outb.data[base + 7u] = subgroupOr(1u << l);
    outb.data[base + 8u] = subgroupXor(l);
    outb.data[base + 9u] = uint(subgroupAnd(l < 7u)) * 2u + uint(subgroupOr(l == 3u));
    outb.data[base + 10u] = subgroupClusteredAdd(l, 4u);
    outb.data[base + 11u] = subgroupClusteredMax(l, 2u);
    outb.data[base + 12u] = subgroupShuffle(l * 3u, 7u - l);
    outb.data[base + 13u] = subgroupShuffleXor(l, 1u);
    outb.data[base + 14u] = subgroupShuffleUp(l, l == 0u ? 0u : 1u);
    outb.data[base + 15u] = subgroupShuffleDown(l, l == 7u ? 0u : 1u);
    outb.data[base + 16u] = subgroupQuadBroadcast(l, 2u);
    outb.data[base + 17u] = subgroupQuadSwapHorizontal(l);
    outb.data[base + 18u] = subgroupQuadSwapVertical(l);
    outb.data[base + 19u] = subgroupQuadSwapDiagonal(l);
}
