package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// specialMore dispatches the special built-ins of the cooperative-matrix
// family (integer dot products, cooperative matrices): kept apart from
// special's switch so that each family lives in its own file.
func (l *lowerer) specialMore(e *ir.BuiltinCall) (uint32, bool) {
	switch e.ID {
	case builtins.FnDotEXT, builtins.FnDotAccSatEXT, builtins.FnDotPacked4x8EXT, builtins.FnDotPacked4x8AccSatEXT:
		return l.intDot(e), true
	}
	return 0, false
}
