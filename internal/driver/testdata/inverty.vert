#version 450
void main() {
  gl_Position = vec4(1.0, 2.0, 3.0, 1.0);
  gl_Position.y = 5.0;
  gl_Position.xy = vec2(6.0, 7.0);
}
