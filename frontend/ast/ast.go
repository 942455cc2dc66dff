package ast

import (
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/ext"
)

// Node is any node of the tree.
type Node interface {
	Pos() diag.Pos
}

// Decl is a declaration: *VarDecl, *StructDecl, *BlockDecl, *FuncDecl,
// *PrecisionDecl or *QualifierDecl.
type Decl interface {
	Node
	declNode()
}

// Stmt is a statement.
type Stmt interface {
	Node
	stmtNode()
}

// Expr is an expression.
type Expr interface {
	Node
	exprNode()
}

// ---------------------------------------------------------------------------
// Translation unit

// TranslationUnit is one preprocessed and parsed shader.
type TranslationUnit struct {
	File       string
	Version    Version
	Extensions []*ExtensionDirective
	Pragmas    []*Pragma
	Decls      []Decl

	// Sources holds the text of every file read (the shader and what it
	// includes), keyed as positions name them, for printing diagnostics
	// with their source lines.
	Sources diag.MapSources
}

// Pos returns the start of the file.
func (u *TranslationUnit) Pos() diag.Pos { return diag.Pos{File: u.File, Line: 1, Col: 1} }

// Version is the language version in effect.
type Version struct {
	Number  int    // 110 ... 460, or 100 ... 320 for ES
	Profile string // "core", "es" or "compatibility"
	Pos     diag.Pos
	// Explicit is false when no #version directive (or -std option) gave
	// the version and the default applies.
	Explicit bool
}

// ES reports whether v is an OpenGL ES version.
func (v Version) ES() bool { return v.Profile == "es" }

// ExtensionDirective is one #extension directive.
type ExtensionDirective struct {
	Loc      diag.Pos
	Name     string
	Behavior ext.Behavior
	// Decl is the index in TranslationUnit.Decls of the first declaration
	// that starts after the directive: the directive applies to Decls[Decl:]
	// (and to the rest of a function it appears in).
	Decl int
	// Token is the index, among the preprocessed tokens, of the first token
	// the directive applies to.
	Token int
}

// Pos implements Node.
func (d *ExtensionDirective) Pos() diag.Pos { return d.Loc }

// Pragma is one #pragma directive.
type Pragma struct {
	Loc  diag.Pos
	Text string // the tokens after "pragma", separated as in the source
	// Early is set when no code (only directives) comes before it.
	Early bool
}

// Pos implements Node.
func (p *Pragma) Pos() diag.Pos { return p.Loc }

// ---------------------------------------------------------------------------
// Types and qualifiers

// TypeSpec is a type as written: a built-in type keyword, a user type name,
// or an inline struct definition, with optional array dimensions.
type TypeSpec struct {
	Loc     diag.Pos
	Name    string      // keyword or user type name; "" for an anonymous struct
	Builtin bool        // Name is a type keyword (float, uvec4, image2D, ...)
	Struct  *StructType // inline struct definition (Name is then its name)
	// Dims are array dimensions written on the type (float[3] a). A nil
	// entry is an unsized dimension ([]).
	Dims []Expr
	// Params are the parameters of a parameterized type keyword
	// (coopmat<float, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>); nil
	// when the type has none.
	Params []TypeParam
}

// TypeParam is one parameter of a parameterized type: a type (Type set)
// or a value (Value set, a constant expression for sema to evaluate).
type TypeParam struct {
	Type  *TypeSpec
	Value Expr
}

// Pos implements Node.
func (t *TypeSpec) Pos() diag.Pos { return t.Loc }

// StructType is a struct definition: struct Name { Fields }.
type StructType struct {
	Loc    diag.Pos // of the keyword struct
	Name   string   // "" for an anonymous struct
	Fields []*FieldDecl
}

// Pos implements Node.
func (s *StructType) Pos() diag.Pos { return s.Loc }

// FieldDecl is one member declaration of a struct or an interface block:
// quals type a, b[2];
type FieldDecl struct {
	Loc   diag.Pos
	Quals *Qualifiers // nil when there are none
	Type  *TypeSpec
	Names []*Declarator // Init is always nil
}

// Pos implements Node.
func (f *FieldDecl) Pos() diag.Pos { return f.Loc }

