package nvasm

import (
	"math"

	"github.com/glslc-nv/glslc-nv/internal/nvwarp"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// src reads operand o as a four-component vector of type ty, with its
// swizzle and source modifiers applied.
func (g *gen) src(o *operand, ty valType) uint32 {
	var v uint32
	if c := o.c; c != nil {
		if msg := constantError(c, ty); msg != "" {
			g.diags.Errorf(o.pos, "%s", msg)
		}
		v = g.constVec(c, ty)
		v = g.swizzle(g.vecT(ty), v, o.swz)
	} else {
		// Registers keep their width; a value of the other width is
		// converted (NV_gpu_program4 §2.X.4.1).
		raw, wide := g.raw(o)
		ut, rt := tyU.width(wide), ty.width(wide)
		raw = g.swizzle(g.vecT(ut), raw, o.swz)
		v = g.resize(g.cast(raw, ut, rt, true), rt, ty)
	}
	vt := g.vecT(ty)
	if o.abs {
		switch ty.base() {
		case tyF:
			v = g.ext(vt, spirv.GLSLstd450FAbs, v)
		case tyS:
			v = g.ext(vt, spirv.GLSLstd450SAbs, v)
		}
	}
	if o.neg {
		if ty.base() == tyF {
			v = g.op(spirv.OpFNegate, vt, v)
		} else {
			v = g.op(spirv.OpSNegate, vt, v)
		}
	}
	return v
}

// scalar reads component x of the swizzled operand.
func (g *gen) scalar(o *operand, ty valType) uint32 {
	return g.comp(g.scalT(ty), g.src(o, ty), 0)
}

// constVec makes the constant vector of c read as type ty. A scalar
// replicates; missing vector components are 0 (y, z) and 1 (w).
func (g *gen) constVec(c *constant, ty valType) uint32 {
	var parts [4]uint32
	for i := 0; i < 4; i++ {
		var n number
		switch {
		case c.n == 1:
			n = c.vals[0]
		case i < c.n:
			n = c.vals[i]
		case i == 3:
			n = number{i: 1, f: 1}
		}
		parts[i] = g.constNum(n, ty)
	}
	return g.b.ConstComposite(g.vecT(ty), parts[0], parts[1], parts[2], parts[3])
}

func (g *gen) constNum(n number, ty valType) uint32 {
	return g.constScalar(ty, constBits(n, ty))
}

// constBits is the bit pattern of n read as ty.
func constBits(n number, ty valType) uint64 {
	switch ty {
	case tyF:
		return uint64(math.Float32bits(float32(n.f)))
	case tyF64:
		return math.Float64bits(n.f)
	case tyS, tyU:
		return uint64(uint32(n.i))
	}
	return uint64(n.i)
}

func (g *gen) swizzle(typ, v uint32, s [4]int) uint32 {
	if s == [4]int{0, 1, 2, 3} {
		return v
	}
	return g.op(spirv.OpVectorShuffle, typ, v, v, uint32(s[0]), uint32(s[1]), uint32(s[2]), uint32(s[3]))
}

// index computes a relative index rel.x + k (signed) and whether it is
// inside 0..size-1; the index is clamped to 0 when it is not.
func (g *gen) index(rel *operand, k, size int) (idx, ok uint32) {
	r := g.scalar(rel, tyS)
	if k != 0 {
		r = g.op(spirv.OpIAdd, g.tI, r, g.ci(int32(k)))
	}
	ru := g.op(spirv.OpBitcast, g.tU, r)
	ok = g.op(spirv.OpULessThan, g.tBool, ru, g.cu(uint32(size)))
	return g.sel(g.tU, ok, ru, g.cu(0)), ok
}

// raw reads the unswizzled bits of a non-literal operand, as a uvec4 or,
// for a LONG TEMP (wide), a u64vec4.
func (g *gen) raw(o *operand) (v uint32, wide bool) {
	if o.b != nil {
		return g.bindingValue(o.b), false
	}
	d := o.d
	switch d.kind {
	case dTemp, dLongTemp:
		wide = d.kind == dLongTemp
		vt := g.vecT(tyU.width(wide))
		if !d.array {
			return g.bl.Load(vt, g.temps[d]), wide
		}
		ptr := g.b.TypePointer(spirv.StorageClassPrivate, vt)
		if o.rel == nil {
			return g.bl.Load(vt, g.bl.AccessChain(ptr, g.temps[d], g.cu(uint32(o.idx)))), wide
		}
		idx, ok := g.index(o.rel, o.idx, d.size)
		v := g.bl.Load(vt, g.bl.AccessChain(ptr, g.temps[d], idx))
		return g.sel(vt, g.splatBool(ok), v, g.b.ConstNull(vt)), wide
	case dAttrib:
		return g.bindingValue(d.attrib), false
	case dParam:
		if o.rel == nil && o.idx < len(d.params) && d.params[o.idx].constant != nil {
			return g.paramConst(d, o.idx), false
		}
		return g.paramValue(o), false
	}
	return g.b.ConstNull(g.tV4u), false
}

func (g *gen) splatBool(b uint32) uint32 { return g.vec4(g.tV4b, b, b, b, b) }

// pushLocal loads program.local[i] (i a uint id).
func (g *gen) pushLocal(i uint32) uint32 {
	ptr := g.b.TypePointer(spirv.StorageClassPushConstant, g.tV4u)
	return g.bl.Load(g.tV4u, g.bl.AccessChain(ptr, g.push, g.cu(0), i))
}

// paramValue reads a PARAM that is not a constant: program.local
// elements, or a relatively addressed element.
func (g *gen) paramValue(o *operand) uint32 {
	d := o.d
	if o.rel == nil {
		if o.idx < 0 || o.idx >= len(d.params) {
			return g.b.ConstNull(g.tV4u)
		}
		return g.pushLocal(g.cu(uint32(d.params[o.idx].local)))
	}
	idx, ok := g.index(o.rel, o.idx, len(d.params))
	// Contiguous program.local entries index the push constants directly.
	contiguous := true
	for i, e := range d.params {
		contiguous = contiguous && e.constant == nil && e.local == d.params[0].local+i
	}
	var v uint32
	if contiguous {
		v = g.pushLocal(g.op(spirv.OpIAdd, g.tU, idx, g.cu(uint32(d.params[0].local))))
	} else {
		v = g.bl.Load(g.tV4u, g.bl.AccessChain(g.b.TypePointer(spirv.StorageClassPrivate, g.tV4u), g.paramArray(d), idx))
	}
	return g.sel(g.tV4u, g.splatBool(ok), v, g.b.ConstNull(g.tV4u))
}

// paramConst is the uvec4 constant of the bits of constant element i of
// PARAM d, stored in the PARAM's type.
func (g *gen) paramConst(d *decl, i int) uint32 {
	c := d.params[i].constant
	var parts [4]uint32
	for k := 0; k < 4; k++ {
		n := c.vals[0]
		if c.n > 1 {
			n = number{}
			if k < c.n {
				n = c.vals[k]
			} else if k == 3 {
				n = number{i: 1, f: 1}
			}
		}
		parts[k] = g.cu(uint32(constBits(n, d.ptype)))
	}
	return g.b.ConstComposite(g.tV4u, parts[0], parts[1], parts[2], parts[3])
}

// paramArray returns a Private array holding a PARAM array that is
// indexed at run time and is not a run of program.local entries; entries
// from program.local are filled in at the start of the entry routine.
func (g *gen) paramArray(d *decl) uint32 {
	k := paramKey{d: d}
	if v, ok := g.params[k]; ok {
		return v
	}
	arrT := g.b.TypeArray(g.tV4u, g.cu(uint32(len(d.params))))
	var elems []uint32
	for _, e := range d.params {
		if e.constant == nil {
			elems = append(elems, g.b.ConstNull(g.tV4u))
			continue
		}
		elems = append(elems, g.paramConst(d, len(elems)))
	}
	v := g.global(arrT, spirv.StorageClassPrivate, g.b.ConstComposite(arrT, elems...))
	g.params[k] = v
	return v
}

// fillParams copies the program.local entries of mixed PARAM arrays into
// their Private arrays at the start of the entry routine.
func (g *gen) fillParams() {
	ptr := g.b.TypePointer(spirv.StorageClassPrivate, g.tV4u)
	for _, d := range sortedDecls(g.p) {
		if d.kind != dParam || !d.array {
			continue
		}
		locals, consts := false, false
		for _, e := range d.params {
			locals = locals || e.constant == nil
			consts = consts || e.constant != nil
		}
		if !locals || !consts {
			continue
		}
		v := g.paramArray(d)
		for i, e := range d.params {
			if e.constant == nil {
				g.bl.Store(g.bl.AccessChain(ptr, v, g.cu(uint32(i))), g.pushLocal(g.cu(uint32(e.local))))
			}
		}
	}
}

// write stores val (a vector of type ty) to the destination of in under
// its write mask and condition-code test, then updates the condition
// code when in asks for it. flags, when non-zero, holds extra OF/CF bits.
func (g *gen) write(in *inst, val uint32, ty valType, extra uint32) {
	d := in.dst
	if in.sat != 0 && ty.base() == tyF {
		lo := -1.0
		if in.sat == 1 {
			lo = 0
		}
		val = g.ext(g.vecT(ty), spirv.GLSLstd450FClamp, val, g.splatF(ty, lo), g.splatF(ty, 1))
	}
	// The result takes the destination's width (NV_gpu_program4 §2.X.4.3).
	wide := d.d.kind == dLongTemp
	if dt := ty.width(wide); dt != ty {
		val, ty = g.resize(val, ty, dt), dt
	}
	ut := tyU.width(wide)
	vu := g.vecT(ut)
	raw := g.cast(val, ty, ut, true)
	var ptr, inRange uint32
	pt := g.b.TypePointer(spirv.StorageClassPrivate, vu)
	switch {
	case !d.d.array:
		ptr = g.temps[d.d]
	case d.rel == nil:
		ptr = g.bl.AccessChain(pt, g.temps[d.d], g.cu(uint32(d.idx)))
	default:
		var idx uint32
		idx, inRange = g.index(d.rel, d.idx, d.d.size)
		ptr = g.bl.AccessChain(pt, g.temps[d.d], idx)
	}
	full := d.mask == [4]bool{true, true, true, true}
	cond := uint32(0) // bvec4 of written components (0: all)
	if d.cc != nil {
		cond = g.ccEval(d.cc)
		if !full {
			cond = g.op(spirv.OpLogicalAnd, g.tV4b, cond, g.boolVec(d.mask))
		}
	} else if !full {
		cond = g.boolVec(d.mask)
	}
	store := cond
	if inRange != 0 {
		r := g.splatBool(inRange)
		if store == 0 {
			store = r
		} else {
			store = g.op(spirv.OpLogicalAnd, g.tV4b, store, r)
		}
	}
	if store == 0 {
		g.bl.Store(ptr, raw)
	} else {
		old := g.bl.Load(vu, ptr)
		g.bl.Store(ptr, g.sel(vu, store, raw, old))
	}
	if in.setc >= 0 {
		g.setCC(in.setc, val, ty, extra, cond)
	}
}

// bindingValue computes invocation.*, state.thread.warpsize and
// program.local values as uvec4 (unused components 0).
func (g *gen) bindingValue(b *binding) uint32 {
	zero := g.cu(0)
	xyz := func(bi spirv.BuiltIn) uint32 {
		v := g.loadBuiltin(bi, g.tV3u)
		return g.op(spirv.OpVectorShuffle, g.tV4u, v, g.b.ConstNull(g.tV3u), 0, 1, 2, 3)
	}
	x := func(s uint32) uint32 { return g.vec4(g.tV4u, s, zero, zero, zero) }
	switch b.name {
	case "local":
		return g.pushLocal(g.cu(uint32(b.index)))
	case "localid":
		return xyz(spirv.BuiltInLocalInvocationId)
	case "globalid":
		return xyz(spirv.BuiltInGlobalInvocationId)
	case "groupid":
		return xyz(spirv.BuiltInWorkgroupId)
	case "groupcount":
		return xyz(spirv.BuiltInNumWorkgroups)
	case "groupsize":
		s := g.p.groupSize
		return g.b.ConstComposite(g.tV4u, g.cu(s[0]), g.cu(s[1]), g.cu(s[2]), zero)
	case "localindex":
		id := g.loadBuiltin(spirv.BuiltInLocalInvocationId, g.tV3u)
		s := g.p.groupSize
		lx, ly, lz := g.comp(g.tU, id, 0), g.comp(g.tU, id, 1), g.comp(g.tU, id, 2)
		v := g.op(spirv.OpIMul, g.tU, lz, g.cu(s[0]*s[1]))
		v = g.op(spirv.OpIAdd, g.tU, v, g.op(spirv.OpIMul, g.tU, ly, g.cu(s[0])))
		return x(g.op(spirv.OpIAdd, g.tU, v, lx))
	case "threadid":
		return x(nvwarp.ThreadInWarp(warpEmitter{g}))
	case "warpsize":
		return x(nvwarp.WarpSize(warpEmitter{g}))
	case "warpid":
		return x(nvwarp.WarpID(warpEmitter{g}))
	case "smid":
		g.b.Extension("SPV_NV_shader_sm_builtins")
		g.b.Capability(spirv.CapabilityShaderSMBuiltinsNV)
		return x(g.loadBuiltin(spirv.BuiltInSMIDNV, g.tU))
	case "threadeqmask", "threadltmask", "threadlemask", "threadgtmask", "threadgemask":
		bi := map[string]spirv.BuiltIn{
			"threadeqmask": spirv.BuiltInSubgroupEqMask, "threadltmask": spirv.BuiltInSubgroupLtMask,
			"threadlemask": spirv.BuiltInSubgroupLeMask, "threadgtmask": spirv.BuiltInSubgroupGtMask,
			"threadgemask": spirv.BuiltInSubgroupGeMask,
		}[b.name]
		g.b.Capability(spirv.CapabilityGroupNonUniformBallot)
		m := g.loadBuiltin(bi, g.tV4u)
		return x(nvwarp.WarpWord(warpEmitter{g}, m))
	}
	return g.b.ConstNull(g.tV4u)
}

// splatF is the vector constant of float f in float type ty.
func (g *gen) splatF(ty valType, f float64) uint32 {
	if ty.is64() {
		return g.splatC(ty, math.Float64bits(f))
	}
	return g.splatC(ty, uint64(math.Float32bits(float32(f))))
}
