package lower

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"runtime"
	"sort"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Module lowers m to a SPIR-V module for the target of opts. m must be
// valid IR (ir.Validate) that sema would accept for opts.TargetEnv; what
// the target cannot express is an *ir.Error at the position of the node
// being lowered.
func Module(m *ir.Module, opts Options) (out []uint32, err error) {
	env := opts.TargetEnv.OrDefault()
	if err := env.Check(); err != nil {
		return nil, err
	}
	version := env.SPIRV
	if opts.CheckIR {
		if err := ir.Validate(m); err != nil {
			return nil, err
		}
	}
	l := &lowerer{
		m:       m,
		opts:    opts,
		env:     env,
		version: version,
		b:       spirv.NewBuilder(version),
		types:   map[*ir.Type]uint32{},
		ptrs:    map[ptrKey]uint32{},
		specs:   map[*ir.SpecConst]uint32{},
		globals: map[*ir.Global]uint32{},
		funcs:   map[*ir.Function]*spirv.Function{},
		params:  map[*ir.Param]uint32{},
		caps:    map[spirv.Capability]bool{},
		exts:    map[string]bool{},
	}
	l.vulkanMemModel = m.VulkanMemoryModel || usesCoopMat(m)
	l.funcRefs = funcRefs(m)
	defer func() {
		if r := recover(); r != nil {
			if f, ok := r.(failure); ok {
				out, err = nil, f.err
				return
			}
			if _, ok := r.(runtime.Error); ok {
				out, err = nil, l.errorAt(ir.Pos{}, fmt.Sprintf("internal error (invalid IR?): %v", r))
				return
			}
			panic(r)
		}
	}()
	l.module()
	l.rayModuleCaps()
	return l.finish()
}

// failure carries an error out of the recursive lowering.
type failure struct{ err *ir.Error }

// fail stops the lowering with an error at pos: the position of the node
// that cannot be lowered, or, when that has none, of the innermost
// statement or expression being lowered (l.at).
func (l *lowerer) fail(pos ir.Pos, format string, args ...any) {
	panic(failure{l.errorAt(pos, fmt.Sprintf(format, args...))})
}

func (l *lowerer) errorAt(pos ir.Pos, msg string) *ir.Error {
	if !pos.Known() {
		pos = l.at
	}
	return &ir.Error{File: l.m.FileName(pos), Pos: pos, Msg: msg}
}

// assertHas fails when the target lacks feature f, which what (at pos)
// uses: sema reports every such use (targetenv's table), so this is an
// internal error, for IR that did not come from sema.
func (l *lowerer) assertHas(pos ir.Pos, f targetenv.Feature, what string) {
	if msg := l.env.Lacks(f, what); msg != "" {
		l.fail(pos, "internal error: %s", msg)
	}
}

type lowerer struct {
	m       *ir.Module
	opts    Options
	env     targetenv.Env // opts.TargetEnv or the default
	version uint32        // env.SPIRV
	// at is the position of the innermost statement or expression being
	// lowered, for errors at a node without one.
	at ir.Pos
	b  *spirv.Builder

	types   map[*ir.Type]uint32
	ptrs    map[ptrKey]uint32
	specs   map[*ir.SpecConst]uint32
	globals map[*ir.Global]uint32
	funcs   map[*ir.Function]*spirv.Function
	params  map[*ir.Param]uint32

	caps  map[spirv.Capability]bool
	exts  map[string]bool
	files []uint32 // OpString ids of m.Files (Debug)

	// uniformIsBuffer: buffer blocks use the Uniform storage class with
	// BufferBlock (SPIR-V < 1.3 without StorageBufferExt).
	uniformIsBuffer bool
	usesPhysical    bool // buffer references: PhysicalStorageBuffer64 addressing
	vulkanMemModel  bool // the Vulkan memory model (cooperative matrices; coopmat.go)
	// funcRefs are the functions passed to cooperative-matrix built-ins
	// (their parameters are values, coopmat_tensor.go); valParams are the
	// OpFunctionParameter ids of value parameters (valueParam), read
	// directly unless spilled to variables (then in params).
	funcRefs  map[*ir.Function]bool
	valParams map[*ir.Param]uint32
	blocks    map[*ir.Type]bool
	pairs     map[[2]*ir.Type]uint32 // result structs of modf, uaddCarry, ...
	wgSize    uint32

	// Built-in inputs the expansions added (not globals of the module).
	extraInputs map[builtins.VarID]uint32
	extraOrder  []uint32

	f *funcState
}

