package cli

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// ggmlOptMinSame is how many .comp files TestGGMLOptimizedAgrees found
// identical when it was last raised; the test fails below it.
const ggmlOptMinSame = 132

// TestGGMLOptimizedAgrees compiles one base row of every ggml .comp file
// (the row TestGGMLSameAsGlslang runs) with -O and without, requires the
// -O module to pass the newest spirv-val for the row's environment, and
// runs both on the interpreter with the inputs TestGGMLSameAsGlslang
// generates: their buffers must be byte-identical. Files that test leaves
// out (ggmlSameLeftOut: no base row, races, inputs outside the domain)
// are left out here too; a row whose -O0 module cannot run is counted
// apart, and the count of files compared may not fall.
func TestGGMLOptimizedAgrees(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	val := testtool.NewerVal(t)
	if val == "" {
		val = testtool.Require(t, "spirv-val")
	}
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	rows := ggmlRows(t, dir)
	t.Chdir(filepath.Join(dir, "shaders"))
	out := t.TempDir()
	chosen := map[string]ggmlRow{}
	var files []string
	for _, r := range rows {
		if r.optional {
			continue
		}
		if c, ok := ggmlSameRowChoice[r.src]; ok && c.row != r.name {
			continue
		}
		if _, left := ggmlSameLeftOut[r.src]; left {
			continue
		}
		if _, ok := chosen[r.src]; !ok {
			chosen[r.src] = r
			files = append(files, r.src)
		}
	}
	sort.Strings(files)
	only := os.Getenv("GGML_SAME_ONLY")
	type result struct{ file, row, diff, skip string }
	results := make([]result, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, f := range files {
		if only != "" && !strings.Contains(only, f) {
			results[i] = result{file: f, skip: "skipped"}
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			r := chosen[f]
			diff, skip := ggmlOptOne(val, out, r)
			results[i] = result{file: f, row: r.name, diff: diff, skip: skip}
		}()
	}
	wg.Wait()
	same := 0
	var report strings.Builder
	for _, r := range results {
		switch {
		case r.skip != "":
			fmt.Fprintf(&report, "%-32s %-36s not compared: %s\n", r.file, r.row, r.skip)
		case r.diff != "":
			t.Errorf("%s (%s): -O and -O0 differ: %s", r.file, r.row, r.diff)
		default:
			same++
		}
	}
	t.Logf("%d of %d .comp files leave the same buffers with -O and -O0\n%s", same, len(files), report.String())
	if only == "" && same < ggmlOptMinSame {
		t.Errorf("%d files agree, fewer than the %d that did", same, ggmlOptMinSame)
	}
}

// ggmlOptOne compiles r with and without -O and compares the runs: diff
// says how they differ (or that the -O module is invalid), skip why the
// row could not be compared.
func ggmlOptOne(val, out string, r ggmlRow) (diff, skip string) {
	args := []string{"-fshader-stage=compute", "--target-env=" + r.env}
	for _, d := range r.defines {
		args = append(args, "-D"+d)
	}
	var mods [2][]byte
	for i, opt := range []string{"-O0", "-O"} {
		path := filepath.Join(out, r.name+opt+".spv")
		var stdout, stderr bytes.Buffer
		if code := Main(append(append([]string{opt}, args...), r.src, "-o", path), strings.NewReader(""), &stdout, &stderr); code != 0 {
			return "", "glslc-nv " + opt + ": " + firstLine(stderr.String())
		}
		if msg, err := exec.Command(val, "--target-env", r.env, path).CombinedOutput(); err != nil && i == 1 {
			return "spirv-val rejects the -O module: " + firstLine(string(msg)), ""
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err.Error(), ""
		}
		mods[i] = data
	}
	var progs [2]*interp.Program
	var infos [2]*modInfo
	for i := range mods {
		var err error
		if progs[i], err = interp.Load(mods[i]); err != nil {
			return fmt.Sprintf("load: %v", err), ""
		}
		if infos[i], err = reflectModule(mods[i]); err != nil {
			return fmt.Sprintf("reflect: %v", err), ""
		}
	}
	in, err := ggmlInputs(progs[:], infos[:])
	if err != nil {
		return "", err.Error()
	}
	push := ggmlPushConstants(r.src, infos[0])
	spec := ggmlSpecFor(r.src, infos[0])
	grid := [3]uint32{2, 1, 1}
	var got [2]map[[2]uint32][]byte
	for i := range progs {
		got[i] = cloneBufs(in)
		if _, err := ggmlRunEngine(r.src, progs[i], got[i], push, spec, grid, interp.InOrder, interp.EngineFast); err != nil {
			if i == 0 {
				return "", "the -O0 module: " + firstLine(err.Error())
			}
			return "the -O module fails where the -O0 one runs: " + firstLine(err.Error()), ""
		}
	}
	return diffBufs(got[0], got[1]), ""
}
