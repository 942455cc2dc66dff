package interp

import (
	"math/rand"
	"testing"
)

// TestVectorLanes compares each vector form (lanes_amd64.s) with the
// scalar loop of execOp it replaces, on random and edge-case registers.
func TestVectorLanes(t *testing.T) {
	if !useVec {
		t.Skip("no vector forms on this CPU (AVX2) or architecture: execOp runs the scalar loops")
	}
	rng := rand.New(rand.NewSource(1))
	edge := []uint64{0, 1, 2, 31, 32, 63, 64, 0x7F, 0x80, 0xFF, 0x7FFF, 0x8000, 0xFFFF,
		0x7FFFFFFF, 0x80000000, 0xFFFFFFFF, 1 << 32, 1<<63 - 1, 1 << 63, ^uint64(0)}
	val := func() uint64 {
		switch rng.Intn(3) {
		case 0:
			return edge[rng.Intn(len(edge))]
		case 1:
			return uint64(rng.Uint32())
		}
		return rng.Uint64()
	}
	type bin struct {
		name string
		kind uint64
		m, k func(w uint) uint64 // the op's immediates
		ref  func(a, b uint64, w uint) uint64
	}
	mask := func(w uint) uint64 { return ^uint64(0) >> (64 - w) }
	none := func(w uint) uint64 { return 0 }
	ops := []bin{
		{"add", cAdd, mask, none, func(a, b uint64, w uint) uint64 { return (a + b) & mask(w) }},
		{"sub", cSub, mask, none, func(a, b uint64, w uint) uint64 { return (a - b) & mask(w) }},
		{"and", cAnd, none, none, func(a, b uint64, w uint) uint64 { return a & b }},
		{"or", cOr, none, none, func(a, b uint64, w uint) uint64 { return a | b }},
		{"xor", cXor, none, none, func(a, b uint64, w uint) uint64 { return a ^ b }},
		{"mask", cMask, mask, none, func(a, b uint64, w uint) uint64 { return a & mask(w) }},
		{"not", cNot, mask, none, func(a, b uint64, w uint) uint64 { return ^a & mask(w) }},
		{"copy", cCopy, none, none, func(a, b uint64, w uint) uint64 { return a }},
		{"eq", cEq, none, none, func(a, b uint64, w uint) uint64 { return b2u(a == b) }},
		{"ne", cNe, none, none, func(a, b uint64, w uint) uint64 { return b2u(a != b) }},
		{"ult", cULt, none, none, func(a, b uint64, w uint) uint64 { return b2u(a < b) }},
		{"slt", cSLt, none, func(w uint) uint64 { return uint64(64 - w) }, func(a, b uint64, w uint) uint64 {
			sh := 64 - w
			return b2u(int64(a<<sh) < int64(b<<sh))
		}},
		{"shl", cShl, func(w uint) uint64 { return uint64(w - 1) }, mask, func(a, b uint64, w uint) uint64 {
			return (a << (b & uint64(w-1))) & mask(w)
		}},
		{"shrl", cShrL, func(w uint) uint64 { return uint64(w - 1) }, none, func(a, b uint64, w uint) uint64 { return a >> (b & uint64(w-1)) }},
	}
	// run puts a, b and d in slots 0, 1 and 2 of a register file of n
	// lanes, with a fourth slot that must stay untouched, and runs op.
	run := func(kind uint64, d, a, b []uint64, m, k uint64) bool {
		n := len(d)
		regs := make([]uint64, 4*n)
		copy(regs, a)
		copy(regs[n:], b)
		for i := 3 * n; i < 4*n; i++ {
			regs[i] = 0xDEAD
		}
		vop(regs, n, kind, 2, 0, 1, m, k)
		copy(d, regs[2*n:3*n])
		for _, v := range regs[3*n:] {
			if v != 0xDEAD {
				return false
			}
		}
		return true
	}
	for _, n := range []int{4, 8, 32, 64, 128} {
		for _, w := range []uint{8, 16, 32, 64} {
			for _, op := range ops {
				for rep := 0; rep < 20; rep++ {
					a, b := make([]uint64, n), make([]uint64, n)
					for i := range a {
						a[i], b[i] = val(), val()
						if rep%2 == 0 { // registers hold values of their width
							a[i] &= mask(w)
							b[i] &= mask(w)
						}
						if rng.Intn(4) == 0 {
							b[i] = a[i]
						}
					}
					d := make([]uint64, n)
					if !run(op.kind, d, a, b, op.m(w), op.k(w)) {
						t.Fatalf("%s wrote past its %d lanes", op.name, n)
					}
					for i := 0; i < n; i++ {
						if want := op.ref(a[i], b[i], w); d[i] != want {
							t.Fatalf("%s width %d, %d lanes: lane %d: %#x, %#x gives %#x, want %#x", op.name, w, n, i, a[i], b[i], d[i], want)
						}
					}
				}
			}
		}
		if n <= 64 {
			c := make([]uint64, n)
			for rep := 0; rep < 20; rep++ {
				want := uint64(0)
				for i := range c {
					c[i] = 0
					if rng.Intn(2) == 0 {
						c[i] = val() | uint64(rng.Intn(2))<<uint(rng.Intn(64))
					}
					want |= b2u(c[i] != 0) << uint(i)
				}
				if got := vbits(c); got != want {
					t.Fatalf("vbits of %d lanes %#x: %#x, want %#x", n, c, got, want)
				}
			}
		}
		// select: condition in slot 0, values in 1 and 2, result in 3
		for rep := 0; rep < 20; rep++ {
			regs := make([]uint64, 4*n)
			for i := range regs {
				regs[i] = val()
				if i < n && rng.Intn(2) == 0 {
					regs[i] = 0
				}
			}
			want := make([]uint64, n)
			for i := range want {
				want[i] = regs[2*n+i]
				if regs[i] != 0 {
					want[i] = regs[n+i]
				}
			}
			vop(regs, n, cSelect, 3, 0, 1, 2, 0)
			for i := range want {
				if regs[3*n+i] != want[i] {
					t.Fatalf("select, %d lanes: lane %d gives %#x, want %#x", n, i, regs[3*n+i], want[i])
				}
			}
		}
		// mul32: operands of at most 32 bits, as execOp uses it
		for _, w := range []uint{8, 16, 32} {
			a, b, d := make([]uint64, n), make([]uint64, n), make([]uint64, n)
			for i := range a {
				a[i], b[i] = val(), val() // the low 32 bits decide
			}
			run(cMul32, d, a, b, mask(w), 0)
			for i := range d {
				if want := (a[i] * b[i]) & mask(w); d[i] != want {
					t.Fatalf("mul width %d: %#x * %#x gives %#x, want %#x", w, a[i], b[i], d[i], want)
				}
			}
		}
	}
}

