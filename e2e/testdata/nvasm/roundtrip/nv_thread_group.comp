#version 450
// Thread-group variables, ballots, votes and quad swizzles in divergent
// control flow.
#extension GL_NV_shader_thread_group : require
layout(local_size_x = 64) in;
layout(binding = 0) buffer Out { uvec4 r[]; } o;

void main()
{
    uint l = gl_LocalInvocationIndex;
    uint t = gl_ThreadInWarpNV;
    o.r[l] = uvec4(t, gl_WarpSizeNV, gl_ThreadEqMaskNV ^ gl_ThreadLtMaskNV, gl_ThreadGeMaskNV + gl_ThreadGtMaskNV + gl_ThreadLeMaskNV);
    uint act = 0u, bal = 0u, votes = 0u;
    if ((l % 3u) != 0u) {
        act = activeThreadsNV();
        bal = ballotThreadNV((t & 2u) != 0u);
        votes = (anyThreadNV(t == 4u) ? 1u : 0u) + (allThreadsNV(t < 40u) ? 10u : 0u)
              + (allThreadsEqualNV(t > 100u) ? 100u : 0u) + (allThreadsEqualNV(t == 5u) ? 1000u : 0u);
    }
    float x = float(l) * 1.5;
    o.r[64u + l] = uvec4(act, bal, votes,
        uint(quadSwizzle0NV(x)) + 1000u * uint(quadSwizzle3NV(x, 2.0)));
    o.r[128u + l] = uvec4(uint(quadSwizzleXNV(x)), uint(quadSwizzleYNV(x, 0.5)), uint(quadSwizzle1NV(x)), uint(quadSwizzle2NV(x)));
}
