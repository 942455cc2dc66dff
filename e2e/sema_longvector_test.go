package e2e

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

const longVecHead = `#version 450
#extension GL_EXT_long_vector : enable
#extension GL_EXT_shader_explicit_arithmetic_types : enable
layout(local_size_x = 1) in;
`

// longVecLower compiles a GL_EXT_long_vector shader for Vulkan 1.1,
// validates it with the newer spirv-val when there is one (the installed
// one does not know SPV_EXT_long_vector) and returns the binary and its
// disassembly.
func longVecLower(t *testing.T, name, src string) ([]byte, string) {
	t.Helper()
	m := mustCheck(t, name, src, sema.Options{})
	words, err := lower.Module(m, lower.Options{TargetEnv: targetenv.MustCompiler("vulkan1.1"), CheckIR: true})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	bin := spirv.Encode(words)
	testtool.ValidateNewer(t, name, bin, "vulkan1.1")
	dis, err := spirv.DisassembleBytes(bin, spirv.DisOptions{})
	if err != nil {
		t.Fatalf("%s: disassembling: %v", name, err)
	}
	return bin, dis
}

// TestSemaLongVector compiles vector<T, N> as glslang 16 does: a vector of
// N components (OpTypeVector, any count) with LongVectorEXT and
// SPV_EXT_long_vector when N is 1 or above 4; constructors from a scalar
// and from components, component-wise arithmetic, indexing, .length() (a
// constant) and built-ins at the long vector's size.
func TestSemaLongVector(t *testing.T) {
	_, dis := longVecLower(t, "lv.comp", longVecHead+`layout(binding = 0, std430) buffer B { vector<uint, 7> v7; vector<float16_t, 1> h1[2]; float o[]; };
void main() {
  vector<float, 5> v = vector<float, 5>(vec3(1.0, 2.0, 3.0), vec2(4.0, 5.0));
  v = max(v * 2.0, vector<float, 5>(3.0)) + v;
  o[0] = v[4] + float(v.length()) + dot(v, v);
  v7 = v7 << 1u;
  h1[1] = h1[0] + vector<float16_t, 1>(float16_t(1.0));
}
`)
	wantLines(t, dis, "OpCapability LongVectorEXT", `OpExtension "SPV_EXT_long_vector"`, "OpTypeVector %float 5")
	for _, w := range []string{"OpTypeVector %uint 7", "OpTypeVector %half 1", "OpFAdd %v5float", "FMax", "OpDot %float", "OpShiftLeftLogical %v7uint"} {
		if !strings.Contains(dis, w) {
			t.Errorf("no %q in\n%s", w, dis)
		}
	}
}

// TestSemaLongVector234: vector<T, 2..4> is the vecN of T, without the
// capability (spv.longVectorLiteral234.comp), and converts to and from it.
func TestSemaLongVector234(t *testing.T) {
	_, dis := longVecLower(t, "lv234.comp", longVecHead+`layout(binding = 0) buffer B { vec4 o; };
vec4 f(vec4 a) { return a; }
void main() {
  vector<float, 4> v = vector<float, 4>(1.0, 2.0, 3.0, 4.0);
  vec4 w = v;
  o = f(v) + w;
}
`)
	if strings.Contains(dis, "LongVectorEXT") {
		t.Errorf("vector<float, 4> needs LongVectorEXT:\n%s", dis)
	}
}

