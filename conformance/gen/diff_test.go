package gen

import (
	"flag"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

var (
	flagPrograms = flag.Int("programs", 0, "programs TestDifferential runs (default 300, or $GLSLC_NV_DIFF_PROGRAMS)")
	flagSeed     = flag.Int64("seed", 1, "first seed of TestDifferential")
	flagLavapipe = flag.Bool("lavapipe", false, "also run on lavapipe (or GLSLC_NV_DIFF_LAVAPIPE=1)")
	flagReduce   = flag.Bool("reduce", true, "minimise failing programs")
	flagKeep     = flag.String("keep", "", "directory to write minimised failing programs to (e.g. ../regress)")
	flagStmts    = flag.Int("stmts", 0, "statement budget per program (Options.MaxStmts; 0: default)")
	flagDepth    = flag.Int("depth", 0, "control-flow nesting bound (Options.MaxDepth; 0: default)")
	flagFamilies = flag.String("families", "all", "subgroup families to generate (gen.ParseFamilies)")
	flagDebug    = flag.Bool("g", false, "compile glslc-nv's forms with -g")
	flagSizes    = flag.String("sizes", "", "comma-separated interpreter subgroup sizes (default 4,8,32,64)")
	flagEngines  = flag.Bool("engines", true, "run every interpreter run on the reference engine too and require identical results")
	flagShort    = flag.Bool("short-circuit", false, "allow cross-lane operations under && || and ?: (Options.ShortCircuit)")
)

func programCount() int {
	if *flagPrograms > 0 {
		return *flagPrograms
	}
	if n, err := strconv.Atoi(os.Getenv("GLSLC_NV_DIFF_PROGRAMS")); err == nil && n > 0 {
		return n
	}
	return 300
}

func genOptions(h *Harness) Options {
	fam, err := ParseFamilies(*flagFamilies)
	if err != nil {
		panic(err)
	}
	return Options{Families: fam, MaxStmts: *flagStmts, MaxDepth: *flagDepth, ShortCircuit: *flagShort,
		NoFloatBroadcastFirst: floatBroadcastFirstBug(h), NoBoolBroadcast: boolBroadcastBug(h)}
}

// boolBroadcastBug says the harness's device is a lavapipe release that
// aborts on subgroupBroadcast of a bool computed from a scan (Mesa 25.0,
// see conformance/regress/lavapipe-broadcast-bool-of-scan-llvm-abort.comp).
func boolBroadcastBug(h *Harness) bool {
	return h.Device != nil && vulkan.MesaMatch(h.Device.DriverInfo(), "25.0")
}

// floatBroadcastFirstBug says the harness's device is a lavapipe release
// that crashes on subgroupBroadcastFirst of floats (Mesa 22.3, see
// conformance/regress/lavapipe-broadcastfirst-*.comp; fixed by 25.0), so
// the generator keeps floats away from it.
func floatBroadcastFirstBug(h *Harness) bool {
	return h.Device != nil && vulkan.MesaMatch(h.Device.DriverInfo(), "22.3")
}

// enginesOn says the harness compares the interpreter's engines on
// every run (Harness.CompareEngines): on by default, off with
// -engines=false or GLSLC_NV_DIFF_ENGINES=0.
func enginesOn() bool { return *flagEngines && os.Getenv("GLSLC_NV_DIFF_ENGINES") != "0" }

func lavapipeOn() bool { return *flagLavapipe || os.Getenv("GLSLC_NV_DIFF_LAVAPIPE") != "" }

func newHarness(t *testing.T) *Harness {
	h := &Harness{Glslang: testtool.Require(t, "glslangValidator"), TempDir: t.TempDir(), Debug: *flagDebug, CompareEngines: enginesOn()}
	for _, w := range strings.Split(*flagSizes, ",") {
		if w = strings.TrimSpace(w); w != "" {
			n, err := strconv.Atoi(w)
			if err != nil {
				t.Fatalf("-sizes: %v", err)
			}
			h.Sizes = append(h.Sizes, n)
		}
	}
	if p, err := exec.LookPath("spirv-val"); err == nil {
		h.SpirvVal = p
	}
	if lavapipeOn() {
		d, err := OpenLavapipe()
		if err != nil {
			if testtool.Strict() {
				t.Fatalf("lavapipe: %v", err)
			}
			t.Logf("lavapipe not used: %v", err)
		} else {
			t.Cleanup(func() { d.Close() })
			h.Device = d
		}
	}
	return h
}

// deviceFamilies are the constructs that must run on the device in a
// full-size run: the NV shuffles and the families lavapipe lacks natively
// (clustered, partitioned, rotate), which reach it emulated.
var deviceFamilies = []string{
	"shuffleNV(", "shuffleUpNV", "shuffleDownNV", "shuffleXorNV",
	"subgroupPartitionNV", "subgroupPartitioned", "subgroupClustered", "subgroupRotate", "subgroupClusteredRotate",
	"subgroupQuadBroadcast", "subgroupShuffleUp", "subgroupBroadcastFirst",
	"dotEXT(", "dotAccSatEXT(", "dotPacked4x8EXT(", "dotPacked4x8AccSatEXT(",
}

// TestDifferential generates programs from consecutive seeds and requires
// every executor to agree on each.
func TestDifferential(t *testing.T) {
	h := newHarness(t)
	n := programCount()
	start := time.Now()
	type res struct {
		seed int64
		f    *Failure
		st   Stats
	}
	seeds := make(chan int64)
	results := make(chan res)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := range seeds {
				p := Generate(s, genOptions(h))
				f, st := h.Check(p)
				results <- res{s, f, st}
			}
		}()
	}
	go func() {
		for i := 0; i < n; i++ {
			seeds <- *flagSeed + int64(i)
		}
		close(seeds)
		wg.Wait()
		close(results)
	}()
	runs, unsupported := map[string]int{}, map[string]int{}
	onDevice := map[string]int{} // constructs of the programs that ran on the device
	devicePrograms := 0
	glslang := 0
	var fails []res
	prog := testtool.NewProgress(t, n, "programs")
	for r := range results {
		prog.Add(1)
		for k, v := range r.st.Runs {
			runs[k] += v
		}
		for k, v := range r.st.Unsupported {
			unsupported[k] += v
		}
		if r.st.Glslang {
			glslang++
		}
		if r.st.OnDevice {
			devicePrograms++
			for _, c := range coverageNames {
				if strings.Contains(r.st.Source, c) {
					onDevice[c]++
				}
			}
		}
		if r.f != nil {
			fails = append(fails, r)
		}
	}
	t.Logf("%d programs (%d also through glslangValidator) in %v; runs: %v", n, glslang, time.Since(start).Round(time.Millisecond), runs)
	if len(unsupported) > 0 {
		t.Logf("refused by the device (capability or limit it lacks): %v", unsupported)
	}
	if h.Device != nil {
		t.Logf("%d programs ran on the device; constructs among them: %v", devicePrograms, onDevice)
		// The families the device lacks natively must still reach it,
		// through the emulated form and the NV lowering.
		if n >= 300 && *flagFamilies == "all" {
			for _, c := range deviceFamilies {
				if onDevice[c] == 0 {
					t.Errorf("no program using %s ran on the device", c)
				}
			}
		}
	}
	for i, r := range fails {
		t.Errorf("seed %d: %v", r.seed, r.f)
		if !*flagReduce || i >= 3 {
			continue
		}
		q, f := Reduce(h, Generate(r.seed, genOptions(h)), r.f, 90*time.Second)
		text := FormatCase(q, f, "known-failure", "not yet diagnosed")
		t.Logf("seed %d minimised:\n%s", r.seed, text)
		if *flagKeep != "" {
			path, err := SaveCase(*flagKeep, q, f, "known-failure", "not yet diagnosed")
			if err != nil {
				t.Error(err)
			} else {
				t.Logf("kept as %s", path)
			}
		}
	}
}
