package ast

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

func TestOpTables(t *testing.T) {
	for op := Plus; op <= OrAssign; op++ {
		if op.String() == "?" || op.String() == "" {
			t.Errorf("op %d has no spelling", op)
		}
	}
	// GLSL 4.60 §5.1: from the loosest to the tightest binding.
	levels := [][]Op{{LogOr}, {LogXor}, {LogAnd}, {Or}, {Xor}, {And}, {Eq, Ne}, {Lt, Gt, Le, Ge}, {Shl, Shr}, {Add, Sub}, {Mul, Div, Mod}}
	for i, ops := range levels {
		for _, op := range ops {
			if op.Precedence() != i+1 {
				t.Errorf("%s: precedence %d, want %d", op, op.Precedence(), i+1)
			}
		}
	}
	if Assign.Precedence() != 0 || Neg.Precedence() != 0 {
		t.Errorf("non-binary operators have a precedence")
	}
	if AddAssign.Binary() != Add || ShrAssign.Binary() != Shr || Assign.Binary() != BadOp {
		t.Errorf("Binary() is wrong")
	}
}

func TestStart(t *testing.T) {
	p := func(col int) diag.Pos { return diag.Pos{File: "f", Line: 1, Col: col} }
	// a[i].x++ + b
	a := &Ident{Loc: p(1), Name: "a"}
	e := &BinaryExpr{Loc: p(10), Op: Add,
		X: &PostfixExpr{Loc: p(7), Op: PostInc, X: &FieldExpr{Loc: p(6), Name: "x", X: &IndexExpr{Loc: p(2), X: a, Index: &Ident{Loc: p(3), Name: "i"}}}},
		Y: &Ident{Loc: p(12), Name: "b"}}
	if got := Start(e); got != p(1) {
		t.Errorf("Start = %v, want %v", got, p(1))
	}
	if got := e.Pos(); got != p(10) {
		t.Errorf("Pos = %v, want the operator's %v", got, p(10))
	}
}

func TestFprintPartialTree(t *testing.T) {
	// Trees of erroneous input have holes; printing them must not fail.
	u := &TranslationUnit{File: "f", Decls: []Decl{
		&VarDecl{Type: &TypeSpec{}, Vars: []*Declarator{{Name: "x", Dims: []Expr{nil}, Init: &BadExpr{}}}},
		&FuncDecl{Name: "f", Result: &TypeSpec{Name: "void", Builtin: true}, Body: &BlockStmt{Stmts: []Stmt{
			&ExprStmt{X: &BinaryExpr{Op: Add, X: &BadExpr{}, Y: &CallExpr{Func: &Ident{Name: "g"}}}},
			&ForStmt{Body: &EmptyStmt{}},
		}}},
	}}
	s := String(u)
	for _, want := range []string{"BadExpr", "(none)", "FuncDecl @- f", "ForStmt"} {
		if !strings.Contains(s, want) {
			t.Errorf("dump lacks %q:\n%s", want, s)
		}
	}
}
