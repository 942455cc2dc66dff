#version 450
layout(location = 0) in vec2 vuv;
layout(location = 1) flat in int inst;
layout(location = 0) out vec4 color;
layout(set = 0, binding = 1) uniform sampler2D tex;
layout(early_fragment_tests) in;
void main() {
  vec4 c = texture(tex, vuv, 0.5);
  if (c.a < 0.1) discard;
  color = c * float(inst) + vec4(dFdx(vuv.x), fwidth(vuv.y), gl_FragCoord.x, gl_FrontFacing ? 1.0 : 0.0);
}
