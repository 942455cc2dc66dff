package conformance

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestCompareEnginesRestores: a dispatch on both engines leaves the
// buffers of one dispatch (the second run starts from the bytes the
// first started from), two RUNs accumulate as two, and a buffer bound at
// two bindings stays one buffer.
func TestCompareEnginesRestores(t *testing.T) {
	src := header + `SHADER compute s GLSL
#version 450
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint n; uint v[]; };
layout(std430, binding = 1) buffer C { uint m; };
void main() {
  atomicAdd(n, 1u);
  v[gl_LocalInvocationIndex] += gl_LocalInvocationIndex;
  barrier();
  if (gl_LocalInvocationIndex == 0u) atomicAdd(m, 1000u);
}
END
BUFFER out DATA_TYPE uint32 SIZE 65 FILL 1
PIPELINE compute p
  ATTACH s
  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 0
  BIND BUFFER out AS storage DESCRIPTOR_SET 0 BINDING 1
END
RUN p 1 1 1
RUN p 1 1 1
EXPECT out IDX 0 EQ 2129 1 3 5 7
`
	dev := &InterpDevice{CompareEngines: true}
	if rep := runScript(t, src, RunOptions{Compile: driver.CompileGLSL, Device: dev}); rep.Status != Pass {
		t.Errorf("%s", rep)
	}
}

// TestEngineDiff: each kind of difference between two runs is named, and
// identical runs have none.
func TestEngineDiff(t *testing.T) {
	engines := [2]interp.Engine{interp.EngineReference, interp.EngineFast}
	res := func(n int64, diags ...string) *interp.Result {
		r := &interp.Result{Instructions: n}
		for _, d := range diags {
			r.Diagnostics = append(r.Diagnostics, interp.Diagnostic{Kind: d, Count: 1})
		}
		return r
	}
	mem := func(b ...byte) [][]byte { return [][]byte{{1, 2}, b} }
	var noPrint, print1 [2]bytes.Buffer
	print1[1].WriteString("x\n")
	for _, c := range []struct {
		res     [2]*interp.Result
		errs    [2]error
		mem     [2][][]byte
		printed [2]bytes.Buffer
		want    string
	}{
		{[2]*interp.Result{res(5), res(5)}, [2]error{}, [2][][]byte{mem(3), mem(3)}, noPrint, ""},
		{[2]*interp.Result{res(5), res(5)}, [2]error{nil, errors.New("boom")}, [2][][]byte{mem(3), mem(3)}, noPrint, "error <nil> on the reference engine, boom on the fast engine"},
		{[2]*interp.Result{res(5), res(5)}, [2]error{}, [2][][]byte{mem(3, 4), mem(3, 5)}, noPrint, "bound memory 1 (buffers by set and binding, then images) differs from byte 1: 0x4 on the reference engine, 0x5"},
		{[2]*interp.Result{res(5), res(5)}, [2]error{}, [2][][]byte{mem(3, 4), mem(3)}, noPrint, "bound memory 1 has 2 bytes on the reference engine, 1"},
		{[2]*interp.Result{res(5), res(6)}, [2]error{}, [2][][]byte{mem(3), mem(3)}, noPrint, "5 lane-instructions on the reference engine, 6 on the fast engine"},
		{[2]*interp.Result{res(5, "a"), res(5, "b")}, [2]error{}, [2][][]byte{mem(3), mem(3)}, noPrint, "1 diagnostics on the reference engine, 1 on the fast engine; the first difference is at 0"},
		{[2]*interp.Result{res(5, "a"), res(5, "a", "b")}, [2]error{}, [2][][]byte{mem(3), mem(3)}, noPrint, "the first difference is at 1"},
		{[2]*interp.Result{res(5), res(5)}, [2]error{}, [2][][]byte{mem(3), mem(3)}, print1, "the DebugPrintf output differs"},
	} {
		got := engineDiff(engines, c.res, c.errs, c.mem, c.printed)
		if c.want == "" && got != "" || !strings.Contains(got, c.want) {
			t.Errorf("got %q, want %q", got, c.want)
		}
	}
}
