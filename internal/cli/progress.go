package cli

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// Progress display for long runs: after progressDelay a line on standard
// error shows what is running and for how long, redrawn in place every
// progressTick, and erased when the run ends. Only when standard error is
// a terminal, so pipes and logs never see it.
const (
	progressDelay = time.Second
	progressTick  = 250 * time.Millisecond
)

// isTerminal reports whether w is a character device (a terminal).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// progressLine is the text of the progress line: the file, the run's
// shape and the time so far.
func progressLine(file string, sizes []int, workgroups [3]uint32, elapsed time.Duration) string {
	size := fmt.Sprintf("subgroup size %d", sizes[0])
	if len(sizes) > 1 {
		size = fmt.Sprintf("subgroup sizes %d to %d", sizes[0], sizes[len(sizes)-1])
	}
	n := uint64(workgroups[0]) * uint64(workgroups[1]) * uint64(workgroups[2])
	wg := "workgroups"
	if n == 1 {
		wg = "workgroup"
	}
	return fmt.Sprintf("glslc-nv: running %s (%s, %d %s) %.1f s", file, size, n, wg, elapsed.Seconds())
}

// amberProgressLine is the progress line of the i-th of n AmberScript
// files.
func amberProgressLine(file string, i, n int, elapsed time.Duration) string {
	return fmt.Sprintf("glslc-nv: running %s (script %d of %d) %.1f s", file, i+1, n, elapsed.Seconds())
}

// progress redraws a status line on w until stop is called.
type progress struct {
	w       io.Writer
	line    func(time.Duration) string
	start   time.Time
	done    chan struct{}
	wg      sync.WaitGroup
	written bool
}

// startProgress starts drawing line(elapsed) on w after delay, every tick.
func startProgress(w io.Writer, delay, tick time.Duration, line func(time.Duration) string) *progress {
	p := &progress{w: w, line: line, start: time.Now(), done: make(chan struct{})}
	p.wg.Add(1)
	go p.loop(delay, tick)
	return p
}

func (p *progress) loop(delay, tick time.Duration) {
	defer p.wg.Done()
	select {
	case <-p.done:
		return
	case <-time.After(delay):
	}
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		// \r returns to the start of the line, \x1b[K erases what is left
		// of a longer previous line.
		fmt.Fprintf(p.w, "\r%s\x1b[K", p.line(time.Since(p.start)))
		p.written = true
		select {
		case <-p.done:
			return
		case <-t.C:
		}
	}
}

// stop ends the display and erases the line if one was drawn.
func (p *progress) stop() {
	close(p.done)
	p.wg.Wait()
	if p.written {
		fmt.Fprint(p.w, "\r\x1b[K")
	}
}
