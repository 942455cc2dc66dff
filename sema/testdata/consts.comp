#version 450
// Constant folding, arrays sized by constant expressions, global constant
// arrays, specialization constants at their default values.
layout(local_size_x = 4, local_size_y = 2) in;
layout(binding = 0) buffer Out { uint w[]; } o;

const int N = 3 * 2 - 1;                  // 5
const uint M = uint(N) << 2;              // 20
const float table[4] = float[](1.5, 2.5, 3.5, 4.5);
const ivec3 iv = ivec3(N, N * 2, -N);
layout(constant_id = 3) const int SPEC = 6;
layout(constant_id = 4) const bool FLAG = true;
const int DOUBLED = SPEC * 2;             // a specialization-constant expression

int arr[N + 1];
float sized[SPEC];

void main()
{
    if (gl_LocalInvocationIndex != 0u)
        return;                           // one writer: the others would race on o.w
    o.w[0] = uint(arr.length());          // 6
    o.w[1] = M;                           // 20
    o.w[2] = floatBitsToUint(table[2]);   // 3.5
    o.w[3] = uint(iv.y + iv.z);           // 5
    o.w[4] = uint(SPEC);                  // 6
    o.w[5] = FLAG ? 1u : 0u;              // 1
    o.w[6] = uint(DOUBLED);               // 12
    o.w[7] = uint(sized.length());        // 6
    o.w[8] = gl_WorkGroupSize.x * 10u + gl_WorkGroupSize.y;   // 42
    const int local = N * N;
    int a2[local];
    o.w[9] = uint(a2.length());           // 25
    o.w[10] = uint(min(N, 3)) + uint(max(-2, -N)) + uint(abs(-4)); // 3 - 2 + 4 = 5
    uint local_spec[SPEC + 1];                // sized by a specialization-constant expression
    for (int k = 0; k < local_spec.length(); k++)
        local_spec[k] = uint(k);
    o.w[13] = local_spec[SPEC] + uint(local_spec.length()) * 10u;  // 6 + 70
    int idx = int(o.w[0]) - 3;
    o.w[12] = floatBitsToUint(table[idx]);  // 4.5 (dynamic index of a constant array)
    switch (int(o.w[0])) {
    case N + 1:
        o.w[11] = 1u;
        break;
    default:
        o.w[11] = 2u;
    }
}
