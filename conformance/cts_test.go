package conformance

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// ctsDir is the Vulkan CTS compute AmberScript suite in the shared folder.
func ctsDir(t *testing.T) string {
	t.Helper()
	return filepath.Join(testtool.SharedDir(t), "corpus", "vk-cts-amber")
}

// manifestNames returns the first column of one of the suite's manifests
// (MANIFEST.tsv, MANIFEST-images.tsv, MANIFEST-graphics.tsv): the files,
// relative to dir, in the manifest's order; comments and blank lines are
// skipped.
func manifestNames(t *testing.T, dir, manifest string) []string {
	t.Helper()
	f, err := os.Open(filepath.Join(dir, manifest))
	if err != nil {
		t.Fatalf("the CTS AmberScript manifest: %v", err)
	}
	defer f.Close()
	var files []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, _, _ := strings.Cut(line, "\t")
		files = append(files, filepath.ToSlash(name))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return files
}

// ctsManifest lists the suite's files (MANIFEST.tsv's first column) as
// absolute paths, so each runs from wherever the test does, with FILE
// references resolved beside the script.
func ctsManifest(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	for _, name := range manifestNames(t, dir, "MANIFEST.tsv") {
		files = append(files, filepath.Join(dir, filepath.FromSlash(name)))
	}
	if len(files) < 295 {
		t.Fatalf("the manifest lists %d files, want the 295 of the suite", len(files))
	}
	return files
}

// ctsUnmeetable lists CTS files whose own expectation no correct
// implementation can meet, with the measured reason. None today: every
// file passes on the interpreter.
var ctsUnmeetable = map[string]string{}

// ctsRaces lists CTS files whose RUN races on a storage buffer: several
// invocations store the same values to the same words with nothing
// between them, which the Vulkan memory model calls a data race however
// equal the values. The interpreter reports each as a buffer-data-race
// (and nothing else), and the file passes once undefined behaviour is
// allowed; a listed file that stops reporting fails the test.
var ctsRaces = func() map[string]string {
	m := map[string]string{
		"graphicsfuzz/loops-breaks-returns.amber":                 "every invocation stores the checked value to word 0 (and word 1)",
		"graphicsfuzz/two-for-loops-with-barrier-function.amber":  "every invocation of the 6x2 workgroups stores the checked value to word 0",
		"graphicsfuzz/two-nested-for-loops-with-returns.amber":    "every invocation of the 7x3x4 workgroups stores the checked value to word 0",
		"non_robust_buffer_access/unexecuted_oob_overflow.amber":  "the invocations of each workgroup store the same results to the same output words",
		"non_robust_buffer_access/unexecuted_oob_underflow.amber": "the invocations of each workgroup store the same results to the same output words",
	}
	for _, f := range []string{"copy_memory_two_invocations", "copy_memory_variable_pointers", "zero_ext_block", "zero_ext_block_with_offset", "zero_ext_other_block"} {
		m["compute/workgroup_memory_explicit_layout/"+f+".amber"] = "each of the 4 workgroups copies the same values to the same output words"
	}
	return m
}()

// onlyRaces says whether a report's diagnostics are buffer-data-race
// reports, at least one.
func onlyRaces(rep *Report) bool {
	n := 0
	for _, r := range rep.Results {
		for _, d := range r.Diagnostics {
			if !strings.Contains(d, "warning buffer-data-race:") {
				return false
			}
			n++
		}
	}
	return n > 0
}

// TestCTSAmber runs every file of the Vulkan CTS compute AmberScript
// suite on the interpreter, GLSL compiled by glslc-nv, and requires each to
// pass as Amber would report it (a skip counts as a failure here: the
// interpreter has every feature the suite asks for).
func TestCTSAmber(t *testing.T) {
	dir := ctsDir(t)
	files := ctsManifest(t, dir)
	dev := &InterpDevice{CompareEngines: true}
	sum := &Summary{}
	prog := testtool.NewProgress(t, len(files), "AmberScript files")
	for _, f := range files {
		prog.Add(1)
		rel, _ := filepath.Rel(dir, f)
		// crash_test/ runs undefined operations (integer division by
		// zero, ...) to check that the implementation survives them and
		// expects nothing of their results: the interpreter's reports of
		// them are listed but do not fail the RUN.
		crash := strings.HasPrefix(filepath.ToSlash(rel), "crash_test/")
		race, raced := ctsRaces[filepath.ToSlash(rel)]
		rep := RunFile(f, RunOptions{Compile: driver.CompileGLSL, Device: dev, AllowUndefined: crash || raced})
		sum.Add(rep)
		why, listed := ctsUnmeetable[filepath.ToSlash(rel)]
		switch {
		case raced && rep.Status == Pass && !onlyRaces(rep):
			t.Errorf("%s: want buffer-data-race reports only (%s), got\n%s", rel, race, rep)
		case listed && rep.Status == Pass:
			t.Errorf("%s passes now; remove it from ctsUnmeetable (%s)", rel, why)
		case listed:
			t.Logf("%s: unmeetable (%s)", rel, why)
		case rep.Status != Pass:
			t.Errorf("%s", strings.TrimRight(rep.String(), "\n"))
		}
	}
	t.Logf("interpreter: %d passed, %d failed, %d skipped of %d", sum.Passed, sum.Failed, sum.Skipped, len(files))
	if want := len(files) - len(ctsUnmeetable); sum.Passed < want {
		t.Errorf("%d files pass, want %d", sum.Passed, want)
	}
}

