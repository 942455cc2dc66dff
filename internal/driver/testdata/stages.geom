#version 450
layout(triangles, invocations = 2) in;
layout(triangle_strip, max_vertices = 3) out;
layout(location = 0) in vec3 n[];
layout(location = 1) in V { vec2 uv; } vin[];
layout(location = 0) out vec3 gn;
void main() {
  for (int i = 0; i < gl_in.length(); i++) {
    gl_Position = gl_in[i].gl_Position + vec4(n[i], 0);
    gn = n[i] * vin[i].uv.x;
    gl_PrimitiveID = gl_PrimitiveIDIn + gl_InvocationID;
    gl_Layer = 1;
    EmitVertex();
  }
  EndPrimitive();
}
