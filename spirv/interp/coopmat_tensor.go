package interp

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// SPV_NV_tensor_addressing and SPV_NV_cooperative_matrix2.
//
// A tensor layout or tensor view is a value of 32-bit components in
// registers (an array to the generic code, so loads, stores, phis and
// selects move it): a layout of D dimensions holds blockSize[D],
// layoutDimension[D], stride[D], offset[D], span[D] and clampValue; a
// view viewDimension[D], viewStride[D] and clipRowOffset, clipRowSpan,
// clipColOffset, clipColSpan. The OpTensorLayout*/OpTensorView*
// instructions copy and update them lane by lane, as the extensions
// define. Their clamp mode, dimension count, hasDimensions and
// permutation are the type's.
//
// OpCooperativeMatrixLoadTensorNV and StoreTensorNV address element
// (row, col) with the extension's matrixCoordToTensorElement(WithView)
// functions (tensorIndex below) and read or write the element at that
// index counted in units of the pointer's pointee from 'Pointer'.
// Decisions where the extension is silent or where ggml relies on more:
//   - The index unit is the pointee's size; when the pointee's component
//     type is not the matrix's (ggml loads float16 matrices from float32
//     buffers), the value is converted (float to float rounding to
//     nearest even, integers truncated or extended by the pointee's
//     signedness); an integer and a float of one size (ggml keeps
//     bfloat16 data in uint16_t arrays) share their bits. A pointer to
//     8-bit integers (flash_attn_cm2's uint8_t buffers) is a byte view:
//     the index counts the matrix's components, read as their bits, as
//     the extension words it. Which of the two a driver does for other
//     size mismatches is not specified anywhere this project could read.
//   - Out of range with clamp mode Constant, a load gives clampValue's
//     low bits as the element's bit pattern; with Undefined the access is
//     reported (tensor-out-of-range), a load gives 0 and a store is
//     dropped. A span or view dimension of 0 makes its coordinate 0.
//   - The layout and view operands are read lane by lane (they must be
//     uniform; that is not checked).
//   - A DecodeVectorFunc (SPV_NV_cooperative_matrix_decode_vector) is
//     never called: the extension lets an implementation call DecodeFunc
//     for every element instead, and this one does.

// tensorType describes a tensor layout or view type.
type tensorType struct {
	view    bool
	dim     int
	clamp   uint32 // layout: the Tensor Clamp Mode
	hasDims bool   // view
	perm    []int  // view
}

// Tensor clamp modes.
const (
	clampUndefined = iota
	clampConstant
	clampToEdge
	clampRepeat
	clampMirror
)

func (tt *tensorType) comps() int {
	if tt.view {
		return 2*tt.dim + 4
	}
	return 5*tt.dim + 1
}

// field offsets of a layout
func (tt *tensorType) bs() int   { return 0 }
func (tt *tensorType) dims() int { return tt.dim }
func (tt *tensorType) str() int  { return 2 * tt.dim }
func (tt *tensorType) off() int  { return 3 * tt.dim }
func (tt *tensorType) span() int { return 4 * tt.dim }
func (tt *tensorType) cv() int   { return 5 * tt.dim }

var u32Type = &rtype{k: tInt, width: 32, comps: 1}

func (c *compiler) tensorTypeDecl(t *rtype, w []uint32, view bool) error {
	if len(w) < 4 {
		return c.errf("truncated type")
	}
	dim, err := c.constU(w[2])
	if err != nil {
		return err
	}
	if dim < 1 || dim > 5 {
		return c.errf("tensor dimension %d is not 1..5", dim)
	}
	tt := &tensorType{view: view, dim: int(dim)}
	if !view {
		if tt.clamp, err = c.constU32(w[3]); err != nil {
			return err
		}
		if tt.clamp > clampMirror {
			return c.errf("tensor clamp mode %d is unknown", tt.clamp)
		}
	} else {
		h, err := c.constU(w[3])
		if err != nil {
			return err
		}
		tt.hasDims = h != 0
		if len(w) != 4+int(dim) {
			return c.errf("a tensor view of %d dimensions needs %d permutation operands", dim, dim)
		}
		seen := map[uint64]bool{}
		for _, id := range w[4:] {
			p, err := c.constU(id)
			if err != nil {
				return err
			}
			if p >= dim || seen[p] {
				return c.errf("the tensor view's permutation is not a permutation of 0..%d", dim-1)
			}
			seen[p] = true
			tt.perm = append(tt.perm, int(p))
		}
	}
	t.k, t.elem, t.n, t.comps, t.tensor = tArray, u32Type, tt.comps(), tt.comps(), tt
	return nil
}

