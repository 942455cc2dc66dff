#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 16) in;
layout(std430) buffer Data { uint values[]; };
layout(std430) buffer Result { uint prefix[16]; };
void main() {
    uint i = gl_LocalInvocationIndex;
    prefix[i] = subgroupInclusiveAdd(values[i]) + VALUE;
}
