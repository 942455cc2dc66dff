#version 450
// Compound assignments to writeonly memory read it, and GLSL compilers
// accept them (glslang does; explicit reads, ++ and -- are errors): a whole
// writeonly block, a writeonly member, and an assignment used as a value.
layout(local_size_x = 2) in;

layout(std430, binding = 0) writeonly buffer Q { uint q[]; };
layout(std430, binding = 1) buffer R { uint s; writeonly uint r[]; };

void main() {
    uint i = gl_LocalInvocationIndex;
    q[4u * i] = 5u;
    q[4u * i + 1u] |= 3u;
    q[4u * i + 2u] += i;
    r[2u * i] ^= 7u;
    uint y = (r[2u * i + 1u] *= 2u);
    q[4u * i + 3u] = y;
    if (i == 0u) {
        s = 1u;
    }
}
