package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/layout"
	"github.com/glslc-nv/glslc-nv/ir"
)

// Buffer references (GL_EXT_buffer_reference, _reference2, _reference_uvec2).
//
// "layout(buffer_reference) buffer T { ... };" declares T as a type: a
// 64-bit device address of a block laid out as the block says. As
// glslang: the default buffer_reference_align is 16; a forward declaration
// "layout(buffer_reference) buffer T;" makes T usable before its body;
// T(uint64_t), uint64_t(T) and, with _uvec2, T(uvec2), uvec2(T) convert;
// a reference of another reference type converts by constructor; with
// _reference2, T + n, n + T, T - n (and +=, -=) step by sizeof(T), the
// block size rounded up to the alignment. References cannot be compared
// (glslang: "can't use with reference types"); compare uint64_t(r).

// refInfo is one buffer reference type.
type refInfo struct {
	typ     *ir.Type // the reference (ir.KindReference)
	block   *ir.Type // its pointee, completed by the definition
	logical *ir.Type // the block's members without layout, for member lookup
	defined bool
	pos     diag.Pos
	size    uint32 // the block's size (without a trailing runtime array)
}

// refNamed returns the reference type called name, declaring it (and its
// type symbol) on first use.
func (c *checker) refNamed(name string, pos diag.Pos, align int) *refInfo {
	if r := c.refs[name]; r != nil {
		return r
	}
	if align == 0 {
		align = 16
	}
	block := ir.NewBlock(name)
	r := &refInfo{typ: ir.NewReference(name, block, uint32(align)), block: block, pos: pos}
	if c.refs == nil {
		c.refs = map[string]*refInfo{}
		c.refByType = map[*ir.Type]*refInfo{}
	}
	c.refs[name] = r
	c.refByType[r.typ] = r
	c.declare(&symbol{kind: symType, name: name, pos: pos, typ: r.typ})
	return r
}

// refForward handles "layout(buffer_reference) buffer T;".
func (c *checker) refForward(d *ast.QualifierDecl, li layoutInfo) {
	if d.Quals.Storage != ast.Buffer {
		c.errorf(d.Loc, "buffer_reference applies only to buffer blocks")
		return
	}
	if c.scope != c.global {
		c.errorf(d.Loc, "a buffer_reference block must be declared at global scope")
		return
	}
	for _, n := range d.Names {
		if prev := c.refs[n.Name]; prev != nil {
			continue // a repeated forward declaration
		}
		c.refNamed(n.Name, n.Loc, li.refAlign)
	}
}

// refDefine completes the reference type of a buffer_reference block
// from its laid-out members.
func (c *checker) refDefine(d *ast.BlockDecl, r *refInfo, members, logical []ir.Member, fields []fieldInfo, size uint32) {
	if r.defined {
		c.errorf(d.NamePos, "buffer_reference block '%s' is already defined (at %s)", d.Name, r.pos)
		return
	}
	r.defined, r.pos = true, d.NamePos
	r.block.SetMembers(members...)
	lt := ir.NewStruct(d.Name, logical...)
	c.structs[lt] = &structInfo{name: d.Name, typ: lt, fields: fields, pos: d.NamePos}
	r.logical = lt
	r.size = size
}

// refStep is sizeof(T) for pointer arithmetic: the block's size rounded up
// to the reference's alignment (glslang's computeBufferReferenceTypeSize).
func (r *refInfo) refStep() uint64 {
	a := r.typ.RefAlign()
	return uint64(layout.RoundUp(r.size, a))
}

// deref turns an operand of reference type into the block it points to:
// a location of the block's logical type whose ref is a DerefRef.
func (c *checker) deref(base operand, pos diag.Pos) (operand, bool) {
	r := c.refByType[base.typ]
	if r == nil || !r.defined {
		c.errorf(pos, "buffer reference type %s is declared but not defined", typeName(base.typ))
		return badOp, false
	}
	p := c.irPos(pos)
	o := operand{typ: r.logical, ref: &ir.DerefRef{Pos: p, Ptr: c.value(base)}, pos: pos, name: base.name}
	return o, true
}

