// Command interp times the reference interpreter (spirv/interp) on the
// benchmark workloads of spirv/interp/testdata/bench, with checks on and
// off, beside Mesa's lavapipe (through spirv/vulkan) on the same SPIR-V.
// bench/interp.sh runs it; see there for the columns.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/glslc-nv/glslc-nv/spirv/interp"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

func main() {
	dir := flag.String("dir", "spirv/interp/testdata/bench", "folder of the workload shaders (<name>.comp)")
	names := flag.String("workloads", "arith,scan,partitioned,treereduce", "workloads to run")
	sizes := flag.String("sizes", "1K,4K,64K,1M", "invocation counts (K = 1024, M = 1048576)")
	minTime := flag.Duration("mintime", 300*time.Millisecond, "run each case at least this long (and at least -reps times)")
	reps := flag.Int("reps", 3, "minimum runs per case")
	noVulkan := flag.Bool("novulkan", false, "skip lavapipe")
	flag.Parse()

	dev, vkNote := openLavapipe(*noVulkan)
	if dev != nil {
		defer dev.Close()
	}
	fmt.Printf("# %s/%s, GOMAXPROCS %d, interpreter subgroup size 32", runtime.GOOS, runtime.GOARCH, runtime.GOMAXPROCS(0))
	if dev != nil {
		fmt.Printf(", lavapipe: %s (subgroup size %d)", dev.Info().Name, dev.Info().SubgroupSize)
	}
	fmt.Println()
	fmt.Println("# times are medians; per-CPU = lane-instructions per second of process CPU time (user+sys), the per-core speed whatever the load")
	fmt.Println("# e2e = Load (decode+compile, once per shader) + Run for the interpreter; the whole Device.Run (pipeline, shader compile, upload, dispatch, readback) for lavapipe")
	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "workload\tinvocations\tchecks\trun wall\tlane-instr/s\tper-CPU lane-instr/s\tinterp e2e\tlavapipe e2e\tlavapipe dispatch\te2e speedup\t")
	for _, name := range strings.Split(*names, ",") {
		spv, err := compileGLSL(filepath.Join(*dir, name+".comp"))
		if err != nil {
			fatal(err)
		}
		t0 := time.Now()
		p, err := interp.Load(spv)
		if err != nil {
			fatal(err)
		}
		load := time.Since(t0)
		local := p.LocalSize()
		wgSize := int(local[0] * local[1] * local[2])
		for _, sz := range strings.Split(*sizes, ",") {
			n, err := parseSize(sz)
			if err != nil {
				fatal(err)
			}
			wgs := uint32(max(n/wgSize, 1))
			lvp := vkNote
			lvpDispatch := vkNote
			var lvpWall time.Duration
			if dev != nil {
				lvpWall, lvpDispatch, lvp = timeLavapipe(dev, spv, wgs, n, *reps, *minTime)
			}
			for _, checks := range []bool{true, false} {
				wall, cpu, instr := timeInterp(p, wgs, n, !checks, *reps, *minTime)
				e2e := load + wall
				speed := "n/a"
				if lvpWall > 0 {
					speed = fmt.Sprintf("%.1fx", lvpWall.Seconds()/e2e.Seconds())
				}
				mode := "on"
				if !checks {
					mode = "off"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", name, sz, mode, ms(wall),
					rate(float64(instr)/wall.Seconds()), rate(float64(instr)/cpu.Seconds()), ms(e2e), lvp, lvpDispatch, speed)
			}
		}
	}
	tw.Flush()
}