// Qualifiers is the qualifier list of a declaration, in a form that is easy
// to query; List keeps every qualifier word in source order for checks of
// repetition and order.
type Qualifiers struct {
	Loc       diag.Pos
	List      []*Qualifier
	Layout    []*LayoutQualifier // from every layout(...) group, in order
	Storage   Storage
	Aux       Aux
	Interp    Interp
	Memory    Memory
	Precision Precision
	Invariant bool
	Precise   bool
	// NonUniform is GL_EXT_nonuniform_qualifier's nonuniformEXT.
	NonUniform bool
	// Spirv are the GL_EXT_spirv_intrinsics qualifiers, in order.
	Spirv []*SpirvQualifier
}

// SpirvQualifier is one GL_EXT_spirv_intrinsics qualifier:
// spirv_instruction(set = "GLSL.std.450", id = 31), spirv_literal, ...
type SpirvQualifier struct {
	Loc  diag.Pos
	Word string
	Args []*SpirvArg // nil without parentheses
}

// SpirvArg is one argument of a SpirvQualifier: Name = Values, or Values
// alone (Name ""). List is set when the value was a bracketed list.
type SpirvArg struct {
	Loc    diag.Pos
	Name   string
	List   bool
	Values []Expr
}

// Pos implements Node.
func (q *Qualifiers) Pos() diag.Pos { return q.Loc }

// Qualifier is one qualifier word ("layout" for a layout(...) group).
type Qualifier struct {
	Loc  diag.Pos
	Word string
}

// Pos implements Node.
func (q *Qualifier) Pos() diag.Pos { return q.Loc }

// LayoutQualifier is one entry of layout(...): a name, or name = value.
type LayoutQualifier struct {
	Loc   diag.Pos
	Name  string // as written; layout names are case sensitive in ESSL, not in GLSL
	Value Expr   // nil when there is no "= value"
}

// Pos implements Node.
func (l *LayoutQualifier) Pos() diag.Pos { return l.Loc }

// Storage is a set of storage qualifiers.
type Storage uint16

const (
	Const Storage = 1 << iota
	In
	Out
	InOut
	Uniform
	Buffer
	Shared
	StorageAttribute // attribute (legacy vertex input)
	StorageVarying   // varying (legacy)
)

// Aux is a set of auxiliary storage qualifiers.
type Aux uint8

const (
	Centroid Aux = 1 << iota
	Sample
	Patch
)

// Interp is a set of interpolation qualifiers.
type Interp uint8

const (
	Smooth Interp = 1 << iota
	Flat
	NoPerspective
)

// Memory is a set of memory qualifiers.
type Memory uint16

const (
	Coherent Memory = 1 << iota
	Volatile
	Restrict
	ReadOnly
	WriteOnly
	DeviceCoherent
	QueueFamilyCoherent
	WorkgroupCoherent
	SubgroupCoherent
	NonPrivate
)

// Precision is a precision qualifier.
type Precision uint8

const (
	NoPrecision Precision = iota
	Lowp
	Mediump
	Highp
)

func (p Precision) String() string {
	return [...]string{"", "lowp", "mediump", "highp"}[p]
}

// Attribute is one entry of [[...]]: a name with optional arguments.
type Attribute struct {
	Loc  diag.Pos
	Name string
	Args []Expr
}

// Pos implements Node.
func (a *Attribute) Pos() diag.Pos { return a.Loc }

// ---------------------------------------------------------------------------
// Declarations

// VarDecl declares variables (or, without declarators, only states a type:
// "float;", "layout(binding = 0) uniform atomic_uint;"):
// quals type a = 1, b[2];
type VarDecl struct {
	Loc   diag.Pos
	Quals *Qualifiers // nil when there are none
	Type  *TypeSpec
	Vars  []*Declarator
}

// Declarator is one declared name with its array dimensions and
// initializer.
type Declarator struct {
	Loc  diag.Pos // of the name
	Name string
	Dims []Expr // nil entries are unsized dimensions
	Init Expr   // nil when there is none
}

// Pos implements Node.
func (d *Declarator) Pos() diag.Pos { return d.Loc }

// StructDecl is a struct definition declaring no variable:
// struct S { ... };
type StructDecl struct {
	Loc    diag.Pos
	Quals  *Qualifiers // nil when there are none
	Struct *StructType
}

// BlockDecl is an interface block:
// quals Name { fields } instance[dims];
type BlockDecl struct {
	Loc      diag.Pos
	Quals    *Qualifiers // never nil
	Name     string
	NamePos  diag.Pos
	Fields   []*FieldDecl
	Instance *Declarator // nil when the block has no instance name
}

