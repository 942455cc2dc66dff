package ir

// Stmt is a statement of a structured function body.
type Stmt interface {
	At() Pos
	stmtNode()
}

func (*Block) stmtNode()    {}
func (*ExprStmt) stmtNode() {}
func (*Discard) stmtNode()  {}
func (*Store) stmtNode()    {}
func (*If) stmtNode()       {}
func (*Loop) stmtNode()     {}
func (*Switch) stmtNode()   {}
func (*Break) stmtNode()    {}
func (*Continue) stmtNode() {}
func (*Return) stmtNode()   {}
func (*Printf) stmtNode()   {}

// Block is a sequence of statements. Statements after a Break, Continue or
// Return in the same block are unreachable; lower drops them.
type Block struct {
	Pos
	Stmts []Stmt
}

// ExprStmt evaluates X for its effects and discards the value (calls,
// barriers, atomics, Seq).
type ExprStmt struct {
	Pos
	X Expr
}

// Store writes Value (a value of Dst's type) to the location Dst. Compound
// assignment is a Store of a Binary on a Load; sema must make sure the
// l-value's index expressions are evaluated once (e.g. via a temporary).
type Store struct {
	Pos
	Dst   Ref
	Value Expr
}

// If runs Then when Cond (a bool scalar) is true, else Else (nil when absent).
type If struct {
	Pos
	Cond Expr
	Then *Block
	Else *Block
	// Control is the selection control hint ([[flatten]] /
	// [[dont_flatten]] of GL_EXT_control_flow_attributes); 0 for none.
	Control SelectionControl
}

// SelectionControl is a hint on an If or Switch (the IR's own bits; lower
// maps them to SPIR-V's).
type SelectionControl uint8

const (
	Flatten     SelectionControl = 1 << iota // [[flatten]]
	DontFlatten                              // [[dont_flatten]]
)

// LoopControl is a hint on a Loop (the IR's own bits; lower maps them to
// SPIR-V's).
type LoopControl uint8

const (
	Unroll     LoopControl = 1 << iota // [[unroll]]
	DontUnroll                         // [[dont_unroll]]
)

// Loop is a structured loop. Every iteration runs, in order:
//
//	if Cond != nil && !PostTest: evaluate Cond, leave the loop when false
//	Body
//	Continue (the continue construct: GLSL for-loop increment)
//	if Cond != nil && PostTest: evaluate Cond, leave the loop when false
//
// So for(init; c; inc) body is init; Loop{Cond: c, Body: body, Continue: inc};
// while(c) is Loop{Cond: c}; do body while(c) is Loop{Body: body, Cond: c,
// PostTest: true}; and Cond == nil gives an infinite loop left by Break or
// Return. Continue statements in Body jump to the Continue block (then the
// post-test). Continue (the block) may be nil and must not contain Break,
// Continue or Return.
type Loop struct {
	Pos
	Cond     Expr
	PostTest bool
	Body     *Block
	Continue *Block
	// Control is the loop control hint ([[unroll]] / [[dont_unroll]]):
	// Unroll, DontUnroll or 0, not both.
	Control LoopControl
}

// Switch selects a Case by the integer scalar Selector. Cases run in order
// with C-style fall-through: a case body that does not end in Break,
// Continue or Return continues into the next case's body. Break inside a
// case leaves the switch; Continue applies to the enclosing loop.
type Switch struct {
	Pos
	Selector Expr
	Cases    []*Case
	// Control is the selection control hint; 0 for none.
	Control SelectionControl
}

// Case is one arm of a Switch: its constant labels (values of the
// selector's type, as int64; unsigned selectors use the same bits) and
// whether it is the default arm. A Case may have labels and be the default.
type Case struct {
	Pos
	Values  []int64
	Default bool
	Body    *Block
}

// Break leaves the innermost Loop or Switch.
type Break struct{ Pos }

// Continue jumps to the continue block of the innermost Loop.
type Continue struct{ Pos }

// Discard is a fragment shader's discard (Demote false: the invocation
// ends, its outputs are dropped) or demote (GL_EXT_demote_to_helper_
// invocation, Demote true: the invocation goes on as a helper invocation,
// which writes no memory or outputs).
type Discard struct {
	Pos
	Demote bool
	// Terminate is terminateInvocation (GL_EXT_terminate_invocation):
	// discard's meaning, named by its own instruction on every target.
	Terminate bool
}

// Return leaves the function; Value is nil in void functions and otherwise
// a value of the function's return type. Return in the entry point ends the
// invocation.
type Return struct {
	Pos
	Value Expr
}

// Printf is debugPrintf (GL_EXT_debug_printf): it prints Format, a
// printf-style format with DebugPrintf conversions (%d %i %u %x %X %o %c
// %f %F %e %E %g %G %a %A, the vector forms %v2f .. %v4x, the l modifier
// for 64-bit integers, %%), with the values Args, one per conversion in
// order. Each Arg is a value (never a Ref) of scalar or vector integer or
// float type; sema has checked them against Format. Printf has an effect
// (the output): passes never remove it, and it is not an expression, so
// it is never duplicated or reordered with other statements.
type Printf struct {
	Pos
	Format string
	Args   []Expr
}
