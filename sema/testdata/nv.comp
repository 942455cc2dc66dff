#version 450
// GL_NV_shader_thread_shuffle and GL_NV_shader_thread_group (SEMANTICS.md
// sections 3 and 4).
#extension GL_NV_shader_thread_shuffle : enable
#extension GL_NV_shader_thread_group : enable
layout(local_size_x = 8) in;
layout(binding = 0) buffer Out { uvec4 r[]; } o;

void main()
{
    uint l = gl_ThreadInWarpNV;
    uint d = l * 10u;
    bool vUp, vDown;
    uint up = shuffleUpNV(d, 1u, 4u, vUp);
    uint down = shuffleDownNV(d, 1u, 4u, vDown);
    o.r[l] = uvec4(shuffleNV(d, 2u, 4u), up, down, shuffleXorNV(d, 3u, 4u));
    o.r[8u + l] = uvec4(vUp ? 1u : 0u, vDown ? 1u : 0u, gl_WarpSizeNV, ballotThreadNV((l & 1u) == 1u));
    float x = float(l);
    o.r[16u + l] = uvec4(activeThreadsNV(), uint(quadSwizzle1NV(x)), uint(quadSwizzleXNV(x, 100.0)),
        (anyThreadNV(l == 3u) ? 1u : 0u) + (allThreadsNV(l < 8u) ? 10u : 0u) + (allThreadsEqualNV(l > 100u) ? 100u : 0u));
}
