#version 450
// Shared memory with std430 packing: vec3 arrays, structs with arrays,
// matrices, atomics on shared struct members, dynamic indices.
layout(local_size_x = 16, local_size_y = 2) in;
layout(binding = 0) buffer B { vec4 v[]; } b;
struct T { uint n; vec3 c[2]; mat2 m; };
shared vec3 pts[32];
shared T t[4];
shared uint hits[3];
void main() {
  uint l = gl_LocalInvocationIndex;
  vec4 x = b.v[gl_GlobalInvocationID.x + 16u * gl_GlobalInvocationID.y];
  pts[l] = x.xyz;
  if (l < 4u) { t[l].n = 0u; t[l].c[0] = x.yzw; t[l].c[1] = vec3(float(l)); t[l].m = mat2(x); }
  if (l < 3u) hits[l] = 0u;
  barrier();
  atomicAdd(t[l & 3u].n, l);
  atomicMax(hits[l % 3u], l);
  barrier();
  vec3 p = pts[31u - l] + t[l & 3u].c[l & 1u];
  vec2 q = t[(l + 1u) & 3u].m * p.xy;
  b.v[gl_GlobalInvocationID.x + 16u * gl_GlobalInvocationID.y] = vec4(p.x + q.x, q.y, float(t[l & 3u].n), float(hits[l % 3u]));
}
