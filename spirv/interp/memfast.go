package interp

import "encoding/binary"

// Fast paths of OpLoad and OpStore for one 32-bit scalar in shared or
// buffer memory: a lane's in-bounds access is a bounds test and a 4-byte
// copy (with checks on, shared-memory accesses are tracked first, as addr
// does). Lanes whose pointer is into another region (invocation memory,
// push constants) or out of bounds take the general path (addr), lane by
// lane, which makes the same reports in the same order; the results are
// those of load and store.

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
	lastReg := uint32(regNone)
	var mem []byte
	for _, l := range s.act {
		ptr := p[l]
		if reg := uint32(ptr >> 32); reg != lastReg {
			mem, lastReg = s.plainMem(reg), reg
		}
		off := uint64(uint32(ptr)) + uint64(extra)
		if mem == nil || off+4 > uint64(len(mem)) {
			v := uint64(0)
			if b := s.addr(in, int(l), ptr, extra, 4, accRead); b != nil {
				v = rd(b, 4)
			}
			d[l] = v
			continue
		}
		if track && lastReg == regShared {
			s.trackRead4(in, int(l), int(off))
		}
		d[l] = uint64(binary.LittleEndian.Uint32(mem[off:]))
	}
}

// store32 runs a store of one 4-byte scalar.
func (s *sg) store32(in *inst, p []uint64, extra uint32) {
	v := s.r(in.b)
	track := s.checks
	lastReg := uint32(regNone)
	var mem []byte
	for _, l := range s.act {
		ptr := p[l]
		if reg := uint32(ptr >> 32); reg != lastReg {
			mem, lastReg = s.plainMem(reg), reg
		}
		off := uint64(uint32(ptr)) + uint64(extra)
		if mem == nil || off+4 > uint64(len(mem)) {
			if b := s.addr(in, int(l), ptr, extra, 4, accWrite); b != nil {
				wr(b, 4, v[l])
			}
			continue
		}
		if track && lastReg == regShared {
			s.trackWrite4(in, int(l), int(off))
		}
		binary.LittleEndian.PutUint32(mem[off:], uint32(v[l]))
	}
}