// FuncDecl is a function prototype (Body == nil) or definition.
type FuncDecl struct {
	Loc     diag.Pos // of the first qualifier or the return type
	Attrs   []*Attribute
	Quals   *Qualifiers // of the return type; nil when there are none
	Result  *TypeSpec
	Name    string
	NamePos diag.Pos
	Params  []*ParamDecl // f(void) has none
	Body    *BlockStmt
}

// ParamDecl is one function parameter. Name is "" for an unnamed one.
type ParamDecl struct {
	Loc     diag.Pos
	Quals   *Qualifiers // nil when there are none
	Type    *TypeSpec
	Name    string
	NamePos diag.Pos
	Dims    []Expr
}

// Pos implements Node.
func (p *ParamDecl) Pos() diag.Pos { return p.Loc }

// PrecisionDecl is a default precision statement: precision highp float;
type PrecisionDecl struct {
	Loc       diag.Pos
	Precision Precision
	Type      *TypeSpec
}

// QualifierDecl applies qualifiers without declaring a type:
// "layout(local_size_x = 64) in;" (no Names) or "invariant x, y;".
type QualifierDecl struct {
	Loc   diag.Pos
	Quals *Qualifiers
	Names []*Ident
}

func (d *VarDecl) Pos() diag.Pos       { return d.Loc }
func (d *StructDecl) Pos() diag.Pos    { return d.Loc }
func (d *BlockDecl) Pos() diag.Pos     { return d.Loc }
func (d *FuncDecl) Pos() diag.Pos      { return d.Loc }
func (d *PrecisionDecl) Pos() diag.Pos { return d.Loc }
func (d *QualifierDecl) Pos() diag.Pos { return d.Loc }

func (*VarDecl) declNode()       {}
func (*StructDecl) declNode()    {}
func (*BlockDecl) declNode()     {}
func (*FuncDecl) declNode()      {}
func (*PrecisionDecl) declNode() {}
func (*QualifierDecl) declNode() {}

// ---------------------------------------------------------------------------
// Statements

// BlockStmt is a compound statement { ... }; also a function body.
type BlockStmt struct {
	Loc   diag.Pos
	Stmts []Stmt
	End   diag.Pos // of the closing brace
}

// DeclStmt is a declaration in a function body.
type DeclStmt struct {
	Decl Decl
}

// ExprStmt is an expression followed by ';'.
type ExprStmt struct {
	Loc diag.Pos
	X   Expr
}

// EmptyStmt is a lone ';'.
type EmptyStmt struct {
	Loc diag.Pos
}

// IfStmt is if (Cond) Then else Else; Else is nil when absent.
type IfStmt struct {
	Loc   diag.Pos
	Attrs []*Attribute
	Cond  Expr
	Then  Stmt
	Else  Stmt
}

// SwitchStmt is switch (Tag) Body. Case labels are CaseStmts among the
// body's statements.
type SwitchStmt struct {
	Loc   diag.Pos
	Attrs []*Attribute
	Tag   Expr
	Body  *BlockStmt
}

// CaseStmt is a case label (case Value:) or, with a nil Value, default:.
type CaseStmt struct {
	Loc   diag.Pos
	Value Expr
}

// WhileStmt is while (Cond) Body. The condition is an expression (Cond)
// or a declaration with an initializer (CondVar); exactly one is set.
type WhileStmt struct {
	Loc     diag.Pos
	Attrs   []*Attribute
	Cond    Expr
	CondVar *VarDecl
	Body    Stmt
}

// DoStmt is do Body while (Cond);
type DoStmt struct {
	Loc   diag.Pos
	Attrs []*Attribute
	Body  Stmt
	Cond  Expr
}

// ForStmt is for (Init Cond; Post) Body. Init is nil, a *DeclStmt or an
// *ExprStmt; the condition is absent (both nil), an expression (Cond) or a
// declaration (CondVar); Post is nil when absent.
type ForStmt struct {
	Loc     diag.Pos
	Attrs   []*Attribute
	Init    Stmt
	Cond    Expr
	CondVar *VarDecl
	Post    Expr
	Body    Stmt
}

// JumpKind says which jump a JumpStmt is.
type JumpKind uint8

const (
	Break JumpKind = iota
	Continue
	Discard
)

