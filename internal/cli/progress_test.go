package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestProgressLine(t *testing.T) {
	for _, c := range []struct {
		sizes       []int
		done, total int64
		d           time.Duration
		want        string
	}{
		{[]int{32}, 0, 1, 1500 * time.Millisecond, "glslc-nv: running k.comp (subgroup size 32): 0 of 1 workgroup, 1.5 s"},
		// 250 of 1000 in 2 s: 125/s, 750 left: 6 s.
		{[]int{32}, 250, 1000, 2 * time.Second, "glslc-nv: running k.comp (subgroup size 32): 250 of 1000 workgroups, 125/s, 6 s left, 2.0 s"},
		// 24 of 168 (24 workgroups at 7 runs) in 61.25 s: 0.39/s, 144 left: 367.5 s.
		{[]int{4, 8, 16, 32, 64, 128}, 24, 168, 61250 * time.Millisecond, "glslc-nv: running k.comp (subgroup sizes 4 to 128): 24 of 168 workgroups, 0.39/s, 6 min 08 s left, 61.2 s"},
		{[]int{8}, 10, 100000, 3 * time.Second, "glslc-nv: running k.comp (subgroup size 8): 10 of 100000 workgroups, 3.33/s, 8 h 19 min left, 3.0 s"},
	} {
		if got := progressLine("k.comp", c.sizes, c.done, c.total, c.d); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
}

func TestAmberProgressLine(t *testing.T) {
	if got, want := amberProgressLine("a.amber", 1, 3, 2*time.Second), "glslc-nv: running a.amber (script 2 of 3) 2.0 s"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestProgressDrawsAndErases(t *testing.T) {
	var b bytes.Buffer
	p := startProgress(&b, 0, time.Millisecond, func(time.Duration) string { return "working" })
	time.Sleep(20 * time.Millisecond)
	p.stop()
	out := b.String()
	if !strings.HasPrefix(out, "\rworking\x1b[K") || !strings.HasSuffix(out, "\r\x1b[K") {
		t.Fatalf("progress output %q", out)
	}
	// A run that ends before the delay draws nothing.
	b.Reset()
	p = startProgress(&b, time.Hour, time.Millisecond, func(time.Duration) string { return "working" })
	p.stop()
	if b.Len() != 0 {
		t.Fatalf("short run drew %q", b.String())
	}
}

func TestIsTerminal(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "f"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if isTerminal(f) || isTerminal(&bytes.Buffer{}) {
		t.Error("a file or a buffer taken for a terminal")
	}
	if dev, err := os.Open("/dev/null"); err == nil {
		defer dev.Close()
		if !isTerminal(dev) { // /dev/null is a character device too
			t.Error("/dev/null is a character device")
		}
	}
}
