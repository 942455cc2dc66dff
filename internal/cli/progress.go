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
// subgroup size(s), how many of the run's workgroups are done, the rate
// and the time left at that rate, and the time so far.
func progressLine(file string, sizes []int, done, total int64, elapsed time.Duration) string {
	size := fmt.Sprintf("subgroup size %d", sizes[0])
	if len(sizes) > 1 {
		size = fmt.Sprintf("subgroup sizes %d to %d", sizes[0], sizes[len(sizes)-1])
	}
	wg := "workgroups"
	if total == 1 {
		wg = "workgroup"
	}
	line := fmt.Sprintf("glslc-nv: running %s (%s): %d of %d %s", file, size, done, total, wg)
	if secs := elapsed.Seconds(); done > 0 && secs > 0 && done < total {
		rate := float64(done) / secs
		left := time.Duration(float64(total-done) / rate * float64(time.Second))
		line += fmt.Sprintf(", %s/s, %s left", rateText(rate), durationText(left))
	}
	return line + fmt.Sprintf(", %.1f s", elapsed.Seconds())
}

// rateText writes a rate with two or three significant digits.
func rateText(r float64) string {
	switch {
	case r >= 100:
		return fmt.Sprintf("%.0f", r)
	case r >= 10:
		return fmt.Sprintf("%.1f", r)
	}
	return fmt.Sprintf("%.2f", r)
}

// durationText writes a time left: 42 s, 3 min 05 s, 2 h 10 min.
func durationText(d time.Duration) string {
	s := int64(d.Round(time.Second) / time.Second)
	switch {
	case s < 60:
		return fmt.Sprintf("%d s", s)
	case s < 3600:
		return fmt.Sprintf("%d min %02d s", s/60, s%60)
	}
	return fmt.Sprintf("%d h %02d min", s/3600, s%3600/60)
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
