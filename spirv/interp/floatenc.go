package interp

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/internal/minifloat"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Floats with an FP Encoding (SPV_KHR_bfloat16, SPV_EXT_float8, and the
// 4-bit E2M1 of SPV_EXT_ocp_microscaling_types, whose conversions from
// wider types saturate at ±6 as internal/minifloat says): rtype.enc
// holds the minifloat.Format, width its bits. SPV_KHR_bfloat16 allows
// such types only in conversions (OpFConvert to and from other floats,
// and to and from integers through them), OpDot (BFloat16DotProductKHR)
// and cooperative matrices (BFloat16CooperativeMatrixKHR, which brings
// element-wise arithmetic); SPV_EXT_float8 the same for its types. The
// interpreter runs those, rounding with internal/minifloat, and refuses
// other float instructions on them (comparisons, GLSL.std.450, ...) at
// load time instead of reading the bits as an IEEE half.
const (
	encBF16 = uint8(minifloat.BFloat16)
	encE4M3 = uint8(minifloat.E4M3)
	encE5M2 = uint8(minifloat.E5M2)
	encE2M1 = uint8(minifloat.E2M1)
)

func floatEncoding(t *rtype, enc uint32) error {
	f, ok := spirv.EncodingFormat(spirv.FPEncoding(enc))
	if !ok {
		return fmt.Errorf("unsupported floating-point encoding %d", enc)
	}
	if t.width != f.Bits() {
		return fmt.Errorf("a %d-bit float cannot have encoding %d", t.width, enc)
	}
	t.enc = uint8(f)
	return nil
}

func encGet(enc uint8, v uint64) float64 {
	return minifloat.ToFloat64(minifloat.Format(enc), uint32(v))
}

func encPut(enc uint8, x float64) uint64 {
	return uint64(minifloat.FromFloat64(minifloat.Format(enc), x, false))
}

// encOf is the encoding of t's scalar, 0 for IEEE floats and non-floats.
func encOf(t *rtype) uint8 {
	if t == nil {
		return 0
	}
	if s := t.scalar(); s != nil && s.k == tFloat {
		return s.enc
	}
	return 0
}

