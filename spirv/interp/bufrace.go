package interp

import (
	"fmt"
	"sync/atomic"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Storage-buffer data races (with checks on). Two accesses to one
// location of a buffer in one dispatch, at least one a non-atomic write,
// by different invocations race unless happens-before orders them. What
// orders them here is what orders shared memory: a Workgroup-scope control
// barrier between them (for two invocations of one workgroup), a
// Subgroup-scope one (for two of one subgroup). Nothing orders two
// workgroups of one dispatch but atomics. A module that can synchronise
// through atomics (an atomic with acquire or release semantics, or atomics
// beside a memory barrier: the fence forms) may order any two accesses in
// ways the interpreter does not model (message passing, the
// last-workgroup reduction, decoupled look-back): it is trusted, and its
// buffer accesses are not tracked.
//
// The record of a location is kept per aligned 32-bit word, for the last
// writer and the readers since; one uint64 says who:
//
//	workgroup (linear, +1) << 32 | barrier phase << 16 | local invocation (+1)
//
// where the phase counts the workgroup's barriers (a record of an earlier
// phase is ordered before every access now), local 0xFFFF means several
// readers of the workgroup in that phase, and workgroup 0xFFFFFFFF
// readers of several workgroups. Accesses of 8 or 16 bits and unaligned
// ones are tracked per byte, as shared memory is (two invocations may own
// neighbouring bytes of a word): a page touched by one gets byte records
// beside its word records, a byte access checks its word's records and a
// word access its bytes' records, and each records at its own size.
// Atomics are neither checked nor recorded, as in shared memory.
// Read-only buffers (uniform blocks, NonWritable blocks) cannot race and
// are not tracked. Records live in pages allocated when first touched, so
// a dispatch pays in memory for the words it accesses (16 bytes of records
// per word), up to raceMaxPages (1 GiB of records, 256 MiB of buffer
// words touched); words past that are not tracked.

const (
	racePageWords = 1024
	raceSeveral   = 0xFFFF
	raceCrossWG   = uint64(0xFFFFFFFF) << 32
	raceMaxPages  = 1 << 16
)

type racePage struct {
	wr, rd [racePageWords]atomic.Uint64
	sub    atomic.Pointer[raceBytes] // byte records, once a sub-word access touched the page
}

// raceBytes are a page's records per byte, for 8- and 16-bit and
// unaligned accesses.
type raceBytes struct {
	wr, rd [racePageWords * 4]atomic.Uint64
}

// bufRaces holds a Run's records, by buffer index (run.bufs).
type bufRaces struct {
	pages [][]atomic.Pointer[racePage] // nil: the buffer is not tracked
	n     atomic.Int64                 // pages allocated
}

// newBufRaces returns the records for a Run, or nil when nothing is
// tracked: a module that synchronises through atomics, workgroup ids or
// local ids that do not fit a record, no writable buffer.
func (rs *runState) newBufRaces(total int64) *bufRaces {
	x := rs.x
	inv := int64(rs.local[0]) * int64(rs.local[1]) * int64(rs.local[2])
	if x.atomicSync || total >= 0xFFFFFFFF || inv >= raceSeveral {
		return nil
	}
	br := &bufRaces{pages: make([][]atomic.Pointer[racePage], len(rs.bufs))}
	any := false
	for i, b := range rs.bufs {
		if i < len(x.bufs) && x.bufs[i].ro || len(b) < 4 {
			continue
		}
		br.pages[i] = make([]atomic.Pointer[racePage], (len(b)/4+racePageWords-1)/racePageWords)
		any = true
	}
	if !any {
		return nil
	}
	return br
}

// page returns the page of word k of buffer i, allocating it, or nil past
// raceMaxPages.
func (br *bufRaces) page(i int, k int) *racePage {
	pt := br.pages[i]
	pg := pt[k/racePageWords].Load()
	if pg == nil {
		if br.n.Add(1) > raceMaxPages {
			return nil
		}
		pg = new(racePage)
		if !pt[k/racePageWords].CompareAndSwap(nil, pg) {
			pg = pt[k/racePageWords].Load()
		}
	}
	return pg
}

// bytes returns pg's byte records, allocating them (they count as 4 pages
// against raceMaxPages), or nil past it.
func (br *bufRaces) bytes(pg *racePage) *raceBytes {
	b := pg.sub.Load()
	if b == nil {
		if br.n.Add(4) > raceMaxPages {
			return nil
		}
		b = new(raceBytes)
		if !pg.sub.CompareAndSwap(nil, b) {
			b = pg.sub.Load()
		}
	}
	return b
}

// raceMe is the record of lane l's access now.
func (s *sg) raceMe(l int) uint64 {
	w := s.wg
	return uint64(w.lin+1)<<32 | uint64(w.bphase)<<16 | uint64(s.id*s.S+l+1)
}

// raceWith says whether an access recorded as rec conflicts with one by
// me (a conflict when a write is involved): a different invocation, not
// ordered by a barrier (none orders another workgroup's).
func raceWith(rec, me uint64) bool {
	switch {
	case rec == 0:
		return false
	case rec>>32 != me>>32:
		return true
	case rec>>16&0xFFFF != me>>16&0xFFFF:
		return false
	}
	return rec&0xFFFF != me&0xFFFF
}

// trackBuf checks and records lane l's access of size bytes at offset off
// of buffer i (in bounds).
func (s *sg) trackBuf(in *inst, l, i int, off uint64, size, acc int) {
	br := s.wg.run.races
	if br == nil || i >= len(br.pages) || br.pages[i] == nil || acc == accAtomic || s.wg.bphase > 0xFFFF {
		return
	}
	me := s.raceMe(l)
	if off%4 != 0 || size%4 != 0 {
		s.trackBufBytes(in, l, i, off, size, acc, me)
		return
	}
	for k := int(off / 4); k < int(off/4)+size/4; k++ {
		pg := br.page(i, k)
		if pg == nil {
			return
		}
		j := k % racePageWords
		if sub := pg.sub.Load(); sub != nil {
			for b := 0; b < 4; b++ {
				s.checkBufRec(in, l, i, k*4+b, &sub.wr[j*4+b], &sub.rd[j*4+b], acc, me)
			}
		}
		if s.recordBufRec(in, l, i, k*4, &pg.wr[j], &pg.rd[j], acc, me) {
			s.touchBuf(i, k)
		}
	}
}

// trackBufBytes is trackBuf for an access of 8 or 16 bits or an unaligned
// one: each byte is checked against its word's records and its own, and
// recorded in its own.
func (s *sg) trackBufBytes(in *inst, l, i int, off uint64, size, acc int, me uint64) {
	br := s.wg.run.races
	for p := int(off); p < int(off)+size; p++ {
		k := p / 4
		pg := br.page(i, k)
		if pg == nil {
			return
		}
		sub := br.bytes(pg)
		if sub == nil {
			return
		}
		j := k % racePageWords
		s.checkBufRec(in, l, i, p, &pg.wr[j], &pg.rd[j], acc, me)
		if s.recordBufRec(in, l, i, p, &sub.wr[j*4+p%4], &sub.rd[j*4+p%4], acc, me) {
			s.touchBuf(i, k)
		}
	}
}

// checkBufRec reports a conflict of the access me with the records wr and
// rd (of the location at byte pos), changing nothing.
func (s *sg) checkBufRec(in *inst, l, i, pos int, wr, rd *atomic.Uint64, acc int, me uint64) {
	if acc != accWrite {
		if w := wr.Load(); w != 0 && w != me && raceWith(w, me) {
			s.reportBufRace(in, l, i, pos, "reads", "written", w)
		}
		return
	}
	switch w, r := wr.Load(), rd.Load(); {
	case w != me && raceWith(w, me):
		s.reportBufRace(in, l, i, pos, "writes", "written", w)
	case raceWith(r, me):
		s.reportBufRace(in, l, i, pos, "writes", "read", r)
	}
}

// recordBufRec checks the access me against the records wr and rd, as
// checkBufRec does, and records it; it says whether a record changed.
func (s *sg) recordBufRec(in *inst, l, i, pos int, wr, rd *atomic.Uint64, acc int, me uint64) bool {
	w, r := wr.Load(), rd.Load()
	if acc == accWrite {
		if w != me {
			switch {
			case raceWith(w, me):
				s.reportBufRace(in, l, i, pos, "writes", "written", w)
			case raceWith(r, me):
				s.reportBufRace(in, l, i, pos, "writes", "read", r)
			}
			wr.Store(me)
			return true
		}
		if raceWith(r, me) {
			s.reportBufRace(in, l, i, pos, "writes", "read", r)
		}
		return false
	}
	if w != 0 && w != me && raceWith(w, me) {
		s.reportBufRace(in, l, i, pos, "reads", "written", w)
	}
	switch {
	case r == me:
	case r == 0 || r>>32 == me>>32 && r>>16&0xFFFF != me>>16&0xFFFF:
		rd.Store(me)
		return true
	case r>>32 != me>>32:
		rd.Store(raceCrossWG)
	default:
		rd.Store(me | raceSeveral)
	}
	return false
}

// touchBuf notes that this subgroup set word k of buffer i's record, for
// a subgroup barrier to forget (only in modules with one).
func (s *sg) touchBuf(i, k int) {
	if !s.x.subgroupBarrier || s.btouchedAll {
		return
	}
	if len(s.btouched) >= 1<<16 {
		s.btouched, s.btouchedAll = s.btouched[:0], true
		return
	}
	s.btouched = append(s.btouched, [2]int32{int32(i), int32(k)})
}

// forgetSubgroupBufAccesses is forgetSubgroupAccesses for buffers: the
// records this subgroup's lanes set in this phase are dropped. When the
// list overflowed, the subgroup's accesses since its last barrier stay
// recorded (a later conflict between two of its lanes may be reported
// although a subgroup barrier ordered it; rare: 65,536 recorded words).
func (s *sg) forgetSubgroupBufAccesses() {
	br := s.wg.run.races
	if br == nil {
		return
	}
	if !s.btouchedAll {
		me := s.raceMe(0)
		lo, hi := me&0xFFFF, me&0xFFFF+uint64(s.S)-1
		for _, ik := range s.btouched {
			pg := br.page(int(ik[0]), int(ik[1]))
			if pg == nil {
				continue
			}
			j := int(ik[1]) % racePageWords
			var recs [10]*atomic.Uint64
			recs[0], recs[1] = &pg.wr[j], &pg.rd[j]
			n := 2
			if sub := pg.sub.Load(); sub != nil {
				for b := j * 4; b < j*4+4; b++ {
					recs[n], recs[n+1] = &sub.wr[b], &sub.rd[b]
					n += 2
				}
			}
			for _, a := range recs[:n] {
				if v := a.Load(); v>>16 == me>>16 && v&0xFFFF >= lo && v&0xFFFF <= hi {
					a.CompareAndSwap(v, 0)
				}
			}
		}
	}
	s.btouched, s.btouchedAll = s.btouched[:0], false
}

func (s *sg) reportBufRace(in *inst, l, i, pos int, does, done string, rec uint64) {
	var name string
	if i < len(s.x.bufs) {
		name = bufName(&s.x.bufs[i].info)
	} else {
		name = fmt.Sprintf("address buffer %d", i-len(s.x.bufs))
	}
	var who string
	rs := s.wg.run
	switch {
	case rec == raceCrossWG:
		who = "invocations of other workgroups of the dispatch (nothing orders workgroups of one dispatch)"
	case rec>>32 != uint64(s.wg.lin+1):
		lin := int64(rec>>32) - 1
		wg := [3]int64{lin % int64(rs.nwg[0]), lin / int64(rs.nwg[0]) % int64(rs.nwg[1]), lin / int64(rs.nwg[0]*rs.nwg[1])}
		who = fmt.Sprintf("workgroup (%d,%d,%d) (nothing orders workgroups of one dispatch)", wg[0], wg[1], wg[2])
	case rec&0xFFFF == raceSeveral:
		who = "other invocations with no barrier between"
	default:
		who = fmt.Sprintf("invocation %d with no barrier between", rec&0xFFFF-1)
	}
	s.report("buffer-data-race", in, l, "%s byte %d of buffer %s %s by %s", does, pos, name, done, who)
}

// atomicSync says whether a module can synchronise invocations through
// atomics: an atomic instruction with acquire or release semantics, or an
// atomic beside a memory barrier (a relaxed atomic and a fence).
func atomicSync(c *compiler, insts []spirv.Inst) bool {
	ordering := func(id uint32) bool {
		v, ok := c.cval[id]
		return !ok || len(v) != 1 || v[0]&0x1E != 0 // Acquire, Release, AcquireRelease, SequentiallyConsistent
	}
	atomics, fence := false, false
	for _, in := range insts {
		w := in.Words
		switch in.Op {
		case spirv.OpMemoryBarrier:
			fence = true
		case spirv.OpAtomicStore, spirv.OpAtomicFlagClear:
			atomics = true
			if len(w) >= 4 && ordering(w[3]) {
				return true
			}
		case spirv.OpAtomicLoad, spirv.OpAtomicExchange, spirv.OpAtomicCompareExchange, spirv.OpAtomicCompareExchangeWeak,
			spirv.OpAtomicIIncrement, spirv.OpAtomicIDecrement, spirv.OpAtomicIAdd, spirv.OpAtomicISub,
			spirv.OpAtomicSMin, spirv.OpAtomicUMin, spirv.OpAtomicSMax, spirv.OpAtomicUMax,
			spirv.OpAtomicAnd, spirv.OpAtomicOr, spirv.OpAtomicXor, spirv.OpAtomicFlagTestAndSet,
			spirv.OpAtomicFAddEXT, spirv.OpAtomicFMinEXT, spirv.OpAtomicFMaxEXT:
			atomics = true
			if len(w) >= 6 && ordering(w[5]) || in.Op == spirv.OpAtomicCompareExchange && len(w) >= 7 && ordering(w[6]) {
				return true
			}
		}
	}
	return atomics && fence
}

// readOnlyBlock says whether the buffer variable id of storage class sc
// and block type t cannot be written: a uniform block (Uniform without
// BufferBlock), a NonWritable variable, or a block whose members are all
// NonWritable (GLSL's readonly buffer).
func (c *compiler) readOnlyBlock(id uint32, sc spirv.StorageClass, t *rtype) bool {
	if _, ok := c.m.decoration(id, spirv.DecorationNonWritable); ok {
		return true
	}
	if t == nil || t.k != tStruct {
		return false
	}
	if _, bb := c.m.decoration(t.id, spirv.DecorationBufferBlock); sc == spirv.StorageClassUniform && !bb {
		return true
	}
	md := c.m.mdec[t.id]
	for k := range t.members {
		ro := false
		for _, d := range md[uint32(k)] {
			if d.d == spirv.DecorationNonWritable {
				ro = true
			}
		}
		if !ro {
			return false
		}
	}
	return len(t.members) > 0
}
