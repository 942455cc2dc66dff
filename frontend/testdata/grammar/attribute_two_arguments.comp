#version 450
#extension GL_EXT_control_flow_attributes : enable
// The grammar takes a list of attribute arguments; glslang takes one, so
// the AST builder reports a second as the syntax error glslang gives (the
// fast path gives up on it). The only shader here with an error.
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { int n; } b;
void main() {
  [[hint(2, 4)]] for (int i = 0; i < b.n; i++) {
    b.n -= 1;
  }
}
