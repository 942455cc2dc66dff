#version 450
// Atomic functions on buffer members and shared variables.
layout(local_size_x = 16) in;
layout(binding = 0) buffer Counters {
    uint sum;
    int minv;
    int maxv;
    uint bits;
    uint swapped;
    uint xored;
    uint order[16];
} c;

shared uint next;

void main()
{
    uint i = gl_LocalInvocationIndex;
    if (i == 0u)
        next = 0u;
    barrier();
    atomicAdd(c.sum, i + 1u);
    atomicMin(c.minv, int(i) - 5);
    atomicMax(c.maxv, int(i) * 3);
    atomicOr(c.bits, 1u << i);
    atomicXor(c.xored, i + 1u);
    atomicCompSwap(c.swapped, 0u, 99u);
    uint slot = atomicAdd(next, 1u);
    atomicExchange(c.order[slot], 1u);
    atomicAnd(c.bits, ~0x8000u);
}
