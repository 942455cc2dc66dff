package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// storageClass maps an IR storage to SPIR-V.
func (l *lowerer) storageClass(s ir.Storage) spirv.StorageClass {
	switch s {
	case ir.StorageBuffer:
		if l.uniformIsBuffer {
			return spirv.StorageClassUniform
		}
		if l.version < spirv.Version1_3 {
			l.extension("SPV_KHR_storage_buffer_storage_class")
		}
		return spirv.StorageClassStorageBuffer
	case ir.StorageUniform:
		return spirv.StorageClassUniform
	case ir.StoragePushConstant:
		return spirv.StorageClassPushConstant
	case ir.StorageWorkgroup:
		return spirv.StorageClassWorkgroup
	case ir.StoragePrivate:
		return spirv.StorageClassPrivate
	case ir.StorageInput:
		return spirv.StorageClassInput
	case ir.StorageOutput:
		return spirv.StorageClassOutput
	case ir.StorageUniformConstant:
		return spirv.StorageClassUniformConstant
	}
	l.fail(ir.Pos{}, "unknown storage %d", s)
	return 0
}

// declareGlobal emits a global variable and its decorations.
func (l *lowerer) declareGlobal(g *ir.Global) {
	if g.Storage == ir.StorageInput && isDerived(g.Builtin) {
		return // computed where read (derived.go)
	}
	sc := l.storageClass(g.Storage)
	if bt := blockOf(g.Type); bt != nil && (g.Storage == ir.StorageBuffer || g.Storage == ir.StorageUniform || g.Storage == ir.StoragePushConstant ||
		g.Storage == ir.StorageWorkgroup) {
		id := l.typeID(bt)
		if !l.blockDone(bt) {
			if g.Storage == ir.StorageBuffer && l.uniformIsBuffer {
				l.decorate(id, spirv.DecorationBufferBlock)
			} else {
				l.decorate(id, spirv.DecorationBlock)
			}
		}
	}
	var init []uint32
	if g.Init != nil {
		init = append(init, l.constID(g.Init))
	}
	if g.Type.Kind() == ir.KindRuntimeArray && (g.Storage == ir.StorageUniformConstant || g.Storage == ir.StorageUniform || g.Storage == ir.StorageBuffer) {
		// a runtime-sized descriptor array (GL_EXT_nonuniform_qualifier)
		l.capability(spirv.CapabilityRuntimeDescriptorArray)
		if l.version < spirv.Version1_5 {
			l.extension("SPV_EXT_descriptor_indexing")
		}
	}
	id := l.b.Variable(l.ptrType(sc, g.Type), sc, init...)
	l.globals[g] = id
	l.name(id, g.Name)
	switch g.Storage {
	case ir.StorageWorkgroup:
		if blockOf(g.Type) != nil {
			l.sharedBlock(g, id)
		}
	case ir.StoragePushConstant:
		l.storageCaps(g.Storage, g.Type)
	case ir.StorageUniformConstant:
		l.decorate(id, spirv.DecorationDescriptorSet, uint32(g.Set))
		l.decorate(id, spirv.DecorationBinding, uint32(g.Binding))
		if g.InputAttachment > 0 {
			l.decorate(id, spirv.DecorationInputAttachmentIndex, uint32(g.InputAttachment-1))
		}
		l.accessDecorations(g.Access, func(d spirv.Decoration) { l.decorate(id, d) })
	case ir.StorageBuffer, ir.StorageUniform:
		l.storageCaps(g.Storage, g.Type)
		l.decorate(id, spirv.DecorationDescriptorSet, uint32(g.Set))
		l.decorate(id, spirv.DecorationBinding, uint32(g.Binding))
		l.accessDecorations(g.Access, func(d spirv.Decoration) { l.decorate(id, d) })
	case ir.StorageInput, ir.StorageOutput:
		if g.Builtin != builtins.NoVar {
			l.decorate(id, spirv.DecorationBuiltIn, uint32(spirvVars[g.Builtin].builtin))
			l.builtinVarCaps(g)
			l.stageBuiltinCaps(g, id)
		} else {
			l.userIO(g, id)
		}
		if g.IO != nil && g.IO.OverrideCoverage {
			l.capability(spirv.CapabilitySampleMaskOverrideCoverageNV)
			l.extension("SPV_NV_sample_mask_override_coverage")
			l.decorate(id, spirv.DecorationOverrideCoverageNV)
		}
		if g.IO != nil && g.IO.Invariant {
			l.decorate(id, spirv.DecorationInvariant)
		}
	}
}

// sharedBlock declares what a shared block (GL_EXT_shared_memory_block)
// needs: SPV_KHR_workgroup_memory_explicit_layout (SPIR-V 1.4), its
// capabilities, and Aliased on every block when there are several, since
// they all share the same memory (as glslang emits it).
func (l *lowerer) sharedBlock(g *ir.Global, id uint32) {
	l.assertHas(g.Pos, targetenv.SharedBlock, "a shared block")
	l.capability(spirv.CapabilityWorkgroupMemoryExplicitLayoutKHR)
	l.extension("SPV_KHR_workgroup_memory_explicit_layout")
	l.storageCaps(g.Storage, g.Type)
	n := 0
	for _, o := range l.m.Globals {
		if o.Storage == ir.StorageWorkgroup && blockOf(o.Type) != nil {
			n++
		}
	}
	if n > 1 {
		l.decorate(id, spirv.DecorationAliased)
	}
}