// TestVectorScalarAgree runs shaders with the vector forms on and off:
// buffers, instruction counts and diagnostics must be the same.
func TestVectorScalarAgree(t *testing.T) {
	if !useVec {
		t.Skip("no vector forms on this CPU (AVX2) or architecture")
	}
	srcs := map[string]string{}
	for _, name := range benchWorkloads {
		src, err := readBench(name)
		if err != nil {
			t.Fatal(err)
		}
		srcs[name] = src
	}
	srcs["mixed"] = `#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  uint x = v[g] * 2654435761u;
  int s = int(x) >> 3;
  uint64_t w = uint64_t(x) * 0x9E3779B97F4A7C15ul + uint64_t(g);
  uint16_t h = uint16_t(x) << uint16_t(g & 15u);
  int8_t c = int8_t(x) - int8_t(g);
  uint r = (x << (g & 7u)) ^ (x >> 5) | (x & 0xF0F0u);
  r += uint(s < int(g)) + uint(x < g * 77u) + uint(x == g) + uint(x != 3u);
  r += uint(w >> 40) + uint(w < 0x8000000000000000ul) + uint(h) + uint(c < int8_t(3)) + uint(int16_t(h) < int16_t(-5));
  r -= uint((w << (g & 63u)) >> 50);
  v[g] = r * 3u + uint(s);
}`
	for name, src := range srcs {
		p := mustLoad(t, compileGLSL(t, src, "vulkan1.1"))
		var bufs [2][]byte
		var res [2]*Result
		for k, vec := range []bool{true, false} {
			useVec = vec
			buf := make([]byte, 4*1024)
			for i := range buf {
				buf[i] = byte(i * 37)
			}
			r, err := p.Run(Config{SubgroupSize: 32, Workgroups: [3]uint32{1024 / p.LocalSize()[0], 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
			useVec = true
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			bufs[k], res[k] = buf, r
		}
		if string(bufs[0]) != string(bufs[1]) {
			t.Errorf("%s: buffers differ with and without the vector forms", name)
		}
		if res[0].Instructions != res[1].Instructions || len(res[0].Diagnostics) != len(res[1].Diagnostics) {
			t.Errorf("%s: instructions %d/%d, diagnostics %d/%d", name, res[0].Instructions, res[1].Instructions, len(res[0].Diagnostics), len(res[1].Diagnostics))
		}
		for i := range res[0].Diagnostics {
			if i < len(res[1].Diagnostics) && res[0].Diagnostics[i].String() != res[1].Diagnostics[i].String() {
				t.Errorf("%s: diagnostic %d: %s / %s", name, i, res[0].Diagnostics[i], res[1].Diagnostics[i])
			}
		}
	}
}
