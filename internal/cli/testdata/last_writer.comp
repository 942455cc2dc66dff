#version 450
// Every subgroup's first lane writes its subgroup id to one shared
// variable before a barrier: the value left depends on the order the
// subgroups ran in (a data race the interpreter reports), so --schedule
// random with different seeds gives different results.
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer Out { uint last; };
shared uint winner;
void main() {
    if (subgroupElect())
        winner = gl_SubgroupID;
    barrier();
    if (gl_LocalInvocationIndex == 0u)
        last = winner;
}
