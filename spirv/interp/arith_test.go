package interp

import (
	"bytes"
	"encoding/binary"
	"math"
	"strings"
	"testing"
)

const typesHeader = `#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_EXT_shader_8bit_storage : require
`

func TestIntegerOps(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, typesHeader+`
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { int a; int b; uint ua; uint ub; int r[32]; };
void main() {
  r[0] = a + b; r[1] = a - b; r[2] = a * b; r[3] = a / b; r[4] = a % b;
  r[5] = int(ua / ub); r[6] = int(ua % ub); r[7] = a >> 2; r[8] = int(ua >> 2u);
  r[9] = a << 3; r[10] = ~a; r[11] = -a; r[12] = a & b; r[13] = a | b; r[14] = a ^ b;
  r[15] = int(a < b) + 2 * int(ua < ub) + 4 * int(a >= b) + 8 * int(ua > ub);
  r[16] = bitfieldExtract(a, 4, 8); r[17] = int(bitfieldExtract(ua, 4, 8));
  r[18] = bitfieldInsert(a, b, 8, 8); r[19] = bitCount(a); r[20] = bitfieldReverse(1);
  r[21] = findLSB(ua); r[22] = findMSB(a); r[23] = abs(a); r[24] = min(a, b); r[25] = int(max(ua, ub));
  r[26] = clamp(a, -5, 5);
  uint carry; r[27] = int(uaddCarry(ua, ub, carry)); r[28] = int(carry);
  uint hi, lo; umulExtended(ua, ub, hi, lo); r[29] = int(hi); r[30] = int(lo);
  r[31] = sign(a);
}`))
	// a = -23 (0xFFFFFFE9), b = 5, ua = 0xFFFFFFF0, ub = 7
	buf := append(fromU32(0xFFFFFFE9, 5, 0xFFFFFFF0, 7), make([]byte, 32*4)...)
	run1(t, p, 4, 1, buf)
	r := i32s(buf[16:])
	// % on ints is OpSMod (sign of the divisor): -23 mod 5 = 2
	want := []int32{-18, -28, -115, -4, 2,
		int32(0xFFFFFFF0 / 7), int32(0xFFFFFFF0 % 7), -6, int32(0xFFFFFFF0 >> 2),
		-184, 22, 23, 1, -23 | 5, -23 ^ 5,
		1 + 0 + 0 + 8,
		-2,   // bits 4..11 of 0xFFFFFFE9 = 0xFE -> sign-extended -2
		0xFF, // bits 4..11 of 0xFFFFFFF0
		int32(-23&^0xFF00 | 5<<8), 29, math.MinInt32,
		4, 4 /* findMSB of a negative: highest 0 bit */, 23, -23, -16, -5,
		7 - 16, 0, 6, -16 * 7, -1}
	for i, w := range want {
		if r[i] != w {
			t.Errorf("r[%d] = %d (0x%x), want %d (0x%x)", i, r[i], uint32(r[i]), w, uint32(w))
		}
	}
}

func TestSmallAndWideInts(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, typesHeader+`
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { int8_t a8; uint8_t b8; int16_t a16; uint16_t b16; int64_t a64; uint64_t b64;
  int8_t r8[4]; uint16_t r16[4]; int64_t r64[4]; int r32[4]; };
void main() {
  r8[0] = a8 + int8_t(100);      // wraps
  r8[1] = int8_t(b8 * uint8_t(3));
  r8[2] = a8 / int8_t(-3);
  r8[3] = int8_t(a16);           // truncation
  r16[0] = b16 + uint16_t(1);    // wraps to 0
  r16[1] = uint16_t(a8);         // sign-extends then truncates
  r16[2] = b16 >> 4;
  r16[3] = uint16_t(a16 >> 1);   // arithmetic
  r64[0] = a64 * int64_t(3);
  r64[1] = int64_t(b64 >> 60);
  r64[2] = a64 / int64_t(7);
  r64[3] = int64_t(a8);
  r32[0] = int(a16); r32[1] = int(b8); r32[2] = int(a64 >> 32); r32[3] = int(b64 % 1000ul);
}`))
	var b bytes.Buffer
	le := binary.LittleEndian
	b.Write([]byte{0xC8, 200}) // a8 = -56, b8 = 200
	binary.Write(&b, le, int16(-1000))
	binary.Write(&b, le, uint16(0xFFFF))
	b.Write(make([]byte, 2))
	binary.Write(&b, le, int64(-5000000000))
	binary.Write(&b, le, uint64(0xF000000000000123))
	b.Write(make([]byte, 4+8+4+32+16))
	buf := b.Bytes()
	run1(t, p, 4, 1, buf)
	r8 := []int8{int8(buf[24]), int8(buf[25]), int8(buf[26]), int8(buf[27])}
	if r8[0] != 44 || r8[1] != 88 || r8[2] != 18 || r8[3] != 24 {
		t.Errorf("int8 results %v, want [44 88 18 24]", r8)
	}
	var r16 [4]uint16
	binary.Read(bytes.NewReader(buf[28:36]), le, &r16)
	if r16 != [4]uint16{0, 0xFFC8, 0x0FFF, 0xFE0C} {
		t.Errorf("int16 results %x", r16)
	}
	var r64 [4]int64
	binary.Read(bytes.NewReader(buf[40:72]), le, &r64)
	if r64 != [4]int64{-15000000000, 15, -714285714, -56} {
		t.Errorf("int64 results %v", r64)
	}
	r32 := i32s(buf[72:88])
	if r32[0] != -1000 || r32[1] != 200 || r32[2] != -2 || r32[3] != int32(0xF000000000000123%1000) {
		t.Errorf("int32 results %v", r32)
	}
}

