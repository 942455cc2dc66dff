package testtool

import (
	"testing"
	"time"
)

// HangLimit is how long a test waits for work that must finish before it
// calls it a hang: so generous that only a hang reaches it on any machine,
// however slow or loaded, so that no verdict depends on how fast the work
// went. Tests bound their work by its size (inputs, steps, programs),
// never by the clock.
const HangLimit = 5 * time.Minute

// NoHang runs f and fails the test, naming what hung, when f has not
// returned within HangLimit. f runs on another goroutine and must not
// call t.FailNow.
func NoHang(t testing.TB, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(HangLimit):
		t.Fatalf("hang: %s did not finish within %v", what, HangLimit)
	}
}
