package constfold

import (
	"math"
	"math/bits"

	"github.com/glslc-nv/glslc-nv/ir"
)

// Builtin folds the few built-in functions whose constant results shaders
// rely on in constant expressions (array sizes, case labels), as glslang
// does; nil for the others. Fold counts the results as inexact: the
// precision of the float ones is the target's.
func Builtin(x *ir.BuiltinCall) *ir.Const {
	args := make([]*ir.Const, len(x.Args))
	for i, a := range x.Args {
		if args[i] = As(a); args[i] == nil {
			return nil
		}
	}
	t := x.Typ
	comp := func(f func(vs []*ir.Const) *ir.Const) *ir.Const {
		if t.Kind() == ir.KindMatrix {
			return nil
		}
		out := make([]*ir.Const, t.Components())
		for i := range out {
			vs := make([]*ir.Const, len(args))
			for j, a := range args {
				vs[j] = a // a scalar argument of a vector overload stands for every component
				if !a.Typ.IsScalar() {
					es := Elems(a)
					if i >= len(es) {
						return nil
					}
					vs[j] = es[i]
				}
			}
			if out[i] = f(vs); out[i] == nil {
				return nil
			}
		}
		if t.IsScalar() {
			return out[0]
		}
		return ir.ConstComposite(t, out...)
	}
	less := func(a, b *ir.Const) bool {
		switch a.Typ.Kind() {
		case ir.KindFloat:
			return a.Float() < b.Float()
		case ir.KindInt:
			return a.Int() < b.Int()
		}
		return a.Bits < b.Bits
	}
	switch x.Fn.Name {
	case "min":
		return comp(func(v []*ir.Const) *ir.Const {
			if less(v[1], v[0]) {
				return v[1]
			}
			return v[0]
		})
	case "max":
		return comp(func(v []*ir.Const) *ir.Const {
			if less(v[0], v[1]) {
				return v[1]
			}
			return v[0]
		})
	case "clamp":
		return comp(func(v []*ir.Const) *ir.Const {
			r := v[0]
			if less(r, v[1]) {
				r = v[1]
			}
			if less(v[2], r) {
				r = v[2]
			}
			return r
		})
	case "floor", "ceil", "trunc", "fract", "sqrt", "inversesqrt", "radians", "degrees", "exp", "exp2", "log", "log2", "sin", "cos", "tan":
		fn := map[string]func(float64) float64{
			"floor": math.Floor, "ceil": math.Ceil, "trunc": math.Trunc,
			"fract":       func(v float64) float64 { return v - math.Floor(v) },
			"sqrt":        math.Sqrt,
			"inversesqrt": func(v float64) float64 { return 1 / math.Sqrt(v) },
			"radians":     func(v float64) float64 { return v * math.Pi / 180 },
			"degrees":     func(v float64) float64 { return v * 180 / math.Pi },
			"exp":         math.Exp, "exp2": math.Exp2, "log": math.Log, "log2": math.Log2,
			"sin": math.Sin, "cos": math.Cos, "tan": math.Tan,
		}[x.Fn.Name]
		return comp(func(v []*ir.Const) *ir.Const { return ir.ConstFloat(v[0].Typ, fn(v[0].Float())) })
	case "floatBitsToInt", "floatBitsToUint", "intBitsToFloat", "uintBitsToFloat":
		st := t.Scalar()
		return comp(func(v []*ir.Const) *ir.Const { return &ir.Const{Typ: st, Bits: v[0].Bits} })
	case "pow":
		return comp(func(v []*ir.Const) *ir.Const { return ir.ConstFloat(v[0].Typ, math.Pow(v[0].Float(), v[1].Float())) })
	case "mod":
		return comp(func(v []*ir.Const) *ir.Const {
			a, b := v[0].Float(), v[1].Float()
			return ir.ConstFloat(v[0].Typ, a-b*math.Floor(a/b))
		})
	case "step":
		return comp(func(v []*ir.Const) *ir.Const {
			if v[1].Float() < v[0].Float() {
				return ir.ConstFloat(v[1].Typ, 0)
			}
			return ir.ConstFloat(v[1].Typ, 1)
		})
	case "sign":
		return comp(func(v []*ir.Const) *ir.Const {
			t := v[0].Typ
			if t.Kind() == ir.KindFloat {
				f := v[0].Float()
				switch {
				case f > 0:
					return ir.ConstFloat(t, 1)
				case f < 0:
					return ir.ConstFloat(t, -1)
				}
				return ir.ConstFloat(t, 0)
			}
			n := v[0].Int()
			switch {
			case n > 0:
				return ir.ConstInt(t, 1)
			case n < 0:
				return ir.ConstInt(t, -1)
			}
			return ir.ConstInt(t, 0)
		})
	case "bitCount":
		return comp(func(v []*ir.Const) *ir.Const {
			return ir.ConstInt(ir.Int32, int64(bits.OnesCount64(v[0].Bits)))
		})
	case "findLSB":
		return comp(func(v []*ir.Const) *ir.Const {
			if v[0].Bits == 0 {
				return ir.ConstInt(ir.Int32, -1)
			}
			return ir.ConstInt(ir.Int32, int64(bits.TrailingZeros64(v[0].Bits)))
		})
	case "findMSB":
		return comp(func(v []*ir.Const) *ir.Const {
			u := uint32(v[0].Bits)
			if v[0].Typ.IsInt() && int32(u) < 0 {
				u = ^u
			}
			return ir.ConstInt(ir.Int32, int64(31-bits.LeadingZeros32(u)))
		})
	case "abs":
		return comp(func(v []*ir.Const) *ir.Const {
			switch v[0].Typ.Kind() {
			case ir.KindFloat:
				return ir.ConstFloat(v[0].Typ, math.Abs(v[0].Float()))
			case ir.KindInt:
				if v[0].Int() < 0 {
					return ir.ConstInt(v[0].Typ, -v[0].Int())
				}
			}
			return v[0]
		})
	}
	return nil
}
