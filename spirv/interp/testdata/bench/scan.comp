#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint x = v[g];
  for (int k = 0; k < 8; k++) x = subgroupInclusiveAdd(x) & 0xFFFFu;
  v[g] = x;
}
