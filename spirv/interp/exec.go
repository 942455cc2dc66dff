package interp

import (
	"math"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// xop is the interpreter's compact opcode.
type xop uint16

const (
	xNop xop = iota
	xGather
	xIAdd
	xISub
	xIMul
	xAnd
	xOr
	xXor
	xNot
	xShl
	xShrL
	xShrA
	xIEq
	xINe
	xSLt
	xULt
	xFAdd32
	xFSub32
	xFMul32
	xFDiv32
	xFLt32
	xFCmp32 // a float32 comparison, sub: its predicate (fcmp32)
	xI1     // generic unary, per lane f1
	xMask   // d = a & m per component (same-shape bitcast)
	// xToPhys / xFromPhys convert device addresses to and from
	// PhysicalStorageBuffer pointers (physical.go)
	xToPhys
	xFromPhys
	xI2 // generic binary, per lane f2
	xI3 // generic ternary, per lane f3
	xSelect
	xVecScalar // a: vector (n comps), b: scalar, f2 per comp
	xMatVec
	xVecMat
	xMatMat
	xOuter
	xDot
	xAnyAll
	xExtractDyn
	xInsertDyn
	xPair // two-result ops (IAddCarry ...): f2 gives low, g2 high
	xLoad
	xStore
	xAccessChain
	xCopyMemory
	xArrayLength
	xReadClock
	xAtomic
	xExtInst
	xPrintf
	xGroup
	xImage // image instructions (image_exec.go)
	// xI1Chk, xI2Chk, xI3Chk, xExtractDynChk and xInsertDynChk are xI1,
	// xI2, xI3, xExtractDyn and xInsertDyn whose operands may make the result
	// undefined: with checks on they call checkUndef first (undef.go).
	// Separate opcodes keep the unchecked ones' path as it was.
	xI1Chk
	xI2Chk
	xI3Chk
	xExtractDynChk
	xInsertDynChk
	xCustom // x.run: coopmat.go's subgroup-wide operations, dot.go
	// control flow
	xBranch
	xBranchCond
	xSwitch
	xLoopMerge
	xReturn
	xReturnValue
	xKill
	xUnreachable
	xCall
	xBarrier
	xCoopWG // a Workgroup-scope cooperative-matrix instruction (coopwg.go)
	xUnsupported
)

// inst is one compiled instruction.
type inst struct {
	op   xop
	sub  uint8 // sub-kind (group op kind, atomic op, region, ...)
	w    uint8 // scalar width in bits
	w2   uint8 // second width (conversions, ...)
	flag uint8
	skip uint16 // xNop instructions right after this one (foldNops)
	n    uint32 // components of the result (or of the operands)
	d    uint32 // result slot
	a    uint32 // operand slots / immediates
	b    uint32
	c    uint32
	e    uint32
	m    uint64 // width mask or immediate
	src  int32  // index of the source instruction in exe.src
	// chain (chain.go), 0 if none: on a data instruction, 1 + the index
	// in exe.chains of the chain it starts; on an OpLoopMerge, 1 + the
	// index in exe.traces of its loop's trace
	chain uint32
	f1    func(a uint64) uint64
	f2    func(a, b uint64) uint64
	f3    func(a, b, c uint64) uint64
	x     *instExt
}

// instExt carries the rarely needed parts of an instruction.
type instExt struct {
	srcs    []uint32 // gather sources
	lay     *layout
	lay2    *layout
	dyn     []dynIndex
	desc    *descIndex // an access chain's descriptor-array index
	lim     *varLimit  // an access chain's variable bounds (nil: none known)
	targets []int32    // switch targets; branch targets
	cases   []uint64
	phis    [][]phiCopy // per target
	args    []uint32    // call argument slots, ext-inst operand slots
	argN    []uint32    // component counts
	params  []uint32
	ext     *extCall
	printf  *printfCall
	group   *groupInfo
	img     *imgInst
	run     func(s *sg, in *inst) // xCustom
	wg      *coopWG               // xCoopWG
}

// varLimit bounds the offsets an access chain may give: lo is the start
// of the variable it indexes, hi the last offset at which the result's
// pointee still fits inside it.
type varLimit struct{ lo, hi int64 }

// varExtent is the bytes [lo, hi) of a Function, Private or Workgroup
// variable in its memory.
type varExtent struct{ lo, hi uint32 }

type dynIndex struct {
	slot   uint32
	stride int64
	w      int
}

// descIndex is the first index of an access chain into a descriptor
// array: a constant c, or the value in slot (of width w bits), choosing one
// of n buffers.
type descIndex struct {
	n    uint32
	c    uint64
	slot uint32
	w    int
}

// noSlot marks a descIndex with a constant index.
const noSlot = ^uint32(0)

type phiCopy struct {
	dst, src, n uint32
}

type srcInfo struct {
	op   spirv.Op
	off  int
	file string
	line int
}

// Memory regions a pointer can point into: the high 32 bits of a pointer
// value.
const (
	regArena  = 0 // per-invocation: Function, Private, Input
	regShared = 1 // Workgroup
	regPush   = 2 // push constants
	regBuf    = 3 // buffers: regBuf + index into exe.bufs
	regNone   = 0xFFFFFFFF
)

func (s *sg) r(slot uint32) []uint64 {
	o := int(slot) * s.S
	return s.regs[o : o+s.S : o+s.S]
}

// shiftPow2 runs xShl, xShrL and xShrA when the width is a power of two:
// the count modulo the width is count & wm.
func (s *sg) shiftPow2(in *inst, n int, m, wm uint64) {
	if in.flag&flagUndef != 0 && s.checks {
		s.checkUndef(in)
	}
	act := s.act
	for c := uint32(0); c < uint32(n); c++ {
		d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
		switch in.op {
		case xShl:
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cShl, in.d+c, in.a+c, in.b+c, wm, m)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = (a[l] << (b[l] & wm)) & m
				}
				continue
			}
			for _, l := range act {
				d[l] = (a[l] << (b[l] & wm)) & m
			}
		case xShrL:
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cShrL, in.d+c, in.a+c, in.b+c, wm, 0)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = a[l] >> (b[l] & wm)
				}
				continue
			}
			for _, l := range act {
				d[l] = a[l] >> (b[l] & wm)
			}
		default:
			sh := 63 - wm
			if s.full {
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = uint64(int64(a[l]<<sh)>>(sh+b[l]&wm)) & m
				}
				continue
			}
			for _, l := range act {
				d[l] = uint64(int64(a[l]<<sh)>>(sh+b[l]&wm)) & m
			}
		}
	}
}

