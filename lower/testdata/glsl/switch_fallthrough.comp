#version 460
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer Out { uint data[]; } outb;
void main() {
    uint r = 0u;
    switch (gl_GlobalInvocationID.x) {
    case 0u: r = 1u;
    case 1u: r += 10u; break;
    default: r = 100u;
    case 3u: r += 1000u; break;
    case 5u: case 6u: r = 7u;
    }
    outb.data[gl_GlobalInvocationID.x] = r;
}
