#version 450
// Specialization and push constants: invocation i writes
// base + SCALE * i, with SCALE a specialization constant (ID 0) and base
// a push constant.
layout(local_size_x = 4) in;

layout(constant_id = 0) const uint SCALE = 1u;

layout(push_constant) uniform Push {
    uint base;
} pc;

layout(std430, binding = 0) buffer Out {
    uint result[];
};

void main() {
    uint i = gl_GlobalInvocationID.x;
    result[i] = pc.base + SCALE * i;
}
