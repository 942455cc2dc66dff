#version 450
// The constructs of Sascha Willems' computeraytracing: a writeonly rgba8
// image sized with imageSize, written once per invocation.
layout(local_size_x = 16, local_size_y = 16) in;
layout(binding = 0, rgba8) uniform writeonly image2D resultImage;
layout(binding = 1) uniform UBO { vec3 lightPos; float aspectRatio; } ubo;
void main() {
  ivec2 dim = imageSize(resultImage);
  vec2 uv = vec2(gl_GlobalInvocationID.xy) / dim;
  vec3 color = vec3(uv, ubo.aspectRatio) * max(dot(normalize(ubo.lightPos), vec3(0.0, 0.0, 1.0)), 0.0);
  imageStore(resultImage, ivec2(gl_GlobalInvocationID.xy), vec4(color, 0.0));
}
