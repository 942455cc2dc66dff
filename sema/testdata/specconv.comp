#version 450
// Specialization-constant expressions that change signedness (int <-> uint,
// scalar and vector): OpSpecConstantOp Bitcast needs the Kernel capability,
// so they must be emitted another way (glslang: IAdd with an unsigned 0).
layout(constant_id = 0) const int N = -3;
layout(constant_id = 1) const uint M = 5u;
const uint NU = uint(N);
const int MI = int(M);
const uint SUM = uint(N + MI);
const uvec2 V = uvec2(ivec2(N, MI));
const ivec2 W = ivec2(uvec2(M, NU));
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Out { uint o[]; };

void main() {
    o[0] = NU;
    o[1] = uint(MI);
    o[2] = SUM;
    o[3] = V.x;
    o[4] = V.y;
    o[5] = uint(W.x);
    o[6] = uint(W.y);
}
