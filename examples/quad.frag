#version 450
#extension GL_NV_shader_thread_group : enable
// The 2x2 quad of a fragment shader: quadSwizzleXNV reads the horizontal
// neighbour, dFdx the same difference through the derivative unit, and
// gl_HelperThreadNV is true in the helper invocations of a partly covered quad.
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 color;

void main() {
    float x = uv.x * 64.0;
    float across = abs(quadSwizzleXNV(x) - x);
    color = vec4(across, abs(dFdx(x)), gl_HelperThreadNV ? 1.0 : 0.0, 1.0);
}
