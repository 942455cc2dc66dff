#version 450
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer B { uint v[]; };
shared uint s[256];
void main() {
  uint i = gl_LocalInvocationIndex;
  s[i] = v[gl_GlobalInvocationID.x];
  barrier();
  for (uint stride = 128u; stride > 0u; stride >>= 1) {
    if (i < stride) s[i] += s[i + stride];
    barrier();
  }
  if (i == 0u) v[gl_WorkGroupID.x * 256u] = s[0];
}
