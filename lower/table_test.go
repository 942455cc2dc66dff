package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// bindings lists every instantiation of an overload: each scalar of Gen,
// each size of Sizes, each matrix shape of Mats.
func bindings(o *builtins.Overload) []builtins.Binding {
	var ss []builtins.Scalar
	for s := builtins.Bool; s <= builtins.Float64; s++ {
		if o.Gen.Has(s) {
			ss = append(ss, s)
		}
	}
	if len(ss) == 0 {
		ss = []builtins.Scalar{builtins.Gen}
	}
	ns := []int{0}
	if o.Sizes != 0 {
		ns = nil
		for n := 1; n <= 4; n++ {
			if o.Sizes.Has(n) {
				ns = append(ns, n)
			}
		}
	}
	ms := o.Mats
	if len(ms) == 0 {
		ms = []builtins.Dims{{}}
	}
	var out []builtins.Binding
	for _, s := range ss {
		for _, n := range ns {
			for _, m := range ms {
				out = append(out, builtins.Binding{S: s, N: n, Dims: m})
			}
		}
	}
	return out
}

// callAll adds to p a call of every overload of fn at every binding. One
// local per type serves as the input, output or result of every call.
// scopedBarrierArgs are valid constant operands of the scoped barriers
// (scopes, storage and semantics; the generic constant 4 is not one).
var scopedBarrierArgs = map[builtins.FuncID][]int32{
	builtins.FnControlBarrier:       {int32(spirv.ScopeWorkgroup), int32(spirv.ScopeWorkgroup), 0x100, 0x8},
	builtins.FnMemoryBarrier:        {int32(spirv.ScopeDevice), 0x40, 0x8},
	builtins.FnControlBarrierArrive: {int32(spirv.ScopeWorkgroup), int32(spirv.ScopeWorkgroup), 0x100, 0x4},
	builtins.FnControlBarrierWait:   {int32(spirv.ScopeWorkgroup), int32(spirv.ScopeWorkgroup), 0x100, 0x2},
}

func callAll(t testing.TB, p *prog, fn *builtins.Func) {
	t.Helper()
	if p.scratch == nil {
		p.scratch = map[*ir.Type]*ir.Local{}
	}
	local := func(ty *ir.Type) *ir.Local {
		if l, ok := p.scratch[ty]; ok {
			return l
		}
		l := p.local("v_"+ty.String(), ty)
		p.scratch[ty] = l
		return l
	}
	calls := 0
	for oi := range fn.Overloads {
		o := &fn.Overloads[oi]
		if o.LongVector {
			continue // bound only by long vectors (e2e's TestLongVectorNarrowBitField runs them)
		}
		for _, b := range bindings(o) {
			args := make([]ir.Expr, len(o.Params))
			for i, prm := range o.Params {
				at := ir.TypeOfDesc(b.Apply(prm.Type))
				switch {
				case prm.InOut:
					args[i] = ir.RefGlobal(p.AddGlobal(&ir.Global{Name: "mem", Type: at, Storage: ir.StorageWorkgroup}))
				case prm.Interp:
					// a fragment input of its own location
					p.inputs++
					args[i] = ir.RefGlobal(p.AddGlobal(&ir.Global{Name: "in", Type: at, Storage: ir.StorageInput, IO: &ir.IO{Location: p.inputs, Component: -1, Index: -1}}))
				case prm.Out:
					args[i] = lr(local(at))
				case prm.Const && at.Kind() == ir.KindVector:
					args[i] = splatConst(at, ir.ConstUint(at.Elem(), 1))
				case prm.Const:
					args[i] = ir.ConstUint(at, 4)
				default:
					args[i] = ld(local(at))
				}
			}
			if vals, ok := scopedBarrierArgs[fn.ID]; ok && len(vals) == len(args) {
				for i, v := range vals {
					args[i] = ir.Int32Const(v)
				}
			}
			ret := ir.TypeOfDesc(b.Apply(o.Ret))
			var call ir.Expr
			if fn.Kind == builtins.KindAtomic {
				a := &ir.Atomic{Op: fn.Atomic, Ref: args[0].(ir.Ref), Value: args[len(args)-1], Scope: ir.ScopeDevice}
				if fn.Atomic == builtins.AtomicCompSwap {
					a.Comparator = args[1]
				}
				call = a
			} else {
				call = &ir.BuiltinCall{Fn: fn, ID: fn.IDOf(oi), Args: args, Typ: ret}
			}
			if ret == ir.Void {
				p.add(ir.Do(call))
			} else {
				p.add(set(local(ret), call))
			}
			calls++
		}
	}
	if calls == 0 {
		t.Errorf("no instantiation of %s", fn.Name)
	}
}

// TestEveryBuiltin instantiates every overload of every table row at every
// binding and validates the calls (vulkan1.1 and vulkan1.3): each row's
// lowering must give valid SPIR-V for every type the table says it
// accepts. All rows go into one module; when it fails, each function is
// checked alone to name the culprit.
func TestEveryBuiltin(t *testing.T) {
	// A function of the graphics stages only (derivatives) is called in a
	// fragment shader; every other in a compute shader.
	stageOf := func(fn *builtins.Func) ir.Stage {
		for _, s := range ir.Stages {
			if fn.Stages == 0 || fn.Stages&s.Set() != 0 {
				return s
			}
		}
		return ir.Compute
	}
	for _, stage := range []ir.Stage{ir.Compute, ir.Geometry, ir.Fragment} {
		all := newProg(4, 1, 1)
		all.Entry.Stage = stage
		all.Entry.Prims = geometryPrims
		for _, fn := range builtins.Funcs() {
			if stageOf(fn) == stage {
				callAll(t, all, fn)
			}
		}
		everyBuiltin(t, all, stage, stageOf)
	}
}

// geometryPrims are the layouts of the geometry shader the geometry
// functions are called in (the other stages ignore them).
var geometryPrims = ir.Prims{In: ir.Triangles, Out: ir.TriangleStrip, Vertices: 3, Invocations: 1}

func everyBuiltin(t *testing.T, all *prog, stage ir.Stage, stageOf func(*builtins.Func) ir.Stage) {
	if err := ir.Validate(all.Module); err != nil {
		t.Fatal(err)
	}
	for _, env := range []string{"vulkan1.1", "vulkan1.3"} {
		words, err := Module(all.Module, Options{TargetEnv: targetenv.MustCompiler(env)})
		if err == nil && valid(t, words, env) {
			continue
		}
		for _, fn := range builtins.Funcs() {
			if stageOf(fn) != stage {
				continue
			}
			t.Run(fn.Name+"/"+env, func(t *testing.T) {
				p := newProg(4, 1, 1)
				p.Entry.Stage = stage
				p.Entry.Prims = geometryPrims
				callAll(t, p, fn)
				lowerOK(t, p.Module, Options{TargetEnv: targetenv.MustCompiler(env)})
			})
		}
	}
}
