package driver

import (
	"bytes"
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// printfShader prints per-invocation values with debugPrintfEXT
// (GL_EXT_debug_printf) from main, a called function, a branch and a loop
// increment.
const printfShader = `#version 450
#extension GL_EXT_debug_printf : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : enable
layout(local_size_x = 4) in;
layout(binding = 0) buffer B { float f[]; } b;

void show(int k, vec2 v) {
  debugPrintfEXT("show k=%d v=%v2f", k, v);
}

void main() {
  uint i = gl_LocalInvocationID.x;
  int s = int(i) - 2;
  debugPrintfEXT("i=%u s=%i x=%04x o=%o 100%%", i, s, i * 255u, i + 8u);
  debugPrintfEXT("f=%5.2f e=%e g=%g d=%f", b.f[i], b.f[i] * 1000.0, float(s) / 4.0, double(i) / 3.0);
  debugPrintfEXT("l=%lu ld=%ld wg=%v3u", uint64_t(i) << 40, int64_t(s), gl_WorkGroupID);
  if (s > 0) {
    show(s, vec2(b.f[i], -1.5));
  }
  for (int j = 0; j < 2; j++, debugPrintfEXT("j=%d", j)) {
  }
  b.f[i] = float(i);
}
`

// printfWant is what the interpreter prints for printfShader with
// b.f = {0.5, 1.5, 2.5, 3.5}: each call prints the active invocations in
// order.
const printfWant = `[wg 0,0,0 local 0,0,0] i=0 s=-2 x=0000 o=10 100%
[wg 0,0,0 local 1,0,0] i=1 s=-1 x=00ff o=11 100%
[wg 0,0,0 local 2,0,0] i=2 s=0 x=01fe o=12 100%
[wg 0,0,0 local 3,0,0] i=3 s=1 x=02fd o=13 100%
[wg 0,0,0 local 0,0,0] f= 0.50 e=5.000000e+02 g=-0.5 d=0.000000
[wg 0,0,0 local 1,0,0] f= 1.50 e=1.500000e+03 g=-0.25 d=0.333333
[wg 0,0,0 local 2,0,0] f= 2.50 e=2.500000e+03 g=0 d=0.666667
[wg 0,0,0 local 3,0,0] f= 3.50 e=3.500000e+03 g=0.25 d=1.000000
[wg 0,0,0 local 0,0,0] l=0 ld=-2 wg=0, 0, 0
[wg 0,0,0 local 1,0,0] l=1099511627776 ld=-1 wg=0, 0, 0
[wg 0,0,0 local 2,0,0] l=2199023255552 ld=0 wg=0, 0, 0
[wg 0,0,0 local 3,0,0] l=3298534883328 ld=1 wg=0, 0, 0
[wg 0,0,0 local 3,0,0] show k=1 v=3.500000, -1.500000
[wg 0,0,0 local 0,0,0] j=1
[wg 0,0,0 local 1,0,0] j=1
[wg 0,0,0 local 2,0,0] j=1
[wg 0,0,0 local 3,0,0] j=1
[wg 0,0,0 local 0,0,0] j=2
[wg 0,0,0 local 1,0,0] j=2
[wg 0,0,0 local 2,0,0] j=2
[wg 0,0,0 local 3,0,0] j=2
`

// runPrintf runs a module on the interpreter and returns its DebugPrintf
// output and the buffer it leaves.
func runPrintf(t *testing.T, words []uint32) (string, []byte) {
	t.Helper()
	buf := make([]byte, 16)
	for i, v := range []float32{0.5, 1.5, 2.5, 3.5} {
		binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(v))
	}
	p, err := interp.Load(spirv.Encode(words))
	if err != nil {
		t.Fatalf("interp.Load: %v", err)
	}
	var out bytes.Buffer
	res, err := p.Run(interp.Config{SubgroupSize: 8, Workers: 1, Buffers: map[[2]uint32][]byte{{0, 0}: buf}, Printf: &out})
	if err != nil {
		t.Fatalf("interp.Run: %v", err)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("interpreter diagnostic: %s", d)
	}
	return out.String(), buf
}

// TestDebugPrintf compiles printfShader for every Vulkan environment, with
// and without -O, checks it with spirv-val, runs it on the interpreter and
// compares the printed lines with the expected ones and with what
// glslangValidator's module prints.
func TestDebugPrintf(t *testing.T) {
	val := testtool.Require(t, "spirv-val")
	dir := t.TempDir()
	for _, env := range []string{"vulkan1.0", "vulkan1.1", "vulkan1.2", "vulkan1.3"} {
		for _, optimize := range []bool{false, true} {
			var diags diag.List
			res := Compile("printf.comp", []byte(printfShader), Options{PP: pp.Options{Vulkan: true}, TargetEnv: targetenv.MustCompiler(env), Optimize: optimize}, &diags)
			if res.Words == nil {
				t.Fatalf("%s: %v", env, diags.Diags)
			}
			path := filepath.Join(dir, "printf.spv")
			if err := os.WriteFile(path, spirv.Encode(res.Words), 0o644); err != nil {
				t.Fatal(err)
			}
			if msg, err := exec.Command(val, "--target-env", env, path).CombinedOutput(); err != nil {
				t.Fatalf("spirv-val --target-env %s (optimize %v): %v\n%s", env, optimize, err, msg)
			}
			got, buf := runPrintf(t, res.Words)
			if got != printfWant {
				t.Errorf("%s (optimize %v) prints\n%s\nwant\n%s", env, optimize, got, printfWant)
			}
			if f := math.Float32frombits(binary.LittleEndian.Uint32(buf[12:])); f != 3 {
				t.Errorf("%s: b.f[3] = %v, want 3", env, f)
			}
		}
	}

	tool := testtool.Require(t, "glslangValidator")
	src := filepath.Join(dir, "printf.comp")
	spv := filepath.Join(dir, "glslang.spv")
	if err := os.WriteFile(src, []byte(printfShader), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(tool, "-V", "--target-env", "vulkan1.1", "-o", spv, src).CombinedOutput(); err != nil {
		t.Fatalf("glslangValidator: %v\n%s", err, out)
	}
	data, err := os.ReadFile(spv)
	if err != nil {
		t.Fatal(err)
	}
	ref, err := spirv.Words(data)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := runPrintf(t, ref); got != printfWant {
		t.Errorf("glslang's module prints\n%s\nwant (as ours)\n%s", got, printfWant)
	}
}
