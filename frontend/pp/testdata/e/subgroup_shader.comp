#version 450
#extension GL_KHR_shader_subgroup_arithmetic : enable
#extension GL_KHR_shader_subgroup_ballot : enable
#define LOCAL_SIZE 64
#define REDUCE(op, v) subgroup##op(v)
layout(local_size_x = LOCAL_SIZE) in;
layout(std430, binding = 0) buffer Data { uint data[]; };
void main() {
  uint v = data[gl_GlobalInvocationID.x];
  uint s = REDUCE(Add, v);
  uint m = REDUCE(Max, v);
  if (subgroupElect()) data[gl_GlobalInvocationID.x / gl_SubgroupSize] = s + m;
}
