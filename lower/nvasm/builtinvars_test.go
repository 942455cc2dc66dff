package nvasm

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// TestBuiltinVars: the assembly back end maps every built-in variable the
// IR can name to a binding, or refuses it with a reason; never both.
func TestBuiltinVars(t *testing.T) {
	for id := builtins.NoVar + 1; id < builtins.NumVarIDs; id++ {
		v, bound := nvVars[id]
		why, refused := nvRefusedVars[id]
		switch {
		case bound && refused:
			t.Errorf("%s: both bound (%s) and refused (%s)", id, v.binding, why)
		case !bound && !refused:
			t.Errorf("%s: neither lowered nor refused by lower/nvasm", id)
		case refused && why == "":
			t.Errorf("%s: refused without a reason", id)
		}
	}
}
