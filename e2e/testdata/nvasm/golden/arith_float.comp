#version 450
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { vec4 v[]; } b;
void main() {
  uint i = gl_GlobalInvocationID.x;
  vec4 x = b.v[i];
  vec3 y = x.xyz * 2.0 - vec3(1.0, 0.5, -0.25);
  float s = dot(x.xy, y.yz) + length(y) * 0.0;
  vec4 r = vec4(floor(x.x), fract(x.y), min(x.z, y.x), clamp(x.w, -1.0, 1.0));
  r += vec4(mix(x.x, y.y, 0.25), step(0.5, x.y), abs(y.z), sign(y.x));
  r.xz = r.zx / vec2(2.0, 4.0);
  b.v[i] = r + vec4(s, trunc(x.y), ceil(x.z), mod(x.w, 1.5));
}
