#version 450
// Global initializers computed at run time, out/inout arguments that need
// a conversion or live in a buffer with another layout, matrix
// conversions and constructors from mixed arguments.
layout(local_size_x = 2) in;
layout(binding = 0) buffer Out { uint w[10]; bool flags[2]; } o;

uint gid = gl_GlobalInvocationID.x * 10u + 1u;

void get(out int v) { v = -7; }
void flip(inout bool b) { b = !b; }
void twice(inout uint x) { x *= 2u; }

void main()
{
    uint i = gl_GlobalInvocationID.x;
    if (i == 1u) {
        o.w[0] = gid;                       // 11
        float f;
        get(f);                             // int -> float on copy-out
        o.w[1] = floatBitsToUint(f);        // -7.0
        flip(o.flags[1]);                   // bool stored as uint
        o.w[2] = 5u;
        twice(o.w[2]);                      // 10
        dmat2 dm = mat2(1.0, 2.0, 3.0, 4.0);   // float -> double, per column
        o.w[3] = uint(dm[1][0] * 10.0lf);   // 30
        vec4 flat4 = vec4(mat2(5.0, 6.0, 7.0, 8.0));
        o.w[4] = uint(flat4.z);             // 7
        mat2 mixed = mat2(vec3(1.0, 2.0, 3.0), 4.0);
        o.w[5] = uint(mixed[1][0] * 10.0 + mixed[1][1]); // 34
        ivec2 iv = ivec2(vec2(2.9, -2.9));
        o.w[6] = uint(iv.x - iv.y);         // 4
        o.w[7] = uint(mat3(2.0)[2][2] + mat2x4(1.0)[1][1]); // 3
    }
}
