#version 450
// glslc-nv differential regression case (conformance/gen)
// seed: 0 local_size: 64 workgroups: 1 input_words: 256 slots: 1 min_subgroup: 8
// target_env: vulkan1.1
// failure: run: lavapipe(glslangValidator) at subgroup size 8: lavapipe child: signal: aborted: LLVM ERROR: Cannot select: v4i32 = scalar_to_vector
// mesa: 22.3
// status: known-failure
// diagnosis: lavapipe bug (Mesa 22.3 llvmpipe), not glslc-nv. Hand-minimised
//   from generated seeds 5003 and 30011 (the ten lavapipe failures of seeds
//   30000..30299 all use it; with gen.Options.NoFloatBroadcastFirst the
//   same 300 seeds run clean on lavapipe): subgroupBroadcastFirst of a
//   float combined with a storage-buffer load of the same word crashes the
//   driver's LLVM back end (SIGSEGV, SIGILL, or "LLVM ERROR: Cannot
//   select"). The glslangValidator module is spirv-val clean and crashes it
//   as well as both glslc-nv forms; the uint form of the same shader runs.
//   The interpreter runs all forms with no diagnostic and they agree.
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer In { uint v[]; } inp;
layout(set = 0, binding = 1) buffer Out { uint v[]; } o;
void main() {
  uint i = gl_GlobalInvocationID.x;
  o.v[i] = o.v[i] + uint(subgroupBroadcastFirst(float(gl_SubgroupInvocationID)));
}
