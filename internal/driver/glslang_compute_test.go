package driver

import (
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/ir"
)

// The glslang 16 Vulkan SPIR-V tests of the compute stage: every .comp
// file its gtests (gtests/Spv.FromFile.cpp) compile for Vulkan, each with
// its fixture's target and expected outcome (its baseResults file: a
// module, or errors), as TestGlslang16Stages does for the other stages.
// An accepted module must pass the newest spirv-val; a refusal must be a
// positioned error. The disagreements that remain are listed, by name and
// reason, in testdata/glslang16_compute_known.txt; the test fails on a new
// one and on a listed file that now agrees, so the count stays true.
// Regenerate the list with
//
//	go test ./internal/driver -run 'TestGlslang16Compute$' -update-compute-known
//
// and review the diff.

var updateComputeKnown = flag.Bool("update-compute-known", false, "rewrite testdata/glslang16_compute_known.txt")

const computeKnownFile = "glslang16_compute_known.txt"

// computeResult is one compute case's outcome beside glslang's.
type computeResult struct {
	key    string // fixture/file
	want   bool   // glslang accepted it
	got    outcome
	agree  bool
	reason string // for a disagreement
}

// runGlslangCompute compiles the compute cases that keep returns true for.
func runGlslangCompute(t *testing.T, keep func(file string) bool) []computeResult {
	root := extractGlslang(t)
	val := testtool.NewerVal(t)
	if val == "" {
		val = testtool.Require(t, "spirv-val")
	}
	tmp := t.TempDir()
	var out []computeResult
	for _, c := range glslangCases(t, root) {
		if stageOfExt[filepath.Ext(c.file)] != ir.Compute || !keep(c.file) {
			continue
		}
		if c.fixture == "CompileVulkanToSpirvTestNoLink" {
			// glslang's compile-only mode (options().compileOnly: a module
			// of exported functions without main), which glslc has no
			// flag for
			continue
		}
		want, ok := glslangOutcome(root, c.file)
		if !ok {
			continue // no expected result (the fixture compares another output)
		}
		got := compileGlslangCase(t, root, c, ir.Compute, val, tmp)
		// the extracted tree's temporary folder is no part of a reason
		got.msg = strings.ReplaceAll(got.msg, root+string(filepath.Separator), "")
		r := computeResult{key: c.fixture + "/" + c.file, want: want, got: got, agree: got.accepted == want && !got.invalid}
		if !r.agree {
			switch {
			case got.invalid:
				r.reason = "invalid module: " + got.msg
			case want:
				r.reason = "glslc-nv refuses it: " + got.msg
			default:
				r.reason = "glslang refuses it; glslc-nv compiles it"
			}
		}
		out = append(out, r)
	}
	return out
}

// readComputeKnown reads the listed compute disagreements.
func readComputeKnown(t *testing.T) map[string]string {
	data, err := os.ReadFile(filepath.Join("testdata", computeKnownFile))
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, reason, ok := strings.Cut(line, ": ")
		if !ok || strings.TrimSpace(reason) == "" {
			t.Fatalf("%s: %q has no reason", computeKnownFile, line)
		}
		known[k] = reason
	}
	return known
}

// checkComputeResults compares results with the known list: a new
// disagreement fails, and so does a listed one that now agrees. It
// returns the number of agreements.
func checkComputeResults(t *testing.T, results []computeResult, known map[string]string) int {
	agree := 0
	for _, r := range results {
		_, listed := known[r.key]
		switch {
		case listed && r.agree:
			t.Errorf("%s: now agrees with glslang (accepted=%v): remove it from testdata/%s", r.key, r.want, computeKnownFile)
		case !listed && !r.agree:
			t.Errorf("%s: glslang accepted=%v, glslc-nv accepted=%v: %s", r.key, r.want, r.got.accepted, r.reason)
		case r.agree:
			agree++
		}
	}
	return agree
}

func TestGlslang16Compute(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles glslang 16's compute tests")
	}
	results := runGlslangCompute(t, func(string) bool { return true })
	if len(results) < 200 {
		t.Fatalf("only %d compute cases found in Spv.FromFile.cpp: the parser of the gtests is broken", len(results))
	}
	if *updateComputeKnown {
		var all []string
		for _, r := range results {
			if !r.agree {
				all = append(all, r.key+": "+r.reason)
			}
		}
		sort.Strings(all)
		text := "# Disagreements with glslang 16 on its Vulkan compute tests (TestGlslang16Compute).\n" +
			"# One line a file: fixture/file: reason. Regenerate with -update-compute-known; review the diff.\n" +
			strings.Join(all, "\n") + "\n"
		if err := os.WriteFile(filepath.Join("testdata", computeKnownFile), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %d disagreements of %d cases", len(all), len(results))
		return
	}
	known := readComputeKnown(t)
	seen := map[string]bool{}
	for _, r := range results {
		seen[r.key] = true
	}
	for k := range known {
		if !seen[k] {
			t.Errorf("%s is listed in testdata/%s but is no compute case of the gtests", k, computeKnownFile)
		}
	}
	agree := checkComputeResults(t, results, known)
	t.Logf("glslang 16 compute tests: %d of %d agree, %d listed disagreements", agree, len(results), len(known))
}

// TestGlslang16RayQuery: glslang 16's ray-query compute tests
// (Test/rayQuery*.comp) agree with glslang, outside the listed
// disagreements (the ray-query opacity-micromap mode, which glslc-nv does
// not have yet), and the modules pass the newest spirv-val.
func TestGlslang16RayQuery(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles glslang 16's ray-query tests")
	}
	results := runGlslangCompute(t, func(f string) bool { return strings.HasPrefix(f, "rayQuery") })
	if len(results) < 10 {
		t.Fatalf("only %d ray-query compute cases found", len(results))
	}
	agree := checkComputeResults(t, results, readComputeKnown(t))
	// The core set must agree: all functions, the constants, the
	// constructor from an address, position fetch, primitive culling, the
	// opacity-micromap flag and the initializer error.
	for _, must := range []string{"rayQuery-allOps.comp", "rayQuery-types.comp", "rayQuery-OpConvertUToAccelerationStructureKHR.comp",
		"rayQuery-opacityMicromap.comp", "rayQuery-initialization.Error.comp"} {
		found := false
		for _, r := range results {
			if strings.HasSuffix(r.key, "/"+must) {
				found = true
				if !r.agree {
					t.Errorf("%s: %s", r.key, r.reason)
				}
			}
		}
		if !found {
			t.Errorf("%s is no case of the gtests", must)
		}
	}
	t.Logf("glslang 16 ray-query compute tests: %d of %d agree", agree, len(results))
}
