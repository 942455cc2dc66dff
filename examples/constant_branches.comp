#version 450
// Configuration switches written as plain locals and constants: with -O
// glslc-nv folds them, drops the branches they turn off and the helper
// only those branches called. Compare `glslc-nv -S -o - -O0` with `-O`.
layout(local_size_x = 8) in;

layout(std430, binding = 0) buffer Data {
    uint values[];
};

const bool DEBUG = false;

uint debugChecksum(uint v)
{
    uint h = 2166136261u;
    for (int i = 0; i < 4; i++)
        h = (h ^ ((v >> (8 * i)) & 255u)) * 16777619u;
    return h;
}

void main()
{
    uint i = gl_GlobalInvocationID.x;
    int mode = 2;
    float scale = 0.5 * 4.0;
    uint v = values[i];
    if (DEBUG) {
        values[i] = debugChecksum(v);
        return;
    }
    switch (mode) {
    case 1:
        v = v + 1u;
        break;
    case 2:
        v = v * uint(scale) + 3u;
        break;
    default:
        v = 0u;
    }
    while (mode > 5) {
        v = v - 1u;
    }
    values[i] = v;
}
