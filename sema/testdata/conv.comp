#version 450
// Implicit conversions (int -> uint -> float) and constructor conversions.
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { uint w[]; } o;

float half_of(float v) { return v / 2.0; }

void main()
{
    int i = -7;
    uint u = 5u;
    float f = 2.75;
    o.w[0] = u + i;                 // int -> uint: 5 + 0xFFFFFFF9 = 0xFFFFFFFE
    o.w[1] = floatBitsToUint(i + f); // int -> float: -4.25
    o.w[2] = floatBitsToUint(half_of(u)); // uint -> float argument: 2.5
    o.w[3] = uint(int(f));          // 2
    o.w[4] = uint(int(-f));         // truncation: -2
    o.w[5] = uint(bool(i)) + uint(bool(0)); // 1
    o.w[6] = uint(float(true)) * 10u;       // 10
    o.w[7] = uint(i);               // 0xFFFFFFF9
    int back = int(4000000000u);
    o.w[8] = uint(back);            // bit pattern kept
    vec2 v = ivec2(3, -1);          // ivec2 -> vec2
    o.w[9] = floatBitsToUint(v.x - v.y);    // 4.0
    uvec3 uv = uvec3(ivec3(1, 2, 3)) * 2u;
    o.w[10] = uv.x + uv.y + uv.z;   // 12
    double d = f;                   // float -> double
    o.w[11] = uint(d * 4.0);        // 11
}
