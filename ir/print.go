package ir

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Print writes a deterministic text form of m, for golden tests and
// debugging. Expressions print as s-expressions: (op type operands...);
// references as g:name, l:name, p:name with .field, [index] and .xyzw steps.
func Print(w io.Writer, m *Module) error {
	p := &printer{}
	p.module(m)
	_, err := io.WriteString(w, p.b.String())
	return err
}

// String returns Print's output.
func (m *Module) String() string {
	var b strings.Builder
	_ = Print(&b, m)
	return b.String()
}

type printer struct {
	b      strings.Builder
	indent int
}

func (p *printer) line(format string, args ...any) {
	p.b.WriteString(strings.Repeat("  ", p.indent))
	fmt.Fprintf(&p.b, format, args...)
	p.b.WriteByte('\n')
}

func (p *printer) module(m *Module) {
	if m.ES {
		p.line("module version %d es files %q", m.Version, m.Files)
	} else {
		p.line("module version %d files %q", m.Version, m.Files)
	}
	if len(m.Extensions) > 0 {
		p.line("extensions %s", strings.Join(m.Extensions, " "))
	}
	structs := map[*Type]bool{}
	visiting := map[*Type]bool{}
	var collect func(t *Type)
	collect = func(t *Type) {
		if t == nil || structs[t] || visiting[t] {
			return
		}
		if t.kind == KindStruct {
			visiting[t] = true
			for _, mb := range t.members {
				collect(mb.Type)
			}
			structs[t] = true
			p.line("type %s", describeStruct(t))
			return
		}
		collect(t.elem)
	}
	for _, g := range m.Globals {
		collect(g.Type)
	}
	for _, f := range m.Functions {
		for _, l := range f.Locals {
			collect(l.Type)
		}
		for _, pa := range f.Params {
			collect(pa.Type)
		}
		collect(f.Ret)
	}
	for _, s := range m.SpecConsts {
		if s.ID >= 0 {
			p.line("spec %s %s id %d default %s", s.Type, s.Name, s.ID, s.Default)
		} else {
			p.line("spec %s %s = %s", s.Type, s.Name, exprString(s.Value))
		}
	}
	for _, g := range m.Globals {
		var attrs []string
		switch g.Storage {
		case StorageBuffer, StorageUniform, StorageUniformConstant:
			attrs = append(attrs, fmt.Sprintf("set %d binding %d", g.Set, g.Binding))
		case StorageInput:
			attrs = append(attrs, "builtin "+g.Builtin.String())
		}
		if g.Access != 0 {
			attrs = append(attrs, g.Access.String())
		}
		if g.Init != nil {
			attrs = append(attrs, "init "+g.Init.String())
		}
		p.line("%s", strings.TrimSpace(fmt.Sprintf("global %s %s %s %s", g.Storage, g.Type, g.Name, strings.Join(attrs, " "))))
	}
	if e := m.Entry; e != nil {
		dims := make([]string, 3)
		for i, d := range e.LocalSize {
			if d.Spec != nil {
				dims[i] = fmt.Sprintf("%s=%d", d.Spec.Name, d.Value)
			} else {
				dims[i] = fmt.Sprint(d.Value)
			}
		}
		name := "<nil>"
		if e.Fn != nil {
			name = e.Fn.Name
		}
		p.line("entry %s %q local_size(%s) modes %v", name, e.Name, strings.Join(dims, ", "), e.Modes)
	}
	for _, f := range m.Functions {
		p.function(f)
	}
}

func (p *printer) function(f *Function) {
	params := make([]string, len(f.Params))
	for i, pa := range f.Params {
		params[i] = fmt.Sprintf("%s %s %s", pa.Mode, pa.Type, pa.Name)
	}
	p.line("func %s %s(%s) {", f.Ret, f.Name, strings.Join(params, ", "))
	p.indent++
	for _, l := range f.Locals {
		p.line("var %s %s", l.Type, l.Name)
	}
	p.stmts(f.Body.Stmts)
	p.indent--
	p.line("}")
}

