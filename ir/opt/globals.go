package opt

import "github.com/glslc-nv/glslc-nv/ir"

type globalUse struct{ total, reads, writes int }

func countGlobalUses(m *ir.Module) map[*ir.Global]*globalUse {
	uses := map[*ir.Global]*globalUse{}
	get := func(g *ir.Global) *globalUse {
		u := uses[g]
		if u == nil {
			u = &globalUse{}
			uses[g] = u
		}
		return u
	}
	for _, f := range m.Functions {
		if f == nil {
			continue
		}
		ir.Inspect(f.Body, func(n any) bool {
			switch n := n.(type) {
			case *ir.GlobalRef:
				get(n.Var).total++
			case *ir.Load:
				if g := ir.RootOf(n.Ref); g != nil {
					get(g).reads++
				}
			case *ir.Store:
				if g := ir.RootOf(n.Dst); g != nil {
					get(g).writes++
				}
			}
			return true
		})
	}
	return uses
}

// globalFacts are what a round knows about the module's private globals:
// the ones nothing writes, whose loads are their initializer, and the ones
// nothing reads, whose stores can go.
type globalFacts struct {
	consts map[*ir.Global]*ir.Const
	dead   map[*ir.Global]bool
}

// analyzeGlobals looks at the private globals (plain GLSL globals, one copy
// per invocation); buffers, shared variables and inputs are left alone.
func analyzeGlobals(m *ir.Module) globalFacts {
	facts := globalFacts{consts: map[*ir.Global]*ir.Const{}, dead: map[*ir.Global]bool{}}
	uses := countGlobalUses(m)
	for _, g := range m.Globals {
		if g == nil || g.Storage != ir.StoragePrivate {
			continue
		}
		u := uses[g]
		if u == nil {
			continue
		}
		if u.total != u.reads+u.writes {
			continue // an out argument or the like
		}
		switch {
		case u.reads == 0:
			facts.dead[g] = true
		case u.writes == 0 && g.Init != nil:
			facts.consts[g] = g.Init
		}
	}
	return facts
}

// pruneGlobals drops the private globals no function mentions any more.
func pruneGlobals(m *ir.Module) bool {
	uses := countGlobalUses(m)
	kept := m.Globals[:0]
	for _, g := range m.Globals {
		if g != nil && g.Storage == ir.StoragePrivate && uses[g] == nil {
			continue
		}
		kept = append(kept, g)
	}
	removed := len(kept) != len(m.Globals)
	for i := len(kept); i < len(m.Globals); i++ {
		m.Globals[i] = nil
	}
	m.Globals = kept
	return removed
}
