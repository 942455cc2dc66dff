package interp

import (
	"errors"
	"fmt"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Instruction selection: one SPIR-V instruction of a function body to
// compact instructions.

func scalarKindOf(t *rtype) int {
	s := t.scalar()
	if s == nil {
		return nkU
	}
	switch s.k {
	case tFloat:
		return nkF
	case tBool:
		return nkB
	}
	if s.signed {
		return nkS
	}
	return nkU
}

// opc is one instruction being compiled: the instruction, the compact
// instruction under construction (result slot, component count, width
// and mask already set) and the first operand error.
type opc struct {
	c   *compiler
	in  spirv.Inst
	I   inst
	rt  *rtype   // result type, nil without one
	ops []uint32 // the operands after the result id (or after the opcode)
	err error
	W   int    // result scalar width
	M   uint64 // its mask
}

// errNotMine is what a family compiler returns for an opcode it does not
// handle.
var errNotMine = errors.New("not in this instruction family")

// compileOp compiles one instruction of a function body: the families
// (compile_*.go) are tried in turn.
func (c *compiler) compileOp(in spirv.Inst) ([]inst, error) {
	w := in.Words
	info, ok := in.Op.Info()
	if !ok {
		return nil, c.errf("unknown opcode")
	}
	o := &opc{c: c, in: in}
	var d uint32
	if info.HasResultType() {
		if len(w) < 3 {
			return nil, c.errf("truncated instruction")
		}
		var err error
		if o.rt, err = c.typeOf(w[1]); err != nil {
			return nil, err
		}
		d = c.slot[w[2]]
		o.ops = w[3:]
	} else {
		o.ops = w[1:]
	}
	o.I = inst{src: c.srcOf(in), d: d}
	if o.rt != nil {
		o.I.n = uint32(o.rt.comps)
		if s := o.rt.scalar(); s != nil {
			o.I.w = uint8(s.width)
			o.I.m = wmask(s.width)
		}
	}
	o.W, o.M = int(o.I.w), o.I.m
	switch in.Op {
	case spirv.OpNop, spirv.OpMemoryBarrier, spirv.OpLine, spirv.OpNoLine, spirv.OpModuleProcessed,
		spirv.OpDecorate, spirv.OpName, spirv.OpMemberName:
		return nil, nil
	case spirv.OpExtInst:
		return c.extInst(in, o.I, o.rt, o.ops)
	case spirv.OpExpectKHR:
		// the value; the expected value is a hint to the compiler
		if e := o.nops(2); e != nil {
			return nil, e
		}
		a, _ := o.opnd(0)
		return c.gather(o.I, rangeSlots(a, int(o.I.n)), o.err)
	case spirv.OpAssumeTrueKHR:
		// the module promises the condition: a lane that reaches it
		// false is undefined behaviour, reported
		if e := o.nops(1); e != nil {
			return nil, e
		}
		cond, _ := o.opnd(0)
		o.I.op, o.I.d = xCustom, 0
		o.I.x = &instExt{run: func(s *sg, in *inst) {
			if !s.checks {
				return
			}
			for _, l := range s.act {
				if s.r(cond)[l]&1 == 0 {
					s.report("assume-false", in, int(l), "OpAssumeTrueKHR (assumeEXT) reached with its condition false: undefined behaviour")
					return
				}
			}
		}}
		return []inst{o.I}, o.err
	case spirv.OpReadClockKHR:
		// a uint64 or a uvec2 (n = 2); the scope operand does not change
		// what the interpreter's clock counts
		if o.rt == nil || o.rt.scalar() == nil || !(o.I.w == 64 && o.I.n == 1 || o.I.w == 32 && o.I.n == 2) {
			return nil, c.errf("OpReadClockKHR needs a 64-bit integer or a vector of two 32-bit integers")
		}
		o.I.op = xReadClock
		return []inst{o.I}, nil
	case spirv.OpSelect:
		if len(o.ops) >= 3 {
			if err := c.joinPtrLayout(w[2], o.ops[1:3]); err != nil {
				return nil, err
			}
		}
	case spirv.OpCopyObject:
		if len(o.ops) >= 1 {
			if err := c.joinPtrLayout(w[2], o.ops[:1]); err != nil {
				return nil, err
			}
		}
	}
	if code, err := c.imageOp(o); err != errNotMine {
		return code, err
	}
	for _, family := range [...]func(*opc) ([]inst, error){
		(*opc).coopOp, (*opc).tensorOp, (*opc).dotOp, (*opc).intOp, (*opc).floatOp, (*opc).convertOp, (*opc).compositeOp,
		(*opc).productOp, (*opc).memoryOp, (*opc).controlOp,
	} {
		if code, err := family(o); err != errNotMine {
			return code, err
		}
	}
	if x, ok, e := c.atomicOp(in, o.I, o.rt, o.ops); ok || e != nil {
		if e != nil {
			return nil, e
		}
		return []inst{x}, nil
	}
	if x, ok, e := c.groupOp(in, o.I, o.rt, o.ops); ok || e != nil {
		if e != nil {
			return nil, e
		}
		return []inst{x}, nil
	}
	return nil, c.errf("instruction not supported by the interpreter")
}

// nops checks that the instruction has at least k operands.
func (o *opc) nops(k int) error {
	if len(o.ops) < k {
		return o.c.errf("needs %d operands, has %d", k, len(o.ops))
	}
	return nil
}

// opnd returns operand k as a register slot and its type; the first error
// is kept in o.err (later calls then return zero values).
func (o *opc) opnd(k int) (uint32, *rtype) {
	if o.err != nil {
		return 0, nil
	}
	if k >= len(o.ops) {
		o.err = o.c.errf("missing operand %d", k)
		return 0, nil
	}
	s, t, e := o.c.value(o.ops[k])
	if e != nil {
		o.err = e
		return 0, nil
	}
	if t == nil {
		o.err = o.c.errf("operand %d has no type", o.ops[k])
	}
	return s, t
}

// one returns o.I as the whole compiled code, or the operand error.
func (o *opc) one() ([]inst, error) {
	if o.err != nil {
		return nil, o.err
	}
	return []inst{o.I}, nil
}

// bin compiles a binary operation x of two operands shaped like the
// result.
func (o *opc) bin(x xop) ([]inst, error) {
	o.I.op = x
	var at, bt *rtype
	o.I.a, at = o.opnd(0)
	o.I.b, bt = o.opnd(1)
	if err := o.fits(int(o.I.n), at, bt); err != nil {
		return nil, err
	}
	return o.one()
}

// w0 is the scalar width of operand 0 (comparisons, conversions).
func (o *opc) w0() int {
	if len(o.ops) == 0 {
		return 32
	}
	if t := o.c.vtype[o.ops[0]]; t != nil && t.scalar() != nil {
		return t.scalar().width
	}
	return 32
}

// f2 compiles a binary operation computed per lane by f.
func (o *opc) f2(f func(a, b uint64) uint64) ([]inst, error) {
	o.I.f2 = f
	return o.bin(xI2)
}

// f1 compiles a unary operation computed per lane by f.
func (o *opc) f1(f func(a uint64) uint64) ([]inst, error) {
	o.I.op, o.I.f1 = xI1, f
	var at *rtype
	o.I.a, at = o.opnd(0)
	if err := o.fits(int(o.I.n), at); err != nil {
		return nil, err
	}
	return o.one()
}

// fits checks that each operand type has n components: the executor reads
// that many registers from every operand. A failed operand lookup's error
// comes first.
func (o *opc) fits(n int, ts ...*rtype) error {
	if o.err != nil {
		return o.err
	}
	for _, t := range ts {
		if t == nil || t.comps != n {
			return o.c.errf("operand shapes do not fit the result")
		}
	}
	return nil
}
func rangeSlots(s uint32, n int) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		out[i] = s + uint32(i)
	}
	return out
}

