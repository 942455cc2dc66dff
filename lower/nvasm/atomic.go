package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"github.com/glslc-nv/glslc-nv/ir"
)

var atomicNames = map[ir.AtomicOp]string{
	ir.AtomicAdd: nvisa.AtomAdd, ir.AtomicSub: nvisa.AtomAdd, ir.AtomicMin: nvisa.AtomMin, ir.AtomicMax: nvisa.AtomMax,
	ir.AtomicAnd: nvisa.AtomAnd, ir.AtomicOr: nvisa.AtomOr, ir.AtomicXor: nvisa.AtomXor,
	ir.AtomicExchange: nvisa.AtomExch, ir.AtomicCompSwap: nvisa.AtomCSwap,
}

// atomic emits ATOMB (buffers) or ATOMS (shared memory). The old value
// lands in .x. Subtraction adds the negated operand; compare-and-swap
// takes {comparator, value} in .xy; atomic loads and stores are plain
// LDB/STB (LDS/STS). Float add and exchange need
// NV_shader_atomic_float.
func (e *emitter) atomic(x *ir.Atomic) []val {
	t := x.Ref.Type()
	if !t.IsScalar() || t.Width() != 32 {
		e.unsupported(x.Pos, "an atomic on "+t.String())
	}
	p := e.placePinned(x.Ref, x.Value, x.Comparator)
	if p.kind != pMem {
		e.fail(x.Pos, "atomic on a location that is not in memory")
	}
	switch x.Op {
	case ir.AtomicLoad:
		return e.load(p, x.Pos)
	case ir.AtomicStore:
		e.store(p, e.value(x.Value))
		return nil
	}
	name, ok := atomicNames[x.Op]
	if !ok {
		e.fail(x.Pos, "unsupported atomic %s", x.Op)
	}
	st := storType(t)
	if st == "F32" {
		if x.Op != ir.AtomicAdd && x.Op != ir.AtomicExchange {
			e.unsupported(x.Pos, "a float atomic "+x.Op.String())
		}
		e.options["NV_shader_atomic_float"] = true
	}
	if st == "S32" && x.Op != ir.AtomicMin && x.Op != ir.AtomicMax {
		st = "U32"
	}
	var operand val
	if x.Op == ir.AtomicCompSwap {
		// The IR evaluates Value, then Comparator.
		v := e.value(x.Value)[0]
		if impure(x.Comparator) {
			v = e.stable([]val{v})[0]
		}
		c := e.value(x.Comparator)[0]
		r := e.tmp(ir.Vec(t, 2))
		e.opTo(nvisa.MOV, cU, dest{r.reg, []int{0}}, c)
		e.opTo(nvisa.MOV, cU, dest{r.reg, []int{1}}, v)
		operand = r
	} else {
		operand = e.inReg(e.value(x.Value)[0])
		if x.Op == ir.AtomicSub {
			operand = e.op(nvisa.MOV, cS, t, operand.negated())
		}
	}
	op := nvisa.ATOMB
	if p.shared {
		op = nvisa.ATOMS
	}
	r := e.tmp(t)
	src := e.operand(operand, cU, dest{"", seq(operand.n())})
	e.ins("%s.%s.%s %s.x, %s, %s", op, name, st, r.reg, src, p.memRef(p.off))
	return []val{r}
}
