#version 450
layout(local_size_x = 16) in;
layout(binding = 0) buffer B { mat3 m; vec4 v[]; } b;
void main() {
  uint i = gl_GlobalInvocationID.x;
  mat3 m = b.m;
  vec3 p = m * b.v[i].xyz;
  mat3 t = transpose(m) * m;
  vec3 q = b.v[i].xyz * t;
  mat2 r = mat2(p.xy, q.yz) * 0.5;
  b.v[i] = vec4(p + q, r[1][0] + matrixCompMult(r, r)[0][1]);
}
