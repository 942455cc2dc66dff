package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/layout"
	"github.com/glslc-nv/glslc-nv/ir"
)

// Memory layout. Buffer, uniform and push-constant types carry the
// explicit layout sema computed; shared variables have none, so they are
// packed here by std430 rules: scalars 4 bytes, vec2 aligned to 8, vec3
// and vec4 to 16, matrices as arrays of their columns, arrays with the
// element size rounded up to its alignment as stride, structs aligned to
// their largest member. Each shared variable starts at the next multiple
// of its alignment in declaration order. The rules are internal/layout's.

func roundUp(x, a uint32) uint32 { return layout.RoundUp(x, a) }

// alignOf is the std430 alignment of t.
func alignOf(t *ir.Type) uint32 {
	switch t.Kind() {
	case ir.KindBool, ir.KindInt, ir.KindUint, ir.KindFloat:
		return scalarBytes(t)
	case ir.KindVector:
		return layout.VectorAlign(layout.Std430, scalarBytes(t.Elem()), uint32(t.Len()))
	case ir.KindMatrix, ir.KindArray, ir.KindRuntimeArray:
		a, _ := layout.Stride(layout.Std430, alignOf(t.Elem()), sizeOf(t.Elem()))
		return a
	case ir.KindStruct:
		a := uint32(4)
		for _, m := range t.Members() {
			a = max(a, alignOf(m.Type))
		}
		return layout.StructAlign(layout.Std430, a)
	}
	return 4
}

func scalarBytes(t *ir.Type) uint32 {
	if t.Kind() == ir.KindBool {
		return 4
	}
	return uint32(t.Width() / 8)
}

// sizeOf is the std430 size of t (for un-laid types) or its laid-out
// size (for laid types: last member's end).
func sizeOf(t *ir.Type) uint32 {
	switch t.Kind() {
	case ir.KindBool, ir.KindInt, ir.KindUint, ir.KindFloat:
		return scalarBytes(t)
	case ir.KindVector:
		return uint32(t.Len()) * scalarBytes(t.Elem())
	case ir.KindMatrix:
		_, stride := layout.Stride(layout.Std430, alignOf(t.Elem()), sizeOf(t.Elem()))
		return uint32(t.Len()) * stride
	case ir.KindArray:
		return uint32(arrLen(t)) * strideOf(t)
	case ir.KindStruct:
		ms := t.Members()
		if len(ms) == 0 {
			return 0
		}
		last := len(ms) - 1
		return roundUp(memberOffset(t, last)+sizeOf(ms[last].Type), alignOf(t))
	}
	return 0
}

// strideOf is an array's stride: explicit, or std430.
func strideOf(t *ir.Type) uint32 {
	if t.Stride() != 0 {
		return t.Stride()
	}
	el := t.Elem()
	_, stride := layout.Stride(layout.Std430, alignOf(el), sizeOf(el))
	return stride
}

// memberOffset is member i's byte offset: explicit, or std430.
func memberOffset(t *ir.Type, i int) uint32 {
	ms := t.Members()
	if t.Laid() {
		return ms[i].Offset
	}
	off := uint32(0)
	for k := 0; k <= i; k++ {
		off = roundUp(off, alignOf(ms[k].Type))
		if k < i {
			off += sizeOf(ms[k].Type)
		}
	}
	return off
}

// layoutGlobals assigns storage indices, shared offsets and the
// push-constant parameters.
func (e *emitter) layoutGlobals() {
	used := map[int]bool{}
	bound := map[[2]int]bool{}
	var later []*ir.Global
	for _, g := range e.m.Globals {
		switch g.Storage {
		case ir.StorageBuffer, ir.StorageUniform:
			if g.Type.Kind() != ir.KindStruct {
				e.unsupported(g.Pos, "an array of buffer blocks ("+g.Name+")")
			}
			if key := [2]int{g.Set, g.Binding}; bound[key] {
				e.unsupported(g.Pos, "a block sharing its binding with another one ("+g.Name+")")
			} else {
				bound[key] = true
			}
			if g.Set == 0 && !used[g.Binding] {
				used[g.Binding] = true
				e.addStorage(g, g.Binding)
			} else {
				later = append(later, g)
			}
		case ir.StorageWorkgroup:
			if g.Init != nil {
				e.unsupported(g.Pos, "an initialized shared variable ("+g.Name+")")
			}
			if g.Type.Kind() == ir.KindStruct && g.Type.IsBlock() {
				// shared blocks (GL_EXT_shared_memory_block) all alias
				// from offset 0, laid out by their own offsets
				e.shared[g] = 0
				e.sharedSize = max(e.sharedSize, sizeOf(g.Type))
				continue
			}
			off := roundUp(e.sharedSize, alignOf(g.Type))
			e.shared[g] = off
			e.sharedSize = off + sizeOf(g.Type)
		case ir.StorageUniformConstant:
			e.unsupported(g.Pos, "an opaque uniform ("+g.Name+")")
		case ir.StoragePushConstant:
			n := int(roundUp(sizeOf(g.Type), 16) / 16)
			for i := e.pushWords; i < n; i++ {
				e.prog.Locals = append(e.prog.Locals, Local{Kind: LocalPush, Offset: 16 * i})
			}
			e.pushWords = max(e.pushWords, n)
		}
	}
	next := 0
	for _, g := range later {
		for used[next] {
			next++
		}
		used[next] = true
		e.addStorage(g, next)
	}
	if e.sharedSize > 0 {
		e.sharedSize = roundUp(e.sharedSize, 16)
		e.prog.SharedBytes = e.sharedSize
	}
}

