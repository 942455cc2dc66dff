#version 450
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { uint v[]; } b;
struct P { uint a; uvec2 b; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint arr[5];
  for (int k = 0; k < 5; k++) arr[k] = uint(k) * i;
  P ps[3];
  ps[i % 3u].a = arr[i % 5u];
  ps[1].b = uvec2(i, 2u);
  ps[0] = P(4u, uvec2(5u, 6u));
  uvec4 v = uvec4(1u, 2u, 3u, 4u);
  v[i % 4u] = 9u;
  b.v[i] = ps[i % 3u].a + ps[1].b.y + v[(i + 1u) % 4u] + arr[4];
}
