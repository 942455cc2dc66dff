#version 450
// Float edge cases: NaN and infinities through comparisons, min/max,
// isnan/isinf, bool(); -0.0; halfway rounding; mod of negative values;
// division by zero.
layout(local_size_x = 32) in;
layout(binding = 0) buffer B { float v[]; } b;
layout(binding = 1) buffer R { vec4 r[]; } o;
void main() {
  uint i = gl_GlobalInvocationID.x;
  float x = b.v[i];
  float z = x - x;                       // 0 or NaN
  float inf = 1.0 / (x * 0.0);           // +-inf or NaN
  float nan = intBitsToFloat(0x7fc00000);
  float h = x + 0.5 * float(i & 3u);     // halfway values
  o.r[6u * i] = vec4(float(x < nan) + 2.0 * float(x != nan) + 4.0 * float(nan == nan) + 8.0 * float(bool(nan)),
                     float(isnan(nan)) + 2.0 * float(isinf(inf)) + 4.0 * float(isnan(z)), -z, abs(-0.0 * x));
  o.r[6u * i + 1u] = vec4(round(h), roundEven(h), floor(-h), ceil(-h));
  o.r[6u * i + 2u] = vec4(fract(-h), trunc(-h), mod(-h, 1.5), mod(h, -2.0));
  o.r[6u * i + 3u] = vec4(sign(x), sign(-0.0 * x), step(0.0, x), clamp(x, -1.0, 2.5));
  o.r[6u * i + 4u] = vec4(x / 0.0, -x / 0.0, mix(x, 10.0, 0.25), min(x, 3.0) + max(x, -3.0));
  o.r[6u * i + 5u] = vec4(min(x, nan), max(nan, x), floatBitsToUint(min(-0.0, 0.0)) == 0u ? 1.0 : 2.0, dot(vec2(x, 1.0), vec2(2.0, x)));
}