// TestSemaLongVectorErrors checks the positioned refusals: the extension,
// the parameters, swizzles, and built-in arguments that would need a
// conversion (glslang converts none for a long vector).
func TestSemaLongVectorErrors(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"no extension", "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { vector<float, 5> v; }\n", "3:15: 'vector' requires extension GL_EXT_long_vector"},
		{"one parameter", longVecHead + "void main() { vector<float> v; }\n", "5:15: 'vector' takes 2 parameters (component type, component count), not 1"},
		{"void component", longVecHead + "void main() { vector<void, 5> v; }\n", "5:22: invalid element type for vector: void"},
		{"count is a type", longVecHead + "void main() { vector<float, int> v; }\n", "5:29: the component count of 'vector' must be a constant integer expression, not a type"},
		{"zero count", longVecHead + "void main() { vector<float, 0> v; }\n", "5:29: the component count of 'vector' must be a positive integer"},
		{"variable count", longVecHead + "void main() { int n = 5; vector<float, n> v; }\n", "5:40: the component count of 'vector' must be a constant integer expression"},
		{"spec-constant count", longVecHead + "layout(constant_id = 0) const uint c0 = 5;\nvoid main() { vector<float, c0> v; }\n", "6:29: a component count of 'vector' from a specialization constant is not supported yet"},
		{"swizzle", longVecHead + "void main() { vector<float, 5> v; float f = v.x; }\n", "5:47: a long vector (vector<float, 5>) has no swizzles or fields"},
		{"index out of range", longVecHead + "void main() { vector<float, 8> v; float f = v[8]; }\n", "5:46: index 8 is out of range for vector<float, 8>"},
		{"mixed components", longVecHead + "void main() { vector<float, 5> v; vector<uint, 5> u; v = max(v, u); }\n", "5:58: no matching overload for call to 'max(vector<float, 5>, vector<uint, 5>)'"},
		{"scalar conversion", longVecHead + "void main() { vector<uint, 5> u; int i; u = max(u, i); }\n", "5:45: no matching overload for call to 'max(vector<uint, 5>, int)'"},
		{"sizes differ", longVecHead + "void main() { vector<uint, 5> u; u = max(u, vector<uint, 6>(0)); }\n", "5:38: no matching overload for call to 'max(vector<uint, 5>, vector<uint, 6>)'"},
		{"16-bit bit field on a vec4", longVecHead + "void main() { u16vec4 u; u = bitfieldExtract(u, 0, 1); }\n", "5:28: assignment: cannot convert from ivec4 to u16vec4"}, // the 32-bit overload, not the long vectors' 16-bit one
		{"fixed-size built-in", longVecHead + "void main() { vector<float, 5> v; v = cross(v, v); }\n", "5:39: no matching overload for call to 'cross(vector<float, 5>, vector<float, 5>)'"},
	} {
		_, dl := check(t, "err.comp", tc.src, sema.Options{})
		got := diagText(dl)
		pos, msg, _ := strings.Cut(tc.want, ": ")
		if !strings.HasPrefix(got, "err.comp:"+pos+": error: "+msg) {
			t.Errorf("%s: want %q, got:\n%s", tc.name, tc.want, got)
		}
	}
}

// TestLongVectorRun runs long vectors on both interpreter engines:
// v = (1..6), w = max(3v, 10) = (10, 10, 10, 12, 15, 18); a buffer member
// vector<float, 6> (glslang's std430 rule: aligned as a vec4, 16 bytes,
// and 24 bytes long, so at offset 16 after a float) receives w - v =
// (9, 8, 7, 8, 10, 12); dot(v, v) = 91; the vector<bool, 6> w > 12 has
// any true and not all; a vector<int, 1> counts.
func TestLongVectorRun(t *testing.T) {
	bin, _ := longVecLower(t, "run.comp", longVecHead+`layout(binding = 0, std430) buffer B { float o[8]; };
layout(binding = 1, std430) buffer C { float pad; vector<float, 6> v; } c;
void main() {
  vector<float, 6> v = vector<float, 6>(1.0, 2.0, 3.0, 4.0, 5.0, 6.0);
  vector<float, 6> w = max(v * 2.0 + v, vector<float, 6>(10.0));
  o[0] = w[0]; o[1] = w[4]; o[2] = w[5];
  o[3] = float(w.length());
  o[4] = dot(v, v);
  c.v = w - v;
  vector<bool, 6> gt = greaterThan(w, vector<float, 6>(12.0));
  o[5] = any(gt) ? 1.0 : 0.0;
  o[6] = all(gt) ? 1.0 : 0.0;
  vector<int, 1> one = vector<int, 1>(2);
  one += one;
  o[7] = float(one[0]);
}
`)
	p, err := interp.Load(bin)
	if err != nil {
		t.Fatal(err)
	}
	for _, eng := range interp.Engines {
		out, mem := make([]byte, 32), make([]byte, 64)
		res, err := p.Run(interp.Config{SubgroupSize: 32, Workgroups: [3]uint32{1, 1, 1}, Engine: eng,
			Buffers: map[[2]uint32][]byte{{0, 0}: out, {0, 1}: mem}})
		if err != nil {
			t.Fatalf("engine %v: %v", eng, err)
		}
		for _, d := range res.Diagnostics {
			t.Errorf("engine %v: %v", eng, d)
		}
		if got, want := bytesFloats(out), []float32{10, 15, 18, 6, 91, 1, 0, 4}; !equalFloats(got, want) {
			t.Errorf("engine %v: o = %v, want %v", eng, got, want)
		}
		if pad := binary.LittleEndian.Uint32(mem[0:4]); pad != 0 {
			t.Errorf("engine %v: pad = %#x", eng, pad)
		}
		if got, want := bytesFloats(mem[16:40]), []float32{9, 8, 7, 8, 10, 12}; !equalFloats(got, want) {
			t.Errorf("engine %v: c.v = %v, want %v (at offset 16)", eng, got, want)
		}
	}
}

