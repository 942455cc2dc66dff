#version 460
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer Out { uint data[]; } outb;
void main() {
    uint total = 0u;
    for (uint a = 0u; a < 4u; a++) {
        for (uint b = 0u; b < 4u; b++) {
            if (b > a) break;
            switch (b) { case 1u: continue; default: break; }
            total += a * 10u + b;
        }
    }
    outb.data[gl_GlobalInvocationID.x] = total + gl_GlobalInvocationID.x;
}
