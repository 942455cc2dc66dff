package testtool

import (
	"sync"
	"testing"
)

// Progress logs a heavy suite's progress: one line per tenth of its work
// ("TestDifferential: 120 of 300 programs"). With go test -v, which
// scripts/test-all.sh uses for the heavy packages, the lines appear as the
// suite runs; otherwise only in a failure's log. It is safe for
// concurrent use.
type Progress struct {
	t           testing.TB
	what        string
	total, done int
	next        int // the count at which the next line is due
	mu          sync.Mutex
}

// NewProgress starts the count of total units called what ("programs").
func NewProgress(t testing.TB, total int, what string) *Progress {
	t.Helper()
	p := &Progress{t: t, what: what, total: total}
	p.next = p.step()
	t.Logf("%s: 0 of %d %s", t.Name(), total, what)
	return p
}

func (p *Progress) step() int { return max(1, p.total/10) }

// Add counts n more units done.
func (p *Progress) Add(n int) {
	p.t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done += n
	if p.done >= p.next || p.done == p.total {
		p.t.Logf("%s: %d of %d %s", p.t.Name(), p.done, p.total, p.what)
		for p.next <= p.done {
			p.next += p.step()
		}
	}
}
