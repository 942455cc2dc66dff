package constfold

import (
	"math"
	"math/bits"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
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
	switch x.ID {
	case builtins.FnMin:
		return comp(func(v []*ir.Const) *ir.Const {
			if less(v[1], v[0]) {
				return v[1]
			}
			return v[0]
		})
	case builtins.FnMax:
		return comp(func(v []*ir.Const) *ir.Const {
			if less(v[0], v[1]) {
				return v[1]
			}
			return v[0]
		})
	case builtins.FnClamp:
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
	case builtins.FnFloor, builtins.FnCeil, builtins.FnTrunc, builtins.FnFract, builtins.FnSqrt, builtins.FnInversesqrt,
		builtins.FnRadians, builtins.FnDegrees, builtins.FnExp, builtins.FnExp2, builtins.FnLog, builtins.FnLog2,
		builtins.FnSin, builtins.FnCos, builtins.FnTan:
		fn := map[builtins.FuncID]func(float64) float64{
			builtins.FnFloor: math.Floor, builtins.FnCeil: math.Ceil, builtins.FnTrunc: math.Trunc,
			builtins.FnFract:       func(v float64) float64 { return v - math.Floor(v) },
			builtins.FnSqrt:        math.Sqrt,
			builtins.FnInversesqrt: func(v float64) float64 { return 1 / math.Sqrt(v) },
			builtins.FnRadians:     func(v float64) float64 { return v * math.Pi / 180 },
			builtins.FnDegrees:     func(v float64) float64 { return v * 180 / math.Pi },
			builtins.FnExp:         math.Exp, builtins.FnExp2: math.Exp2, builtins.FnLog: math.Log, builtins.FnLog2: math.Log2,
			builtins.FnSin: math.Sin, builtins.FnCos: math.Cos, builtins.FnTan: math.Tan,
		}[x.ID]
		return comp(func(v []*ir.Const) *ir.Const { return ir.ConstFloat(v[0].Typ, fn(v[0].Float())) })
	case builtins.FnFloatBitsToInt, builtins.FnFloatBitsToUint, builtins.FnIntBitsToFloat, builtins.FnUintBitsToFloat:
		st := t.Scalar()
		return comp(func(v []*ir.Const) *ir.Const { return &ir.Const{Typ: st, Bits: v[0].Bits} })
	case builtins.FnPow:
		return comp(func(v []*ir.Const) *ir.Const { return ir.ConstFloat(v[0].Typ, math.Pow(v[0].Float(), v[1].Float())) })
	case builtins.FnMod:
		return comp(func(v []*ir.Const) *ir.Const {
			a, b := v[0].Float(), v[1].Float()
			return ir.ConstFloat(v[0].Typ, a-b*math.Floor(a/b))
		})
	case builtins.FnStep:
		return comp(func(v []*ir.Const) *ir.Const {
			if v[1].Float() < v[0].Float() {
				return ir.ConstFloat(v[1].Typ, 0)
			}
			return ir.ConstFloat(v[1].Typ, 1)
		})
	case builtins.FnSign:
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
	case builtins.FnBitCount:
		return comp(func(v []*ir.Const) *ir.Const {
			return ir.ConstInt(ir.Int32, int64(bits.OnesCount64(v[0].Bits)))
		})
	case builtins.FnFindLSB:
		return comp(func(v []*ir.Const) *ir.Const {
			if v[0].Bits == 0 {
				return ir.ConstInt(ir.Int32, -1)
			}
			return ir.ConstInt(ir.Int32, int64(bits.TrailingZeros64(v[0].Bits)))
		})
	case builtins.FnFindMSB:
		return comp(func(v []*ir.Const) *ir.Const {
			u := uint32(v[0].Bits)
			if v[0].Typ.IsInt() && int32(u) < 0 {
				u = ^u
			}
			return ir.ConstInt(ir.Int32, int64(31-bits.LeadingZeros32(u)))
		})
	case builtins.FnAbs:
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
