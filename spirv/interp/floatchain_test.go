package interp

import (
	"encoding/binary"
	"math"
	"testing"
)

// specialF32 are the float32 bit patterns the fast paths must treat as the
// reference engine does: NaNs with payloads (signalling and quiet, both
// signs), infinities, zeros of both signs, denormals, and normal values.
var specialF32 = []uint32{
	0x7FA00001,             // signalling NaN, payload 0x200001
	0xFF800123,             // negative signalling NaN
	0x7FC00abc,             // quiet NaN with a payload
	0xFFC00000,             // the default NaN
	0x7F800000, 0xFF800000, // +-inf
	0x00000000, 0x80000000, // +-0
	0x00000001, 0x807FFFFF, 0x00400000, // denormals
	0x3F800000, 0xBF800000, 0x40490FDB, 0x7F7FFFFF, 0x00800000, 0x3EAAAAAB,
}

// checkNaNRule checks one operation's result against SEMANTICS.md's rule,
// computed here from the operands and the float64 result, independently
// of float32.go.
func checkNaNRule(t *testing.T, what string, a, b, got uint32, exact float64) {
	t.Helper()
	nan := func(x uint32) bool { return x&0x7FFFFFFF > 0x7F800000 }
	var want uint32
	switch {
	case nan(a):
		want = a | 0x400000
	case nan(b):
		want = b | 0x400000
	case math.IsNaN(exact):
		want = 0xFFC00000
	default:
		want = math.Float32bits(float32(exact))
	}
	if got != want {
		t.Errorf("%s(%#08x, %#08x) = %#08x, want %#08x", what, a, b, got, want)
	}
}

// TestFloat32NaNRule checks the reference engine's float32 arithmetic
// (float32.go) against the rule, computed another way: float64
// arithmetic on the widened operands rounds once to the float32 result.
func TestFloat32NaNRule(t *testing.T) {
	f := func(x uint32) float64 { return float64(math.Float32frombits(x)) }
	for _, a := range specialF32 {
		for _, b := range specialF32 {
			checkNaNRule(t, "fadd32", a, b, uint32(fadd32(uint64(a), uint64(b))), f(a)+f(b))
			checkNaNRule(t, "fsub32", a, b, uint32(fsub32(uint64(a), uint64(b))), f(a)-f(b))
			checkNaNRule(t, "fmul32", a, b, uint32(fmul32(uint64(a), uint64(b))), f(a)*f(b))
			checkNaNRule(t, "fdiv32", a, b, uint32(fdiv32(uint64(a), uint64(b))), f(a)/f(b))
		}
	}
}

// floatChainShader runs float arithmetic and every comparison in a loop
// (a trace) and in straight-line code (chains) on pairs of special
// values; the loop count comes from the buffer so that nothing folds.
const floatChainShader = `#version 450
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint n; uint v[]; };
layout(std430, binding = 1) buffer O { uint o[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  float a = uintBitsToFloat(v[g % 17u]), b = uintBitsToFloat(v[(g / 17u) % 17u]);
  // straight-line chains
  float s = a + b, d = a - b, m = a * b, q = a / b;
  uint c = uint(a < b) | uint(a > b) << 1 | uint(a <= b) << 2 | uint(a >= b) << 3 |
      uint(a == b) << 4 | uint(a != b) << 5 | uint(!(a < b)) << 6 | uint(!(a >= b)) << 7 |
      uint(!(a == b)) << 8 | uint(!(a != b)) << 9 | uint(!(a > b)) << 10 | uint(!(a <= b)) << 11;
  o[g * 8u] = floatBitsToUint(s);
  o[g * 8u + 1u] = floatBitsToUint(d);
  o[g * 8u + 2u] = floatBitsToUint(m);
  o[g * 8u + 3u] = floatBitsToUint(q);
  o[g * 8u + 4u] = c;
  // a loop the trace runs
  float x = a, y = b;
  uint cc = 0u;
  for (uint k = 0u; k < n; k++) {
    x = x * 0.75 + y;
    y = y / 3.0 - x;
    cc = cc * 3u + uint(x < y) + uint(x >= y) * 2u + uint(!(x == y)) * 5u;
  }
  o[g * 8u + 5u] = floatBitsToUint(x);
  o[g * 8u + 6u] = floatBitsToUint(y);
  o[g * 8u + 7u] = cc;
}`

// TestFloatChains runs float32 arithmetic and comparisons on the special
// values through the fast engine's chains and traces and the reference
// engine, which must give the same bits; the straight-line results are
// also checked against the NaN rule directly.
func TestFloatChains(t *testing.T) {
	if !useVec {
		t.Skip("no AVX2: the fast engine has no float chains here")
	}
	p := mustLoad(t, compileGLSL(t, floatChainShader))
	kinds := map[uint64]bool{}
	for _, op := range p.base.chainOps {
		kinds[op.kind] = true
	}
	for _, k := range []uint64{cFAdd, cFSub, cFMul, cFDiv, cFCmp} {
		if !kinds[k] {
			t.Errorf("no chain op of kind %d in the program", k)
		}
	}
	const groups = 5 // 320 invocations: every pair of the 17 values
	mk := func(S int) func() Config {
		return func() Config {
			in := make([]byte, 4+4*len(specialF32))
			binary.LittleEndian.PutUint32(in, 7)
			for i, x := range specialF32 {
				binary.LittleEndian.PutUint32(in[4+4*i:], x)
			}
			return Config{SubgroupSize: S, Workgroups: [3]uint32{groups, 1, 1},
				Buffers: map[[2]uint32][]byte{{0, 0}: in, {0, 1}: make([]byte, 4*8*64*groups)}}
		}
	}
	for _, S := range []int{4, 32} {
		cfg := mk(S)()
		if _, err := p.Run(cfg); err != nil {
			t.Fatal(err)
		}
		compareRuns(t, "float chains", p, mk(S))
		out := u32s(cfg.Buffers[[2]uint32{0, 1}])
		f := func(x uint32) float64 { return float64(math.Float32frombits(x)) }
		for g := 0; g < 17*17; g++ {
			a, b := specialF32[g%17], specialF32[g/17]
			r := out[g*8:]
			checkNaNRule(t, "a+b", a, b, r[0], f(a)+f(b))
			checkNaNRule(t, "a-b", a, b, r[1], f(a)-f(b))
			checkNaNRule(t, "a*b", a, b, r[2], f(a)*f(b))
			checkNaNRule(t, "a/b", a, b, r[3], f(a)/f(b))
			x, y := f(a), f(b)
			bits := []bool{x < y, x > y, x <= y, x >= y, x == y, x != y, !(x < y), !(x >= y), !(x == y), !(x != y), !(x > y), !(x <= y)}
			want := uint32(0)
			for i, v := range bits {
				if v {
					want |= 1 << i
				}
			}
			if r[4] != want {
				t.Errorf("S=%d: comparisons of %#08x, %#08x = %#x, want %#x", S, a, b, r[4], want)
			}
		}
	}
}
