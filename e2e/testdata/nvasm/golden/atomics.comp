#version 450
#extension GL_EXT_shader_atomic_float : require
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { uint u[8]; int s[4]; float f[2]; } b;
shared uint cnt;
void main() {
  uint i = gl_LocalInvocationIndex;
  if (i == 0u) cnt = 0u;
  barrier();
  uint old = atomicAdd(b.u[0], 1u);
  atomicMin(b.u[1], i);
  atomicMax(b.u[2], i);
  atomicAnd(b.u[3], ~(1u << i));
  atomicOr(b.u[4], 1u << i);
  atomicXor(b.u[5], i);
  atomicExchange(b.u[6], 7u);
  atomicCompSwap(b.u[7], 0u, i + 1u);
  atomicMin(b.s[0], -int(i));
  atomicMax(b.s[1], int(i) - 16);
  atomicAdd(b.s[2], -1);
  atomicAdd(b.f[0], 0.5);
  atomicExchange(b.f[1], 2.0);
  uint mine = atomicAdd(cnt, old & 1u);
  memoryBarrier();
  barrier();
  if (i == 0u) b.s[3] = int(cnt + mine * 0u);
}
