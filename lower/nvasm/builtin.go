package nvasm

import (
	"fmt"
	"math"

	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// builtin emits a call of a built-in function by its identity: nvFuncs
// (per component: componentFuncs) or a refusal (nvRefusedFuncs,
// nvRefusedKinds). TestBuiltinFuncs fails when an identity has neither.
func (e *emitter) builtin(x *ir.BuiltinCall) []val {
	name := x.Fn.Name
	if f, ok := nvEarlyFuncs[x.ID]; ok {
		return f(e, x)
	}
	what, refused := refusal(x)
	if refused && refusedEarly(x.Fn.Kind) {
		e.unsupported(x.Pos, fmt.Sprintf(what, name))
		return nil
	}
	for _, a := range x.Args {
		e.check32(x.Pos, a.Type())
		if is64(a.Type()) && !allow64[x.ID] {
			e.unsupported(x.Pos, "the built-in function "+name+" on 64-bit types")
		}
	}
	if f, ok := componentFuncs[x.ID]; ok {
		args := e.args(x)
		out := make([]val, len(args[0]))
		for i := range out {
			leafArgs := make([]val, len(args))
			for k := range args {
				leafArgs[k] = args[k][min(i, len(args[k])-1)]
			}
			t := x.Typ
			if len(out) > 1 {
				t = leaves(x.Typ)[i]
			}
			out[i] = f(e, t, leafArgs)
		}
		return out
	}
	if f, ok := nvFuncs[x.ID]; ok {
		return f(e, x)
	}
	if !refused {
		what = refuseNoCode
	}
	e.unsupported(x.Pos, fmt.Sprintf(what, name))
	return nil
}

// nvFunc emits a call of one built-in function.
type nvFunc func(e *emitter, x *ir.BuiltinCall) []val

// nvEarlyFuncs are emitted before the arguments' types are checked: the
// barriers and the NV warp functions (warp.go).
var nvEarlyFuncs map[builtins.FuncID]nvFunc

// nvFuncs are the built-ins emitted as a whole (not per component), after
// the 32-bit check of their arguments.
var nvFuncs map[builtins.FuncID]nvFunc

func init() {
	barrier := func(e *emitter, x *ir.BuiltinCall) []val { return e.barrier(x) }
	expand := func(e *emitter, x *ir.BuiltinCall) []val { return e.expand(x) }
	nvEarlyFuncs = map[builtins.FuncID]nvFunc{
		builtins.FnBarrier: barrier, builtins.FnMemoryBarrier: barrier, builtins.FnControlBarrier: barrier,
		builtins.FnMemoryBarrierBuffer: barrier, builtins.FnMemoryBarrierShared: barrier, builtins.FnMemoryBarrierImage: barrier,
		builtins.FnGroupMemoryBarrier: barrier, builtins.FnSubgroupMemoryBarrier: barrier,
		builtins.FnSubgroupMemoryBarrierBuffer: barrier, builtins.FnSubgroupMemoryBarrierShared: barrier,
		builtins.FnSubgroupMemoryBarrierImage: barrier,
		builtins.FnShuffleNV:                  expand, builtins.FnShuffleUpNV: expand, builtins.FnShuffleDownNV: expand, builtins.FnShuffleXorNV: expand,
		builtins.FnActiveThreadsNV: expand, builtins.FnBallotThreadNV: expand, builtins.FnAnyThreadNV: expand,
		builtins.FnAllThreadsNV: expand, builtins.FnAllThreadsEqualNV: expand,
		builtins.FnQuadSwizzle0NV: expand, builtins.FnQuadSwizzle1NV: expand, builtins.FnQuadSwizzle2NV: expand,
		builtins.FnQuadSwizzle3NV: expand, builtins.FnQuadSwizzleXNV: expand, builtins.FnQuadSwizzleYNV: expand,
	}
	nvFuncs = map[builtins.FuncID]nvFunc{
		builtins.FnModf: func(e *emitter, x *ir.BuiltinCall) []val {
			v := e.scalar(x.Args[0])
			p := e.place(x.Args[1].(ir.Ref))
			i := e.op(nvisa.TRUNC, cF, x.Typ, v)
			frac := e.op(nvisa.SUB, cF, x.Typ, v, i)
			e.store(p, []val{i})
			return []val{frac}
		},
		builtins.FnUaddCarry:    carryBorrow,
		builtins.FnUsubBorrow:   carryBorrow,
		builtins.FnUmulExtended: mulExtended,
		builtins.FnImulExtended: mulExtended,
		builtins.FnDeterminant: func(e *emitter, x *ir.BuiltinCall) []val {
			return []val{e.determinant(e.value(x.Args[0]))}
		},
		builtins.FnLdexp: func(e *emitter, x *ir.BuiltinCall) []val {
			a := e.args(x)
			return []val{e.ldexp(x.Typ, a[0][0], a[1][0])}
		},
		builtins.FnFrexp: func(e *emitter, x *ir.BuiltinCall) []val {
			v := e.scalar(x.Args[0])
			p := e.place(x.Args[1].(ir.Ref))
			m, ex := e.frexp(x.Typ, v)
			e.store(p, []val{ex})
			return []val{m}
		},
		builtins.FnMatrixCompMult: func(e *emitter, x *ir.BuiltinCall) []val {
			xs, ys := e.value(x.Args[0]), e.value(x.Args[1])
			out := make([]val, len(xs))
			for i := range xs {
				out[i] = e.op(nvisa.MUL, cF, xs[i].t, xs[i], ys[i])
			}
			return out
		},
		builtins.FnTranspose: func(e *emitter, x *ir.BuiltinCall) []val {
			m := e.value(x.Args[0])
			cols := leaves(x.Typ)
			out := make([]val, len(cols))
			for j, ct := range cols {
				r := e.tmp(ct)
				for i := 0; i < ct.Len(); i++ {
					e.opTo(nvisa.MOV, cU, dest{r.reg, []int{i}}, m[i].comp(j))
				}
				out[j] = r
			}
			return out
		},
		builtins.FnOuterProduct: func(e *emitter, x *ir.BuiltinCall) []val {
			c, r := e.scalar(x.Args[0]), e.scalar(x.Args[1])
			cols := leaves(x.Typ)
			out := make([]val, len(cols))
			for j, ct := range cols {
				out[j] = e.op(nvisa.MUL, cF, ct, c, r.comp(j))
			}
			return out
		},
	}
}

func carryBorrow(e *emitter, x *ir.BuiltinCall) []val {
	a, b := e.scalar(x.Args[0]), e.scalar(x.Args[1])
	p := e.place(x.Args[2].(ir.Ref))
	var r, c val
	if x.ID == builtins.FnUaddCarry {
		r = e.op(nvisa.ADD, cU, x.Typ, a, b)
		c = e.op(nvisa.SLT, cU, x.Typ, r, a)
	} else {
		r = e.op(nvisa.SUB, cU, x.Typ, a, b)
		c = e.op(nvisa.SLT, cU, x.Typ, a, b)
	}
	e.store(p, []val{e.op(nvisa.AND, cU, x.Typ, c, u32(1))})
	return []val{r}
}

func mulExtended(e *emitter, x *ir.BuiltinCall) []val {
	a, b := e.scalar(x.Args[0]), e.scalar(x.Args[1])
	t := x.Args[0].Type()
	msb, lsb := e.place(x.Args[2].(ir.Ref)), e.place(x.Args[3].(ir.Ref))
	c := clsOf(t)
	hi := e.op(nvisa.MUL+".HI."+c.String(), c, t, a, b)
	lo := e.op(nvisa.MUL, c, t, a, b)
	e.store(msb, []val{hi})
	e.store(lsb, []val{lo})
	return nil
}

// Refusal messages (the function's name replaces %s): what cannot be
// expressed in !!NVcp5.0 assembly, and why.
const (
	refuseSubgroup      = "the subgroup function %s (the assembly target has 32-lane warps, not subgroups)"
	refuseWholeSubgroup = "the function %s (it works on whole subgroups, the assembly target on 32-lane warps)"
	refuseImage         = "the image built-in %s (the assembly target has no images or samplers)"
	// refuseNoCode: NV_gpu_program5 has no instruction for it and no
	// expansion is written yet (or, for spirv_instruction functions and
	// cooperative matrices, none can be).
	refuseNoCode = "the built-in function %s"
)

// nvRefusedKinds refuse whole families.
var nvRefusedKinds = map[builtins.Kind]string{
	builtins.KindSubgroup:         refuseSubgroup,
	builtins.KindImage:            refuseImage,
	builtins.KindCoop:             refuseNoCode,
	builtins.KindSpirvInstruction: refuseNoCode,
	builtins.KindRayQuery:         "the ray-query function %s (the assembly target has no ray tracing)",
}

// nvRefusedFuncs refuse single functions of the other families.
// refuseFragment is why a fragment-only function has no assembly form.
const refuseGraphics = "the geometry-shader function %s (--target=nvasm compiles compute programs only)"

const refuseFragment = "the fragment-shader function %s (--target=nvasm compiles compute programs only)"

var nvRefusedFuncs = map[builtins.FuncID]string{
	builtins.FnSubgroupBarrier: "the subgroup function %s",
	// GL_EXT_split_barrier: the assembly has no split arrive/wait.
	builtins.FnControlBarrierArrive: "the split barrier %s", builtins.FnControlBarrierWait: "the split barrier %s",
	// Derivatives exist in fragment shaders only, which the assembly
	// target does not compile.
	builtins.FnDFdx: refuseFragment, builtins.FnDFdy: refuseFragment, builtins.FnFwidth: refuseFragment,
	builtins.FnDFdxFine: refuseFragment, builtins.FnDFdyFine: refuseFragment, builtins.FnFwidthFine: refuseFragment,
	builtins.FnHelperInvocationEXT: refuseFragment,
	builtins.FnEmitVertex:          refuseGraphics, builtins.FnEndPrimitive: refuseGraphics,
	builtins.FnEmitStreamVertex: refuseGraphics, builtins.FnEndStreamPrimitive: refuseGraphics,
	builtins.FnDFdxCoarse: refuseFragment, builtins.FnDFdyCoarse: refuseFragment, builtins.FnFwidthCoarse: refuseFragment,
	builtins.FnInterpolateAtCentroid: refuseFragment, builtins.FnInterpolateAtSample: refuseFragment,
	builtins.FnInterpolateAtOffset: refuseFragment,
	// GL_EXT_expect_assume: hints the assembly has no form for
	builtins.FnExpectEXT: "the hint %s (GL_EXT_expect_assume)", builtins.FnAssumeEXT: "the hint %s (GL_EXT_expect_assume)",
	// GL_ARB_shader_ballot and GL_AMD_shader_ballot work on the whole
	// subgroup (64-bit masks, any lane).
	builtins.FnBallotARB: refuseWholeSubgroup, builtins.FnReadInvocationARB: refuseWholeSubgroup,
	builtins.FnSwizzleInvocationsAMD: refuseWholeSubgroup, builtins.FnSwizzleInvocationsMaskedAMD: refuseWholeSubgroup,
	builtins.FnWriteInvocationAMD: refuseWholeSubgroup, builtins.FnMbcntAMD: refuseWholeSubgroup,
	// No instruction and no expansion written yet: the inverse and
	// hyperbolic trigonometry, atan's one-argument overload, the
	// normalized and half packing, the geometric functions that need
	// several steps, and inverse.
	builtins.FnAsin: refuseNoCode, builtins.FnAcos: refuseNoCode, builtins.FnAtan: refuseNoCode, builtins.FnSinh: refuseNoCode, builtins.FnCosh: refuseNoCode, builtins.FnTanh: refuseNoCode, builtins.FnAsinh: refuseNoCode, builtins.FnAcosh: refuseNoCode, builtins.FnAtanh: refuseNoCode, builtins.FnPackUnorm2x16: refuseNoCode, builtins.FnPackSnorm2x16: refuseNoCode, builtins.FnPackUnorm4x8: refuseNoCode, builtins.FnPackSnorm4x8: refuseNoCode, builtins.FnUnpackUnorm2x16: refuseNoCode, builtins.FnUnpackSnorm2x16: refuseNoCode, builtins.FnUnpackUnorm4x8: refuseNoCode, builtins.FnUnpackSnorm4x8: refuseNoCode, builtins.FnPackHalf2x16: refuseNoCode, builtins.FnUnpackHalf2x16: refuseNoCode, builtins.FnFaceforward: refuseNoCode, builtins.FnReflect: refuseNoCode, builtins.FnRefract: refuseNoCode, builtins.FnInverse: refuseNoCode,
	builtins.FnAtanYOverX: refuseNoCode,
	// The float16 / int16 bit casts and packs (no 16-bit registers: check32
	// refuses their arguments first; listed for completeness).
	builtins.FnFloat16BitsToInt16: refuseNoCode, builtins.FnFloat16BitsToUint16: refuseNoCode, builtins.FnInt16BitsToFloat16: refuseNoCode, builtins.FnUint16BitsToFloat16: refuseNoCode, builtins.FnPackFloat2x16: refuseNoCode, builtins.FnUnpackFloat2x16: refuseNoCode, builtins.FnHalfBitsToInt16: refuseNoCode, builtins.FnHalfBitsToUint16: refuseNoCode, builtins.FnInt16BitsToHalf: refuseNoCode, builtins.FnUint16BitsToHalf: refuseNoCode, builtins.FnPackInt2x16: refuseNoCode, builtins.FnPackUint2x16: refuseNoCode, builtins.FnUnpackInt2x16: refuseNoCode, builtins.FnUnpackUint2x16: refuseNoCode, builtins.FnPackInt4x16: refuseNoCode, builtins.FnPackUint4x16: refuseNoCode, builtins.FnUnpackInt4x16: refuseNoCode, builtins.FnUnpackUint4x16: refuseNoCode, builtins.FnPack16: refuseNoCode, builtins.FnPack32: refuseNoCode, builtins.FnUnpack8: refuseNoCode, builtins.FnUnpack16: refuseNoCode,
	// The shader clocks (no clock register is written for this target).
	builtins.FnClockARB: refuseNoCode, builtins.FnClock2x32ARB: refuseNoCode, builtins.FnClockRealtimeEXT: refuseNoCode, builtins.FnClockRealtime2x32EXT: refuseNoCode,
	// bitcastExtractfe2m1EXT and the bfloat16 dot (8-bit and bfloat16
	// operands: check32 refuses them first).
	builtins.FnBitcastExtractfe2m1EXT: refuseNoCode, builtins.FnDotBFloat16: refuseNoCode,
	// The integer dot products (not written yet).
	builtins.FnDotEXT: refuseNoCode, builtins.FnDotAccSatEXT: refuseNoCode, builtins.FnDotPacked4x8EXT: refuseNoCode, builtins.FnDotPacked4x8AccSatEXT: refuseNoCode,
}

// refusal returns the refusal message of a call (false when the target
// emits it).
func refusal(x *ir.BuiltinCall) (string, bool) {
	if what, ok := nvRefusedFuncs[x.ID]; ok {
		return what, true
	}
	what, ok := nvRefusedKinds[x.Fn.Kind]
	return what, ok
}

// refusedEarly reports whether a refused family is refused before its
// arguments' types are checked (the cross-lane, image and barrier
// families; the others first report an unsupported argument type).
func refusedEarly(k builtins.Kind) bool {
	return k == builtins.KindSubgroup || k == builtins.KindCrossLane || k == builtins.KindImage || k == builtins.KindBarrier
}

// args evaluates the arguments of a call in order.
func (e *emitter) args(x *ir.BuiltinCall) [][]val {
	out := make([][]val, len(x.Args))
	for i, a := range x.Args {
		out[i] = e.value(a)
		if i+1 < len(x.Args) && impure(x.Args[i+1:]...) {
			out[i] = e.stable(out[i])
		}
	}
	return out
}

// allow64 are the built-ins emitted for 64-bit operands (the others have
// no 64-bit instruction: transcendental and approximating functions,
// LRP, DP*, bit-field operations).
var allow64 = map[builtins.FuncID]bool{
	builtins.FnAbs: true, builtins.FnSign: true, builtins.FnFloor: true, builtins.FnCeil: true, builtins.FnTrunc: true, builtins.FnRound: true,
	builtins.FnRoundEven: true, builtins.FnFract: true, builtins.FnMod: true, builtins.FnMin: true, builtins.FnMax: true, builtins.FnClamp: true,
	builtins.FnMix: true, builtins.FnMixSelect: true, builtins.FnStep: true, builtins.FnIsnan: true, builtins.FnIsinf: true, builtins.FnFma: true, builtins.FnDot: true,
	builtins.FnLessThan: true, builtins.FnLessThanEqual: true, builtins.FnGreaterThan: true, builtins.FnGreaterThanEqual: true,
	builtins.FnEqual: true, builtins.FnNotEqual: true, builtins.FnModf: true,
	builtins.FnDoubleBitsToInt64: true, builtins.FnDoubleBitsToUint64: true, builtins.FnInt64BitsToDouble: true, builtins.FnUint64BitsToDouble: true,
	builtins.FnPackDouble2x32: true, builtins.FnUnpackDouble2x32: true, builtins.FnPackInt2x32: true, builtins.FnPackUint2x32: true,
	builtins.FnUnpackInt2x32: true, builtins.FnUnpackUint2x32: true,
	// pack64(u32vec2) / unpack32(uint64_t) are packUint2x32 under other
	// names; their 8- and 16-bit overloads stop at check32 (no 8- or
	// 16-bit registers).
	builtins.FnPack64: true, builtins.FnUnpack32: true,
}

type compFunc func(e *emitter, t *ir.Type, a []val) val

func one(op string, c cls) compFunc {
	return func(e *emitter, t *ir.Type, a []val) val { return e.op(op, c, t, a...) }
}

func byClass(f, s, u string) compFunc {
	return func(e *emitter, t *ir.Type, a []val) val {
		c := clsOf(a[0].t)
		return e.op([]string{f, s, u}[c], c, t, a...)
	}
}

// scalarF applies a scalar float instruction per component.
func scalarF(op string) compFunc {
	return func(e *emitter, t *ir.Type, a []val) val {
		r := e.tmp(t)
		for i := 0; i < r.n(); i++ {
			srcs := make([]val, len(a))
			for k := range a {
				srcs[k] = a[k]
				if a[k].n() > 1 {
					srcs[k] = a[k].comp(i)
				}
			}
			e.opTo(op, cF, dest{r.reg, []int{i}}, srcs...)
		}
		return r
	}
}

func fconst(f float32) val { return constVal(ir.Float32Const(f)) }

// boolOfF turns an F set-on result (1.0/0.0) into a bool (-1/0).
func (e *emitter) boolOfF(v val) val { return e.op(nvisa.TRUNC, cS, v.t, v.negated()) }

var componentFuncs map[builtins.FuncID]compFunc

func init() {
	componentFuncs = map[builtins.FuncID]compFunc{
		builtins.FnSin: scalarF(nvisa.SIN), builtins.FnCos: scalarF(nvisa.COS), builtins.FnExp2: scalarF(nvisa.EX2), builtins.FnLog2: scalarF(nvisa.LG2),
		builtins.FnPow: scalarF(nvisa.POW), builtins.FnInversesqrt: scalarF(nvisa.RSQ),
		builtins.FnSqrt: func(e *emitter, t *ir.Type, a []val) val { return e.sqrt(t, a[0]) },
		builtins.FnExp: func(e *emitter, t *ir.Type, a []val) val {
			return scalarF(nvisa.EX2)(e, t, []val{e.op(nvisa.MUL, cF, t, a[0], fconst(float32(math.Log2E)))})
		},
		builtins.FnLog: func(e *emitter, t *ir.Type, a []val) val {
			return e.op(nvisa.MUL, cF, t, scalarF(nvisa.LG2)(e, t, a), fconst(float32(math.Ln2)))
		},
		builtins.FnTan: func(e *emitter, t *ir.Type, a []val) val {
			s := scalarF(nvisa.SIN)(e, t, a)
			c := scalarF(nvisa.COS)(e, t, a)
			return e.perComp(t, s, c, func(d dest, x, y val) { e.opTo(nvisa.DIV, cF, d, x, y) })
		},
		builtins.FnRadians: func(e *emitter, t *ir.Type, a []val) val {
			return e.op(nvisa.MUL, cF, t, a[0], fconst(float32(math.Pi/180)))
		},
		builtins.FnDegrees: func(e *emitter, t *ir.Type, a []val) val {
			return e.op(nvisa.MUL, cF, t, a[0], fconst(float32(180/math.Pi)))
		},
		builtins.FnAbs: func(e *emitter, t *ir.Type, a []val) val {
			if t.IsFloat() {
				v := a[0]
				v.abs, v.neg = true, false
				return e.op(nvisa.MOV, cF, t, v)
			}
			return e.op(nvisa.ABS, cS, t, a[0])
		},
		builtins.FnSign: func(e *emitter, t *ir.Type, a []val) val {
			if t.IsFloat() {
				return e.op(nvisa.SSG, cF, t, a[0])
			}
			// (x < 0) - (x > 0) on -1/0 set-ons is -1, 0 or 1.
			gt := e.op(nvisa.SGT, cS, t, a[0], s32(0))
			lt := e.op(nvisa.SLT, cS, t, a[0], s32(0))
			return e.op(nvisa.SUB, cS, t, lt, gt)
		},
		builtins.FnFloor:     one(nvisa.FLR, cF),
		builtins.FnCeil:      one(nvisa.CEIL, cF),
		builtins.FnTrunc:     one(nvisa.TRUNC, cF),
		builtins.FnRoundEven: one(nvisa.ROUND, cF),
		builtins.FnRound: func(e *emitter, t *ir.Type, a []val) val {
			// Halfway cases away from zero: trunc(x) + sign(x) when
			// |x - trunc(x)| >= 0.5 (the difference is exact).
			tr := e.op(nvisa.TRUNC, cF, t, a[0])
			fr := e.op(nvisa.SUB, cF, t, a[0], tr)
			fa := fr
			fa.abs = true
			ge := e.op(nvisa.SGE, cF, t, fa, fconst(0.5))
			sg := e.op(nvisa.SSG, cF, t, a[0])
			step := e.op(nvisa.MUL, cF, t, ge, sg)
			return e.op(nvisa.ADD, cF, t, tr, step)
		},
		builtins.FnFract: one(nvisa.FRC, cF),
		builtins.FnMod: func(e *emitter, t *ir.Type, a []val) val {
			return e.binop(ir.FMod, a[0], a[1])
		},
		builtins.FnMin: func(e *emitter, t *ir.Type, a []val) val { return e.minMax(t, nvisa.MIN, a[0], a[1]) },
		builtins.FnMax: func(e *emitter, t *ir.Type, a []val) val { return e.minMax(t, nvisa.MAX, a[0], a[1]) },
		builtins.FnClamp: func(e *emitter, t *ir.Type, a []val) val {
			return e.minMax(t, nvisa.MIN, e.minMax(t, nvisa.MAX, a[0], a[1]), a[2])
		},
		builtins.FnMix: func(e *emitter, t *ir.Type, a []val) val {
			if a[2].t.IsBool() {
				return e.op(nvisa.CMP, cU, t, a[2], a[1], a[0])
			}
			if is64(t) {
				// x*(1-a) + y*a (LRP has no 64-bit form).
				om := e.op(nvisa.SUB, cF, t, constVal(&ir.Const{Typ: ir.Float64, Bits: math.Float64bits(1)}), a[2])
				return e.op(nvisa.ADD, cF, t, e.op(nvisa.MUL, cF, t, a[0], om), e.op(nvisa.MUL, cF, t, a[1], a[2]))
			}
			return e.op(nvisa.LRP, cF, t, a[2], a[1], a[0])
		},
		builtins.FnStep: func(e *emitter, t *ir.Type, a []val) val { return e.op(nvisa.SGE, cF, t, a[1], a[0]) },
		builtins.FnSmoothstep: func(e *emitter, t *ir.Type, a []val) val {
			num := e.op(nvisa.SUB, cF, t, a[2], a[0])
			den := e.op(nvisa.SUB, cF, t, a[1], a[0])
			q := e.perComp(t, num, den, func(d dest, x, y val) { e.opTo(nvisa.DIV, cF, d, x, y) })
			c := e.op(nvisa.MOV+".F.SAT", cF, t, q)
			k := e.op(nvisa.MAD, cF, t, c, fconst(-2), fconst(3))
			return e.op(nvisa.MUL, cF, t, e.op(nvisa.MUL, cF, t, c, c), k)
		},
		builtins.FnIsnan: func(e *emitter, t *ir.Type, a []val) val {
			return e.boolOfF(e.op(nvisa.SNE, cF, t, a[0], a[0]))
		},
		builtins.FnIsinf: func(e *emitter, t *ir.Type, a []val) val {
			v := a[0]
			v.abs = true
			return e.boolOfF(e.op(nvisa.SEQ, cF, t, v, fconst(float32(math.Inf(1)))))
		},
		builtins.FnPackDouble2x32: packFunc, builtins.FnUnpackDouble2x32: packFunc, builtins.FnPackInt2x32: packFunc, builtins.FnPackUint2x32: packFunc,
		builtins.FnUnpackInt2x32: packFunc, builtins.FnUnpackUint2x32: packFunc, builtins.FnPack64: packFunc, builtins.FnUnpack32: packFunc,
		builtins.FnDoubleBitsToInt64: retype, builtins.FnDoubleBitsToUint64: retype, builtins.FnInt64BitsToDouble: retype, builtins.FnUint64BitsToDouble: retype,
		builtins.FnFloatBitsToInt: retype, builtins.FnFloatBitsToUint: retype, builtins.FnIntBitsToFloat: retype, builtins.FnUintBitsToFloat: retype,
		builtins.FnFma: one(nvisa.MAD, cF),
		builtins.FnDot: func(e *emitter, t *ir.Type, a []val) val {
			if a[0].n() == 1 {
				return e.op(nvisa.MUL, cF, t, a[0], a[1])
			}
			if is64(t) {
				// The products added in order, as DP* does.
				p := e.op(nvisa.MUL, cF, a[0].t, a[0], a[1])
				d := p.comp(0)
				for i := 1; i < p.n(); i++ {
					d = e.op(nvisa.ADD, cF, t, d, p.comp(i))
				}
				return d
			}
			return e.op(dotOp(a[0].n()), cF, t, a[0], a[1])
		},
		builtins.FnLength: func(e *emitter, t *ir.Type, a []val) val {
			if a[0].n() == 1 {
				v := a[0]
				v.abs = true
				return e.op(nvisa.MOV, cF, t, v)
			}
			d := e.op(dotOp(a[0].n()), cF, t, a[0], a[0])
			return e.sqrt(t, d)
		},
		builtins.FnDistance: func(e *emitter, t *ir.Type, a []val) val {
			d := e.op(nvisa.SUB, cF, a[0].t, a[0], a[1])
			return componentFuncs[builtins.FnLength](e, t, []val{d})
		},
		builtins.FnNormalize: func(e *emitter, t *ir.Type, a []val) val {
			d := e.op(dotOp(max(a[0].n(), 2)), cF, ir.Float32, a[0], a[0])
			if a[0].n() == 1 {
				d = e.op(nvisa.MUL, cF, ir.Float32, a[0], a[0])
			}
			r := scalarF(nvisa.RSQ)(e, ir.Float32, []val{d})
			return e.op(nvisa.MUL, cF, t, a[0], r)
		},
		builtins.FnCross: func(e *emitter, t *ir.Type, a []val) val {
			m := e.op(nvisa.MUL, cF, t, a[0].swizzle([]int{1, 2, 0}), a[1].swizzle([]int{2, 0, 1}))
			n := e.op(nvisa.MUL, cF, t, a[0].swizzle([]int{2, 0, 1}), a[1].swizzle([]int{1, 2, 0}))
			return e.op(nvisa.SUB, cF, t, m, n)
		},
		builtins.FnLessThan: cmpFunc(ir.FOrdLess, ir.SLess, ir.ULess), builtins.FnLessThanEqual: cmpFunc(ir.FOrdLessEqual, ir.SLessEqual, ir.ULessEqual),
		builtins.FnGreaterThan:      cmpFunc(ir.FOrdGreater, ir.SGreater, ir.UGreater),
		builtins.FnGreaterThanEqual: cmpFunc(ir.FOrdGreaterEqual, ir.SGreaterEqual, ir.UGreaterEqual),
		builtins.FnEqual:            cmpFunc(ir.FOrdEqual, ir.IEqual, ir.IEqual),
		builtins.FnNotEqual:         cmpFunc(ir.FUnordNotEqual, ir.INotEqual, ir.INotEqual),
		builtins.FnAny:              reduceBool(nvisa.OR),
		builtins.FnAll:              reduceBool(nvisa.AND),
		builtins.FnNot:              one(nvisa.NOT, cS),
		builtins.FnBitfieldExtract: func(e *emitter, t *ir.Type, a []val) val {
			c := clsOf(t)
			return e.op(nvisa.BFE, c, t, e.bitsOffset(a[2], a[1]), a[0])
		},
		builtins.FnBitfieldInsert: func(e *emitter, t *ir.Type, a []val) val {
			c := clsOf(t)
			return e.op(nvisa.BFI, c, t, e.bitsOffset(a[3], a[2]), a[1], a[0])
		},
		builtins.FnBitfieldReverse: byClass("", nvisa.BFR, nvisa.BFR),
		builtins.FnBitCount:        byClass("", nvisa.BTC, nvisa.BTC),
		builtins.FnFindLSB:         byClass("", nvisa.BTFL, nvisa.BTFL),
		builtins.FnFindMSB:         byClass("", nvisa.BTFM, nvisa.BTFM),
	}
	// mix(x, y, bvec a) is the selecting overload of mix.
	componentFuncs[builtins.FnMixSelect] = componentFuncs[builtins.FnMix]
}

// minMax is MIN/MAX for integers; for floats it is the select the
// reference interpreter (and SPIR-V FMin/FMax) defines, so that NaN and
// signed zeros give the same result: min(x, y) = y < x ? y : x, max(x, y)
// = x < y ? y : x. (The assembly MIN.F/MAX.F return the non-NaN operand.)
func (e *emitter) minMax(t *ir.Type, op string, x, y val) val {
	c := clsOf(t)
	if !t.IsFloat() {
		return e.op(op, c, t, x, y)
	}
	bt := t.WithScalar(ir.Bool)
	var lt val
	if op == nvisa.MIN {
		lt = e.boolOfF(e.op(nvisa.SLT, cF, bt, y, x))
	} else {
		lt = e.boolOfF(e.op(nvisa.SLT, cF, bt, x, y))
	}
	if lt.n() < t.Components() {
		lt = lt.swizzle(make([]int, t.Components()))
	}
	return e.op(nvisa.CMP, cU, t, lt, y, x)
}

// sqrt is POW x, 0.5: an approximation on hardware like RCP(RSQ x),
// but on the interpreter pow(x, 0.5) is exactly sqrt (except sqrt(-0.0)).
func (e *emitter) sqrt(t *ir.Type, x val) val {
	return scalarF(nvisa.POW)(e, t, []val{x, fconst(0.5)})
}

// packFunc joins two words into a 64-bit value (PK64) or splits one
// (UP64).
func packFunc(e *emitter, t *ir.Type, a []val) val {
	w := e.inReg(a[0])
	r := e.tmp(t)
	if t.Components() == 1 {
		e.ins(nvisa.PK64+".U64 %s.x, %s", r.reg, e.operand(w, cU, dest{"", seq(2)}))
	} else {
		e.ins(nvisa.UP64+".U32 %s.xy, %s", r.reg, e.operand(w, cU64, dest{"", seq(1)}))
	}
	return r
}

func retype(e *emitter, t *ir.Type, a []val) val {
	v := a[0]
	v.t = t
	return v
}

// cmpFunc is a vector relational function (bool vectors use
// LogicalEqual / LogicalNotEqual).
func cmpFunc(f, s, u ir.BinaryOp) compFunc {
	return func(e *emitter, t *ir.Type, a []val) val {
		op := [...]ir.BinaryOp{f, s, u}[clsOf(a[0].t)]
		if a[0].t.IsBool() {
			op = ir.LogicalEqual
			if u == ir.INotEqual {
				op = ir.LogicalNotEqual
			}
		}
		return e.binop(op, a[0], a[1])
	}
}

func reduceBool(op string) compFunc {
	return func(e *emitter, t *ir.Type, a []val) val {
		acc := a[0].comp(0)
		for i := 1; i < a[0].n(); i++ {
			acc = e.op(op, cS, ir.Bool, acc, a[0].comp(i))
		}
		return acc
	}
}

// bitsOffset builds the {bits, offset} operand of BFE and BFI.
func (e *emitter) bitsOffset(bits, offset val) val {
	r := e.tmp(ir.Vec(ir.Uint32, 2))
	e.opTo(nvisa.MOV, cU, dest{r.reg, []int{0}}, bits)
	e.opTo(nvisa.MOV, cU, dest{r.reg, []int{1}}, offset)
	return r
}

// barrier maps barrier() to BAR and the memory barriers to MEMBAR (device
// scope) or MEMBAR.CTA (workgroup or subgroup scope, or shared memory
// only).
func (e *emitter) barrier(x *ir.BuiltinCall) []val {
	switch x.ID {
	case builtins.FnBarrier:
		e.ins(nvisa.BAR)
	case builtins.FnGroupMemoryBarrier, builtins.FnMemoryBarrierShared, builtins.FnSubgroupMemoryBarrier,
		builtins.FnSubgroupMemoryBarrierBuffer, builtins.FnSubgroupMemoryBarrierShared, builtins.FnSubgroupMemoryBarrierImage:
		e.ins(nvisa.MEMBAR + ".CTA")
	default:
		// memoryBarrier, memoryBarrierBuffer, memoryBarrierImage and the
		// scoped controlBarrier / memoryBarrier (whatever their arguments).
		e.ins(nvisa.MEMBAR)
	}
	return nil
}
