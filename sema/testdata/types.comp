#version 450
// Explicit arithmetic types: 8/16/64-bit integers and float16, their
// literals and implicit conversions.
#extension GL_EXT_shader_explicit_arithmetic_types : enable
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { uint w[8]; int64_t big; float16_t h[2]; } o;

void main()
{
    int8_t a = int8_t(-3);
    uint8_t b = uint8_t(250);
    int16_t s = 1000s;
    int64_t l = 1l << 40;
    float16_t f = 1.5hf;
    int wide = a + 10;              // int8_t -> int
    o.w[0] = uint(wide);            // 7
    o.w[1] = uint(b + uint8_t(10)); // 260 wraps to 4
    o.w[2] = uint(s * int16_t(3));  // 3000
    o.big = l + a;                  // 2^40 - 3
    o.w[3] = uint(l >> 32);         // 256
    float g = f * 2.0;              // float16_t -> float
    o.w[4] = floatBitsToUint(g);    // 3.0
    o.h[0] = f + 0.25hf;            // 1.75
    o.h[1] = float16_t(g);          // 3.0
    uint64_t u = uint64_t(b) * 3ul;
    o.w[5] = uint(u);               // 750
    o.w[6] = uint(int64_t(s) - 1001l);  // -1
}
