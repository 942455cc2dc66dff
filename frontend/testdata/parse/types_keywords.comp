#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : enable
void main() {
    bool b; bvec2 b2; int i; ivec3 i3; uint u; uvec4 u4; float f; vec2 v2;
    double d; dvec3 d3; mat3 m3; mat2x4 m24; dmat4x3 dm;
    int8_t i8; u8vec2 u82; int16_t i16; i16vec3 i163; uint64_t u64; i64vec4 i644;
    float16_t h; f16vec4 h4; f16mat2 hm; float32_t f32; f64vec2 f642;
}
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, r32ui) uniform uimage2D uimg;
layout(binding = 2) uniform texture2D t2d;
layout(binding = 3) uniform sampler smp;
layout(binding = 4) uniform atomic_uint counter;
