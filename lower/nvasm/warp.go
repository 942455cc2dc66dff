package nvasm

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"github.com/glslc-nv/glslc-nv/internal/nvwarp"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// expand emits the GL_NV_shader_thread_shuffle and
// GL_NV_shader_thread_group functions (the other cross-lane families, ARB
// and AMD, work on whole subgroups and are refused: nvRefusedFuncs).
func (e *emitter) expand(x *ir.BuiltinCall) []val {
	switch x.ID {
	case builtins.FnShuffleNV, builtins.FnShuffleUpNV, builtins.FnShuffleDownNV, builtins.FnShuffleXorNV:
		return []val{e.shuffle(x)}
	case builtins.FnActiveThreadsNV:
		e.options["NV_shader_thread_group"] = true
		r := e.tmp(ir.Uint32)
		e.ins(nvisa.TGBALLOT+".U %s.x, 1", r.reg)
		return []val{r}
	case builtins.FnBallotThreadNV:
		e.options["NV_shader_thread_group"] = true
		return []val{e.op(nvisa.TGBALLOT, cU, ir.Uint32, e.scalar(x.Args[0]))}
	case builtins.FnAnyThreadNV:
		return []val{e.op(nvisa.TGANY, cS, ir.Bool, e.scalar(x.Args[0]))}
	case builtins.FnAllThreadsNV:
		return []val{e.op(nvisa.TGALL, cS, ir.Bool, e.scalar(x.Args[0]))}
	case builtins.FnAllThreadsEqualNV:
		return []val{e.op(nvisa.TGEQ, cS, ir.Bool, e.scalar(x.Args[0]))}
	case builtins.FnQuadSwizzle0NV, builtins.FnQuadSwizzle1NV, builtins.FnQuadSwizzle2NV, builtins.FnQuadSwizzle3NV,
		builtins.FnQuadSwizzleXNV, builtins.FnQuadSwizzleYNV:
		return []val{e.quadSwizzle(x)}
	}
	e.unsupported(x.Pos, fmt.Sprintf(refuseWholeSubgroup, x.Fn.Name))
	return nil
}

var shfOps = map[builtins.FuncID]string{builtins.FnShuffleNV: nvisa.SHFIDX, builtins.FnShuffleUpNV: nvisa.SHFUP,
	builtins.FnShuffleDownNV: nvisa.SHFDOWN, builtins.FnShuffleXorNV: nvisa.SHFXOR}

