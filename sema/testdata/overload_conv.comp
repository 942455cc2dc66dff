#version 450
// Overload resolution with implicit conversions (GLSL 4.60 §6.1): an exact
// match beats a conversion and int -> uint is not worse than int -> float,
// so max(uint, int) is the uint overload, as in glslang; int -> float beats
// int -> double.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Out { uint o[]; };

uint pick(uint a, uint b) { return 1u; }
uint pick(float a, float b) { return 2u; }
uint widen(float a) { return 3u; }
uint widen(double a) { return 4u; }

void main() {
    uint u = 7u;
    int i = -2;
    o[0] = max(u, i);          // max(uint, uint): -2 is 0xFFFFFFFE
    o[1] = min(i, u);          // min(uint, uint)
    o[2] = clamp(u, i + 3, 5); // clamp(uint, uint, uint)
    o[3] = pick(u, i);
    o[4] = widen(i);
    o[5] = uint(max(2.5, i));  // max(float, float)
}
