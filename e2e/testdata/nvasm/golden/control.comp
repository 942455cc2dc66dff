#version 450
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { uint v[]; } b;
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint acc = 0u;
  for (uint k = 0u; k < 8u; k++) {
    if (k == i % 4u) continue;
    switch (k % 3u) {
    case 0u: acc += 1u;
    case 1u: acc += 10u; break;
    default:
      if (k == 7u) continue;
      acc += 100u;
    }
  }
  uint n = i;
  while (n > 1u) { n = (n & 1u) == 0u ? n / 2u : 3u * n + 1u; acc++; }
  do { acc += 1000u; } while (acc < 2000u);
  if (i == 31u) return;
  b.v[i] = acc;
}
