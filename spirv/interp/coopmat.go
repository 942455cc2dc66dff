package interp

import (
	"fmt"
	"math/big"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Cooperative matrices (SPV_KHR_cooperative_matrix).
//
// A matrix of R x C elements with Subgroup scope is spread over the S
// lanes of a subgroup: each lane holds L = ceil(R*C/S) of them (what
// OpCooperativeMatrixLengthKHR returns). A value's registers are those of
// a vector of ceil(R*C/4) components, enough at the smallest subgroup
// size; a lane uses its first L. Lane l's element i is matrix element
// coopElem(k) with k = i*S + l; k >= R*C is padding (no element).
//
// The mapping is deliberately not the obvious one: coopElem is
// e = (k*a + R) mod (R*C), with a the first of 5, 7, 11, 13, ... that
// shares no factor with R*C, and element e is row e / C, column e % C.
// It depends on the shape and, through k, on the subgroup size, so a
// shader that assumes which lane holds which element (instead of only
// using element-wise operations, loads, stores and products) gives
// results that change with the subgroup width; Portability reports them.

// coopType describes a cooperative-matrix type.
type coopType struct {
	rows, cols int
	use        uint32 // 0 MatrixA, 1 MatrixB, 2 MatrixAccumulator
	scope      uint32
	mul        int // the mapping's multiplier
	// wg: Workgroup scope (coopwg.go); W is the workgroup's invocations
	wg bool
	W  int
}

// Cooperative matrix uses and layouts (SPIR-V CooperativeMatrixUse and
// CooperativeMatrixLayout values).
const (
	coopUseA   = 0
	coopUseB   = 1
	coopUseAcc = 2
)

func (ct *coopType) total() int { return ct.rows * ct.cols }

// length is the elements a lane holds at subgroup size S (at Workgroup
// scope, the elements an invocation holds).
func (ct *coopType) length(S int) int {
	if ct.wg {
		return (ct.total() + ct.W - 1) / ct.W
	}
	return (ct.total() + S - 1) / S
}

// at is the matrix element (row-major index) that lane l of subgroup s
// holds as its element i, or -1 for padding.
func (ct *coopType) at(s *sg, i, l int) int {
	if ct.wg {
		return ct.wgAt(s, i, l)
	}
	return ct.elem(i*s.S + l)
}

// elem maps lane slot k = i*S + l to the matrix element (row-major index),
// or -1 for padding.
func (ct *coopType) elem(k int) int {
	T := ct.total()
	if k >= T {
		return -1
	}
	return (k*ct.mul + ct.rows) % T
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func (c *compiler) coopTypeDecl(t *rtype, w []uint32) error {
	if len(w) < 7 {
		return c.errf("truncated type")
	}
	var err error
	if t.elem, err = c.typeOf(w[2]); err != nil {
		return err
	}
	if t.elem.k != tInt && t.elem.k != tFloat {
		return c.errf("cooperative matrix component type must be an integer or a float")
	}
	var v [4]uint64
	for i := range v {
		if v[i], err = c.constU(w[3+i]); err != nil {
			return err
		}
	}
	ct := &coopType{scope: uint32(v[0]), rows: int(uint32(v[1])), cols: int(uint32(v[2])), use: uint32(v[3])}
	if ct.rows < 1 || ct.cols < 1 || ct.rows > 256 || ct.cols > 256 {
		return c.errf("cooperative matrix of %d x %d: rows and columns must be 1..256 here", ct.rows, ct.cols)
	}
	if ct.use > coopUseAcc {
		return c.errf("cooperative matrix use %d is not MatrixA, MatrixB or MatrixAccumulator", ct.use)
	}
	switch spirv.Scope(ct.scope) {
	case spirv.ScopeSubgroup:
	case spirv.ScopeWorkgroup:
		ct.wg, ct.W = true, c.invocations()
		c.wgCoop = append(c.wgCoop, t)
	default:
		return c.errf("cooperative matrices of scope %d are not supported (only Subgroup and Workgroup)", ct.scope)
	}
	for _, a := range []int{5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43} {
		if gcd(a, ct.total()) == 1 {
			ct.mul = a
			break
		}
	}
	t.k, t.coop = tCoopMat, ct
	t.n = (ct.total() + 3) / 4
	if ct.wg {
		t.n = ct.length(0)
	}
	t.comps = t.n
	return nil
}

// coopSplat is a constant matrix whose elements are all v.
func coopSplat(t *rtype, v uint64) []uint64 {
	vals := make([]uint64, t.comps)
	for i := range vals {
		vals[i] = v
	}
	return vals
}

// coopOp compiles the cooperative-matrix instructions, and the generic
// ones whose operands or result are cooperative matrices where the
// generic code would not do.
func (o *opc) coopOp() ([]inst, error) {
	if code, err := o.encOp(); err != errNotMine {
		return code, err
	}
	switch o.in.Op {
	case spirv.OpCooperativeMatrixLengthKHR:
		return o.coopLength()
	case spirv.OpCooperativeMatrixLoadKHR, spirv.OpCooperativeMatrixStoreKHR:
		return o.coopLoadStore()
	case spirv.OpCooperativeMatrixMulAddKHR:
		return o.coopMulAdd()
	case spirv.OpCooperativeMatrixConvertUseEXT, spirv.OpCooperativeMatrixTransposeNV:
		return o.coopReshape()
	case spirv.OpCooperativeMatrixLoadTensorNV, spirv.OpCooperativeMatrixStoreTensorNV:
		return o.coopTensor()
	case spirv.OpCooperativeMatrixPerElementOpNV:
		return o.coopPerElement()
	case spirv.OpCooperativeMatrixReduceNV:
		return o.coopReduce()
	case spirv.OpCompositeConstruct:
		if o.rt != nil && o.rt.k == tCoopMat {
			if len(o.ops) != 1 {
				return nil, o.c.errf("a cooperative matrix is constructed from one scalar")
			}
			s, t := o.opnd(0)
			if o.err != nil {
				return nil, o.err
			}
			if t.comps != 1 {
				return nil, o.c.errf("a cooperative matrix is constructed from one scalar")
			}
			srcs := make([]uint32, o.I.n)
			for i := range srcs {
				srcs[i] = s
			}
			return o.c.gather(o.I, srcs, nil)
		}
	case spirv.OpCompositeExtract, spirv.OpCompositeInsert:
		// An element index at or past length() is undefined: report it,
		// then extract or insert as the generic code does (the register
		// is there up to the smallest subgroup size's length).
		k := 1
		if o.in.Op == spirv.OpCompositeInsert {
			k = 2
		}
		if len(o.ops) <= k {
			break
		}
		if t := o.c.vtype[o.ops[k-1]]; t != nil && t.k == tCoopMat && o.ops[k] < uint32(t.n) {
			ct, idx := t.coop, int(o.ops[k])
			chk := o.I
			chk.op, chk.x = xCustom, &instExt{run: func(s *sg, in *inst) {
				if s.checks && idx >= ct.length(s.S) && len(s.act) > 0 {
					s.report("coopmat-element", in, int(s.act[0]), "element %d of a cooperative matrix whose length() is %d at subgroup size %d: undefined",
						idx, ct.length(s.S), s.S)
				}
			}}
			chk.d = 0
			code, err := o.compositeOp()
			if err != nil {
				return nil, err
			}
			return append([]inst{chk}, code...), nil
		}
	case spirv.OpAccessChain, spirv.OpInBoundsAccessChain:
		if chk, ok := o.coopIndexCheck(); ok {
			code, err := o.memoryOp()
			if err != nil {
				return nil, err
			}
			return append([]inst{chk}, code...), nil
		}
	case spirv.OpMatrixTimesScalar:
		if o.rt != nil && o.rt.k == tCoopMat && o.rt.elem.k == tInt {
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
			M := o.M
			o.I.f2 = func(a, b uint64) uint64 { return a * b & M }
			return o.one()
		}
	}
	return nil, errNotMine
}

// coopTypeOf returns t's cooperative-matrix description or an error.
func (o *opc) coopTypeOf(t *rtype, what string) (*coopType, error) {
	if t == nil || t.k != tCoopMat {
		return nil, o.c.errf("%s must be a cooperative matrix", what)
	}
	return t.coop, nil
}

// custom finishes o.I as a subgroup-wide operation run by f.
func (o *opc) custom(f func(s *sg, in *inst)) ([]inst, error) {
	o.I.op = xCustom
	o.I.x = &instExt{run: f}
	return o.one()
}

func (o *opc) coopLength() ([]inst, error) {
	if err := o.nops(1); err != nil {
		return nil, err
	}
	t, err := o.c.typeOf(o.ops[0])
	if err != nil {
		return nil, err
	}
	ct, err := o.coopTypeOf(t, "the operand of OpCooperativeMatrixLengthKHR")
	if err != nil {
		return nil, err
	}
	if o.rt == nil || o.rt.k != tInt || o.rt.width != 32 {
		return nil, o.c.errf("OpCooperativeMatrixLengthKHR needs a 32-bit integer result")
	}
	return o.custom(func(s *sg, in *inst) {
		d := s.r(in.d)
		n := uint64(ct.length(s.S))
		for _, l := range s.act {
			d[l] = n
		}
	})
}

// coopUniform reports a cooperative-matrix operation that not every lane
// of the subgroup executes (non-uniform control flow, a partial subgroup,
// or lanes that have returned).
func (s *sg) coopUniform(in *inst) {
	if in.op == xCoopWG {
		return // the rendezvous checks the whole workgroup (coopwg.go)
	}
	if s.checks && s.mask != s.fullMask {
		if s.mask == s.launch && len(s.act) > 0 {
			s.report("coopmat-divergent", in, int(s.act[0]), "cooperative-matrix operation in a partial subgroup: the workgroup fills only %d of its %d lanes: undefined",
				s.launch.count(), s.S)
			return
		}
		first := -1
		for l := 0; l < s.S; l++ {
			if !s.mask.has(l) {
				first = l
				break
			}
		}
		lane := 0
		if len(s.act) > 0 {
			lane = int(s.act[0])
		}
		s.report("coopmat-divergent", in, lane, "cooperative-matrix operation with %d of the subgroup's %d lanes active (lane %d is not): undefined",
			len(s.act), s.S, first)
	}
}

// coopSupported reports a matrix type (or, for a product, an M x N x K
// combination) that the emulated device's property list does not offer.
func (s *sg) coopSupported(in *inst, ok func(p CoopMatProperties) bool, flex func(p CoopMatFlexibleProperties) bool, what string) {
	if !s.checks {
		return
	}
	for _, p := range s.wg.run.cfg.coopProps() {
		if ok(p) {
			return
		}
	}
	for _, p := range s.wg.run.cfg.coopFlexProps() {
		if flex(p) {
			return
		}
	}
	lane := 0
	if len(s.act) > 0 {
		lane = int(s.act[0])
	}
	s.report("coopmat-unsupported", in, lane, "%s is not in the emulated device's cooperative-matrix properties: undefined", what)
}

// coopTypeSupported reports a matrix type that no property offers.
func (s *sg) coopTypeSupported(in *inst, t *rtype) {
	s.coopSupported(in, func(p CoopMatProperties) bool { return coopTypeOK(t, p) },
		func(p CoopMatFlexibleProperties) bool { return coopFlexTypeOK(t, p) }, coopDescribe(t))
}

// coopTypeOK says whether a matrix type matches what property p offers
// for its use.
func coopTypeOK(t *rtype, p CoopMatProperties) bool {
	if p.Scope != VkScopeSubgroup || t.coop.wg {
		return false
	}
	if t.elem.k == tInt {
		// a load or store does not say how the components are signed
		return coopTypeOKExact(withSign(t, !t.elem.signed), p) || coopTypeOKExact(t, p)
	}
	return coopTypeOKExact(t, p)
}

func withSign(t *rtype, signed bool) *rtype {
	e := *t.elem
	e.signed = signed
	c := *t
	c.elem = &e
	return &c
}

func coopTypeOKExact(t *rtype, p CoopMatProperties) bool {
	ct, comp := t.coop, componentTypeOf(t.elem)
	switch ct.use {
	case coopUseA:
		return ct.rows == p.MSize && ct.cols == p.KSize && comp == p.AType
	case coopUseB:
		return ct.rows == p.KSize && ct.cols == p.NSize && comp == p.BType
	}
	return ct.rows == p.MSize && ct.cols == p.NSize && (comp == p.CType || comp == p.ResultType)
}

func coopDescribe(t *rtype) string {
	ct := t.coop
	use := [...]string{"MatrixA", "MatrixB", "MatrixAccumulator"}[ct.use]
	if ct.wg {
		return fmt.Sprintf("a %dx%d %s %s matrix at %s scope", ct.rows, ct.cols, componentTypeOf(t.elem), use, coopScopeName(ct))
	}
	return fmt.Sprintf("a %dx%d %s %s matrix", ct.rows, ct.cols, componentTypeOf(t.elem), use)
}

// coopLoadStore compiles OpCooperativeMatrixLoadKHR and StoreKHR: element
// (r, c) is at component r*Stride + c (row-major) or c*Stride + r
// (column-major) counted from Pointer, Stride in units of Pointer's
// pointee, consecutive elements of a row (column) consecutive components.
func (o *opc) coopLoadStore() ([]inst, error) {
	load := o.in.Op == spirv.OpCooperativeMatrixLoadKHR
	k := 0 // operand index of the layout
	var mt *rtype
	ptr, pt := o.opnd(0)
	var obj uint32
	if load {
		mt, k = o.rt, 1
	} else {
		obj, mt = o.opnd(1)
		k = 2
	}
	if o.err != nil {
		return nil, o.err
	}
	if _, err := o.coopTypeOf(mt, "the matrix"); err != nil {
		return nil, err
	}
	if pt.k != tPointer || pt.elem == nil || pt.elem.scalar() == nil || pt.elem.k == tMatrix {
		return nil, o.c.errf("the pointer must point to a scalar or vector")
	}
	if err := o.nops(k + 1); err != nil {
		return nil, err
	}
	layout, err := o.c.constU(o.ops[k])
	if err != nil {
		return nil, err
	}
	if layout > 1 {
		return nil, o.c.errf("cooperative matrix layout %d is not RowMajor or ColumnMajor", layout)
	}
	strideSlot, strideW, hasStride := uint32(0), 32, false
	if len(o.ops) > k+1 {
		var st *rtype
		strideSlot, st = o.opnd(k + 1)
		if o.err != nil {
			return nil, o.err
		}
		if st.k != tInt {
			return nil, o.c.errf("the stride must be an integer")
		}
		strideW, hasStride = st.width, true
	}
	esz := mt.elem.byteSize()
	unit := pt.elem.byteSize()
	if pt.elem.k == tVector {
		unit = pt.elem.n * pt.elem.elem.byteSize()
	}
	if pt.elem.scalar().byteSize() != esz {
		return nil, o.c.errf("the pointer's component size (%d bytes) differs from the matrix's (%d)", pt.elem.scalar().byteSize(), esz)
	}
	ct := mt.coop
	colMajor := layout == 1
	o.I.a, o.I.b, o.I.c = ptr, obj, strideSlot
	return o.coopCompile(ct, func(s *sg, in *inst) {
		s.coopUniform(in)
		s.coopTypeSupported(in, mt)
		S := s.S
		L := ct.length(S)
		p := s.r(in.a)
		for _, l := range s.act {
			stride := int64(0)
			if hasStride {
				stride = sext(s.r(in.c)[l], strideW)
			}
			for i := 0; i < L; i++ {
				e := ct.at(s, i, int(l))
				if e < 0 {
					continue
				}
				r, c := int64(e/ct.cols), int64(e%ct.cols)
				major, minor := r, c
				if colMajor {
					major, minor = c, r
				}
				off := major*stride*int64(unit) + minor*int64(esz)
				extra := uint32(off)
				if off != int64(int32(off)) {
					extra = badOff - uint32(esz)
				}
				reg := &s.regs[(int(in.d)+i)*S+int(l)]
				acc := accRead
				if !load {
					reg = &s.regs[(int(in.b)+i)*S+int(l)]
					acc = accWrite
				}
				b := s.addr(in, int(l), p[l], extra, esz, acc)
				switch {
				case b == nil && load:
					*reg = 0
				case load:
					*reg = rd(b, esz)
				case b != nil:
					wr(b, esz, *reg)
				}
			}
		}
	}, nil)
}

// coopMulAdd compiles OpCooperativeMatrixMulAddKHR: Result = A*B + C.
// Float products are exact and summed in float64 in index order starting
// from C, then rounded once to the result type. Integer components are
// signed where the operand flags say so; products and sums are exact (in
// 64 bits, or with math/big where saturating 32- and 64-bit sums can pass
// 64 bits), and SaturatingAccumulation clamps the final sum to the result's
// range instead of wrapping it.
func (o *opc) coopMulAdd() ([]inst, error) {
	a, at := o.opnd(0)
	b, bt := o.opnd(1)
	cc, ctt := o.opnd(2)
	if o.err != nil {
		return nil, o.err
	}
	var flags uint64
	if len(o.ops) > 3 {
		flags = uint64(o.ops[3])
	}
	for _, t := range []*rtype{at, bt, ctt, o.rt} {
		if _, err := o.coopTypeOf(t, "each operand and the result"); err != nil {
			return nil, err
		}
	}
	M, N, K := at.coop.rows, bt.coop.cols, at.coop.cols
	if bt.coop.rows != K || ctt.coop.rows != M || ctt.coop.cols != N || o.rt.coop.rows != M || o.rt.coop.cols != N {
		return nil, o.c.errf("matrix shapes do not fit: A %dx%d, B %dx%d, C %dx%d, result %dx%d",
			at.coop.rows, at.coop.cols, bt.coop.rows, bt.coop.cols, ctt.coop.rows, ctt.coop.cols, o.rt.coop.rows, o.rt.coop.cols)
	}
	float := o.rt.elem.k == tFloat
	if (at.elem.k == tFloat) != float || (bt.elem.k == tFloat) != float || (ctt.elem.k == tFloat) != float {
		return nil, o.c.errf("the operands and result must be all float or all integer")
	}
	sat := flags&uint64(spirv.CooperativeMatrixOperandsSaturatingAccumulationKHR) != 0
	signed := func(bit spirv.CooperativeMatrixOperands) bool { return flags&uint64(bit) != 0 }
	aS, bS := signed(spirv.CooperativeMatrixOperandsMatrixASignedComponentsKHR), signed(spirv.CooperativeMatrixOperandsMatrixBSignedComponentsKHR)
	cS, rS := signed(spirv.CooperativeMatrixOperandsMatrixCSignedComponentsKHR), signed(spirv.CooperativeMatrixOperandsMatrixResultSignedComponentsKHR)
	rt := o.rt
	o.I.a, o.I.b, o.I.c = a, b, cc
	comp := func(t *rtype, signed bool) ComponentType {
		if t.elem.k == tInt {
			return componentTypeOf(withSign(t, signed).elem)
		}
		return componentTypeOf(t.elem)
	}
	ca, cb, cc2, cr := comp(at, aS), comp(bt, bS), comp(ctt, cS), comp(o.rt, rS)
	desc := fmt.Sprintf("%dx%dx%d %s*%s+%s->%s (saturating %v)", M, N, K, ca, cb, cc2, cr, sat)
	if o.rt.coop.wg {
		desc += " at " + coopScopeName(o.rt.coop) + " scope"
	}
	rw := rt.elem.width
	wg, W := rt.coop.wg, rt.coop.W
	supported := func(s *sg, in *inst) {
		s.coopSupported(in, func(p CoopMatProperties) bool {
			return !wg && p.Scope == VkScopeSubgroup && p.MSize == M && p.NSize == N && p.KSize == K && p.SaturatingAccumulation == sat &&
				p.AType == ca && p.BType == cb && p.CType == cc2 && p.ResultType == cr
		}, func(p CoopMatFlexibleProperties) bool {
			return p.scopeOK(wg, W) && M%max(p.MGranularity, 1) == 0 && N%max(p.NGranularity, 1) == 0 && K%max(p.KGranularity, 1) == 0 &&
				p.SaturatingAccumulation == sat && p.AType == ca && p.BType == cb && p.CType == cc2 && p.ResultType == cr
		}, desc)
	}
	compute := func(A, B, C []uint64) []uint64 {
		R := make([]uint64, M*N)
		wide := !float && sat && (at.elem.width >= 32 || bt.elem.width >= 32 || ctt.elem.width == 64 || rw == 64)
		var bsum, bp, bx, by big.Int
		for i := 0; i < M; i++ {
			for j := 0; j < N; j++ {
				if float {
					sum := scalarF(ctt.elem, C[i*N+j])
					for k := 0; k < K; k++ {
						sum += scalarF(at.elem, A[i*K+k]) * scalarF(bt.elem, B[k*N+j])
					}
					R[i*N+j] = putF(rt.elem, sum)
					continue
				}
				if wide {
					// products of 32- or 64-bit components, or a 64-bit
					// result: the saturated sum needs more than 64 bits
					bsum.SetInt64(0)
					for k := 0; k < K; k++ {
						bigOf(&bx, A[i*K+k], at.elem.width, aS)
						bigOf(&by, B[k*N+j], bt.elem.width, bS)
						bsum.Add(&bsum, bp.Mul(&bx, &by))
					}
					bsum.Add(&bsum, bigOf(&bx, C[i*N+j], ctt.elem.width, cS))
					R[i*N+j] = satBig(&bsum, rw, rS)
					continue
				}
				sum := intOf(C[i*N+j], ctt.elem.width, cS)
				for k := 0; k < K; k++ {
					sum += intOf(A[i*K+k], at.elem.width, aS) * intOf(B[k*N+j], bt.elem.width, bS)
				}
				if sat {
					sum = saturate(sum, rw, rS)
				}
				R[i*N+j] = uint64(sum) & wmask(rw)
			}
		}
		return R
	}
	return o.coopCompile(rt.coop, func(s *sg, in *inst) {
		s.coopUniform(in)
		supported(s, in)
		s.coopScatter(in.d, rt, compute(s.coopGather(in.a, at), s.coopGather(in.b, bt), s.coopGather(in.c, ctt)))
	}, func(sgs, waiting []*sg, in *inst) {
		supported(waiting[0], in)
		R := compute(coopGatherAll(sgs, in.a, at), coopGatherAll(sgs, in.b, bt), coopGatherAll(sgs, in.c, ctt))
		coopScatterAll(waiting, in.d, rt, R)
	})
}

func intOf(v uint64, w int, signed bool) int64 {
	if signed {
		return sext(v, w)
	}
	return int64(v & wmask(w))
}

func saturate(v int64, w int, signed bool) int64 {
	if signed {
		if w >= 64 {
			return v
		}
		lo, hi := -int64(1)<<(w-1), int64(1)<<(w-1)-1
		return max(lo, min(hi, v))
	}
	if v < 0 {
		return 0
	}
	if w < 64 && v > int64(wmask(w)) {
		return int64(wmask(w))
	}
	return v
}

// coopGather collects a matrix value from every lane's registers into its
// row-major elements.
func (s *sg) coopGather(slot uint32, t *rtype) []uint64 {
	out := make([]uint64, t.coop.total())
	s.coopGatherInto(out, slot, t)
	return out
}

// coopGatherInto writes the elements s's lanes hold into out (row-major).
func (s *sg) coopGatherInto(out []uint64, slot uint32, t *rtype) {
	ct := t.coop
	S := s.S
	for i := 0; i < ct.length(S); i++ {
		r := s.r(slot + uint32(i))
		for l := 0; l < S; l++ {
			if e := ct.at(s, i, l); e >= 0 {
				out[e] = r[l]
			}
		}
	}
}

// coopScatter writes row-major elements into the active lanes' registers.
func (s *sg) coopScatter(slot uint32, t *rtype, vals []uint64) {
	ct := t.coop
	S := s.S
	for i := 0; i < ct.length(S); i++ {
		r := s.r(slot + uint32(i))
		for _, l := range s.act {
			if e := ct.at(s, i, int(l)); e >= 0 {
				r[l] = vals[e]
			}
		}
	}
}

// scalarF reads a float component of type t (any encoding) as float64.
func scalarF(t *rtype, v uint64) float64 {
	if t.enc != 0 {
		return encGet(t.enc, v)
	}
	return fget(v, t.width)
}

// putF rounds x to float type t.
func putF(t *rtype, x float64) uint64 {
	if t.enc != 0 {
		return encPut(t.enc, x)
	}
	return fput(x, t.width)
}

// coopReshape compiles OpCooperativeMatrixConvertUseEXT (the same matrix
// with another use) and OpCooperativeMatrixTransposeNV (element (i, j) of
// the result is element (j, i) of the operand); both keep the component
// type, as SPV_NV_cooperative_matrix2 requires.
func (o *opc) coopReshape() ([]inst, error) {
	a, at := o.opnd(0)
	if o.err != nil {
		return nil, o.err
	}
	if _, err := o.coopTypeOf(at, "the operand"); err != nil {
		return nil, err
	}
	if _, err := o.coopTypeOf(o.rt, "the result"); err != nil {
		return nil, err
	}
	transpose := o.in.Op == spirv.OpCooperativeMatrixTransposeNV
	src, dst := at.coop, o.rt.coop
	if !transpose && (src.rows != dst.rows || src.cols != dst.cols) || transpose && (src.rows != dst.cols || src.cols != dst.rows) {
		return nil, o.c.errf("%s: a %dx%d matrix cannot become %dx%d", o.in.Op, src.rows, src.cols, dst.rows, dst.cols)
	}
	if se, de := at.elem, o.rt.elem; se.k != de.k || se.width != de.width || se.enc != de.enc {
		return nil, o.c.errf("%s: the operand and the result must have one component type", o.in.Op)
	}
	if src.wg != dst.wg {
		return nil, o.c.errf("%s: the operand and the result must have one scope", o.in.Op)
	}
	rt := o.rt
	o.I.a = a
	reshape := func(vals []uint64) []uint64 {
		out := make([]uint64, len(vals))
		for i := 0; i < src.rows; i++ {
			for j := 0; j < src.cols; j++ {
				e := i*src.cols + j
				if transpose {
					out[j*dst.cols+i] = vals[e]
				} else {
					out[e] = vals[e]
				}
			}
		}
		return out
	}
	return o.coopCompile(rt.coop, func(s *sg, in *inst) {
		s.coopUniform(in)
		s.coopTypeSupported(in, rt)
		s.coopScatter(in.d, rt, reshape(s.coopGather(in.a, at)))
	}, func(sgs, waiting []*sg, in *inst) {
		waiting[0].coopTypeSupported(in, rt)
		coopScatterAll(waiting, in.d, rt, reshape(coopGatherAll(sgs, in.a, at)))
	})
}

// coopIndexCheck returns an instruction that reports an access-chain index
// into a cooperative matrix (a Function variable's element, the GLSL m[i])
// at or past length() at the running subgroup size, when the chain has
// one.
func (o *opc) coopIndexCheck() (inst, bool) {
	if len(o.ops) < 2 {
		return inst{}, false
	}
	bt := o.c.vtype[o.ops[0]]
	if bt == nil || bt.k != tPointer || bt.elem == nil {
		return inst{}, false
	}
	t := bt.elem
	for _, id := range o.ops[1:] {
		switch t.k {
		case tCoopMat:
			ct := t.coop
			cv, isConst := o.c.cval[id]
			slot, w := uint32(0), 32
			if !isConst {
				s, it, err := o.c.value(id)
				if err != nil || it == nil || it.k != tInt {
					return inst{}, false
				}
				slot, w = s, it.width
			}
			chk := inst{op: xCustom, src: o.I.src}
			chk.x = &instExt{run: func(s *sg, in *inst) {
				if !s.checks {
					return
				}
				L := uint64(ct.length(s.S))
				for _, l := range s.act {
					v := uint64(0)
					if isConst {
						v = cv[0]
					} else {
						v = s.r(slot)[l] & wmask(w)
					}
					if v >= L {
						s.report("coopmat-element", in, int(l), "element %d of a cooperative matrix whose length() is %d at subgroup size %d: undefined",
							int64(sext(v, w)), L, s.S)
						return
					}
				}
			}}
			return chk, true
		case tStruct:
			cv, ok := o.c.cval[id]
			if !ok || cv[0] >= uint64(len(t.members)) {
				return inst{}, false
			}
			t = t.members[cv[0]]
		case tArray, tRuntimeArray, tVector, tMatrix:
			t = t.elem
		default:
			return inst{}, false
		}
		if t == nil {
			return inst{}, false
		}
	}
	return inst{}, false
}
