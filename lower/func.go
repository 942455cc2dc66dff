package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// funcState is the state of the function being lowered.
type funcState struct {
	fn     *ir.Function
	sf     *spirv.Function
	cur    *spirv.Block // the block being emitted
	locals map[*ir.Local]uint32

	open      bool     // cur has no terminator yet
	label     uint32   // cur's label
	breaks    []uint32 // innermost last: merge blocks of loops and switches
	continues []uint32 // innermost last: continue targets of loops
	line      ir.Pos   // last OpLine emitted in the current block
	depth     int      // structured constructs (selections, loops) around cur
}

// declareFunction starts f's SPIR-V function and its parameters (values,
// or pointers to Function variables; valueParam) so that calls can name
// it before its body is lowered.
func (l *lowerer) declareFunction(f *ir.Function) {
	ret := l.typeID(f.Ret)
	ptypes := make([]uint32, len(f.Params))
	for i, p := range f.Params {
		if l.valueParam(f, p) {
			ptypes[i] = l.typeID(p.Type)
			continue
		}
		ptypes[i] = l.ptrType(paramClass(p), p.Type)
	}
	sf := l.b.Function(ret, l.b.TypeFunction(ret, ptypes...), spirv.FunctionControlNone)
	l.funcs[f] = sf
	l.name(sf.ID(), f.Name)
	for i, p := range f.Params {
		pid := sf.Param(ptypes[i])
		if l.valueParam(f, p) {
			if l.valParams == nil {
				l.valParams = map[*ir.Param]uint32{}
			}
			l.valParams[p] = pid
			l.name(pid, p.Name)
			// A parameter that is a PhysicalStorageBuffer pointer must
			// be Aliased or Restrict, as glslang decorates it (spirv-val
			// refuses the decoration on an array of them).
			if p.Type.Kind() == ir.KindReference {
				l.decorate(pid, spirv.DecorationAliased)
			}
			continue
		}
		l.params[p] = pid
		l.name(pid, p.Name)
		l.accessDecorations(p.Access, func(d spirv.Decoration) { l.decorate(pid, d) })
		l.aliasedPointer(pid, p.Type)
	}
}

// valueParam reports whether p, a parameter of f, is passed as a value:
// a "const in" parameter (as glslang passes it: the callee cannot write
// it), or any parameter of a function a cooperative-matrix instruction
// calls (a decode, combining or element function takes its operands by
// value).
func (l *lowerer) valueParam(f *ir.Function, p *ir.Param) bool {
	if p.Type.IsOpaque() || p.Type == ir.RayQuery {
		return false // a ray query is passed as the caller's variable
	}
	return p.Const || l.funcRefs[f]
}

// spillValueParams gives the value parameters of f that its body uses
// other than by reading (a dynamic index, a pointer operand of a
// built-in, a write) a Function variable holding the value, stored at
// its start; the body reads the others directly (valueLoad).
func (l *lowerer) spillValueParams(f *ir.Function) {
	// A node may be shared (x += 1 loads and stores one reference):
	// count the occurrences of each reference against those read directly.
	direct, seen := map[*ir.ParamRef]int{}, map[*ir.ParamRef]int{}
	ir.Inspect(f.Body, func(n any) bool {
		switch n := n.(type) {
		case *ir.Load:
			if r, _ := valuePath(n.Ref); r != nil {
				direct[r]++
			}
		case *ir.ParamRef:
			seen[n]++
		}
		return true
	})
	used := map[*ir.Param]bool{} // used other than by a direct read
	for r, n := range seen {
		if n > direct[r] {
			used[r.Var] = true
		}
	}
	for _, p := range f.Params {
		id, ok := l.valParams[p]
		if !ok || !used[p] {
			continue
		}
		v := l.localVar(p.Type)
		l.emitVoid(spirv.OpStore, v, id)
		l.params[p] = v
	}
}

