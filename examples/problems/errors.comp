#version 450
// A shader with mistakes (under problems/, apart from the shaders that work), to show how diagnostics look.
#extension GL_EXT_no_such_extension : warn
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Out {
    uint w[];
};

void main() {
    uint a = undefinedName;
    int b = vec2(1.0);
    w[0] = a + missing(b);
}
