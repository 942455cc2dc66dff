package ir

import (
	"fmt"
	"sync/atomic"

	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// Constructors that keep hand-written IR (tests, sema) short. They set no
// positions; assign node.Pos when one is known. None of them check types:
// run Validate.

// RefGlobal refers to g.
func RefGlobal(g *Global) *GlobalRef { return &GlobalRef{Var: g} }

// RefLocal refers to l.
func RefLocal(l *Local) *LocalRef { return &LocalRef{Var: l} }

// RefParam refers to p.
func RefParam(p *Param) *ParamRef { return &ParamRef{Var: p} }

// FieldOf refers to member i of the struct base refers to.
func FieldOf(base Ref, i int) *FieldRef { return &FieldRef{Base: base, Field: i} }

// IndexOf refers to element idx of the array/vector/matrix base refers to.
func IndexOf(base Ref, idx Expr) *IndexRef { return &IndexRef{Base: base, Index: idx} }

// SwizzleOf refers to components of the vector base refers to.
func SwizzleOf(base Ref, comps ...int) *SwizzleRef { return &SwizzleRef{Base: base, Comps: comps} }

// Ld loads r.
func Ld(r Ref) *Load { return &Load{Ref: r} }

// Bin applies a binary operation.
func Bin(op BinaryOp, x, y Expr) *Binary { return &Binary{Op: op, X: x, Y: y} }

// Un applies a unary operation.
func Un(op UnaryOp, x Expr) *Unary { return &Unary{Op: op, X: x} }

// Conv converts x to type to.
func Conv(op ConvOp, x Expr, to *Type) *Convert { return &Convert{Op: op, X: x, To: to} }

// Cons constructs a composite of type t.
func Cons(t *Type, args ...Expr) *Construct { return &Construct{Typ: t, Args: args} }

// Ext extracts element i of a composite value.
func Ext(base Expr, i int) *Extract { return &Extract{Base: base, Index: i} }

// Swz swizzles a vector value.
func Swz(base Expr, comps ...int) *Swizzle { return &Swizzle{Base: base, Comps: comps} }

// CallFn calls a user function.
func CallFn(f *Function, args ...Expr) *Call { return &Call{Fn: f, Args: args} }

// CallBuiltin calls the built-in called name with result type t. It panics
// when the table has no such name (a programming error in the caller).
func CallBuiltin(name string, t *Type, args ...Expr) *BuiltinCall {
	f := builtins.Lookup(name)
	if f == nil {
		panic(fmt.Sprintf("ir.CallBuiltin: no built-in %q", name))
	}
	return &BuiltinCall{Fn: f, ID: f.IDOf(overloadOf(f, args)), Args: args, Typ: t}
}

// overloadOf is the index of the first overload of f the arguments bind
// (-1 when none does).
func overloadOf(f *builtins.Func, args []Expr) int {
	ts := make([]*Type, len(args))
	for i, a := range args {
		ts[i] = a.Type()
	}
	ov, _, _ := BindCall(f, ts)
	return ov
}

// BindCall finds the first overload of f that arguments of types args
// bind: its index and return type, or -1 and the index of the first
// argument whose type the table cannot describe (-1 when every one is
// describable and no overload binds). A long vector (GL_EXT_long_vector)
// binds an overload's generic size N as a vec4 stands in for it, and the
// return type of that size is the long vector's size.
func BindCall(f *builtins.Func, args []*Type) (ov int, ret *Type, badArg int) {
	descs := make([]builtins.Desc, len(args))
	long := 0
	for i, a := range args {
		d, ok := DescOf(a)
		if !ok {
			return -1, nil, i
		}
		if a.IsLongVector() {
			long, d.Size = a.n, 4
		}
		descs[i] = d
	}
	for i := range f.Overloads {
		o := &f.Overloads[i]
		if o.LongVector && long == 0 {
			continue
		}
		if _, r, ok := o.Bind(descs); ok {
			if long > 0 && o.Ret.Shape == builtins.N && !r.Void {
				return i, Vec(ScalarOfTable(r.Scalar), long), -1
			}
			return i, TypeOfDesc(r), -1
		}
	}
	return -1, nil, -1
}

// Blk makes a block.
func Blk(stmts ...Stmt) *Block { return &Block{Stmts: stmts} }

// Assign stores v to dst.
func Assign(dst Ref, v Expr) *Store { return &Store{Dst: dst, Value: v} }

// Do evaluates x as a statement.
func Do(x Expr) *ExprStmt { return &ExprStmt{X: x} }

// IfElse makes an If; els may be nil.
func IfElse(cond Expr, then, els *Block) *If { return &If{Cond: cond, Then: then, Else: els} }

// While is a pre-tested loop without a continue block.
func While(cond Expr, body ...Stmt) *Loop { return &Loop{Cond: cond, Body: Blk(body...)} }

// For is a pre-tested loop with a continue block (the increment).
func For(cond Expr, inc *Block, body ...Stmt) *Loop {
	return &Loop{Cond: cond, Body: Blk(body...), Continue: inc}
}

// DoWhile is a post-tested loop.
func DoWhile(cond Expr, body ...Stmt) *Loop {
	return &Loop{Cond: cond, PostTest: true, Body: Blk(body...)}
}

// Ret returns v (nil for void).
func Ret(v Expr) *Return { return &Return{Value: v} }

// AddGlobal appends a global variable to m and returns it.
func (m *Module) AddGlobal(g *Global) *Global {
	m.Globals = append(m.Globals, g)
	return g
}

// AddSpec appends a specialization constant to m and returns it.
func (m *Module) AddSpec(s *SpecConst) *SpecConst {
	m.SpecConsts = append(m.SpecConsts, s)
	return s
}

// NewFunction appends an empty function to m and returns it.
func (m *Module) NewFunction(name string, ret *Type, params ...*Param) *Function {
	f := &Function{Name: name, Ret: ret, Params: params, Body: &Block{}}
	m.Functions = append(m.Functions, f)
	return f
}

// Builtin returns the module's built-in input for b, adding a global
// named after the GLSL variable when there is none yet.
func (m *Module) Builtin(name string) *Global {
	v := builtins.LookupVar(name)
	if v == nil {
		panic(fmt.Sprintf("ir.Module.Builtin: no built-in variable %q", name))
	}
	return m.BuiltinVar(v, 0)
}

// BuiltinVar returns the module's global for built-in row v, adding one
// named after it when there is none yet; n is the size of an implicitly
// sized array built-in (0: the row's ArrayMax).
func (m *Module) BuiltinVar(v *builtins.Var, n int) *Global {
	st := StorageInput
	if v.Out {
		st = StorageOutput
	}
	for _, g := range m.Globals {
		if g.Storage == st && g.Builtin == v.ID {
			return g
		}
	}
	return m.AddGlobal(&Global{Name: v.Name, Type: BuiltinType(v, n), Storage: st, Builtin: v.ID})
}

// BuiltinType is the type of built-in row v; n sizes an implicitly sized
// array (0: the row's ArrayMax).
func BuiltinType(v *builtins.Var, n int) *Type {
	t := TypeOfDesc(v.Type)
	switch {
	case v.Array > 0:
		return ArrayOf(t, v.Array, 0)
	case v.Array < 0:
		if n <= 0 {
			n = v.ArrayMax
		}
		return ArrayOf(t, n, 0)
	}
	return t
}

// descTypes caches TypeOfDesc for scalars, vectors and matrices of up to
// four components: sema converts every parameter of every overload it
// tries, and interning (a locked map) was most of that cost.
var descTypes [256][5][5]atomic.Pointer[Type]

// TypeOfDesc converts a built-in table type to an IR type.
func TypeOfDesc(d builtins.Desc) *Type {
	if d.Void {
		return Void
	}
	if d.Size >= 0 && d.Size <= 4 && d.Cols >= 0 && d.Cols <= 4 {
		slot := &descTypes[d.Scalar][d.Size][d.Cols]
		if t := slot.Load(); t != nil {
			return t
		}
		t := typeOfDesc(d)
		if t != nil {
			slot.Store(t)
		}
		return t
	}
	return typeOfDesc(d)
}

func typeOfDesc(d builtins.Desc) *Type {
	s := ScalarOfTable(d.Scalar)
	if d.Cols > 0 {
		return Mat(Vec(s, d.Size), d.Cols)
	}
	return VecOrScalar(s, d.Size)
}

// ScalarOfTable converts a built-in table scalar to an IR type (nil for Gen).
func ScalarOfTable(s builtins.Scalar) *Type {
	switch s {
	case builtins.Bool:
		return Bool
	case builtins.Int8, builtins.Int16, builtins.Int32, builtins.Int64:
		return Int(s.Width())
	case builtins.Uint8, builtins.Uint16, builtins.Uint32, builtins.Uint64:
		return Uint(s.Width())
	case builtins.Float16, builtins.Float32, builtins.Float64:
		return Float(s.Width())
	}
	return nil
}

// DescOf converts an IR type to a built-in table type; ok is false for
// types the table cannot describe (arrays, structs).
func DescOf(t *Type) (d builtins.Desc, ok bool) {
	if t == Void {
		return builtins.Desc{Void: true}, true
	}
	s := t.Scalar()
	if s == nil || t.kind == KindCoopMat || s.enc != IEEE {
		return d, false
	}
	var sc builtins.Scalar
	switch s.kind {
	case KindBool:
		sc = builtins.Bool
	case KindInt:
		sc = [...]builtins.Scalar{8: builtins.Int8, 16: builtins.Int16, 32: builtins.Int32, 64: builtins.Int64}[s.width]
	case KindUint:
		sc = [...]builtins.Scalar{8: builtins.Uint8, 16: builtins.Uint16, 32: builtins.Uint32, 64: builtins.Uint64}[s.width]
	case KindFloat:
		sc = [...]builtins.Scalar{16: builtins.Float16, 32: builtins.Float32, 64: builtins.Float64}[s.width]
	}
	switch t.kind {
	case KindMatrix:
		return builtins.Desc{Scalar: sc, Size: t.elem.n, Cols: t.n}, true
	case KindVector:
		return builtins.Desc{Scalar: sc, Size: t.n}, true
	}
	return builtins.Desc{Scalar: sc, Size: 1}, true
}
