package cli

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/glslc-nv/glslc-nv/conformance"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// runAmber runs AmberScript files on the interpreter (or a Vulkan device)
// and prints one report
// per file and the summary line; exit status 1 if any failed.
func runAmber(e *env, o *runOptions, paths []string) error {
	opts := conformance.RunOptions{Compile: driver.CompileGLSL, CompileStage: driver.CompileGLSLStage}
	emulate, err := o.emulateSet()
	if err != nil {
		return err
	}
	if emulate != 0 {
		opts.Compile = driver.GLSLCompilerEmulating(emulate)
		opts.CompileStage = driver.GLSLStageCompilerEmulating(emulate)
	}
	if o.subgroupSize != strconv.Itoa(interp.DefaultSubgroupSize) {
		sizes, err := parseSizes(o.subgroupSize)
		if err != nil || len(sizes) != 1 {
			return usageErrorf("--subgroup-size %s: AmberScript runs take one size", o.subgroupSize)
		}
		opts.SubgroupSize = sizes[0]
	}
	if o.format != "text" && o.format != "json" {
		return usageErrorf("--format %s: want text or json", o.format)
	}
	if err := o.checkNumbers(); err != nil {
		return err
	}
	maxWG, err := o.maxWorkgroups()
	if err != nil {
		return err
	}
	engine := "" // the interpreter's engine, for the summary
	switch o.device {
	case "interp":
		sched, err := o.interpSchedule()
		if err != nil {
			return err
		}
		eng, err := o.interpEngine()
		if err != nil {
			return err
		}
		engine = eng.String()
		// the interpreter flags apply to every RUN of the scripts
		cfg := interp.Config{MaxSteps: o.maxSteps, NoChecks: o.noChecks, Schedule: sched, Seed: o.seed, Engine: eng}
		opts.Device = &conformance.InterpDevice{Config: cfg, MaxWorkgroupCount: maxWG}
	case "vulkan":
		if o.engineGiven {
			return usageErrorf("--engine chooses the interpreter's engine; it does not apply to --device vulkan")
		}
		dev, err := vulkan.OpenIsolated(o.deviceIndex)
		if err != nil {
			return &exitError{code: 1, msg: err.Error()}
		}
		defer dev.Close()
		opts.Device = &conformance.VulkanDevice{Dev: dev}
	default:
		return usageErrorf("--device %s: want interp or vulkan", o.device)
	}
	sum := &conformance.Summary{Engine: engine}
	for i, p := range paths {
		var prog *progress
		if isTerminal(e.stderr) {
			prog = startProgress(e.stderr, progressDelay, progressTick, func(d time.Duration) string {
				return amberProgressLine(p, i, len(paths), d)
			})
		}
		rep := conformance.RunFile(p, opts)
		if prog != nil {
			prog.stop()
		}
		sum.Add(rep)
	}
	if o.format == "json" {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(sum); err != nil {
			return err
		}
	} else {
		fmt.Fprint(e.stdout, sum.String())
	}
	if sum.Failed > 0 {
		return failed()
	}
	return nil
}