func (e *emitter) addStorage(g *ir.Global, idx int) {
	name := e.unique("sb_" + g.Name)
	if g.Name == "" {
		name = e.unique("sb_" + g.Type.Name())
	}
	e.storage[g] = len(e.prog.Storage)
	e.prog.Storage = append(e.prog.Storage, StorageBinding{Index: idx, Set: g.Set, Binding: g.Binding,
		Block: g.Type.Name(), Uniform: g.Storage == ir.StorageUniform, asmName: name})
	e.options["NV_shader_storage_buffer"] = true
}

// lengthParam returns the program.local index that holds the size of
// storage binding s (adding it on first use).
func (e *emitter) lengthParam(s int) int {
	if i, ok := e.lengths[s]; ok {
		return i
	}
	i := len(e.prog.Locals)
	e.prog.Locals = append(e.prog.Locals, Local{Kind: LocalLength, Storage: e.prog.Storage[s].Index})
	e.lengths[s] = i
	return i
}

// checkTypes rejects types the target has no registers or memory
// accesses for, wherever they are declared.
func (e *emitter) checkTypes() {
	for _, g := range e.m.Globals {
		e.checkType(g.Pos, g.Type, "variable "+g.Name)
	}
	for _, f := range e.m.Functions {
		for _, p := range f.Params {
			e.checkType(p.Pos, p.Type, "parameter "+p.Name)
		}
		for _, l := range f.Locals {
			e.checkType(l.Pos, l.Type, "variable "+l.Name)
		}
		if f.Ret != ir.Void {
			e.checkType(f.Pos, f.Ret, "the result of "+f.Name)
		}
	}
	for _, s := range e.m.SpecConsts {
		e.checkType(s.Pos, s.Type, "specialization constant "+s.Name)
	}
}

func (e *emitter) checkType(pos ir.Pos, t *ir.Type, what string) {
	switch t.Kind() {
	case ir.KindInt, ir.KindUint, ir.KindFloat:
		if t.Width() != 32 && t.Width() != 64 {
			e.unsupported(pos, "the "+t.String()+" type (of "+what+")")
		}
	case ir.KindVector, ir.KindMatrix, ir.KindArray, ir.KindRuntimeArray:
		if t.IsLongVector() {
			// a register holds at most four components
			e.unsupported(pos, "a long vector (GL_EXT_long_vector's "+t.String()+", the type of "+what+")")
		}
		if t.Kind() == ir.KindArray && t.LenSpec() != nil && specLen(t.LenSpec()) < 0 {
			e.unsupported(pos, "an array sized by a specialization-constant expression (of "+what+")")
		}
		if t.Kind() == ir.KindArray && t.LenSpec() != nil && e.overridden(t.LenSpec()) {
			e.unsupported(pos, "overriding a specialization constant that sizes an array (of "+what+")")
		}
		e.checkType(pos, t.Elem(), what)
	case ir.KindStruct:
		for _, m := range t.Members() {
			e.checkType(pos, m.Type, what)
		}
	case ir.KindReference:
		e.unsupported(pos, bufferRefWhat+" ("+t.String()+", the type of "+what+")")
	}
}

// bufferRefWhat names what the assembly cannot express: a physical address
// held in a value (NV_shader_buffer_load's pointers are not modelled).
const bufferRefWhat = "a buffer reference (GL_EXT_buffer_reference)"

// arrLen is an array's length; an array sized by a specialization
// constant has the constant's default (assembly programs have no
// specialization constants: the defaults are compiled in).
func arrLen(t *ir.Type) int {
	if s := t.LenSpec(); s != nil {
		return max(specLen(s), 0)
	}
	return t.Len()
}

// specLen is the default value of a declared integer specialization
// constant, or -1 for an expression.
func specLen(s *ir.SpecConst) int {
	if s.ID >= 0 && s.Default != nil {
		return int(s.Default.Int())
	}
	if v, ok := specEval(s.Value); ok {
		return int(v)
	}
	return -1
}

// specEval folds an integer specialization-constant expression over the
// constants' defaults.
func specEval(x ir.Expr) (int64, bool) {
	switch x := x.(type) {
	case *ir.Const:
		if x.Typ.IsScalar() && !x.Typ.IsFloat() {
			return x.Int(), true
		}
	case *ir.SpecRef:
		if x.Spec.ID >= 0 && x.Spec.Default != nil {
			return x.Spec.Default.Int(), true
		}
		return specEval(x.Spec.Value)
	case *ir.Convert:
		if x.Op == ir.Bitcast || x.Op == ir.SConvert || x.Op == ir.UConvert {
			return specEval(x.X)
		}
	case *ir.Binary:
		a, ok1 := specEval(x.X)
		b, ok2 := specEval(x.Y)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch x.Op {
		case ir.IAdd:
			return a + b, true
		case ir.ISub:
			return a - b, true
		case ir.IMul:
			return a * b, true
		case ir.SDiv, ir.UDiv:
			if b != 0 {
				return a / b, true
			}
		}
	}
	return 0, false
}

// overridden reports whether Options.Spec changes s or a constant its
// expression uses.
func (e *emitter) overridden(s *ir.SpecConst) bool {
	if s.ID >= 0 {
		_, ok := e.opts.Spec[uint32(s.ID)]
		return ok
	}
	found := false
	ir.Inspect(s.Value, func(n any) bool {
		if r, ok := n.(*ir.SpecRef); ok && e.overridden(r.Spec) {
			found = true
		}
		return !found
	})
	return found
}
