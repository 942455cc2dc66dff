package interp

// Physical storage buffer pointers (SPV_KHR_physical_storage_buffer,
// GLSL's buffer references).
//
// A device address is a uint64. The buffers of Config.AddressBuffers have
// addresses: buffer k starts at BufferAddress(k) = 1<<40 + k<<32, so an
// address names its buffer by its high word and the byte in it by its low
// word. Inside the interpreter a PhysicalStorageBuffer pointer is, like
// every pointer, a region and an offset: OpConvertUToPtr (and OpBitcast
// from uvec2, and the load of a pointer from memory) turn an address into
// one, OpConvertPtrToU (the bitcast to uvec2, the store of a pointer) turn
// it back. An address in no buffer's window becomes a pointer that
// designates nothing; every access through it is reported like an
// out-of-bounds access ("device address ... is in no buffer"), reads give
// zero and writes are dropped. Such an address converts back exactly when
// it is below 4 GiB (null included); a larger one comes back as
// 0xFFFFFFFFFFFFFFFF.

// AddressBase is the device address of Config.AddressBuffers[0].
const AddressBase = uint64(1) << 40

// BufferAddress returns the device address of Config.AddressBuffers[k].
func BufferAddress(k int) uint64 { return AddressBase + uint64(k)<<32 }

// regWild is the region of a pointer made from an address in no buffer:
// its offset is the address when it is below 4 GiB.
const regWild = 0xFFFFFFFE

// descAddress is the device address of the module's descriptor buffer k
// (its storage buffers): AddressBase - (k+1)<<32. Shaders cannot convert
// a StorageBuffer pointer to an address, but the pointer a
// DecodeFunc receives (coopmat_tensor.go) is a PhysicalStorageBuffer pointer into
// a storage buffer, and it must survive being stored and loaded.
func descAddress(k int) uint64 { return AddressBase - uint64(k+1)<<32 }

// toPhys turns a device address into a pointer.
func (s *sg) toPhys(a uint64) uint64 {
	nb := len(s.x.bufs)
	na := len(s.wg.run.cfg.AddressBuffers)
	if a >= AddressBase {
		if k := (a - AddressBase) >> 32; k < uint64(na) {
			return uint64(regBuf+nb+int(k))<<32 | a&0xFFFFFFFF
		}
	} else if k := (AddressBase - 1 - a) >> 32; k < uint64(nb) && a >= 1<<32 {
		return uint64(regBuf+int(k))<<32 | a&0xFFFFFFFF
	}
	if a < 1<<32 {
		return uint64(regWild)<<32 | a
	}
	return uint64(regWild)<<32 | badOff
}

// fromPhys turns a pointer back into a device address.
func (s *sg) fromPhys(p uint64) uint64 {
	reg, off := uint32(p>>32), p&0xFFFFFFFF
	nb := len(s.x.bufs)
	na := len(s.wg.run.cfg.AddressBuffers)
	switch {
	case reg == regWild && off != badOff:
		return off
	case reg >= regBuf && int(reg-regBuf) >= nb && int(reg-regBuf) < nb+na:
		return BufferAddress(int(reg-regBuf)-nb) + off
	case reg >= regBuf && int(reg-regBuf) < nb && off != badOff:
		return descAddress(int(reg-regBuf)) + off
	}
	return ^uint64(0)
}

// physConv runs xToPhys and xFromPhys on the n components of a.
func (s *sg) physConv(in *inst, to bool) {
	for c := uint32(0); c < uint32(max(in.n, 1)); c++ {
		d, a := s.r(in.d+c), s.r(in.a+c)
		for _, l := range s.act {
			if to {
				d[l] = s.toPhys(a[l])
			} else {
				d[l] = s.fromPhys(a[l])
			}
		}
	}
}
