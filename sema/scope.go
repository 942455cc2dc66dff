package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

type scopeKind uint8

const (
	scopeGlobal scopeKind = iota
	scopeFunc             // function parameters and the body's outer block
	scopeBlock
)

// scope is one level of name visibility.
type scope struct {
	parent *scope
	kind   scopeKind
	names  map[string]*symbol
}

func newScope(parent *scope, kind scopeKind) *scope {
	return &scope{parent: parent, kind: kind, names: map[string]*symbol{}}
}

type symKind uint8

const (
	symVar symKind = iota
	symType
)

// symbol is a declared name: a variable (global, local, parameter, block
// member without an instance name, constant, specialization constant) or
// a struct type.
type symbol struct {
	kind symKind
	name string
	pos  diag.Pos
	typ  *ir.Type // the GLSL type (for a type: the struct itself)

	global *ir.Global
	local  *ir.Local
	param  *ir.Param
	member int       // >= 0: member of the block in global (no instance name)
	memTyp *ir.Type  // type of the memory (laid out) when it differs from typ
	konst  *ir.Const // value of a constant
	spec   *ir.SpecConst
	// specExpr is the value of a const variable initialized by a
	// specialization-constant expression.
	specExpr  ir.Expr
	readonly  string // why the variable cannot be written ("" when it can)
	writeonly bool   // a writeonly block member
	// nonuniform marks a local declared nonuniformEXT: its every read is
	// nonuniformEXT(read), as glslang decorates each load NonUniform.
	nonuniform bool
	wg         bool // gl_WorkGroupSize
	bvar       *builtins.Var
	info       *structInfo
	used       bool
	dropped    bool // a sampler removed by -fauto-combined-image-sampler
	// ioMembers are the members of an input or output block instance
	// (each an interface variable of its own).
	ioMembers map[string]*symbol
	// ioArrayLen is the element count of an arrayed block instance
	// ("in V { ... } v[]"), whose members are reached as v[i].m.
	ioArrayLen int
}

// lookup finds name in s and its parents.
func (s *scope) lookup(name string) (*symbol, *scope) {
	for ; s != nil; s = s.parent {
		if sym, ok := s.names[name]; ok {
			return sym, s
		}
	}
	return nil, nil
}

// declare adds sym to the current scope, reporting a redeclaration.
func (c *checker) declare(sym *symbol) bool {
	if sym.name == "" {
		return false
	}
	if old, ok := c.scope.names[sym.name]; ok {
		c.redeclared(sym.pos, sym.name, old.pos)
		return false
	}
	if c.scope == c.global {
		if fs := c.funcs[sym.name]; len(fs) > 0 {
			c.redeclared(sym.pos, sym.name, fs[0].pos)
			return false
		}
	}
	if len(sym.name) >= 3 && sym.name[:3] == "gl_" {
		c.errorf(sym.pos, "'%s': identifiers starting with \"gl_\" are reserved", sym.name)
		return false
	}
	c.scope.names[sym.name] = sym
	return true
}

func (c *checker) redeclared(pos diag.Pos, name string, prev diag.Pos) {
	if prev.IsValid() {
		c.errorf(pos, "'%s' redeclared (previous declaration at %s)", name, prev)
	} else {
		c.errorf(pos, "'%s' redeclared", name)
	}
}

func (c *checker) push(kind scopeKind) { c.scope = newScope(c.scope, kind) }
func (c *checker) pop()                { c.scope = c.scope.parent }

// funcSym is a user function: one overload of a name.
type funcSym struct {
	name    string
	pos     diag.Pos
	decl    *ast.FuncDecl // first declaration
	ret     *ir.Type
	params  []paramInfo
	ir      *ir.Function
	defined bool
	calls   map[*funcSym]diag.Pos // callees, for the recursion check
	// spirv is the instruction of a GL_EXT_spirv_intrinsics
	// spirv_instruction declaration; its calls are BuiltinCalls of it.
	spirv *builtins.Func
}

type paramInfo struct {
	name  string
	typ   *ir.Type
	mode  ir.ParamMode
	konst bool // const in
	// access holds the memory qualifiers of an image parameter.
	access ir.Access
}

// funcState is the function being checked.
type funcState struct {
	sym   *funcSym
	ir    *ir.Function
	loops int
	// breakable counts enclosing loops and switches.
	breakable int
}
