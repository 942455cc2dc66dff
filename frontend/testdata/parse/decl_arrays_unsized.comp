#version 450
layout(std430, binding = 0) buffer Data {
    uint count;
    float values[];
} data;
layout(std430, binding = 1) buffer Grid {
    vec4 cells[][4];
};
float[] init = float[](1.0, 2.0);
int[2][3] m;
int n[2][];
