#version 460
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer Out { uint data[]; } outb;
void main() {
    uint gid = gl_GlobalInvocationID.x;
    uint sum = 0u, k = 0u, cnt = 0u;
    for (uint i = 0u; i < 10u; i++) {
        if (i == gid) continue;
        if (i == 7u) break;
        sum += i;
    }
    do { k += 2u; } while (k < gid * 3u);
    uint j = gid;
    while (j > 0u) { j--; cnt++; }
    outb.data[gid] = sum * 100u + k + cnt * 1000u;
}