func TestFloatOps(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, typesHeader+`
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { float x; float y; double dx; float16_t h; float r[16]; double rd[2]; float16_t rh[4]; uint ri[8]; };
void main() {
  r[0] = x + y; r[1] = x - y; r[2] = x * y; r[3] = x / y; r[4] = mod(x, y); r[5] = -x;
  r[6] = sqrt(y); r[7] = fma(x, y, 1.0); r[8] = floor(x); r[9] = fract(y); r[10] = clamp(x, -1.0, 1.0);
  r[11] = mix(x, y, 0.25); r[12] = step(0.0, x); r[13] = float(isnan(x / 0.0 * 0.0)); r[14] = float(x < y) + float(isinf(1.0 / 0.0)) * 2.0;
  r[15] = dot(vec3(x, y, 1.0), vec3(1.0, 2.0, 3.0));
  rd[0] = dx * 3.0lf; rd[1] = double(x) + dx;
  rh[0] = h + float16_t(1.0); rh[1] = h * h; rh[2] = float16_t(x); rh[3] = float16_t(65519.0);
  ri[0] = uint(int(-3.7)); ri[1] = uint(3.7); ri[2] = uint(x); ri[3] = uint(int(y * 1e10)); ri[4] = uint(int(x));
  ri[5] = floatBitsToUint(uintBitsToFloat(0x7F800000u)); ri[6] = uint(float16_t(0.1) == float16_t(0.1)); ri[7] = packHalf2x16(vec2(1.0, -2.0));
}`))
	var b bytes.Buffer
	le := binary.LittleEndian
	binary.Write(&b, le, float32(-2.5))
	binary.Write(&b, le, float32(4))
	binary.Write(&b, le, float64(0.1))
	binary.Write(&b, le, uint16(0x3C00+0x200)) // 1.5 in half
	b.Write(make([]byte, 6+64+16+8+32))
	buf := b.Bytes()
	run1(t, p, 4, 1, buf)
	r := f32s(buf[20:84])
	want := []float32{1.5, -6.5, -10, -0.625, 1.5, 2.5, 2, -9, -3, 0, -1, -0.875, 0, 1, 1 + 2, -2.5 + 8 + 3}
	for i, w := range want {
		if r[i] != w {
			t.Errorf("r[%d] = %v, want %v", i, r[i], w)
		}
	}
	var rd [2]float64
	binary.Read(bytes.NewReader(buf[88:104]), le, &rd)
	d1, d3, x := 0.1, 3.0, -2.5
	if rd[0] != d1*d3 || rd[1] != x+d1 {
		t.Errorf("double results %v", rd)
	}
	var rh [4]uint16
	binary.Read(bytes.NewReader(buf[104:112]), le, &rh)
	// 1.5+1 = 2.5 = 0x4100; 1.5*1.5 = 2.25 = 0x4080; -2.5 = 0xC100; 65519 rounds to 65504 = 0x7BFF
	if rh != [4]uint16{0x4100, 0x4080, 0xC100, 0x7BFF} {
		t.Errorf("half results %x", rh)
	}
	ri := u32s(buf[112:144])
	wantI := []uint32{0xFFFFFFFD, 3, 0, 0x7FFFFFFF, 0xFFFFFFFE, 0x7F800000, 1, 0xC0003C00}
	eqU32(t, ri, wantI)
}