func (c *compiler) gather(I inst, srcs []uint32, err error) ([]inst, error) {
	if err != nil {
		return nil, err
	}
	I.op = xGather
	I.x = &instExt{srcs: srcs}
	return []inst{I}, nil
}

// compOffset walks literal indices into a composite type: the first
// flattened component and the type reached.
func compOffset(t *rtype, idx []uint32) (int, *rtype, error) {
	off := 0
	for _, i := range idx {
		switch t.k {
		case tStruct:
			if int(i) >= len(t.members) {
				return 0, nil, fmt.Errorf("member index %d out of range", i)
			}
			off += t.moff[i]
			t = t.members[i]
		case tVector, tMatrix, tArray, tCoopMat:
			if int(i) >= t.n {
				return 0, nil, fmt.Errorf("index %d out of range", i)
			}
			off += int(i) * t.elem.comps
			t = t.elem
		default:
			return 0, nil, fmt.Errorf("index into a scalar")
		}
	}
	return off, t, nil
}

func (c *compiler) layoutOfPtr(id uint32) *layout {
	if l, ok := c.ptrLay[id]; ok {
		return l
	}
	t := c.vtype[id]
	if t != nil && t.k == tPointer {
		return c.lc.of(t.elem)
	}
	return &layout{t: &rtype{k: tVoid}}
}

