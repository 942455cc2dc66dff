#version 450
// pack16/32/64, unpack8/16/32 and the AMD half-float bit casts (OpBitcast
// between a scalar and a vector of the same width); run by TestPackUnpack.
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x=1) in;
layout(std430, binding=0) buffer B { uint a[]; };
void main(){
  u8vec4 b = unpack8(a[0]);
  i8vec4 sb = unpack8(int(a[1]));
  u16vec2 h = unpack16(a[2]);
  i16vec2 sh = unpack16(int(a[3]));
  uint64_t w = pack64(uvec2(a[4], a[5]));
  int64_t sw = pack64(ivec2(a[4], a[5]));
  u16vec4 q = unpack16(w);
  i16vec4 sq = unpack16(sw);
  uvec2 d = unpack32(w);
  ivec2 sd = unpack32(sw);
  u8vec2 c = unpack8(h.x);
  i8vec2 sc = unpack8(sh.y);
  a[10] = pack32(b.wzyx);
  a[11] = uint(pack32(sb.yxwz));
  a[12] = pack32(h.yx);
  a[13] = uint(pack32(sh.yx));
  a[14] = uint(pack16(c.yx)) | (uint(pack16(sc.yx)) << 16);
  a[15] = uint(pack64(q.wzyx) >> 32);
  a[16] = uint(pack64(sq) & 0xffffffffl);
  a[17] = d.y ^ uint(sd.x);
  f16vec2 f = f16vec2(halfBitsToInt16(int16BitsToHalf(sh)));
  a[18] = packFloat2x16(uint16BitsToHalf(halfBitsToUint16(f)));
  a[19] = uint(halfBitsToUint16(uint16BitsToHalf(h)).x);
}
