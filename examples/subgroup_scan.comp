#version 450
// Each invocation adds its value to a running total over its subgroup
// (an inclusive scan) and records how many lanes of its subgroup hold an
// odd value (a ballot). Run with several subgroup sizes to see which
// results depend on the width of the device.
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require

layout(local_size_x = 16) in;

layout(std430, binding = 0) buffer Data {
    uint values[];
};

layout(std430, binding = 1) buffer Result {
    uint prefix[16];
    uint oddLanes[16];
};

void main() {
    uint i = gl_LocalInvocationIndex;
    uint v = values[i];
    prefix[i] = subgroupInclusiveAdd(v);
    oddLanes[i] = subgroupBallotBitCount(subgroupBallot((v & 1u) == 1u));
}
