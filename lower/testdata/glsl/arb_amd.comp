#version 450
#extension GL_ARB_shader_ballot : require
#extension GL_ARB_shader_group_vote : require
#extension GL_AMD_shader_ballot : require
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 128) in;
layout(std430, binding = 0) buffer Out { uint o[]; };
layout(std430, binding = 1) buffer In { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint i = gl_SubGroupInvocationARB;
  uint x = v[g*4u];
  uint64_t b = ballotARB((x & 1u) != 0u);
  o[(g*64u+0u)*4u] = uint(b); o[(g*64u+0u)*4u+1u] = uint(b >> 32);
  o[(g*64u+1u)*4u] = readInvocationARB(x, 3u);
  o[(g*64u+2u)*4u] = readInvocationARB(x, v[0] & 3u);
  o[(g*64u+3u)*4u] = readFirstInvocationARB(x);
  o[(g*64u+4u)*4u] = anyInvocationARB(i == 5u) ? 1u : 0u;
  o[(g*64u+5u)*4u] = allInvocationsARB(i < 100u) ? 1u : 0u;
  o[(g*64u+6u)*4u] = allInvocationsEqualARB((x & 1u) != 0u) ? 1u : 0u;
  o[(g*64u+7u)*4u] = gl_SubGroupSizeARB;
  o[(g*64u+8u)*4u] = i;
  uint64_t m[5] = uint64_t[5](gl_SubGroupEqMaskARB, gl_SubGroupGeMaskARB, gl_SubGroupGtMaskARB, gl_SubGroupLeMaskARB, gl_SubGroupLtMaskARB);
  for (uint k = 0u; k < 5u; k++) { o[(g*64u+9u+k)*4u] = uint(m[k]); o[(g*64u+9u+k)*4u+1u] = uint(m[k] >> 32); }
  o[(g*64u+14u)*4u] = swizzleInvocationsAMD(x, uvec4(3, 2, 1, 0));
  o[(g*64u+15u)*4u] = swizzleInvocationsMaskedAMD(x, uvec3(0x1Cu, 0u, 1u));
  o[(g*64u+16u)*4u] = swizzleInvocationsMaskedAMD(x, uvec3(31u, 3u, 20u));
  o[(g*64u+17u)*4u] = writeInvocationAMD(x, 99u, 2u);
  o[(g*64u+18u)*4u] = mbcntAMD(b);
  vec2 fv = vec2(float(x & 255u), 1.5);
  vec2 sw = swizzleInvocationsAMD(fv, uvec4(1, 0, 3, 2));
  o[(g*64u+19u)*4u] = floatBitsToUint(sw.x); o[(g*64u+19u)*4u+1u] = floatBitsToUint(sw.y);
  ivec3 iv = ivec3(int(x), -int(x), 7);
  ivec3 wi = writeInvocationAMD(iv, ivec3(1, 2, 3), 5u);
  o[(g*64u+20u)*4u] = uint(wi.x); o[(g*64u+20u)*4u+1u] = uint(wi.y); o[(g*64u+20u)*4u+2u] = uint(wi.z);
}
