#version 450
// Macros from a header on the include path (-I examples/include) and from
// the command line (-DOFFSET=7u). Try glslc-nv -E to see them expanded.
#extension GL_GOOGLE_include_directive : require
#include <common.h>

layout(local_size_x = WIDTH) in;

layout(std430, binding = 0) buffer Data {
    uint v[];
};

void main() {
    uint i = gl_LocalInvocationIndex;
    v[i] = SQUARE(i) + OFFSET;
}
