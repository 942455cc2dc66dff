#version 450
// std430 layout: vec3 followed by a float, arrays of structs, matrices.
layout(local_size_x = 2) in;

struct Item {
    vec3 pos;    // offset 0
    float w;     // offset 12
    uint id;     // offset 16
    vec2 uv;     // offset 24
};               // size 32

layout(std430, binding = 0) buffer Data {
    uint count;        // 0
    Item items[2];     // 16, stride 32
    float scale[3];    // 80, stride 4
    mat2 m;            // 96, matrix stride 8
    Item extra[];      // 112, stride 32
} d;

void main()
{
    uint i = gl_LocalInvocationID.x;
    Item it = d.items[i];
    it.pos *= d.scale[i];
    it.w += float(it.id);
    it.uv = d.m * it.uv;
    d.extra[i] = it;
    if (i == 0u)
        d.count = uint(d.extra.length());
}
