package diag

import (
	"math/rand"
	"strings"
	"testing"
	"unicode/utf8"
)

// renderWhole is render without the cut of long lines: it splits the whole
// line, which a line of millions of characters made cost gigabytes.
func renderWhole(line string, col int) (text, mark string) {
	if col < 1 {
		col = 1
	}
	ps := splitPieces(line)
	at := col - 1 // the piece under the caret (may be past the end)
	lo, hi := 0, len(ps)
	if piecesWidth(ps) > MaxLineWidth {
		lo = max(0, min(at, len(ps))-MaxLineWidth/2)
		hi = lo
		for w := 0; hi < len(ps) && w+len(ps[hi].pad) <= MaxLineWidth; hi++ {
			w += len(ps[hi].pad)
		}
	}
	var tb, mb strings.Builder
	if lo > 0 {
		tb.WriteString("...")
		mb.WriteString("   ")
	}
	for k := lo; k < hi; k++ {
		tb.WriteString(ps[k].text)
		if k < at {
			mb.WriteString(ps[k].pad)
		}
	}
	if hi < len(ps) {
		tb.WriteString("...")
	}
	for k := len(ps); k < at; k++ {
		mb.WriteByte(' ') // a column past the end of the line
	}
	mb.WriteByte('^')
	return tb.String(), mb.String()
}

// render cuts a long line before splitting it and shows exactly what
// splitting the whole line showed, for lines of every kind and carets
// anywhere (past the end included).
func TestRenderLongLinesCut(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	alphabet := []string{"a", "+", "\t", "é", "\x01", "中", " "}
	for i := 0; i < 400; i++ {
		n := r.Intn(1200)
		var b strings.Builder
		for j := 0; j < n; j++ {
			b.WriteString(alphabet[r.Intn(len(alphabet))])
		}
		line := b.String()
		col := r.Intn(utf8.RuneCountInString(line)+20) + 1
		gt, gm := render(line, col)
		wt, wm := renderWhole(line, col)
		if gt != wt || gm != wm {
			t.Fatalf("line %q col %d:\ngot  %q\n     %q\nwant %q\n     %q", line, col, gt, gm, wt, wm)
		}
	}
	// a 12 MB line costs what its window costs
	long := strings.Repeat("1+", 6<<20)
	allocs := testing.AllocsPerRun(1, func() { render(long, 6<<20) })
	if allocs > 1000 {
		t.Fatalf("rendering a 12 MB line: %v allocations", allocs)
	}
}
