#version 450
// glslc-nv differential regression case (conformance/gen)
// seed: 0 local_size: 8 workgroups: 1 input_words: 256 slots: 1 min_subgroup: 8
// target_env: vulkan1.2
// failure: run: lavapipe(glslc-nv-emulate) at subgroup size 8: lavapipe child: signal: segmentation fault
// mesa: 22.3
// status: known-failure
// diagnosis: lavapipe bug (Mesa 22.3 llvmpipe), not glslc-nv. Hand-minimised
//   from generated seed 237 (its -femulate-subgroup=all module segfaulted
//   the driver; the minimised form also kills it with SIGILL, and the
//   glslangValidator module of the same shader does too). A second face of
//   the float subgroupBroadcastFirst bug: the broadcast operand is a uint,
//   but it is the bit pattern of a float (floatBitsToUint), and the result
//   feeds a 64-bit subgroup reduction. A 32-bit reduction of the same value,
//   or subgroupBroadcast(x, 0u) instead of subgroupBroadcastFirst, runs.
//   spirv-val accepts every form; the interpreter runs them with no
//   diagnostic and they agree. gen.Options.NoFloatBroadcastFirst now also
//   keeps float-derived operands (any float or double inside the operand)
//   away from subgroupBroadcastFirst.
#extension GL_ARB_gpu_shader_int64 : require
#extension GL_EXT_shader_subgroup_extended_types_int64 : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) readonly buffer In { uint v[]; } inp;
layout(set = 0, binding = 1) buffer Out { uint v[]; } o;
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint x = subgroupBroadcastFirst(floatBitsToUint(float(i)));
  o.v[i] = uint(subgroupAdd(uint64_t(x)));
}
