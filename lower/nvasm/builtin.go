package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"math"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// builtin emits a call of a built-in function.
func (e *emitter) builtin(x *ir.BuiltinCall) []val {
	name := x.Fn.Name
	low := &x.Fn.Lower
	switch low.Kind {
	case builtins.Barrier:
		return e.barrier(x, low)
	case builtins.Group:
		e.unsupported(x.Pos, "the subgroup function "+name+" (the assembly target has 32-lane warps, not subgroups)")
	case builtins.Expand:
		return e.expand(x)
	case builtins.ImageKind:
		e.unsupported(x.Pos, "the image built-in "+name+" (the assembly target has no images or samplers)")
		return nil
	}
	for _, a := range x.Args {
		e.check32(x.Pos, a.Type())
		if is64(a.Type()) && !allow64[name] {
			e.unsupported(x.Pos, "the built-in function "+name+" on 64-bit types")
		}
	}
	if f, ok := componentFuncs[name]; ok {
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
	switch name {
	case "modf":
		v := e.scalar(x.Args[0])
		p := e.place(x.Args[1].(ir.Ref))
		i := e.op(nvisa.TRUNC, cF, x.Typ, v)
		frac := e.op(nvisa.SUB, cF, x.Typ, v, i)
		e.store(p, []val{i})
		return []val{frac}
	case "uaddCarry", "usubBorrow":
		a, b := e.scalar(x.Args[0]), e.scalar(x.Args[1])
		p := e.place(x.Args[2].(ir.Ref))
		var r, c val
		if name == "uaddCarry" {
			r = e.op(nvisa.ADD, cU, x.Typ, a, b)
			c = e.op(nvisa.SLT, cU, x.Typ, r, a)
		} else {
			r = e.op(nvisa.SUB, cU, x.Typ, a, b)
			c = e.op(nvisa.SLT, cU, x.Typ, a, b)
		}
		e.store(p, []val{e.op(nvisa.AND, cU, x.Typ, c, u32(1))})
		return []val{r}
	case "umulExtended", "imulExtended":
		a, b := e.scalar(x.Args[0]), e.scalar(x.Args[1])
		t := x.Args[0].Type()
		msb, lsb := e.place(x.Args[2].(ir.Ref)), e.place(x.Args[3].(ir.Ref))
		c := clsOf(t)
		hi := e.op(nvisa.MUL+".HI."+c.String(), c, t, a, b)
		lo := e.op(nvisa.MUL, c, t, a, b)
		e.store(msb, []val{hi})
		e.store(lsb, []val{lo})
		return nil
	case "determinant":
		return []val{e.determinant(e.value(x.Args[0]))}
	case "ldexp":
		a := e.args(x)
		return []val{e.ldexp(x.Typ, a[0][0], a[1][0])}
	case "frexp":
		v := e.scalar(x.Args[0])
		p := e.place(x.Args[1].(ir.Ref))
		m, ex := e.frexp(x.Typ, v)
		e.store(p, []val{ex})
		return []val{m}
	case "matrixCompMult":
		xs, ys := e.value(x.Args[0]), e.value(x.Args[1])
		out := make([]val, len(xs))
		for i := range xs {
			out[i] = e.op(nvisa.MUL, cF, xs[i].t, xs[i], ys[i])
		}
		return out
	case "transpose":
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
	case "outerProduct":
		c, r := e.scalar(x.Args[0]), e.scalar(x.Args[1])
		cols := leaves(x.Typ)
		out := make([]val, len(cols))
		for j, ct := range cols {
			out[j] = e.op(nvisa.MUL, cF, ct, c, r.comp(j))
		}
		return out
	}
	e.unsupported(x.Pos, "the built-in function "+name)
	return nil
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
var allow64 = map[string]bool{
	"abs": true, "sign": true, "floor": true, "ceil": true, "trunc": true, "round": true,
	"roundEven": true, "fract": true, "mod": true, "min": true, "max": true, "clamp": true,
	"mix": true, "step": true, "isnan": true, "isinf": true, "fma": true, "dot": true,
	"lessThan": true, "lessThanEqual": true, "greaterThan": true, "greaterThanEqual": true,
	"equal": true, "notEqual": true, "modf": true,
	"doubleBitsToInt64": true, "doubleBitsToUint64": true, "int64BitsToDouble": true, "uint64BitsToDouble": true,
	"packDouble2x32": true, "unpackDouble2x32": true, "packInt2x32": true, "packUint2x32": true,
	"unpackInt2x32": true, "unpackUint2x32": true,
	// pack64(u32vec2) / unpack32(uint64_t) are packUint2x32 under other
	// names; their 8- and 16-bit overloads stop at check32 (no 8- or
	// 16-bit registers).
	"pack64": true, "unpack32": true,
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

var componentFuncs map[string]compFunc

func init() {
	componentFuncs = map[string]compFunc{
		"sin": scalarF(nvisa.SIN), "cos": scalarF(nvisa.COS), "exp2": scalarF(nvisa.EX2), "log2": scalarF(nvisa.LG2),
		"pow": scalarF(nvisa.POW), "inversesqrt": scalarF(nvisa.RSQ),
		"sqrt": func(e *emitter, t *ir.Type, a []val) val { return e.sqrt(t, a[0]) },
		"exp": func(e *emitter, t *ir.Type, a []val) val {
			return scalarF(nvisa.EX2)(e, t, []val{e.op(nvisa.MUL, cF, t, a[0], fconst(float32(math.Log2E)))})
		},
		"log": func(e *emitter, t *ir.Type, a []val) val {
			return e.op(nvisa.MUL, cF, t, scalarF(nvisa.LG2)(e, t, a), fconst(float32(math.Ln2)))
		},
		"tan": func(e *emitter, t *ir.Type, a []val) val {
			s := scalarF(nvisa.SIN)(e, t, a)
			c := scalarF(nvisa.COS)(e, t, a)
			return e.perComp(t, s, c, func(d dest, x, y val) { e.opTo(nvisa.DIV, cF, d, x, y) })
		},
		"radians": func(e *emitter, t *ir.Type, a []val) val {
			return e.op(nvisa.MUL, cF, t, a[0], fconst(float32(math.Pi/180)))
		},
		"degrees": func(e *emitter, t *ir.Type, a []val) val {
			return e.op(nvisa.MUL, cF, t, a[0], fconst(float32(180/math.Pi)))
		},
		"abs": func(e *emitter, t *ir.Type, a []val) val {
			if t.IsFloat() {
				v := a[0]
				v.abs, v.neg = true, false
				return e.op(nvisa.MOV, cF, t, v)
			}
			return e.op(nvisa.ABS, cS, t, a[0])
		},
		"sign": func(e *emitter, t *ir.Type, a []val) val {
			if t.IsFloat() {
				return e.op(nvisa.SSG, cF, t, a[0])
			}
			// (x < 0) - (x > 0) on -1/0 set-ons is -1, 0 or 1.
			gt := e.op(nvisa.SGT, cS, t, a[0], s32(0))
			lt := e.op(nvisa.SLT, cS, t, a[0], s32(0))
			return e.op(nvisa.SUB, cS, t, lt, gt)
		},
		"floor":     one(nvisa.FLR, cF),
		"ceil":      one(nvisa.CEIL, cF),
		"trunc":     one(nvisa.TRUNC, cF),
		"roundEven": one(nvisa.ROUND, cF),
		"round": func(e *emitter, t *ir.Type, a []val) val {
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
		"fract": one(nvisa.FRC, cF),
		"mod": func(e *emitter, t *ir.Type, a []val) val {
			return e.binop(ir.FMod, a[0], a[1])
		},
		"min": func(e *emitter, t *ir.Type, a []val) val { return e.minMax(t, nvisa.MIN, a[0], a[1]) },
		"max": func(e *emitter, t *ir.Type, a []val) val { return e.minMax(t, nvisa.MAX, a[0], a[1]) },
		"clamp": func(e *emitter, t *ir.Type, a []val) val {
			return e.minMax(t, nvisa.MIN, e.minMax(t, nvisa.MAX, a[0], a[1]), a[2])
		},
		"mix": func(e *emitter, t *ir.Type, a []val) val {
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
		"step": func(e *emitter, t *ir.Type, a []val) val { return e.op(nvisa.SGE, cF, t, a[1], a[0]) },
		"smoothstep": func(e *emitter, t *ir.Type, a []val) val {
			num := e.op(nvisa.SUB, cF, t, a[2], a[0])
			den := e.op(nvisa.SUB, cF, t, a[1], a[0])
			q := e.perComp(t, num, den, func(d dest, x, y val) { e.opTo(nvisa.DIV, cF, d, x, y) })
			c := e.op(nvisa.MOV+".F.SAT", cF, t, q)
			k := e.op(nvisa.MAD, cF, t, c, fconst(-2), fconst(3))
			return e.op(nvisa.MUL, cF, t, e.op(nvisa.MUL, cF, t, c, c), k)
		},
		"isnan": func(e *emitter, t *ir.Type, a []val) val {
			return e.boolOfF(e.op(nvisa.SNE, cF, t, a[0], a[0]))
		},
		"isinf": func(e *emitter, t *ir.Type, a []val) val {
			v := a[0]
			v.abs = true
			return e.boolOfF(e.op(nvisa.SEQ, cF, t, v, fconst(float32(math.Inf(1)))))
		},
		"packDouble2x32": packFunc, "unpackDouble2x32": packFunc, "packInt2x32": packFunc, "packUint2x32": packFunc,
		"unpackInt2x32": packFunc, "unpackUint2x32": packFunc, "pack64": packFunc, "unpack32": packFunc,
		"doubleBitsToInt64": retype, "doubleBitsToUint64": retype, "int64BitsToDouble": retype, "uint64BitsToDouble": retype,
		"floatBitsToInt": retype, "floatBitsToUint": retype, "intBitsToFloat": retype, "uintBitsToFloat": retype,
		"fma": one(nvisa.MAD, cF),
		"dot": func(e *emitter, t *ir.Type, a []val) val {
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
		"length": func(e *emitter, t *ir.Type, a []val) val {
			if a[0].n() == 1 {
				v := a[0]
				v.abs = true
				return e.op(nvisa.MOV, cF, t, v)
			}
			d := e.op(dotOp(a[0].n()), cF, t, a[0], a[0])
			return e.sqrt(t, d)
		},
		"distance": func(e *emitter, t *ir.Type, a []val) val {
			d := e.op(nvisa.SUB, cF, a[0].t, a[0], a[1])
			return componentFuncs["length"](e, t, []val{d})
		},
		"normalize": func(e *emitter, t *ir.Type, a []val) val {
			d := e.op(dotOp(max(a[0].n(), 2)), cF, ir.Float32, a[0], a[0])
			if a[0].n() == 1 {
				d = e.op(nvisa.MUL, cF, ir.Float32, a[0], a[0])
			}
			r := scalarF(nvisa.RSQ)(e, ir.Float32, []val{d})
			return e.op(nvisa.MUL, cF, t, a[0], r)
		},
		"cross": func(e *emitter, t *ir.Type, a []val) val {
			m := e.op(nvisa.MUL, cF, t, a[0].swizzle([]int{1, 2, 0}), a[1].swizzle([]int{2, 0, 1}))
			n := e.op(nvisa.MUL, cF, t, a[0].swizzle([]int{2, 0, 1}), a[1].swizzle([]int{1, 2, 0}))
			return e.op(nvisa.SUB, cF, t, m, n)
		},
		"lessThan": cmpFunc(ir.FOrdLess, ir.SLess, ir.ULess), "lessThanEqual": cmpFunc(ir.FOrdLessEqual, ir.SLessEqual, ir.ULessEqual),
		"greaterThan":      cmpFunc(ir.FOrdGreater, ir.SGreater, ir.UGreater),
		"greaterThanEqual": cmpFunc(ir.FOrdGreaterEqual, ir.SGreaterEqual, ir.UGreaterEqual),
		"equal":            cmpFunc(ir.FOrdEqual, ir.IEqual, ir.IEqual),
		"notEqual":         cmpFunc(ir.FUnordNotEqual, ir.INotEqual, ir.INotEqual),
		"any":              reduceBool(nvisa.OR),
		"all":              reduceBool(nvisa.AND),
		"not":              one(nvisa.NOT, cS),
		"bitfieldExtract": func(e *emitter, t *ir.Type, a []val) val {
			c := clsOf(t)
			return e.op(nvisa.BFE, c, t, e.bitsOffset(a[2], a[1]), a[0])
		},
		"bitfieldInsert": func(e *emitter, t *ir.Type, a []val) val {
			c := clsOf(t)
			return e.op(nvisa.BFI, c, t, e.bitsOffset(a[3], a[2]), a[1], a[0])
		},
		"bitfieldReverse": byClass("", nvisa.BFR, nvisa.BFR),
		"bitCount":        byClass("", nvisa.BTC, nvisa.BTC),
		"findLSB":         byClass("", nvisa.BTFL, nvisa.BTFL),
		"findMSB":         byClass("", nvisa.BTFM, nvisa.BTFM),
	}
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
// scope) or MEMBAR.CTA (workgroup scope, or shared memory only).
func (e *emitter) barrier(x *ir.BuiltinCall, low *builtins.Lowering) []val {
	switch {
	case low.ExecScope == spirv.ScopeWorkgroup:
		e.ins(nvisa.BAR)
	case low.ExecScope != 0:
		e.unsupported(x.Pos, "the subgroup function "+x.Fn.Name)
	case low.MemScope == spirv.ScopeWorkgroup || low.MemScope == spirv.ScopeSubgroup ||
		low.Semantics&^spirv.MemorySemanticsAcquireRelease == spirv.MemorySemanticsWorkgroupMemory:
		e.ins(nvisa.MEMBAR + ".CTA")
	default:
		e.ins(nvisa.MEMBAR)
	}
	return nil
}