// valuePath returns, for a reference that starts from a parameter and
// goes on through fields, constant indices in range and swizzles (a
// multi-component one only last), the parameter reference and the
// literal indices of the path; nil for any other.
func valuePath(r ir.Ref) (*ir.ParamRef, []uint32) {
	var idx []uint32
	for top := r; ; {
		switch x := r.(type) {
		case *ir.ParamRef:
			for i, j := 0, len(idx)-1; i < j; i, j = i+1, j-1 {
				idx[i], idx[j] = idx[j], idx[i]
			}
			return x, idx
		case *ir.FieldRef:
			idx = append(idx, uint32(x.Field))
			r = x.Base
		case *ir.IndexRef:
			c, ok := x.Index.(*ir.Const)
			if !ok || !c.Typ.IsInteger() {
				return nil, nil
			}
			v := c.Int()
			bt := x.Base.Type()
			if v < 0 || bt.LenSpec() != nil || v >= int64(bt.Len()) {
				return nil, nil
			}
			idx = append(idx, uint32(v))
			r = x.Base
		case *ir.SwizzleRef:
			if len(x.Comps) != 1 {
				if r != top {
					return nil, nil // inside another path
				}
				r = x.Base
				continue
			}
			idx = append(idx, uint32(x.Comps[0]))
			r = x.Base
		default:
			return nil, nil
		}
	}
}

// valueLoad reads a reference that valuePath accepts into a value
// parameter that is not spilled: the parameter itself, one
// OpCompositeExtract of the path, and the swizzle's OpVectorShuffle; ok
// is false for any other reference.
func (l *lowerer) valueLoad(r ir.Ref) (id uint32, ok bool) {
	pr, idx := valuePath(r)
	if pr == nil {
		return 0, false
	}
	v, isValue := l.valParams[pr.Var]
	if _, spilled := l.params[pr.Var]; !isValue || spilled {
		return 0, false
	}
	s, _ := r.(*ir.SwizzleRef)
	if s != nil && len(s.Comps) > 1 {
		r = s.Base
	} else {
		s = nil
	}
	if len(idx) > 0 {
		v = l.emit(spirv.OpCompositeExtract, append([]uint32{l.typeID(r.Type()), v}, idx...)...)
	}
	if s != nil {
		ops := []uint32{l.typeID(s.Type()), v, v}
		for _, c := range s.Comps {
			ops = append(ops, uint32(c))
		}
		v = l.emit(spirv.OpVectorShuffle, ops...)
	}
	return v, true
}

// paramClass is the storage class a parameter points into: an opaque
// parameter is a pointer to the caller's UniformConstant variable (as
// glslang passes it), a ray query one to the caller's Private query, any
// other a Function variable.
func paramClass(p *ir.Param) spirv.StorageClass {
	if p.Type.IsOpaque() {
		return spirv.StorageClassUniformConstant
	}
	if p.Type == ir.RayQuery {
		return spirv.StorageClassPrivate
	}
	return spirv.StorageClassFunction
}

// rayQueryType reports a rayQueryEXT or an array of them.
func rayQueryType(t *ir.Type) bool {
	for t.Kind() == ir.KindArray {
		t = t.Elem()
	}
	return t == ir.RayQuery
}

// rayQueryVar declares a local ray query as a Private variable, as glslang
// does: a ray query cannot be copied, so a rayQueryEXT parameter points at
// the caller's query, and global and local queries share one storage class.
func (l *lowerer) rayQueryVar(t *ir.Type) uint32 {
	id := l.b.Variable(l.ptrType(spirv.StorageClassPrivate, t), spirv.StorageClassPrivate)
	if l.version >= spirv.Version1_4 {
		l.extraOrder = append(l.extraOrder, id)
	}
	return id
}

func (l *lowerer) function(f *ir.Function) {
	sf := l.funcs[f]
	st := &funcState{fn: f, sf: sf, locals: map[*ir.Local]uint32{}}
	l.f = st
	l.startBlock(l.b.ID())
	for _, loc := range f.Locals {
		var vid uint32
		if loc.Restrict {
			// restrict on a buffer-reference variable: RestrictPointer
			// instead of AliasedPointer, as glslang.
			vid = l.f.sf.Variable(l.ptrType(spirv.StorageClassFunction, loc.Type))
			l.decorate(vid, spirv.DecorationRestrictPointer)
		} else if rayQueryType(loc.Type) {
			vid = l.rayQueryVar(loc.Type)
		} else {
			vid = l.localVar(loc.Type)
		}
		st.locals[loc] = vid
		l.name(vid, loc.Name)
	}
	l.spillValueParams(f)
	l.setLine(f.Pos)
	l.block(f.Body)
	if st.open {
		if f.Ret == ir.Void {
			l.terminate(spirv.OpReturn)
		} else {
			l.terminate(spirv.OpUnreachable)
		}
	}
	l.f = nil
}

