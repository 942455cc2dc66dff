#version 450
// Storage images of every dimension, format and memory qualifier.
layout(local_size_x = 8, local_size_y = 8) in;
layout(binding = 0, rgba32f) uniform coherent image1D i1;
layout(binding = 1, rgba16f) uniform volatile image2D i2;
layout(binding = 2, rgba8) uniform restrict image3D i3;
layout(binding = 3, r32f) uniform readonly imageCube ic;
layout(binding = 4, rgba8_snorm) uniform image1DArray i1a;
layout(binding = 5, rg32f) uniform image2DArray i2a;
layout(binding = 6, r11f_g11f_b10f) uniform imageCubeArray ica;
layout(binding = 7, rgb10_a2) uniform image2DMS ims;
layout(binding = 8, rgba16) uniform image2DMSArray imsa;
layout(binding = 9, r32f) uniform imageBuffer ib;
layout(binding = 10, rgba32i) uniform iimage2D ii;
layout(binding = 11, r8ui) uniform uimage3D ui;
layout(binding = 12, rgba8ui) uniform uimageBuffer uib;
layout(binding = 13, r16i) uniform iimage2DArray iia;
layout(binding = 14) uniform writeonly image2D wo;
layout(binding = 15, rg16_snorm) uniform image2D rg;
layout(binding = 16, r8) uniform image2D r8;
layout(binding = 17, rgb10_a2ui) uniform uimage2D a2ui;
layout(binding = 18) buffer Out { ivec4 sizes[8]; int samples[2]; };
void main() {
  ivec3 p = ivec3(gl_GlobalInvocationID);
  vec4 v = imageLoad(i1, p.x) + imageLoad(i2, p.xy) + imageLoad(i3, p) + imageLoad(ic, p)
         + imageLoad(i1a, p.xy) + imageLoad(i2a, p) + imageLoad(ica, p) + imageLoad(ims, p.xy, 1)
         + imageLoad(imsa, p, 2) + imageLoad(ib, p.x) + imageLoad(rg, p.xy) + imageLoad(r8, p.xy);
  imageStore(i1, p.x, v);
  imageStore(i2, p.xy, v);
  imageStore(i3, p, v);
  imageStore(i1a, p.xy, v);
  imageStore(i2a, p, v);
  imageStore(ica, p, v);
  imageStore(ims, p.xy, 0, v);
  imageStore(imsa, p, 3, v);
  imageStore(ib, p.x, v);
  imageStore(ii, p.xy, imageLoad(ii, p.xy) + 1);
  imageStore(ui, p, imageLoad(ui, p) * 2u);
  imageStore(uib, p.x, uvec4(1u));
  imageStore(iia, p, ivec4(2));
  imageStore(wo, p.xy, v);
  imageStore(a2ui, p.xy, imageLoad(a2ui, p.xy));
  sizes[0] = ivec4(imageSize(i1), imageSize(i2), 0);
  sizes[1] = ivec4(imageSize(i3), 0);
  sizes[2] = ivec4(imageSize(ic), imageSize(i1a));
  sizes[3] = ivec4(imageSize(i2a), imageSize(ib));
  sizes[4] = ivec4(imageSize(ica), 0);
  sizes[5] = ivec4(imageSize(ims), imageSize(wo));
  sizes[6] = ivec4(imageSize(imsa), 0);
  samples[0] = imageSamples(ims);
  samples[1] = imageSamples(imsa);
}
