#version 450
// docs/cli.md, run --subgroup-size all --trace: a tree sum that assumes
// subgroups of at least 8 lanes
#extension GL_KHR_shader_subgroup_shuffle : enable
layout(local_size_x = 16) in;
layout(std430, binding = 0) readonly buffer In { uint a[]; };
layout(std430, binding = 1) writeonly buffer Out { uint o[]; };
void main() {
    uint i = gl_LocalInvocationIndex;
    uint v = a[i];
    for (uint d = 1u; d < 8u; d <<= 1u) {
        v += subgroupShuffleXor(v, d);
    }
    o[i] = v;
}
