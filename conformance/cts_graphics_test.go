package conformance

import (
	"flag"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

var updateGraphics = flag.Bool("update-graphics", false, "rewrite testdata/cts-graphics-pass.txt from this run of TestCTSGraphics")

// graphicsPassFile lists the MANIFEST-graphics.tsv files that pass on the
// interpreter, one path a line, sorted. Regenerate it with
//
//	go test ./conformance -run TestCTSGraphics -update-graphics
//
// after a change that makes more files pass; never to hide a regression.
const graphicsPassFile = "testdata/cts-graphics-pass.txt"

// graphicsManifest lists the graphics files (MANIFEST-graphics.tsv's first
// column), relative to dir.
func graphicsManifest(t *testing.T, dir string) []string {
	t.Helper()
	files := manifestNames(t, dir, "MANIFEST-graphics.tsv")
	if len(files) != 991 {
		t.Fatalf("the graphics manifest lists %d files, want the 991 of the suite", len(files))
	}
	return files
}

func readPassList(t *testing.T) map[string]bool {
	t.Helper()
	data, err := os.ReadFile(graphicsPassFile)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	m := map[string]bool{}
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			m[l] = true
		}
	}
	return m
}

// TestCTSGraphics runs every file of MANIFEST-graphics.tsv (the Vulkan
// CTS's AmberScript files with a graphics pipeline) on the interpreter and
// compares the passing set with graphicsPassFile: a recorded pass that
// fails is a regression, and a pass that is not recorded fails too, so
// that the list (and the pass count in it) stays exact. The files run on
// GOMAXPROCS workers; on a 2-core machine the test takes about two
// minutes.
func TestCTSGraphics(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "vk-cts-amber")
	files := graphicsManifest(t, dir)
	want := readPassList(t)
	start := time.Now()
	reps := make([]*Report, len(files))
	var next sync.Mutex
	i := 0
	var wg sync.WaitGroup
	prog := testtool.NewProgress(t, len(files), "graphics AmberScript files")
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dev := &InterpDevice{Config: graphicsTestConfig()}
			for {
				next.Lock()
				k := i
				i++
				next.Unlock()
				if k >= len(files) {
					return
				}
				reps[k] = RunFile(filepath.Join(dir, filepath.FromSlash(files[k])), RunOptions{Compile: driver.CompileGLSL, CompileStage: driver.CompileGLSLStage, Device: dev})
				prog.Add(1)
			}
		}()
	}
	wg.Wait()
	var passed []string
	reasons := map[string]int{}
	for k, rep := range reps {
		rel := files[k]
		if rep.Status == Pass {
			passed = append(passed, rel)
			if !want[rel] && !*updateGraphics {
				t.Errorf("%s passes but is not in %s: regenerate it with -update-graphics", rel, graphicsPassFile)
			}
			continue
		}
		if want[rel] {
			t.Errorf("regression: %s", strings.TrimRight(rep.String(), "\n"))
		}
		reasons[failureClass(rep)]++
		if testing.Verbose() {
			t.Logf("not passing: %s", strings.TrimRight(rep.String(), "\n"))
		}
	}
	type rc struct {
		r string
		n int
	}
	var rcs []rc
	for r, n := range reasons {
		rcs = append(rcs, rc{r, n})
	}
	sort.Slice(rcs, func(i, j int) bool { return rcs[i].n > rcs[j].n || rcs[i].n == rcs[j].n && rcs[i].r < rcs[j].r })
	for k, x := range rcs {
		if k == 25 {
			break
		}
		t.Logf("%4d failing: %s", x.n, x.r)
	}
	t.Logf("interpreter: %d of %d graphics files pass (%s)", len(passed), len(files), time.Since(start).Round(time.Second))
	if *updateGraphics {
		sort.Strings(passed)
		text := "# TestCTSGraphics: the MANIFEST-graphics.tsv files that pass on the interpreter (" +
			strconv.Itoa(len(passed)) + " of " + strconv.Itoa(len(files)) + ")\n" + strings.Join(passed, "\n") + "\n"
		if err := os.WriteFile(graphicsPassFile, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// graphicsTestConfig bounds each run, so that a shader that loops for
// long fails that file instead of the test's time.
func graphicsTestConfig() (c interp.Config) {
	c.MaxSteps = 5_000_000
	c.Workers = 1
	return c
}

// failureClass is a short reason for a failing report: its first
// failure message with numbers and names cut off, for the summary.
func failureClass(rep *Report) string {
	msg := rep.Reason
	if msg == "" {
		for _, r := range rep.Results {
			if r.Status != Pass {
				msg = r.Message
				if msg == "" && len(r.Diagnostics) > 0 {
					msg = r.Diagnostics[0]
				}
				break
			}
		}
	}
	if i := strings.Index(msg, ": "); i >= 0 && strings.Contains(msg[:i], ".amber") {
		msg = msg[i+2:]
	}
	if len(msg) > 90 {
		msg = msg[:90]
	}
	return msg
}