// OpFConvert keeps a NaN's sign and payload both ways (the rule is
// internal/f16's; the interpreter once decoded every half NaN as +NaN).
func TestHalfNaNConvert(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, typesHeader+`
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { float16_t h; float16_t pad; float f; float r; float16_t rh; };
void main() { r = float(h); rh = float16_t(f); }`))
	buf := make([]byte, 16)
	le := binary.LittleEndian
	le.PutUint16(buf[0:], 0xfe01)
	le.PutUint32(buf[4:], 0xffa02000) // a signalling NaN, payload 0x101 in its top 10 bits
	run1(t, p, 4, 1, buf)
	if got := le.Uint32(buf[8:]); got != 0xffc02000 {
		t.Errorf("float(half 0xfe01) = %#08x, want 0xffc02000", got)
	}
	if got := le.Uint16(buf[12:]); got != 0xff01 {
		t.Errorf("float16_t(float 0xffa02000) = %#04x, want 0xff01 (quieted, sign and payload kept)", got)
	}
}

func TestMatricesAndComposites(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 1) in;
layout(std430, binding = 0) buffer B { mat2x3 m; layout(row_major) mat3x2 rm; vec3 v; float r[40]; };
struct S { vec2 a; int b[2]; };
void main() {
  vec2 mv = vec2(1.0, -1.0);
  vec3 a = m * mv;                 // mat2x3 (2 columns of 3) times vec2
  vec2 b = v * m;                  // vec3 times mat2x3
  mat3x2 t = transpose(m);
  mat2 mm = rm * m;                // mat3x2 * mat2x3 = mat2x2... (3 cols of 2) * (2 cols of 3) = 2 cols of 2
  mat3 op = outerProduct(v, v);
  r[0] = a.x; r[1] = a.y; r[2] = a.z; r[3] = b.x; r[4] = b.y;
  r[5] = t[0][0]; r[6] = t[0][1]; r[7] = t[2][1];
  r[8] = mm[0][0]; r[9] = mm[0][1]; r[10] = mm[1][0]; r[11] = mm[1][1];
  r[12] = op[1][2]; r[13] = rm[1][0]; r[14] = rm[2][1];
  S s = S(v.zy, int[2](7, 8));
  s.b[1] = 9;
  vec4 sw = vec4(v, 1.0).wzyx;
  r[15] = s.a.x; r[16] = float(s.b[1]); r[17] = sw.x; r[18] = sw.y; r[19] = sw.w;
  int k = int(v.x);
  r[20] = v[k];                    // dynamic extract
  vec3 w = v; w[k] = 100.0; r[21] = w.y;
  r[22] = length(vec2(3.0, 4.0));
  r[23] = determinant(mat2(1.0, 2.0, 3.0, 4.0));
}`))
	// m columns: (1,2,3), (4,5,6); std430 mat2x3: column stride 16
	var b bytes.Buffer
	le := binary.LittleEndian
	binary.Write(&b, le, []float32{1, 2, 3, 0, 4, 5, 6, 0})
	// rm: row_major mat3x2 (3 columns of 2 rows): stored as 2 rows of 3 (row stride 16)
	// logical rm[c][r]: rm = columns (10,20), (30,40), (50,60) -> rows (10,30,50), (20,40,60)
	binary.Write(&b, le, []float32{10, 30, 50, 0, 20, 40, 60, 0})
	binary.Write(&b, le, []float32{1, 2, 3, 0})
	b.Write(make([]byte, 40*4))
	buf := b.Bytes()
	run1(t, p, 4, 1, buf)
	r := f32s(buf[76:]) // r follows the vec3 at 64
	// m*mv = col0 - col1 = (-3,-3,-3); v*m = (dot(v,col0), dot(v,col1)) = (14, 32)
	// rm*m: column j = rm * m[j]; m[0]=(1,2,3): 10+60+150=220, 20+80+180=280; m[1]=(4,5,6): 40+150+300=490, 80+200+360=640
	// outer(v,v)[1][2] = v[2]*v[1] = 6; rm[1][0] = 30, rm[2][1] = 60
	want := []float32{-3, -3, -3, 14, 32, 1, 4, 6, 220, 280, 490, 640, 6, 30, 60,
		3, 9, 1, 3, 1, 2, 100, 5, -2}
	for i, w := range want {
		if r[i] != w {
			t.Errorf("r[%d] = %v, want %v", i, r[i], w)
		}
	}
}

func TestPushSpecPrintf(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_EXT_debug_printf : require
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int K = 3;
layout(constant_id = 2) const bool FLIP = false;
const int K2 = K * 2 + 1;
layout(push_constant) uniform P { uint add; } pc;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  v[i] = uint(K2) + pc.add + (FLIP ? 1000u : 0u) + gl_WorkGroupSize.x * 100u;
  if (i == 1u) debugPrintfEXT("lane %u: %d %5.2f %v2u", i, -K, 1.5, uvec2(3, 4));
}`))
	if ls := p.LocalSize(); ls != [3]uint32{1, 1, 1} {
		t.Fatalf("default local size %v", ls)
	}
	var out strings.Builder
	buf := make([]byte, 4*4)
	res, err := p.Run(Config{SubgroupSize: 4, Buffers: map[[2]uint32][]byte{{0, 0}: buf}, PushConstants: fromU32(50),
		Spec: map[uint32]uint64{0: 4, 1: 10, 2: 1}, Printf: &out})
	if err != nil {
		t.Fatal(err)
	}
	if res.Invocations != 4 {
		t.Fatalf("invocations %d", res.Invocations)
	}
	eqU32(t, u32s(buf), []uint32{21 + 50 + 1000 + 400, 1471, 1471, 1471})
	if got := out.String(); got != "[wg 0,0,0 local 1,0,0] lane 1: -10  1.50 3, 4\n" {
		t.Fatalf("printf output %q", got)
	}
}

