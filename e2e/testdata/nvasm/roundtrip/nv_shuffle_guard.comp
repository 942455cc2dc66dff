#version 450
// shuffleNV / shuffleXorNV with indices at and above the width (the GLSL
// guard), constant and run-time widths, threadIdValid, vector and bool data.
#extension GL_NV_shader_thread_shuffle : require
layout(local_size_x = 64) in;
layout(binding = 0) buffer Out { uvec4 r[]; } o;
layout(binding = 1) buffer In { uint w[]; } inp;

void main()
{
    uint l = gl_LocalInvocationIndex;
    uint d = l * 10u + 1u;
    bool v0, v1, v2, v3;
    uint a = shuffleNV(d, l & 15u, 8u, v0);
    uint b = shuffleXorNV(d, (l >> 1) & 15u, 8u, v1);
    uint width = 2u << (inp.w[l] % 5u);
    uint c = shuffleNV(d, l % 7u, width, v2);
    uint e = shuffleXorNV(d, 5u, width, v3);
    o.r[l] = uvec4(a, b, c, e);
    o.r[64u + l] = uvec4(v0 ? 1u : 0u, v1 ? 1u : 0u, v2 ? 1u : 0u, v3 ? 1u : 0u);
    vec2 f = vec2(float(l), float(l) * 0.5);
    vec2 g = shuffleDownNV(f, 3u, 16u);
    bool odd = (l & 1u) == 1u;
    bool h = shuffleUpNV(odd, 1u, 4u);
    uint bad = shuffleNV(d, 1u, inp.w[l] % 6u, v0);
    o.r[128u + l] = uvec4(floatBitsToUint(g.x), floatBitsToUint(g.y), h ? 7u : 9u, bad + (v0 ? 1000u : 0u));
}
