#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
// 4M floats summed per subgroup with subgroupAdd; one partial sum per
// subgroup (bench/kernels.sh).
layout(local_size_x = 256) in;
layout(std430, binding = 0) readonly buffer X { float x[]; };
layout(std430, binding = 1) writeonly buffer S { float s[]; };
void main() {
  float v = subgroupAdd(x[gl_GlobalInvocationID.x]);
  if (subgroupElect()) s[gl_WorkGroupID.x * gl_NumSubgroups + gl_SubgroupID] = v;
}
