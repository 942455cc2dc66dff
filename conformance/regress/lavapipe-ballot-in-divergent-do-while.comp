#version 450
// glslc-nv differential regression case (conformance/gen)
// seed: 0 local_size: 8 workgroups: 1 input_words: 256 slots: 1 min_subgroup: 8
// target_env: vulkan1.1
// failure: mismatch: glslangValidator vs lavapipe(glslangValidator) at subgroup size 8: 1 words differ (slots [0]); invocation 1 slot 0: 0x65 vs 0x64
// mesa: 22.3
// status: known-failure
// diagnosis: lavapipe bug (Mesa 22.3 llvmpipe), not glslc-nv. Hand-minimised
//   from generated seed 11445 (the only failure of seeds 10000..11999 on
//   lavapipe). In a do-while loop whose trip count differs per lane, a
//   lane that has left the loop still takes the loop body's assignments of
//   later iterations when the body contains a ballot: lane 1 runs one
//   iteration (i < 1 fails), so v1 = 1 + 100 = 101, but lavapipe stores
//   100, the value of the second iteration the other lanes run (after
//   v3 = 0). With the condition `gl_SubgroupSize != 0u` or `true` instead
//   of the ballot, lavapipe agrees. The glslangValidator and glslc-nv
//   modules both show it; the interpreter gives 101 for every form and
//   every subgroup size, which is what SPIR-V's structured control flow
//   (the lane is no longer in the loop) prescribes. Seed 23293 (the only
//   failure of seeds 20000..23999 on lavapipe) is the same bug with an
//   emulated subgroupClusteredXor (ballots and shuffles) in the loop body.
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) readonly buffer In { uint v[]; } inp;
layout(set = 0, binding = 1) buffer Out { uint v[]; } o;
void main() {
  uint v1 = 0u;
  uint v3 = gl_SubgroupInvocationID;
  int i = 0;
  do {
    i++;
    v1 = v3 + 100u;
    if (subgroupBallotBitExtract(subgroupBallot(true), 3u)) {
      v3 = 0u;
    }
  } while (i < int(gl_LocalInvocationIndex));
  o.v[gl_LocalInvocationIndex] = v1;
}
