#version 450
// 384x384 float matrix product C = A * B, 16x16 tiles in shared memory,
// two barriers per tile (bench/kernels.sh).
layout(local_size_x = 16, local_size_y = 16) in;
layout(std430, binding = 0) readonly buffer A { float a[]; };
layout(std430, binding = 1) readonly buffer B { float b[]; };
layout(std430, binding = 2) writeonly buffer C { float c[]; };
const uint N = 384u, T = 16u;
shared float ta[T][T];
shared float tb[T][T];
void main() {
  uint row = gl_GlobalInvocationID.y, col = gl_GlobalInvocationID.x;
  uint ly = gl_LocalInvocationID.y, lx = gl_LocalInvocationID.x;
  float acc = 0.0;
  for (uint t = 0u; t < N; t += T) {
    ta[ly][lx] = a[row * N + t + lx];
    tb[ly][lx] = b[(t + ly) * N + col];
    barrier();
    for (uint k = 0u; k < T; k++) {
      acc += ta[ly][k] * tb[k][lx];
    }
    barrier();
  }
  c[row * N + col] = acc;
}
