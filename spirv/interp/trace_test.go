package interp

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// traceShader compiles examples/trace_diverge.comp with line numbers
// (the #line directive makes compileGLSL pass -g; it keeps the numbering).
func traceShader(t *testing.T) *Program {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(testtool.RepoRoot(), "examples", "trace_diverge.comp"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(src), "\n", "\n#line 2\n", 1)
	return mustLoad(t, compileGLSL(t, text))
}

// firstStep returns the first recorded step with opcode op at line.
func firstStep(t *testing.T, st *SubgroupTrace, op spirv.Op, line int) *TraceStep {
	t.Helper()
	for i := range st.Steps {
		if s := &st.Steps[i]; s.Op == op && s.Line == line {
			return s
		}
	}
	t.Fatalf("no %s step at line %d", op, line)
	return nil
}

// TestTraceRecords checks a recording of examples/trace_diverge.comp at
// subgroup size 8 against values worked by hand: lanes 0-2 take the if
// at line 12, lane i reads lane i^1 at line 16, even and odd lanes form
// the two partitions of lines 17-18.
func TestTraceRecords(t *testing.T) {
	p := traceShader(t)
	buf := make([]byte, 32)
	res, err := p.Run(Config{SubgroupSize: 8, Buffers: map[[2]uint32][]byte{{0, 0}: buf},
		Trace: &TraceOptions{FindWriter: &BufferByte{Set: 0, Binding: 0, Offset: 4*5 + 2}}})
	if err != nil {
		t.Fatal(err)
	}
	// w: lanes 0-2 read lane 7's copy of x, loaded only by lanes 0-2, so
	// a register lane 7 never wrote: 0
	want := []uint32{161, 122, 161, 122, 161, 122, 161, 122}
	for l, w := range want {
		if g := binary.LittleEndian.Uint32(buf[4*l:]); g != w {
			t.Errorf("v[%d] = %d, want %d", l, g, w)
		}
	}
	tr := res.Trace
	if tr == nil || len(tr.Subgroups) != 1 {
		t.Fatalf("trace: %+v", tr)
	}
	st := tr.Subgroups[0]
	if !st.Ran || st.Lanes != 8 || st.Truncated || int64(len(st.Steps)) != st.TotalSteps {
		t.Fatalf("subgroup trace: ran %v lanes %d truncated %v steps %d of %d", st.Ran, st.Lanes, st.Truncated, len(st.Steps), st.TotalSteps)
	}
	full := LaneMask{0xFF}
	br := firstStep(t, st, spirv.OpBranchConditional, 12)
	if br.Active != full {
		t.Errorf("branch at line 12: active %x, want all 8 lanes", br.Active)
	}
	add := firstStep(t, st, spirv.OpIAdd, 13)
	if add.Active != (LaneMask{0b111}) {
		t.Errorf("x + 1 at line 13: active %x, want lanes 0-2", add.Active)
	}
	if got := add.Values[:4]; !reflect.DeepEqual(got, []string{"1", "11", "21", ""}) {
		t.Errorf("x + 1 values %q", got)
	}
	rd := firstStep(t, st, spirv.OpGroupNonUniformShuffle, 14)
	if rd.Cross == nil || rd.Cross.Kind != "read" || !reflect.DeepEqual(rd.Cross.Source, []int{7, 7, 7, -1, -1, -1, -1, -1}) {
		t.Errorf("shuffle at line 14: %+v", rd.Cross)
	}
	if len(rd.Diags) != 3 || rd.Diags[0].Kind != "inactive-lane-read" || rd.Diags[2].Lane != 2 {
		t.Errorf("shuffle at line 14: diagnostics %+v, want one inactive-lane-read per lane 0-2", rd.Diags)
	}
	if !reflect.DeepEqual(rd.Values[:4], []string{"0", "0", "0", ""}) {
		t.Errorf("shuffle at line 14: values %q", rd.Values)
	}
	xor := firstStep(t, st, spirv.OpGroupNonUniformShuffleXor, 16)
	if xor.Active != full || xor.Cross == nil || !reflect.DeepEqual(xor.Cross.Source, []int{1, 0, 3, 2, 5, 4, 7, 6}) {
		t.Errorf("shuffleXor at line 16: active %x %+v", xor.Active, xor.Cross)
	}
	if !reflect.DeepEqual(xor.Values, []string{"11", "1", "30", "21", "50", "40", "70", "60"}) {
		t.Errorf("shuffleXor values %q", xor.Values)
	}
	parts := []int{0, 1, 0, 1, 0, 1, 0, 1}
	pa := firstStep(t, st, spirv.OpGroupNonUniformPartitionNV, 17)
	if pa.Cross == nil || pa.Cross.Kind != "group" || !reflect.DeepEqual(pa.Cross.Group, parts) {
		t.Errorf("partition at line 17: %+v", pa.Cross)
	}
	if pa.Values[1] != "(170, 0, 0, 0)" {
		t.Errorf("partition ballot of lane 1: %q, want (170, 0, 0, 0)", pa.Values[1])
	}
	pr := firstStep(t, st, spirv.OpGroupNonUniformIAdd, 18)
	if pr.Cross == nil || !reflect.DeepEqual(pr.Cross.Group, parts) || pr.Values[0] != "161" || pr.Values[1] != "122" {
		t.Errorf("partitioned add at line 18: %+v %q", pr.Cross, pr.Values)
	}
	bar := firstStep(t, st, spirv.OpControlBarrier, 19)
	if !bar.Barrier || bar.Scope != "workgroup" {
		t.Errorf("barrier at line 19: %+v", bar)
	}
	if w := tr.Writer; w == nil || w.Lane != 5 || w.LocalIndex != 5 || w.Subgroup != 0 {
		t.Errorf("writer of byte 22: %+v, want lane 5", w)
	}
}