func (c *compiler) constU32(id uint32) (uint32, error) {
	v, err := c.constU(id)
	return uint32(v), err
}

// tensorOp compiles the tensor layout and view instructions.
func (o *opc) tensorOp() ([]inst, error) {
	op := o.in.Op
	switch op {
	case spirv.OpCreateTensorLayoutNV, spirv.OpTensorLayoutSetDimensionNV, spirv.OpTensorLayoutSetStrideNV,
		spirv.OpTensorLayoutSliceNV, spirv.OpTensorLayoutSetClampValueNV, spirv.OpTensorLayoutSetBlockSizeNV,
		spirv.OpCreateTensorViewNV, spirv.OpTensorViewSetDimensionNV, spirv.OpTensorViewSetStrideNV, spirv.OpTensorViewSetClipNV:
	default:
		return nil, errNotMine
	}
	if o.rt == nil || o.rt.tensor == nil {
		return nil, o.c.errf("the result must be a tensor layout or view")
	}
	tt := o.rt.tensor
	create := op == spirv.OpCreateTensorLayoutNV || op == spirv.OpCreateTensorViewNV
	if tt.view != (op >= spirv.OpCreateTensorViewNV && op <= spirv.OpTensorViewSetClipNV) {
		return nil, o.c.errf("%s: wrong kind of result type", op)
	}
	D := tt.dim
	want := map[spirv.Op]int{spirv.OpTensorLayoutSetDimensionNV: D, spirv.OpTensorLayoutSetStrideNV: D,
		spirv.OpTensorLayoutSliceNV: 2 * D, spirv.OpTensorLayoutSetClampValueNV: 1, spirv.OpTensorLayoutSetBlockSizeNV: D,
		spirv.OpTensorViewSetDimensionNV: D, spirv.OpTensorViewSetStrideNV: D, spirv.OpTensorViewSetClipNV: 4}[op]
	var src uint32
	var args []uint32
	var argW []int
	if !create {
		if len(o.ops) != 1+want {
			return nil, o.c.errf("%s needs %d operands after the tensor", op, want)
		}
		var st *rtype
		src, st = o.opnd(0)
		if o.err == nil && st != o.rt {
			return nil, o.c.errf("%s: the operand's type must be the result type", op)
		}
		for k := 1; k < len(o.ops); k++ {
			s, t := o.opnd(k)
			if o.err != nil {
				return nil, o.err
			}
			if t.k != tInt {
				return nil, o.c.errf("%s: operand %d must be an integer", op, k)
			}
			args = append(args, s)
			argW = append(argW, t.width)
		}
	}
	if o.err != nil {
		return nil, o.err
	}
	n := uint32(tt.comps())
	set := func(v, a []uint64) {
		switch op {
		case spirv.OpCreateTensorLayoutNV:
			clear(v)
			for i := 0; i < D; i++ {
				v[tt.bs()+i] = 1
			}
		case spirv.OpCreateTensorViewNV:
			clear(v)
			v[2*D+1], v[2*D+3] = 0xFFFFFFFF, 0xFFFFFFFF
		case spirv.OpTensorLayoutSetDimensionNV:
			for i := 0; i < D; i++ {
				v[tt.dims()+i], v[tt.span()+i], v[tt.off()+i] = a[i], a[i], 0
			}
			v[tt.str()+D-1] = 1
			for i := D - 2; i >= 0; i-- {
				bs := max(v[tt.bs()+i+1], 1)
				v[tt.str()+i] = v[tt.str()+i+1] * ((a[i+1] + bs - 1) / bs) & 0xFFFFFFFF
			}
		case spirv.OpTensorLayoutSetStrideNV:
			copy(v[tt.str():], a)
		case spirv.OpTensorLayoutSliceNV:
			for i := 0; i < D; i++ {
				v[tt.off()+i] = (v[tt.off()+i] + a[2*i]) & 0xFFFFFFFF
				v[tt.span()+i] = a[2*i+1]
			}
		case spirv.OpTensorLayoutSetClampValueNV:
			v[tt.cv()] = a[0]
		case spirv.OpTensorLayoutSetBlockSizeNV:
			copy(v[tt.bs():], a)
		case spirv.OpTensorViewSetDimensionNV:
			copy(v, a)
			p := uint64(1)
			for i := D - 1; i >= 0; i-- {
				v[D+i] = p
				p = p * a[i] & 0xFFFFFFFF
			}
		case spirv.OpTensorViewSetStrideNV:
			copy(v[D:], a)
		case spirv.OpTensorViewSetClipNV:
			copy(v[2*D:], a)
		}
	}
	return o.custom(func(s *sg, in *inst) {
		var vb, ab [32]uint64
		v, a := vb[:n], ab[:len(args)]
		for _, l := range s.act {
			if !create {
				for k := uint32(0); k < n; k++ {
					v[k] = s.r(src + k)[l]
				}
			}
			for k, slot := range args {
				a[k] = s.r(slot)[l] & wmask(min(argW[k], 32))
			}
			set(v, a)
			for k := uint32(0); k < n; k++ {
				s.r(in.d + k)[l] = v[k]
			}
		}
	})
}

