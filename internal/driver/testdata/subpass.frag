#version 450
layout(input_attachment_index = 0, set = 0, binding = 0) uniform subpassInput col;
layout(input_attachment_index = 1, set = 0, binding = 1) uniform isubpassInputMS ms;
layout(location = 0) out vec4 o;
void main() {
  o = subpassLoad(col) + vec4(subpassLoad(ms, gl_SampleID));
}
