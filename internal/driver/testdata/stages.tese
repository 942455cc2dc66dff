#version 450
layout(triangles, fractional_odd_spacing, cw) in;
layout(location = 0) in vec3 on[];
layout(location = 1) patch in float pf;
layout(location = 0) out vec3 n;
void main() {
  vec3 c = gl_TessCoord;
  gl_Position = c.x * gl_in[0].gl_Position + c.y * gl_in[1].gl_Position + c.z * gl_in[2].gl_Position;
  n = on[0] * pf + vec3(gl_TessLevelOuter[0]);
}
