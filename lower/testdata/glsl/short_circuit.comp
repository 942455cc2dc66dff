#version 460
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer Out { uint data[]; } outb;
bool side(inout uint c) { c++; return true; }
void main() {
    uint gid = gl_GlobalInvocationID.x;
    uint cnt = 0u;
    bool a = gid > 1u && side(cnt);
    bool b = gid == 0u || side(cnt);
    uint w = gid == 3u ? (side(cnt), 50000u) : 0u;
    outb.data[gid] = w + cnt * 1000u + uint(a) * 10u + uint(b);
}
