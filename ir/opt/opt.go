package opt

import "github.com/glslc-nv/glslc-nv/ir"

// maxRounds bounds the rounds of simplification per function; each round
// folds, propagates and removes, and the next one sees what the previous
// one exposed.
const maxRounds = 16

// Optimize simplifies m in place and returns it. A module that passed
// ir.Validate still does.
func Optimize(m *ir.Module) *ir.Module {
	for round := 0; round < maxRounds; round++ {
		facts := analyzeGlobals(m)
		changed := false
		for _, f := range m.Functions {
			if f != nil && f.Body != nil && optimizeFunction(f, facts) {
				changed = true
			}
		}
		RemoveUnusedFunctions(m)
		if pruneGlobals(m) {
			changed = true
		}
		if !changed {
			break
		}
	}
	return m
}

// optimizeFunction simplifies f until nothing changes and reports whether
// anything did.
func optimizeFunction(f *ir.Function, facts globalFacts) bool {
	changed := false
	for round := 0; round < maxRounds; round++ {
		o := &optimizer{globals: facts}
		o.analyzeLocals(f)
		f.Body.Stmts = o.stmts(f.Body.Stmts)
		if pruneLocals(f) {
			o.changed = true
		}
		if !o.changed {
			break
		}
		changed = true
	}
	return changed
}

// optimizer is one round over one function.
type optimizer struct {
	changed bool
	// consts are locals whose every store writes this one constant (and
	// that nothing else writes): loads of them become the constant.
	consts map[*ir.Local]*ir.Const
	// reads are locals whose every store writes the same read of a
	// built-in input (forward.go): loads of them become that read.
	reads map[*ir.Local]ir.Expr
	// dead are locals nothing reads: stores to them go.
	dead map[*ir.Local]bool
	// globals are the same facts about private globals.
	globals globalFacts
}

// RemoveUnusedFunctions drops the functions the entry point cannot
// reach. Optimize does it every round; without -O the driver does it
// alone before lowering, as glslang leaves uncalled functions out of the
// module it writes at -O0.
func RemoveUnusedFunctions(m *ir.Module) {
	if m.Entry == nil || m.Entry.Fn == nil {
		return
	}
	reached := map[*ir.Function]bool{}
	var visit func(f *ir.Function)
	visit = func(f *ir.Function) {
		if f == nil || reached[f] {
			return
		}
		reached[f] = true
		ir.Inspect(f.Body, func(n any) bool {
			if c, ok := n.(*ir.Call); ok {
				visit(c.Fn)
			}
			if r, ok := n.(*ir.FuncRef); ok { // a cooperative-matrix built-in calls it
				visit(r.Fn)
			}
			return true
		})
	}
	visit(m.Entry.Fn)
	kept := m.Functions[:0]
	for _, f := range m.Functions {
		if reached[f] {
			kept = append(kept, f)
		}
	}
	for i := len(kept); i < len(m.Functions); i++ {
		m.Functions[i] = nil
	}
	m.Functions = kept
}
