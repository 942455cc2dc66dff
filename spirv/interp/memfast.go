package interp

import (
	"encoding/binary"
	"math"
	"unsafe"
)

// Fast paths of OpLoad and OpStore for one 32-bit scalar in shared or
// buffer memory: a lane's in-bounds access is a bounds test and a 4-byte
// copy (with checks on, shared-memory accesses are tracked first, as addr
// does), as is an access to the lane's own invocation memory. Lanes whose
// pointer is into another region (push constants) or out of bounds take
// the general path (addr), lane by lane, which makes the same reports in
// the same order; the results are those of load and store.

// plainMem returns the bytes of a shared or buffer region, or nil for
// the other regions.
func (s *sg) plainMem(reg uint32) []byte {
	switch {
	case reg == regShared:
		return s.wg.shared
	case reg >= regBuf && reg != regNone && int(reg-regBuf) < len(s.wg.run.bufs):
		return s.wg.run.bufs[reg-regBuf]
	}
	return nil
}

// load32 runs a load of one 4-byte scalar at offset extra from the
// pointers in p.
func (s *sg) load32(in *inst, p []uint64, extra uint32) {
	d := s.r(in.d)
	track := s.checks
	w, base, keep := s.wg, int32(s.id*s.S)+1, s.x.subgroupBarrier
	lastReg := uint32(regNone)
	var mem []byte
	for _, l := range s.act {
		ptr := p[l]
		if reg := uint32(ptr >> 32); reg != lastReg {
			mem, lastReg = s.plainMem(reg), reg
		}
		off := uint64(uint32(ptr)) + uint64(extra)
		if lastReg == regArena && off+4 <= uint64(s.ast) {
			// invocation memory (Function, Private, Input): the lane's own
			d[l] = uint64(binary.LittleEndian.Uint32(s.arena[int(l)*s.ast+int(off):]))
			continue
		}
		if mem == nil || off+4 > uint64(len(mem)) {
			v := uint64(0)
			if b := s.addr(in, int(l), ptr, extra, 4, accRead); b != nil {
				v = rd(b, 4)
			}
			d[l] = v
			continue
		}
		if track && lastReg == regShared {
			// the common case in place: all four bytes written, by no
			// other invocation, and read by this one already or by none
			// (then recorded, when no subgroup barrier needs the touch
			// list); otherwise trackRead4 does all of it
			o, me, done := int(off), base+int32(l), false
			if binary.LittleEndian.Uint32(w.init[o:]) == 0x01010101 {
				wr4 := w.wr[o : o+4 : o+4]
				if wr4[0]|wr4[1]|wr4[2]|wr4[3] == 0 {
					rd4 := w.rd[o : o+4 : o+4]
					switch {
					case rd4[0] == me && rd4[1] == me && rd4[2] == me && rd4[3] == me:
						done = true
					case rd4[0]|rd4[1]|rd4[2]|rd4[3] == 0 && !keep:
						rd4[0], rd4[1], rd4[2], rd4[3] = me, me, me, me
						done = true
					}
				}
			}
			if !done {
				s.trackRead4(in, int(l), o)
			}
		} else if track && s.wg.run.races != nil {
			s.trackBuf(in, int(l), int(lastReg-regBuf), off, 4, accRead)
		}
		d[l] = uint64(binary.LittleEndian.Uint32(mem[off:]))
	}
}

// store32 runs a store of one 4-byte scalar.
func (s *sg) store32(in *inst, p []uint64, extra uint32) {
	v := s.r(in.b)
	track := s.checks
	w, base, keep := s.wg, int32(s.id*s.S)+1, s.x.subgroupBarrier
	lastReg := uint32(regNone)
	var mem []byte
	for _, l := range s.act {
		ptr := p[l]
		if reg := uint32(ptr >> 32); reg != lastReg {
			mem, lastReg = s.plainMem(reg), reg
		}
		off := uint64(uint32(ptr)) + uint64(extra)
		if lastReg == regArena && off+4 <= uint64(s.ast) {
			binary.LittleEndian.PutUint32(s.arena[int(l)*s.ast+int(off):], uint32(v[l]))
			continue
		}
		if mem == nil || off+4 > uint64(len(mem)) || lastReg != regShared && s.helper.has(int(l)) {
			if b := s.addr(in, int(l), ptr, extra, 4, accWrite); b != nil {
				wr(b, 4, v[l])
			}
			continue
		}
		if track && lastReg == regShared {
			// the common case in place: no other invocation wrote or
			// read the four bytes, and this one wrote them already or no
			// subgroup barrier needs the touch list; else trackWrite4
			o, me, done := int(off), base+int32(l), false
			wr4, rd4 := w.wr[o:o+4:o+4], w.rd[o:o+4:o+4]
			if (rd4[0] == 0 || rd4[0] == me) && (rd4[1] == 0 || rd4[1] == me) &&
				(rd4[2] == 0 || rd4[2] == me) && (rd4[3] == 0 || rd4[3] == me) {
				switch {
				case wr4[0] == me && wr4[1] == me && wr4[2] == me && wr4[3] == me:
					done = true
				case wr4[0]|wr4[1]|wr4[2]|wr4[3] == 0 && !keep:
					wr4[0], wr4[1], wr4[2], wr4[3] = me, me, me, me
					done = true
				}
			}
			if done {
				binary.LittleEndian.PutUint32(w.init[o:], 0x01010101)
			} else {
				s.trackWrite4(in, int(l), o)
			}
		} else if track && s.wg.run.races != nil {
			s.trackBuf(in, int(l), int(lastReg-regBuf), off, 4, accWrite)
		}
		binary.LittleEndian.PutUint32(mem[off:], uint32(v[l]))
	}
}