// Variable pointers (OpSelect, OpPhi, OpCopyObject, function arguments
// and OpConstantNull of pointer type) carry no layout of their own: the
// memory layout of a pointer is known at load time from the variable or
// access chain it comes from, and falls back to the pointee type's layout
// (which lacks only the member decorations of matrices: MatrixStride and
// RowMajor). A pointer that may come from sources of different layouts
// cannot be given one and is rejected.

// joinPtrLayout gives pointer result res the layout of the operands that
// have a known one, which must agree.
func (c *compiler) joinPtrLayout(res uint32, ops []uint32) error {
	if t := c.vtype[res]; t == nil || t.k != tPointer {
		return nil
	}
	var l *layout
	for _, id := range ops {
		pl, ok := c.ptrLay[id]
		if !ok {
			continue
		}
		if l == nil {
			l = pl
		} else if !sameSlots(l, pl) {
			return c.errf("pointer operands %d and %d point to memory of different layouts", ops[0], id)
		}
	}
	if l != nil {
		c.ptrLay[res] = l
	}
	return nil
}

// samePtrLayout checks that pointer b may flow into pointer a (a phi
// operand defined after the phi, a function argument): their layouts
// agree. Other values pass.
func (c *compiler) samePtrLayout(a, b uint32) error {
	if t := c.vtype[a]; t == nil || t.k != tPointer {
		return nil
	}
	if _, ok := c.ptrLay[b]; !ok {
		return nil // null or undefined pointer
	}
	if !sameSlots(c.layoutOfPtr(a), c.layoutOfPtr(b)) {
		return fmt.Errorf("pointer %d points to memory laid out unlike %d's", b, a)
	}
	return nil
}

// sameSlots reports whether two layouts place the same scalars at the same
// offsets.
func sameSlots(a, b *layout) bool {
	if a == b {
		return true
	}
	if a.size != b.size || len(a.slots) != len(b.slots) {
		return false
	}
	for i := range a.slots {
		if a.slots[i] != b.slots[i] {
			return false
		}
	}
	return true
}

