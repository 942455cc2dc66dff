package lower

import (
	"encoding/binary"
	"math"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

var (
	vec2  = ir.Vec(ir.Float32, 2)
	vec3  = ir.Vec(ir.Float32, 3)
	vec4  = ir.Vec(ir.Float32, 4)
	ivec2 = ir.Vec(ir.Int32, 2)
	uvec3 = ir.Vec(ir.Uint32, 3)
	uvec4 = ir.Vec(ir.Uint32, 4)
	mat2  = ir.Mat(vec2, 2)
	mat3  = ir.Mat(vec3, 3)
)

func fadd(x, y ir.Expr) ir.Expr { return ir.Bin(ir.FAdd, x, y) }

// std140_uniform reads every member of a std140 uniform block:
//
//	layout(std140, binding = 1) uniform U { vec3 a; float b; mat2 m; float arr[3]; ivec2 c; };
func buildStd140() *ir.Module {
	p := newProg(1, 1, 1)
	out := p.buf("Out", 0, ir.Float32, 4)
	ub := ir.NewBlock("U",
		ir.Member{Name: "a", Type: vec3, Offset: 0},
		ir.Member{Name: "b", Type: ir.Float32, Offset: 12},
		ir.Member{Name: "m", Type: mat2, Offset: 16, MatrixStride: 16},
		ir.Member{Name: "arr", Type: ir.ArrayOf(ir.Float32, 3, 16), Offset: 48},
		ir.Member{Name: "c", Type: ivec2, Offset: 96},
	)
	g := p.AddGlobal(&ir.Global{Name: "", Type: ub, Storage: ir.StorageUniform, Binding: 1})
	mem := func(i int) ir.Ref { return ir.FieldOf(ir.RefGlobal(g), i) }
	a := ir.Ld(mem(0))
	p.add(
		ir.Assign(at(out, u(0)), fadd(fadd(ir.Swz(a, 0), ir.Swz(a, 1)), ir.Swz(a, 2))),
		ir.Assign(at(out, u(1)), ir.Ld(mem(1))),
		ir.Assign(at(out, u(2)), ir.Swz(ir.Bin(ir.MatrixTimesVector, ir.Ld(mem(2)), ir.Cons(vec2, f(1), f(1))), 0)),
		ir.Assign(at(out, u(3)), ir.Ld(ir.SwizzleOf(ir.IndexOf(mem(2), i32(1)), 1))),
		ir.Assign(at(out, u(4)), ir.Ld(ir.IndexOf(mem(3), u(1)))),
		ir.Assign(at(out, u(5)), ir.Conv(ir.SToF, ir.Ld(ir.SwizzleOf(mem(4), 1)), ir.Float32)),
	)
	return p.Module
}

func putF32(b []byte, off int, vs ...float32) {
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[off+4*i:], math.Float32bits(v))
	}
}

// std430_relayout: a runtime array of std430 structs copied to a local of
// the plain struct type (Relayout), changed and copied back.
func buildStd430Relayout() *ir.Module {
	p := newProg(4, 1, 1)
	laid := ir.NewLaidStruct("P", ir.Member{Name: "pos", Type: vec3, Offset: 0}, ir.Member{Name: "w", Type: ir.Float32, Offset: 12})
	plain := ir.NewStruct("P", ir.Member{Name: "pos", Type: vec3}, ir.Member{Name: "w", Type: ir.Float32})
	bt := ir.NewBlock("Particles", ir.Member{Name: "count", Type: ir.Uint32, Offset: 0},
		ir.Member{Name: "ps", Type: ir.RuntimeArrayOf(laid, 16), Offset: 16})
	g := p.AddGlobal(&ir.Global{Name: "particles", Type: bt, Storage: ir.StorageBuffer, Binding: 0})
	q := p.local("q", plain)
	elem := ir.IndexOf(ir.FieldOf(ir.RefGlobal(g), 1), p.gid())
	p.add(
		set(q, ir.Conv(ir.Relayout, ir.Ld(elem), plain)),
		ir.Assign(ir.FieldOf(lr(q), 0), ir.Bin(ir.VectorTimesScalar, ir.Ld(ir.FieldOf(lr(q), 0)), ir.Ld(ir.FieldOf(lr(q), 1)))),
		ir.Assign(elem, ir.Conv(ir.Relayout, ld(q), laid)),
		// count from one invocation: several storing it would race
		&ir.If{Cond: ueq(p.gid(), u(0)), Then: ir.Blk(
			ir.Assign(ir.FieldOf(ir.RefGlobal(g), 0), ir.Conv(ir.Bitcast, &ir.ArrayLength{Ref: ir.FieldOf(ir.RefGlobal(g), 1)}, ir.Uint32)),
		)},
	)
	return p.Module
}

