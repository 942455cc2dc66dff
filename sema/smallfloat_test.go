package sema

import (
	"strings"
	"testing"
)

// TestNarrowFloatErrors checks the positioned errors of GL_EXT_bfloat16.
func TestNarrowFloatErrors(t *testing.T) {
	for _, tc := range []struct{ name, src, want string }{
		{"no extension", "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x; }\n", "3:15: 'bfloat16_t' requires extension GL_EXT_bfloat16"},
		{"arithmetic", "#version 450\n#extension GL_EXT_bfloat16 : require\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x = bfloat16_t(1.0); x = x + x; }\n", "4:53: operator '+' cannot be applied to bfloat16_t and bfloat16_t: bfloat16_t has no arithmetic (convert it to float)"},
		{"implicit", "#version 450\n#extension GL_EXT_bfloat16 : require\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x = 1.0; }\n", "4:26: initializer of 'x': cannot convert from float to bfloat16_t"},
		{"bitcast width", "#version 450\n#extension GL_EXT_bfloat16 : require\nlayout(local_size_x = 1) in;\nvoid main() { bfloat16_t x = uintBitsToBFloat16EXT(1u); }\n", "4:52: 'uintBitsToBFloat16EXT' takes uint16_t or a vector of it, not uint"},
	} {
		_, dl := check(t, "err.comp", tc.src, Options{})
		got := diagText(dl)
		pos, msg, _ := strings.Cut(tc.want, ": ")
		if !strings.HasPrefix(got, "err.comp:"+pos+": error: "+msg) {
			t.Errorf("%s: want %q, got:\n%s", tc.name, tc.want, got)
		}
	}
}
