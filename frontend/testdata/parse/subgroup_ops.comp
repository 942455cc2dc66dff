#version 450
#extension GL_KHR_shader_subgroup_arithmetic : enable
#extension GL_NV_shader_subgroup_partitioned : enable
layout(local_size_x = 32) in;
layout(binding = 0) buffer Data { vec4 f4; uvec4 u4; } data[4];
void main() {
    uint invocation = (gl_SubgroupInvocationID + gl_SubgroupSize) % 4;
    uvec4 ballot = subgroupPartitionNV(data[0].f4.x);
    data[invocation].f4.x = subgroupPartitionedAddNV(data[0].f4.x, ballot);
    data[invocation].u4.xy = subgroupInclusiveMul(data[1].u4.xy);
    if (subgroupElect()) { data[0].u4.w = gl_SubgroupID; }
}
