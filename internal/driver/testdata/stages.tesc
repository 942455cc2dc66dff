#version 450
layout(vertices = 3) out;
layout(location = 0) in vec3 n[];
layout(location = 0) out vec3 on[];
layout(location = 1) patch out float pf;
void main() {
  gl_out[gl_InvocationID].gl_Position = gl_in[gl_InvocationID].gl_Position;
  on[gl_InvocationID] = n[gl_InvocationID];
  barrier();
  if (gl_InvocationID == 0) {
    gl_TessLevelOuter[0] = 1.0; gl_TessLevelOuter[1] = 1.0; gl_TessLevelOuter[2] = 1.0;
    gl_TessLevelInner[0] = float(gl_PatchVerticesIn);
    pf = 2.0;
  }
}
