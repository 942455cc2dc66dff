package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// The graphics stages: execution models and modes, the interface
// variables' decorations, and the statements only they have.

// executionModels maps the IR's stages to SPIR-V execution models.
var executionModels = map[ir.Stage]spirv.ExecutionModel{
	ir.Compute:        spirv.ExecutionModelGLCompute,
	ir.Vertex:         spirv.ExecutionModelVertex,
	ir.TessControl:    spirv.ExecutionModelTessellationControl,
	ir.TessEvaluation: spirv.ExecutionModelTessellationEvaluation,
	ir.Geometry:       spirv.ExecutionModelGeometry,
	ir.Fragment:       spirv.ExecutionModelFragment,
}

func executionModel(s ir.Stage) spirv.ExecutionModel { return executionModels[s] }

// primModes maps the primitive layouts to execution modes.
var primModes = map[ir.Primitive]spirv.ExecutionMode{
	ir.Points: spirv.ExecutionModeInputPoints, ir.Lines: spirv.ExecutionModeInputLines,
	ir.LinesAdjacency: spirv.ExecutionModeInputLinesAdjacency, ir.Triangles: spirv.ExecutionModeTriangles,
	ir.TrianglesAdjacency: spirv.ExecutionModeInputTrianglesAdjacency, ir.Quads: spirv.ExecutionModeQuads,
	ir.Isolines: spirv.ExecutionModeIsolines, ir.LineStrip: spirv.ExecutionModeOutputLineStrip,
	ir.TriangleStrip: spirv.ExecutionModeOutputTriangleStrip,
}

// stageModes emits the execution modes of a graphics entry point: every
// Vulkan fragment shader's OriginUpperLeft, then the entry's modes.
func (l *lowerer) stageModes(fn uint32) {
	e := l.m.Entry
	if _, ok := executionModels[e.Stage]; !ok {
		l.fail(e.Fn.Pos, "%s shaders are not supported yet", e.Stage)
		return
	}
	p := e.Prims
	switch e.Stage {
	case ir.Fragment:
		l.b.ExecutionMode(fn, spirv.ExecutionModeOriginUpperLeft)
	case ir.Geometry:
		l.capability(spirv.CapabilityGeometry)
		if p.Streams {
			l.capability(spirv.CapabilityGeometryStreams)
		}
		l.b.ExecutionMode(fn, primModes[p.In])
		l.b.ExecutionMode(fn, spirv.ExecutionModeInvocations, uint32(max(p.Invocations, 1)))
		if p.Out == ir.Points {
			l.b.ExecutionMode(fn, spirv.ExecutionModeOutputPoints)
		} else {
			l.b.ExecutionMode(fn, primModes[p.Out])
		}
		l.b.ExecutionMode(fn, spirv.ExecutionModeOutputVertices, uint32(p.Vertices))
	case ir.TessControl:
		l.capability(spirv.CapabilityTessellation)
		l.b.ExecutionMode(fn, spirv.ExecutionModeOutputVertices, uint32(p.Vertices))
	case ir.TessEvaluation:
		l.capability(spirv.CapabilityTessellation)
		l.b.ExecutionMode(fn, primModes[p.In])
		switch p.Spacing {
		case ir.SpacingEqual:
			l.b.ExecutionMode(fn, spirv.ExecutionModeSpacingEqual)
		case ir.SpacingFractionalEven:
			l.b.ExecutionMode(fn, spirv.ExecutionModeSpacingFractionalEven)
		case ir.SpacingFractionalOdd:
			l.b.ExecutionMode(fn, spirv.ExecutionModeSpacingFractionalOdd)
		}
		if p.OrderSet {
			if p.Clockwise {
				l.b.ExecutionMode(fn, spirv.ExecutionModeVertexOrderCw)
			} else {
				l.b.ExecutionMode(fn, spirv.ExecutionModeVertexOrderCcw)
			}
		}
		if p.PointMode {
			l.b.ExecutionMode(fn, spirv.ExecutionModePointMode)
		}
	}
	for _, mode := range e.Modes {
		switch mode {
		case ir.SubgroupUniformControlFlow:
			l.extension("SPV_KHR_subgroup_uniform_control_flow")
			l.b.ExecutionMode(fn, spirv.ExecutionModeSubgroupUniformControlFlowKHR)
		case ir.MaximallyReconverges:
			l.extension("SPV_KHR_maximal_reconvergence")
			l.b.ExecutionMode(fn, executionModeMaximallyReconvergesKHR)
		case ir.EarlyFragmentTests:
			l.b.ExecutionMode(fn, spirv.ExecutionModeEarlyFragmentTests)
		case ir.PostDepthCoverage:
			l.capability(spirv.CapabilitySampleMaskPostDepthCoverage)
			l.extension("SPV_KHR_post_depth_coverage")
			l.b.ExecutionMode(fn, spirv.ExecutionModePostDepthCoverage)
		case ir.DepthReplacing:
			l.b.ExecutionMode(fn, spirv.ExecutionModeDepthReplacing)
		case ir.DepthGreater:
			l.b.ExecutionMode(fn, spirv.ExecutionModeDepthGreater)
		case ir.DepthLess:
			l.b.ExecutionMode(fn, spirv.ExecutionModeDepthLess)
		case ir.DepthUnchanged:
			l.b.ExecutionMode(fn, spirv.ExecutionModeDepthUnchanged)
		case ir.PixelCenterInteger:
			l.b.ExecutionMode(fn, spirv.ExecutionModePixelCenterInteger)
		default:
			l.fail(e.Fn.Pos, "unknown entry mode %s", mode)
		}
	}
}

