#version 450
layout(std430, binding = 0) buffer Named { float x; } named;
layout(std430, binding = 1) readonly buffer Anonymous { float y[]; };
layout(std140, binding = 2) uniform Params { mat4 m; vec4 v; } params[3];
layout(binding = 3) buffer Arrays { int a; } arrays[];
layout(push_constant) uniform Push { uint offset; } pc;
coherent buffer Qualified { layout(offset = 16) volatile int z; readonly highp float w; } q;
