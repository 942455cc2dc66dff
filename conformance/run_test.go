package conformance

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
)

// fakeDevice runs a Go function for each dispatch.
type fakeDevice struct {
	fn    func(d *Dispatch) (*DispatchResult, error)
	calls []*Dispatch
}

func (f *fakeDevice) Info() DeviceInfo {
	return DeviceInfo{Name: "fake", MinSubgroupSize: 8, MaxSubgroupSize: 64, DefaultSubgroupSize: 16}
}

func (f *fakeDevice) Supports(k RequirementKind, name string) bool { return name != "missingFeature" }

func (f *fakeDevice) Dispatch(d *Dispatch) (*DispatchResult, error) {
	f.calls = append(f.calls, d)
	if f.fn == nil {
		return &DispatchResult{}, nil
	}
	return f.fn(d)
}

// fakeShader is a SPIRV-HEX shader: the fake device never reads it.
const fakeShader = "SHADER compute s SPIRV-HEX\n03 02 23 07\nEND\n"

func runScript(t *testing.T, src string, opts RunOptions) *Report {
	t.Helper()
	s, err := Parse("t.amber", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s.Run(opts)
}

// writeIndex stores i at element i of the first binding (uint32).
func writeIndex(d *Dispatch) (*DispatchResult, error) {
	b := d.Buffers[0].Data
	for i := 0; i+4 <= len(b); i += 4 {
		put(b, i, Scalar{Uint, 32}, uint64(i/4))
	}
	return &DispatchResult{}, nil
}

const outPipe = header + fakeShader + "BUFFER out DATA_TYPE uint32 SIZE 8 FILL 0\n" +
	"PIPELINE compute p\n  ATTACH s\n  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 0\nEND\nRUN p 1 1 1\n"

func TestRunExpectMessages(t *testing.T) {
	dev := &fakeDevice{fn: writeIndex}
	rep := runScript(t, outPipe+
		"EXPECT out IDX 0 EQ 0 1 5 3 9\n"+
		"EXPECT out IDX 8 EQ 2 3\n"+
		"EXPECT out IDX 28 GT 7\n"+
		"EXPECT out IDX 4 LE 1 2 2\n", RunOptions{Device: dev})
	if rep.Status != Fail {
		t.Fatalf("status %v", rep.Status)
	}
	want := []struct {
		st  Status
		msg string
	}{
		{Pass, ""},
		{Fail, "2 of 5 values differ: value 2 (byte 8): expected 5, got 2; value 4 (byte 16): expected 9, got 4"},
		{Pass, ""},
		{Fail, "1 of 1 values differ: value 0 (byte 28): expected > 7, got 7"},
		{Fail, "1 of 3 values differ: value 2 (byte 12): expected <= 2, got 3"},
	}
	if len(rep.Results) != len(want) {
		t.Fatalf("%d results: %v", len(rep.Results), rep)
	}
	for i, w := range want {
		if r := rep.Results[i]; r.Status != w.st || r.Message != w.msg {
			t.Errorf("result %d: %v %q, want %v %q", i, r.Status, r.Message, w.st, w.msg)
		}
	}
	s := rep.String()
	if !strings.HasPrefix(s, "FAIL t.amber\n  t.amber:11:1: EXPECT out IDX 0 EQ 0 1 5 3 9: 2 of 5 values differ") {
		t.Errorf("report:\n%s", s)
	}
}

func TestRunMismatchLimit(t *testing.T) {
	dev := &fakeDevice{fn: writeIndex}
	rep := runScript(t, outPipe+"EXPECT out IDX 0 EQ 9 9 9 9 9 9 9 9\n", RunOptions{Device: dev, MaxMismatches: 2})
	want := "8 of 8 values differ: value 0 (byte 0): expected 9, got 0; value 1 (byte 4): expected 9, got 1; ..."
	if got := rep.Results[1].Message; got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestRunFloatsAndTolerance(t *testing.T) {
	src := header + "BUFFER f DATA_TYPE float DATA 1 2.5 -3 100 END\n" +
		"BUFFER g DATA_TYPE float DATA 1 2.5 -3 101 END\n" +
		"BUFFER h DATA_TYPE vec2<float> DATA 1 10 END\n" +
		"BUFFER k DATA_TYPE float DATA inf -inf nan END\n" +
		"EXPECT f IDX 0 EQ 1 2.5 -3 100\n" + // pass
		"EXPECT f IDX 12 EQ 100.001\n" + // fail: beyond Amber's relative 1e-8
		"EXPECT f IDX 12 EQ 100.0000005\n" + // pass: within it (float 100 is 5e-9 away)
		"EXPECT f IDX 0 EQ 1.0000001\n" + // fail: the float nearest is 1+2^-23, 1.2e-7 away
		"EXPECT f IDX 12 TOLERANCE 0.01 EQ 100.001\n" + // pass
		"EXPECT f IDX 12 TOLERANCE 1% EQ 101\n" + // pass: 1% of 101
		"EXPECT f IDX 12 TOLERANCE 0.5% EQ 101\n" + // fail
		"EXPECT h IDX 0 TOLERANCE 0 1 EQ 1 11\n" + // fail: Amber applies the first tolerance to every value
		"EXPECT h IDX 0 TOLERANCE 1 0 EQ 1 11\n" + // pass
		"EXPECT f IDX 0 TOLERANCE 2 EQ 3\n" + // pass
		"EXPECT k IDX 0 EQ inf -inf nan\n" + // pass: equal infinities, NaN equals NaN
		"EXPECT k IDX 0 EQ inf inf 1\n" + // fail
		"EXPECT f IDX 4 NE 2.4\n" + // pass
		"EXPECT f IDX 8 LT -2\n" + // pass
		"EXPECT f EQ_BUFFER g\n" + // fail
		"EXPECT f RMSE_BUFFER g TOLERANCE 0.5\n" + // pass: sqrt(1/4)
		"EXPECT f RMSE_BUFFER g TOLERANCE 0.4\n" + // fail
		"EXPECT f EQ_BUFFER h\n" // fail: layouts
	rep := runScript(t, src, RunOptions{Device: &fakeDevice{}})
	want := []string{"", "1 of 1 values differ: value 0 (byte 12): expected 100.001, got 100", "",
		"1 of 1 values differ: value 0 (byte 0): expected 1.0000001, got 1", "", "",
		"1 of 1 values differ: value 0 (byte 12): expected 101, got 100",
		"1 of 2 values differ: value 1 (byte 4): expected 11, got 10", "", "", "",
		"2 of 3 values differ: value 1 (byte 4): expected +Inf, got -Inf; value 2 (byte 8): expected 1, got NaN", "", "",
		"1 of 4 values differ: element 3 component 0 (byte 12): f has 100, g has 101", "",
		"root mean square error 0.5 is greater than the tolerance 0.4",
		"buffers f (float STD430) and h (vec2<float> STD430) have different element layouts"}
	if len(rep.Results) != len(want) {
		t.Fatalf("%d results\n%s", len(rep.Results), rep)
	}
	for i, w := range want {
		if got := rep.Results[i].Message; got != w {
			t.Errorf("result %d (%s): got %q, want %q", i, rep.Results[i].Command, got, w)
		}
	}
}

func TestRunDispatchParameters(t *testing.T) {
	dev := &fakeDevice{}
	src := header + fakeShader +
		"SET ENGINE_DATA fence_timeout_ms 250\n" +
		"BUFFER a DATA_TYPE uint32 SIZE 16 SERIES_FROM 0 INC_BY 1\n" +
		"BUFFER pc DATA_TYPE uint32 DATA 42 END\n" +
		"PIPELINE compute p\n  ATTACH s ENTRY_POINT go SPECIALIZE 3 AS int32 -2 SPECIALIZE 4 AS float 1.5\n" +
		"  BIND BUFFER a AS storage_dynamic DESCRIPTOR_SET 1 BINDING 2 OFFSET 8 DESCRIPTOR_OFFSET 4 DESCRIPTOR_RANGE 20\n" +
		"  BIND BUFFER a AS uniform BINDING 7\n" +
		"  BIND BUFFER pc AS push_constant\nEND\n" +
		"DERIVE_PIPELINE q FROM p\n  ATTACH s SPECIALIZE 3 AS int32 5\n  SUBGROUP s\n    REQUIRED_SIZE 32\n    FULLY_POPULATED on\n  END\nEND\n" +
		"DERIVE_PIPELINE lo FROM p\n  SUBGROUP s\n    REQUIRED_SIZE MIN\n  END\nEND\n" +
		"DERIVE_PIPELINE hi FROM p\n  SUBGROUP s\n    REQUIRED_SIZE MAX\n  END\nEND\n" +
		"RUN p 3 2 1\nRUN q 1 1 1\nRUN lo 1 1 1\nRUN hi 1 1 1\n"
	rep := runScript(t, src, RunOptions{Device: dev, SubgroupSize: 8})
	if rep.Status != Pass || len(dev.calls) != 4 {
		t.Fatalf("%v, %d calls", rep, len(dev.calls))
	}
	d := dev.calls[0]
	if d.Entry != "go" || d.Workgroups != [3]uint32{3, 2, 1} || d.SubgroupSize != 8 || d.FullSubgroups ||
		d.Timeout != 250*time.Millisecond || string(d.PushConstants) != "\x2a\x00\x00\x00" {
		t.Errorf("dispatch %+v", d)
	}
	if len(d.Spec) != 2 || d.Spec[0].ID != 3 || d.Spec[0].Value.Bits != 0xfffffffe || d.Spec[1].Value.Bits != 0x3fc00000 {
		t.Errorf("spec %+v", d.Spec)
	}
	if len(d.Buffers) != 2 {
		t.Fatalf("buffers %+v", d.Buffers)
	}
	b0, b1 := d.Buffers[0], d.Buffers[1]
	if b0.Set != 1 || b0.Binding != 2 || b0.Kind != "storage_dynamic" || len(b0.Data) != 20 || b0.Data[0] != 3 ||
		b0.Offset != 4 || b0.DynamicOffset != 8 || b0.Range != 20 || b0.Memory != 0 ||
		b1.Set != 0 || b1.Binding != 7 || len(b1.Data) != 64 || b1.Memory != 0 || b1.Range != -1 || len(d.Memory) != 1 || len(d.Memory[0]) != 64 {
		t.Errorf("bindings %+v", d.Buffers)
	}
	if q := dev.calls[1]; q.SubgroupSize != 32 || !q.FullSubgroups || len(q.Spec) != 2 || q.Spec[0].Value.Bits != 5 || q.Spec[1].ID != 4 {
		t.Errorf("derived dispatch %+v", q)
	}
	if dev.calls[2].SubgroupSize != 8 || dev.calls[3].SubgroupSize != 64 {
		t.Errorf("MIN/MAX sizes %d %d", dev.calls[2].SubgroupSize, dev.calls[3].SubgroupSize)
	}
}

func TestRunRepeatCopy(t *testing.T) {
	n := 0
	dev := &fakeDevice{fn: func(d *Dispatch) (*DispatchResult, error) {
		n++
		b := d.Buffers[0].Data
		put(b, 0, Scalar{Uint, 32}, get(b, 0, Scalar{Uint, 32})+1)
		return &DispatchResult{}, nil
	}}
	src := header + fakeShader + "BUFFER c DATA_TYPE uint32 DATA 10 END\nBUFFER snap FORMAT R32_UINT\n" +
		"PIPELINE compute p\n  ATTACH s\n  BIND BUFFER c AS storage BINDING 0\nEND\n" +
		"REPEAT 4\n  RUN p 1 1 1\n  COPY c TO snap\nEND\nEXPECT c IDX 0 EQ 14\nEXPECT snap IDX 0 EQ 14\n" +
		"REPEAT 0\n  RUN p 1 1 1\nEND\nEXPECT c IDX 0 EQ 14\n"
	rep := runScript(t, src, RunOptions{Device: dev})
	if rep.Status != Pass || n != 4 || len(rep.Results) != 7 {
		t.Errorf("%d dispatches\n%s", n, rep)
	}
}

func TestRunDeviceProblems(t *testing.T) {
	dev := &fakeDevice{fn: func(d *Dispatch) (*DispatchResult, error) {
		return &DispatchResult{Diagnostics: []string{"warning: something undefined"}}, nil
	}}
	rep := runScript(t, outPipe+"EXPECT out IDX 0 EQ 0\n", RunOptions{Device: dev})
	if rep.Status != Fail || rep.Results[0].Message != "the device reported 1 diagnostic(s)" || rep.Results[1].Status != Pass {
		t.Errorf("diagnostics:\n%s", rep)
	}
	if !strings.Contains(rep.String(), "    warning: something undefined\n") {
		t.Errorf("report lacks the diagnostic:\n%s", rep)
	}
	rep = runScript(t, outPipe+"EXPECT out IDX 0 EQ 0\n", RunOptions{Device: dev, AllowUndefined: true})
	if rep.Status != Pass {
		t.Errorf("AllowUndefined:\n%s", rep)
	}
	dev.fn = func(d *Dispatch) (*DispatchResult, error) { return nil, errors.New("device lost") }
	rep = runScript(t, outPipe+"EXPECT out IDX 0 EQ 0\n", RunOptions{Device: dev})
	if rep.Status != Fail || len(rep.Results) != 1 || rep.Results[0].Message != "device lost" {
		t.Errorf("device error:\n%s", rep)
	}
	src := header + fakeShader + "BUFFER out DATA_TYPE uint32 SIZE 2 FILL 0\n" +
		"PIPELINE compute p\n  ATTACH s\n  BIND BUFFER out AS storage BINDING 0 DESCRIPTOR_OFFSET 4 DESCRIPTOR_RANGE 8\nEND\nRUN p 1 1 1\n"
	rep = runScript(t, src, RunOptions{Device: &fakeDevice{}})
	if want := "t.amber:8:15: range 8 at offset 4 is beyond the end of buffer out (8 bytes)"; rep.Status != Fail || rep.Results[0].Message != want {
		t.Errorf("range:\n%s", rep)
	}
	src = header + fakeShader + "BUFFER out DATA_TYPE uint32 SIZE 2 FILL 0\n" +
		"PIPELINE compute p\n  ATTACH s\n  SUBGROUP s\n    REQUIRED_SIZE 128\n  END\nEND\nRUN p 1 1 1\n"
	rep = runScript(t, src, RunOptions{Device: &fakeDevice{}})
	if want := "t.amber:12:1: subgroup size 128 is outside the device's range 8..64"; rep.Status != Skip || rep.Reason != want {
		t.Errorf("subgroup size:\n%s", rep)
	}
}

func TestRunSkipAndUnsupported(t *testing.T) {
	rep := runScript(t, header+"DEVICE_FEATURE missingFeature\n", RunOptions{Device: &fakeDevice{}})
	if rep.Status != Skip || rep.Reason != "t.amber:2:16: device feature missingFeature is not supported by fake" {
		t.Errorf("skip: %v %q", rep.Status, rep.Reason)
	}
	for _, tc := range []struct{ src, want string }{
		{"SHADER geometry g GLSL\nvoid main() {}\nEND\n", "t.amber:2:8: graphics: geometry is not supported"},
		{fakeShader + "PIPELINE compute p\n  ATTACH s\n  FRAMEBUFFER_SIZE 8 8\nEND\n", "t.amber:7:3: graphics: FRAMEBUFFER_SIZE is not supported"},
		{"SHADER compute h HLSL\nEND\n", "t.amber:2:18: HLSL shaders are not supported"},
		{"SHADER compute k OPENCL-C\nEND\n", "t.amber:2:18: OpenCL C shaders are not supported"},
		{"SHADER ray_generation r GLSL\nEND\n", "t.amber:2:8: ray tracing pipelines are not supported"},
	} {
		s, err := Parse("t.amber", []byte(header+tc.src))
		if err != nil {
			t.Errorf("%s: %v", tc.src, err)
			continue
		}
		if s.Unsupported == nil || s.Unsupported.String() != tc.want {
			t.Errorf("%s: unsupported %v, want %s", tc.src, s.Unsupported, tc.want)
			continue
		}
		rep := s.Run(RunOptions{Device: &fakeDevice{}})
		if rep.Status != Fail || rep.Reason != tc.want {
			t.Errorf("%s: report %v %q", tc.src, rep.Status, rep.Reason)
		}
	}
}

func TestRunShaderErrors(t *testing.T) {
	src := header + "SHADER compute s GLSL\nvoid main() {}\nEND\nPIPELINE compute p\n  ATTACH s\nEND\n"
	rep := runScript(t, src, RunOptions{Device: &fakeDevice{}})
	if rep.Status != Fail || rep.Reason != "t.amber:2:1: shader s: no GLSL compiler configured" {
		t.Errorf("no compiler: %q", rep.Reason)
	}
	var gotEnv targetenv.Env
	compile := func(name, source string, env targetenv.Env) ([]byte, error) {
		gotEnv = env
		return nil, fmt.Errorf("%s: syntax error", name)
	}
	rep = runScript(t, src, RunOptions{Device: &fakeDevice{}, Compile: compile, TargetEnv: targetenv.MustCompiler("vulkan1.2")})
	if rep.Reason != "t.amber:2:1: shader s: s: syntax error" || gotEnv.Name != "vulkan1.2" || gotEnv.SPIRV != 0x00010500 {
		t.Errorf("compile error: %q (env %q)", rep.Reason, gotEnv)
	}
	asm := header + "SHADER compute s SPIRV-ASM\nOpCapability Shader\n  OpFrobnicate\nEND\nPIPELINE compute p\n  ATTACH s\nEND\n"
	rep = runScript(t, asm, RunOptions{Device: &fakeDevice{}})
	if rep.Status != Fail || !strings.HasPrefix(rep.Reason, "t.amber:4:3: shader s: ") {
		t.Errorf("assembly error: %q", rep.Reason)
	}
}

func TestSummary(t *testing.T) {
	s := &Summary{}
	s.Add(&Report{File: "a.amber", Status: Pass})
	s.Add(&Report{File: "b.amber", Status: Fail, Reason: "b.amber:1:1: bad"})
	s.Add(&Report{File: "c.amber", Status: Skip, Reason: "no feature"})
	want := "PASS a.amber\nFAIL b.amber: b.amber:1:1: bad\nSKIP c.amber: no feature\n1 passed, 1 failed, 1 skipped\n"
	if got := s.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	s.Reports[1].Results = []Result{{Line: 3, Command: "RUN p 1 1 1", Status: Fail, Message: "device lost"}}
	js, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	wantJSON := `{"reports":[{"file":"a.amber","status":"PASS"},{"file":"b.amber","status":"FAIL","reason":"b.amber:1:1: bad",` +
		`"results":[{"line":3,"command":"RUN p 1 1 1","status":"FAIL","message":"device lost"}]},` +
		`{"file":"c.amber","status":"SKIP","reason":"no feature"}],"passed":1,"failed":1,"skipped":1}`
	if string(js) != wantJSON {
		t.Errorf("JSON\n%s\nwant\n%s", js, wantJSON)
	}
}
