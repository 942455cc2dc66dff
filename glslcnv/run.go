package glslcnv

import (
	"fmt"
	"io"
	"sort"

	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// The subgroup widths the interpreter emulates: every power of two from
// MinSubgroupSize to MaxSubgroupSize; DefaultSubgroupSize when none is
// asked for.
const (
	MinSubgroupSize     = interp.MinSubgroupSize
	MaxSubgroupSize     = interp.MaxSubgroupSize
	DefaultSubgroupSize = interp.DefaultSubgroupSize
)

// Binding names a descriptor: set and binding.
type Binding struct{ Set, Binding uint32 }

func (b Binding) String() string { return fmt.Sprintf("%d.%d", b.Set, b.Binding) }

// RunOptions describe one dispatch on the reference interpreter.
type RunOptions struct {
	// SubgroupSize is the emulated width (a power of two from 4 to 128);
	// 0 means DefaultSubgroupSize.
	SubgroupSize int
	// Workgroups is the dispatch size; a zero component counts as 1.
	Workgroups [3]uint32
	// Buffers holds the storage and uniform buffers' initial bytes. A
	// buffer the module declares and Buffers lacks starts as zeros of its
	// minimum size. The slices are not changed: RunResult has the
	// buffers after the run.
	Buffers map[Binding][]byte
	// Images holds the image, sampler and texel-buffer descriptors (see
	// Image); RunResult.Images has their contents after the run.
	Images map[Binding]*Image
	// PushConstants are the push-constant block's bytes.
	PushConstants []byte
	// Spec overrides specialization constants by SpecId (the value's bit
	// pattern: float32 bits for a float, 0 or 1 for a bool).
	Spec map[uint32]uint64
	// Entry names the entry point; "" picks the only compute one.
	Entry string
	// MaxSteps bounds the instructions one subgroup executes (0: 50
	// million); a run past it fails with a "step-limit" report.
	MaxSteps int64
	// NoChecks turns the undefined-behaviour checks off.
	NoChecks bool
	// RandomSchedule runs the subgroups between barriers in an order
	// drawn from Seed instead of in order.
	RandomSchedule bool
	Seed           int64
	// Workers is the number of goroutines (0: GOMAXPROCS).
	Workers int
	// Printf receives debugPrintfEXT output; nil discards it.
	Printf io.Writer
}

// Report is one undefined-behaviour report (or the problem that ended a
// run) at one instruction.
type Report struct {
	Kind     string // "oob-read", "uninitialized-read", "step-limit", ...
	Severity Severity
	Message  string
	// File and Line are the source position when the module has OpLine
	// (compile with Debug), else "" and 0; Offset is the instruction's
	// word offset in the module.
	File      string
	Line      int
	Offset    int
	Workgroup [3]uint32
	LocalID   [3]uint32
	Subgroup  int
	Lane      int
	// Count is how many times it happened there.
	Count int64
	text  string
}

func (r Report) String() string { return r.text }

// RunResult is the outcome of Run.
type RunResult struct {
	// Buffers holds every buffer after the run, Images every image.
	Buffers map[Binding][]byte
	Images  map[Binding]*Image
	Reports []Report
	// Invocations launched, LocalSize of a workgroup, and
	// lane-instructions executed.
	Invocations  int64
	LocalSize    [3]uint32
	Instructions int64
}

// BufferInfo describes a buffer the module declares.
type BufferInfo struct {
	Binding
	Name string
	// MinSize is the block's size (with no element of a trailing runtime
	// array), Stride that array's element stride (0 without one).
	MinSize, Stride int
	Uniform         bool
}

// Module is a SPIR-V module loaded for running. It is safe for
// concurrent use: every Run has its own state.
type Module struct{ p *interp.Program }

// Load decodes and checks a SPIR-V module (bytes of a .spv file).
func Load(spv []byte) (m *Module, err error) {
	defer recoverErr(&err)
	p, err := interp.Load(spv)
	if err != nil {
		return nil, err
	}
	return &Module{p: p}, nil
}

// LoadWords is Load for a module as words (Result.SPIRV).
func LoadWords(words []uint32) (*Module, error) { return Load(spirv.Encode(words)) }

// Buffers lists the storage and uniform buffers the module declares, by
// set and binding.
func (m *Module) Buffers() []BufferInfo {
	var out []BufferInfo
	for _, b := range m.p.Bindings() {
		if b.Set == pushConstantSet {
			continue
		}
		out = append(out, BufferInfo{Binding: Binding{b.Set, b.Binding}, Name: b.Name, MinSize: b.MinSize, Stride: b.Stride,
			Uniform: b.Storage == spirv.StorageClassUniform && !b.RuntimeArray})
	}
	return out
}

// pushConstantSet is the Set interp gives the push-constant block.
const pushConstantSet = 0xFFFFFFFF

// LocalSize is the entry point's workgroup size (before specialization).
func (m *Module) LocalSize() [3]uint32 { return m.p.LocalSize() }

// Run executes one dispatch. A run ended by a fatal problem (a divergent
// barrier, the step limit) returns its RunResult with the reports and an
// error naming the problem.
func (m *Module) Run(opts RunOptions) (res *RunResult, err error) {
	defer recoverErr(&err)
	cfg, bufs := m.config(opts)
	if cfg.Images, err = m.images(opts); err != nil {
		return nil, err
	}
	r, err := m.p.Run(cfg)
	if r == nil {
		return nil, err
	}
	res = result(r, bufs)
	res.Images = imagesAfter(cfg.Images, opts.Images)
	return res, err
}

func (m *Module) config(opts RunOptions) (interp.Config, map[[2]uint32][]byte) {
	bufs := map[[2]uint32][]byte{}
	for _, b := range m.p.Bindings() {
		if b.Set == pushConstantSet {
			continue
		}
		key := [2]uint32{b.Set, b.Binding}
		if data, ok := opts.Buffers[Binding{b.Set, b.Binding}]; ok {
			bufs[key] = append([]byte(nil), data...)
		} else if _, ok := bufs[key]; !ok {
			bufs[key] = make([]byte, b.MinSize)
		}
	}
	cfg := interp.Config{SubgroupSize: opts.SubgroupSize, Workgroups: opts.Workgroups, Buffers: bufs,
		PushConstants: opts.PushConstants, Spec: opts.Spec, Entry: opts.Entry, MaxSteps: opts.MaxSteps,
		NoChecks: opts.NoChecks, Seed: opts.Seed, Workers: opts.Workers, Printf: opts.Printf}
	if opts.RandomSchedule {
		cfg.Schedule = interp.Random
	}
	return cfg, bufs
}

func result(r *interp.Result, bufs map[[2]uint32][]byte) *RunResult {
	out := &RunResult{Buffers: map[Binding][]byte{}, Invocations: r.Invocations, LocalSize: r.LocalSize, Instructions: r.Instructions}
	for k, v := range bufs {
		out.Buffers[Binding{k[0], k[1]}] = v
	}
	for _, d := range r.Diagnostics {
		out.Reports = append(out.Reports, Report{Kind: d.Kind, Severity: severity(d.Severity), Message: d.Msg, File: d.File, Line: d.Line,
			Offset: d.Offset, Workgroup: d.Workgroup, LocalID: d.LocalID, Subgroup: d.Subgroup, Lane: d.Lane, Count: d.Count, text: d.String()})
	}
	return out
}

func severity(s interp.Severity) Severity {
	if s == interp.Error {
		return Error
	}
	return Warning
}

// Run loads a module (bytes of a .spv file) and runs one dispatch.
func Run(spv []byte, opts RunOptions) (*RunResult, error) {
	m, err := Load(spv)
	if err != nil {
		return nil, err
	}
	return m.Run(opts)
}

// PortabilityResult compares one dispatch run at several subgroup sizes.
type PortabilityResult struct {
	Sizes []int
	// Runs holds each size's result, in Sizes order.
	Runs []*RunResult
	// Differences lists, per buffer and size after the first, the bytes
	// that differ from the run at Sizes[0]; empty when the results do
	// not depend on the width.
	Differences []Difference
}

// Difference is the bytes of one buffer that differ between the runs at
// subgroup sizes Base and Size (Offsets: the first 32 of them).
type Difference struct {
	Binding
	Base, Size int
	Count      int
	Offsets    []int
}

// Portability runs the dispatch once per subgroup size (nil: every size
// the interpreter emulates) and reports which buffer bytes depend on it.
// Images may be bound read-only (sampled images, samplers, uniform texel
// buffers); a storage image is refused.
func (m *Module) Portability(opts RunOptions, sizes []int) (res *PortabilityResult, err error) {
	defer recoverErr(&err)
	if sizes == nil {
		sizes = interp.SubgroupSizes()
	}
	for _, s := range sizes {
		if err := interp.CheckSubgroupSize(s); err != nil {
			return nil, err
		}
	}
	cfg, bufs := m.config(opts)
	if cfg.Images, err = m.images(opts); err != nil {
		return nil, err
	}
	for k, b := range cfg.Images {
		if b.Kind == texel.StorageImage || b.Kind == texel.StorageTexelBuffer {
			return nil, fmt.Errorf("image %d.%d: Portability compares buffers and binds read-only images; run storage images with Run", k[0], k[1])
		}
	}
	rep, err := interp.Portability(m.p, cfg, sizes)
	if rep == nil {
		return nil, err
	}
	out := &PortabilityResult{Sizes: rep.Sizes}
	for i, r := range rep.Results {
		b := bufs
		if i < len(rep.Buffers) {
			b = rep.Buffers[i]
		}
		out.Runs = append(out.Runs, result(r, b))
	}
	for _, d := range rep.Diffs {
		out.Differences = append(out.Differences, Difference{Binding: Binding{d.Set, d.Binding}, Base: d.Base, Size: d.Size, Count: d.Count, Offsets: d.Offsets})
	}
	sort.SliceStable(out.Differences, func(i, j int) bool { return out.Differences[i].Size < out.Differences[j].Size })
	return out, err
}
