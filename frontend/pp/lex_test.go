package pp

import "testing"

// TestIsPunct2 checks the two-character operators against their list.
func TestIsPunct2(t *testing.T) {
	want := map[string]bool{}
	for _, p := range []string{"<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "^^",
		"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "++", "--", "##"} {
		want[p] = true
	}
	for c := 0; c < 256; c++ {
		for c2 := 0; c2 < 256; c2++ {
			s := string([]byte{byte(c), byte(c2)})
			if got := isPunct2(byte(c), byte(c2)); got != want[s] {
				t.Errorf("isPunct2(%q) = %v, want %v", s, got, want[s])
			}
		}
	}
}
