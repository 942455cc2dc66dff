package ir

import (
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// Expr is a typed expression. The IR is a tree: every occurrence of a node
// is evaluated once where it appears, so sharing one node in two places
// evaluates it twice (use a Local and Seq to reuse a value).
//
// Expressions are either values or references (Ref). A Ref denotes a
// memory location (a variable or a part of one); its Type is the type of
// the location. Wherever a value is expected a Ref must not appear: wrap it
// in Load. Lower never converts implicitly: every operand already has the
// exact type the node documents.
//
// A node whose type derives from its operands (Binary, Unary, Load, the
// access paths, ...) computes it on the first call of Type and keeps it, so
// asking a long chain (a + a + ... + a, 100,000 terms) for its type costs
// one step, not a walk down the chain: compile time stays linear. Replacing
// an operand afterwards by one of a different type is therefore not
// allowed (ir/opt only substitutes operands of the same type).
type Expr interface {
	Type() *Type
	At() Pos
	exprNode()
}

// Ref is an l-value expression: GlobalRef, LocalRef, ParamRef and the access
// paths FieldRef, IndexRef and SwizzleRef built on them.
type Ref interface {
	Expr
	refNode()
}

func (*Const) exprNode()         {}
func (*SpecRef) exprNode()       {}
func (*GlobalRef) exprNode()     {}
func (*LocalRef) exprNode()      {}
func (*ParamRef) exprNode()      {}
func (*FieldRef) exprNode()      {}
func (*IndexRef) exprNode()      {}
func (*SwizzleRef) exprNode()    {}
func (*DerefRef) exprNode()      {}
func (*Load) exprNode()          {}
func (*Unary) exprNode()         {}
func (*Binary) exprNode()        {}
func (*ShortCircuit) exprNode()  {}
func (*Convert) exprNode()       {}
func (*Construct) exprNode()     {}
func (*Splat) exprNode()         {}
func (*Extract) exprNode()       {}
func (*DynExtract) exprNode()    {}
func (*Insert) exprNode()        {}
func (*Swizzle) exprNode()       {}
func (*Select) exprNode()        {}
func (*Cond) exprNode()          {}
func (*Call) exprNode()          {}
func (*BuiltinCall) exprNode()   {}
func (*ArrayLength) exprNode()   {}
func (*Atomic) exprNode()        {}
func (*WorkgroupSize) exprNode() {}
func (*Seq) exprNode()           {}

func (*GlobalRef) refNode()  {}
func (*LocalRef) refNode()   {}
func (*ParamRef) refNode()   {}
func (*FieldRef) refNode()   {}
func (*IndexRef) refNode()   {}
func (*SwizzleRef) refNode() {}
func (*DerefRef) refNode()   {}

// Type of a constant.
func (c *Const) Type() *Type { return c.Typ }

// SpecRef is the value of a specialization constant.
type SpecRef struct {
	Pos
	Spec *SpecConst
}

func (e *SpecRef) Type() *Type { return e.Spec.Type }

// GlobalRef refers to a module-scope variable.
type GlobalRef struct {
	Pos
	Var *Global
}

func (e *GlobalRef) Type() *Type { return e.Var.Type }

// LocalRef refers to a function-scope variable of the enclosing function.
type LocalRef struct {
	Pos
	Var *Local
}

func (e *LocalRef) Type() *Type { return e.Var.Type }

// ParamRef refers to a parameter of the enclosing function.
type ParamRef struct {
	Pos
	Var *Param
}

func (e *ParamRef) Type() *Type { return e.Var.Type }

// FieldRef refers to member Field of the struct Base refers to.
type FieldRef struct {
	Pos
	Base  Ref
	Field int
	typ   *Type // the result of Type, computed on its first call
}

func (e *FieldRef) Type() *Type {
	if e.typ == nil {
		e.typ = e.Base.Type().members[e.Field].Type
	}
	return e.typ
}

// IndexRef refers to element Index of an array, runtime array or vector, or
// to column Index of a matrix. Index is a value of any integer scalar type.
// Out-of-range indices follow the target's rules (no clamping is added).
type IndexRef struct {
	Pos
	Base  Ref
	Index Expr
	typ   *Type // the result of Type, computed on its first call
}

func (e *IndexRef) Type() *Type {
	if e.typ == nil {
		e.typ = e.Base.Type().elem
	}
	return e.typ
}

// SwizzleRef refers to components of the vector Base refers to. Comps are
// component numbers (0..3); one component gives a scalar. A SwizzleRef that
// is stored to must not repeat a component. Nothing may index into a
// SwizzleRef (it is always the last step of a path).
type SwizzleRef struct {
	Pos
	Base  Ref
	Comps []int
	typ   *Type // the result of Type, computed on its first call
}

func (e *SwizzleRef) Type() *Type {
	if e.typ == nil {
		e.typ = VecOrScalar(e.Base.Type().elem, len(e.Comps))
	}
	return e.typ
}

// DerefRef refers to the buffer block a buffer reference points to: Ptr
// is a value of a reference type (KindReference) and the Ref's type is
// its block. It is the root of an access path (FieldRef on it) into
// memory outside any variable, whose accesses are aligned as the
// reference type's RefAlign and the path's offsets allow.
type DerefRef struct {
	Pos
	Ptr Expr
	typ *Type // the result of Type, computed on its first call
}

func (e *DerefRef) Type() *Type {
	if e.typ == nil {
		e.typ = e.Ptr.Type().elem
	}
	return e.typ
}

// Load reads the value of a Ref. Memory declared writeonly may be read
// only by a load marked RMW: the read of a compound assignment ("q[i] += x"),
// which GLSL compilers accept on writeonly memory (glslang does; only
// explicit reads and ++/-- are errors).
type Load struct {
	Pos
	Ref Ref
	RMW bool
	typ *Type // the result of Type, computed on its first call
}

func (e *Load) Type() *Type {
	if e.typ == nil {
		e.typ = e.Ref.Type()
	}
	return e.typ
}

// Unary applies a UnaryOp. Operand and result have the same type: SNegate
// and BitNot an integer scalar/vector, FNegate a float scalar/vector/matrix,
// LogicalNot a bool/bvec.
type Unary struct {
	Pos
	Op  UnaryOp
	X   Expr
	typ *Type // the result of Type, computed on its first call
}

func (e *Unary) Type() *Type {
	if e.typ == nil {
		e.typ = e.X.Type()
	}
	return e.typ
}

// Binary applies a BinaryOp; see the op constants for operand types. The
// result type is derived: the operand type for arithmetic, bool/bvecN for
// comparisons, bool for AggEqual/AggNotEqual, the documented shape for the
// linear-algebra ops.
type Binary struct {
	Pos
	Op   BinaryOp
	X, Y Expr
	typ  *Type // the result of Type, computed on its first call
}

func (e *Binary) Type() *Type {
	if e.typ == nil {
		e.typ = e.resultType()
	}
	return e.typ
}

func (e *Binary) resultType() *Type {
	x := e.X.Type()
	switch {
	case e.Op == AggEqual || e.Op == AggNotEqual:
		return Bool
	case e.Op.IsComparison():
		return VecOrScalar(Bool, x.Components())
	}
	switch e.Op {
	case VectorTimesMatrix:
		return Vec(x.elem, e.Y.Type().n)
	case MatrixTimesVector:
		return x.elem
	case MatrixTimesMatrix:
		return Mat(x.elem, e.Y.Type().n)
	}
	return x
}

// ShortCircuit is && or || with GLSL's lazy evaluation of Y. Both operands
// are bool scalars; the result is bool.
type ShortCircuit struct {
	Pos
	Op   ShortOp
	X, Y Expr
}

func (e *ShortCircuit) Type() *Type { return Bool }

// Convert converts X to type To, which has X's shape (scalar, or vector of
// the same size); Op must match the component types (see ConvOp). Bitcast
// may change the component count when the total bit size is preserved
// (uint64 <-> uvec2). Relayout is the one conversion between aggregates.
//
// Saturate (an FConvert, SToF or UToF to floate4m3_t or floate5m2_t,
// GLSL's saturatedConvertEXT) makes out-of-range values become the largest
// finite value of their sign (SaturatedToLargestFloat8NormalConversionEXT).
type Convert struct {
	Pos
	Op       ConvOp
	X        Expr
	To       *Type
	Saturate bool
}

func (e *Convert) Type() *Type { return e.To }

// Construct builds a composite of type Typ:
//   - vector: scalars and vectors of Typ's component type whose component
//     counts sum to Typ's size (at least two arguments; use Splat for one scalar)
//   - matrix: exactly one column vector per column
//   - array (constant length): one element per element
//   - struct: one value per member
type Construct struct {
	Pos
	Typ  *Type
	Args []Expr
}

func (e *Construct) Type() *Type { return e.Typ }

// Splat makes a vector of type Typ with every component X (a scalar of
// Typ's component type). X is evaluated once.
type Splat struct {
	Pos
	Typ *Type
	X   Expr
}

func (e *Splat) Type() *Type { return e.Typ }

// Extract reads member/element/component/column Index (a constant) of the
// composite value Base.
type Extract struct {
	Pos
	Base  Expr
	Index int
	typ   *Type // the result of Type, computed on its first call
}

func (e *Extract) Type() *Type {
	if e.typ == nil {
		e.typ = elemType(e.Base.Type(), e.Index)
	}
	return e.typ
}

// DynExtract reads element Index (an integer value) of a vector, matrix or
// constant-length array value. (Index into memory with IndexRef instead.)
type DynExtract struct {
	Pos
	Base  Expr
	Index Expr
	typ   *Type // the result of Type, computed on its first call
}

func (e *DynExtract) Type() *Type {
	if e.typ == nil {
		e.typ = e.Base.Type().elem
	}
	return e.typ
}

// Insert returns Base with member/element/component Index replaced by Value.
type Insert struct {
	Pos
	Base  Expr
	Value Expr
	Index int
	typ   *Type // the result of Type, computed on its first call
}

func (e *Insert) Type() *Type {
	if e.typ == nil {
		e.typ = e.Base.Type()
	}
	return e.typ
}

// Swizzle selects components (0..3, repeats allowed) of the vector value
// Base; one component gives a scalar.
type Swizzle struct {
	Pos
	Base  Expr
	Comps []int
	typ   *Type // the result of Type, computed on its first call
}

func (e *Swizzle) Type() *Type {
	if e.typ == nil {
		e.typ = VecOrScalar(e.Base.Type().elem, len(e.Comps))
	}
	return e.typ
}

// Select is an eager choice: Cond is bool (or bvecN for component-wise
// choice between vecN operands); X and Y have the same type (any type) and
// are both evaluated, so sema uses it only when they have no side effects.
type Select struct {
	Pos
	Cond, X, Y Expr
	typ        *Type // the result of Type, computed on its first call
}

func (e *Select) Type() *Type {
	if e.typ == nil {
		e.typ = e.X.Type()
	}
	return e.typ
}

// Cond is GLSL's ?: with lazy evaluation: Cond is a bool scalar, only the
// chosen one of X and Y (same type, not void) is evaluated.
type Cond struct {
	Pos
	Cond, X, Y Expr
	typ        *Type // the result of Type, computed on its first call
}

func (e *Cond) Type() *Type {
	if e.typ == nil {
		e.typ = e.X.Type()
	}
	return e.typ
}

// Call calls a user function. Args match Fn.Params one to one: a value of
// the parameter type for In parameters, a Ref of the parameter type for Out
// and InOut parameters. The type is Fn.Ret (possibly Void, then the call is
// only valid as an ExprStmt).
type Call struct {
	Pos
	Fn   *Function
	Args []Expr
}

func (e *Call) Type() *Type { return e.Fn.Ret }

// BuiltinCall calls a built-in function of the table in package builtins.
// Args are values, except for parameters the overload marks Out (a Ref);
// sema picked the overload: ID is its identity (Fn.IDOf the overload: the
// function's, or the overload's own such as builtins.FnMixSelect), the key
// every back end dispatches on, and Typ is its instantiated return type.
// Built-ins of kind builtins.KindAtomic are not called this way: sema
// builds an Atomic node for them.
type BuiltinCall struct {
	Pos
	Fn   *builtins.Func
	ID   builtins.FuncID
	Args []Expr
	Typ  *Type
	// Order is the scope and semantics an image atomic names
	// (GL_KHR_memory_scope_semantics' forms with scope arguments; always
	// for imageAtomicLoad and imageAtomicStore); nil is the plain form:
	// device scope, relaxed.
	Order *MemoryOrder
}

// MemoryOrder is the memory scope and semantics of an atomic operation;
// SemanticsUnequal is that of a compare-exchange whose comparison fails.
type MemoryOrder struct {
	Scope                       Scope
	Semantics, SemanticsUnequal MemorySemantics
}

func (e *BuiltinCall) Type() *Type { return e.Typ }

// ArrayLength is .length() of a runtime array: Ref is a FieldRef naming the
// last member (a runtime array) of a buffer block. The result is int
// (GLSL's type for length()).
type ArrayLength struct {
	Pos
	Ref Ref
}

func (e *ArrayLength) Type() *Type { return Int32 }

// Atomic is an atomic read-modify-write on the memory Ref refers to (a
// scalar in a buffer block or a shared variable). Value is the operand (nil
// for AtomicLoad), Comparator the expected value of AtomicCompSwap. The
// result is the old value (Void for AtomicStore). Scope is the memory scope
// (ScopeDevice for GLSL's plain atomic functions) and Semantics the memory
// semantics (SemanticsNone for them); lower passes both as constants. Value and Comparator have Ref's type.
// SemanticsUnequal is the semantics of an AtomicCompSwap whose comparison
// fails (OpAtomicCompareExchange's Unequal operand; never Release or
// AcquireRelease); it is 0 for every other operation.
type Atomic struct {
	Pos
	Op               AtomicOp
	Ref              Ref
	Value            Expr
	Comparator       Expr
	Scope            Scope
	Semantics        MemorySemantics
	SemanticsUnequal MemorySemantics
	// Plain marks GLSL's atomic functions without scope arguments
	// (Scope is ScopeDevice): under the Vulkan memory model lower uses
	// QueueFamily scope for them instead, as glslang does.
	Plain bool
}

// Scope is a memory or execution scope. Its values are
// GL_KHR_memory_scope_semantics' gl_Scope* constants, which a shader passes
// as numbers; lower maps them to SPIR-V's Scope (the extension chose the
// same numbers).
type Scope uint32

const (
	ScopeCrossDevice Scope = 0
	ScopeDevice      Scope = 1
	ScopeWorkgroup   Scope = 2
	ScopeSubgroup    Scope = 3
	ScopeInvocation  Scope = 4
	ScopeQueueFamily Scope = 5
)

// MemorySemantics is a set of memory-semantics bits: the gl_Semantics* and
// gl_StorageSemantics* values of GL_KHR_memory_scope_semantics; lower maps
// them to SPIR-V's MemorySemantics (the same bits).
type MemorySemantics uint32

const (
	SemanticsNone           MemorySemantics = 0
	SemanticsAcquire        MemorySemantics = 0x2
	SemanticsRelease        MemorySemantics = 0x4
	SemanticsAcquireRelease MemorySemantics = 0x8
	SemanticsBufferMemory   MemorySemantics = 0x40  // gl_StorageSemanticsBuffer (UniformMemory)
	SemanticsSharedMemory   MemorySemantics = 0x100 // gl_StorageSemanticsShared
	SemanticsImageMemory    MemorySemantics = 0x800 // gl_StorageSemanticsImage
	SemanticsMakeAvailable  MemorySemantics = 0x2000
	SemanticsMakeVisible    MemorySemantics = 0x4000
	SemanticsVolatile       MemorySemantics = 0x8000
)

func (e *Atomic) Type() *Type {
	if e.Op == AtomicStore {
		return Void
	}
	return e.Ref.Type()
}

// WorkgroupSize is gl_WorkGroupSize (uvec3): a constant, or a
// specialization-constant composite when the entry point's local size uses
// specialization constants.
type WorkgroupSize struct {
	Pos
}

func (e *WorkgroupSize) Type() *Type { return Vec(Uint32, 3) }

// Seq runs Stmts and then evaluates Value (the comma operator, pre/post
// increment with a temporary, a loop condition that declares a variable).
// Stmts must not contain Break, Continue or Return that leave the Seq.
type Seq struct {
	Pos
	Stmts []Stmt
	Value Expr
	typ   *Type // the result of Type, computed on its first call
}

func (e *Seq) Type() *Type {
	if e.typ == nil {
		e.typ = e.Value.Type()
	}
	return e.typ
}

func elemType(t *Type, i int) *Type {
	if t.IsCoopMat() {
		return t.Elem()
	}
	switch t.kind {
	case KindStruct:
		if i >= 0 && i < len(t.members) {
			return t.members[i].Type
		}
		return Void
	case KindVector, KindMatrix, KindArray, KindRuntimeArray:
		return t.elem
	}
	return Void
}