// encOp compiles the float instructions whose result or first operand
// has an FP Encoding.
func (o *opc) encOp() ([]inst, error) {
	var t0 *rtype
	if len(o.ops) > 0 {
		t0 = o.c.vtype[o.ops[0]]
	}
	re, e0 := encOf(o.rt), encOf(t0)
	if re == 0 && e0 == 0 {
		return nil, errNotMine
	}
	op := o.in.Op
	switch op {
	case spirv.OpCompositeConstruct, spirv.OpCompositeExtract, spirv.OpCompositeInsert, spirv.OpCopyObject,
		spirv.OpVectorShuffle, spirv.OpVectorExtractDynamic, spirv.OpVectorInsertDynamic, spirv.OpSelect,
		spirv.OpLoad, spirv.OpStore, spirv.OpBitcast, spirv.OpPhi, spirv.OpCopyLogical, spirv.OpUndef,
		spirv.OpCooperativeMatrixLoadKHR, spirv.OpCooperativeMatrixStoreKHR, spirv.OpCooperativeMatrixMulAddKHR,
		spirv.OpCooperativeMatrixLengthKHR, spirv.OpAccessChain, spirv.OpInBoundsAccessChain,
		spirv.OpFunctionCall, spirv.OpReturnValue, spirv.OpGroupNonUniformBroadcast, spirv.OpGroupNonUniformBroadcastFirst,
		spirv.OpGroupNonUniformShuffle, spirv.OpGroupNonUniformShuffleXor, spirv.OpGroupNonUniformShuffleUp,
		spirv.OpGroupNonUniformShuffleDown, spirv.OpSubgroupShuffleINTEL, spirv.OpBitcastExtractEXT,
		spirv.OpCooperativeMatrixLoadTensorNV, spirv.OpCooperativeMatrixStoreTensorNV,
		spirv.OpCooperativeMatrixPerElementOpNV, spirv.OpCooperativeMatrixReduceNV,
		spirv.OpCooperativeMatrixConvertUseEXT, spirv.OpCooperativeMatrixTransposeNV:
		return nil, errNotMine // moves bits, or converts or calls itself (coopmat.go, coopmat_tensor.go)
	}
	var rs, s0 *rtype
	if o.rt != nil {
		rs = o.rt.scalar()
	}
	if t0 != nil {
		s0 = t0.scalar()
	}
	if rs == nil || s0 == nil {
		return nil, o.c.errf("%s: operand and result must be scalars or vectors (or cooperative matrices)", op)
	}
	get := func(v uint64) float64 { return scalarF(s0, v) }
	put := func(x float64) uint64 { return putF(rs, x) }
	if (rs.enc == encE4M3 || rs.enc == encE5M2) && len(o.in.Words) > 2 {
		// SPV_EXT_float8: out-of-range values saturate to ±448 (E4M3)
		// or ±57344 (E5M2) instead of becoming NaN or infinite when the
		// result is so decorated (GLSL's saturatedConvertEXT)
		if _, sat := o.c.m.decoration(o.in.Words[2], spirv.DecorationSaturatedToLargestFloat8NormalConversionEXT); sat {
			f := minifloat.Format(rs.enc)
			put = func(x float64) uint64 { return uint64(minifloat.FromFloat64(f, x, true)) }
		}
	}
	switch op {
	case spirv.OpFConvert:
		return o.f1(func(a uint64) uint64 { return put(get(a)) })
	case spirv.OpConvertFToS, spirv.OpConvertFToU:
		W := o.W
		signed := op == spirv.OpConvertFToS
		return o.f1(func(a uint64) uint64 { return f2i(get(a), W, signed) })
	case spirv.OpConvertSToF, spirv.OpConvertUToF:
		sw := o.w0()
		signed := op == spirv.OpConvertSToF
		return o.f1(func(a uint64) uint64 {
			if signed {
				return put(float64(sext(a, sw)))
			}
			return put(float64(a & wmask(sw)))
		})
	case spirv.OpFAdd:
		return o.f2(func(a, b uint64) uint64 { return put(get(a) + get(b)) })
	case spirv.OpFSub:
		return o.f2(func(a, b uint64) uint64 { return put(get(a) - get(b)) })
	case spirv.OpFMul:
		return o.f2(func(a, b uint64) uint64 { return put(get(a) * get(b)) })
	case spirv.OpFDiv:
		return o.f2(func(a, b uint64) uint64 { return put(get(a) / get(b)) })
	case spirv.OpFNegate:
		sign := uint64(1) << uint(rs.width-1)
		return o.f1(func(a uint64) uint64 { return a ^ sign })
	case spirv.OpVectorTimesScalar, spirv.OpMatrixTimesScalar:
		o.I.op = xVecScalar
		var at, bt *rtype
		o.I.a, at = o.opnd(0)
		o.I.b, bt = o.opnd(1)
		if err := o.fits(int(o.I.n), at); err != nil {
			return nil, err
		}
		if err := o.fits(1, bt); err != nil {
			return nil, err
		}
		o.I.f2 = func(a, b uint64) uint64 { return put(get(a) * get(b)) }
		return o.one()
	case spirv.OpDot:
		// products exact, summed in index order in float64, one rounding
		a, at := o.opnd(0)
		b, bt := o.opnd(1)
		if o.err != nil {
			return nil, o.err
		}
		if at.k != tVector || bt.comps != at.comps || o.rt.comps != 1 {
			return nil, o.c.errf("OpDot needs two vectors of one size and a scalar result")
		}
		n := at.comps
		o.I.a, o.I.b, o.I.n = a, b, 1
		return o.custom(func(s *sg, in *inst) {
			d := s.r(in.d)
			for _, l := range s.act {
				sum := 0.0
				for k := 0; k < n; k++ {
					sum += get(s.r(in.a + uint32(k))[l]) * get(s.r(in.b + uint32(k))[l])
				}
				d[l] = put(sum)
			}
		})
	}
	return nil, o.c.errf("%s is not defined on floats with an FP Encoding (bfloat16, float8)", op)
}
