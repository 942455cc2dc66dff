package lower

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"math"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// spec_constants: local_size_x_id, an array sized by a specialization
// constant, a spec-constant expression and gl_WorkGroupSize.
func buildSpecConstants() *ir.Module {
	p := newProg(1, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	sx := p.AddSpec(&ir.SpecConst{Name: "SX", Type: ir.Uint32, ID: 0, Default: u(4)})
	n := p.AddSpec(&ir.SpecConst{Name: "N", Type: ir.Int32, ID: 3, Default: i32(5)})
	twice := p.AddSpec(&ir.SpecConst{Name: "TWICE", Type: ir.Int32, ID: -1,
		Value: ir.Bin(ir.IMul, &ir.SpecRef{Spec: n}, i32(2))})
	flag := p.AddSpec(&ir.SpecConst{Name: "FLAG", Type: ir.Bool, ID: 7, Default: ir.ConstBool(true)})
	p.Entry.LocalSize[0] = ir.LocalSize{Value: 4, Spec: sx}
	arr := p.local("arr", ir.SpecArrayOf(ir.Int32, n, 0))
	i := p.local("i", ir.Int32)
	acc := p.local("acc", ir.Int32)
	p.add(
		set(i, i32(0)), set(acc, i32(0)),
		ir.For(ir.Bin(ir.SLess, ld(i), &ir.SpecRef{Spec: n}), ir.Blk(inc(i)),
			ir.Assign(ir.IndexOf(lr(arr), ld(i)), ld(i)),
			set(acc, ir.Bin(ir.IAdd, ld(acc), ir.Ld(ir.IndexOf(lr(arr), ld(i))))),
		),
		ir.Assign(at(out, p.gid()), uadd(uadd(
			umul(ir.Conv(ir.Bitcast, ld(acc), ir.Uint32), u(1000)),
			umul(ir.Conv(ir.Bitcast, &ir.SpecRef{Spec: twice}, ir.Uint32), u(10))),
			uadd(ir.Swz(&ir.WorkgroupSize{}, 0), b2u(&ir.SpecRef{Spec: flag})))),
	)
	return p.Module
}

// push_constants: a push-constant block scales the data.
func buildPushConstants() *ir.Module {
	p := newProg(4, 1, 1)
	data := p.buf("Data", 0, ir.Float32, 4)
	pc := p.AddGlobal(&ir.Global{Name: "pc", Storage: ir.StoragePushConstant, Type: ir.NewBlock("PC",
		ir.Member{Name: "scale", Type: ir.Float32, Offset: 0},
		ir.Member{Name: "bias", Type: vec2, Offset: 8})})
	p.add(ir.Assign(at(data, p.gid()), fadd(ir.Bin(ir.FMul, ir.Ld(at(data, p.gid())), ir.Ld(ir.FieldOf(ir.RefGlobal(pc), 0))),
		ir.Ld(ir.SwizzleOf(ir.FieldOf(ir.RefGlobal(pc), 1), 1)))))
	return p.Module
}

// small_types: 8/16/64-bit integers and 16/64-bit floats in a buffer
// (the storage capabilities) and in arithmetic.
func buildSmallTypes() *ir.Module {
	p := newProg(1, 1, 1)
	bt := ir.NewBlock("S",
		ir.Member{Name: "b", Type: ir.Uint8, Offset: 0},
		ir.Member{Name: "s", Type: ir.Int16, Offset: 2},
		ir.Member{Name: "h", Type: ir.Float16, Offset: 4},
		ir.Member{Name: "l", Type: ir.Int64, Offset: 8},
		ir.Member{Name: "d", Type: ir.Float64, Offset: 16},
		ir.Member{Name: "r", Type: ir.Uint32, Offset: 24},
		ir.Member{Name: "rl", Type: ir.Uint64, Offset: 32})
	g := p.AddGlobal(&ir.Global{Name: "s", Type: bt, Storage: ir.StorageBuffer, Binding: 0})
	m := func(i int) ir.Ref { return ir.FieldOf(ir.RefGlobal(g), i) }
	// r = uint(b) + uint(int(s)) + uint(float(h) * 2) + uint(l >> 32) + uint(d)
	p.add(
		ir.Assign(m(5), uadd(uadd(uadd(ir.Conv(ir.UConvert, ir.Ld(m(0)), ir.Uint32),
			ir.Conv(ir.Bitcast, ir.Conv(ir.SConvert, ir.Ld(m(1)), ir.Int32), ir.Uint32)),
			ir.Conv(ir.FToU, ir.Conv(ir.FConvert, ir.Bin(ir.FMul, ir.Ld(m(2)), ir.ConstFloat(ir.Float16, 2)), ir.Float32), ir.Uint32)),
			uadd(ir.Conv(ir.UConvert, ir.Conv(ir.Bitcast, ir.Bin(ir.ShiftRightArithmetic, ir.Ld(m(3)), ir.ConstInt(ir.Int64, 32)), ir.Uint64), ir.Uint32),
				ir.Conv(ir.FToU, ir.Ld(m(4)), ir.Uint32)))),
		// rl = uint64(uvec2(r, 1)) via bitcast
		ir.Assign(m(6), ir.Conv(ir.Bitcast, ir.Cons(ir.Vec(ir.Uint32, 2), ir.Ld(m(5)), u(1)), ir.Uint64)),
		ir.Assign(m(1), ir.Bin(ir.IAdd, ir.Ld(m(1)), ir.ConstInt(ir.Int16, -1))),
	)
	return p.Module
}

// aggregates: == on structs, arrays and matrices, Select on structs (a
// selection with OpPhi below SPIR-V 1.4), a dynamic index into an array
// value, Insert, swizzle stores and a private global with an initializer.
func buildAggregates() *ir.Module {
	p := newProg(4, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	st := ir.NewStruct("S", ir.Member{Name: "a", Type: ir.Int32}, ir.Member{Name: "v", Type: vec2})
	arr4 := ir.ArrayOf(ir.Uint32, 4, 0)
	table := p.AddGlobal(&ir.Global{Name: "table", Type: arr4, Storage: ir.StoragePrivate,
		Init: ir.ConstComposite(arr4, u(10), u(20), u(30), u(40))})
	s1, s2, s3 := p.local("s1", st), p.local("s2", st), p.local("s3", st)
	v := p.local("v", vec4)
	r := p.local("r", ir.Uint32)
	gi := ir.Conv(ir.Bitcast, p.gid(), ir.Int32)
	p.add(
		set(s1, ir.Cons(st, i32(1), v2(1, 2))),
		set(s2, ir.Cons(st, gi, v2(1, 2))),
		set(s3, &ir.Select{Cond: ueq(p.gid(), u(2)), X: ld(s1), Y: ir.ConstNull(st)}),
		set(v, ir.ConstNull(vec4)),
		ir.Assign(ir.SwizzleOf(lr(v), 3, 1), v2(5, 6)),
		set(v, &ir.Insert{Base: ld(v), Value: f(7), Index: 0}),
		set(r, b2u(ir.Bin(ir.AggEqual, ld(s1), ld(s2)))),
		set(r, uadd(ld(r), umul(b2u(ir.Bin(ir.AggNotEqual, ld(s3), ir.ConstNull(st))), u(2)))),
		set(r, uadd(ld(r), umul(b2u(ir.Bin(ir.AggEqual, ir.Ld(ir.RefGlobal(table)),
			ir.ConstComposite(arr4, u(10), u(20), u(30), u(40)))), u(4)))),
		set(r, uadd(ld(r), umul(b2u(ir.Bin(ir.AggEqual, ir.Cons(mat2, v2(1, 0), v2(0, 1)),
			ir.Cons(mat2, v2(1, 0), ir.Cons(vec2, f(0), u2f(p.gid()))))), u(8)))),
		ir.Assign(at(out, p.gid()), uadd(umul(ld(r), u(1000)), uadd(
			&ir.DynExtract{Base: ir.Ld(ir.RefGlobal(table)), Index: p.gid()},
			ir.Conv(ir.FToU, fadd(fadd(ir.Swz(ld(v), 0), ir.Swz(ld(v), 1)), ir.Swz(ld(v), 3)), ir.Uint32)))),
	)
	return p.Module
}

var _ = register(
	lowerCase{name: "spec_constants", build: buildSpecConstants, check: func(t *testing.T, w []uint32) {
		buf := make([]byte, 4*8)
		run(t, w, interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		// acc = 0+1+2+3+4 = 10, TWICE = 10, workgroup size 4, FLAG = 1
		wantU32(t, "out", buf, 10105, 10105, 10105, 10105, 0, 0, 0, 0)
		buf = make([]byte, 4*8)
		run(t, w, interp.Config{Spec: map[uint32]uint64{0: 8, 3: 3, 7: 0}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		// acc = 0+1+2 = 3, TWICE = 6, workgroup size 8, FLAG = 0
		wantU32(t, "out", buf, 3068, 3068, 3068, 3068, 3068, 3068, 3068, 3068)
	}},
	lowerCase{name: "push_constants", build: buildPushConstants, check: func(t *testing.T, w []uint32) {
		buf := f32Bytes(1, 2, 3, 4)
		pc := f32Bytes(10, 0, 0, 0.5)
		run(t, w, interp.Config{PushConstants: pc, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		for i, g := range f32s(buf) {
			if want := float32(i+1)*10 + 0.5; g != want {
				t.Errorf("data[%d] = %g, want %g", i, g, want)
			}
		}
	}},
	lowerCase{name: "small_types", build: buildSmallTypes, check: func(t *testing.T, w []uint32) {
		buf := make([]byte, 40)
		buf[0] = 200
		binary.LittleEndian.PutUint16(buf[2:], uint16(0xfffe)) // -2
		binary.LittleEndian.PutUint16(buf[4:], 0x3e00)         // 1.5
		binary.LittleEndian.PutUint64(buf[8:], uint64(7)<<32)
		binary.LittleEndian.PutUint64(buf[16:], math.Float64bits(100.75))
		run(t, w, interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		// 200 + (-2) + 3 + 7 + 100 = 308
		if r := binary.LittleEndian.Uint32(buf[24:]); r != 308 {
			t.Errorf("r = %d, want 308", r)
		}
		if rl := binary.LittleEndian.Uint64(buf[32:]); rl != 1<<32|308 {
			t.Errorf("rl = 0x%x, want 0x%x", rl, uint64(1<<32|308))
		}
		if s := int16(binary.LittleEndian.Uint16(buf[2:])); s != -3 {
			t.Errorf("s = %d, want -3", s)
		}
	}},
	lowerCase{name: "aggregates", build: buildAggregates, check: func(t *testing.T, w []uint32) {
		// s1 == s2 only for gid 1; s3 != null only for gid 2; table == const always (4);
		// the matrices are equal only for gid 1 (8). v = (7, 6, 0, 5).
		wantU32(t, "out", runOut(t, w, 4), 4*1000+10+18, (1+4+8)*1000+20+18, (2+4)*1000+30+18, 4*1000+40+18)
	}},
)

// TestDebugInfo lowers with -g and checks OpString/OpSource/OpLine.
func TestDebugInfo(t *testing.T) {
	p := newProg(1, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	p.Source = "#version 460\nvoid main() { out.data[0] = 7u; }\n"
	p.Extensions = []string{"GL_KHR_shader_subgroup_basic"}
	s := ir.Assign(at(out, u(0)), u(7))
	s.Pos = ir.Pos{Line: 2, Col: 15}
	p.add(s)
	for _, env := range targetenv.CompilerNames {
		words := lowerOK(t, p.Module, Options{TargetEnv: targetenv.MustCompiler(env), Debug: true})
		text, err := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{`OpString "test.comp"`, "OpSourceExtension \"GL_KHR_shader_subgroup_basic\"", "OpSource GLSL 460 %", "OpLine %", " 2 15"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: disassembly lacks %q:\n%s", env, want, text)
			}
		}
	}
	words := lowerOK(t, p.Module, Options{StripNames: true})
	text, _ := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
	if strings.Contains(text, "OpName") || strings.Contains(text, "OpLine") {
		t.Errorf("StripNames without Debug still has names or lines:\n%s", text)
	}
}

// small_types_ubo: 8/16-bit members in a uniform block and a push-constant
// block (UniformAndStorageBuffer*BitAccess, StoragePushConstant*).
func buildSmallTypesUBO() *ir.Module {
	p := newProg(1, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	ub := p.AddGlobal(&ir.Global{Name: "u", Storage: ir.StorageUniform, Binding: 1, Type: ir.NewBlock("U",
		ir.Member{Name: "b", Type: ir.Int8, Offset: 0}, ir.Member{Name: "h", Type: ir.Float16, Offset: 2})})
	pc := p.AddGlobal(&ir.Global{Name: "pc", Storage: ir.StoragePushConstant, Type: ir.NewBlock("PC",
		ir.Member{Name: "s", Type: ir.Uint16, Offset: 0})})
	p.add(ir.Assign(at(out, u(0)), uadd(uadd(
		ir.Conv(ir.SConvert, ir.Ld(ir.FieldOf(ir.RefGlobal(ub), 0)), ir.Uint32),
		ir.Conv(ir.FToU, ir.Ld(ir.FieldOf(ir.RefGlobal(ub), 1)), ir.Uint32)),
		ir.Conv(ir.UConvert, ir.Ld(ir.FieldOf(ir.RefGlobal(pc), 0)), ir.Uint32))))
	return p.Module
}

var _ = register(lowerCase{name: "small_types_ubo", build: buildSmallTypesUBO, check: func(t *testing.T, w []uint32) {
	out := make([]byte, 4)
	ub := []byte{5, 0, 0x00, 0x49} // int8 5, half 10.0 (0x4900)
	pc := []byte{0x34, 0x12}
	run(t, w, interp.Config{PushConstants: pc, Buffers: map[[2]uint32][]byte{{0, 0}: out, {0, 1}: ub}})
	wantU32(t, "out", out, 5+10+0x1234)
}})
