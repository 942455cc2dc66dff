package ir

import (
	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"strings"
	"testing"
)

// sample builds a small valid module exercising most node kinds:
//
//	buffer Data { uint data[]; };  shared uint tmp;
//	uint twice(uint x, out uint y) { y = x; return x * 2u; }
//	void main() { ... }
func sample() (*Module, *Function, *Global) {
	m := &Module{Version: 460, Files: []string{"s.comp"}}
	data := m.AddGlobal(&Global{Name: "data", Storage: StorageBuffer,
		Type: NewBlock("Data", Member{Name: "data", Type: RuntimeArrayOf(Uint32, 4)})})
	tmp := m.AddGlobal(&Global{Name: "tmp", Storage: StorageWorkgroup, Type: Uint32})
	gid := m.Builtin("gl_GlobalInvocationID")
	x := &Param{Name: "x", Type: Uint32}
	y := &Param{Name: "y", Type: Uint32, Mode: Out}
	twice := m.NewFunction("twice", Uint32, x, y)
	twice.Body.Stmts = []Stmt{Assign(RefParam(y), Ld(RefParam(x))), Ret(Bin(IMul, Ld(RefParam(x)), Uint32Const(2)))}
	main := m.NewFunction("main", Void)
	i := main.NewLocal("i", Uint32)
	o := main.NewLocal("o", Uint32)
	g := Ld(SwizzleOf(RefGlobal(gid), 0))
	elem := IndexOf(FieldOf(RefGlobal(data), 0), Ld(RefLocal(i)))
	main.Body.Stmts = []Stmt{
		Assign(RefLocal(i), Uint32Const(0)),
		For(Bin(ULess, Ld(RefLocal(i)), Uint32Const(4)), Blk(Assign(RefLocal(i), Bin(IAdd, Ld(RefLocal(i)), Uint32Const(1)))),
			IfElse(Bin(IEqual, Ld(RefLocal(i)), g), Blk(&Continue{}), nil),
			Assign(elem, CallFn(twice, Ld(elem), RefLocal(o))),
		),
		Do(&Atomic{Op: AtomicAdd, Ref: RefGlobal(tmp), Value: Uint32Const(1), Scope: ScopeWorkgroup}),
		Do(CallBuiltin("barrier", Void)),
		&Switch{Selector: Ld(RefLocal(o)), Cases: []*Case{
			{Values: []int64{1, 2}, Body: Blk(&Break{})},
			{Default: true, Body: Blk()},
		}},
	}
	m.Entry = &EntryPoint{Fn: main, Name: "main", LocalSize: [3]LocalSize{{Value: 4}, {Value: 1}, {Value: 1}}}
	return m, main, data
}

func TestValidateSample(t *testing.T) {
	m, _, _ := sample()
	if err := Validate(m); err != nil {
		t.Fatal(err)
	}
}

// TestValidateLocalSizeSharesSpecID: a local size's own uint constant may
// share its SpecId with a declared constant of another type and default
// (glslang's form of local_size_x_id naming a constant_id).
func TestValidateLocalSizeSharesSpecID(t *testing.T) {
	m, _, _ := sample()
	m.AddSpec(&SpecConst{Name: "BS", Type: Int32, ID: 0, Default: Int32Const(64)})
	s := m.AddSpec(&SpecConst{Name: "gl_WorkGroupSize_x", Type: Uint32, ID: 0, Default: Uint32Const(4)})
	m.Entry.LocalSize[0] = LocalSize{Value: 4, Spec: s}
	if err := Validate(m); err != nil {
		t.Fatal(err)
	}
}

