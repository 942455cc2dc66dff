#version 450
layout(location = 0) in vec3 pos;
layout(location = 1) in vec2 uv;
layout(location = 0) out vec2 vuv;
layout(location = 1) flat out int inst;
out gl_PerVertex { vec4 gl_Position; float gl_ClipDistance[2]; };
layout(set = 0, binding = 0) uniform UBO { mat4 mvp; } u;
void main() {
  vuv = uv;
  inst = gl_InstanceIndex + gl_VertexIndex;
  gl_Position = u.mvp * vec4(pos, 1.0);
  gl_ClipDistance[0] = 1.0;
  gl_ClipDistance[1] = pos.x;
}
