package interp

import (
	"encoding/binary"
	"strings"
	"testing"
)

// An index past one Workgroup (or Function) array that would land in the
// next variable of the same memory is out of bounds of its variable, as
// function memory is: reported, the write dropped, the neighbour intact
// (the bound checked was the end of all workgroup memory).
func TestVariableBoundsPerVariable(t *testing.T) {
	for _, c := range []struct{ name, decl, what string }{
		{"shared", "shared uint a[4];\nshared uint b[4];\n", "Workgroup"},
		{"function", "", "Function or Private"},
	} {
		t.Run(c.name, func(t *testing.T) {
			locals := ""
			if c.decl == "" {
				locals = "uint a[4]; uint b[4];"
			}
			src := "#version 450\nlayout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { uint v[]; };\n" + c.decl +
				"void main() { " + locals + " uint i = gl_LocalInvocationIndex; b[i] = 7u; a[i + v[0]] = 1u; barrier(); v[i + 1u] = b[i]; }\n"
			p := mustLoad(t, compileGLSL(t, src))
			for _, shift := range []uint32{0, 4} {
				buf := make([]byte, 20)
				binary.LittleEndian.PutUint32(buf, shift)
				res := run1(t, p, 4, 1, buf)
				for i := 1; i < 5; i++ {
					if got := binary.LittleEndian.Uint32(buf[4*i:]); got != 7 {
						t.Fatalf("shift %d: b[%d] = %d, want 7 (the neighbour was written)", shift, i-1, got)
					}
				}
				if shift == 0 {
					wantOnly(t, res, "")
					continue
				}
				wantOnly(t, res, "out-of-bounds")
				if d := res.Diagnostics[0]; !strings.Contains(d.Msg, "outside its variable (an index past an array of a "+c.what+" variable") {
					t.Fatalf("message %q", d.Msg)
				}
			}
		})
	}
}
