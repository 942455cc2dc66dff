package nvasm

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/nvisa"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

type placeKind uint8

const (
	pSlot  placeKind = iota // TEMP storage of a variable
	pMem                    // STORAGE or SHARED memory, byte addressed
	pPush                   // the push-constant block in PARAM pc[]
	pInput                  // a built-in input binding
)

// place is a resolved reference: where a value of type t lives.
type place struct {
	t    *ir.Type
	kind placeKind

	v    *slotVar // pSlot: variable, leaf index and dynamic leaf index
	slot int
	dyn  *val

	mem      string // pMem: binding name; LDS/STS when shared
	shared   bool
	storage  int // pMem: index into Program.Storage (buffers)
	off      uint32
	doff     *val   // dynamic byte offset (uint)
	dalign   uint32 // alignment of the dynamic offset
	mstride  uint32 // matrix stride of a matrix
	rowMajor bool   // the matrices here are row-major
	cstride  uint32 // component stride of a vector (0: 4)

	input string // pInput: binding text
	g     *ir.Global

	sw   []int // selected components of a vector (nil: all)
	sIdx *val  // dynamic component index of a vector
	vecN int   // with sIdx: the vector's size
}

func slotPlace(v *slotVar) place { return place{t: v.t, kind: pSlot, v: v} }

// place resolves a reference.
func (e *emitter) place(r ir.Ref) place {
	switch r := r.(type) {
	case *ir.GlobalRef:
		g := r.Var
		switch g.Storage {
		case ir.StorageBuffer, ir.StorageUniform:
			s := e.storage[g]
			return place{t: g.Type, kind: pMem, mem: e.prog.Storage[s].asmName, storage: s, dalign: 1 << 30, g: g}
		case ir.StorageWorkgroup:
			return place{t: g.Type, kind: pMem, mem: "smem", shared: true, off: e.shared[g], dalign: 1 << 30, mstride: matStride(g.Type)}
		case ir.StoragePushConstant:
			return place{t: g.Type, kind: pPush, dalign: 1 << 30}
		case ir.StoragePrivate:
			return slotPlace(e.varOf(g, "g_"+g.Name, g.Type))
		case ir.StorageInput:
			return place{t: g.Type, kind: pInput, input: e.inputBinding(g, r.Pos), g: g}
		}
	case *ir.LocalRef:
		return slotPlace(e.varOf(r.Var, "v_"+r.Var.Name, r.Var.Type))
	case *ir.ParamRef:
		return slotPlace(e.varOf(r.Var, "p_"+r.Var.Name, r.Var.Type))
	case *ir.FieldRef:
		p := e.place(r.Base)
		st := p.t
		m := st.Members()[r.Field]
		p.t = m.Type
		switch p.kind {
		case pSlot:
			for i := 0; i < r.Field; i++ {
				p.slot += leafCount(st.Members()[i].Type)
			}
		case pMem, pPush:
			p.off += memberOffset(st, r.Field)
			if st.Laid() && m.MatrixStride != 0 {
				p.mstride = m.MatrixStride
			} else {
				p.mstride = matStride(m.Type)
			}
			p.rowMajor = m.RowMajor
		}
		return p
	case *ir.IndexRef:
		p := e.place(r.Base)
		return e.index(p, r.Index, r.Pos)
	case *ir.DerefRef:
		e.unsupported(r.Pos, bufferRefWhat)
	case *ir.SwizzleRef:
		p := e.place(r.Base)
		if p.sw != nil {
			comps := make([]int, len(r.Comps))
			for i, c := range r.Comps {
				comps[i] = p.sw[c]
			}
			p.sw = comps
		} else {
			p.sw = append([]int(nil), r.Comps...)
		}
		p.t = r.Type()
		return p
	}
	e.fail(r.At(), "unsupported reference %T", r)
	return place{}
}

// matStride is the std430 column stride of a matrix (or array of them).
func matStride(t *ir.Type) uint32 {
	for t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray {
		t = t.Elem()
	}
	if t.Kind() == ir.KindMatrix {
		return alignOf(t.Elem())
	}
	return 0
}