func TestValidateRejects(t *testing.T) {
	cases := []struct {
		name   string
		break_ func(m *Module, main *Function, data *Global)
		want   string
	}{
		{"binary operand types", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(Bin(IAdd, Uint32Const(1), Int32Const(1))))
		}, "IAdd on uint and int"},
		{"float op on ints", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(Bin(FAdd, Uint32Const(1), Uint32Const(1))))
		}, "FAdd"},
		{"reference as value", func(m *Module, main *Function, data *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Assign(RefLocal(main.Locals[0]), RefLocal(main.Locals[1])))
		}, "used as a value"},
		{"store type", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Assign(RefLocal(main.Locals[0]), Float32Const(1)))
		}, "store of float"},
		{"break outside loop", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, &Break{})
		}, "break outside"},
		{"continue in switch only", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, &Switch{Selector: Int32Const(0), Cases: []*Case{{Default: true, Body: Blk(&Continue{})}}})
		}, "continue outside"},
		{"return in continue block", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, &Loop{Body: Blk(&Break{}), Continue: Blk(Ret(nil))})
		}, "return inside a continue block"},
		{"duplicate case", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, &Switch{Selector: Int32Const(0), Cases: []*Case{{Values: []int64{1}, Body: Blk()}, {Values: []int64{1}, Body: Blk()}}})
		}, "duplicate case label"},
		{"float selector", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, &Switch{Selector: Float32Const(0)})
		}, "switch selector"},
		{"condition type", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, IfElse(Int32Const(1), Blk(), nil))
		}, "condition of type int"},
		{"return type", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Ret(Int32Const(1)))
		}, "return of int in a void function"},
		{"out argument not a reference", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(CallFn(m.Functions[0], Uint32Const(1), Uint32Const(2))))
		}, "is not a reference"},
		{"argument count", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(CallFn(m.Functions[0], Uint32Const(1))))
		}, "with 1 arguments"},
		{"recursion", func(m *Module, main *Function, _ *Global) {
			f := m.Functions[0]
			f.Body.Stmts = append([]Stmt{Do(CallFn(f, Uint32Const(1), RefParam(f.Params[1])))}, f.Body.Stmts...)
		}, "recursion"},
		{"local of another function", func(m *Module, main *Function, _ *Global) {
			f := m.Functions[0]
			f.Body.Stmts = append([]Stmt{Assign(RefLocal(main.Locals[0]), Uint32Const(1))}, f.Body.Stmts...)
		}, "of another function"},
		{"store to input", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Assign(RefGlobal(m.Builtin("gl_LocalInvocationIndex")), Uint32Const(0)))
		}, "read-only in variable"},
		{"swizzle store repeats", func(m *Module, main *Function, _ *Global) {
			v := main.NewLocal("v", Vec(Float32, 2))
			main.Body.Stmts = append(main.Body.Stmts, Assign(SwizzleOf(RefLocal(v), 0, 0), Ld(RefLocal(v))))
		}, "repeated components"},
		{"swizzle out of range", func(m *Module, main *Function, _ *Global) {
			v := main.NewLocal("v", Vec(Float32, 2))
			main.Body.Stmts = append(main.Body.Stmts, Do(Swz(Ld(RefLocal(v)), 2)))
		}, "swizzle component 2"},
		{"construct count", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(Cons(Vec(Float32, 3), Float32Const(1), Float32Const(2))))
		}, "from 2 components"},
		{"convert kinds", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(Conv(SToF, Uint32Const(1), Float32)))
		}, "SToF from uint"},
		{"bitcast size", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(Conv(Bitcast, Uint32Const(1), Float64)))
		}, "Bitcast from uint to double"},
		{"builtin overload", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(CallBuiltin("sin", Int32, Int32Const(1))))
		}, "no overload of sin"},
		{"builtin return type", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(CallBuiltin("sin", Float64, Float32Const(1))))
		}, "node says double"},
		{"atomic as builtin call", func(m *Module, main *Function, d *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(CallBuiltin("atomicAdd", Uint32, Uint32Const(1), Uint32Const(1))))
		}, "must be an Atomic node"},
		{"cluster size not constant", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(CallBuiltin("subgroupClusteredAdd", Uint32, Uint32Const(1), Ld(RefLocal(main.Locals[0])))))
		}, "must be a constant"},
		{"atomic on a local", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(&Atomic{Op: AtomicAdd, Ref: RefLocal(main.Locals[0]), Value: Uint32Const(1)}))
		}, "not a buffer or shared"},
		{"atomic and on float", func(m *Module, main *Function, d *Global) {
			// min and max on floats are GL_EXT_shader_atomic_float2's; and,
			// or and xor stay integer-only.
			f := m.AddGlobal(&Global{Name: "f", Storage: StorageWorkgroup, Type: Float32})
			main.Body.Stmts = append(main.Body.Stmts, Do(&Atomic{Op: AtomicAnd, Ref: RefGlobal(f), Value: Float32Const(1)}))
		}, "atomic And on float"},
		{"length of a sized array", func(m *Module, main *Function, _ *Global) {
			a := main.NewLocal("a", ArrayOf(Int32, 2, 0))
			main.Body.Stmts = append(main.Body.Stmts, Do(&ArrayLength{Ref: RefLocal(a)}))
		}, "length()"},
		{"runtime array not last", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "b", Storage: StorageBuffer, Binding: 5, Type: NewBlock("B",
				Member{Name: "a", Type: RuntimeArrayOf(Int32, 4)}, Member{Name: "b", Type: Int32, Offset: 16})})
		}, "not the last member"},
		{"laid array without stride", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "b", Storage: StorageBuffer, Binding: 5, Type: NewBlock("B",
				Member{Name: "a", Type: ArrayOf(Int32, 4, 0)})})
		}, "array without stride"},
		{"plain struct in a block", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "b", Storage: StorageBuffer, Binding: 5, Type: NewBlock("B",
				Member{Name: "a", Type: ArrayOf(NewStruct("S", Member{Name: "x", Type: Int32}), 2, 16)})})
		}, "struct type without layout"},
		{"bool in a block", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "b", Storage: StorageBuffer, Binding: 5, Type: NewBlock("B", Member{Name: "a", Type: Bool})})
		}, "bool member"},
		{"matrix without stride", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "b", Storage: StorageBuffer, Binding: 5, Type: NewBlock("B", Member{Name: "a", Type: Mat(Vec(Float32, 2), 2)})})
		}, "no matrix stride"},
		{"buffer without block type", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "b", Storage: StorageBuffer, Binding: 5, Type: Int32})
		}, "must have a block type"},
		{"opaque type in a private variable", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "i", Storage: StoragePrivate, Type: ImageOf(Float32, ImageDesc{Dim: Dim2D, Use: ImageStorage})})
		}, "private variable of opaque type"},
		{"uniform_constant of a plain type", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "i", Storage: StorageUniformConstant, Type: Float32})
		}, "must have an opaque type"},
		{"sampled image with a format", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "i", Storage: StorageUniformConstant, Type: ImageOf(Float32, ImageDesc{Dim: Dim2D, Use: ImageSampled, Format: rgba32f})})
		}, "must be Unknown"},
		{"image of double", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "i", Storage: StorageUniformConstant, Type: ImageOf(Float64, ImageDesc{Dim: Dim2D, Use: ImageStorage})})
		}, "sampled type"},
		{"image without a use", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "i", Storage: StorageUniformConstant, Type: ImageOf(Float32, ImageDesc{Dim: Dim2D})})
		}, "image use ImageUse(0) (want sampled or storage)"},
		{"opaque struct member", func(m *Module, main *Function, _ *Global) {
			main.NewLocal("s", NewStruct("S", Member{Name: "smp", Type: Sampler}))
		}, "opaque type sampler"},
		{"shared with layout", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "s", Storage: StorageWorkgroup, Type: ArrayOf(Int32, 4, 16)})
		}, "laid-out type"},
		{"builtin type", func(m *Module, main *Function, _ *Global) {
			m.AddGlobal(&Global{Name: "x", Storage: StorageInput, Type: Uint32, Builtin: builtins.GlobalInvocationID})
		}, "has type uint, want uvec3"},
		{"entry with parameters", func(m *Module, main *Function, _ *Global) {
			m.Entry.Fn = m.Functions[0]
		}, "entry function must be void"},
		{"zero local size", func(m *Module, main *Function, _ *Global) {
			m.Entry.LocalSize[1].Value = 0
		}, "local size 1 is 0"},
		{"spec constant without default", func(m *Module, main *Function, _ *Global) {
			m.AddSpec(&SpecConst{Name: "N", Type: Int32, ID: 1})
		}, "default value missing"},
		{"spec expression with a load", func(m *Module, main *Function, _ *Global) {
			m.AddSpec(&SpecConst{Name: "N", Type: Uint32, ID: -1, Value: Ld(RefGlobal(m.Globals[1]))})
		}, "not a specialization-constant expression"},
		{"spec id reused", func(m *Module, main *Function, _ *Global) {
			m.AddSpec(&SpecConst{Name: "A", Type: Int32, ID: 1, Default: Int32Const(1)})
			m.AddSpec(&SpecConst{Name: "B", Type: Int32, ID: 1, Default: Int32Const(1)})
		}, "SpecId 1 used twice"},
		{"relayout of different shapes", func(m *Module, main *Function, _ *Global) {
			a := main.NewLocal("a", NewStruct("A", Member{Name: "x", Type: Int32}))
			main.Body.Stmts = append(main.Body.Stmts, Do(Conv(Relayout, Ld(RefLocal(a)), NewStruct("B", Member{Name: "x", Type: Float32}))))
		}, "Relayout"},
		{"select condition", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(&Select{Cond: Cons(Vec(Bool, 2), ConstBool(true), ConstBool(false)), X: Float32Const(1), Y: Float32Const(2)}))
		}, "select condition"},
		{"seq with break", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, &Loop{Body: Blk(Do(&Seq{Stmts: []Stmt{&Break{}}, Value: Int32Const(0)}))})
		}, "break outside"},
		{"constant bits too wide", func(m *Module, main *Function, _ *Global) {
			main.Body.Stmts = append(main.Body.Stmts, Do(&Const{Typ: Uint8, Bits: 0x100}))
		}, "wider than"},
		{"local size spec default", func(m *Module, main *Function, _ *Global) {
			s := m.AddSpec(&SpecConst{Name: "X", Type: Uint32, ID: 0, Default: Uint32Const(8)})
			m.Entry.LocalSize[0] = LocalSize{Value: 4, Spec: s}
		}, "differs from the default"},
		{"no entry", func(m *Module, main *Function, _ *Global) { m.Entry = nil }, "no entry point"},
		{"interpolant not an input", func(m *Module, main *Function, _ *Global) {
			f := main.NewLocal("f", Float32)
			main.Body.Stmts = append(main.Body.Stmts, Assign(RefLocal(f), CallBuiltin("interpolateAtCentroid", Float32, RefLocal(f))))
		}, "argument 0 of interpolateAtCentroid must be a reference to an input variable"},
		{"interpolant a value", func(m *Module, main *Function, _ *Global) {
			f := main.NewLocal("f", Float32)
			main.Body.Stmts = append(main.Body.Stmts, Assign(RefLocal(f), CallBuiltin("interpolateAtCentroid", Float32, Ld(RefLocal(f)))))
		}, "argument 0 of interpolateAtCentroid must be a reference"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, main, data := sample()
			c.break_(m, main, data)
			if c.name == "opaque struct member" {
				// Locals' types are checked where they are used.
				main.Body.Stmts = append(main.Body.Stmts, Do(Ld(RefLocal(main.Locals[len(main.Locals)-1]))))
			}
			err := Validate(m)
			if err == nil {
				t.Fatalf("Validate accepted the module:\n%s", m)
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %q does not mention %q", err, c.want)
			}
		})
	}
}

// TestValidateResources: blocks may alias a binding (Vulkan allows it, as
// glslang does), and opaque uniforms are UniformConstant globals.
func TestValidateResources(t *testing.T) {
	m, _, _ := sample()
	m.AddGlobal(&Global{Name: "b", Storage: StorageBuffer, Type: NewBlock("B", Member{Name: "a", Type: Int32})})
	img := ImageOf(Float32, ImageDesc{Dim: Dim2D, Use: ImageStorage, Format: rgba32f})
	m.AddGlobal(&Global{Name: "img", Storage: StorageUniformConstant, Binding: 1, Type: img, Access: ReadOnly})
	m.AddGlobal(&Global{Name: "tex", Storage: StorageUniformConstant, Binding: 2, Type: ArrayOf(SampledImageOf(ImageOf(Int32, ImageDesc{Dim: Dim3D, Use: ImageSampled})), 4, 0)})
	if err := Validate(m); err != nil {
		t.Fatal(err)
	}
	if got := img.String(); got != "image2D/*rgba32f*/" {
		t.Errorf("image type prints as %q", got)
	}
}

// rgba32f is the rgba32f format qualifier.
var rgba32f, _ = texel.FromGLSL("rgba32f")