// ctsLavapipeBugs lists CTS files that fail on lavapipe because of a
// driver bug, by the Mesa releases they belong to (a vulkan.MesaMatch
// spec), with the reason; the interpreter passes them. A listed file that
// passes fails the test so the entry gets removed.
var ctsLavapipeBugs = map[string]map[string]string{
	"22.3": func() map[string]string {
		// OpExtInst Ldexp with an exponent that is not 32-bit crashes
		// the driver (segmentation fault while compiling the pipeline);
		// Mesa 25.0 runs all 27 and they pass.
		m := map[string]string{}
		for _, f := range []string{"16", "32", "64"} {
			for _, i := range []string{"8", "16", "64"} {
				why := "Ldexp with an int" + i + " exponent crashes lavapipe"
				m["ldexp/ldexp_float"+f+"_int"+i+".amber"] = why
				m["ldexp/ldexp_f"+f+"vec2_i"+i+"vec2.amber"] = why
				m["ldexp/ldexp_f"+f+"vec4_i"+i+"vec4.amber"] = why
			}
		}
		return m
	}(),
}

// ctsLavapipeMinPass is the number of files that passed on lavapipe when
// the lists were made, by Mesa version: fewer is a regression (a feature
// the back end stopped reporting, a new driver bug not yet recorded). The
// rest are skipped for what the driver lacks: 168 need
// VK_KHR_shader_subgroup_uniform_control_flow, 6 (5 on 22.3, and one
// more for VK_EXT_descriptor_indexing) VK_KHR_workgroup_memory_explicit_layout,
// 1 shaderDenormPreserveFloat16.
var ctsLavapipeMinPass = map[string]int{"22.3": 93, "25.0": 120}

// TestCTSAmberLavapipe runs the suite on the Vulkan device (lavapipe in
// CI), in a worker process so that a driver crash fails one file, not the
// test. Every file passes, is a recorded driver bug of this Mesa version,
// or is skipped for a missing feature the device names.
func TestCTSAmberLavapipe(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	dev := openLavapipe(t)
	defer dev.Close()
	info := dev.Info()
	bugs := map[string]string{}
	for spec, m := range ctsLavapipeBugs {
		if err := vulkan.CheckMesaSpec(spec); err != nil {
			t.Fatal(err)
		}
		if vulkan.MesaMatch(info.DriverInfo, spec) {
			for f, why := range m {
				bugs[f] = why
			}
		}
	}
	dir := ctsDir(t)
	files := ctsManifest(t, dir)
	sum := &Summary{}
	skips := map[string]int{}
	prog := testtool.NewProgress(t, len(files), "AmberScript files")
	for _, f := range files {
		prog.Add(1)
		rep := RunFile(f, RunOptions{Compile: driver.CompileGLSL, Device: &VulkanDevice{Dev: dev, Timeout: testtool.HangLimit}})
		rel, _ := filepath.Rel(dir, f)
		rel = filepath.ToSlash(rel)
		if why, ok := bugs[rel]; ok {
			if rep.Status == Pass {
				t.Errorf("%s passes on %s now; remove it from ctsLavapipeBugs (%s)", rel, info.DriverInfo, why)
			} else {
				t.Logf("known driver bug, not counted as passing: %s: %s", rel, why)
			}
			rep.Status = Fail
			sum.Add(rep)
			continue
		}
		sum.Add(rep)
		switch rep.Status {
		case Fail:
			t.Errorf("on %s: %s", info.Name, strings.TrimRight(rep.String(), "\n"))
		case Skip:
			// The reason names what the device lacks: a feature, an
			// extension, a property, a capability or a subgroup size.
			reason := rep.Reason
			if i := strings.Index(reason, ": "); i >= 0 {
				reason = reason[i+2:]
			}
			skips[reason]++
		}
	}
	for r, n := range skips {
		t.Logf("skipped %d: %s", n, r)
	}
	t.Logf("on %s (%s): %d passed, %d failed (%d known driver bugs), %d skipped", info.Name, info.DriverInfo, sum.Passed, sum.Failed, len(bugs), sum.Skipped)
	recorded := false
	for spec, min := range ctsLavapipeMinPass {
		if vulkan.MesaMatch(info.DriverInfo, spec) {
			recorded = true
			if sum.Passed < min {
				t.Errorf("%d files pass on %s, %d did when the lists were made", sum.Passed, info.DriverInfo, min)
			}
		}
	}
	if !recorded {
		t.Logf("no pass count recorded for %s", info.DriverInfo)
	}
}