// row_major: a row-major mat3 (MatrixStride 16) times a vector.
func buildRowMajor() *ir.Module {
	p := newProg(1, 1, 1)
	bt := ir.NewBlock("M",
		ir.Member{Name: "m", Type: mat3, Offset: 0, MatrixStride: 16, RowMajor: true},
		ir.Member{Name: "v", Type: vec3, Offset: 48},
		ir.Member{Name: "r", Type: vec3, Offset: 64})
	g := p.AddGlobal(&ir.Global{Name: "mb", Type: bt, Storage: ir.StorageBuffer, Binding: 0})
	mem := func(i int) ir.Ref { return ir.FieldOf(ir.RefGlobal(g), i) }
	p.add(ir.Assign(mem(2), ir.Bin(ir.MatrixTimesVector, ir.Ld(mem(0)), ir.Ld(mem(1)))))
	return p.Module
}

var _ = register(
	lowerCase{name: "std140_uniform", build: buildStd140, check: func(t *testing.T, w []uint32) {
		ub := make([]byte, 104)
		putF32(ub, 0, 1, 2, 3, 4)
		putF32(ub, 16, 5, 6)
		putF32(ub, 32, 7, 8)
		putF32(ub, 48, 9)
		putF32(ub, 64, 10)
		putF32(ub, 80, 11)
		binary.LittleEndian.PutUint32(ub[96:], 12)
		binary.LittleEndian.PutUint32(ub[100:], uint32(0xfffffff3)) // -13
		out := make([]byte, 24)
		run(t, w, interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: out, {0, 1}: ub}})
		want := []float32{6, 4, 12, 8, 10, -13}
		for i, g := range f32s(out) {
			if g != want[i] {
				t.Errorf("out[%d] = %g, want %g", i, g, want[i])
			}
		}
	}},
	lowerCase{name: "std430_relayout", build: buildStd430Relayout, check: func(t *testing.T, w []uint32) {
		buf := make([]byte, 16+4*16)
		for i := 0; i < 4; i++ {
			putF32(buf, 16+16*i, float32(i), 1, -1, float32(i+1))
		}
		run(t, w, interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		if n := binary.LittleEndian.Uint32(buf); n != 4 {
			t.Errorf("count = %d, want 4", n)
		}
		for i := 0; i < 4; i++ {
			got := f32s(buf[16+16*i : 32+16*i])
			s := float32(i + 1)
			want := []float32{float32(i) * s, s, -s, s}
			for k := range want {
				if got[k] != want[k] {
					t.Errorf("ps[%d][%d] = %g, want %g", i, k, got[k], want[k])
				}
			}
		}
	}},
	lowerCase{name: "row_major", build: buildRowMajor, check: func(t *testing.T, w []uint32) {
		buf := make([]byte, 80)
		putF32(buf, 0, 1, 2, 3)
		putF32(buf, 16, 4, 5, 6)
		putF32(buf, 32, 7, 8, 9)
		putF32(buf, 48, 1, 0, -1)
		run(t, w, interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		got := f32s(buf[64:76])
		for k, want := range []float32{-2, -2, -2} {
			if got[k] != want {
				t.Errorf("r[%d] = %g, want %g", k, got[k], want)
			}
		}
	}},
)

// relayout_array: a laid-out array (stride 4) copied into a plain local
// array, reversed, and copied back.
func buildRelayoutArray() *ir.Module {
	p := newProg(1, 1, 1)
	laid := ir.ArrayOf(ir.Float32, 3, 4)
	plain := ir.ArrayOf(ir.Float32, 3, 0)
	bt := ir.NewBlock("A", ir.Member{Name: "a", Type: laid})
	g := p.AddGlobal(&ir.Global{Name: "ab", Type: bt, Storage: ir.StorageBuffer, Binding: 0})
	loc, rev := p.local("loc", plain), p.local("rev", plain)
	el := func(l *ir.Local, i int32) ir.Expr { return ir.Ld(ir.IndexOf(lr(l), i32(i))) }
	p.add(
		set(loc, ir.Conv(ir.Relayout, ir.Ld(ir.FieldOf(ir.RefGlobal(g), 0)), plain)),
		set(rev, ir.Cons(plain, el(loc, 2), el(loc, 1), el(loc, 0))),
		ir.Assign(ir.FieldOf(ir.RefGlobal(g), 0), ir.Conv(ir.Relayout, ld(rev), laid)),
	)
	return p.Module
}

func checkRelayoutArray(t *testing.T, w []uint32) {
	buf := f32Bytes(1, 2, 3)
	run(t, w, interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	for i, g := range f32s(buf) {
		if want := float32(3 - i); g != want {
			t.Errorf("a[%d] = %g, want %g", i, g, want)
		}
	}
}

var _ = register(lowerCase{name: "relayout_array", build: buildRelayoutArray, check: checkRelayoutArray},
	// From SPIR-V 1.4 on each copy is one OpCopyLogical, as glslang's.
	lowerCase{name: "relayout_array_spv14", build: buildRelayoutArray, envs: []string{"vulkan1.2"}, check: func(t *testing.T, w []uint32) {
		checkRelayoutArray(t, w)
		text, _ := spirv.DisassembleBytes(spirv.Encode(w), spirv.DisOptions{})
		if n := strings.Count(text, "OpCopyLogical"); n != 2 {
			t.Errorf("%d OpCopyLogical, want 2:\n%s", n, text)
		}
	}})