// TestTraceSameResults: a traced run leaves the buffers and diagnostics
// of an untraced one, at several sizes and with several workgroups.
func TestTraceSameResults(t *testing.T) {
	p := traceShader(t)
	for _, S := range []int{4, 8, 16} {
		a, b := make([]byte, 4*8*3), make([]byte, 4*8*3)
		ra, err := p.Run(Config{SubgroupSize: S, Workgroups: [3]uint32{3, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: a}})
		if err != nil {
			t.Fatal(err)
		}
		rb, err := p.Run(Config{SubgroupSize: S, Workgroups: [3]uint32{3, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: b},
			Trace: &TraceOptions{Subgroups: []TraceTarget{{Workgroup: [3]uint32{2, 0, 0}, Subgroup: 1}, {Subgroup: 9}}}})
		if err != nil {
			t.Fatal(err)
		}
		if string(a) != string(b) || !reflect.DeepEqual(ra.Diagnostics, rb.Diagnostics) || ra.Instructions != rb.Instructions {
			t.Errorf("S=%d: traced run differs:\n%v\n%v", S, ra.Diagnostics, rb.Diagnostics)
		}
		if ra.Trace != nil {
			t.Errorf("S=%d: untraced run has a trace", S)
		}
		tr := rb.Trace.Subgroups
		if len(tr) != 2 || tr[1].Ran || len(tr[1].Steps) != 0 {
			t.Fatalf("S=%d: subgroup 9 does not exist but was recorded", S)
		}
		if got := tr[0].Ran; got != (S < 8) {
			t.Errorf("S=%d: subgroup 1 ran = %v", S, got)
		}
	}
}

// TestTraceLimit: the recording stops at MaxSteps, the count goes on.
func TestTraceLimit(t *testing.T) {
	p := traceShader(t)
	res, err := p.Run(Config{SubgroupSize: 8, Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 32)},
		Trace: &TraceOptions{MaxSteps: 5}})
	if err != nil {
		t.Fatal(err)
	}
	st := res.Trace.Subgroups[0]
	if len(st.Steps) != 5 || !st.Truncated || st.TotalSteps <= 5 || st.Steps[4].Index != 5 {
		t.Errorf("limit 5: %d steps recorded of %d, truncated %v", len(st.Steps), st.TotalSteps, st.Truncated)
	}
	var many []TraceTarget
	for i := 0; i < MaxTraceSubgroups+3; i++ {
		many = append(many, TraceTarget{Subgroup: i})
	}
	res, err = p.Run(Config{SubgroupSize: 4, Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 32)},
		Trace: &TraceOptions{Subgroups: many}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Trace.Subgroups) != MaxTraceSubgroups || res.Trace.Dropped != 3 {
		t.Errorf("%d subgroups recorded, %d dropped", len(res.Trace.Subgroups), res.Trace.Dropped)
	}
}

