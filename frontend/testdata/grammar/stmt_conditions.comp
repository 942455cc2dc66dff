#version 450
#extension GL_EXT_debug_printf : enable
// A declared loop condition with a qualifier, attributes with arguments,
// and a string literal (debugPrintf's format).
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { int n; } b;
void main() {
  int k = b.n;
  while (const bool left = k > 0) {
    k -= 1;
  }
  [[min_iterations(1), max_iterations(4)]] for (int i = 0; i < 4; i++) {
    k += i;
  }
  [[dependency_length(2)]] do { k--; } while (k > 0);
  debugPrintf("k = %d\n", k);
  b.n = k;
}
