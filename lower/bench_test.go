package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// BenchmarkModule lowers a module calling every built-in overload (about
// 4000 calls) per iteration.
func BenchmarkModule(b *testing.B) {
	all := newProg(4, 1, 1)
	for _, fn := range builtins.Funcs() {
		callAll(b, all, fn)
	}
	m := all.Module
	if err := ir.Validate(m); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Module(m, Options{TargetEnv: targetenv.MustCompiler("vulkan1.3")}); err != nil {
			b.Fatal(err)
		}
	}
}
