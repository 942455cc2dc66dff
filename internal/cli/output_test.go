package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestJSONValues: values are JSON numbers where JSON holds them exactly
// (integers of up to 32 bits, finite floats as shortest round-trip
// decimals) and strings otherwise (64-bit integers, non-finite floats).
func TestJSONValues(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "id.comp")
	// The shader leaves the buffers as they are.
	os.WriteFile(comp, []byte("#version 450\nlayout(binding=0) buffer A { uint a[]; };\nvoid main(){}\n"), 0o644)
	for _, c := range []struct{ spec, want string }{
		{"int8:data:-128,127", `[-128,127]`},
		{"uint:data:0,4294967295", `[0,4294967295]`},
		{"int:data:-2147483648", `[-2147483648]`},
		{"uint64:data:18446744073709551615,1", `["18446744073709551615","1"]`},
		{"int64:data:-9007199254740993", `["-9007199254740993"]`},
		{"float:data:0.1,-2.5,1e30,0", `[0.1,-2.5,1e+30,0]`},
		{"double:data:0.1,5e-324", `[0.1,5e-324]`},
		{"float16:data:0.1,65504", `[0.099975586,65504]`},
		{"float:data:nan,inf,-inf", `["NaN","+Inf","-Inf"]`},
	} {
		code, out, stderr := run(t, "", "run", "--format", "json", "-b", "0="+c.spec, comp)
		var rep struct {
			Buffers []struct {
				Values json.RawMessage `json:"values"`
			} `json:"buffers"`
			Device string `json:"device"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 || len(rep.Buffers) != 1 {
			t.Fatalf("%s: exit %d, %v\n%s%s", c.spec, code, err, out, stderr)
		}
		var compact strings.Builder
		for _, f := range strings.Fields(string(rep.Buffers[0].Values)) {
			compact.WriteString(f)
		}
		if compact.String() != c.want || rep.Device != "interpreter" {
			t.Errorf("%s: values %s device %q, want %s on the interpreter", c.spec, compact.String(), rep.Device, c.want)
		}
	}
}

// TestBufferSummary: a buffer of more than 64 values prints its first 32
// and last 16 (rounded to whole rows) unless --full is given; the summary
// line names the interpreter.
func TestBufferSummary(t *testing.T) {
	dir := t.TempDir()
	comp := filepath.Join(dir, "id.comp")
	os.WriteFile(comp, []byte("#version 450\nlayout(binding=0) buffer A { uint a[]; };\nvoid main(){}\n"), 0o644)
	code, out, _ := run(t, "", "run", "-b", "0=uint:series:0:1:100", comp)
	want := "buffer 0.0 uint[100]:\n" +
		"       0: 0 1 2 3 4 5 6 7\n       8: 8 9 10 11 12 13 14 15\n      16: 16 17 18 19 20 21 22 23\n      24: 24 25 26 27 28 29 30 31\n" +
		"     ...: 48 values left out (--full prints every value)\n" +
		"      80: 80 81 82 83 84 85 86 87\n      88: 88 89 90 91 92 93 94 95\n      96: 96 97 98 99\n" +
		"interpreter: fast engine, subgroup size 32, 1 invocations, "
	if code != 0 || !strings.HasPrefix(out, want) {
		t.Fatalf("exit %d\n%s\nwant a prefix\n%s", code, out, want)
	}
	code, out, _ = run(t, "", "run", "--full", "-b", "0=uint:series:0:1:100", comp)
	for i := 0; i < 100; i += 8 {
		if !strings.Contains(out, fmt.Sprintf("\n  %6d: %d ", i, i)) && !strings.HasPrefix(out, "buffer 0.0 uint[100]:\n       0: 0 ") {
			t.Fatalf("--full: row %d missing\n%s", i, out)
		}
	}
	if code != 0 || strings.Contains(out, "left out") {
		t.Fatalf("--full summarised:\n%s", out)
	}
	// 64 values print whole.
	if _, out, _ := run(t, "", "run", "-b", "0=uint:series:0:1:64", comp); strings.Contains(out, "left out") || !strings.Contains(out, "\n      56: 56 ") {
		t.Fatalf("64 values summarised:\n%s", out)
	}
}

// TestPortabilityElements: --subgroup-size all counts the differing
// elements in the buffer's type and lists the first eight indices.
func TestPortabilityElements(t *testing.T) {
	code, out, _ := run(t, "", "run", "--subgroup-size", "all", "-b", "0=uint:series:1:1:16", "-b", "1=uint:fill:0:32", "testdata/scan.spvasm")
	// Size 4 against 8: the sums differ at 4..7 and 12..15 of the first 16
	// (4-lane subgroups restart twice as often), and all 16 ballot counts
	// (2 odd values per 4 lanes, 4 per 8): 8 + 16 = 24 of 32.
	if want := "  buffer 0.1 differs between subgroup sizes 4 and 8 in 24 of 32 uint elements: 4 5 6 7 12 13 14 15 ...\n"; code != 1 || !strings.Contains(out, want) {
		t.Fatalf("exit %d\n%s\nwant %q", code, out, want)
	}
	// As uint16, element i covers bytes 2i..2i+1: twice the elements.
	_, out, _ = run(t, "", "run", "--subgroup-size", "all", "-b", "0=uint:series:1:1:16", "-b", "1=uint16:fill:0:64", "testdata/scan.spvasm")
	if want := "in 24 of 64 uint16 elements: 8 10 12 14 24 26 28 30 ...\n"; !strings.Contains(out, want) {
		t.Fatalf("%s\nwant %q", out, want)
	}
}