// shuffle emits one SHF* per component (SEMANTICS.md section 3):
//
//	SHFop.S T.xy, data, index, mask;   T.x = valid (-1/0), T.y = value
//
// For shuffleNV and shuffleXorNV the hardware accepts an index at or
// above the width (IDX wraps it into the segment, XOR may leave it); GLSL
// says invalid (nvwarp.Shuffle's doc says exactly where the two forms
// differ), so the emitter adds the guard valid &= (index & 31) <
// width and keeps the caller's value when it fails, unless index and
// width are constants with index < width. A width that is not a constant
// builds the mask at run time; a width that is not a power of two in
// 2..32 gives every lane its own value and false, as lower does.
func (e *emitter) shuffle(x *ir.BuiltinCall) val {
	e.options["NV_shader_thread_shuffle"] = true
	name := x.Fn.Name
	op := shfOps[x.ID]
	up := x.ID == builtins.FnShuffleUpNV
	data := e.scalar(x.Args[0])
	if impure(x.Args[1], x.Args[2]) {
		data = e.stable([]val{data})[0]
	}
	index := e.scalar(x.Args[1])
	if impure(x.Args[2]) {
		index = e.stable([]val{index})[0]
	}
	width := e.scalar(x.Args[2])
	var out *place
	if len(x.Args) == 4 {
		p := e.place(x.Args[3].(ir.Ref))
		out = &p
	}
	cw, constW := constU(width)
	ci, constI := constU(index)
	if constW && !nvwarp.GoodWidth(cw) {
		e.fail(x.Pos, "%s: width %d is not a power of two in 2..32", name, cw)
	}
	var maskOp val
	var bad *val
	if constW {
		maskOp = u32(nvwarp.Mask(cw, up))
	} else {
		// mask = (32 - w) << 8 | clamp; bad = w - 1 > 31 || (w & (w - 1)) != 0 || w == 1
		seg := e.op(nvisa.SUB, cU, ir.Uint32, u32(32), width)
		seg = e.op(nvisa.SHL, cU, ir.Uint32, seg, u32(8))
		if !up {
			seg = e.op(nvisa.OR, cU, ir.Uint32, seg, u32(31))
		}
		maskOp = seg
		wm1 := e.op(nvisa.SUB, cU, ir.Uint32, width, u32(1))
		big := e.op(nvisa.SGT, cU, ir.Bool, wm1, u32(31))
		and := e.op(nvisa.AND, cU, ir.Uint32, width, wm1)
		notPow := e.op(nvisa.SNE, cU, ir.Bool, and, u32(0))
		isOne := e.op(nvisa.SEQ, cU, ir.Bool, width, u32(1))
		b := e.op(nvisa.OR, cS, ir.Bool, e.op(nvisa.OR, cS, ir.Bool, big, notPow), isOne)
		bad = &b
	}
	isIdxXor := x.ID == builtins.FnShuffleNV || x.ID == builtins.FnShuffleXorNV
	if isIdxXor && constW && constI && ci&31 >= cw {
		// GLSL: never valid; every lane keeps its own value.
		if out != nil {
			e.store(*out, []val{constVal(ir.ConstBool(false))})
		}
		return data
	}
	guard := isIdxXor && !(constW && constI)
	var ok *val
	if guard {
		idx := index
		if !constI {
			idx = e.op(nvisa.AND, cU, ir.Uint32, index, u32(31))
		} else {
			idx = u32(ci & 31)
		}
		g := e.op(nvisa.SLT, cU, ir.Bool, idx, width)
		ok = &g
	}
	if bad != nil {
		nb := e.op(nvisa.NOT, cS, ir.Bool, *bad)
		if ok != nil {
			g := e.op(nvisa.AND, cS, ir.Bool, *ok, nb)
			ok = &g
		} else {
			ok = &nb
		}
	}
	maskText := e.operand(maskOp, cU, dest{"", []int{0}})
	if constW {
		maskText = fmt.Sprintf("0x%x", nvwarp.Mask(cw, up))
	}
	t := x.Typ
	res := e.tmp(t)
	valid := e.tmp(ir.Bool)
	for i := 0; i < data.n(); i++ {
		d := e.inReg(data.comp(i))
		pair := e.tmp(ir.Vec(ir.Uint32, 2))
		e.ins("%s.S %s.xy, %s, %s, %s", op, pair.reg, e.operand(d, cU, dest{"", []int{0}}),
			e.operand(index, cU, dest{"", []int{0}}), maskText)
		v := val{reg: pair.reg, sw: []int{0}, t: ir.Bool}
		if ok != nil {
			v = e.op(nvisa.AND, cS, ir.Bool, v, *ok)
		}
		e.opTo(nvisa.CMP, cU, dest{res.reg, []int{i}}, v, val{reg: pair.reg, sw: []int{1}, t: t.Scalar()}, d)
		if i == 0 && out != nil {
			e.opTo(nvisa.MOV, cU, dest{valid.reg, []int{0}}, v)
		}
	}
	if out != nil {
		e.store(*out, []val{val{reg: valid.reg, sw: []int{0}, t: ir.Bool}})
	}
	return res
}

func constU(v val) (uint32, bool) {
	if v.isConst() && v.n() == 1 {
		return bits(v.k[0]), true
	}
	return 0, false
}

// quadSwizzle reads lane N of the caller's quad (SHFIDX with a 4-lane
// segment), or its horizontal / vertical neighbour (SHFXOR 1 / 2); the
// optional second operand is added.
func (e *emitter) quadSwizzle(x *ir.BuiltinCall) val {
	e.options["NV_shader_thread_shuffle"] = true
	data := e.scalar(x.Args[0])
	var y *val
	if len(x.Args) == 2 {
		if impure(x.Args[1]) {
			data = e.stable([]val{data})[0]
		}
		v := e.scalar(x.Args[1])
		y = &v
	}
	op, idx := nvisa.SHFIDX, 0
	switch x.ID {
	case builtins.FnQuadSwizzleXNV:
		op, idx = nvisa.SHFXOR, 1
	case builtins.FnQuadSwizzleYNV:
		op, idx = nvisa.SHFXOR, 2
	default:
		idx = builtins.QuadSwizzleLane[x.ID]
	}
	t := x.Typ
	res := e.tmp(t)
	for i := 0; i < data.n(); i++ {
		d := e.inReg(data.comp(i))
		pair := e.tmp(ir.Vec(ir.Uint32, 2))
		e.ins("%s.S %s.xy, %s, %d, %s", op, pair.reg, e.operand(d, cU, dest{"", []int{0}}), idx, fmt.Sprintf("0x%x", nvwarp.Mask(4, false)))
		e.opTo(nvisa.MOV, cU, dest{res.reg, []int{i}}, val{reg: pair.reg, sw: []int{1}, t: t.Scalar()})
	}
	if y != nil {
		return e.op(nvisa.ADD, cF, t, res, *y)
	}
	return res
}
