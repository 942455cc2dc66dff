package glslcnv

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/conformance"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// AmberOptions configure an AmberScript run on the interpreter.
type AmberOptions struct {
	// SubgroupSize is used by pipelines without SUBGROUP REQUIRED_SIZE
	// (0: DefaultSubgroupSize).
	SubgroupSize int
	// MaxSteps, NoChecks, RandomSchedule and Seed are as in RunOptions,
	// for every RUN of the script.
	MaxSteps       int64
	NoChecks       bool
	RandomSchedule bool
	Seed           int64
	// AllowUndefined keeps a RUN passing when undefined behaviour is
	// reported (the reports are still listed).
	AllowUndefined bool
}

// AmberCommand is the outcome of one executed command of a script.
type AmberCommand struct {
	Line    int
	Command string
	Status  string // PASS, FAIL or SKIP
	Message string
	Reports []string
}

// AmberReport is the outcome of one script.
type AmberReport struct {
	Status   string // PASS, FAIL or SKIP
	Reason   string // why it failed before its commands ran, or was skipped
	Commands []AmberCommand
	// Text is the report as glslc-nv run prints it.
	Text string
}

// Passed reports whether the script passed.
func (r *AmberReport) Passed() bool { return r.Status == conformance.Pass.String() }

// RunAmber parses and runs one AmberScript (docs/amber.md has the subset),
// compiling its GLSL shaders with glslc-nv.
func RunAmber(name string, script []byte, opts AmberOptions) (rep *AmberReport) {
	defer func() {
		if v := recover(); v != nil {
			rep = &AmberReport{Status: conformance.Fail.String(), Reason: fmt.Sprintf("internal error: %v", v)}
			rep.Text = fmt.Sprintf("FAIL %s: %s\n", name, rep.Reason)
		}
	}()
	cfg := interp.Config{MaxSteps: opts.MaxSteps, NoChecks: opts.NoChecks, Seed: opts.Seed}
	if opts.RandomSchedule {
		cfg.Schedule = interp.Random
	}
	ropts := conformance.RunOptions{Compile: driver.CompileGLSL, CompileStage: driver.CompileGLSLStage, SubgroupSize: opts.SubgroupSize,
		Device: &conformance.InterpDevice{Config: cfg}, AllowUndefined: opts.AllowUndefined}
	var r *conformance.Report
	if s, err := conformance.Parse(name, script); err != nil {
		r = &conformance.Report{File: name, Status: conformance.Fail, Reason: err.Error()}
	} else {
		r = s.Run(ropts)
	}
	rep = &AmberReport{Status: r.Status.String(), Reason: r.Reason, Text: r.String()}
	for _, x := range r.Results {
		rep.Commands = append(rep.Commands, AmberCommand{Line: x.Line, Command: x.Command, Status: x.Status.String(), Message: x.Message, Reports: x.Diagnostics})
	}
	return rep
}
