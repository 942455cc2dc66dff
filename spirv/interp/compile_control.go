package interp

import (
	"github.com/glslc-nv/glslc-nv/spirv"
)

// One family of the instruction selection (compileOp in compile_inst.go
// tries the families in turn; each answers errNotMine for other opcodes).

// controlOp compiles branches, returns, calls and barriers.
func (o *opc) controlOp() ([]inst, error) {
	switch o.in.Op {
	case spirv.OpBranch:
		if e := o.nops(1); e != nil {
			return nil, e
		}
		o.I.op = xBranch
		o.I.x = &instExt{}
		o.c.fix = append(o.c.fix, fixup{pc: len(o.c.x.code), from: o.c.block, labels: []uint32{o.ops[0]}})
		return o.one()
	case spirv.OpBranchConditional:
		if e := o.nops(3); e != nil {
			return nil, e
		}
		o.I.op = xBranchCond
		o.I.a, _ = o.opnd(0)
		o.I.x = &instExt{}
		o.c.fix = append(o.c.fix, fixup{pc: len(o.c.x.code), from: o.c.block, labels: []uint32{o.ops[1], o.ops[2]}, merge: o.c.merge})
		o.c.merge = 0
		return o.one()
	case spirv.OpSwitch:
		if e := o.nops(2); e != nil {
			return nil, e
		}
		o.I.op = xSwitch
		var st *rtype
		o.I.a, st = o.opnd(0)
		if o.err != nil {
			return nil, o.err
		}
		o.I.m = wmask(st.width)
		o.I.x = &instExt{}
		labels := []uint32{}
		step := 2
		if st.width == 64 {
			step = 3
		}
		for k := 2; k+step-1 < len(o.ops); k += step {
			v := uint64(o.ops[k])
			if step == 3 {
				v |= uint64(o.ops[k+1]) << 32
			}
			o.I.x.cases = append(o.I.x.cases, v&o.I.m)
			labels = append(labels, o.ops[k+step-1])
		}
		labels = append(labels, o.ops[1]) // default last
		o.c.fix = append(o.c.fix, fixup{pc: len(o.c.x.code), from: o.c.block, labels: labels, merge: o.c.merge})
		o.c.merge = 0
		return o.one()
	case spirv.OpLoopMerge:
		if e := o.nops(2); e != nil {
			return nil, e
		}
		o.I.op = xLoopMerge
		o.I.m = uint64(o.c.labels[o.c.block]) // the header block
		o.I.x = &instExt{}
		o.c.fix = append(o.c.fix, fixup{pc: len(o.c.x.code), from: o.c.block, labels: []uint32{o.ops[1]}, merge: o.ops[0], loop: true})
		return o.one()
	case spirv.OpReturn:
		o.I.op = xReturn
		return o.one()
	case spirv.OpReturnValue:
		o.I.op = xReturnValue
		o.I.a, _ = o.opnd(0)
		return o.one()
	case spirv.OpKill, spirv.OpTerminateInvocation:
		o.I.op = xKill
		return o.one()
	case spirv.OpUnreachable:
		o.I.op = xUnreachable
		return o.one()
	case spirv.OpFunctionCall:
		if e := o.nops(1); e != nil {
			return nil, e
		}
		o.I.op = xCall
		o.I.b = o.ops[0] // function id, resolved later
		o.I.x = &instExt{}
		if o.rt.k == tVoid {
			o.I.n = 0
		}
		for k := 1; k < len(o.ops); k++ {
			s, t := o.opnd(k)
			if o.err != nil {
				return nil, o.err
			}
			o.I.x.args = append(o.I.x.args, s)
			o.I.x.argN = append(o.I.x.argN, uint32(max(t.comps, 1)))
		}
		o.c.callArg[len(o.c.x.code)] = o.ops[1:]
		o.c.calls = append(o.c.calls, len(o.c.x.code))
		return o.one()
	case spirv.OpControlBarrier:
		if e := o.nops(3); e != nil {
			return nil, e
		}
		sc, e := o.c.constU(o.ops[0])
		if e != nil {
			return nil, e
		}
		o.I.op, o.I.a = xBarrier, uint32(sc)
		return o.one()
	}
	return nil, errNotMine
}