// tensorAccess is the result of addressing one matrix element.
type tensorAccess struct {
	index        uint64 // in units of the pointee (blocks with a decode function)
	blockCoord   [5]uint64
	coordInBlock [5]uint64
	kind         int // taOK, taClip (skipped), taConst (clamp value / discard), taUndef (out of range)
}

const (
	taOK = iota
	taClip
	taConst
	taUndef
)

// tensorIndex is matrixCoordToTensorElement(WithView) of the extension
// for element (row, col) of a matrix with N columns: L is the layout's
// state, V the view's (nil without one).
func tensorIndex(lt *tensorType, L []uint64, vt *tensorType, V []uint64, row, col, N uint64, store bool) tensorAccess {
	var r tensorAccess
	D := lt.dim
	var index uint64
	if vt == nil {
		index = row*N + col
	} else {
		VD := vt.dim
		cro, crs, cco, ccs := V[2*VD], V[2*VD+1], V[2*VD+2], V[2*VD+3]
		if row < cro || row >= cro+crs || col < cco || col >= cco+ccs {
			r.kind = taClip
			return r
		}
		row -= cro
		col -= cco
		index = (row*min(N, ccs) + col) & 0xFFFFFFFF
		dims := V[:VD]
		if !vt.hasDims {
			dims = L[lt.span() : lt.span()+D]
		}
		var vc [5]uint64
		for d := VD - 1; d >= 0; d-- {
			i := vt.perm[d]
			if i >= len(dims) || dims[i] == 0 {
				continue
			}
			vc[i] = index % dims[i]
			index /= dims[i]
		}
		var stride [5]uint64
		if vt.hasDims {
			copy(stride[:], V[VD:2*VD])
		} else {
			stride[VD-1] = 1
			for d := VD - 2; d >= 0; d-- {
				sp := uint64(0)
				if d+1 < D {
					sp = L[lt.span()+d+1]
				}
				stride[d] = stride[d+1] * sp & 0xFFFFFFFF
			}
		}
		index = 0
		for d := VD - 1; d >= 0; d-- {
			index += vc[d] * stride[d]
		}
		index &= 0xFFFFFFFF
	}
	var sc [5]uint64
	for d := D - 1; d >= 0; d-- {
		sp := L[lt.span()+d]
		if sp == 0 {
			continue
		}
		sc[d] = index % sp
		index /= sp
	}
	idx := uint64(0)
	for d := 0; d < D; d++ {
		c := int64(int32(uint32(sc[d] + L[lt.off()+d])))
		dim := int64(L[lt.dims()+d])
		if c < 0 || c >= dim {
			mode := lt.clamp
			if store && mode != clampUndefined {
				mode = clampConstant
			}
			switch mode {
			case clampUndefined:
				r.kind = taUndef
				return r
			case clampConstant:
				r.kind = taConst
				return r
			case clampToEdge:
				c = min(max(c, 0), dim-1)
			case clampRepeat:
				c = int64(smod(uint64(c), uint64(dim), 64))
			case clampMirror:
				c = int64(smod(uint64(c), uint64(2*dim-2), 64))
				if c >= dim {
					c = 2*dim - 2 - c
				}
			}
			if c < 0 {
				c = 0
			}
		}
		bs := int64(max(L[lt.bs()+d], 1))
		r.coordInBlock[d] = uint64(c % bs)
		r.blockCoord[d] = uint64(c / bs)
		idx += r.blockCoord[d] * L[lt.str()+d]
	}
	r.index = idx & 0xFFFFFFFF
	return r
}

