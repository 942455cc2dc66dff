#version 450
// glslc-nv differential regression case (conformance/gen)
// seed: 0 local_size: 8 workgroups: 1 input_words: 256 slots: 1 min_subgroup: 8
// target_env: vulkan1.2
// failure: run: lavapipe(glslangValidator) at subgroup size 8: vulkan: the driver of "llvmpipe (LLVM 15.0.6, 256 bits)" crashed running the module (signal: aborted); this is a driver bug, the interpreter (--device interp) can run the module: i32 = Constant<0> | i8 = TargetConstant<1> | In function: cs_co_variant
// mesa: 25.0
// status: known-failure
// diagnosis: lavapipe bug (Mesa 25.0.7 llvmpipe, LLVM 15 back end), not
//   glslc-nv; Mesa 22.3 runs it and agrees. Hand-minimised from generated
//   seed 82 (the only failure of seeds 1..300 on Mesa 25.0; it used a
//   bvec4 broadcast after a barrier). subgroupBroadcast of a bool that is
//   computed from an inclusive scan (subgroupInclusiveOr) aborts the
//   driver in LLVM instruction selection ("Cannot select" in cs_co_variant).
//   The glslangValidator and glslc-nv modules are spirv-val clean and both
//   crash it; the same broadcast of the scan's uint, of a bool from a
//   non-uniform (subgroupOr) reduction, or of a bool from
//   gl_SubgroupInvocationID runs fine. Every lane reads 1 (lane 2's
//   inclusive OR of 0|1|2 = 3 is odd) on the interpreter and on Mesa 22.3.
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) readonly buffer In { uint v[]; } inp;
layout(set = 0, binding = 1) buffer Out { uint v[]; } o;
void main() {
  bool odd = (subgroupInclusiveOr(gl_SubgroupInvocationID) & 1u) != 0u;
  o.v[gl_LocalInvocationIndex] = uint(subgroupBroadcast(odd, 2u));
}
