#version 450
#extension GL_EXT_nonuniform_qualifier : require
// Arrays of opaque uniforms indexed uniformly and with nonuniformEXT.
layout(local_size_x = 32) in;
layout(binding = 0) uniform sampler2D texs[8];
layout(binding = 1, r32ui) uniform uimage2D imgs[4];
layout(binding = 2) uniform texture2D ts[4];
layout(binding = 3) uniform sampler smp;
layout(binding = 4) uniform samplerBuffer bufs[2];
layout(binding = 5, rgba8) uniform readonly imageBuffer ibufs[2];
layout(binding = 6) buffer Out { vec4 r[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  vec4 v = textureLod(texs[i % 8u], vec2(0.5), 0.0) + textureLod(texs[nonuniformEXT(i) % 8u], vec2(0.5), 0.0);
  v += textureLod(sampler2D(ts[nonuniformEXT(i & 3u)], smp), vec2(0.25), 0.0);
  v += texelFetch(bufs[nonuniformEXT(i & 1u)], 0) + imageLoad(ibufs[nonuniformEXT(i & 1u)], 1);
  uint old = imageAtomicAdd(imgs[nonuniformEXT(i & 3u)], ivec2(0), 1u) + imageAtomicAdd(imgs[2], ivec2(i), 1u);
  r[i] = v + float(old) + float(imageLoad(imgs[nonuniformEXT(i) & 3u], ivec2(1)).x);
}
