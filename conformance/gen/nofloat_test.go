package gen

import (
	"strings"
	"testing"
)

// TestNoFloatBroadcastFirst checks that Options.NoFloatBroadcastFirst
// keeps every float-derived operand away from subgroupBroadcastFirst
// (lavapipe crashes on them; conformance/regress/lavapipe-broadcastfirst-*)
// and that without the option such operands are generated.
func TestNoFloatBroadcastFirst(t *testing.T) {
	count := func(o Options) (calls, floaty int) {
		for s := int64(1); s <= 1500; s++ {
			src := Generate(s, o).GLSL()
			for _, arg := range callArgs(src, "subgroupBroadcastFirst(") {
				calls++
				for _, w := range []string{"float", "double", "fsm(", "fpm("} {
					if strings.Contains(arg, w) {
						floaty++
						if o.NoFloatBroadcastFirst {
							t.Errorf("seed %d: float-derived operand: subgroupBroadcastFirst(%s)", s, arg)
						}
						break
					}
				}
			}
		}
		return
	}
	calls, floaty := count(Options{})
	if calls == 0 || floaty == 0 {
		t.Fatalf("default options: %d subgroupBroadcastFirst calls, %d float-derived; the generator no longer exercises them", calls, floaty)
	}
	calls, _ = count(Options{NoFloatBroadcastFirst: true})
	if calls == 0 {
		t.Fatal("NoFloatBroadcastFirst: no subgroupBroadcastFirst call generated at all")
	}
}

// callArgs returns the argument text of every call of fn (which ends in
// "(") in src.
func callArgs(src, fn string) []string {
	var out []string
	for i := 0; ; {
		k := strings.Index(src[i:], fn)
		if k < 0 {
			return out
		}
		start := i + k + len(fn)
		depth := 1
		j := start
		for ; j < len(src) && depth > 0; j++ {
			switch src[j] {
			case '(':
				depth++
			case ')':
				depth--
			}
		}
		out = append(out, src[start:j-1])
		i = start
	}
}
