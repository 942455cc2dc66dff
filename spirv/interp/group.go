package interp

import (
	"math"
	"math/bits"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// group op kinds (inst.sub for xGroup)
const (
	gElect = iota
	gAll
	gAny
	gAllEqual
	gBroadcast
	gBroadcastFirst
	gBallot
	gInverseBallot
	gBallotBitExtract
	gBallotBitCount
	gFindLSB
	gFindMSB
	gShuffle
	gShuffleXor
	gShuffleUp
	gShuffleDown
	gArith
	gQuadBroadcast
	gQuadSwap
	gRotate
	gPartition
	gSwizzleAMD
	gSwizzleMaskedAMD
	gWriteInvocationAMD
	gMbcntAMD
	gDeriv    // OpDPdx ... OpFwidthCoarse (stage.go)
	gDemote   // OpDemoteToHelperInvocation
	gIsHelper // OpIsHelperInvocationEXT
)

// arithmetic group operations
const (
	aAdd = iota
	aMul
	aMin
	aMax
	aAnd
	aOr
	aXor
)

// numeric kinds
const (
	nkU = iota
	nkS
	nkF
	nkB
)

type groupInfo struct {
	gop     uint32 // GroupOperation
	cluster int    // constant cluster size (0: none)
	arith   int
	nk      int
	comb    func(a, b uint64) uint64
	ident   uint64
	// addM is set for integer addition: comb is then (a + b) & addM,
	// which groupArith computes without calling comb
	addM   uint64
	consts []uint32 // constant operands (AMD swizzle offsets/masks, quad direction)
}

// combiner returns the binary operation and identity of an arithmetic
// group operation. Float operations round to the width after every step.
// FMin/FMax follow the SPIR-V rule: a NaN operand is ignored in favour of
// the other one (NaN only when both are).
func combiner(arith, nk, w int) (func(a, b uint64) uint64, uint64) {
	m := wmask(w)
	switch nk {
	case nkF:
		inf, ninf := fput(math.Inf(1), w), fput(math.Inf(-1), w)
		switch arith {
		case aAdd:
			if w == 32 {
				return func(a, b uint64) uint64 {
					return uint64(math.Float32bits(math.Float32frombits(uint32(a)) + math.Float32frombits(uint32(b))))
				}, 0
			}
			return func(a, b uint64) uint64 { return fput(fget(a, w)+fget(b, w), w) }, 0
		case aMul:
			return func(a, b uint64) uint64 { return fput(fget(a, w)*fget(b, w), w) }, fput(1, w)
		case aMin, aMax:
			isMin := arith == aMin
			id := ninf
			if isMin {
				id = inf
			}
			return func(a, b uint64) uint64 {
				x, y := fget(a, w), fget(b, w)
				switch {
				case math.IsNaN(x):
					return b
				case math.IsNaN(y):
					return a
				case isMin == (y < x):
					return b
				}
				return a
			}, id
		}
	case nkB:
		switch arith {
		case aAnd:
			return func(a, b uint64) uint64 { return a & b }, 1
		case aOr:
			return func(a, b uint64) uint64 { return a | b }, 0
		default:
			return func(a, b uint64) uint64 { return a ^ b }, 0
		}
	}
	switch arith {
	case aAdd:
		return func(a, b uint64) uint64 { return (a + b) & m }, 0
	case aMul:
		return func(a, b uint64) uint64 { return (a * b) & m }, 1
	case aMin:
		if nk == nkS {
			return func(a, b uint64) uint64 {
				if sext(b, w) < sext(a, w) {
					return b
				}
				return a
			}, wmask(w - 1)
		}
		return func(a, b uint64) uint64 { return min(a, b) }, m
	case aMax:
		if nk == nkS {
			return func(a, b uint64) uint64 {
				if sext(b, w) > sext(a, w) {
					return b
				}
				return a
			}, uint64(1) << uint(w-1)
		}
		return func(a, b uint64) uint64 { return max(a, b) }, 0
	case aAnd:
		return func(a, b uint64) uint64 { return a & b }, m
	case aOr:
		return func(a, b uint64) uint64 { return a | b }, 0
	}
	return func(a, b uint64) uint64 { return a ^ b }, 0
}

// ballotBit reads lane j's bit from a ballot held in four u32 slots.
func (s *sg) ballotOf(slot uint32, l int) lmask {
	S := s.S
	var m lmask
	for k := 0; k < 4; k++ {
		v := s.regs[(int(slot)+k)*S+l] & 0xFFFFFFFF
		m[k/2] |= v << (32 * uint(k%2))
	}
	return m.and(s.fullMask)
}

func (s *sg) putBallot(slot uint32, l int, m lmask) {
	S := s.S
	for k := 0; k < 4; k++ {
		s.regs[(int(slot)+k)*S+l] = m[k/2] >> (32 * uint(k%2)) & 0xFFFFFFFF
	}
}

// readLane reads lane src's components for lane l, reporting an inactive
// or missing source. Out-of-range sources give the reader's own value.
func (s *sg) readLanes(in *inst, srcOf func(l int) (int, bool)) {
	n := int(in.n)
	S := s.S
	buf := s.gscratch[:0]
	for _, l := range s.act {
		src, ok := srcOf(int(l))
		if s.rec != nil {
			s.rec.noteSource(int(l), src)
		}
		if !ok || src < 0 || src >= S {
			if s.checks {
				hint := ""
				if int64(src) == 0xFFFFFFFF {
					// lower/nvshuffle.go's mark for a run-time width that
					// is not a power of two in 2..32 (SEMANTICS.md section 3).
					hint = "; glslc-nv reads this lane for an NV shuffle whose width is not a power of two from 2 to 32"
				}
				s.report("inactive-lane-read", in, int(l), "reads lane %d, outside the subgroup of %d lanes (gets its own value)%s", src, S, hint)
			}
			src = int(l)
		} else if !s.mask.has(src) && s.checks {
			s.report("inactive-lane-read", in, int(l), "reads lane %d, which is inactive here: the value is undefined", src)
		}
		for c := 0; c < n; c++ {
			buf = append(buf, s.regs[(int(in.a)+c)*S+src])
		}
	}
	i := 0
	for _, l := range s.act {
		for c := 0; c < n; c++ {
			s.regs[(int(in.d)+c)*S+int(l)] = buf[i]
			i++
		}
	}
	s.gscratch = buf
}

func (s *sg) group(in *inst) {
	S := s.S
	g := in.x.group
	n := int(in.n)
	act := s.act
	first := int(act[0])
	switch in.sub {
	case gElect:
		d := s.r(in.d)
		for _, l := range act {
			d[l] = b2u(int(l) == first)
		}
	case gAll, gAny:
		p := s.r(in.a)
		r := in.sub == gAll
		for _, l := range act {
			if in.sub == gAll {
				r = r && p[l] != 0
			} else {
				r = r || p[l] != 0
			}
		}
		d := s.r(in.d)
		for _, l := range act {
			d[l] = b2u(r)
		}
	case gAllEqual:
		eq := true
		for c := 0; c < n && eq; c++ {
			v := s.r(in.a + uint32(c))
			for _, l := range act {
				if !valEqual(v[l], v[first], g.nk, int(in.w)) {
					eq = false
					break
				}
			}
		}
		d := s.r(in.d)
		for _, l := range act {
			d[l] = b2u(eq)
		}
	case gBroadcast, gShuffle:
		id := s.r(in.b)
		s.readLanes(in, func(l int) (int, bool) { return int(id[l] & 0xFFFFFFFF), true })
	case gBroadcastFirst:
		s.readLanes(in, func(int) (int, bool) { return first, true })
	case gShuffleXor:
		v := s.r(in.b)
		s.readLanes(in, func(l int) (int, bool) { return l ^ int(v[l]&0xFFFFFFFF), true })
	case gShuffleUp:
		v := s.r(in.b)
		s.readLanes(in, func(l int) (int, bool) { return l - int(v[l]&0xFFFFFFFF), true })
	case gShuffleDown:
		v := s.r(in.b)
		s.readLanes(in, func(l int) (int, bool) { return l + int(v[l]&0xFFFFFFFF), true })
	case gDeriv:
		s.derivative(in, int(g.consts[0]))
	case gDemote:
		s.helper = s.helper.or(s.mask)
	case gIsHelper:
		d := s.r(in.d)
		for _, l := range act {
			d[l] = b2u(s.helper.has(int(l)))
		}
	case gQuadBroadcast:
		v := s.r(in.b)
		s.readLanes(in, func(l int) (int, bool) { return l&^3 + int(v[l]&3), true })
	case gQuadSwap:
		x := int(g.consts[0]) + 1
		s.readLanes(in, func(l int) (int, bool) { return l ^ x, true })
	case gRotate:
		v := s.r(in.b)
		cs := S
		if g.cluster > 0 && g.cluster < S {
			cs = g.cluster
		}
		s.readLanes(in, func(l int) (int, bool) {
			base := l &^ (cs - 1)
			return base + int((uint64(l-base)+v[l]&0xFFFFFFFF)%uint64(cs)), true
		})
	case gSwizzleAMD:
		s.readLanes(in, func(l int) (int, bool) { return l&^3 + int(g.consts[l&3]&3), true })
	case gSwizzleMaskedAMD:
		a, o, x := int(g.consts[0]), int(g.consts[1]), int(g.consts[2])
		s.readLanes(in, func(l int) (int, bool) { return l&^31 + ((l&31&a)|o^x)&31, true })
	case gWriteInvocationAMD:
		idx := s.r(in.c)
		for c := 0; c < n; c++ {
			d, a, b := s.r(in.d+uint32(c)), s.r(in.a+uint32(c)), s.r(in.b+uint32(c))
			for _, l := range act {
				if uint64(l) == idx[l] {
					d[l] = b[l]
				} else {
					d[l] = a[l]
				}
			}
		}
	case gMbcntAMD:
		v, d := s.r(in.a), s.r(in.d)
		for _, l := range act {
			d[l] = uint64(bits.OnesCount64(v[l] & (1<<uint(l) - 1)))
		}
	case gBallot:
		p := s.r(in.a)
		var m lmask
		for _, l := range act {
			if p[l] != 0 {
				m.set(int(l))
			}
		}
		for _, l := range act {
			s.putBallot(in.d, int(l), m)
		}
	case gInverseBallot:
		d := s.r(in.d)
		for _, l := range act {
			d[l] = b2u(s.ballotOf(in.a, int(l)).has(int(l)))
		}
	case gBallotBitExtract:
		d, idx := s.r(in.d), s.r(in.b)
		for _, l := range act {
			i := idx[l] & 0xFFFFFFFF
			d[l] = b2u(i < 128 && i < uint64(S) && s.ballotOf(in.a, int(l)).has(int(i)))
		}
	case gBallotBitCount:
		d := s.r(in.d)
		for _, l := range act {
			m := s.ballotOf(in.a, int(l))
			switch spirv.GroupOperation(g.gop) {
			case spirv.GroupOperationInclusiveScan:
				m = m.and(firstN(int(l) + 1))
			case spirv.GroupOperationExclusiveScan:
				m = m.and(firstN(int(l)))
			}
			d[l] = uint64(m.count())
		}
	case gFindLSB, gFindMSB:
		d := s.r(in.d)
		for _, l := range act {
			m := s.ballotOf(in.a, int(l))
			r := uint64(0xFFFFFFFF)
			if m.zero() && s.checks {
				name := "LSB"
				if in.sub == gFindMSB {
					name = "MSB"
				}
				s.report("empty-ballot", in, int(l), "BallotFind%s of a ballot with none of the subgroup's %d lanes set: the result is undefined (0xFFFFFFFF here)", name, s.S)
			}
			if !m.zero() {
				if in.sub == gFindLSB {
					r = uint64(m.first())
				} else if m[1] != 0 {
					r = uint64(127 - bits.LeadingZeros64(m[1]))
				} else {
					r = uint64(63 - bits.LeadingZeros64(m[0]))
				}
			}
			d[l] = r
		}
	case gPartition:
		s.partition(in, g)
	case gArith:
		s.groupArith(in, g)
	}
}

// valEqual is the language's ==: floats compare as numbers (-0 == +0,
// NaN differs from everything).
func valEqual(a, b uint64, nk, w int) bool {
	if nk == nkF {
		return fget(a, w) == fget(b, w)
	}
	return a == b
}

func (s *sg) groupArith(in *inst, g *groupInfo) {
	S := s.S
	act := s.act
	comb, ident, addM := g.comb, g.ident, g.addM
	n := int(in.n)
	switch spirv.GroupOperation(g.gop) {
	case spirv.GroupOperationReduce, spirv.GroupOperationClusteredReduce:
		cs := S
		if g.gop == uint32(spirv.GroupOperationClusteredReduce) && g.cluster > 0 && g.cluster < S {
			cs = g.cluster
		}
		for c := 0; c < n; c++ {
			v, d := s.r(in.a+uint32(c)), s.r(in.d+uint32(c))
			for i := 0; i < len(act); {
				base := int(act[i]) &^ (cs - 1)
				j := i
				acc := v[act[i]]
				for j++; j < len(act) && int(act[j])&^(cs-1) == base; j++ {
					if addM != 0 {
						acc = (acc + v[act[j]]) & addM
					} else {
						acc = comb(acc, v[act[j]])
					}
				}
				for k := i; k < j; k++ {
					d[act[k]] = acc
				}
				i = j
			}
		}
	case spirv.GroupOperationInclusiveScan, spirv.GroupOperationExclusiveScan:
		incl := g.gop == uint32(spirv.GroupOperationInclusiveScan)
		for c := 0; c < n; c++ {
			v, d := s.r(in.a+uint32(c)), s.r(in.d+uint32(c))
			acc, have := ident, false
			for _, l := range act {
				x := v[l]
				var next uint64
				if have {
					if addM != 0 {
						next = (acc + x) & addM
					} else {
						next = comb(acc, x)
					}
				} else {
					next = x
				}
				if incl {
					d[l] = next
				} else {
					d[l] = acc
				}
				acc, have = next, true
			}
		}
	case spirv.GroupOperationPartitionedReduceNV, spirv.GroupOperationPartitionedInclusiveScanNV, spirv.GroupOperationPartitionedExclusiveScanNV:
		s.partitioned(in, g)
	}
	_ = S
}
