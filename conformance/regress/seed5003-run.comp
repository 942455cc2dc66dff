#version 450
// glslc-nv differential regression case (conformance/gen)
// seed: 5003 local_size: 64 workgroups: 1 input_words: 256 slots: 17 min_subgroup: 4
// target_env: vulkan1.3
// failure: run: lavapipe(glslangValidator) at subgroup size 8: lavapipe child: signal: aborted: LLVM ERROR: Cannot select: 0x7f38cc111b80: v8i32 = X86ISD::VBROADCAST 0x7f38cc110e18
//     0x7f38cc110e18: f32 = sint_to_fp 0x7f38cc0f8d48
//       0x7f38cc0f8d48: i32 = add nsw 0x7f38cc0fb2a8, Constant:i32<-8>
//   ...
// mesa: 22.3
// status: known-failure
// diagnosis: lavapipe bug (Mesa 22.3 llvmpipe, LLVM back end), not glslc-nv: compiling
//   the shader aborts the driver with "LLVM ERROR: Cannot select: v8i32 =
//   X86ISD::VBROADCAST (f32 sint_to_fp ...)". The modules of glslangValidator,
//   glslc-nv and glslc-nv -femulate-subgroup=all are all spirv-val clean and
//   all crash it; on the interpreter all three agree with no diagnostic.
//   Trigger: subgroupQuadSwapVertical of a uvec3 holding
//   floatBitsToUint(subgroupBroadcastFirst(float)).
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer In { uint v[]; } inp;
layout(set = 0, binding = 1) buffer Out { uint v[]; } o;
uint ob;
void emit(uint k, uint x) { o.v[ob + k] = o.v[ob + k] * 0x01000193u ^ x; }
uint h3(uvec3 v) { return (v.x * 0x9E3779B1u ^ v.y) * 0x85EBCA77u ^ v.z; }
float fsm(uint x) { return float(int(x & 15u) - 8); }
bool quadFull() {
  uvec4 b = subgroupBallot(true);
  uint l = gl_SubgroupInvocationID;
  return ((b[l >> 5u] >> (l & 28u)) & 15u) == 15u;
}
void main() {
  ob = gl_GlobalInvocationID.x * 17u;
  if (quadFull()) {
    emit(6u, uint(h3(subgroupQuadSwapVertical(uvec3(0u, 0u, floatBitsToUint(subgroupBroadcastFirst(fsm(inp.v[(16u) & 255u]))))))));
  }
}