// index applies an array, matrix or vector index to p. When e.pinIndex
// is set (a later operand has side effects), an index held in a variable
// is copied so that the location cannot move.
func (e *emitter) index(p place, idx ir.Expr, pos ir.Pos) place {
	bt := p.t
	c, isConst := idx.(*ir.Const)
	if bt.Kind() == ir.KindVector {
		p.t = bt.Elem()
		if isConst && p.kind == pMem && p.cstride != 0 {
			p.off += uint32(c.Int()) * p.cstride
			p.cstride = 0
			return p
		}
		if isConst {
			p.sw = []int{int(c.Int())}
			return p
		}
		iv := e.scalar(idx)
		if p.kind == pMem {
			p.addDyn(e, iv, max(p.cstride, 4))
			p.cstride = 0
			return p
		}
		iv = e.pinned(iv)
		p.sIdx = &iv
		p.vecN = bt.Len()
		return p
	}
	p.t = bt.Elem()
	switch p.kind {
	case pSlot:
		n := leafCount(p.t)
		if bt.Kind() == ir.KindMatrix {
			n = 1
		}
		if isConst {
			p.slot += int(c.Int()) * n
			return p
		}
		iv := e.scalar(idx)
		if n != 1 {
			iv = e.op(nvisa.MUL, cU, ir.Uint32, iv, u32(uint32(n)))
		}
		if p.dyn != nil {
			iv = e.op(nvisa.ADD, cU, ir.Uint32, *p.dyn, iv)
		}
		iv = e.pinned(iv)
		p.dyn = &iv
		if p.v.parts != nil {
			e.unsupported(pos, "a non-constant index into a 64-bit array, matrix or struct variable")
		}
		return p
	case pMem, pPush:
		var stride uint32
		switch {
		case bt.Kind() == ir.KindMatrix && p.rowMajor:
			// A column of a row-major matrix: its components are a
			// matrix stride apart.
			stride = 4
			p.cstride = p.mstride
			p.rowMajor = false
		case bt.Kind() == ir.KindMatrix:
			stride = p.mstride
		default:
			stride = strideOf(bt)
		}
		if isConst {
			p.off += uint32(c.Int()) * stride
			return p
		}
		p.addDyn(e, e.scalar(idx), stride)
		return p
	}
	e.unsupported(pos, "indexing a built-in input")
	return p
}

// pinned returns v in a register that later code cannot change when
// e.pinIndex is set.
func (e *emitter) pinned(v val) val {
	v = e.inReg(v)
	if e.pinIndex && !e.isTemp(v.reg) {
		v = e.copyVal(v)
	}
	return v
}

// placePinned resolves r for a write that happens after later operands
// with side effects are evaluated.
func (e *emitter) placePinned(r ir.Ref, later ...ir.Expr) place {
	old := e.pinIndex
	e.pinIndex = old || impure(later...)
	p := e.place(r)
	e.pinIndex = old
	return p
}

// addDyn adds idx*stride to the dynamic byte offset.
func (p *place) addDyn(e *emitter, idx val, stride uint32) {
	var t val
	switch {
	case stride == 1:
		t = idx
	case stride&(stride-1) == 0:
		sh := uint32(0)
		for 1<<sh != stride {
			sh++
		}
		t = e.op(nvisa.SHL, cU, ir.Uint32, idx, u32(sh))
	default:
		t = e.op(nvisa.MUL, cU, ir.Uint32, idx, u32(stride))
	}
	if p.doff != nil {
		t = e.op(nvisa.ADD, cU, ir.Uint32, *p.doff, t)
	}
	t = e.pinned(t)
	p.doff = &t
	a := stride & -stride
	p.dalign = min(p.dalign, a)
}

// inputBinding maps a built-in input onto its assembly binding.
func (e *emitter) inputBinding(g *ir.Global, pos ir.Pos) string {
	v, ok := nvVars[g.Builtin]
	if !ok {
		e.unsupported(pos, "the built-in variable "+g.Name+" ("+nvRefusedVars[g.Builtin]+")")
		return ""
	}
	if v.threadGroup {
		e.options["NV_shader_thread_group"] = true
	}
	return v.binding
}

// nvVar is the assembly binding of a built-in variable, and whether it
// needs OPTION NV_shader_thread_group.
type nvVar struct {
	binding     string
	threadGroup bool
}

// nvVars is lower/nvasm's mapping of the built-in variables it can
// express; nvRefusedVars says why it refuses each of the others.
// TestBuiltinVars fails for an identity in neither.
var nvVars = map[builtins.VarID]nvVar{
	builtins.GlobalInvocationID:   {"invocation.globalid", false},
	builtins.LocalInvocationID:    {"invocation.localid", false},
	builtins.WorkGroupID:          {"invocation.groupid", false},
	builtins.NumWorkGroups:        {"invocation.groupcount", false},
	builtins.LocalInvocationIndex: {"invocation.localindex", false},
	builtins.WarpSizeNV:           {"state.thread.warpsize", true},
	builtins.ThreadInWarpNV:       {"invocation.threadid", true},
	builtins.WarpIDNV:             {"invocation.warpid", true},
	builtins.SMIDNV:               {"invocation.smid", true},
	builtins.ThreadEqMaskNV:       {"invocation.threadeqmask", true},
	builtins.ThreadGeMaskNV:       {"invocation.threadgemask", true},
	builtins.ThreadGtMaskNV:       {"invocation.threadgtmask", true},
	builtins.ThreadLeMaskNV:       {"invocation.threadlemask", true},
	builtins.ThreadLtMaskNV:       {"invocation.threadltmask", true},
}