// execOp runs one data instruction for the active lanes.
func (s *sg) execOp(in *inst) {
	act := s.act
	n := int(in.n)
	switch in.op {
	case xNop:
	case xGather:
		srcs := in.x.srcs
		for c := 0; c < len(srcs); c++ {
			d := s.r(in.d + uint32(c))
			if srcs[c] == math.MaxUint32 {
				for _, l := range act {
					d[l] = 0
				}
				continue
			}
			a := s.r(srcs[c])
			if s.full {
				copy(d, a)
				continue
			}
			for _, l := range act {
				d[l] = a[l]
			}
		}
	case xIAdd:
		m := in.m
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cAdd, in.d+c, in.a+c, in.b+c, m, 0)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = (a[l] + b[l]) & m
				}
				continue
			}
			for _, l := range act {
				d[l] = (a[l] + b[l]) & m
			}
		}
	case xISub:
		m := in.m
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cSub, in.d+c, in.a+c, in.b+c, m, 0)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = (a[l] - b[l]) & m
				}
				continue
			}
			for _, l := range act {
				d[l] = (a[l] - b[l]) & m
			}
		}
	case xIMul:
		m := in.m
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				if s.vecLanes(len(d)) && m <= 0xFFFFFFFF {
					vop(s.regs, s.S, cMul32, in.d+c, in.a+c, in.b+c, m, 0)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = (a[l] * b[l]) & m
				}
				continue
			}
			for _, l := range act {
				d[l] = (a[l] * b[l]) & m
			}
		}
	case xAnd:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cAnd, in.d+c, in.a+c, in.b+c, 0, 0)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = a[l] & b[l]
				}
				continue
			}
			for _, l := range act {
				d[l] = a[l] & b[l]
			}
		}
	case xOr:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cOr, in.d+c, in.a+c, in.b+c, 0, 0)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = a[l] | b[l]
				}
				continue
			}
			for _, l := range act {
				d[l] = a[l] | b[l]
			}
		}
	case xXor:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cXor, in.d+c, in.a+c, in.b+c, 0, 0)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = a[l] ^ b[l]
				}
				continue
			}
			for _, l := range act {
				d[l] = a[l] ^ b[l]
			}
		}
	case xNot:
		m := in.m
		for c := uint32(0); c < uint32(n); c++ {
			d, a := s.r(in.d+c), s.r(in.a+c)
			for _, l := range act {
				d[l] = ^a[l] & m
			}
		}
	case xShl, xShrL, xShrA:
		m, w := in.m, uint64(in.w)
		if w != 0 && w&(w-1) == 0 {
			// power-of-two width (always, for SPIR-V integers): the shift
			// count modulo the width is a mask, not a division
			s.shiftPow2(in, n, m, w-1)
			break
		}
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			switch in.op {
			case xShl:
				for _, l := range act {
					d[l] = (a[l] << (b[l] % w)) & m
				}
			case xShrL:
				for _, l := range act {
					d[l] = a[l] >> (b[l] % w)
				}
			default:
				sh := 64 - w
				for _, l := range act {
					d[l] = uint64(int64(a[l]<<sh)>>(sh+b[l]%w)) & m
				}
			}
		}
	case xMask:
		m := in.m
		for c := uint32(0); c < uint32(n); c++ {
			d, a := s.r(in.d+c), s.r(in.a+c)
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cMask, in.d+c, in.a+c, in.a+c, m, 0)
					continue
				}
				a = a[:len(d)]
				for l := range d {
					d[l] = a[l] & m
				}
				continue
			}
			for _, l := range act {
				d[l] = a[l] & m
			}
		}
	case xIEq:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cEq, in.d+c, in.a+c, in.b+c, 0, 0)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = b2u(a[l] == b[l])
				}
				continue
			}
			for _, l := range act {
				d[l] = b2u(a[l] == b[l])
			}
		}
	case xINe:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cNe, in.d+c, in.a+c, in.b+c, 0, 0)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = b2u(a[l] != b[l])
				}
				continue
			}
			for _, l := range act {
				d[l] = b2u(a[l] != b[l])
			}
		}
	case xSLt:
		sh := 64 - uint64(in.w)
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cSLt, in.d+c, in.a+c, in.b+c, 0, sh)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = b2u(int64(a[l]<<sh) < int64(b[l]<<sh))
				}
				continue
			}
			for _, l := range act {
				d[l] = b2u(int64(a[l]<<sh) < int64(b[l]<<sh))
			}
		}
	case xULt:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				if s.vecLanes(len(d)) {
					vop(s.regs, s.S, cULt, in.d+c, in.a+c, in.b+c, 0, 0)
					continue
				}
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = b2u(a[l] < b[l])
				}
				continue
			}
			for _, l := range act {
				d[l] = b2u(a[l] < b[l])
			}
		}
	case xFAdd32:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = fadd32(a[l], b[l])
				}
				continue
			}
			for _, l := range act {
				d[l] = fadd32(a[l], b[l])
			}
		}
	case xFSub32:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			for _, l := range act {
				d[l] = fsub32(a[l], b[l])
			}
		}
	case xFMul32:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = fmul32(a[l], b[l])
				}
				continue
			}
			for _, l := range act {
				d[l] = fmul32(a[l], b[l])
			}
		}
	case xFDiv32:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			for _, l := range act {
				d[l] = fdiv32(a[l], b[l])
			}
		}
	case xFCmp32:
		pred := in.sub
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			for _, l := range act {
				d[l] = fcmp32(a[l], b[l], pred)
			}
		}
	case xFLt32:
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			for _, l := range act {
				d[l] = b2u(math.Float32frombits(uint32(a[l])) < math.Float32frombits(uint32(b[l])))
			}
		}
	case xI1Chk:
		if s.checks {
			s.checkUndef(in)
		}
		fallthrough
	case xI1:
		f := in.f1
		for c := uint32(0); c < uint32(n); c++ {
			d, a := s.r(in.d+c), s.r(in.a+c)
			if s.full {
				a = a[:len(d)]
				for l := range d {
					d[l] = f(a[l])
				}
				continue
			}
			for _, l := range act {
				d[l] = f(a[l])
			}
		}
	case xI2Chk:
		if s.checks {
			s.checkUndef(in)
		}
		fallthrough
	case xI2:
		f := in.f2
		for c := uint32(0); c < uint32(n); c++ {
			d, a, b := s.r(in.d+c), s.r(in.a+c), s.r(in.b+c)
			if s.full {
				a, b = a[:len(d)], b[:len(d)]
				for l := range d {
					d[l] = f(a[l], b[l])
				}
				continue
			}
			for _, l := range act {
				d[l] = f(a[l], b[l])
			}
		}
	case xI3Chk:
		if s.checks {
			s.checkUndef(in)
		}
		fallthrough
	case xI3:
		f := in.f3
		// flag bit 1: b is a scalar shared by all components; bit 2: c too.
		for c := uint32(0); c < uint32(n); c++ {
			bc, cc := c, c
			if in.flag&1 != 0 {
				bc = 0
			}
			if in.flag&2 != 0 {
				cc = 0
			}
			d, a, b, e := s.r(in.d+c), s.r(in.a+c), s.r(in.b+bc), s.r(in.c+cc)
			for _, l := range act {
				d[l] = f(a[l], b[l], e[l])
			}
		}
	case xSelect:
		for c := uint32(0); c < uint32(n); c++ {
			cc := c
			if in.flag != 0 {
				cc = 0
			}
			d, k, a, b := s.r(in.d+c), s.r(in.a+cc), s.r(in.b+c), s.r(in.c+c)
			for _, l := range act {
				if k[l] != 0 {
					d[l] = a[l]
				} else {
					d[l] = b[l]
				}
			}
		}
	case xVecScalar:
		f := in.f2
		b := s.r(in.b)
		for c := uint32(0); c < uint32(n); c++ {
			d, a := s.r(in.d+c), s.r(in.a+c)
			for _, l := range act {
				d[l] = f(a[l], b[l])
			}
		}
	case xMatVec, xVecMat, xMatMat, xOuter, xDot:
		s.linalg(in)
	case xAnyAll:
		d := s.r(in.d)
		all := in.flag != 0
		for _, l := range act {
			r := all
			for c := uint32(0); c < uint32(n); c++ {
				v := s.regs[int(in.a+c)*s.S+int(l)] != 0
				if all {
					r = r && v
				} else {
					r = r || v
				}
			}
			d[l] = b2u(r)
		}
	case xExtractDynChk:
		if s.checks {
			s.checkUndef(in)
		}
		fallthrough
	case xExtractDyn:
		d, idx := s.r(in.d), s.r(in.b)
		for _, l := range act {
			i := idx[l]
			if i >= uint64(in.e) {
				d[l] = 0
				continue
			}
			d[l] = s.regs[(int(in.a)+int(i))*s.S+int(l)]
		}
	case xInsertDynChk:
		if s.checks {
			s.checkUndef(in)
		}
		fallthrough
	case xInsertDyn:
		idx := s.r(in.c)
		for c := uint32(0); c < uint32(n); c++ {
			d, a, v := s.r(in.d+c), s.r(in.a+c), s.r(in.b)
			for _, l := range act {
				if idx[l] == uint64(c) {
					d[l] = v[l]
				} else {
					d[l] = a[l]
				}
			}
		}
	case xPair:
		for c := uint32(0); c < uint32(n); c++ {
			lo, hi, a, b := s.r(in.d+c), s.r(in.d+uint32(n)+c), s.r(in.a+c), s.r(in.b+c)
			for _, l := range act {
				x, y := a[l], b[l]
				lo[l] = in.f2(x, y)
				hi[l] = in.f3(x, y, 0)
			}
		}
	case xToPhys:
		s.physConv(in, true)
	case xFromPhys:
		s.physConv(in, false)
	case xLoad:
		s.load(in)
	case xStore:
		s.store(in)
	case xAccessChain:
		s.accessChain(in)
	case xCopyMemory:
		s.copyMemory(in)
	case xArrayLength:
		s.arrayLength(in)
	case xReadClock:
		s.readClock(in)
	case xAtomic:
		s.atomic(in)
	case xExtInst:
		s.extInst(in)
	case xPrintf:
		s.printf(in)
	case xGroup:
		s.group(in)
	case xImage:
		s.image(in)
	case xCustom:
		in.x.run(s, in)
	}
}

