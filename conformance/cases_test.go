package conformance

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// knownInterpBugs lists case files that fail because of an interpreter bug
// (not a wrong expectation), with the reason. They still run, but are not
// counted as passing; a listed file that passes makes the test fail so the
// entry gets removed.
var knownInterpBugs = map[string]string{}

// TestCases runs every AmberScript file under cases/ on the interpreter,
// compiling GLSL with glslangValidator, and requires all to pass.
func TestCases(t *testing.T) {
	runCases(t, glslangCompiler(t))
}

// TestCasesGlslcNV runs the same files with GLSL compiled by glslc-nv.
func TestCasesGlslcNV(t *testing.T) {
	runCases(t, driver.CompileGLSL)
}

func runCases(t *testing.T, compile CompileFunc) {
	files, err := filepath.Glob(filepath.Join("cases", "*.amber"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no cases: %v", err)
	}
	dev := &InterpDevice{Config: interp.Config{Workers: 1}, CompareEngines: true}
	sum := &Summary{}
	for _, f := range files {
		rep := RunFile(f, RunOptions{Compile: compile, Device: dev})
		base := filepath.Base(f)
		if why, ok := knownInterpBugs[base]; ok {
			if rep.Status == Pass {
				t.Errorf("%s passes now; remove it from knownInterpBugs (%s)", base, why)
			} else {
				t.Logf("known interpreter bug in %s: %s\n%s", base, why, rep)
			}
			rep.Status = Fail
			sum.Add(rep)
			continue
		}
		sum.Add(rep)
		if rep.Status != Pass {
			t.Errorf("%s", strings.TrimRight(rep.String(), "\n"))
		}
	}
	t.Logf("\n%s", sum)
}

// TestCasesOtherSchedule runs the cases whose pipelines do not ask for a
// subgroup size again at subgroup size 4 with subgroups scheduled in a
// random order between barriers: their results must not depend on either.
func TestCasesOtherSchedule(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	compile := glslangCompiler(t)
	files, _ := filepath.Glob(filepath.Join("cases", "*.amber"))
	dev := &InterpDevice{Config: interp.Config{Workers: 1, Schedule: interp.Random, Seed: 7}, CompareEngines: true}
	n := 0
	for _, f := range files {
		if _, bug := knownInterpBugs[filepath.Base(f)]; bug {
			continue
		}
		s, err := ParseFile(f)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		fixed := false
		for _, p := range s.Pipelines {
			fixed = fixed || p.RequiredSubgroupSize != 0
		}
		if fixed {
			continue
		}
		n++
		if rep := s.Run(RunOptions{Compile: compile, Device: dev, SubgroupSize: 4}); rep.Status != Pass {
			t.Errorf("at subgroup size 4, random schedule: %s", strings.TrimRight(rep.String(), "\n"))
		}
	}
	t.Logf("%d cases rerun", n)
}
