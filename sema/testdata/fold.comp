#version 450
// Constant folding agrees with run-time evaluation: each built-in and
// operator is computed once from constants (folded by sema) and once from
// values only known at run time; the test compares the halves.
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { uint c[20]; uint r[20]; } o;

void main()
{
    float z = float(gl_LocalInvocationIndex);
    int iz = int(gl_LocalInvocationIndex);
    uint uz = gl_LocalInvocationIndex;
    o.c[0] = floatBitsToUint(floor(-2.5));        o.r[0] = floatBitsToUint(floor(-2.5 + z));
    o.c[1] = floatBitsToUint(ceil(2.25));         o.r[1] = floatBitsToUint(ceil(2.25 + z));
    o.c[2] = floatBitsToUint(fract(-1.25));       o.r[2] = floatBitsToUint(fract(-1.25 + z));
    o.c[3] = floatBitsToUint(sqrt(2.0));          o.r[3] = floatBitsToUint(sqrt(2.0 + z));
    o.c[4] = floatBitsToUint(mod(-7.5, 2.0));     o.r[4] = floatBitsToUint(mod(-7.5 + z, 2.0));
    o.c[5] = floatBitsToUint(sign(-0.5));         o.r[5] = floatBitsToUint(sign(-0.5 + z));
    o.c[6] = uint(bitCount(0x0F0Fu));             o.r[6] = uint(bitCount(0x0F0Fu + uz));
    o.c[7] = uint(findLSB(40));                   o.r[7] = uint(findLSB(40 + iz));
    o.c[8] = uint(findMSB(-5));                   o.r[8] = uint(findMSB(-5 + iz));
    o.c[9] = uint(findMSB(0u));                   o.r[9] = uint(findMSB(0u + uz));
    o.c[10] = uint(-7 / 2);                       o.r[10] = uint((-7 + iz) / 2);
    o.c[11] = uint(-7 % 3);                       o.r[11] = uint((-7 + iz) % 3);
    o.c[12] = uint(int(-3.75));                   o.r[12] = uint(int(-3.75 + z));
    o.c[13] = uint(-1) >> 28;                     o.r[13] = uint(-1 + iz) >> 28;
    o.c[14] = uint(-16 >> 2);                     o.r[14] = uint((-16 + iz) >> 2);
    o.c[15] = floatBitsToUint(float(0xFFFFFFFFu));o.r[15] = floatBitsToUint(float(0xFFFFFFFFu + uz));
    o.c[16] = uint(clamp(-3, -2, 5) + abs(-9));   o.r[16] = uint(clamp(-3 + iz, -2, 5) + abs(-9 + iz));
    o.c[17] = floatBitsToUint(min(1.5, -0.5) + max(2.0, 3.0)); o.r[17] = floatBitsToUint(min(1.5 + z, -0.5) + max(2.0 + z, 3.0));
    o.c[18] = floatBitsToUint(step(0.5, 0.25));   o.r[18] = floatBitsToUint(step(0.5, 0.25 + z));
    o.c[19] = uint(2.0 == 2.0 && 1u < 2u);        o.r[19] = uint(2.0 + z == 2.0 && 1u + uz < 2u);
}