func equalFloats(a, b []float32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestLongVectorRunTooLong: the interpreter refuses a vector of more than
// 16 components when it loads the module, saying so.
func TestLongVectorRunTooLong(t *testing.T) {
	bin, _ := longVecLower(t, "long.comp", longVecHead+`layout(binding = 0) buffer B { float o; };
void main() { vector<float, 20> v = vector<float, 20>(o); o = v[19]; }
`)
	_, err := interp.Load(bin)
	if err == nil || !strings.Contains(err.Error(), "OpTypeVector of 20 components: the interpreter runs vectors and matrices of at most 16") {
		t.Errorf("Load: %v, want the refusal of a 20-component vector", err)
	}
}

// TestLongVectorNarrowBitField runs the 8- and 16-bit long-vector forms of
// the bit-field functions and bitCount, which lower computes at 32 bits
// (Vulkan takes those opcodes on 32-bit operands only), and uaddCarry on
// uint16_t, on both engines: int8 0xb4 (-76) extract(2, 4) = 0xd
// sign-extended = -3, reversed 0x2d = 45, 4 bits set; uint16 0xabcd
// extract(4, 8) = 0xbc, insert 5 at 12 = 0x5bcd, reversed 0xb3d5, 10 bits
// set; 0xffff + 0x8000 = 0x7fff carry 1.
func TestLongVectorNarrowBitField(t *testing.T) {
	bin, _ := longVecLower(t, "bf.comp", longVecHead+`layout(binding = 0, std430) buffer B { int o[16]; };
void main() {
  vector<int8_t, 5> s = vector<int8_t, 5>(int8_t(-76), int8_t(1), int8_t(2), int8_t(3), int8_t(127)); // -76 = 0xb4
  vector<uint16_t, 5> u = vector<uint16_t, 5>(uint16_t(0xabcd), uint16_t(1), uint16_t(0x8000), uint16_t(0), uint16_t(0xffff));
  vector<int8_t, 5> e = bitfieldExtract(s, 2, 4);      // 0xb4>>2 = 0x2d, low 4 = 0xd -> sign -> -3
  vector<uint16_t, 5> ue = bitfieldExtract(u, 4, 8);   // 0xbc
  vector<uint16_t, 5> ins = bitfieldInsert(u, vector<uint16_t, 5>(uint16_t(0x5)), 12, 4); // 0x5bcd
  vector<uint16_t, 5> rev = bitfieldReverse(u);        // rev16(0xabcd) = 0xb3d5; rev(1) = 0x8000
  vector<int8_t, 5> srev = bitfieldReverse(s);         // rev8(0xb4) = 0x2d = 45
  vector<int16_t, 5> cnt = bitCount(u);                // popcount(0xabcd) = 10, 0xffff -> 16
  vector<int8_t, 5> scnt = bitCount(s);                // popcount(0xb4) = 4
  vector<uint16_t, 5> carry;
  vector<uint16_t, 5> sum = uaddCarry(u, vector<uint16_t, 5>(uint16_t(0x8000)), carry); // 0xffff+0x8000 = 0x7fff carry 1
  o[0] = int(e[0]); o[1] = int(ue[0]); o[2] = int(ins[0]); o[3] = int(rev[0]); o[4] = int(rev[1]);
  o[5] = int(srev[0]); o[6] = int(cnt[0]); o[7] = int(cnt[4]); o[8] = int(scnt[0]);
  o[9] = int(sum[4]); o[10] = int(carry[4]); o[11] = int(carry[0]);
  o[12] = int(bitfieldExtract(s, 4, 4)[4]); // 0x7f>>4 = 7
}
`)
	p, err := interp.Load(bin)
	if err != nil {
		t.Fatal(err)
	}
	want := []int32{-3, 0xbc, 0x5bcd, 0xb3d5, 0x8000, 45, 10, 16, 4, 0x7fff, 1, 1, 7, 0, 0, 0}
	for _, eng := range interp.Engines {
		out := make([]byte, 64)
		res, err := p.Run(interp.Config{SubgroupSize: 32, Workgroups: [3]uint32{1, 1, 1}, Engine: eng,
			Buffers: map[[2]uint32][]byte{{0, 0}: out}})
		if err != nil {
			t.Fatalf("engine %v: %v", eng, err)
		}
		for _, d := range res.Diagnostics {
			t.Errorf("engine %v: %v", eng, d)
		}
		for i, w := range want {
			if got := int32(binary.LittleEndian.Uint32(out[4*i:])); got != w {
				t.Errorf("engine %v: o[%d] = %d, want %d", eng, i, got, w)
			}
		}
	}
}

// TestLongVector64 runs the 64-bit long-vector forms: bitCount (lower adds
// the counts of the two words) of 0xf0000000000000ff = 12 and of -1 = 64,
// uaddCarry of 2^63 + 2^63 = 0 carry 1, umulExtended 2^63 * 4 = 2^65:
// msb 2, lsb 0.
func TestLongVector64(t *testing.T) {
	bin, _ := longVecLower(t, "l64.comp", longVecHead+`layout(binding = 0, std430) buffer B { int o[8]; };
void main() {
  vector<uint64_t, 5> u = vector<uint64_t, 5>(0xf0000000000000fful);
  vector<int64_t, 5> s = vector<int64_t, 5>(-1l);
  vector<int64_t, 5> c = bitCount(u);
  vector<int64_t, 5> d = bitCount(s);
  vector<uint64_t, 5> carry, msb, lsb;
  vector<uint64_t, 5> h = vector<uint64_t, 5>(0x8000000000000000ul);
  vector<uint64_t, 5> sum = uaddCarry(h, h, carry);
  umulExtended(h, vector<uint64_t, 5>(4ul), msb, lsb);
  o[0] = int(c[4]); o[1] = int(d[0]); o[2] = int(sum[1]); o[3] = int(carry[2]); o[4] = int(msb[3]); o[5] = int(lsb[3]);
}
`)
	p, err := interp.Load(bin)
	if err != nil {
		t.Fatal(err)
	}
	want := []int32{12, 64, 0, 1, 2, 0, 0, 0}
	for _, eng := range interp.Engines {
		out := make([]byte, 32)
		res, err := p.Run(interp.Config{SubgroupSize: 32, Workgroups: [3]uint32{1, 1, 1}, Engine: eng,
			Buffers: map[[2]uint32][]byte{{0, 0}: out}})
		if err != nil {
			t.Fatalf("engine %v: %v", eng, err)
		}
		for _, d := range res.Diagnostics {
			t.Errorf("engine %v: %v", eng, d)
		}
		for i, w := range want {
			if got := int32(binary.LittleEndian.Uint32(out[4*i:])); got != w {
				t.Errorf("engine %v: o[%d] = %d, want %d", eng, i, got, w)
			}
		}
	}
}
