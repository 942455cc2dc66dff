package e2e

import (
	"errors"
	"github.com/glslc-nv/glslc-nv/lower/nvasm"
	"testing"
)

// TestDebugPrintfUnsupported checks that debugPrintf (GL_EXT_debug_printf)
// is rejected with its position: the assembly target has no debug output.
func TestNVAsmDebugPrintfUnsupported(t *testing.T) {
	src := "#version 450\n#extension GL_EXT_debug_printf : enable\nlayout(local_size_x = 32) in;\nlayout(binding = 0) buffer B { uint v[]; } b;\n" +
		"void main() {\n  b.v[0] = 1u;\n  debugPrintfEXT(\"v=%u\", b.v[1]);\n}\n"
	m := mustIR(t, "e.comp", src)
	_, err := nvasm.Emit(m, nvasm.Options{})
	var e *nvasm.Error
	if !errors.As(err, &e) {
		t.Fatalf("Emit: err = %v, want an *nvasm.Error", err)
	}
	const want = "e.comp:7:3: debugPrintf (GL_EXT_debug_printf; the assembly target has no debug output) cannot be expressed in !!NVcp5.0 assembly"
	if err.Error() != want {
		t.Errorf("got  %s\nwant %s", err, want)
	}
}