const noSubgroups = "the assembly target has 32-lane warps, not subgroups"

// graphicsOnly is why the graphics stages' built-ins have no assembly form.
const graphicsOnly = "a built-in of the graphics stages (--target=nvasm compiles compute programs only)"

var nvRefusedVars = map[builtins.VarID]string{
	// The graphics stages' built-ins: the assembly target is a compute
	// program (the driver refuses other stages before it is reached).
	builtins.Position: graphicsOnly, builtins.PointSize: graphicsOnly, builtins.ClipDistance: graphicsOnly,
	builtins.CullDistance: graphicsOnly, builtins.VertexIndex: graphicsOnly, builtins.InstanceIndex: graphicsOnly,
	builtins.BaseVertex: graphicsOnly, builtins.BaseInstance: graphicsOnly, builtins.DrawID: graphicsOnly,
	builtins.FragCoord: graphicsOnly, builtins.FrontFacing: graphicsOnly, builtins.FragDepth: graphicsOnly,
	builtins.SampleMask: graphicsOnly, builtins.SampleMaskIn: graphicsOnly, builtins.SampleID: graphicsOnly,
	builtins.SamplePosition: graphicsOnly, builtins.PointCoord: graphicsOnly, builtins.PrimitiveID: graphicsOnly,
	builtins.Layer: graphicsOnly, builtins.ViewportIndex: graphicsOnly, builtins.ViewIndex: graphicsOnly,
	builtins.HelperInvocation: graphicsOnly, builtins.HelperThreadNV: graphicsOnly,
	builtins.InvocationID: graphicsOnly, builtins.PatchVertices: graphicsOnly, builtins.TessLevelOuter: graphicsOnly,
	builtins.TessLevelInner: graphicsOnly, builtins.TessCoord: graphicsOnly,
	builtins.SubgroupSize:         noSubgroups,
	builtins.SubgroupInvocationID: noSubgroups,
	builtins.NumSubgroups:         noSubgroups,
	builtins.SubgroupID:           noSubgroups,
	builtins.SubgroupEqMask:       noSubgroups,
	builtins.SubgroupGeMask:       noSubgroups,
	builtins.SubgroupGtMask:       noSubgroups,
	builtins.SubgroupLeMask:       noSubgroups,
	builtins.SubgroupLtMask:       noSubgroups,
	builtins.SubGroupEqMaskARB:    noSubgroups,
	builtins.SubGroupGeMaskARB:    noSubgroups,
	builtins.SubGroupGtMaskARB:    noSubgroups,
	builtins.SubGroupLeMaskARB:    noSubgroups,
	builtins.SubGroupLtMaskARB:    noSubgroups,
	builtins.DeviceIndex:          "the assembly target has no device groups",
}

// slotReg renders leaf i of a TEMP place.
func (p place) slotReg(i int) string {
	if !p.v.arr {
		return p.v.name
	}
	k := p.slot + i
	if p.v.parts != nil {
		return p.v.parts[k]
	}
	if p.dyn != nil {
		if k == 0 {
			return fmt.Sprintf("%s[%s.%c]", p.v.name, p.dyn.reg, letters[p.dyn.sw[0]])
		}
		return fmt.Sprintf("%s[%s.%c + %d]", p.v.name, p.dyn.reg, letters[p.dyn.sw[0]], k)
	}
	return fmt.Sprintf("%s[%d]", p.v.name, k)
}

// memRef renders a memory operand at byte offset off (plus the dynamic
// offset).
func (p place) memRef(off uint32) string {
	if p.doff != nil {
		r := fmt.Sprintf("%s.%c", p.doff.reg, letters[p.doff.sw[0]])
		if off == 0 {
			return fmt.Sprintf("%s[%s]", p.mem, r)
		}
		return fmt.Sprintf("%s[%s + %d]", p.mem, r, off)
	}
	return fmt.Sprintf("%s[%d]", p.mem, off)
}
