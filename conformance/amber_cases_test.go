package conformance

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// amberCasesEnv names a directory holding Google Amber's own test cases
// (tests/cases of github.com/google/amber); scripts/amber-cases.sh
// extracts the ones without a graphics pipeline and sets it.
const amberCasesEnv = "GLSLC_NV_AMBER_CASES"

// amberUnsupported lists Amber cases this runner cannot run, each with a
// piece of the message the failure must carry. It is empty now: the
// draw_storage* files (compute pipelines despite their names) run since
// images and texel buffers do, and texture() in compute since it samples
// the base level; keep the mechanism for the next gap.
var amberUnsupported = map[string]string{}

// amberOpenCLCases are the files tests/run_tests.py lists in OPENCL_CASES
// and DXC_CASES: Amber itself suppresses them unless run with --use-opencl
// or --use-dxc, and glslc-nv has no OpenCL C or HLSL compiler.
var amberOpenCLCases = map[string]bool{
	"opencl_bind_buffer.amber": true, "opencl_c_copy.amber": true,
	"opencl_generated_push_constants.amber": true, "opencl_read_and_write_image3d_rgba32i.amber": true,
	"opencl_read_image.amber": true, "opencl_read_image_literal_sampler.amber": true,
	"opencl_set_arg.amber": true, "opencl_write_image.amber": true,
	"draw_triangle_list_hlsl.amber": true, "relative_includes_hlsl.amber": true,
}

// amberExpectFail is run_tests.py's rule: a file named *.expect_fail.amber
// passes when Amber reports a failure.
var amberExpectFail = regexp.MustCompile(`\.expect_fail\.amber$`)

// TestAmberCases runs Google Amber's AmberScript cases that have no
// graphics pipeline on the interpreter, GLSL compiled by glslc-nv as
// `glslc-nv run` does. Every file must end as Amber reports it (pass, or
// fail for an expect_fail file), except the suppressed and unsupported
// ones above, which must fail with their stated reason.
func TestAmberCases(t *testing.T) {
	dir := os.Getenv(amberCasesEnv)
	if dir == "" {
		t.Skipf("%s is not set: Amber's cases are not in this repository; run scripts/amber-cases.sh AMBER_CHECKOUT", amberCasesEnv)
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.amber"))
	if err != nil || len(files) == 0 {
		t.Fatalf("%s=%s holds no .amber files (%v)", amberCasesEnv, dir, err)
	}
	sort.Strings(files)
	dev := &InterpDevice{Config: interp.Config{Workers: 1}, CompareEngines: true}
	sum := &Summary{}
	n := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(src), "PIPELINE graphics") {
			continue // not compute-only
		}
		n++
		base := filepath.Base(f)
		rep := RunFile(f, RunOptions{Compile: driver.CompileGLSL, Device: dev})
		sum.Add(rep)
		text := strings.TrimRight(rep.String(), "\n")
		switch why, unsupported := amberUnsupported[base]; {
		case amberOpenCLCases[base]:
			if rep.Status == Pass {
				t.Logf("%s passes though Amber suppresses it by default", base)
			}
		case unsupported:
			if rep.Status == Pass {
				t.Errorf("%s passes now; remove it from amberUnsupported", base)
			} else if !strings.Contains(text, why) {
				t.Errorf("%s: want a failure saying %q, got\n%s", base, why, text)
			}
		case amberExpectFail.MatchString(base):
			if rep.Status != Fail {
				t.Errorf("%s is an expected failure but ended %v\n%s", base, rep.Status, text)
			}
		default:
			if rep.Status != Pass {
				t.Errorf("%s", text)
			}
		}
	}
	if n == 0 {
		t.Fatalf("%s=%s holds no file without a graphics pipeline", amberCasesEnv, dir)
	}
	t.Logf("%d files without a graphics pipeline:\n%s", n, sum)
}
