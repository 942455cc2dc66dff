#version 450
// Chapter 8 built-ins: common, exponential, geometric, integer functions.
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { float f[16]; uint u[8]; } o;

void main()
{
    // z and iz are 0 at run time, so nothing below folds to a constant.
    float z = float(gl_LocalInvocationIndex);
    int iz = int(gl_LocalInvocationIndex);
    uint uz = gl_LocalInvocationIndex;
    float x = -2.5 + z;
    o.f[0] = abs(x);                           // 2.5
    o.f[1] = floor(x);                         // -3
    o.f[2] = fract(1.75 + z);                      // 0.75
    o.f[3] = clamp(x, -1.0, 1.0);              // -1
    o.f[4] = mix(2.0 + z, 4.0, 0.25);              // 2.5
    o.f[5] = min(3.0 + z, 7);                      // 3 (int argument converted)
    o.f[6] = dot(vec3(1.0 + z, 2.0, 3.0), vec3(4.0, 5.0, 6.0)); // 32
    o.f[7] = length(vec2(3.0 + z, 4.0));           // 5
    o.f[8] = sqrt(16.0 + z);                       // 4
    o.f[9] = pow(2.0 + z, 10.0);                   // 1024
    o.f[10] = max(vec2(1.0, 8.0 + z), 5.0).y;      // 8
    o.f[11] = mod(7.5 + z, 2.0);                   // 1.5
    o.f[12] = step(1.0, 2.0 + z) + sign(-3.0 + z);     // 0
    o.f[13] = cross(vec3(1.0 + z, 0.0, 0.0), vec3(0.0, 1.0, 0.0)).z; // 1
    int e;
    o.f[14] = frexp(8.0 + z, e);                   // 0.5, e = 4
    o.u[0] = uint(e);
    o.u[1] = uint(bitCount(0xF0F0u + uz));          // 8
    o.u[2] = uint(findMSB(256 + iz));               // 8
    o.u[3] = bitfieldExtract(0xABCDu + uz, 4, 8);   // 0xBC
    o.u[4] = uint(clamp(17 + iz, 0, 10));           // 10
    o.u[5] = uint(max(-3 + iz, 2) + min(4u + uz, 9u));   // 2 + 4 -> 6
    uint carry;
    o.u[6] = uaddCarry(0xFFFFFFFFu + uz, 3u, carry) + carry * 100u;  // 2 + 100
}