// convertScalar converts component v of scalar type from to scalar type
// to (float to float, integer to integer).
func convertScalar(from, to *rtype, v uint64) uint64 {
	if from.k == to.k && from.width == to.width && from.enc == to.enc || from.k != to.k {
		return v // the same type, or bits of an integer and a float of one size
	}
	if from.k == tFloat {
		return putF(to, scalarF(from, v))
	}
	if from.signed {
		return uint64(sext(v, from.width)) & wmask(to.width)
	}
	return v & wmask(from.width) & wmask(to.width)
}

// coopTensor compiles OpCooperativeMatrixLoadTensorNV and StoreTensorNV.
func (o *opc) coopTensor() ([]inst, error) {
	load := o.in.Op == spirv.OpCooperativeMatrixLoadTensorNV
	c := o.c
	ptr, pt := o.opnd(0)
	obj, mt := o.opnd(1)
	lay, lt := o.opnd(2)
	if o.err != nil {
		return nil, o.err
	}
	if load {
		if mt != o.rt {
			return nil, c.errf("OpCooperativeMatrixLoadTensorNV: Object must have the result type")
		}
	}
	if _, err := o.coopTypeOf(mt, "the matrix"); err != nil {
		return nil, err
	}
	if lt.tensor == nil || lt.tensor.view {
		return nil, c.errf("TensorLayout must be a tensor layout")
	}
	if pt.k != tPointer || pt.elem == nil {
		return nil, c.errf("Pointer must be a pointer")
	}
	k := 3
	if k >= len(o.ops) {
		return nil, c.errf("missing Memory Operand")
	}
	mem := o.ops[k]
	k++
	for _, bit := range []uint32{0x2, 0x8, 0x10} { // Aligned, MakePointerAvailable, MakePointerVisible
		if mem&bit != 0 {
			k++
		}
	}
	if mem&^0x3F != 0 {
		return nil, c.errf("memory operands %#x are not supported here", mem)
	}
	var ta uint32
	if k < len(o.ops) {
		ta = o.ops[k]
		k++
	}
	if ta&^7 != 0 {
		return nil, c.errf("tensor addressing operands %#x are not supported (only TensorView, DecodeFunc and DecodeVectorFunc)", ta)
	}
	var view uint32
	var vt *tensorType
	if ta&1 != 0 {
		if k >= len(o.ops) {
			return nil, c.errf("missing TensorView operand")
		}
		s, t, err := c.value(o.ops[k])
		if err != nil {
			return nil, err
		}
		if t.tensor == nil || !t.tensor.view {
			return nil, c.errf("TensorView must be a tensor view")
		}
		view, vt = s, t.tensor
		k++
	}
	var dec *nestedFn
	var decUnit int
	if ta&2 != 0 {
		if !load {
			return nil, c.errf("DecodeFunc is not allowed with OpCooperativeMatrixStoreTensorNV")
		}
		if k >= len(o.ops) {
			return nil, c.errf("missing DecodeFunc operand")
		}
		var err error
		if dec, err = o.nestedFunc(o.ops[k]); err != nil {
			return nil, err
		}
		if len(dec.params) != 3 || dec.paramT[0].k != tPointer || dec.paramT[0].elem == nil ||
			dec.paramT[1].comps != lt.tensor.dim || dec.paramT[2].comps != lt.tensor.dim {
			return nil, c.errf("DecodeFunc must take a pointer and two arrays of %d integers", lt.tensor.dim)
		}
		if dec.ret != mt.elem && (dec.ret.k != mt.elem.k || dec.ret.width != mt.elem.width || dec.ret.enc != mt.elem.enc) {
			return nil, c.errf("DecodeFunc must return the matrix's component type")
		}
		decUnit = c.lc.of(dec.paramT[0].elem).size
		k++
	}
	if ta&4 != 0 {
		// SPV_NV_cooperative_matrix_decode_vector: an implementation may
		// call DecodeFunc or DecodeVectorFunc; this one always calls
		// DecodeFunc, per element
		if dec == nil || k >= len(o.ops) || c.funcs[o.ops[k]] == nil {
			return nil, c.errf("DecodeVectorFunc needs DecodeFunc and a function operand")
		}
		k++
	}
	if k != len(o.ops) {
		return nil, c.errf("%s: unexpected operands", o.in.Op)
	}
	ptT := pt.elem.scalar()
	if dec == nil && (ptT == nil || pt.elem.k == tMatrix) {
		return nil, c.errf("the pointer must point to a scalar or vector (or, with a DecodeFunc, anything)")
	}
	if dec != nil || ptT.k == tInt && ptT.width == 8 && mt.elem.width > 8 {
		ptT = mt.elem // blocks, or a byte array read as the matrix's components
	}
	unit := ptT.byteSize()
	if (ptT.k != mt.elem.k || ptT.k == tBool) && ptT.byteSize() != mt.elem.byteSize() {
		return nil, c.errf("the pointer's component type cannot be converted to the matrix's")
	}
	psz := ptT.byteSize() // components of a vector pointee are consecutive elements
	ct, ltt := mt.coop, lt.tensor
	N := uint64(ct.cols)
	o.I.a, o.I.b, o.I.c, o.I.e = ptr, obj, lay, view
	ew := mt.elem.width
	run := func(s *sg, in *inst) {
		s.coopUniform(in)
		s.coopTypeSupported(in, mt)
		if dec != nil {
			s.callCheck(in, dec)
		}
		S := s.S
		Ln := ct.length(S)
		p := s.r(in.a)
		nl := uint32(ltt.comps())
		var lb, vb [32]uint64
		L, V := lb[:nl], []uint64(nil)
		act := append([]uint8(nil), s.act...)
		// state reads lane l's layout (and view) registers
		state := func(l uint8) {
			for k := uint32(0); k < nl; k++ {
				L[k] = s.r(in.c + k)[l]
			}
			if vt != nil {
				V = vb[:vt.comps()]
				for k := range V {
					V[k] = s.r(in.e + uint32(k))[l]
				}
			}
		}
		// a decode function is called once per element index i, on the
		// lanes that need it
		type pend struct {
			l uint8
			i int
		}
		var calls []pend
		for _, l := range act {
			state(l)
			for i := 0; i < Ln; i++ {
				e := ct.at(s, i, int(l))
				if e < 0 {
					continue
				}
				reg := &s.regs[(int(in.d)+i)*S+int(l)]
				if !load {
					reg = &s.regs[(int(in.b)+i)*S+int(l)]
				} else {
					*reg = s.regs[(int(in.b)+i)*S+int(l)] // clipped elements keep Object's
				}
				ta := tensorIndex(ltt, L, vt, V, uint64(e/ct.cols), uint64(e%ct.cols), N, !load)
				switch ta.kind {
				case taClip:
					continue
				case taConst:
					if load {
						*reg = L[ltt.cv()] & wmask(ew)
					}
					continue
				case taUndef:
					if s.checks {
						s.report("tensor-out-of-range", in, int(l), "element (%d, %d) of the matrix is outside the tensor layout, whose clamp mode is Undefined: undefined",
							e/ct.cols, e%ct.cols)
					}
					if load {
						*reg = 0
					}
					continue
				}
				if dec != nil {
					calls = append(calls, pend{l, i})
					continue
				}
				off := int64(ta.index) * int64(unit)
				extra := uint32(off)
				if off != int64(int32(off)) {
					extra = badOff - uint32(psz)
				}
				acc := accRead
				if !load {
					acc = accWrite
				}
				b := s.addr(in, int(l), p[l], extra, psz, acc)
				switch {
				case b == nil && load:
					*reg = 0
				case load:
					*reg = convertScalar(ptT, mt.elem, rd(b, psz))
				case b != nil:
					wr(b, psz, convertScalar(mt.elem, ptT, *reg))
				}
			}
		}
		if dec == nil || len(calls) == 0 {
			return
		}
		// decode calls: one nested call per element index, over the lanes
		// that need it
		for i := 0; i < Ln; i++ {
			var m lmask
			for _, pc := range calls {
				if pc.i == i {
					m.set(int(pc.l))
				}
			}
			if m.zero() {
				continue
			}
			for _, l := range m.lanes(nil) {
				state(l)
				e := ct.at(s, i, int(l))
				ta := tensorIndex(ltt, L, vt, V, uint64(e/ct.cols), uint64(e%ct.cols), N, false)
				off := int64(ta.index) * int64(decUnit)
				po := p[l] + uint64(off)
				if off != int64(int32(off)) || uint32(p[l])+uint32(off) < uint32(p[l]) {
					po = p[l]&^0xFFFFFFFF | badOff
				}
				s.setArg(dec, 0, l, po)
				s.setArg(dec, 1, l, ta.blockCoord[:ltt.dim]...)
				s.setArg(dec, 2, l, ta.coordInBlock[:ltt.dim]...)
			}
			if !s.callNested(in, dec, m) {
				return
			}
			for _, l := range m.lanes(nil) {
				s.regs[(int(in.d)+i)*S+int(l)] = s.r(dec.res)[l] & wmask(ew)
			}
		}
	}
	return o.coopCompile(ct, run, nil)
}

