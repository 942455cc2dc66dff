#version 450
#extension GL_NV_shader_thread_group : require
layout(local_size_x = 64) in;
layout(binding = 0) buffer B { uvec4 r[]; } o;
void main() {
  uint l = gl_LocalInvocationIndex;
  uint t = gl_ThreadInWarpNV;
  uint bal = 0u;
  if ((l & 3u) != 3u) bal = ballotThreadNV((t & 1u) == 0u) ^ activeThreadsNV();
  bool any4 = anyThreadNV(t == 4u), all64 = allThreadsNV(t < 64u), eq = allThreadsEqualNV(t > 100u);
  float q = quadSwizzleXNV(float(l)) + quadSwizzle2NV(float(l), 0.5);
  o.r[l] = uvec4(bal, gl_WarpSizeNV + gl_ThreadLtMaskNV, uint(any4) + 2u * uint(all64) + 4u * uint(eq), uint(q * 2.0));
}
