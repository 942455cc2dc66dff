package nvasm

import (
	"math"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// cvt emits CVT.<dst>.<src>[.rnd][.SAT] (NV_gpu_program5): the source is
// read in its storage type (8/16-bit sources from the low bits, extended),
// floats are rounded to an integer by the rounding modifier (.ROUND, to
// nearest even, by default), and integer results keep their low bits, or
// clamp to the destination range with .SAT; results are written as 32-bit
// values (8/16-bit ones extended by their signedness). Float-to-float
// conversion copies.
func (g *gen) cvt(in *inst) {
	dst, srcT := in.cvt[0], in.cvt[1]
	sk, dk := storKind(srcT), storKind(dst)
	sv := g.src(in.srcs[0], sk) // the register, converted to the source width
	if srcT.Size < 4 {
		sv = g.cast(g.narrow(g.cast(sv, sk, tyU, true), srcT), tyU, sk, true)
	}
	var r uint32
	switch {
	case srcT.Float && dst.Float:
		r = g.resize(sv, sk, dk) // never rounds to an integer
	case srcT.Float:
		r = g.cast(g.floatToInt(g.round(sv, sk, in.rnd), sk, dst, in.sat != 0), tyU.width(dk.is64()), dk, true)
	case dst.Float:
		op := spirv.OpConvertUToF
		if srcT.Signed {
			op = spirv.OpConvertSToF
		}
		r = g.op(op, g.vecT(dk), sv)
	default:
		wide := sk.is64() || dk.is64()
		v := g.resize(sv, sk, sk.width(wide)) // sign- or zero-extended
		if in.sat != 0 {
			v = g.clampInt(v, sk.width(wide), dst)
		}
		u := g.resize(g.cast(v, sk.width(wide), tyU.width(wide), true), tyU.width(wide), tyU.width(dk.is64()))
		if dst.Size < 4 {
			u = g.narrow(u, dst)
		}
		r = g.cast(u, tyU.width(dk.is64()), dk, true)
	}
	g.write(in, r, dk, 0)
}

// narrow keeps the low 8 or 16 bits of 32-bit words, extended by the
// signedness of st.
func (g *gen) narrow(v uint32, st *storType) uint32 {
	sh := g.splatC(tyU, uint64(32-8*st.Size))
	x := g.op(spirv.OpShiftLeftLogical, g.tV4u, v, sh)
	if st.Signed {
		return g.op(spirv.OpBitcast, g.tV4u, g.op(spirv.OpShiftRightArithmetic, g.tV4i, g.op(spirv.OpBitcast, g.tV4i, x), sh))
	}
	return g.op(spirv.OpShiftRightLogical, g.tV4u, x, sh)
}

func (g *gen) vec4c(f float32) uint32 {
	c := g.cf(f)
	return g.b.ConstComposite(g.tV4f, c, c, c, c)
}

// round rounds a float vector to an integral value: .ROUND (the default)
// to nearest even, .CEIL, .FLR, .TRUNC.
func (g *gen) round(v uint32, ft valType, mode string) uint32 {
	fn := map[string]uint32{"": spirv.GLSLstd450RoundEven, "ROUND": spirv.GLSLstd450RoundEven,
		"CEIL": spirv.GLSLstd450Ceil, "FLR": spirv.GLSLstd450Floor, "TRUNC": spirv.GLSLstd450Trunc}[mode]
	return g.ext(g.vecT(ft), fn, v)
}

// storKind is the value type a storage type is read and written in:
// 64-bit for the 64-bit types.
func storKind(st *storType) valType {
	t := tyU
	switch {
	case st.Float:
		t = tyF
	case st.Signed:
		t = tyS
	}
	return t.width(st.Size == 8)
}

// memValue reads the value operand of a store or atomic in the type of
// the storage modifier, as raw bits (a u64vec4 for 64-bit types).
func (g *gen) memValue(o *operand, st *storType) uint32 {
	k := storKind(st)
	return g.cast(g.src(o, k), k, tyU.width(k.is64()), true)
}

// intRange is the range of an integer storage type (the top of U64 is
// cut to the largest int64).
func intRange(st *storType) (lo, hi int64) {
	bits := uint(8 * st.Size)
	switch {
	case st.Signed:
		return -1 << (bits - 1), 1<<(bits-1) - 1
	case bits == 64:
		return 0, math.MaxInt64
	}
	return 0, 1<<bits - 1
}

// floatToInt converts integral floats of type ft to the integer type
// dst, as unsigned words of dst's width: saturating with sat, else keeping
// the low bits of the exact integer (then the low bits of a narrow type).
// NaN and infinities, undefined in the specification, give 0.
func (g *gen) floatToInt(f uint32, ft valType, dst *storType, sat bool) uint32 {
	dk := storKind(dst)
	ut := tyU.width(dk.is64())
	vf := g.vecT(ft)
	if sat {
		if dst.Size >= 4 {
			fw := tyF.width(dk.is64())
			return g.cast(g.fToType(g.resize(f, ft, fw), dk), dk, ut, true)
		}
		lo, hi := intRange(dst)
		c := g.ext(vf, spirv.GLSLstd450NClamp, f, g.splatF(ft, float64(lo)), g.splatF(ft, float64(hi)))
		return g.op(spirv.OpBitcast, g.tV4u, g.op(spirv.OpConvertFToS, g.tV4i, c))
	}
	n := int(ut.bits())
	st := tyS.width(dk.is64())
	abs := g.ext(vf, spirv.GLSLstd450FAbs, f)
	small := g.op(spirv.OpFOrdLessThan, g.tV4b, abs, g.splatF(ft, math.Ldexp(1, n-1)))
	zero := g.b.ConstNull(vf)
	// |f| >= 2^(n-1) has no fraction, so f mod 2^n is exact and fits.
	wrapped := g.op(spirv.OpConvertFToU, g.vecT(ut), g.op(spirv.OpFMod, vf, g.sel(vf, small, zero, f), g.splatF(ft, math.Ldexp(1, n))))
	direct := g.op(spirv.OpBitcast, g.vecT(ut), g.op(spirv.OpConvertFToS, g.vecT(st), g.sel(vf, small, f, zero)))
	v := g.sel(g.vecT(ut), small, direct, wrapped)
	bad := g.op(spirv.OpLogicalOr, g.tV4b, g.op(spirv.OpIsNan, g.tV4b, f), g.op(spirv.OpIsInf, g.tV4b, f))
	v = g.sel(g.vecT(ut), bad, g.b.ConstNull(g.vecT(ut)), v)
	if dst.Size < 4 {
		return g.narrow(v, dst)
	}
	return v
}

// clampInt clamps integers of type t (signed or unsigned, 32 or 64 bits)
// to the range of dst.
func (g *gen) clampInt(v uint32, t valType, dst *storType) uint32 {
	lo, hi := intRange(dst)
	vt := g.vecT(t)
	if t.base() == tyS {
		if dst.Size == 8 && dst.Signed {
			return v
		}
		if !dst.Signed && dst.Size == 8 {
			hi = math.MaxInt64
		}
		if !t.is64() {
			lo, hi = max(lo, math.MinInt32), min(hi, math.MaxInt32)
		}
		return g.ext(vt, spirv.GLSLstd450SClamp, v, g.splatC(t, uint64(lo)), g.splatC(t, uint64(hi)))
	}
	uhi := uint64(hi)
	if dst.Size == 8 && !dst.Signed {
		return v
	}
	if !t.is64() {
		uhi = min(uhi, math.MaxUint32)
	}
	return g.ext(vt, spirv.GLSLstd450UMin, v, g.splatC(t, uhi))
}
