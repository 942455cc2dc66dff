package gen

import (
	"regexp"
	"strings"
	"time"
)

func cloneExpr(e *Expr) *Expr {
	if e == nil {
		return nil
	}
	c := *e
	c.Args = make([]*Expr, len(e.Args))
	for i, a := range e.Args {
		c.Args[i] = cloneExpr(a)
	}
	return &c
}

func cloneStmts(ss []*Stmt) []*Stmt {
	if ss == nil {
		return nil
	}
	out := make([]*Stmt, len(ss))
	for i, s := range ss {
		c := *s
		c.X = cloneExpr(s.X)
		c.Args = make([]*Expr, len(s.Args))
		for k, a := range s.Args {
			c.Args[k] = cloneExpr(a)
		}
		c.Body = cloneStmts(s.Body)
		c.Else = cloneStmts(s.Else)
		if s.Inc != nil {
			c.Inc = cloneStmts([]*Stmt{s.Inc})[0]
		}
		c.Cases = make([]*Case, len(s.Cases))
		for k, cs := range s.Cases {
			cc := *cs
			cc.Body = cloneStmts(cs.Body)
			c.Cases[k] = &cc
		}
		out[i] = &c
	}
	return out
}

// Clone returns a deep copy of p.
func (p *Program) Clone() *Program {
	q := *p
	q.Funcs = make([]*Func, len(p.Funcs))
	for i, f := range p.Funcs {
		g := *f
		g.Params = append([]Param(nil), f.Params...)
		g.Body = cloneStmts(f.Body)
		q.Funcs[i] = &g
	}
	return &q
}

// edits lists the one-step simplifications of q, each applied in place
// to q (so enumerate on a fresh clone and apply one).
func edits(q *Program) []func() {
	var out []func()
	if q.Workgroups > 1 {
		out = append(out, func() { q.Workgroups = 1 })
	}
	for i, f := range q.Funcs {
		if f.Name != "main" {
			i := i
			out = append(out, func() { q.Funcs = append(q.Funcs[:i:i], q.Funcs[i+1:]...) })
		}
	}
	// Statements (pre-order, so large deletions come first).
	var lists func(l *[]*Stmt)
	lists = func(l *[]*Stmt) {
		for j := range *l {
			j := j
			s := (*l)[j]
			out = append(out, func() { *l = append((*l)[:j:j], (*l)[j+1:]...) })
			replace := func(with []*Stmt) func() {
				return func() {
					n := append((*l)[:j:j], with...)
					*l = append(n, (*l)[j+1:]...)
				}
			}
			switch s.Kind {
			case SIf:
				if !s.Guard {
					out = append(out, replace(s.Body))
					if len(s.Else) > 0 {
						out = append(out, replace(s.Else), func() { s.Else = nil })
					}
				}
			case SFor, SWhile, SDo:
				if s.Inc != nil {
					out = append(out, func() { s.Inc = nil })
				}
				decl := &Stmt{Kind: SDecl, Var: s.Var, T: TInt, X: lit(TInt, "1")}
				out = append(out, replace(append([]*Stmt{decl}, s.Body...)))
				if s.X.Kind != ELit || s.X.Text != "1" {
					out = append(out, func() { s.X = lit(TInt, "1") })
				}
			case SSwitch:
				for k := range s.Cases {
					k := k
					out = append(out, replace(s.Cases[k].Body))
					if len(s.Cases) > 1 {
						out = append(out, func() { s.Cases = append(s.Cases[:k:k], s.Cases[k+1:]...) })
					}
				}
			}
		}
		for _, s := range *l {
			lists(&s.Body)
			lists(&s.Else)
			for _, c := range s.Cases {
				lists(&c.Body)
			}
		}
	}
	for _, f := range q.Funcs {
		lists(&f.Body)
	}
	// Expressions.
	var exprs func(e *Expr)
	exprs = func(e *Expr) {
		if !e.Fixed && e.Kind != ELit {
			if z := zeroOf(e.T); z != "" {
				out = append(out, func() { *e = Expr{Kind: ELit, T: e.T, Text: z} })
			}
			for _, a := range e.Args {
				if a.T == e.T && e.T != TUvec4 {
					a := a
					out = append(out, func() { *e = *a })
				}
			}
		}
		for _, a := range e.Args {
			exprs(a)
		}
	}
	for _, f := range q.Funcs {
		walkStmts(f.Body, func(s *Stmt) {
			if s.X != nil && !s.Guard {
				exprs(s.X)
			}
			if s.Inc != nil {
				exprs(s.Inc.X)
			}
			for _, a := range s.Args {
				exprs(a)
			}
		})
	}
	return out
}

func zeroOf(t Type) string {
	switch t {
	case TInt:
		return "0"
	case TUint:
		return "0u"
	case TBool:
		return "false"
	case TFloat:
		return "0.0"
	}
	return ""
}

var posRE = regexp.MustCompile(`gen[^ :]*\.comp:\d+(:\d+)?:?|0x[0-9a-fA-F]+|\d+`)

// sameFailure is the reducer's test: the same kind between the same
// executors and, for compile errors, the same message.
func sameFailure(a, b *Failure) bool {
	if !a.Same(b) {
		return false
	}
	if a.Kind == "compile" || a.Kind == "validate" || a.Kind == "run" {
		// The first line that names an error (tool output starts with
		// the file name), without positions, addresses and numbers.
		first := func(s string) string {
			lines := strings.Split(s, "\n")
			l := lines[0]
			for _, x := range lines {
				if strings.Contains(strings.ToLower(x), "error") {
					l = x
					break
				}
			}
			return posRE.ReplaceAllString(l, "")
		}
		return first(a.Detail) == first(b.Detail)
	}
	return true
}

// Reduce shrinks p while h.Check keeps reporting the same failure as f
// (at f's subgroup size), within the time budget, and returns the
// smallest program found with its failure.
func Reduce(h *Harness, p *Program, f *Failure, budget time.Duration) (*Program, *Failure) {
	hs := *h
	if f.Size != 0 {
		hs.Sizes = []int{f.Size}
	}
	usesDevice := false
	for _, e := range f.Execs {
		usesDevice = usesDevice || strings.HasPrefix(e, ExecLavapipe)
	}
	if !usesDevice {
		hs.Device = nil
	}
	curF := f
	q := ReduceFunc(p, func(q *Program) bool {
		g, _ := hs.Check(q)
		if g != nil && sameFailure(f, g) {
			curF = g
			return true
		}
		return false
	}, budget)
	return q, curF
}

// ReduceFunc greedily applies one-step simplifications to p (deleting
// statements, functions and switch cases, unwrapping branches, loops and
// cases, replacing expressions by a zero or by an operand) for as long as
// interesting accepts the result, and returns the last accepted program.
func ReduceFunc(p *Program, interesting func(*Program) bool, budget time.Duration) *Program {
	deadline := time.Now().Add(budget)
	cur := p
	for changed := true; changed && time.Now().Before(deadline); {
		changed = false
		for i := 0; time.Now().Before(deadline); {
			q := cur.Clone()
			es := edits(q)
			if i >= len(es) {
				break
			}
			es[i]()
			if interesting(q) {
				cur, changed = q, true
				continue
			}
			i++
		}
	}
	return cur
}