// localVar declares a Function-storage variable of type t in the entry block.
func (l *lowerer) localVar(t *ir.Type) uint32 {
	id := l.f.sf.Variable(l.ptrType(spirv.StorageClassFunction, t))
	l.aliasedPointer(id, t)
	return id
}

// emit appends an instruction with a result to the current block and
// returns the result id. Operands start with the result type when the
// opcode has one.
func (l *lowerer) emit(op spirv.Op, operands ...uint32) uint32 {
	if op == spirv.OpCompositeConstruct {
		l.checkConstituents(ir.Pos{}, len(operands)-1)
	}
	rt, ops := withResult(op, operands)
	return l.f.cur.Emit(op, rt, ops...)
}

// emitVoid appends an instruction without a result.
func (l *lowerer) emitVoid(op spirv.Op, operands ...uint32) {
	l.f.cur.Emit(op, 0, operands...)
}

// terminate ends the current block.
func (l *lowerer) terminate(op spirv.Op, operands ...uint32) {
	if !l.f.open {
		return
	}
	l.emitVoid(op, operands...)
	l.f.open = false
}

// branch ends the current block (if open) with a branch to target.
func (l *lowerer) branch(target uint32) { l.terminate(spirv.OpBranch, target) }

// startBlock begins block id.
func (l *lowerer) startBlock(id uint32) {
	l.f.cur = l.f.sf.Block(id)
	l.f.open, l.f.label = true, id
	l.f.line = ir.Pos{}
}

// setLine emits OpLine for p when debugging and the line changed.
func (l *lowerer) setLine(p ir.Pos) {
	if p.Known() {
		l.at = p
	}
	if !l.opts.Debug || !p.Known() || p.File < 0 || p.File >= len(l.files) || l.f == nil || !l.f.open {
		return
	}
	if l.f.line == p {
		return
	}
	l.f.line = p
	l.emitVoid(spirv.OpLine, l.files[p.File], uint32(p.Line), uint32(p.Col))
}

// call lowers a call of a user function: a value parameter's argument is
// its value; every other goes through a temporary Function variable
// (copy-in for In and InOut, copy-out after the call for Out and InOut,
// in parameter order).
func (l *lowerer) call(e *ir.Call) uint32 {
	type copyOut struct {
		tmp uint32
		dst place
	}
	args := make([]uint32, len(e.Args))
	var outs []copyOut
	for i, a := range e.Args {
		p := e.Fn.Params[i]
		if p.Type.IsOpaque() {
			args[i] = l.opaquePointer(a, "an opaque argument of "+e.Fn.Name)
			continue
		}
		if p.Type == ir.RayQuery {
			// the caller's query itself: a ray query cannot be copied
			ld, ok := a.(*ir.Load)
			if !ok {
				l.fail(a.At(), "a rayQueryEXT argument of %s must be a ray-query variable", e.Fn.Name)
			}
			args[i] = l.place(ld.Ref).ptr
			continue
		}
		if l.valueParam(e.Fn, p) {
			args[i] = l.expr(a)
			continue
		}
		tmp := l.localVar(p.Type)
		args[i] = tmp
		switch p.Mode {
		case ir.In:
			l.emitVoid(spirv.OpStore, tmp, l.expr(a))
		case ir.Out, ir.InOut:
			dst := l.place(a.(ir.Ref))
			if p.Mode == ir.InOut {
				l.emitVoid(spirv.OpStore, tmp, l.loadPlace(dst))
			}
			outs = append(outs, copyOut{tmp, dst})
		}
	}
	l.setLine(e.Pos)
	res := l.emit(spirv.OpFunctionCall, append([]uint32{l.typeID(e.Fn.Ret), l.funcs[e.Fn].ID()}, args...)...)
	for _, o := range outs {
		l.storePlace(o.dst, l.emit(spirv.OpLoad, l.typeID(o.dst.typ), o.tmp))
	}
	return res
}
