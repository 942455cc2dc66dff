#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : enable
int i[] = int[](0, 1, 42, 0x1F, 0XaBc, 017, 00, 2147483647);
uint u[] = uint[](0u, 1U, 0x1Fu, 017u, 4294967295u);
int64_t l[] = int64_t[](1l, 2L, 0x3l);
uint64_t ul[] = uint64_t[](1ul, 2UL);
int16_t s[] = int16_t[](1s, 2S);
uint16_t us[] = uint16_t[](1us, 2US);
float f[] = float[](1.0, .5, 5., 1e3, 1.5e-3, 2E+2, 1.0f, 2.F, 3e1f);
double d[] = double[](1.0lf, 2.5LF, 1e3lf);
float16_t h[] = float16_t[](1.0hf, 2.5HF);
void main() {}