func (p *printer) stmts(ss []Stmt) {
	for _, s := range ss {
		p.stmt(s)
	}
}

func (p *printer) block(head string, b *Block) {
	p.line("%s {", head)
	p.indent++
	if b != nil {
		p.stmts(b.Stmts)
	}
	p.indent--
	p.line("}")
}

func (p *printer) stmt(s Stmt) {
	switch s := s.(type) {
	case *Block:
		p.block("block", s)
	case *ExprStmt:
		p.line("do %s", exprString(s.X))
	case *Store:
		p.line("store %s = %s", exprString(s.Dst), exprString(s.Value))
	case *If:
		p.block("if "+exprString(s.Cond), s.Then)
		if s.Else != nil {
			p.block("else", s.Else)
		}
	case *Loop:
		head := "loop"
		if s.Control != 0 {
			head += fmt.Sprintf(" control 0x%x", uint32(s.Control))
		}
		if s.Cond != nil {
			if s.PostTest {
				head += " post-test " + exprString(s.Cond)
			} else {
				head += " pre-test " + exprString(s.Cond)
			}
		}
		p.block(head, s.Body)
		if s.Continue != nil {
			p.block("continuing", s.Continue)
		}
	case *Switch:
		p.line("switch %s {", exprString(s.Selector))
		p.indent++
		for _, c := range s.Cases {
			var labels []string
			for _, v := range c.Values {
				labels = append(labels, fmt.Sprint(v))
			}
			if c.Default {
				labels = append(labels, "default")
			}
			p.block("case "+strings.Join(labels, ", "), c.Body)
		}
		p.indent--
		p.line("}")
	case *Break:
		p.line("break")
	case *Continue:
		p.line("continue")
	case *Printf:
		line := "printf " + strconv.Quote(s.Format)
		for _, a := range s.Args {
			line += ", " + exprString(a)
		}
		p.line("%s", line)
	case *Discard:
		if s.Demote {
			p.line("demote")
		} else {
			p.line("discard")
		}
	case *Return:
		if s.Value == nil {
			p.line("return")
		} else {
			p.line("return %s", exprString(s.Value))
		}
	default:
		p.line("<unknown statement %T>", s)
	}
}

func exprString(e Expr) string {
	var b strings.Builder
	writeExpr(&b, e)
	return b.String()
}

func exprList(b *strings.Builder, es []Expr) {
	for _, e := range es {
		b.WriteByte(' ')
		writeExpr(b, e)
	}
}

const swizzleLetters = "xyzw"

func comps(cs []int) string {
	var s []byte
	for _, c := range cs {
		if c >= 0 && c < 4 {
			s = append(s, swizzleLetters[c])
		} else {
			s = append(s, '?')
		}
	}
	return string(s)
}

