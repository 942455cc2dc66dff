package interp

import (
	"math"
	"sync/atomic"
	"unsafe"
)

// atomic op kinds (inst.sub)
const (
	atLoad = iota
	atStore
	atExchange
	atCompareExchange
	atIIncrement
	atIDecrement
	atIAdd
	atISub
	atSMin
	atUMin
	atSMax
	atUMax
	atAnd
	atOr
	atXor
	atFAdd
	atFMin
	atFMax
)

// atomicRMW applies op to the value v of width w (bits) and returns the new
// value; ok is false for a compare-exchange whose comparison fails.
func atomicNew(op int, old, v, cmp uint64, w int) (uint64, bool) {
	m := wmask(w)
	switch op {
	case atStore, atExchange:
		return v, true
	case atCompareExchange:
		return v, old == cmp
	case atIIncrement:
		return (old + 1) & m, true
	case atIDecrement:
		return (old - 1) & m, true
	case atIAdd:
		return (old + v) & m, true
	case atISub:
		return (old - v) & m, true
	case atSMin:
		if sext(v, w) < sext(old, w) {
			return v, true
		}
		return old, true
	case atUMin:
		return min(old, v), true
	case atSMax:
		if sext(v, w) > sext(old, w) {
			return v, true
		}
		return old, true
	case atUMax:
		return max(old, v), true
	case atAnd:
		return old & v, true
	case atOr:
		return old | v, true
	case atXor:
		return old ^ v, true
	case atFAdd:
		return fput(fget(old, w)+fget(v, w), w), true
	case atFMin, atFMax:
		x, y := fget(old, w), fget(v, w)
		if math.IsNaN(x) || (op == atFMin) == (y < x) {
			return v, true
		}
		return old, true
	}
	return old, false
}

// atomic runs an atomic instruction lane by lane, in lane order. Every
// access is a true atomic read-modify-write (compare-and-swap on the
// memory word), so atomics on buffers shared by workgroups running on
// several goroutines are atomic too. in.a: pointer, in.b: value,
// in.c: comparator, in.w: width.
func (s *sg) atomic(in *inst) {
	S := s.S
	w := int(in.w)
	size := w / 8
	p := s.r(in.a)
	for _, l := range s.act {
		var v, cmp uint64
		if in.b != math.MaxUint32 {
			v = s.regs[int(in.b)*S+int(l)]
		}
		if in.c != math.MaxUint32 {
			cmp = s.regs[int(in.c)*S+int(l)]
		}
		b := s.addr(in, int(l), p[l], 0, size, accAtomic)
		var old uint64
		if b != nil {
			old = s.atomicMem(b, int(in.sub), v, cmp, w)
		}
		if in.sub != atStore {
			s.regs[int(in.d)*S+int(l)] = old
		}
	}
}

func (s *sg) atomicMem(b []byte, op int, v, cmp uint64, w int) uint64 {
	ptr := unsafe.Pointer(&b[0])
	switch {
	case w == 32 && uintptr(ptr)%4 == 0:
		a := (*uint32)(ptr)
		if op == atLoad {
			return uint64(atomic.LoadUint32(a))
		}
		for {
			old := atomic.LoadUint32(a)
			nv, ok := atomicNew(op, uint64(old), v, cmp, w)
			if !ok || atomic.CompareAndSwapUint32(a, old, uint32(nv)) {
				return uint64(old)
			}
		}
	case w == 64 && uintptr(ptr)%8 == 0:
		a := (*uint64)(ptr)
		if op == atLoad {
			return atomic.LoadUint64(a)
		}
		for {
			old := atomic.LoadUint64(a)
			nv, ok := atomicNew(op, old, v, cmp, w)
			if !ok || atomic.CompareAndSwapUint64(a, old, nv) {
				return old
			}
		}
	}
	// unaligned or narrow: serialise through a lock
	mu := &s.wg.run.atomMu
	mu.Lock()
	old := rd(b, w/8)
	if op != atLoad {
		if nv, ok := atomicNew(op, old, v, cmp, w); ok {
			wr(b, w/8, nv)
		}
	}
	mu.Unlock()
	return old
}