// TestBindings checks the binding description a CLI uses to size buffers.
func TestBindings(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 1) in;
layout(std430, set = 1, binding = 2) buffer Data { vec4 head; uint n; float items[]; } data;
layout(std140, binding = 0) uniform U { vec3 c; float d; } u;
void main() { data.items[0] = u.d; }`))
	bs := p.Bindings()
	if len(bs) != 2 {
		t.Fatalf("bindings %+v", bs)
	}
	var data, uni BindingInfo
	for _, b := range bs {
		if b.Binding == 2 {
			data = b
		} else {
			uni = b
		}
	}
	if data.Set != 1 || data.Name != "Data" || !data.RuntimeArray || data.MinSize != 20 || data.Stride != 4 {
		t.Errorf("data binding %+v", data)
	}
	if uni.RuntimeArray || uni.MinSize != 16 || uni.Name != "U" {
		t.Errorf("uniform binding %+v", uni)
	}
	_, err := p.Run(Config{Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 16)}})
	if err == nil || !strings.Contains(err.Error(), "set 1 binding 2") {
		t.Fatalf("missing binding error: %v", err)
	}
}

func TestLoadErrors(t *testing.T) {
	good := compileGLSL(t, `#version 450
layout(local_size_x = 1) in;
void main() {}`)
	bad := append([]byte(nil), good...)
	bad[0] = 0
	if _, err := Load(bad); err == nil || !strings.Contains(err.Error(), "magic") {
		t.Errorf("bad magic: %v", err)
	}
	if _, err := Load(good[:len(good)-6]); err == nil || !strings.Contains(err.Error(), "word") {
		t.Errorf("truncated: %v", err)
	}
	if _, err := Load(good[:len(good)-4]); err == nil || !strings.Contains(err.Error(), "OpFunctionEnd") {
		t.Errorf("missing OpFunctionEnd: %v", err)
	}
	unknown := append([]byte(nil), good...)
	unknown[len(unknown)-4] = 0xFE // OpFunctionEnd -> opcode 0xFE (unknown)
	unknown[len(unknown)-3] = 0x7F
	if _, err := Load(unknown); err == nil || !strings.Contains(err.Error(), "opcode") {
		t.Errorf("unknown opcode: %v", err)
	}
	frag := assemble(t, `OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint Fragment %m "main"
OpExecutionMode %m OriginUpperLeft
%v = OpTypeVoid
%f = OpTypeFunction %v
%m = OpFunction %v None %f
%l = OpLabel
OpReturn
OpFunctionEnd`)
	// a fragment module loads, runs with RunFragments, and Run refuses it
	fp, err := Load(frag)
	if err != nil {
		t.Fatalf("fragment: %v", err)
	}
	if _, err := fp.Run(Config{}); err == nil || !strings.Contains(err.Error(), "RunFragments") {
		t.Errorf("Run of a fragment shader: %v", err)
	}
	vs := assemble(t, `OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint TessellationControl %m "main"
OpExecutionMode %m OutputVertices 3
%v = OpTypeVoid
%f = OpTypeFunction %v
%m = OpFunction %v None %f
%l = OpLabel
OpReturn
OpFunctionEnd`)
	if _, err := Load(vs); err == nil || !strings.Contains(err.Error(), "execution model") {
		t.Errorf("tessellation control: %v", err)
	}
	// an unsupported capability (Kernel-only Addresses)
	asm := assemble(t, `OpCapability Shader
OpCapability Int64
OpCapability Addresses
OpMemoryModel Physical64 GLSL450
OpEntryPoint GLCompute %m "main"
OpExecutionMode %m LocalSize 1 1 1
%v = OpTypeVoid
%f = OpTypeFunction %v
%m = OpFunction %v None %f
%l = OpLabel
OpReturn
OpFunctionEnd`)
	if _, err := Load(asm); err == nil || !strings.Contains(err.Error(), "Addresses") {
		t.Errorf("capability: %v", err)
	}
}