// refConstruct checks a constructor whose type or argument is a reference.
func (c *checker) refConstruct(pos diag.Pos, t *ir.Type, args []operand) (operand, bool) {
	isRef := t.Kind() == ir.KindReference
	if !isRef && (len(args) != 1 || args[0].typ.Kind() != ir.KindReference) {
		return badOp, false
	}
	if len(args) != 1 {
		c.errorf(pos, "constructor of %s takes one argument, not %d", typeName(t), len(args))
		return badOp, true
	}
	a := args[0]
	p := c.irPos(pos)
	uvec2 := ir.Vec(ir.Uint32, 2)
	addr := func(at *ir.Type) bool {
		switch at {
		case ir.Uint64:
			return true
		case uvec2:
			return c.requireExt(pos, "converting between a buffer reference and uvec2", extBufRefUvec2)
		}
		return false
	}
	switch {
	case isRef && a.typ == t:
		return c.valOp(c.value(a), t, pos), true
	case isRef && a.typ.Kind() == ir.KindReference:
		u := &ir.Convert{Pos: p, Op: ir.RefToU, X: c.value(a), To: ir.Uint64}
		return c.valOp(&ir.Convert{Pos: p, Op: ir.UToRef, X: u, To: t}, t, pos), true
	case isRef && (a.typ == ir.Uint64 || a.typ == uvec2):
		if !addr(a.typ) {
			return badOp, true
		}
		return c.valOp(&ir.Convert{Pos: p, Op: ir.UToRef, X: c.value(a), To: t}, t, pos), true
	case !isRef && (t == ir.Uint64 || t == uvec2):
		if !addr(t) {
			return badOp, true
		}
		return c.valOp(&ir.Convert{Pos: p, Op: ir.RefToU, X: c.value(a), To: t}, t, pos), true
	}
	c.errorf(pos, "cannot construct %s from %s", typeName(t), typeName(a.typ))
	return badOp, true
}

// refArith checks x + n, n + x and x - n for a reference x and an integer
// scalar n (GL_EXT_buffer_reference2): the address moves by n * sizeof(x's
// type). ok is false when neither operand is a reference.
func (c *checker) refArith(pos diag.Pos, op string, a, b operand) (operand, bool) {
	ra, rb := a.typ.Kind() == ir.KindReference, b.typ.Kind() == ir.KindReference
	if !ra && !rb {
		return badOp, false
	}
	if op != "+" && op != "-" && op != "+=" && op != "-=" {
		c.errorf(pos, "'%s' : can't use with reference types", op)
		return badOp, true
	}
	ref, n := a, b
	if rb && !ra && (op == "+") {
		ref, n = b, a
	}
	if (op == "-" || op == "-=") && rb || ra && rb {
		c.errorf(pos, "'%s' : can't use with reference types", op)
		return badOp, true
	}
	if !c.requireExt(pos, "arithmetic on a buffer reference", extBufRef2) {
		return badOp, true
	}
	if !n.typ.IsInteger() || !n.typ.IsScalar() {
		c.errorf(pos, "'%s': a buffer reference can only be offset by an integer scalar, not %s", op, typeName(n.typ))
		return badOp, true
	}
	r := c.refByType[ref.typ]
	if r == nil || !r.defined {
		c.errorf(pos, "buffer reference type %s is declared but not defined", typeName(ref.typ))
		return badOp, true
	}
	p := c.irPos(pos)
	// the offset as uint64: integers of other widths and signedness
	// convert (sign-extending signed ones), as glslang does
	nv := c.value(n)
	if n.typ != ir.Uint64 {
		op64 := ir.UConvert
		switch {
		case n.typ.Width() == 64:
			op64 = ir.Bitcast
		case n.typ.IsInt():
			op64 = ir.SConvert
		}
		nv = c.fold(&ir.Convert{Pos: p, Op: op64, X: nv, To: ir.Uint64})
	}
	off := c.fold(&ir.Binary{Pos: p, Op: ir.IMul, X: nv, Y: ir.ConstUint(ir.Uint64, r.refStep())})
	u := &ir.Convert{Pos: p, Op: ir.RefToU, X: c.value(ref), To: ir.Uint64}
	bop := ir.IAdd
	if op == "-" || op == "-=" {
		bop = ir.ISub
	}
	sum := &ir.Binary{Pos: p, Op: bop, X: u, Y: off}
	return c.valOp(&ir.Convert{Pos: p, Op: ir.UToRef, X: sum, To: ref.typ}, ref.typ, pos), true
}
