#version 460
#extension GL_KHR_shader_subgroup_basic : require
#pragma optimize(off)
layout(local_size_x = 32) in;
#extension GL_KHR_shader_subgroup_ballot : enable
void main() {
    uvec4 b = subgroupBallot(true);
}
