package lower

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// TestBuiltinVars: lower maps every built-in variable the IR can name,
// to a SPIR-V BuiltIn (with its capability) or a derived computation, and
// derives exactly the ones the table says are derived.
func TestBuiltinVars(t *testing.T) {
	for id := builtins.NoVar + 1; id < builtins.NumVarIDs; id++ {
		sv, ok := spirvVars[id]
		v := builtins.VarByID(id)
		switch {
		case !ok:
			t.Errorf("%s: lower has no SPIR-V form for it", id)
		case sv.derived != v.Derived:
			t.Errorf("%s: lower derived=%v, the table says %v", id, sv.derived, v.Derived)
		case !sv.derived && sv.builtin == 0 && id != builtins.Position: // Position is BuiltIn 0
			t.Errorf("%s: no BuiltIn decoration", id)
		case v.Subgroup && !sv.derived && sv.cap == 0:
			t.Errorf("%s: a subgroup variable without a capability", id)
		}
	}
	if len(spirvVars) != int(builtins.NumVarIDs)-1 {
		t.Errorf("%d SPIR-V forms for %d built-in variables", len(spirvVars), builtins.NumVarIDs-1)
	}
}
