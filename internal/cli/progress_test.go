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
		sizes []int
		wg    [3]uint32
		d     time.Duration
		want  string
	}{
		{[]int{32}, [3]uint32{1, 1, 1}, 1500 * time.Millisecond, "glslc-nv: running k.comp (subgroup size 32, 1 workgroup) 1.5 s"},
		{[]int{4, 8, 16, 32, 64, 128}, [3]uint32{4, 2, 3}, 61250 * time.Millisecond, "glslc-nv: running k.comp (subgroup sizes 4 to 128, 24 workgroups) 61.2 s"},
	} {
		if got := progressLine("k.comp", c.sizes, c.wg, c.d); got != c.want {
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
