package interp

import (
	"github.com/glslc-nv/glslc-nv/spirv"
)

// One family of the instruction selection (compileOp in compile_inst.go
// tries the families in turn; each answers errNotMine for other opcodes).

// memoryOp compiles loads, stores, copies, access chains and array lengths.
func (o *opc) memoryOp() ([]inst, error) {
	switch o.in.Op {
	case spirv.OpLoad:
		if len(o.ops) > 0 {
			if pr, ok := o.c.preg[o.ops[0]]; ok {
				if pr.n != int(o.I.n) {
					return nil, o.c.errf("load of %d components from %d", o.I.n, pr.n)
				}
				return o.c.gather(o.I, rangeSlots(pr.slot, pr.n), nil)
			}
		}
		o.I.op = xLoad
		o.I.a, _ = o.opnd(0)
		if o.err != nil {
			return nil, o.err
		}
		o.I.x = &instExt{lay: o.c.layoutOfPtr(o.ops[0])}
		if len(o.I.x.lay.slots) != int(o.I.n) {
			return nil, o.c.errf("cannot load a value of this type (%d memory scalars for %d components)", len(o.I.x.lay.slots), o.I.n)
		}
		if o.rt.k == tPointer && o.rt.sc == spirv.StorageClassPhysicalStorageBuffer {
			// memory holds the device address
			return []inst{o.I, {op: xToPhys, d: o.I.d, a: o.I.d, n: 1, src: o.I.src}}, nil
		}
		return o.one()
	case spirv.OpStore:
		if len(o.ops) > 1 {
			if pr, ok := o.c.preg[o.ops[0]]; ok {
				v, vt, e := o.c.value(o.ops[1])
				if e != nil {
					return nil, e
				}
				if vt == nil || vt.comps != pr.n {
					return nil, o.c.errf("store of a value of the wrong size")
				}
				if o.c.retargetable(o.ops[1], v, pr.n) {
					// the value's only use: its instruction writes the
					// variable's registers; the store stays as a nop so
					// that instruction counts do not change
					o.c.x.code[o.c.lastEnd-1].d = pr.slot
					o.I.op = xNop
					return o.one()
				}
				o.I.d = pr.slot
				return o.c.gather(o.I, rangeSlots(v, pr.n), nil)
			}
		}
		o.I.op = xStore
		o.I.a, _ = o.opnd(0)
		var vt *rtype
		o.I.b, vt = o.opnd(1)
		if o.err != nil {
			return nil, o.err
		}
		o.I.x = &instExt{lay: o.c.layoutOfPtr(o.ops[0])}
		if len(o.I.x.lay.slots) != vt.comps {
			return nil, o.c.errf("cannot store a value of this type")
		}
		if vt.k == tPointer && vt.sc == spirv.StorageClassPhysicalStorageBuffer {
			tmp := o.c.tempSlot()
			conv := inst{op: xFromPhys, d: tmp, a: o.I.b, n: 1, src: o.I.src}
			o.I.b = tmp
			return []inst{conv, o.I}, nil
		}
		return o.one()
	case spirv.OpCopyMemory:
		o.I.op = xCopyMemory
		o.I.a, _ = o.opnd(0)
		o.I.b, _ = o.opnd(1)
		if o.err != nil {
			return nil, o.err
		}
		o.I.x = &instExt{lay: o.c.layoutOfPtr(o.ops[0]), lay2: o.c.layoutOfPtr(o.ops[1])}
		return o.one()
	case spirv.OpAccessChain, spirv.OpInBoundsAccessChain, spirv.OpPtrAccessChain:
		return o.c.accessChain(o.in, o.I, o.ops)
	case spirv.OpPtrEqual, spirv.OpPtrNotEqual:
		// pointers are region<<32 | offset, null and out-of-bounds ones
		// included, so equal pointers are equal words
		if e := o.nops(2); e != nil {
			return nil, e
		}
		if o.in.Op == spirv.OpPtrEqual {
			return o.f2(func(a, b uint64) uint64 { return b2u(a == b) })
		}
		return o.f2(func(a, b uint64) uint64 { return b2u(a != b) })
	case spirv.OpArrayLength:
		if e := o.nops(2); e != nil {
			return nil, e
		}
		o.I.op = xArrayLength
		o.I.a, _ = o.opnd(0)
		if o.err != nil {
			return nil, o.err
		}
		l := o.c.layoutOfPtr(o.ops[0])
		mi := int(o.ops[1])
		if l.t.k != tStruct || mi >= len(l.mlay) || l.mlay[mi].t.k != tRuntimeArray || l.mlay[mi].stride == 0 {
			return nil, o.c.errf("OpArrayLength of a member that is not a runtime array")
		}
		o.I.m, o.I.e = uint64(l.moff[mi]), uint32(l.mlay[mi].stride)
		return o.one()
	}
	return nil, errNotMine
}
