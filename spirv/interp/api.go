package interp

import (
	"fmt"
	"io"
	"sync/atomic"

	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Schedule selects the order in which the subgroups of a workgroup run
// between two barriers.
type Schedule int

const (
	// InOrder runs subgroups in gl_SubgroupID order.
	InOrder Schedule = iota
	// Random runs them in an order drawn from Config.Seed (deterministic for
	// a seed and a workgroup, whatever the number of workers).
	Random
)

// Engine selects how a run executes its instructions (doc.go, "Engines").
// Both engines give the same results: buffers, images, instruction
// counts, OpReadClockKHR values, step limits, schedules, diagnostics and
// errors.
type Engine int

const (
	// EngineFast (the default) runs converged stretches of data
	// instructions as chains and whole loop iterations as traces, with
	// the AVX2 vector forms where the CPU has them.
	EngineFast Engine = iota
	// EngineReference runs one instruction at a time with the scalar
	// executors: the semantics, to rule the fast engine in or out.
	EngineReference
)

// Engines lists the engines by name, in ParseEngine's spelling.
var Engines = []Engine{EngineFast, EngineReference}

func (e Engine) String() string {
	switch e {
	case EngineFast:
		return "fast"
	case EngineReference:
		return "reference"
	}
	return fmt.Sprintf("Engine(%d)", int(e))
}

// ParseEngine reads an engine name: "fast" or "reference".
func ParseEngine(name string) (Engine, error) {
	for _, e := range Engines {
		if e.String() == name {
			return e, nil
		}
	}
	return 0, fmt.Errorf("unknown engine %q (want fast or reference)", name)
}

// Config describes one dispatch.
type Config struct {
	// SubgroupSize is the emulated subgroup width (CheckSubgroupSize); 0
	// means DefaultSubgroupSize.
	SubgroupSize int
	// Workgroups is the dispatch size; a zero component counts as 1.
	Workgroups [3]uint32
	// Buffers holds the storage and uniform buffers by {set, binding}.
	// They are read and written in place.
	Buffers map[[2]uint32][]byte
	// BufferArrays holds the elements of descriptor arrays (a binding
	// whose variable is an array of blocks) by {set, binding}: element i
	// of the slice is array element i. A sized array needs every element
	// bound (here, or element 0 alone in Buffers); a runtime-sized one
	// (at most 256 elements) those the shader reaches, and reaching an
	// unbound one is reported.
	BufferArrays map[[2]uint32][][]byte
	// Images holds the image, sampler and texel-buffer descriptors
	// (storage and sampled images, combined image samplers, samplers,
	// uniform and storage texel buffers) by {set, binding}. Image data
	// is read and written in place (texel.Image.Data). A Binding's Kind
	// must match the shader's variable: a combined image sampler needs
	// both View and Sampler, a sampled or storage image or a texel
	// buffer only View, a sampler only Sampler.
	Images map[[2]uint32]*texel.Binding
	// ImageArrays holds descriptor arrays of those (a variable that is
	// an array of images or samplers), element i at index i, with the
	// same rules as BufferArrays.
	ImageArrays map[[2]uint32][]*texel.Binding
	// RobustBufferAccess makes out-of-bounds buffer accesses defined
	// (Vulkan's robustBufferAccess feature): they read zero and write
	// nothing, as always, but are not reported.
	RobustBufferAccess bool
	// AddressBuffers are buffers with device addresses, reached through
	// PhysicalStorageBuffer pointers (buffer references): buffer k is at
	// BufferAddress(k) = 1<<40 + k<<32 (see physical.go). Pass the same
	// slice in Buffers too to reach it through a binding as well. They
	// are read and written in place.
	AddressBuffers [][]byte
	// PushConstants holds the push-constant block's bytes.
	PushConstants []byte
	// Spec overrides specialization constants by SpecId. The value is the
	// constant's bit pattern in the low bits (float32 bits for a float,
	// 0 or 1 for a bool, ...).
	Spec map[uint32]uint64
	// MaxSteps bounds the instructions one subgroup may execute (each
	// instruction counts once for the whole subgroup); 0 means 50 million.
	// Exceeding it ends the run with a "step-limit" error.
	MaxSteps int64
	// NoChecks turns off the undefined-behaviour checks. Results are the
	// same; only the diagnostics (and their cost) go away.
	NoChecks bool
	// Schedule and Seed choose the subgroup order between barriers.
	Schedule Schedule
	Seed     int64
	// Workers is the number of goroutines running workgroups; 0 means
	// GOMAXPROCS.
	Workers int
	// Entry names the entry point; "" picks the only GLCompute one.
	Entry string
	// Printf receives NonSemantic.DebugPrintf output; nil discards it.
	Printf io.Writer
	// Done, when not nil, counts the workgroups as they finish (a
	// progress display reads it while Run works).
	Done *atomic.Int64
	// Trace, when set, records the execution of chosen subgroups into
	// Result.Trace (trace.go). The run then uses one worker, one
	// instruction at a time (with the fast engine, vector forms still
	// run inside an instruction).
	Trace *TraceOptions
	// Engine chooses the engine (EngineFast by default); the results are
	// the same with either.
	Engine Engine
	// CoopMatProperties lists the cooperative-matrix shapes and types the
	// emulated device offers (VkCooperativeMatrixPropertiesKHR); nil
	// means DefaultCoopMatProperties. Matrices and products outside it
	// are reported (coopmat-unsupported) and still computed.
	CoopMatProperties []CoopMatProperties
	// CoopMatFlexibleProperties lists the flexible-dimension cooperative
	// matrices (VK_NV_cooperative_matrix2) the emulated device offers,
	// the only ones at Workgroup scope; nil means
	// DefaultCoopMatFlexibleProperties. Outside both lists a matrix or
	// product is reported (coopmat-unsupported).
	CoopMatFlexibleProperties []CoopMatFlexibleProperties

	gfx *gfxRun // a graphics stage's run (RunFragments)
}

// Severity ranks diagnostics.
type Severity int

const (
	// Warning marks undefined behaviour after which the run went on.
	Warning Severity = iota
	// Error marks a problem that ended the run.
	Error
)

func (s Severity) String() string {
	if s == Error {
		return "error"
	}
	return "warning"
}

// Diagnostic reports undefined behaviour (or a fatal run problem) at one
// instruction. Repeats of the same kind at the same instruction are counted
// in Count; the ids are those of the first occurrence.
type Diagnostic struct {
	Kind      string
	Severity  Severity
	Msg       string
	Op        spirv.Op
	Offset    int // word offset of the instruction in the module
	File      string
	Line      int // from OpLine when the module has it, else 0
	Workgroup [3]uint32
	LocalID   [3]uint32
	Subgroup  int
	Lane      int
	Count     int64
}

func (d Diagnostic) String() string {
	loc := fmt.Sprintf("word %d (%s)", d.Offset, d.Op)
	if d.Line > 0 {
		loc = fmt.Sprintf("%s:%d: %s", d.File, d.Line, loc)
	}
	s := fmt.Sprintf("%s: %s %s: %s [workgroup (%d,%d,%d) local (%d,%d,%d) subgroup %d lane %d]",
		loc, d.Severity, d.Kind, d.Msg, d.Workgroup[0], d.Workgroup[1], d.Workgroup[2],
		d.LocalID[0], d.LocalID[1], d.LocalID[2], d.Subgroup, d.Lane)
	if d.Count > 1 {
		s += fmt.Sprintf(" (%d times)", d.Count)
	}
	return s
}

// Result summarises a run.
type Result struct {
	Diagnostics []Diagnostic
	// Invocations is the number of invocations launched.
	Invocations int64
	// LocalSize is the workgroup size the entry point ran with, after
	// specialization.
	LocalSize [3]uint32
	// Instructions counts lane-instructions: each executed instruction
	// counts once per active lane.
	Instructions int64
	// Trace is the recording asked for by Config.Trace.
	Trace *Trace
}

// RunError is the error Run returns when a diagnostic of severity Error
// ended the run.
type RunError struct{ Diag Diagnostic }

func (e *RunError) Error() string { return e.Diag.String() }

// BindingInfo describes a buffer variable of the module.
type BindingInfo struct {
	Set, Binding uint32
	Name         string // block type name, else variable name
	Storage      spirv.StorageClass
	// RuntimeArray says whether the block ends in an unsized array;
	// MinSize is then the size with zero elements of it.
	RuntimeArray bool
	MinSize      int
	// Stride is the element stride of the runtime array (0 without one).
	Stride int
	// ArraySize is the element count of a descriptor array (an array of
	// blocks; -1 when runtime-sized), 0 for a single block; ArrayIndex is
	// the element this buffer is.
	ArraySize, ArrayIndex int
}
