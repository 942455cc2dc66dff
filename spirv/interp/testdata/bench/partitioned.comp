#version 450
#extension GL_NV_shader_subgroup_partitioned : require
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint key = (g * 2654435761u) >> 28;    // 16 keys
  uvec4 part = subgroupPartitionNV(key);
  v[g] = subgroupPartitionedAddNV(g, part);
}