// timeInterp runs p until minTime has passed (at least reps times) and
// returns the median wall time, the mean CPU time and the lane-
// instructions of one run.
func timeInterp(p *interp.Program, wgs uint32, n int, noChecks bool, reps int, minTime time.Duration) (wall, cpu time.Duration, instr int64) {
	buf := make([]byte, 4*n)
	cfg := interp.Config{Workgroups: [3]uint32{wgs, 1, 1}, NoChecks: noChecks, Buffers: map[[2]uint32][]byte{{0, 0}: buf}}
	var walls []time.Duration
	start, cpu0 := time.Now(), cpuTime()
	for i := 0; i < reps || time.Since(start) < minTime; i++ {
		clear(buf)
		t0 := time.Now()
		res, err := p.Run(cfg)
		walls = append(walls, time.Since(t0))
		if err != nil {
			fatal(err)
		}
		instr = res.Instructions
	}
	return median(walls), (cpuTime() - cpu0) / time.Duration(len(walls)), instr
}

// timeLavapipe returns the median wall time of Device.Run and of its
// dispatch, formatted, or a note saying why there is none.
func timeLavapipe(dev *vulkan.Device, spv []byte, wgs uint32, n, reps int, minTime time.Duration) (time.Duration, string, string) {
	buf := make([]byte, 4*n)
	cfg := vulkan.RunConfig{Workgroups: [3]uint32{wgs, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}}
	var walls, disp []time.Duration
	start := time.Now()
	for i := 0; i < reps || time.Since(start) < minTime; i++ {
		clear(buf)
		t0 := time.Now()
		res, err := dev.Run(spv, cfg)
		if err != nil {
			var ue *vulkan.UnsupportedError
			if errors.As(err, &ue) {
				return 0, "n/a (unsupported)", "n/a (unsupported)"
			}
			fmt.Fprintln(os.Stderr, "lavapipe:", err)
			return 0, "n/a (error)", "n/a (error)"
		}
		walls = append(walls, time.Since(t0))
		disp = append(disp, res.Dispatch)
	}
	w := median(walls)
	return w, ms(median(disp)), ms(w)
}

// openLavapipe opens the lavapipe device, or returns a note for the
// table saying why not.
func openLavapipe(skip bool) (*vulkan.Device, string) {
	if skip {
		return nil, "n/a (-novulkan)"
	}
	devs, err := vulkan.Devices()
	if err != nil {
		return nil, "n/a (no Vulkan)"
	}
	for _, d := range devs {
		if strings.Contains(strings.ToLower(d.Name), "llvmpipe") || strings.Contains(strings.ToLower(d.DriverName), "llvmpipe") {
			dev, err := vulkan.Open(d.Index)
			if err != nil {
				return nil, "n/a (open failed)"
			}
			return dev, ""
		}
	}
	return nil, "n/a (no lavapipe device)"
}

func compileGLSL(path string) ([]byte, error) {
	tool, err := exec.LookPath("glslangValidator")
	if err != nil {
		return nil, fmt.Errorf("glslangValidator is needed to compile %s", path)
	}
	out, err := os.CreateTemp("", "interpbench-*.spv")
	if err != nil {
		return nil, err
	}
	out.Close()
	defer os.Remove(out.Name())
	if msg, err := exec.Command(tool, "-V", "--target-env", "vulkan1.1", "-o", out.Name(), path).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("glslangValidator %s: %v\n%s", path, err, msg)
	}
	return os.ReadFile(out.Name())
}

func parseSize(s string) (int, error) {
	mul := 1
	switch {
	case strings.HasSuffix(s, "K"):
		mul, s = 1<<10, strings.TrimSuffix(s, "K")
	case strings.HasSuffix(s, "M"):
		mul, s = 1<<20, strings.TrimSuffix(s, "M")
	}
	var n int
	if _, err := fmt.Sscanf(s, "%d", &n); err != nil || n <= 0 {
		return 0, fmt.Errorf("bad size %q", s)
	}
	return n * mul, nil
}

func median(d []time.Duration) time.Duration {
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.3f ms", d.Seconds()*1e3) }

func rate(r float64) string { return fmt.Sprintf("%.0fM", r/1e6) }

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "interp bench:", err)
	os.Exit(1)
}
