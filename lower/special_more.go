package lower

import "github.com/glslc-nv/glslc-nv/ir"

// specialMore dispatches the special built-ins of the cooperative-matrix
// family (integer dot products, cooperative matrices): kept apart from
// special's switch so that each family lives in its own file.
func (l *lowerer) specialMore(e *ir.BuiltinCall, name string) (uint32, bool) {
	switch name {
	case "intDot":
		return l.intDot(e), true
	}
	return 0, false
}
