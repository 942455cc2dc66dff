#version 450
#extension GL_KHR_cooperative_matrix : enable
#extension GL_KHR_memory_scope_semantics : enable
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : enable
// Parameterized types: as a declaration's type and as a constructor.
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { float16_t v[]; } b;
void main() {
  coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> m = coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>(1.0);
  coopMatStore(m, b.v, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
}
