package pp

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// A directive line of millions of tokens (a 12 MB #if 1+1+...) is a
// positioned error at the first token past the bound, not gigabytes of
// tokens held for its evaluation.
func TestDirectiveTooLong(t *testing.T) {
	src := v450 + "#if " + strings.Repeat("1+", maxOutTokens) + "1\n#endif\nvoid main(){}\n"
	_, d := run(t, src, Options{})
	got := strings.Join(diagStrings(d), "\n")
	want := fmt.Sprintf("t.comp:2:%d: error: directive longer than %d tokens", maxOutTokens+5, maxOutTokens)
	if got != want {
		t.Fatalf("got %q\nwant %q", got, want)
	}
}

// A macro's parameters are found by name in constant time: defining and
// calling a macro of n parameters is linear in n (it was quadratic: 150,000
// parameters took 30 s). The test compares 10x the parameters with 10x the
// time, with a margin a quadratic cost (100x) cannot meet.
func TestMacroManyParamsLinear(t *testing.T) {
	src := func(n int) string {
		var b strings.Builder
		b.WriteString(v450 + "#define M(")
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "a%d", i)
		}
		b.WriteString(") a0 a1\nint x = M(")
		b.WriteString(strings.Repeat("1,", n-1) + "2);\n")
		return b.String()
	}
	cost := func(n int) time.Duration {
		s := src(n)
		best := time.Duration(1 << 62)
		for i := 0; i < 3; i++ {
			start := time.Now()
			r, d := run(t, s, Options{})
			el := time.Since(start)
			if len(d.Diags) != 0 || texts(r) != "int x = 1 1 ;" {
				t.Fatalf("%d parameters: %v %q", n, diagStrings(d), texts(r))
			}
			best = min(best, el)
		}
		return best
	}
	small, large := cost(8000), cost(80000)
	if large > 40*small+50*time.Millisecond {
		t.Fatalf("8,000 parameters: %v; 80,000: %v (more than 40x: not linear)", small, large)
	}
}