// BenchmarkTrace runs the treereduce workload (64K invocations) on one
// worker untraced, traced with nothing recorded (a subgroup that does
// not exist) and recording the first subgroup, so the cost of the traced
// loop and of the recording show separately.
func BenchmarkTrace(b *testing.B) {
	p := mustLoad(b, compileGLSL(b, benchShader(b, "treereduce")))
	for _, c := range []struct {
		name string
		tr   *TraceOptions
	}{
		{"off", nil},
		{"loop", &TraceOptions{Subgroups: []TraceTarget{{Subgroup: 1 << 20}}}},
		{"record", &TraceOptions{}},
	} {
		b.Run(c.name, func(b *testing.B) {
			buf := make([]byte, 4<<16)
			for i := 0; i < b.N; i++ {
				if _, err := p.Run(Config{Workgroups: [3]uint32{256, 1, 1}, Workers: 1, Trace: c.tr,
					Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestTraceWriterAtomic: FindWriter names the last atomic on the byte;
// in order, subgroup 1's lane 3 (local index 7 at size 4) adds last.
func TestTraceWriterAtomic(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint n; uint v[]; };
void main() {
    atomicAdd(n, 1u);
    v[gl_LocalInvocationIndex] = 1u;
}`))
	for _, c := range []struct {
		off           int
		sg, lane, loc int
		atomic        bool
	}{{1, 1, 3, 7, true}, {4 + 4*5, 1, 1, 5, false}} {
		buf := make([]byte, 4*9)
		res, err := p.Run(Config{SubgroupSize: 4, Buffers: map[[2]uint32][]byte{{0, 0}: buf},
			Trace: &TraceOptions{FindWriter: &BufferByte{Offset: c.off}}})
		if err != nil {
			t.Fatal(err)
		}
		w := res.Trace.Writer
		if w == nil || w.Subgroup != c.sg || w.Lane != c.lane || w.LocalIndex != c.loc || w.Atomic != c.atomic {
			t.Errorf("writer of byte %d: %+v", c.off, w)
		}
		if buf[0] != 8 {
			t.Errorf("n = %d", buf[0])
		}
	}
	res, err := p.Run(Config{SubgroupSize: 4, Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 4*9)},
		Trace: &TraceOptions{FindWriter: &BufferByte{Binding: 3}}})
	if err != nil || res.Trace.Writer != nil {
		t.Errorf("writer in an unbound binding: %v %+v", err, res.Trace.Writer)
	}
}

// TestLineInfoKeepsPromotion: a module with OpLine (glslangValidator -g,
// as run --trace compiles) keeps its variables in registers like the
// same module without: line and column numbers equal to a variable's id
// used to count as mentions of it. The treereduce workload's variables
// i and stride have ids that its line numbers hit.
func TestLineInfoKeepsPromotion(t *testing.T) {
	src, err := readBench("treereduce")
	if err != nil {
		t.Fatal(err)
	}
	nops := func(p *Program) (n int) {
		for _, in := range p.base.code {
			if in.op == xNop {
				n++
			}
		}
		return n
	}
	plain := mustLoad(t, compileGLSL(t, src))
	lines := mustLoad(t, compileGLSL(t, strings.Replace(src, "\n", "\n#line 2\n", 1)))
	if !hasOpLine(lines) {
		t.Fatal("the -g module has no OpLine")
	}
	if a, b := nops(plain), nops(lines); a == 0 || b != a {
		t.Errorf("forwarded copies: %d without line information, %d with", a, b)
	}
	for _, p := range []*Program{plain, lines} {
		buf := make([]byte, 4*256)
		for i := 0; i < 256; i++ {
			buf[4*i] = 1
		}
		if _, err := p.Run(Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
			t.Fatal(err)
		}
		if buf[0] != 0 || buf[1] != 1 { // 256 = 0x100
			t.Errorf("sum of 256 ones: bytes %v", buf[:4])
		}
	}
}

func hasOpLine(p *Program) bool {
	for _, s := range p.base.src {
		if s.line > 0 {
			return true
		}
	}
	return false
}