// coopPerElement compiles OpCooperativeMatrixPerElementOpNV: Func(row,
// col, element, extra operands...) for every element, a matrix operand
// giving its element; called per element index i on the lanes that hold
// one there.
func (o *opc) coopPerElement() ([]inst, error) {
	c := o.c
	if len(o.ops) < 2 {
		return nil, c.errf("OpCooperativeMatrixPerElementOpNV needs Matrix and Func")
	}
	m, mt := o.opnd(0)
	if o.err != nil {
		return nil, o.err
	}
	if _, err := o.coopTypeOf(mt, "Matrix"); err != nil {
		return nil, err
	}
	if mt != o.rt && (o.rt == nil || o.rt.coop == nil || o.rt.coop.rows != mt.coop.rows || o.rt.coop.cols != mt.coop.cols) {
		return nil, c.errf("the result type must match Matrix's")
	}
	fn, err := o.nestedFunc(o.ops[1])
	if err != nil {
		return nil, err
	}
	extra := o.ops[2:]
	if len(fn.params) != 3+len(extra) {
		return nil, c.errf("Func %s takes %d parameters; the instruction passes %d", fn.name, len(fn.params), 3+len(extra))
	}
	type arg struct {
		slot uint32
		n    uint32
		mat  bool
	}
	var args []arg
	for k := range extra {
		s, t := o.opnd(2 + k)
		if o.err != nil {
			return nil, o.err
		}
		if t.k == tCoopMat {
			if t.coop.rows != mt.coop.rows || t.coop.cols != mt.coop.cols || t.coop.wg != mt.coop.wg {
				return nil, c.errf("a matrix operand must have Matrix's shape and scope")
			}
			args = append(args, arg{s, 1, true})
			continue
		}
		args = append(args, arg{s, uint32(max(t.comps, 1)), false})
	}
	ct := mt.coop
	rt := o.rt
	ew := rt.elem.width
	o.I.a = m
	run := func(s *sg, in *inst) {
		s.coopUniform(in)
		s.coopTypeSupported(in, mt)
		s.callCheck(in, fn)
		S := s.S
		act := s.mask
		for i := 0; i < ct.length(S); i++ {
			var lm lmask
			for _, l := range act.lanes(nil) {
				e := ct.at(s, i, int(l))
				if e < 0 {
					continue
				}
				lm.set(int(l))
				s.setArg(fn, 0, l, uint64(e/ct.cols))
				s.setArg(fn, 1, l, uint64(e%ct.cols))
				s.setArg(fn, 2, l, s.regs[(int(in.a)+i)*S+int(l)])
				for k, a := range args {
					for q := uint32(0); q < a.n; q++ {
						src := a.slot + q
						if a.mat {
							src = a.slot + uint32(i)
						}
						s.r(fn.params[3+k] + q)[l] = s.r(src)[l]
					}
				}
			}
			if !s.callNested(in, fn, lm) {
				return
			}
			for _, l := range lm.lanes(nil) {
				s.regs[(int(in.d)+i)*S+int(l)] = s.r(fn.res)[l] & wmask(ew)
			}
		}
	}
	return o.coopCompile(ct, run, nil)
}

