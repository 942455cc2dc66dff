#version 450
// Functions the assembly computes with approximating instructions on
// hardware; on the interpreter they must still agree exactly.
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { float v[]; } b;
layout(binding = 1) buffer R { vec4 r[]; } o;
void main() {
  uint i = gl_GlobalInvocationID.x;
  float x = abs(b.v[i]) + float(i);
  vec3 v = vec3(x, 1.5, -2.0);
  o.r[2u * i] = vec4(sqrt(x), length(v), distance(v, vec3(1.0)), inversesqrt(x + 1.0));
  o.r[2u * i + 1u] = vec4(exp2(x * 0.25), log2(x + 1.0), pow(x, 1.5), sin(x) + cos(x));
}