func (k JumpKind) String() string { return [...]string{"break", "continue", "discard"}[k] }

// JumpStmt is break, continue or discard.
type JumpStmt struct {
	Loc  diag.Pos
	Kind JumpKind
}

// ReturnStmt is return Result; Result is nil for a bare return.
type ReturnStmt struct {
	Loc    diag.Pos
	Result Expr
}

func (s *BlockStmt) Pos() diag.Pos  { return s.Loc }
func (s *DeclStmt) Pos() diag.Pos   { return s.Decl.Pos() }
func (s *ExprStmt) Pos() diag.Pos   { return s.Loc }
func (s *EmptyStmt) Pos() diag.Pos  { return s.Loc }
func (s *IfStmt) Pos() diag.Pos     { return s.Loc }
func (s *SwitchStmt) Pos() diag.Pos { return s.Loc }
func (s *CaseStmt) Pos() diag.Pos   { return s.Loc }
func (s *WhileStmt) Pos() diag.Pos  { return s.Loc }
func (s *DoStmt) Pos() diag.Pos     { return s.Loc }
func (s *ForStmt) Pos() diag.Pos    { return s.Loc }
func (s *JumpStmt) Pos() diag.Pos   { return s.Loc }
func (s *ReturnStmt) Pos() diag.Pos { return s.Loc }

func (*BlockStmt) stmtNode()  {}
func (*DeclStmt) stmtNode()   {}
func (*ExprStmt) stmtNode()   {}
func (*EmptyStmt) stmtNode()  {}
func (*IfStmt) stmtNode()     {}
func (*SwitchStmt) stmtNode() {}
func (*CaseStmt) stmtNode()   {}
func (*WhileStmt) stmtNode()  {}
func (*DoStmt) stmtNode()     {}
func (*ForStmt) stmtNode()    {}
func (*JumpStmt) stmtNode()   {}
func (*ReturnStmt) stmtNode() {}

// ---------------------------------------------------------------------------
// Expressions

// Ident is a name: a variable, a function or a type.
type Ident struct {
	Loc  diag.Pos
	Name string
}

// IntType is the type an integer literal's suffix gives it.
type IntType uint8

const (
	Int    IntType = iota // no suffix
	Uint                  // u U
	Int64                 // l L
	Uint64                // ul UL
	Int16                 // s S
	Uint16                // us US
)

func (t IntType) String() string {
	return [...]string{"int", "uint", "int64_t", "uint64_t", "int16_t", "uint16_t"}[t]
}

// IntLit is an integer literal. Value holds its bits: decimal, octal and
// hexadecimal literals are read as unsigned numbers of the literal's width
// (so 0xFFFFFFFF and 4294967295u are both 1<<32-1; -1 is a negation).
type IntLit struct {
	Loc   diag.Pos
	Text  string
	Value uint64
	Type  IntType
}

// FloatType is the type a floating-point literal's suffix gives it.
type FloatType uint8

const (
	Float  FloatType = iota // no suffix, f F
	Double                  // lf LF
	Half                    // hf HF
)

func (t FloatType) String() string { return [...]string{"float", "double", "float16_t"}[t] }

// FloatLit is a floating-point literal.
type FloatLit struct {
	Loc   diag.Pos
	Text  string
	Value float64
	Type  FloatType
}

// StringLit is a string literal (only debugPrintf takes one, under
// GL_EXT_debug_printf; sema rejects it anywhere else).
type StringLit struct {
	Loc   diag.Pos
	Text  string // as written, with quotes and escapes
	Value string // with escapes resolved
}

// BoolLit is true or false.
type BoolLit struct {
	Loc   diag.Pos
	Value bool
}

// UnaryExpr is a prefix operation: + - ! ~ ++ --.
type UnaryExpr struct {
	Loc diag.Pos // of the operator
	Op  Op
	X   Expr
}

// PostfixExpr is X++ or X--.
type PostfixExpr struct {
	Loc diag.Pos // of the operator
	Op  Op       // PostInc or PostDec
	X   Expr
}

// BinaryExpr is X Op Y for the arithmetic, bitwise, shift, relational,
// equality and logical operators.
type BinaryExpr struct {
	Loc  diag.Pos // of the operator
	Op   Op
	X, Y Expr
}