func writeExpr(b *strings.Builder, e Expr) {
	switch e := e.(type) {
	case nil:
		b.WriteString("<nil>")
	case *Const:
		b.WriteString(e.String())
	case *SpecRef:
		b.WriteString("spec:" + e.Spec.Name)
	case *GlobalRef:
		b.WriteString("g:" + e.Var.Name)
	case *LocalRef:
		b.WriteString("l:" + e.Var.Name)
	case *ParamRef:
		b.WriteString("p:" + e.Var.Name)
	case *FieldRef:
		writeExpr(b, e.Base)
		t := e.Base.Type()
		if t.kind == KindStruct && e.Field >= 0 && e.Field < len(t.members) {
			b.WriteString("." + t.members[e.Field].Name)
		} else {
			fmt.Fprintf(b, ".#%d", e.Field)
		}
	case *IndexRef:
		writeExpr(b, e.Base)
		b.WriteByte('[')
		writeExpr(b, e.Index)
		b.WriteByte(']')
	case *SwizzleRef:
		writeExpr(b, e.Base)
		b.WriteString("." + comps(e.Comps))
	case *DerefRef:
		b.WriteString("(deref ")
		writeExpr(b, e.Ptr)
		b.WriteByte(')')
	case *Load:
		b.WriteString("(load ")
		if e.RMW {
			b.WriteString("rmw ")
		}
		writeExpr(b, e.Ref)
		b.WriteByte(')')
	case *Unary:
		fmt.Fprintf(b, "(%s", e.Op)
		exprList(b, []Expr{e.X})
		b.WriteByte(')')
	case *Binary:
		fmt.Fprintf(b, "(%s", e.Op)
		exprList(b, []Expr{e.X, e.Y})
		b.WriteByte(')')
	case *ShortCircuit:
		fmt.Fprintf(b, "(%s", e.Op)
		exprList(b, []Expr{e.X, e.Y})
		b.WriteByte(')')
	case *Convert:
		sat := ""
		if e.Saturate {
			sat = " saturate"
		}
		fmt.Fprintf(b, "(%s%s %s", e.Op, sat, e.To)
		exprList(b, []Expr{e.X})
		b.WriteByte(')')
	case *Construct:
		fmt.Fprintf(b, "(construct %s", e.Typ)
		exprList(b, e.Args)
		b.WriteByte(')')
	case *Splat:
		fmt.Fprintf(b, "(splat %s", e.Typ)
		exprList(b, []Expr{e.X})
		b.WriteByte(')')
	case *Extract:
		b.WriteString("(extract")
		exprList(b, []Expr{e.Base})
		fmt.Fprintf(b, " %d)", e.Index)
	case *DynExtract:
		b.WriteString("(dynextract")
		exprList(b, []Expr{e.Base, e.Index})
		b.WriteByte(')')
	case *Insert:
		b.WriteString("(insert")
		exprList(b, []Expr{e.Base, e.Value})
		fmt.Fprintf(b, " %d)", e.Index)
	case *Swizzle:
		b.WriteString("(swizzle")
		exprList(b, []Expr{e.Base})
		b.WriteString(" " + comps(e.Comps) + ")")
	case *Select:
		b.WriteString("(select")
		exprList(b, []Expr{e.Cond, e.X, e.Y})
		b.WriteByte(')')
	case *Cond:
		b.WriteString("(?:")
		exprList(b, []Expr{e.Cond, e.X, e.Y})
		b.WriteByte(')')
	case *Call:
		b.WriteString("(call " + e.Fn.Name)
		exprList(b, e.Args)
		b.WriteByte(')')
	case *BuiltinCall:
		fmt.Fprintf(b, "(builtin %s %s", e.Fn.Name, e.Typ)
		if o := e.Order; o != nil {
			fmt.Fprintf(b, " scope %d sem 0x%x", o.Scope, uint32(o.Semantics))
			if o.SemanticsUnequal != 0 {
				fmt.Fprintf(b, " unequal 0x%x", uint32(o.SemanticsUnequal))
			}
		}
		exprList(b, e.Args)
		b.WriteByte(')')
	case *ArrayLength:
		b.WriteString("(length ")
		writeExpr(b, e.Ref)
		b.WriteByte(')')
	case *Atomic:
		fmt.Fprintf(b, "(atomic%s scope %d sem 0x%x", e.Op, e.Scope, uint32(e.Semantics))
		if e.SemanticsUnequal != 0 {
			fmt.Fprintf(b, " unequal 0x%x", uint32(e.SemanticsUnequal))
		}
		args := []Expr{e.Ref}
		if e.Comparator != nil {
			args = append(args, e.Comparator)
		}
		if e.Value != nil {
			args = append(args, e.Value)
		}
		exprList(b, args)
		b.WriteByte(')')
	case *WorkgroupSize:
		b.WriteString("gl_WorkGroupSize")
	case *FuncRef:
		b.WriteString("&" + e.Fn.Name)
	case *Seq:
		b.WriteString("(seq {")
		var p printer
		for _, s := range e.Stmts {
			p.stmt(s)
		}
		b.WriteString(strings.ReplaceAll(strings.TrimSpace(p.b.String()), "\n", "; "))
		b.WriteString("}")
		exprList(b, []Expr{e.Value})
		b.WriteByte(')')
	default:
		fmt.Fprintf(b, "<unknown expression %T>", e)
	}
}
