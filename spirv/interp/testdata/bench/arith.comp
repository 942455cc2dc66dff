#version 450
layout(local_size_x = 256) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint a = g, b = 1u;
  for (int k = 0; k < 32; k++) { a = a * 1664525u + 1013904223u; b ^= a >> 3; b += k; }
  v[g] = a + b;
}