// memTab is what vloop's memory ops (chain.go: cLoad, cStore) read of the
// subgroup's memory; lanes_amd64.s reads the fields at fixed offsets.
type memTab struct {
	shared    *byte   // 0
	sharedLen uint64  // 8
	bufs      *memBuf // 16: the buffers, by region - regBuf
	nbufs     uint64  // 24
	arena     *byte   // 32: lane l's invocation memory at l*ast
	ast       uint64  // 40
	track     uint64  // 48: 1: shared accesses are tracked in place (checks on), else 0
	keep      uint64  // 56: a subgroup barrier needs the touch list (exe.subgroupBarrier)
	init      *byte   // 64: wgState.init
	wr, rd    *int32  // 72, 80
	me0       uint64  // 88: the race-tracking id of lane 0 (s.id*S + 1)
}

// memBuf is one buffer's bytes.
type memBuf struct {
	p *byte
	n uint64
}

// memTab fills the subgroup's memTab for a trace with memory ops. With
// checks on and no tracking tables, every shared access leaves vloop (an
// out-of-bounds sharedLen).
func (s *sg) memTab() *memTab {
	mt := &s.mt
	w := s.wg
	rs := w.run
	*mt = memTab{
		shared: unsafe.SliceData(w.shared), sharedLen: uint64(len(w.shared)),
		bufs: unsafe.SliceData(rs.memBufs), nbufs: uint64(len(rs.memBufs)),
		arena: unsafe.SliceData(s.arena), ast: uint64(s.ast),
		me0: uint64(s.id*s.S + 1),
	}
	if s.ast*s.S > len(s.arena) {
		mt.ast = 0
	}
	if s.checks {
		n := len(w.shared)
		if len(w.init) < n || len(w.wr) < n || len(w.rd) < n {
			mt.sharedLen = 0
		} else {
			mt.track = 1
			mt.init, mt.wr, mt.rd = unsafe.SliceData(w.init), unsafe.SliceData(w.wr), unsafe.SliceData(w.rd)
		}
		if s.x.subgroupBarrier {
			mt.keep = 1
		}
	}
	return mt
}

// appendMemOps appends the ops of an access chain, or of a load or store
// of one 4-byte scalar at pc, in a trace; false when it has none. The
// access chain's ops give what accessChain gives; the load's and store's,
// in place, what load32 and store32 do, and otherwise stop for sg.run.
func appendMemOps(x *exe, in *inst, pc int, steps uint64) bool {
	if !memOK(x, in) || pc < 0 {
		return false
	}
	switch in.op {
	case xAccessChain:
		dyn := in.x.dyn
		m := int64(in.m)
		lo, hi := int64(0), int64(badOff-1)
		if lim := in.x.lim; lim != nil {
			lo, hi = max(lo, lim.lo), min(hi, lim.hi)
		}
		op := chainOp{kind: cAccess, d: uint64(in.d), a: uint64(in.a), b: uint64(dyn[0].slot), e: math.MaxUint64,
			m: uint64(m), k: uint64(dyn[0].stride), steps: steps}
		ext := chainOp{kind: cExt, d: uint64(lo), a: uint64(hi)}
		if len(dyn) == 2 {
			op.e, ext.b = uint64(dyn[1].slot), uint64(dyn[1].stride)
		}
		x.chainOps = append(x.chainOps, op, ext)
		return true
	case xLoad, xStore:
		op := chainOp{kind: cLoad, d: uint64(in.d), a: uint64(in.a), b: uint64(in.a), m: uint64(pc), k: uint64(in.x.lay.slots[0].off), steps: steps}
		if in.op == xStore {
			op.kind, op.d, op.b = cStore, uint64(in.a), uint64(in.b)
		}
		x.chainOps = append(x.chainOps, op)
		return true
	}
	return false
}

// memOK says appendMemOps takes the instruction.
func memOK(x *exe, in *inst) bool {
	if !useVec {
		return false
	}
	ns := uint64(x.nslots)
	switch in.op {
	case xAccessChain:
		dyn := in.x.dyn
		if in.x.desc != nil || len(dyn) == 0 || len(dyn) > 2 || in.n > 1 {
			return false
		}
		m := int64(in.m)
		if m <= -1<<40 || m >= 1<<40 || uint64(in.d) >= ns || uint64(in.a) >= ns {
			return false
		}
		for _, dx := range dyn {
			if dx.w != 32 || dx.stride < 0 || dx.stride >= 1<<31 || uint64(dx.slot) >= ns {
				return false
			}
		}
		return true
	case xLoad, xStore:
		if in.x == nil || in.x.lay == nil || len(in.x.lay.slots) != 1 || in.x.lay.slots[0].size != 4 ||
			uint64(in.a) >= ns {
			return false
		}
		if in.op == xStore {
			return uint64(in.b) < ns
		}
		// a lane's result must not overwrite a pointer a later lane
		// reads: sg.run may run the load again from lane 0
		return uint64(in.d) < ns && in.d != in.a
	}
	return false
}
