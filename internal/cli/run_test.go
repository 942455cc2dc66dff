package cli

import (
	"encoding/binary"
	"encoding/json"
	"strings"
	"testing"
)

func TestBufferSpecs(t *testing.T) {
	for _, c := range []struct {
		spec string
		typ  string
		want []string
	}{
		{"0=uint:fill:7:3", "uint", []string{"7", "7", "7"}},
		{"2.5=int16:series:-2:2:4", "int16", []string{"-2", "0", "2", "4"}},
		{"1=float:data:1.5,-0.25,3", "float", []string{"1.5", "-0.25", "3"}},
		{"1=float16:data:1,65504,0.000061035156", "float16", []string{"1", "65504", "6.1035156e-05"}},
		{"0=int8:data:-128,127", "int8", []string{"-128", "127"}},
		{"0=uint64:data:18446744073709551615", "uint64", []string{"18446744073709551615"}},
		{"0=double:data:0.1", "double", []string{"0.1"}},
		// series values of a million and more are whole numbers too
		// (they were once formatted as 1e+06 and refused)
		{"0=uint:series:0:1000000:3", "uint", []string{"0", "1000000", "2000000"}},
		{"0=int64:series:-3000000000:1500000000:3", "int64", []string{"-3000000000", "-1500000000", "0"}},
		{"0=uint8:series:253:1:3", "uint8", []string{"253", "254", "255"}},
		{"0=float:series:0.1:0.2:3", "float", []string{"0.1", "0.3", "0.5"}},
		{"0=float16:series:65504:8:3", "float16", []string{"65504", "65504", "+Inf"}},
	} {
		s, err := parseBufferSpec(c.spec)
		if err != nil {
			t.Errorf("%s: %v", c.spec, err)
			continue
		}
		var got []string
		for off := 0; off < len(s.data); off += s.typ.size {
			got = append(got, formatValue(s.typ, s.data[off:]))
		}
		if s.typ.name != c.typ || strings.Join(got, " ") != strings.Join(c.want, " ") {
			t.Errorf("%s: type %s values %v, want %s %v", c.spec, s.typ.name, got, c.typ, c.want)
		}
	}
	if s, _ := parseBufferSpec("3.4=uint:fill:0:1"); s.set != 3 || s.binding != 4 {
		t.Error("S.B binding not parsed")
	}
	for _, bad := range []string{"x=uint:fill:0:1", "0", "0=uint", "0=vec4:fill:0:1", "0=uint:fill:-1:2", "0=int8:data:200",
		"0=uint:series:a:1:2", "0=uint:series:0:0.5:2", "0=uint8:series:254:1:3", "0=int8:series:-127:-1:3", "0=uint:series:1:-1:3", "0=uint:fill:1", "0=uint:nope:1", "0=float:data:", "0=uint:file:/nonexistent/x", "0=double:fill:0:33554433"} {
		if _, err := parseBufferSpec(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
}

// A float16 buffer value is rounded once, from the parsed float64
// (internal/f16 owns the rule; through float32 first, the last case would
// round twice, to the tie and then to 1), and printed back exactly.
func TestHalfValues(t *testing.T) {
	ht := elemTypes["float16"]
	for _, c := range []struct {
		text string
		want uint16
		back string
	}{
		{"1", 0x3c00, "1"}, {"-2", 0xc000, "-2"}, {"65520", 0x7c00, "+Inf"}, {"5.9604645e-08", 0x0001, "5.9604645e-08"},
		{"1.00048828125", 0x3c00, "1"}, {"1.000488281251", 0x3c01, "1.0009766"},
	} {
		b, err := encodeValue(ht, c.text)
		if err != nil {
			t.Fatal(err)
		}
		if got := binary.LittleEndian.Uint16(b); got != c.want {
			t.Errorf("float16 %s = %#04x, want %#04x", c.text, got, c.want)
		}
		if got := formatValue(ht, b); got != c.back {
			t.Errorf("float16 %#04x prints %s, want %s", c.want, got, c.back)
		}
	}
}

// TestRunScan runs the README example (as assembly, so no compiler is
// needed) at subgroup size 8; the expected sums were worked out by hand.
func TestRunScan(t *testing.T) {
	code, out, stderr := run(t, "", "run", "--subgroup-size", "8", "-b", "0=uint:series:1:1:16", "-b", "1=uint:fill:0:32", "testdata/scan.spvasm")
	want := "buffer 0.1 uint[32]:\n" +
		"       0: 1 3 6 10 15 21 28 36\n" +
		"       8: 9 19 30 42 55 69 84 100\n" +
		"      16: 4 4 4 4 4 4 4 4\n" +
		"      24: 4 4 4 4 4 4 4 4\n"
	if code != 0 || !strings.Contains(out, want) || !strings.Contains(out, "16 invocations") {
		t.Fatalf("exit %d\nstdout:\n%s\nstderr:\n%s", code, out, stderr)
	}
	// At size 16 the whole workgroup is one subgroup.
	code, out, _ = run(t, "", "run", "--format", "json", "--subgroup-size", "16", "-b", "0=uint:series:1:1:16", "-b", "1=uint:fill:0:32", "testdata/scan.spvasm")
	var rep struct {
		Buffers []struct {
			Values []json.Number `json:"values"`
		} `json:"buffers"`
		Invocations int64 `json:"invocations"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("json: exit %d err %v\n%s", code, err, out)
	}
	v := rep.Buffers[1].Values
	if v[15] != "136" || v[16] != "8" || rep.Invocations != 16 {
		t.Fatalf("size 16: prefix[15]=%s odd=%s invocations=%d", v[15], v[16], rep.Invocations)
	}
}

func TestRunPortability(t *testing.T) {
	code, out, _ := run(t, "", "run", "--subgroup-size", "all", "-b", "0=uint:series:1:1:16", "-b", "1=uint:fill:0:32", "testdata/scan.spvasm")
	if code != 1 || !strings.Contains(out, "NOT portable") || !strings.Contains(out, "buffer 0.1 differs between subgroup sizes 4 and 8") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}

func TestRunErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"run", "testdata/scan.spvasm", "-b", "0=uint:fill:0:16"}, 1, "no buffer given for set 0 binding 1 (Result)"},
		{[]string{"run", "--subgroup-size", "12", "testdata/scan.spvasm"}, 2, "power of two"},
		{[]string{"run", "--workgroups", "0,1", "testdata/scan.spvasm"}, 2, "positive integer"},
		{[]string{"run", "--schedule", "fifo", "testdata/scan.spvasm"}, 2, "in-order or random"},
		{[]string{"run", "-b", "0=uint:fill:0:16", "-b", "0=uint:fill:0:16", "testdata/scan.spvasm"}, 2, "given twice"},
		{[]string{"run", "--spec", "x=1", "testdata/scan.spvasm"}, 2, "want ID=VALUE"},
		{[]string{"run", "testdata/missing.spv"}, 1, "cannot read"},
		{[]string{"run", "cli_test.go"}, 2, "want a .comp, .spv, .spvasm or .nvcp"},
	} {
		code, _, stderr := run(t, "", c.args...)
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("%q: exit %d stderr %q; want %d %q", c.args, code, stderr, c.code, c.msg)
		}
	}
}
