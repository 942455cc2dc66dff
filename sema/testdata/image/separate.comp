#version 450
#extension GL_EXT_samplerless_texture_functions : require
// Separate textures and samplers, constructors, samplerless functions,
// opaque function parameters.
layout(local_size_x = 16) in;
layout(set = 1, binding = 0) uniform texture2D tex;
layout(set = 1, binding = 1) uniform sampler smp;
layout(set = 1, binding = 2) uniform samplerShadow cmp;
layout(set = 1, binding = 3) uniform texture2DArray texa;
layout(set = 1, binding = 4) uniform utextureBuffer tb;
layout(set = 1, binding = 5) uniform texture2DMS tms;
layout(set = 1, binding = 6) uniform textureCube tc;
layout(set = 0, binding = 0) uniform writeonly image2D dst;
vec4 fetch(texture2D t, ivec2 p) { return texelFetch(t, p, 0); }
vec4 sampleIt(texture2D t, sampler s, vec2 uv) { return textureLod(sampler2D(t, s), uv, 0.0); }
void put(writeonly image2D im, ivec2 p, vec4 v) { imageStore(im, p, v); }
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  vec2 uv = vec2(p) * 0.5;
  vec4 v = textureLod(sampler2D(tex, smp), uv, 0.0) + textureGather(sampler2DArray(texa, smp), vec3(uv, 0.0), 1)
         + textureLod(samplerCube(tc, smp), vec3(uv, 1.0), 0.0)
         + fetch(tex, p) + sampleIt(tex, smp, uv) + vec4(texelFetch(tb, p.x)) + texelFetch(tms, p, 1)
         + vec4(textureSize(tex, 0), textureQueryLevels(texa), textureSamples(tms));
  put(dst, p, v);
}