// coopReduce compiles OpCooperativeMatrixReduceNV. Each result value is
// a left fold of its group's elements in row-major order, starting from
// the first: CombineFunc(CombineFunc(e0, e1), e2)...; the folds of all
// groups advance together, one call per step on up to S lanes (group g
// on lane g mod S).
func (o *opc) coopReduce() ([]inst, error) {
	c := o.c
	if err := o.nops(3); err != nil {
		return nil, err
	}
	m, mt := o.opnd(0)
	if o.err != nil {
		return nil, o.err
	}
	if _, err := o.coopTypeOf(mt, "Matrix"); err != nil {
		return nil, err
	}
	if _, err := o.coopTypeOf(o.rt, "the result"); err != nil {
		return nil, err
	}
	mode := o.ops[1]
	fn, err := o.nestedFunc(o.ops[2])
	if err != nil {
		return nil, err
	}
	if len(fn.params) != 2 {
		return nil, c.errf("CombineFunc must take two parameters")
	}
	src, dst := mt.coop, o.rt.coop
	if src.use != coopUseAcc || dst.use != coopUseAcc || src.wg != dst.wg {
		return nil, c.errf("OpCooperativeMatrixReduceNV: Matrix and the result must be accumulators of one scope")
	}
	R, C := src.rows, src.cols
	// group of each source element, and of each result element
	var srcG, dstG func(r, c int) int
	nG := 0
	switch mode {
	case 1: // Row
		if dst.rows != R {
			return nil, c.errf("a Row reduction keeps the rows")
		}
		nG, srcG, dstG = R, func(r, c int) int { return r }, func(r, c int) int { return r }
	case 2: // Column
		if dst.cols != C {
			return nil, c.errf("a Column reduction keeps the columns")
		}
		nG, srcG, dstG = C, func(r, c int) int { return c }, func(r, c int) int { return c }
	case 3:
		nG, srcG, dstG = 1, func(r, c int) int { return 0 }, func(r, c int) int { return 0 }
	case 4: // 2x2
		if dst.rows*2 != R || dst.cols*2 != C {
			return nil, c.errf("a 2x2 reduction halves both dimensions")
		}
		nG = dst.rows * dst.cols
		srcG = func(r, c int) int { return r/2*dst.cols + c/2 }
		dstG = func(r, c int) int { return r*dst.cols + c }
	default:
		return nil, c.errf("reduce mode %d is not Row, Column, Row|Column or 2x2", mode)
	}
	groups := make([][]int, nG) // source elements (row-major) of each group, in order
	for r := 0; r < R; r++ {
		for cc := 0; cc < C; cc++ {
			g := srcG(r, cc)
			groups[g] = append(groups[g], r*C+cc)
		}
	}
	rt := o.rt
	ew := rt.elem.width
	o.I.a = m
	// fold runs the reductions on s's active lanes
	fold := func(s *sg, in *inst, vals []uint64) ([]uint64, bool) {
		s.callCheck(in, fn)
		acc := make([]uint64, nG)
		steps := 0
		for g := range groups {
			acc[g] = vals[groups[g][0]]
			steps = max(steps, len(groups[g])-1)
		}
		lanes := append([]uint8(nil), s.act...)
		for st := 1; st <= steps; st++ {
			for g0 := 0; g0 < nG; g0 += len(lanes) {
				var lm lmask
				for j, l := range lanes {
					g := g0 + j
					if g >= nG || st >= len(groups[g]) {
						continue
					}
					lm.set(int(l))
					s.setArg(fn, 0, l, acc[g])
					s.setArg(fn, 1, l, vals[groups[g][st]])
				}
				if lm.zero() {
					continue
				}
				if !s.callNested(in, fn, lm) {
					return nil, false
				}
				for j, l := range lanes {
					g := g0 + j
					if g < nG && lm.has(int(l)) {
						acc[g] = s.r(fn.res)[l] & wmask(ew)
					}
				}
			}
		}
		out := make([]uint64, dst.total())
		for r := 0; r < dst.rows; r++ {
			for cc := 0; cc < dst.cols; cc++ {
				out[r*dst.cols+cc] = acc[dstG(r, cc)]
			}
		}
		return out, true
	}
	return o.coopCompile(dst, func(s *sg, in *inst) {
		s.coopUniform(in)
		s.coopTypeSupported(in, mt)
		if out, ok := fold(s, in, s.coopGather(in.a, mt)); ok {
			s.coopScatter(in.d, rt, out)
		}
	}, func(sgs, waiting []*sg, in *inst) {
		w := waiting[0]
		w.coopTypeSupported(in, mt)
		if out, ok := fold(w, in, coopGatherAll(sgs, in.a, mt)); ok {
			coopScatterAll(waiting, in.d, rt, out)
		}
	})
}

// describe a tensor type (messages)
func (tt *tensorType) String() string {
	if tt.view {
		return fmt.Sprintf("tensor view of %d dimensions", tt.dim)
	}
	return fmt.Sprintf("tensor layout of %d dimensions", tt.dim)
}
