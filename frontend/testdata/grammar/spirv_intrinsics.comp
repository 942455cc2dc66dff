#version 450
#extension GL_EXT_spirv_intrinsics : enable
// spirv_instruction with named arguments, lists and a string.
layout(local_size_x = 1) in;
spirv_instruction(extensions = ["SPV_KHR_shader_clock"], capabilities = [5055, 5055], id = 5056)
uvec2 clockRealtime2x32(int scope);
spirv_instruction(set = "GLSL.std.450", id = 81)
float myclamp(float x, float lo, float hi);
layout(binding = 0) buffer B { uvec2 t; float f; } b;
void main() {
  b.t = clockRealtime2x32(1);
  b.f = myclamp(b.f, 0.0, 1.0);
}