func (c *compiler) accessChain(in spirv.Inst, I inst, ops []uint32) ([]inst, error) {
	if len(ops) < 1 {
		return nil, c.errf("access chain without a base")
	}
	if pr, ok := c.preg[ops[0]]; ok {
		t := c.layoutOfPtr(ops[0]).t
		idx := make([]uint32, 0, len(ops)-1)
		for _, id := range ops[1:] {
			v, ok := c.cval[id]
			if !ok || len(v) != 1 {
				return nil, c.errf("index of a promoted variable is not constant")
			}
			idx = append(idx, uint32(v[0]))
		}
		off, et, err := compOffset(t, idx)
		if err != nil {
			return nil, c.errf("%v", err)
		}
		c.preg[c.curResult(in)] = promoted{pr.slot + uint32(off), et.comps}
		c.ptrLay[c.curResult(in)] = &layout{t: et}
		return nil, nil
	}
	base, ok := c.slot[ops[0]]
	if !ok {
		return nil, c.errf("access chain base %d is not a pointer", ops[0])
	}
	l := c.layoutOfPtr(ops[0])
	off := int64(0)
	var dyn []dynIndex
	idx := ops[1:]
	var desc *descIndex
	if n, ok := c.descArr[ops[0]]; ok && len(idx) > 0 && in.Op == spirv.OpAccessChain {
		// The first index of a descriptor array picks the buffer (the
		// memory region), not an offset.
		d := &descIndex{n: n, slot: noSlot}
		if cv, isConst := c.cval[idx[0]]; isConst {
			d.c = cv[0]
			if t := c.vtype[idx[0]]; t != nil && t.k == tInt && t.signed {
				d.c = uint64(sext(d.c, t.width))
			}
		} else {
			s, t, err := c.value(idx[0])
			if err != nil {
				return nil, err
			}
			d.slot, d.w = s, 32
			if t != nil && t.k == tInt {
				d.w = t.width
			}
		}
		desc, l, idx = d, l.elem, idx[1:]
	}
	if in.Op == spirv.OpPtrAccessChain {
		// the Element operand steps over whole pointees, by the
		// ArrayStride of the base's pointer type
		if len(idx) == 0 {
			return nil, c.errf("OpPtrAccessChain without an Element operand")
		}
		pt := c.vtype[ops[0]]
		stride, ok := 0, false
		if pt != nil {
			stride, ok = c.lc.arrayStride[pt.id]
		}
		if !ok {
			return nil, c.errf("OpPtrAccessChain base's pointer type has no ArrayStride decoration")
		}
		if cv, isConst := c.cval[idx[0]]; isConst {
			iv := int64(cv[0])
			if t := c.vtype[idx[0]]; t != nil && t.k == tInt {
				iv = sext(cv[0], t.width)
			}
			off += iv * int64(stride)
		} else {
			s, t, err := c.value(idx[0])
			if err != nil {
				return nil, err
			}
			wd := 32
			if t != nil && t.k == tInt {
				wd = t.width
			}
			dyn = append(dyn, dynIndex{s, int64(stride), wd})
		}
		idx = idx[1:]
	}
	for _, id := range idx {
		cv, isConst := c.cval[id]
		var iv uint64
		if isConst {
			iv = cv[0]
			if t := c.vtype[id]; t != nil && t.k == tInt {
				iv = uint64(sext(iv, t.width))
			}
		}
		switch l.t.k {
		case tStruct:
			if !isConst || iv >= uint64(len(l.mlay)) {
				return nil, c.errf("struct index must be a constant member number")
			}
			off += int64(l.moff[iv])
			l = l.mlay[iv]
		case tArray, tRuntimeArray, tMatrix, tVector, tCoopMat:
			if isConst {
				off += int64(iv) * int64(l.stride)
			} else {
				s, t, err := c.value(id)
				if err != nil {
					return nil, err
				}
				wd := 32
				if t != nil && t.k == tInt {
					wd = t.width
				}
				dyn = append(dyn, dynIndex{s, int64(l.stride), wd})
			}
			l = l.elem
		default:
			return nil, c.errf("access chain indexes into a scalar")
		}
		if l == nil {
			return nil, c.errf("bad access chain")
		}
	}
	c.ptrLay[c.curResult(in)] = l
	// A chain from a Function, Private or Workgroup variable stays inside
	// that variable: an index past its array makes the pointer one that
	// designates nothing (reported when used), instead of one into a
	// neighbouring variable of the same memory.
	var lim *varLimit
	if ext, ok := c.ptrExt[ops[0]]; ok {
		c.ptrExt[c.curResult(in)] = ext
		lim = &varLimit{lo: int64(ext.lo), hi: int64(ext.hi) - int64(max(l.size, 1))}
	}
	if bv, ok := c.cval[ops[0]]; ok && len(dyn) == 0 && (desc == nil || desc.slot == noSlot && desc.c < uint64(desc.n)) {
		if desc != nil {
			bv = []uint64{bv[0] + desc.c<<32}
		}
		// constant pointer: fold
		p := bv[0]
		o := int64(uint32(p)) + off
		if o < 0 || o >= badOff || uint32(p) == badOff || lim != nil && (o < lim.lo || o > lim.hi) {
			o = badOff
		}
		v := p&^0xFFFFFFFF | uint64(o)
		res := c.curResult(in)
		c.cval[res] = []uint64{v}
		c.x.cinit = append(c.x.cinit, cinit{c.slot[res], []uint64{v}})
		return nil, nil
	}
	I.op = xAccessChain
	I.a = base
	I.m = uint64(off)
	I.x = &instExt{dyn: dyn, desc: desc, lim: lim}
	return []inst{I}, nil
}

func (c *compiler) curResult(in spirv.Inst) uint32 { return in.Words[2] }

