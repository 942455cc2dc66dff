#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
// Row softmax of a 1024x1024 float matrix, one workgroup per row:
// subgroupMax and subgroupAdd, then shared memory across the subgroups
// (bench/kernels.sh).
layout(local_size_x = 256) in;
layout(std430, binding = 0) readonly buffer X { float x[]; };
layout(std430, binding = 1) writeonly buffer Y { float y[]; };
const uint N = 1024u, L = 256u;
shared float part[64];
float reduceMax(float v) {
  v = subgroupMax(v);
  if (subgroupElect()) part[gl_SubgroupID] = v;
  barrier();
  float m = part[0];
  for (uint i = 1u; i < gl_NumSubgroups; i++) m = max(m, part[i]);
  barrier();
  return m;
}
float reduceAdd(float v) {
  v = subgroupAdd(v);
  if (subgroupElect()) part[gl_SubgroupID] = v;
  barrier();
  float s = 0.0;
  for (uint i = 0u; i < gl_NumSubgroups; i++) s += part[i];
  barrier();
  return s;
}
void main() {
  uint base = gl_WorkGroupID.x * N, i = gl_LocalInvocationID.x;
  float m = -1.0e30;
  for (uint k = i; k < N; k += L) m = max(m, x[base + k]);
  m = reduceMax(m);
  float s = 0.0;
  for (uint k = i; k < N; k += L) s += exp(x[base + k] - m);
  s = reduceAdd(s);
  for (uint k = i; k < N; k += L) y[base + k] = exp(x[base + k] - m) / s;
}
