#version 450
// Reads past the end of its input: the interpreter reports the
// out-of-bounds read (undefined behaviour) with the invocation that made
// it; --no-checks turns the checks off.
layout(local_size_x = 4) in;

layout(std430, binding = 0) readonly buffer In {
    uint src[];
};

layout(std430, binding = 1) buffer Out {
    uint dst[];
};

void main() {
    uint i = gl_LocalInvocationIndex;
    dst[i] = src[i + 1u];
}
