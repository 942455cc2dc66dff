package interp

import (
	"encoding/binary"
	"fmt"
	"math"
)

// sharedFill is the byte pattern uninitialised shared memory holds.
const sharedFill = 0xCD

func rd(b []byte, size int) uint64 {
	switch size {
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	case 8:
		return binary.LittleEndian.Uint64(b)
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 1:
		return uint64(b[0])
	}
	return 0
}

func wr(b []byte, size int, v uint64) {
	switch size {
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(b, v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 1:
		b[0] = byte(v)
	}
}

// access kinds for addr
const (
	accRead = iota
	accWrite
	accAtomic
	accCopy // the read of OpCopyMemory: no uninitialised-read report
)

// addr returns the size bytes a lane's pointer designates, or nil when
// they are out of bounds (reported). ptr is region<<32 | offset; extra is
// added to the offset.
func (s *sg) addr(in *inst, l int, ptr uint64, extra uint32, size int, acc int) []byte {
	reg := uint32(ptr >> 32)
	off := uint64(uint32(ptr)) + uint64(extra)
	end := off + uint64(size)
	if (acc == accWrite || acc == accAtomic) && reg != regArena && reg != regShared && s.helper.has(l) {
		return nil // helper invocations write no memory
	}
	switch {
	case reg == regArena:
		if end <= uint64(s.ast) {
			o := l*s.ast + int(off)
			return s.arena[o : o+size : o+size]
		}
	case reg == regShared:
		sh := s.wg.shared
		if end <= uint64(len(sh)) {
			if s.checks {
				s.trackShared(in, l, int(off), size, acc)
			}
			return sh[off:end:end]
		}
	case reg == regPush:
		pc := s.wg.run.push
		isRead := acc == accRead || acc == accCopy
		if end <= uint64(len(pc)) && isRead {
			return pc[off:end:end]
		}
		if !isRead {
			return nil
		}
	case reg >= regBuf && reg != regNone:
		i := int(reg - regBuf)
		if i < len(s.wg.run.bufs) {
			b := s.wg.run.bufs[i]
			if end <= uint64(len(b)) {
				if s.checks {
					s.trackBuf(in, l, i, off, size, acc)
				}
				return b[off:end:end]
			}
			if s.checks && !s.wg.run.cfg.RobustBufferAccess && i >= len(s.x.bufs) {
				k := i - len(s.x.bufs)
				s.report("out-of-bounds", in, l, "device address 0x%x: %d-byte access at offset %d of address buffer %d, its size %d (reads give 0, writes are dropped)",
					BufferAddress(k)+off, size, off, k, len(b))
			} else if s.checks && !s.wg.run.cfg.RobustBufferAccess {
				if bi := &s.x.bufs[i].info; b == nil && bi.ArraySize < 0 {
					s.report("out-of-bounds", in, l, "descriptor array %s: element %d is not bound", bi.Name, bi.ArrayIndex)
				} else {
					s.report("out-of-bounds", in, l, "buffer %s: %d-byte access at offset %d, bound size %d (reads give 0, writes are dropped)",
						bufName(bi), size, off, len(b))
				}
			}
			return nil
		}
	}
	if reg >= regTexel && reg < regWild {
		// a texel pointer (image atomics): out-of-bounds coordinates
		// were reported by OpImageTexelPointer
		return s.texelAddr(reg-regTexel, off, size)
	}
	if s.checks && reg == regWild {
		if off >= badOff {
			s.report("out-of-bounds", in, l, "%d-byte access through a device address that is in no buffer (at or above 4 GiB)", size)
		} else {
			s.report("out-of-bounds", in, l, "%d-byte access at device address 0x%x, which is in no buffer", size, off)
		}
		return nil
	}
	if s.checks {
		if off >= badOff && (reg == regArena || reg == regShared) {
			what := "Function or Private"
			if reg == regShared {
				what = "Workgroup"
			}
			s.report("out-of-bounds", in, l, "%d-byte access through a pointer outside its variable (an index past an array of a %s variable; reads give 0, writes are dropped)", size, what)
		} else {
			s.report("out-of-bounds", in, l, "%d-byte access at offset %d outside its variable's memory", size, off)
		}
	}
	return nil
}

func (s *sg) load(in *inst) {
	slots := in.x.lay.slots
	p := s.r(in.a)
	S := s.S
	if len(slots) == 1 && s.full && uint32(p[0]>>32) == regArena && !s.checks {
		// fast path: a scalar local variable, all lanes
		sz := int(slots[0].size)
		d := s.r(in.d)
		for l := 0; l < S; l++ {
			off := uint64(uint32(p[l])) + uint64(slots[0].off)
			if off+uint64(sz) > uint64(s.ast) {
				d[l] = 0
				continue
			}
			d[l] = rd(s.arena[l*s.ast+int(off):], sz)
		}
		return
	}
	if len(slots) == 1 && slots[0].size == 4 {
		s.load32(in, p, slots[0].off)
		return
	}
	for _, l := range s.act {
		ptr := p[l]
		for c, sl := range slots {
			b := s.addr(in, int(l), ptr, sl.off, int(sl.size), accRead)
			v := uint64(0)
			if b != nil {
				v = rd(b, int(sl.size))
			}
			s.regs[(int(in.d)+c)*S+int(l)] = v
		}
	}
}

func (s *sg) store(in *inst) {
	slots := in.x.lay.slots
	p := s.r(in.a)
	S := s.S
	if len(slots) == 1 && slots[0].size == 4 {
		s.store32(in, p, slots[0].off)
		return
	}
	for _, l := range s.act {
		ptr := p[l]
		for c, sl := range slots {
			b := s.addr(in, int(l), ptr, sl.off, int(sl.size), accWrite)
			if b != nil {
				wr(b, int(sl.size), s.regs[(int(in.b)+c)*S+int(l)])
			}
		}
	}
}

// copyMemory runs OpCopyMemory. A copy moves bytes without using their
// value, so reading never-written shared bytes is not reported here: when
// the destination is shared memory too, those bytes stay unwritten there
// (a later load of them is reported); elsewhere they arrive holding
// sharedFill. Races are checked as for loads and stores.
func (s *sg) copyMemory(in *inst) {
	dl, sl := in.x.lay.slots, in.x.lay2.slots
	dp, sp := s.r(in.a), s.r(in.b)
	for _, l := range s.act {
		for c := 0; c < len(dl) && c < len(sl); c++ {
			v := uint64(0)
			undef := uint8(0)
			if b := s.addr(in, int(l), sp[l], sl[c].off, int(sl[c].size), accCopy); b != nil {
				v = rd(b, int(sl[c].size))
				undef = s.unwritten(sp[l], sl[c].off, int(sl[c].size))
			}
			if b := s.addr(in, int(l), dp[l], dl[c].off, int(dl[c].size), accWrite); b != nil {
				wr(b, int(dl[c].size), v)
				if undef != 0 {
					s.markUnwritten(dp[l], dl[c].off, int(dl[c].size), undef)
				}
			}
		}
	}
}

// unwritten returns a mask of the size (at most 8) bytes at a shared
// pointer that no invocation or initializer has written; 0 for other
// memory or without checks.
func (s *sg) unwritten(ptr uint64, extra uint32, size int) uint8 {
	if !s.checks || uint32(ptr>>32) != regShared {
		return 0
	}
	off := int(uint32(ptr)) + int(extra)
	m := uint8(0)
	for i := 0; i < size && i < 8; i++ {
		if s.wg.init[off+i] == 0 {
			m |= 1 << i
		}
	}
	return m
}

// markUnwritten marks the bytes of mask at a shared pointer as never
// written again (the copy brought undefined bytes there).
func (s *sg) markUnwritten(ptr uint64, extra uint32, size int, mask uint8) {
	if !s.checks || uint32(ptr>>32) != regShared {
		return
	}
	off := int(uint32(ptr)) + int(extra)
	for i := 0; i < size && i < 8; i++ {
		if mask&(1<<i) != 0 {
			s.wg.init[off+i] = 0
		}
	}
}

const badOff = math.MaxUint32

// nullPtr is OpConstantNull of a pointer type (variable pointers): no
// region, no offset.
const nullPtr = uint64(regNone)<<32 | badOff

func (s *sg) accessChain(in *inst) {
	d, base := s.r(in.d), s.r(in.a)
	dyn, desc, lim := in.x.dyn, in.x.desc, in.x.lim
	S := s.S
	if desc == nil && len(dyn) == 1 {
		// the common chain: one dynamic index (the loop below, unrolled)
		idx, stride, w, m := s.r(dyn[0].slot), dyn[0].stride, dyn[0].w, int64(in.m)
		for _, l := range s.act {
			p := base[l]
			off := int64(uint32(p)) + m
			if uint32(p) == badOff {
				off = badOff
			}
			off += sext(idx[l], w) * stride
			if off < 0 || off >= badOff || lim != nil && (off < lim.lo || off > lim.hi) {
				off = badOff
			}
			d[l] = p&^0xFFFFFFFF | uint64(off)
		}
		return
	}
	for _, l := range s.act {
		p := base[l]
		off := int64(uint32(p)) + int64(in.m)
		if uint32(p) == badOff {
			off = badOff
		}
		if dx := desc; dx != nil {
			i := dx.c
			if dx.slot != noSlot {
				i = uint64(sext(s.regs[int(dx.slot)*S+int(l)], dx.w))
			}
			if i >= uint64(dx.n) {
				if s.checks {
					s.report("out-of-bounds", in, int(l), "descriptor array index %d, the array has %d elements", int64(i), dx.n)
				}
				d[l] = uint64(regNone)<<32 | badOff
				continue
			}
			p += i << 32
		}
		for _, dx := range dyn {
			off += sext(s.regs[int(dx.slot)*S+int(l)], dx.w) * dx.stride
		}
		if off < 0 || off >= badOff || lim != nil && (off < lim.lo || off > lim.hi) {
			off = badOff
		}
		d[l] = p&^0xFFFFFFFF | uint64(off)
	}
}

// bufName names a buffer in a diagnostic: the block, with the element of
// a descriptor array.
func bufName(bi *BindingInfo) string {
	if bi.ArraySize != 0 {
		return fmt.Sprintf("%s[%d]", bi.Name, bi.ArrayIndex)
	}
	return bi.Name
}

func (s *sg) arrayLength(in *inst) {
	d, p := s.r(in.d), s.r(in.a)
	for _, l := range s.act {
		reg := uint32(p[l] >> 32)
		n := int64(0)
		if reg >= regBuf && reg != regNone && int(reg-regBuf) < len(s.wg.run.bufs) {
			size := int64(len(s.wg.run.bufs[reg-regBuf]))
			n = (size - int64(uint32(p[l])) - int64(in.m)) / int64(in.e)
			if n < 0 {
				n = 0
			}
		}
		d[l] = uint64(n) & 0xFFFFFFFF
	}
}

// forgetSubgroupAccesses drops the race-tracking records this subgroup's
// invocations left in shared memory: a subgroup-scope control barrier
// orders them against the subgroup's later accesses. Records of several
// readers (-1) do not say whose they are and stay.
func (s *sg) forgetSubgroupAccesses() {
	w := s.wg
	if w.wr == nil {
		return
	}
	lo, hi := int32(s.id*s.S)+1, int32(s.id*s.S+s.S)
	if !s.touchedAll {
		// only the bytes this subgroup recorded; a record another
		// invocation has since taken over stays
		for _, i := range s.touched {
			if v := w.wr[i]; v >= lo && v <= hi {
				w.wr[i] = 0
			}
			if v := w.rd[i]; v >= lo && v <= hi {
				w.rd[i] = 0
			}
		}
		s.touched = s.touched[:0]
		return
	}
	for i, v := range w.wr {
		if v >= lo && v <= hi {
			w.wr[i] = 0
		}
	}
	for i, v := range w.rd {
		if v >= lo && v <= hi {
			w.rd[i] = 0
		}
	}
	s.touched, s.touchedAll = s.touched[:0], false
}

// touch notes that this subgroup set the race record of shared byte i
// (for a module with subgroup-scope barriers: nothing else reads the
// notes).
func (s *sg) touch(i int) {
	if s.touchedAll || !s.x.subgroupBarrier {
		return
	}
	if len(s.touched) >= len(s.wg.wr) {
		s.touched, s.touchedAll = s.touched[:0], true
		return
	}
	s.touched = append(s.touched, int32(i))
}

// trackRead4 and trackWrite4 are trackShared for a 4-byte read or write
// (the 32-bit load and store fast paths) when no byte has anything to
// report: they check that first, without changing anything, and
// otherwise leave the whole access to trackShared.
func (s *sg) trackRead4(in *inst, l, off int) {
	w := s.wg
	me := int32(s.id*s.S+l) + 1
	ini, wr, rd := w.init[off:off+4:off+4], w.wr[off:off+4:off+4], w.rd[off:off+4:off+4]
	// init bytes are 0 or 1
	if binary.LittleEndian.Uint32(ini) != 0x01010101 {
		s.trackShared(in, l, off, 4, accRead)
		return
	}
	if wr[0]|wr[1]|wr[2]|wr[3] != 0 {
		for k := range 4 {
			if wr[k] != 0 && wr[k] != me {
				s.trackShared(in, l, off, 4, accRead)
				return
			}
		}
	}
	if rd[0] == me && rd[1] == me && rd[2] == me && rd[3] == me {
		return
	}
	for k := range 4 {
		switch r := rd[k]; {
		case r == 0:
			rd[k] = me
			s.touch(off + k)
		case r != me:
			rd[k] = -1
		}
	}
}

func (s *sg) trackWrite4(in *inst, l, off int) {
	w := s.wg
	me := int32(s.id*s.S+l) + 1
	ini, wr, rd := w.init[off:off+4:off+4], w.wr[off:off+4:off+4], w.rd[off:off+4:off+4]
	for k := range 4 {
		if wr[k] != 0 && wr[k] != me || rd[k] != 0 && rd[k] != me {
			s.trackShared(in, l, off, 4, accWrite)
			return
		}
	}
	if wr[0] != me || wr[1] != me || wr[2] != me || wr[3] != me {
		for k := range 4 {
			if wr[k] != me {
				wr[k] = me
				s.touch(off + k)
			}
		}
	}
	binary.LittleEndian.PutUint32(ini, 0x01010101)
}

// trackShared checks and records a shared-memory access: reads of bytes
// no invocation has written, and data races (two invocations, one of them
// writing non-atomically, without a barrier between).
func (s *sg) trackShared(in *inst, l, off, size int, acc int) {
	w := s.wg
	me := int32(s.id*s.S+l) + 1
	switch acc {
	case accRead, accCopy:
		for i := off; i < off+size; i++ {
			if w.init[i] == 0 && acc == accRead {
				s.report("uninitialized-shared-read", in, l, "reads shared memory byte %d before any invocation wrote it (holds 0x%02X)", i, sharedFill)
				w.init[i] = 1 // report a location once
			}
			if wr := w.wr[i]; wr != 0 && wr != me {
				s.report("shared-data-race", in, l, "reads shared byte %d written by invocation %d with no barrier between", i, wr-1)
			}
			switch r := w.rd[i]; {
			case r == 0:
				w.rd[i] = me
				s.touch(i)
			case r != me:
				w.rd[i] = -1
			}
		}
	case accWrite:
		for i := off; i < off+size; i++ {
			if wr := w.wr[i]; wr != 0 && wr != me {
				s.report("shared-data-race", in, l, "writes shared byte %d also written by invocation %d with no barrier between", i, wr-1)
			} else if r := w.rd[i]; r != 0 && r != me {
				if r == -1 {
					s.report("shared-data-race", in, l, "writes shared byte %d read by other invocations with no barrier between", i)
				} else {
					s.report("shared-data-race", in, l, "writes shared byte %d read by invocation %d with no barrier between", i, r-1)
				}
			}
			if w.wr[i] != me {
				w.wr[i] = me
				s.touch(i)
			}
			w.init[i] = 1
		}
	case accAtomic:
		for i := off; i < off+size; i++ {
			w.init[i] = 1
		}
	}
}

// readClock is OpReadClockKHR. The interpreter's clock counts the
// instructions the subgroup has executed (the step count MaxSteps bounds):
// it never decreases, and all lanes of the subgroup read the same value.
// The scope operand changes nothing: at Device scope the counts of two
// subgroups are not comparable, as with a clock that is not synchronised
// across the device; only differences within a subgroup mean something.
func (s *sg) readClock(in *inst) {
	d := s.r(in.d)
	v := uint64(s.steps)
	for _, l := range s.act {
		if in.n == 2 {
			d[l] = v & 0xFFFFFFFF
			s.regs[int(in.d+1)*s.S+int(l)] = v >> 32
		} else {
			d[l] = v
		}
	}
}
