#version 450
// Combined samplers: explicit-LOD sampling, fetches, gathers, queries.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0) uniform sampler1D s1;
layout(binding = 1) uniform sampler2D s2;
layout(binding = 2) uniform sampler3D s3;
layout(binding = 3) uniform samplerCube sc;
layout(binding = 4) uniform sampler1DArray s1a;
layout(binding = 5) uniform sampler2DArray s2a;
layout(binding = 6) uniform samplerCubeArray sca;
layout(binding = 7) uniform sampler2DMS sms;
layout(binding = 8) uniform sampler2DMSArray smsa;
layout(binding = 9) uniform samplerBuffer sb;
layout(binding = 10) uniform isampler2D is2;
layout(binding = 11) uniform usampler3D us3;
layout(binding = 12) uniform sampler2DShadow sh2;
layout(binding = 13) uniform sampler1DShadow sh1;
layout(binding = 14) uniform samplerCubeShadow shc;
layout(binding = 15) uniform sampler2DArrayShadow sh2a;
layout(binding = 16) uniform sampler1DArrayShadow sh1a;
layout(binding = 17) uniform samplerCubeArrayShadow shca;
layout(binding = 18) uniform usamplerBuffer usb;
layout(binding = 19) buffer Out { vec4 r[4]; ivec4 q[4]; float d; };
void main() {
  vec2 uv = vec2(gl_GlobalInvocationID.xy) / 64.0;
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  vec4 v = textureLod(s1, uv.x, 0.0) + textureLod(s2, uv, 1.0) + textureLod(s3, vec3(uv, 0.5), 0.0)
         + textureLod(sc, vec3(uv, 1.0), 0.0) + textureLod(s1a, uv, 0.0) + textureLod(s2a, vec3(uv, 1.0), 2.0)
         + textureLod(sca, vec4(uv, 1.0, 0.0), 0.0);
  v += textureLodOffset(s2, uv, 0.0, ivec2(1, -1)) + textureLodOffset(s1, uv.x, 0.0, 2)
     + textureLodOffset(s3, vec3(uv, 0.0), 0.0, ivec3(1)) + textureLodOffset(s2a, vec3(uv, 0.0), 0.0, ivec2(0, 1));
  v += textureGrad(s2, uv, vec2(0.1), vec2(0.0, 0.1)) + textureGrad(sc, vec3(uv, 1.0), vec3(0.1), vec3(0.1))
     + textureGradOffset(s2, uv, vec2(0.1), vec2(0.1), ivec2(-2)) + textureGrad(sca, vec4(uv, 1.0, 1.0), vec3(0.0), vec3(0.0));
  v += texelFetch(s1, p.x, 0) + texelFetch(s2, p, 0) + texelFetch(s3, ivec3(p, 0), 1) + texelFetch(s1a, p, 0)
     + texelFetch(s2a, ivec3(p, 0), 0) + texelFetch(sms, p, 3) + texelFetch(smsa, ivec3(p, 1), 0) + texelFetch(sb, p.x);
  v += texelFetchOffset(s2, p, 0, ivec2(1)) + texelFetchOffset(s2a, ivec3(p, 0), 0, ivec2(1, 0)) + texelFetchOffset(s1, p.x, 0, 1);
  v += textureGather(s2, uv) + textureGather(s2, uv, 1) + textureGather(s2a, vec3(uv, 0.0), 3)
     + textureGather(sc, vec3(uv, 1.0)) + textureGather(sca, vec4(uv, 1.0, 0.0), 2);
  v += textureGatherOffset(s2, uv, ivec2(1), 2) + textureGatherOffset(s2a, vec3(uv, 1.0), ivec2(-1))
     + textureGatherOffsets(s2, uv, ivec2[4](ivec2(0), ivec2(1), ivec2(2), ivec2(3)));
  v += vec4(texelFetch(is2, p, 0)) + vec4(textureLod(us3, vec3(uv, 0.0), 0.0)) + vec4(texelFetch(usb, 3));
  r[0] = v;
  float sh = textureLod(sh2, vec3(uv, 0.5), 0.0) + textureLod(sh1, vec3(uv.x, 0.0, 0.5), 0.0)
           + textureLod(sh1a, vec3(uv, 0.5), 0.0) + textureLodOffset(sh2, vec3(uv, 0.5), 0.0, ivec2(1))
           + textureGrad(sh2, vec3(uv, 0.5), vec2(0.0), vec2(0.0)) + textureGrad(shc, vec4(uv, 1.0, 0.5), vec3(0.0), vec3(0.0))
           + textureGrad(sh2a, vec4(uv, 0.0, 0.5), vec2(0.0), vec2(0.0)) + textureGradOffset(sh2a, vec4(uv, 0.0, 0.5), vec2(0.0), vec2(0.0), ivec2(1));
  d = sh;
  r[1] = textureGather(sh2, uv, 0.5) + textureGather(shc, vec3(uv, 1.0), 0.5) + textureGather(shca, vec4(uv, 1.0, 0.0), 0.5)
       + textureGatherOffset(sh2, uv, 0.5, ivec2(1)) + textureGatherOffsets(sh2a, vec3(uv, 0.0), 0.5, ivec2[4](ivec2(0), ivec2(1), ivec2(0), ivec2(1)));
  q[0] = ivec4(textureSize(s1, 0), textureSize(s2, 1), textureSize(sb));
  q[1] = ivec4(textureSize(s3, 0), textureSize(sms).x);
  q[2] = ivec4(textureSize(sc, 0), textureSize(sh2a, 0).xy);
  q[3] = ivec4(textureQueryLevels(s2), textureQueryLevels(sca), textureSamples(sms), textureSamples(smsa))
       + ivec4(textureSize(smsa), textureSize(shca, 0).x);
}
