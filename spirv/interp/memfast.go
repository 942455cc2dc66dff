package interp

import "encoding/binary"

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