// userIO decorates a user input or output variable.
func (l *lowerer) userIO(g *ir.Global, id uint32) {
	io := g.IO
	if io == nil {
		l.fail(g.Pos, "user %s variable '%s' without an interface", g.Storage, g.Name)
		return
	}
	if io.Location >= 0 {
		l.decorate(id, spirv.DecorationLocation, uint32(io.Location))
	}
	if io.Component >= 0 {
		l.decorate(id, spirv.DecorationComponent, uint32(io.Component))
	}
	if io.Index >= 0 {
		l.decorate(id, spirv.DecorationIndex, uint32(io.Index))
	}
	switch io.Interp {
	case ir.Flat:
		l.decorate(id, spirv.DecorationFlat)
	case ir.NoPerspective:
		l.decorate(id, spirv.DecorationNoPerspective)
	}
	if io.Centroid {
		l.decorate(id, spirv.DecorationCentroid)
	}
	if io.Sample {
		l.capability(spirv.CapabilitySampleRateShading)
		l.decorate(id, spirv.DecorationSample)
	}
	if io.Patch {
		l.decorate(id, spirv.DecorationPatch)
	}
	l.storageCaps(g.Storage, g.Type)
}

// stageBuiltinCaps adds what a built-in needs in the stage being
// compiled (gl_Layer is Geometry's in a fragment shader, ShaderLayer's in
// a vertex shader), and the decorations Vulkan asks for.
func (l *lowerer) stageBuiltinCaps(g *ir.Global, id uint32) {
	st := l.m.Entry.Stage
	switch g.Builtin {
	case builtins.Layer, builtins.ViewportIndex:
		switch {
		case st == ir.Fragment && g.Builtin == builtins.Layer:
			l.capability(spirv.CapabilityGeometry)
		case st == ir.Fragment:
			l.capability(spirv.CapabilityMultiViewport)
		case st == ir.Vertex || st == ir.TessEvaluation:
			if l.version >= spirv.Version1_5 {
				if g.Builtin == builtins.Layer {
					l.capability(spirv.CapabilityShaderLayer)
				} else {
					l.capability(spirv.CapabilityShaderViewportIndex)
				}
			} else {
				l.capability(spirv.CapabilityShaderViewportIndexLayerEXT)
				l.extension("SPV_EXT_shader_viewport_index_layer")
			}
		case st == ir.Geometry && g.Builtin == builtins.ViewportIndex:
			l.capability(spirv.CapabilityMultiViewport)
		}
	case builtins.TessLevelOuter, builtins.TessLevelInner:
		l.decorate(id, spirv.DecorationPatch) // one per patch
	case builtins.HelperInvocation:
		if l.version >= spirv.Version1_6 && !l.vulkanMemModel {
			// SPIR-V 1.6 lets demote change it within an invocation;
			// under the Vulkan memory model, which bans the decoration,
			// each load is Volatile instead (place).
			l.decorate(id, spirv.DecorationVolatile)
		}
	}
	if st == ir.Fragment && g.Storage == ir.StorageInput {
		// glslang declares the integer built-in inputs of fragment
		// shaders flat.
		if t := g.Type; t.IsInteger() || t.Kind() == ir.KindArray && t.Elem().IsInteger() {
			l.decorate(id, spirv.DecorationFlat)
		}
	}
}

// invertY negates the y component in a store of value v to dst when dst
// is (part of) the gl_Position a pre-rasterization stage writes
// (-finvert-y); any other store keeps v.
func (l *lowerer) invertY(dst ir.Ref, v uint32) uint32 {
	switch l.m.Entry.Stage {
	case ir.Vertex, ir.TessEvaluation, ir.Geometry:
	default:
		return v
	}
	root := ir.RootOf(dst)
	if root == nil || root.Storage != ir.StorageOutput || root.Builtin != builtins.Position {
		return v
	}
	neg := func(x uint32) uint32 { return l.emit(spirv.OpFNegate, l.typeID(ir.Float32), x) }
	switch r := dst.(type) {
	case *ir.GlobalRef: // the whole vec4
		y := l.emit(spirv.OpCompositeExtract, l.typeID(ir.Float32), v, 1)
		return l.emit(spirv.OpCompositeInsert, l.typeID(r.Type()), neg(y), v, 1)
	case *ir.SwizzleRef:
		if _, whole := r.Base.(*ir.GlobalRef); !whole {
			return v
		}
		for k, c := range r.Comps {
			if c != 1 {
				continue
			}
			if len(r.Comps) == 1 {
				return neg(v)
			}
			y := l.emit(spirv.OpCompositeExtract, l.typeID(ir.Float32), v, uint32(k))
			return l.emit(spirv.OpCompositeInsert, l.typeID(r.Type()), neg(y), v, uint32(k))
		}
	case *ir.IndexRef:
		if k, ok := r.Index.(*ir.Const); ok && k.Bits == 1 {
			if _, whole := r.Base.(*ir.GlobalRef); whole {
				return neg(v)
			}
		}
	}
	return v
}

// discard ends the invocation (OpKill, SPIR-V 1.6's OpTerminateInvocation
// as glslang emits it there) or demotes it to a helper invocation.
func (l *lowerer) discard(s *ir.Discard) {
	if s.Demote {
		l.capability(spirv.CapabilityDemoteToHelperInvocation)
		if l.version < spirv.Version1_6 {
			l.extension("SPV_EXT_demote_to_helper_invocation")
		}
		l.emitVoid(spirv.OpDemoteToHelperInvocation)
		return
	}
	if l.version >= spirv.Version1_6 {
		l.terminate(spirv.OpTerminateInvocation)
		return
	}
	if s.Terminate {
		l.extension("SPV_KHR_terminate_invocation")
		l.terminate(spirv.OpTerminateInvocation)
		return
	}
	l.terminate(spirv.OpKill)
}
