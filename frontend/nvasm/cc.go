package nvasm

import "github.com/glslc-nv/glslc-nv/spirv"

// Condition-code flags, one bit each in a component of a CC register.
const (
	flagSF = 1
	flagZF = 2
	flagOF = 4
	flagCF = 8
)

// ccEval evaluates a condition-code test per (swizzled) component.
func (g *gen) ccEval(c *ccTest) uint32 {
	if c.cond == "TR" || c.cond == "FL" {
		return g.boolVec([4]bool{c.cond == "TR", c.cond == "TR", c.cond == "TR", c.cond == "TR"})
	}
	v := g.swizzle(g.tV4u, g.bl.Load(g.tV4u, g.ccs[c.reg]), c.swz)
	zero := g.b.ConstNull(g.tV4u)
	flag := func(bit uint32) uint32 {
		m := g.op(spirv.OpBitwiseAnd, g.tV4u, v, g.splatC(tyU, uint64(bit)))
		return g.op(spirv.OpINotEqual, g.tV4b, m, zero)
	}
	not := func(b uint32) uint32 { return g.op(spirv.OpLogicalNot, g.tV4b, b) }
	and := func(a, b uint32) uint32 { return g.op(spirv.OpLogicalAnd, g.tV4b, a, b) }
	or := func(a, b uint32) uint32 { return g.op(spirv.OpLogicalOr, g.tV4b, a, b) }
	sf, zf, of := flag(flagSF), flag(flagZF), flag(flagOF)
	xor := func(a, b uint32) uint32 { return g.op(spirv.OpLogicalNotEqual, g.tV4b, a, b) }
	switch c.cond { // NV_gpu_program4 Table X.16
	case "EQ":
		return and(not(sf), zf)
	case "NE":
		return or(sf, not(zf))
	case "LT":
		return xor(and(sf, not(zf)), of)
	case "GE":
		return not(xor(sf, of))
	case "GT":
		return and(xor(not(sf), of), not(zf))
	case "LE":
		return xor(sf, or(zf, of))
	case "NAN":
		return and(sf, zf)
	case "LEG":
		return or(not(sf), not(zf))
	case "SF":
		return sf
	case "NSF":
		return not(sf)
	case "OF":
		return of
	case "NOF":
		return not(of)
	case "CF":
		return flag(flagCF)
	case "NCF":
		return not(flag(flagCF))
	case "AB":
		return and(flag(flagCF), not(zf))
	case "BLE":
		return or(not(flag(flagCF)), zf)
	}
	return g.boolVec([4]bool{})
}

// ccAny is a flow-control test: true when any swizzled component passes.
func (g *gen) ccAny(c *ccTest) uint32 {
	return g.op(spirv.OpAny, g.tBool, g.ccEval(c))
}

// setCC updates CC register reg from the result val of type ty for the
// components in mask (a bvec4 id, 0 for all); extra holds OF/CF bits.
func (g *gen) setCC(reg int, val uint32, ty valType, extra, mask uint32) {
	var sf, zf uint32
	if ty.base() == tyF {
		zero := g.b.ConstNull(g.vecT(ty))
		nan := g.op(spirv.OpIsNan, g.tV4b, val)
		sf = g.op(spirv.OpLogicalOr, g.tV4b, g.op(spirv.OpFOrdLessThan, g.tV4b, val, zero), nan)
		zf = g.op(spirv.OpLogicalOr, g.tV4b, g.op(spirv.OpFOrdEqual, g.tV4b, val, zero), nan)
	} else {
		st := tyS.width(ty.is64())
		iv := g.cast(val, ty, st, true)
		zero := g.b.ConstNull(g.vecT(st))
		sf = g.op(spirv.OpSLessThan, g.tV4b, iv, zero)
		zf = g.op(spirv.OpIEqual, g.tV4b, iv, zero)
	}
	zu := g.b.ConstNull(g.tV4u)
	bits := g.op(spirv.OpBitwiseOr, g.tV4u, g.sel(g.tV4u, sf, g.splatC(tyU, uint64(flagSF)), zu), g.sel(g.tV4u, zf, g.splatC(tyU, uint64(flagZF)), zu))
	if extra != 0 {
		bits = g.op(spirv.OpBitwiseOr, g.tV4u, bits, extra)
	}
	if mask != 0 {
		bits = g.sel(g.tV4u, mask, bits, g.bl.Load(g.tV4u, g.ccs[reg]))
	}
	g.bl.Store(g.ccs[reg], bits)
}

// carryFlags returns the OF/CF bits of the integer addition r = a + b
// (sub: r = a - b, CF set when there is no borrow).
func (g *gen) carryFlags(a, b, r uint32, ty valType, sub bool) uint32 {
	ut, st := tyU.width(ty.is64()), tyS.width(ty.is64())
	vu, vs := g.vecT(ut), g.vecT(st)
	au, bu, ru := g.cast(a, ty, ut, true), g.cast(b, ty, ut, true), g.cast(r, ty, ut, true)
	var cf, ofv uint32
	if sub {
		cf = g.op(spirv.OpUGreaterThanEqual, g.tV4b, au, bu)
		ofv = g.op(spirv.OpBitwiseAnd, vu, g.op(spirv.OpBitwiseXor, vu, au, bu), g.op(spirv.OpBitwiseXor, vu, au, ru))
	} else {
		cf = g.op(spirv.OpULessThan, g.tV4b, ru, au)
		ofv = g.op(spirv.OpBitwiseAnd, vu, g.op(spirv.OpBitwiseXor, vu, au, ru), g.op(spirv.OpBitwiseXor, vu, bu, ru))
	}
	of := g.op(spirv.OpSLessThan, g.tV4b, g.op(spirv.OpBitcast, vs, ofv), g.b.ConstNull(vs))
	zu := g.b.ConstNull(g.tV4u)
	return g.op(spirv.OpBitwiseOr, g.tV4u, g.sel(g.tV4u, cf, g.splatC(tyU, uint64(flagCF)), zu), g.sel(g.tV4u, of, g.splatC(tyU, uint64(flagOF)), zu))
}