// linalg runs the vector and matrix products. Each product rounds after
// every multiply and add, in index order.
func (s *sg) linalg(in *inst) {
	w := int(in.w)
	S := s.S
	get := func(slot uint32, l uint8) float64 { return fget(s.regs[int(slot)*S+int(l)], w) }
	put := func(slot uint32, l uint8, x float64) { s.regs[int(slot)*S+int(l)] = fput(x, w) }
	rnd := func(x float64) float64 { return fget(fput(x, w), w) }
	// in.e: rows of the left matrix / vector size; in.n: result comps; in.c: inner size
	rows, inner := in.e, in.c
	for _, l := range s.act {
		switch in.op {
		case xDot: // a, b vectors of inner comps
			acc := 0.0
			for k := uint32(0); k < inner; k++ {
				acc = rnd(acc + rnd(get(in.a+k, l)*get(in.b+k, l)))
			}
			put(in.d, l, acc)
		case xMatVec: // a: matrix inner cols x rows, b: vector inner
			for i := uint32(0); i < rows; i++ {
				acc := 0.0
				for k := uint32(0); k < inner; k++ {
					acc = rnd(acc + rnd(get(in.a+k*rows+i, l)*get(in.b+k, l)))
				}
				put(in.d+i, l, acc)
			}
		case xVecMat: // a: vector rows, b: matrix n cols x rows
			for j := uint32(0); j < in.n; j++ {
				acc := 0.0
				for k := uint32(0); k < rows; k++ {
					acc = rnd(acc + rnd(get(in.a+k, l)*get(in.b+j*rows+k, l)))
				}
				put(in.d+j, l, acc)
			}
		case xMatMat: // a: inner cols x rows, b: (n/rows) cols x inner
			cols := in.n / rows
			for j := uint32(0); j < cols; j++ {
				for i := uint32(0); i < rows; i++ {
					acc := 0.0
					for k := uint32(0); k < inner; k++ {
						acc = rnd(acc + rnd(get(in.a+k*rows+i, l)*get(in.b+j*inner+k, l)))
					}
					put(in.d+j*rows+i, l, acc)
				}
			}
		case xOuter: // a: column vector rows, b: row vector cols
			cols := in.n / rows
			for j := uint32(0); j < cols; j++ {
				for i := uint32(0); i < rows; i++ {
					put(in.d+j*rows+i, l, get(in.a+i, l)*get(in.b+j, l))
				}
			}
		}
	}
}