func (l *lowerer) capability(c spirv.Capability) { l.caps[c] = true }
func (l *lowerer) extension(e string)            { l.exts[e] = true }

// withResult splits the operands lower writes (result type first, when the
// opcode has one) into the builder's result type and operands.
func withResult(op spirv.Op, operands []uint32) (uint32, []uint32) {
	info, ok := op.Info()
	if ok && info.HasResultType() {
		return operands[0], operands[1:]
	}
	return 0, operands
}

func (l *lowerer) decorate(id uint32, d spirv.Decoration, lits ...uint32) {
	l.b.Decorate(id, d, lits...)
}

func (l *lowerer) memberDecorate(id uint32, member int, d spirv.Decoration, lits ...uint32) {
	l.b.MemberDecorate(id, uint32(member), d, lits...)
}

func (l *lowerer) name(id uint32, name string) {
	if name == "" || l.opts.StripNames {
		return
	}
	l.b.Name(id, name)
}

func (l *lowerer) memberName(id uint32, member int, name string) {
	if name == "" || l.opts.StripNames {
		return
	}
	l.b.MemberName(id, uint32(member), name)
}

// glslStd450 returns the id of the GLSL.std.450 import.
func (l *lowerer) glslStd450() uint32 { return l.b.ExtInstImport("GLSL.std.450") }

func (l *lowerer) module() {
	m := l.m
	if m.Entry == nil || m.Entry.Fn == nil {
		l.fail(ir.Pos{}, "module has no entry point")
	}
	l.uniformIsBuffer = l.version < spirv.Version1_3 && !l.opts.StorageBufferExt
	l.capability(spirv.CapabilityShader)
	l.debugSource()
	// l.at follows the declarations too, so that an error in one (a type
	// the target cannot express) has its position.
	for _, s := range m.SpecConsts {
		l.at = s.Pos
		l.specID(s)
	}
	for _, g := range m.Globals {
		l.at = g.Pos
		l.declareGlobal(g)
	}
	for _, f := range m.Functions {
		l.at = f.Pos
		l.declareFunction(f)
	}
	for _, f := range m.Functions {
		l.at = f.Pos
		l.function(f)
	}
	l.at = m.Entry.Fn.Pos
	l.entryPoint()
}

// finish emits capabilities, extensions (sorted, for stable output) and
// the memory model and returns the module's words.
func (l *lowerer) finish() ([]uint32, error) {
	if l.caps[spirv.CapabilityGroupNonUniformPartitionedNV] {
		l.extension("SPV_NV_shader_subgroup_partitioned")
	}
	if l.caps[spirv.CapabilityGroupNonUniformRotateKHR] {
		l.extension("SPV_KHR_subgroup_rotate")
	}
	if l.caps[spirv.CapabilityAtomicFloat16AddEXT] || l.caps[spirv.CapabilityAtomicFloat32AddEXT] || l.caps[spirv.CapabilityAtomicFloat64AddEXT] {
		l.extension("SPV_EXT_shader_atomic_float_add")
	}
	for _, c := range l.m.SpirvCapabilities {
		l.capability(spirv.Capability(c))
	}
	for _, e := range l.m.SpirvExtensions {
		l.extension(e)
	}
	memModel := spirv.MemoryModelGLSL450
	if l.vulkanMemModel {
		memModel = l.vulkanMemoryModel()
	}
	caps := make([]int, 0, len(l.caps))
	for c := range l.caps {
		caps = append(caps, int(c))
	}
	sort.Ints(caps)
	for _, c := range caps {
		l.b.Capability(spirv.Capability(c))
	}
	exts := make([]string, 0, len(l.exts))
	for e := range l.exts {
		exts = append(exts, e)
	}
	sort.Strings(exts)
	for _, e := range exts {
		l.b.Extension(e)
	}
	addressing := spirv.AddressingModelLogical
	if l.usesPhysical {
		addressing = spirv.AddressingModelPhysicalStorageBuffer64
	}
	l.b.MemoryModel(addressing, memModel)
	l.b.SetGenerator(l.opts.Generator)
	w, err := l.b.Words()
	if err != nil {
		return nil, fmt.Errorf("lower: %v", err)
	}
	return w, nil
}
