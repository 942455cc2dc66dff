package ast

import (
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

// Fprint writes n and everything below it to w, one node a line, indented
// by depth, each with its position (line:col, with the file name when it
// differs from the translation unit's). The format is for golden tests and
// debugging; it may change.
func Fprint(w io.Writer, n Node) error {
	p := &printer{}
	if u, ok := n.(*TranslationUnit); ok {
		p.file = u.File
	}
	p.node(n)
	_, err := io.WriteString(w, p.b.String())
	return err
}

// String returns the Fprint form of n.
func String(n Node) string {
	var b strings.Builder
	_ = Fprint(&b, n)
	return b.String()
}

type printer struct {
	b     strings.Builder
	depth int
	file  string
}

func (p *printer) pos(pos diag.Pos) string {
	if !pos.IsValid() {
		return "-"
	}
	if pos.File != p.file {
		return fmt.Sprintf("%s:%d:%d", pos.File, pos.Line, pos.Col)
	}
	return fmt.Sprintf("%d:%d", pos.Line, pos.Col)
}

// line writes one line: the label, the position and the details.
func (p *printer) line(label string, pos diag.Pos, details ...string) {
	p.b.WriteString(strings.Repeat("  ", p.depth))
	p.b.WriteString(label)
	p.b.WriteString(" @")
	p.b.WriteString(p.pos(pos))
	for _, d := range details {
		if d != "" {
			p.b.WriteByte(' ')
			p.b.WriteString(d)
		}
	}
	p.b.WriteByte('\n')
}

// field writes a labelled child at one more level of indentation.
func (p *printer) field(name string, n Node) {
	if isNil(n) {
		return
	}
	p.depth++
	p.b.WriteString(strings.Repeat("  ", p.depth))
	p.b.WriteString(name)
	p.b.WriteString(":\n")
	p.depth++
	p.node(n)
	p.depth -= 2
}

// list writes labelled children; nil entries print as "(none)".
func list[T Node](p *printer, name string, ns []T) {
	if len(ns) == 0 {
		return
	}
	p.depth++
	p.b.WriteString(strings.Repeat("  ", p.depth))
	p.b.WriteString(name)
	p.b.WriteString(":\n")
	p.depth++
	for _, n := range ns {
		if isNil(n) {
			p.b.WriteString(strings.Repeat("  ", p.depth))
			p.b.WriteString("(none)\n")
			continue
		}
		p.node(n)
	}
	p.depth -= 2
}

func isNil(n Node) bool {
	if n == nil {
		return true
	}
	v := reflect.ValueOf(n)
	return v.Kind() == reflect.Pointer && v.IsNil()
}

func quote(s string) string { return strconv.Quote(s) }

func (p *printer) node(n Node) {
	switch n := n.(type) {
	case *TranslationUnit:
		v := n.Version
		ver := fmt.Sprintf("version=%d", v.Number)
		if v.Profile != "" {
			ver += " " + v.Profile
		}
		if !v.Explicit {
			ver += " (default)"
		}
		p.line("TranslationUnit", n.Pos(), quote(n.File), ver)
		list(p, "Extensions", n.Extensions)
		list(p, "Pragmas", n.Pragmas)
		list(p, "Decls", n.Decls)
	case *ExtensionDirective:
		p.line("Extension", n.Loc, n.Name, n.Behavior.String(), fmt.Sprintf("decl=%d", n.Decl))
	case *Pragma:
		p.line("Pragma", n.Loc, quote(n.Text))

	// Types and qualifiers.
	case *TypeSpec:
		name := n.Name
		if n.Builtin {
			name += " (builtin)"
		}
		if name == "" {
			name = "(anonymous)"
		}
		p.line("TypeSpec", n.Loc, name)
		p.field("Struct", n.Struct)
		for _, prm := range n.Params {
			if prm.Type != nil {
				p.field("Param", prm.Type)
			} else {
				p.field("Param", prm.Value)
			}
		}
		list(p, "Dims", n.Dims)
	case *StructType:
		name := n.Name
		if name == "" {
			name = "(anonymous)"
		}
		p.line("StructType", n.Loc, name)
		list(p, "Fields", n.Fields)
	case *FieldDecl:
		p.line("FieldDecl", n.Loc)
		p.field("Quals", n.Quals)
		p.field("Type", n.Type)
		list(p, "Names", n.Names)
	case *Qualifiers:
		var words []string
		for _, q := range n.List {
			words = append(words, q.Word)
		}
		p.line("Qualifiers", n.Loc, strings.Join(words, " "), qualSummary(n))
		list(p, "Layout", n.Layout)
	case *LayoutQualifier:
		p.line("Layout", n.Loc, n.Name)
		p.field("Value", n.Value)
	case *Attribute:
		p.line("Attribute", n.Loc, n.Name)
		list(p, "Args", n.Args)

	// Declarations.
	case *VarDecl:
		p.line("VarDecl", n.Loc)
		p.field("Quals", n.Quals)
		p.field("Type", n.Type)
		list(p, "Vars", n.Vars)
	case *Declarator:
		p.line("Declarator", n.Loc, n.Name)
		list(p, "Dims", n.Dims)
		p.field("Init", n.Init)
	case *StructDecl:
		p.line("StructDecl", n.Loc)
		p.field("Quals", n.Quals)
		p.field("Struct", n.Struct)
	case *BlockDecl:
		p.line("BlockDecl", n.Loc, n.Name)
		p.field("Quals", n.Quals)
		list(p, "Fields", n.Fields)
		p.field("Instance", n.Instance)
	case *FuncDecl:
		kind := "prototype"
		if n.Body != nil {
			kind = "definition"
		}
		p.line("FuncDecl", n.Loc, n.Name, "@"+p.pos(n.NamePos), kind)
		list(p, "Attrs", n.Attrs)
		p.field("Quals", n.Quals)
		p.field("Result", n.Result)
		list(p, "Params", n.Params)
		p.field("Body", n.Body)
	case *ParamDecl:
		name := n.Name
		if name == "" {
			name = "(unnamed)"
		}
		p.line("ParamDecl", n.Loc, name)
		p.field("Quals", n.Quals)
		p.field("Type", n.Type)
		list(p, "Dims", n.Dims)
	case *PrecisionDecl:
		p.line("PrecisionDecl", n.Loc, n.Precision.String())
		p.field("Type", n.Type)
	case *QualifierDecl:
		p.line("QualifierDecl", n.Loc)
		p.field("Quals", n.Quals)
		list(p, "Names", n.Names)

	// Statements.
	case *BlockStmt:
		p.line("BlockStmt", n.Loc, "end=@"+p.pos(n.End))
		list(p, "Stmts", n.Stmts)
	case *DeclStmt:
		p.line("DeclStmt", n.Pos())
		p.depth++
		p.node(n.Decl)
		p.depth--
	case *ExprStmt:
		p.line("ExprStmt", n.Loc)
		p.depth++
		p.node(n.X)
		p.depth--
	case *EmptyStmt:
		p.line("EmptyStmt", n.Loc)
	case *IfStmt:
		p.line("IfStmt", n.Loc)
		list(p, "Attrs", n.Attrs)
		p.field("Cond", n.Cond)
		p.field("Then", n.Then)
		p.field("Else", n.Else)
	case *SwitchStmt:
		p.line("SwitchStmt", n.Loc)
		list(p, "Attrs", n.Attrs)
		p.field("Tag", n.Tag)
		p.field("Body", n.Body)
	case *CaseStmt:
		if n.Value == nil {
			p.line("DefaultStmt", n.Loc)
		} else {
			p.line("CaseStmt", n.Loc)
			p.field("Value", n.Value)
		}
	case *WhileStmt:
		p.line("WhileStmt", n.Loc)
		list(p, "Attrs", n.Attrs)
		p.field("Cond", n.Cond)
		p.field("CondVar", n.CondVar)
		p.field("Body", n.Body)
	case *DoStmt:
		p.line("DoStmt", n.Loc)
		list(p, "Attrs", n.Attrs)
		p.field("Body", n.Body)
		p.field("Cond", n.Cond)
	case *ForStmt:
		p.line("ForStmt", n.Loc)
		list(p, "Attrs", n.Attrs)
		p.field("Init", n.Init)
		p.field("Cond", n.Cond)
		p.field("CondVar", n.CondVar)
		p.field("Post", n.Post)
		p.field("Body", n.Body)
	case *JumpStmt:
		p.line("JumpStmt", n.Loc, n.Kind.String())
	case *ReturnStmt:
		p.line("ReturnStmt", n.Loc)
		p.field("Result", n.Result)

	// Expressions.
	case *BadExpr:
		p.line("BadExpr", n.Loc)
	case *Ident:
		p.line("Ident", n.Loc, n.Name)
	case *IntLit:
		p.line("IntLit", n.Loc, n.Text, fmt.Sprintf("value=%d", n.Value), n.Type.String())
	case *StringLit:
		p.line("StringLit", n.Loc, n.Text)
	case *FloatLit:
		p.line("FloatLit", n.Loc, n.Text, "value="+strconv.FormatFloat(n.Value, 'g', -1, 64), n.Type.String())
	case *BoolLit:
		p.line("BoolLit", n.Loc, strconv.FormatBool(n.Value))
	case *UnaryExpr:
		p.line("UnaryExpr", n.Loc, n.Op.String())
		p.depth++
		p.node(n.X)
		p.depth--
	case *PostfixExpr:
		p.line("PostfixExpr", n.Loc, n.Op.String())
		p.depth++
		p.node(n.X)
		p.depth--
	case *BinaryExpr:
		p.line("BinaryExpr", n.Loc, n.Op.String())
		p.depth++
		p.node(n.X)
		p.node(n.Y)
		p.depth--
	case *AssignExpr:
		p.line("AssignExpr", n.Loc, n.Op.String())
		p.depth++
		p.node(n.LHS)
		p.node(n.RHS)
		p.depth--
	case *CondExpr:
		p.line("CondExpr", n.Loc)
		p.depth++
		p.node(n.Cond)
		p.node(n.Then)
		p.node(n.Else)
		p.depth--
	case *CommaExpr:
		p.line("CommaExpr", n.Loc)
		p.depth++
		for _, x := range n.List {
			p.node(x)
		}
		p.depth--
	case *CallExpr:
		p.line("CallExpr", n.Loc, "(@"+p.pos(n.Lparen))
		p.field("Func", n.Func)
		p.field("Type", n.Type)
		list(p, "Args", n.Args)
	case *IndexExpr:
		p.line("IndexExpr", n.Loc)
		p.depth++
		p.node(n.X)
		p.node(n.Index)
		p.depth--
	case *FieldExpr:
		p.line("FieldExpr", n.Loc, n.Name)
		p.depth++
		p.node(n.X)
		p.depth--
	case *LengthExpr:
		p.line("LengthExpr", n.Loc)
		p.depth++
		p.node(n.X)
		p.depth--
	case *InitList:
		p.line("InitList", n.Loc)
		p.depth++
		for _, x := range n.Elems {
			p.node(x)
		}
		p.depth--
	case nil:
		p.line("(nil)", diag.Pos{})
	default:
		p.line(fmt.Sprintf("(unknown node %T)", n), n.Pos())
	}
}

// qualSummary spells out the decoded qualifier sets, so a golden shows
// that the words were understood.
func qualSummary(q *Qualifiers) string {
	var parts []string
	add := func(set bool, s string) {
		if set {
			parts = append(parts, s)
		}
	}
	for i, name := range []string{"const", "in", "out", "inout", "uniform", "buffer", "shared", "attribute", "varying"} {
		add(q.Storage&(1<<i) != 0, name)
	}
	for i, name := range []string{"centroid", "sample", "patch"} {
		add(q.Aux&(1<<i) != 0, name)
	}
	for i, name := range []string{"smooth", "flat", "noperspective"} {
		add(q.Interp&(1<<i) != 0, name)
	}
	for i, name := range []string{"coherent", "volatile", "restrict", "readonly", "writeonly",
		"devicecoherent", "queuefamilycoherent", "workgroupcoherent", "subgroupcoherent", "nonprivate"} {
		add(q.Memory&(1<<i) != 0, name)
	}
	add(q.Precision != NoPrecision, q.Precision.String())
	add(q.Invariant, "invariant")
	add(q.Precise, "precise")
	add(q.NonUniform, "nonuniformEXT")
	return "[" + strings.Join(parts, ",") + "]"
}