// AssignExpr is LHS Op RHS for = and the compound assignments. Whether LHS
// is an l-value is the checker's business.
type AssignExpr struct {
	Loc      diag.Pos // of the operator
	Op       Op
	LHS, RHS Expr
}

// CondExpr is Cond ? Then : Else.
type CondExpr struct {
	Loc              diag.Pos // of '?'
	Cond, Then, Else Expr
}

// CommaExpr is a sequence a, b, c; its value is the last one's.
type CommaExpr struct {
	Loc  diag.Pos // of the first ','
	List []Expr   // at least two
}

// CallExpr is a function call or a constructor. Exactly one of Func and
// Type is set: Func for name(...), which calls a function or constructs a
// struct named name; Type for constructors of built-in types (vec4(...))
// and array constructors (float[3](...), S[](...)).
type CallExpr struct {
	Loc    diag.Pos // of the callee
	Func   *Ident
	Type   *TypeSpec
	Lparen diag.Pos
	Args   []Expr // f(void) has none
}

// IndexExpr is X[Index].
type IndexExpr struct {
	Loc   diag.Pos // of '['
	X     Expr
	Index Expr
}

// FieldExpr is X.Name: a struct or block member, or a vector swizzle.
type FieldExpr struct {
	Loc  diag.Pos // of Name
	X    Expr
	Name string
}

// LengthExpr is X.length(), the length of an array (or the size of a
// vector or matrix).
type LengthExpr struct {
	Loc diag.Pos // of "length"
	X   Expr
}

// InitList is a brace initializer { a, b, ... }; {} has no elements.
type InitList struct {
	Loc   diag.Pos // of '{'
	Elems []Expr
}

// BadExpr stands for an expression the parser could not read; it appears
// only in trees of input with syntax errors.
type BadExpr struct {
	Loc diag.Pos
}

func (e *BadExpr) Pos() diag.Pos     { return e.Loc }
func (e *Ident) Pos() diag.Pos       { return e.Loc }
func (e *IntLit) Pos() diag.Pos      { return e.Loc }
func (e *FloatLit) Pos() diag.Pos    { return e.Loc }
func (e *StringLit) Pos() diag.Pos   { return e.Loc }
func (e *BoolLit) Pos() diag.Pos     { return e.Loc }
func (e *UnaryExpr) Pos() diag.Pos   { return e.Loc }
func (e *PostfixExpr) Pos() diag.Pos { return e.Loc }
func (e *BinaryExpr) Pos() diag.Pos  { return e.Loc }
func (e *AssignExpr) Pos() diag.Pos  { return e.Loc }
func (e *CondExpr) Pos() diag.Pos    { return e.Loc }
func (e *CommaExpr) Pos() diag.Pos   { return e.Loc }
func (e *CallExpr) Pos() diag.Pos    { return e.Loc }
func (e *IndexExpr) Pos() diag.Pos   { return e.Loc }
func (e *FieldExpr) Pos() diag.Pos   { return e.Loc }
func (e *LengthExpr) Pos() diag.Pos  { return e.Loc }
func (e *InitList) Pos() diag.Pos    { return e.Loc }

func (*BadExpr) exprNode()     {}
func (*Ident) exprNode()       {}
func (*IntLit) exprNode()      {}
func (*FloatLit) exprNode()    {}
func (*StringLit) exprNode()   {}
func (*BoolLit) exprNode()     {}
func (*UnaryExpr) exprNode()   {}
func (*PostfixExpr) exprNode() {}
func (*BinaryExpr) exprNode()  {}
func (*AssignExpr) exprNode()  {}
func (*CondExpr) exprNode()    {}
func (*CommaExpr) exprNode()   {}
func (*CallExpr) exprNode()    {}
func (*IndexExpr) exprNode()   {}
func (*FieldExpr) exprNode()   {}
func (*LengthExpr) exprNode()  {}
func (*InitList) exprNode()    {}

// Start returns the position of the first token of e.
func Start(e Expr) diag.Pos {
	for {
		switch x := e.(type) {
		case *PostfixExpr:
			e = x.X
		case *BinaryExpr:
			e = x.X
		case *AssignExpr:
			e = x.LHS
		case *CondExpr:
			e = x.Cond
		case *CommaExpr:
			e = x.List[0]
		case *IndexExpr:
			e = x.X
		case *FieldExpr:
			e = x.X
		case *LengthExpr:
			e = x.X
		default:
			return e.Pos()
		}
	}
}