// blockDone reports whether a block type already has its Block or
// BufferBlock decoration, marking it done.
func (l *lowerer) blockDone(t *ir.Type) bool {
	if l.blocks == nil {
		l.blocks = map[*ir.Type]bool{}
	}
	if l.blocks[t] {
		return true
	}
	l.blocks[t] = true
	return false
}

func blockOf(t *ir.Type) *ir.Type {
	if t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray {
		t = t.Elem()
	}
	if t.Kind() == ir.KindStruct && t.IsBlock() {
		return t
	}
	return nil
}

// entryPoint emits OpEntryPoint, the execution modes and, for
// specialization-constant sizes, the WorkgroupSize built-in.
func (l *lowerer) entryPoint() {
	e := l.m.Entry
	var iface []uint32
	for _, g := range l.m.Globals {
		if id := l.globals[g]; id != 0 && (g.Storage == ir.StorageInput || g.Storage == ir.StorageOutput || l.version >= spirv.Version1_4) {
			iface = append(iface, id)
		}
	}
	iface = append(iface, l.extraOrder...)
	name := e.Name
	if name == "" {
		name = "main"
	}
	fn := l.funcs[e.Fn].ID()
	if e.Stage != ir.Compute {
		l.b.EntryPoint(executionModel(e.Stage), fn, name, iface...)
		l.stageModes(fn)
		return
	}
	l.b.EntryPoint(spirv.ExecutionModelGLCompute, fn, name, iface...)
	var size [3]uint32
	spec := false
	for i, d := range e.LocalSize {
		size[i] = d.Value
		if d.Spec != nil {
			spec = true
		}
	}
	l.b.ExecutionMode(fn, spirv.ExecutionModeLocalSize, size[0], size[1], size[2])
	if spec {
		l.workgroupSizeID()
	}
	for _, mode := range e.Modes {
		switch mode {
		case ir.SubgroupUniformControlFlow:
			l.extension("SPV_KHR_subgroup_uniform_control_flow")
			l.b.ExecutionMode(fn, spirv.ExecutionModeSubgroupUniformControlFlowKHR)
		case ir.MaximallyReconverges:
			l.extension("SPV_KHR_maximal_reconvergence")
			l.b.ExecutionMode(fn, executionModeMaximallyReconvergesKHR)
		case ir.DerivativeGroupQuads, ir.DerivativeGroupLinear:
			// the NV and KHR capabilities and modes share their numbers
			if e.DerivativeNV {
				l.extension("SPV_NV_compute_shader_derivatives")
			} else {
				l.extension("SPV_KHR_compute_shader_derivatives")
			}
			if mode == ir.DerivativeGroupQuads {
				l.capability(spirv.CapabilityComputeDerivativeGroupQuadsNV)
				l.b.ExecutionMode(fn, spirv.ExecutionModeDerivativeGroupQuadsNV)
			} else {
				l.capability(spirv.CapabilityComputeDerivativeGroupLinearNV)
				l.b.ExecutionMode(fn, spirv.ExecutionModeDerivativeGroupLinearNV)
			}
		default:
			l.fail(l.m.Entry.Fn.Pos, "unknown entry mode %s", mode)
		}
	}
}

// workgroupSizeID returns gl_WorkGroupSize: a constant uvec3, or, when the
// local size uses specialization constants, an OpSpecConstantComposite
// decorated BuiltIn WorkgroupSize (the way such sizes reach the pipeline).
func (l *lowerer) workgroupSizeID() uint32 {
	if l.wgSize != 0 {
		return l.wgSize
	}
	e := l.m.Entry
	uvec3 := ir.Vec(ir.Uint32, 3)
	spec := false
	for _, d := range e.LocalSize {
		spec = spec || d.Spec != nil
	}
	if !spec {
		l.wgSize = l.constID(ir.ConstComposite(uvec3, ir.Uint32Const(e.LocalSize[0].Value),
			ir.Uint32Const(e.LocalSize[1].Value), ir.Uint32Const(e.LocalSize[2].Value)))
		return l.wgSize
	}
	ids := []uint32{l.typeID(uvec3)}
	for _, d := range e.LocalSize {
		if d.Spec != nil {
			ids = append(ids, l.specID(d.Spec))
		} else {
			ids = append(ids, l.constU32(d.Value))
		}
	}
	l.wgSize = l.b.SpecConstComposite(ids[0], ids[1:]...)
	l.decorate(l.wgSize, spirv.DecorationBuiltIn, uint32(spirv.BuiltInWorkgroupSize))
	l.name(l.wgSize, "gl_WorkGroupSize")
	return l.wgSize
}

// executionModeMaximallyReconvergesKHR is SPV_KHR_maximal_reconvergence's
// execution mode (not in the grammar revision the spirv tables come from).
const executionModeMaximallyReconvergesKHR spirv.ExecutionMode = 6023