func (c *compiler) bitField(in spirv.Inst, I inst, ops []uint32) ([]inst, error) {
	W := int(I.w)
	M := I.m
	if in.Op == spirv.OpBitFieldInsert {
		if len(ops) < 4 {
			return nil, c.errf("needs 4 operands")
		}
		// base, insert, offset, count -> f3 over (base, insert, offset|count<<32)
		a, _, _ := c.value(ops[0])
		b, _, _ := c.value(ops[1])
		o, _, e1 := c.value(ops[2])
		n, _, e2 := c.value(ops[3])
		if e1 != nil || e2 != nil {
			return nil, c.errf("bad operands")
		}
		// two steps: pack offset and count into a temporary slot
		tmp := uint32(c.x.nslots)
		c.x.nslots++
		pack := inst{op: xI2, n: 1, d: tmp, a: o, b: n, w: I.w, src: I.src, f2: func(x, y uint64) uint64 { return x&0xFF | (y&0xFF)<<8 }}
		if !c.bitFieldDefined(ops[2], ops[3], W) {
			pack.op = xI2Chk // checkUndef reads offset and count here
		}
		I.op, I.a, I.b, I.c, I.flag = xI3, a, b, tmp, 2
		I.f3 = func(base, ins, oc uint64) uint64 {
			off, cnt := int(oc&0xFF), int(oc>>8&0xFF)
			if off+cnt > W || cnt == 0 {
				if cnt == 0 {
					return base
				}
				cnt = max(0, W-off)
			}
			mk := wmask(cnt) << uint(off)
			return (base&^mk | ins<<uint(off)&mk) & M
		}
		return []inst{pack, I}, nil
	}
	if len(ops) < 3 {
		return nil, c.errf("needs 3 operands")
	}
	a, _, _ := c.value(ops[0])
	o, _, e1 := c.value(ops[1])
	n, _, e2 := c.value(ops[2])
	if e1 != nil || e2 != nil {
		return nil, c.errf("bad operands")
	}
	signed := in.Op == spirv.OpBitFieldSExtract
	I.op, I.a, I.b, I.c, I.flag = xI3, a, o, n, 3
	if !c.bitFieldDefined(ops[1], ops[2], W) {
		I.op = xI3Chk
	}
	I.f3 = func(base, off, cnt uint64) uint64 {
		if cnt == 0 || off >= uint64(W) {
			return 0
		}
		cnt = min(cnt, uint64(W)-off)
		v := base >> off & wmask(int(cnt))
		if signed {
			return uint64(sext(v, int(cnt))) & M
		}
		return v
	}
	return []inst{I}, nil
}

// repack reinterprets the bits of n1 components of width w1 as n2 of w2.
func (c *compiler) repack(I inst, a uint32, n1, w1, n2, w2 int) ([]inst, error) {
	if n1*w1 != n2*w2 {
		return nil, c.errf("bitcast between types of different sizes")
	}
	// one gather-like instruction per result component, built from f3 on
	// up to two source components
	var out []inst
	for k := 0; k < n2; k++ {
		x := I
		x.n = 1
		x.d = I.d + uint32(k)
		if w2 > w1 { // combine r = w2/w1 sources
			r := w2 / w1
			sh, m := uint(w1), wmask(w1)
			switch r {
			case 2:
				x.op, x.a, x.b, x.flag = xI2, a+uint32(k*2), a+uint32(k*2+1), 0
				x.f2 = func(lo, hi uint64) uint64 { return lo&m | (hi&m)<<sh }
			case 4: // u8vec4 -> uint, u16vec4 -> uint64_t: the upper
				// two sources into a temporary slot, then all three
				src := a + uint32(k*4)
				tmp := uint32(c.x.nslots)
				c.x.nslots++
				out = append(out, inst{op: xI2, n: 1, d: tmp, a: src + 2, b: src + 3, src: I.src,
					f2: func(lo, hi uint64) uint64 { return lo&m | (hi&m)<<sh }})
				x.op, x.a, x.b, x.c, x.flag = xI3, src, src+1, tmp, 0
				x.f3 = func(b0, b1, hi uint64) uint64 { return b0&m | (b1&m)<<sh | hi<<(2*sh) }
			default:
				return nil, c.errf("unsupported bitcast shape")
			}
		} else {
			r := w1 / w2
			src := a + uint32(k/r)
			sh := uint((k % r) * w2)
			m := wmask(w2)
			x.op, x.a = xI1, src
			x.f1 = func(v uint64) uint64 { return v >> sh & m }
		}
		out = append(out, x)
	}
	return out, nil
}
