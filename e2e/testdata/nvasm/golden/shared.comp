#version 450
layout(local_size_x = 64) in;
layout(binding = 0) buffer B { float v[]; } b;
shared float tile[64];
shared vec3 extra;
void main() {
  uint l = gl_LocalInvocationIndex;
  tile[l] = b.v[gl_GlobalInvocationID.x];
  if (l == 0u) extra = vec3(1.0, 2.0, 3.0);
  barrier();
  for (uint s = 32u; s > 0u; s >>= 1) {
    if (l < s) tile[l] += tile[l + s];
    memoryBarrierShared();
    barrier();
  }
  if (l == 0u) b.v[gl_WorkGroupID.x] = tile[0] + extra.y;
}
