#version 450
// std140 layout: scalar arrays have a 16-byte stride, structs are
// 16-aligned, row_major matrices; uniform blocks are read-only.
layout(local_size_x = 1) in;

struct S { float a; vec2 b; };   // std140: a 0, b 8, size 16

layout(std140, binding = 0) uniform Params {
    float k[3];        // 0, stride 16
    S s;               // 48
    layout(row_major) mat2 r; // 64, matrix stride 16
    int n;             // 96
} params;

layout(std140, binding = 1) buffer Result {
    float sum;
    vec2 v;
    float col[2];
} res;

void main()
{
    res.sum = params.k[0] + params.k[1] + params.k[2] + params.s.a;
    res.v = params.s.b * float(params.n);
    vec2 c = params.r * vec2(1.0, 10.0);
    res.col[0] = c.x;
    res.col[1] = c.y;
}
