package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// GL_EXT_ray_query as glslang 16 emits it: SPV_KHR_ray_query's
// instructions on a pointer to the query's variable; the committed flag
// as an int constant 0 or 1; the triangle's positions
// (SPV_KHR_ray_tracing_position_fetch) as an array stored to the out
// argument; accelerationStructureEXT(address) as
// OpConvertUToAccelerationStructureKHR.

// SPV_KHR_ray_tracing_position_fetch is newer than the grammar the tables
// are generated from (spirv/doc.go); its two numbers are spelled here
// rather than regenerating the shared grammar.
const (
	opRayQueryGetIntersectionTriangleVertexPositionsKHR spirv.Op         = 5340
	capRayQueryPositionFetchKHR                         spirv.Capability = 5391
)

// rayQueryOps are the instructions of the ray-query built-ins.
var rayQueryOps = map[builtins.FuncID]spirv.Op{
	builtins.FnRayQueryInitializeEXT:                                            spirv.OpRayQueryInitializeKHR,
	builtins.FnRayQueryProceedEXT:                                               spirv.OpRayQueryProceedKHR,
	builtins.FnRayQueryTerminateEXT:                                             spirv.OpRayQueryTerminateKHR,
	builtins.FnRayQueryGenerateIntersectionEXT:                                  spirv.OpRayQueryGenerateIntersectionKHR,
	builtins.FnRayQueryConfirmIntersectionEXT:                                   spirv.OpRayQueryConfirmIntersectionKHR,
	builtins.FnRayQueryGetIntersectionTypeEXT:                                   spirv.OpRayQueryGetIntersectionTypeKHR,
	builtins.FnRayQueryGetRayTMinEXT:                                            spirv.OpRayQueryGetRayTMinKHR,
	builtins.FnRayQueryGetRayFlagsEXT:                                           spirv.OpRayQueryGetRayFlagsKHR,
	builtins.FnRayQueryGetWorldRayOriginEXT:                                     spirv.OpRayQueryGetWorldRayOriginKHR,
	builtins.FnRayQueryGetWorldRayDirectionEXT:                                  spirv.OpRayQueryGetWorldRayDirectionKHR,
	builtins.FnRayQueryGetIntersectionTEXT:                                      spirv.OpRayQueryGetIntersectionTKHR,
	builtins.FnRayQueryGetIntersectionInstanceCustomIndexEXT:                    spirv.OpRayQueryGetIntersectionInstanceCustomIndexKHR,
	builtins.FnRayQueryGetIntersectionInstanceIdEXT:                             spirv.OpRayQueryGetIntersectionInstanceIdKHR,
	builtins.FnRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT: spirv.OpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR,
	builtins.FnRayQueryGetIntersectionGeometryIndexEXT:                          spirv.OpRayQueryGetIntersectionGeometryIndexKHR,
	builtins.FnRayQueryGetIntersectionPrimitiveIndexEXT:                         spirv.OpRayQueryGetIntersectionPrimitiveIndexKHR,
	builtins.FnRayQueryGetIntersectionBarycentricsEXT:                           spirv.OpRayQueryGetIntersectionBarycentricsKHR,
	builtins.FnRayQueryGetIntersectionFrontFaceEXT:                              spirv.OpRayQueryGetIntersectionFrontFaceKHR,
	builtins.FnRayQueryGetIntersectionCandidateAABBOpaqueEXT:                    spirv.OpRayQueryGetIntersectionCandidateAABBOpaqueKHR,
	builtins.FnRayQueryGetIntersectionObjectRayDirectionEXT:                     spirv.OpRayQueryGetIntersectionObjectRayDirectionKHR,
	builtins.FnRayQueryGetIntersectionObjectRayOriginEXT:                        spirv.OpRayQueryGetIntersectionObjectRayOriginKHR,
	builtins.FnRayQueryGetIntersectionObjectToWorldEXT:                          spirv.OpRayQueryGetIntersectionObjectToWorldKHR,
	builtins.FnRayQueryGetIntersectionWorldToObjectEXT:                          spirv.OpRayQueryGetIntersectionWorldToObjectKHR,
	builtins.FnRayQueryGetIntersectionTriangleVertexPositionsEXT:                opRayQueryGetIntersectionTriangleVertexPositionsKHR,
	builtins.FnAccelFromAddress:                                                 spirv.OpConvertUToAccelerationStructureKHR,
}

// rayQueryFuncs are their spirvFuncs rows.
func rayQueryFuncRows() map[builtins.FuncID]spirvFunc {
	m := map[builtins.FuncID]spirvFunc{}
	for id, op := range rayQueryOps {
		m[id] = spirvFunc{Kind: kRayQuery, Float: uint32(op)}
	}
	return m
}

// rayQueryCaps declares what the ray-query instructions need.
func (l *lowerer) rayQueryCaps() {
	l.capability(spirv.CapabilityRayQueryKHR)
	l.extension("SPV_KHR_ray_query")
}

// accelType is OpTypeAccelerationStructureKHR: in a ray-tracing stage it
// belongs to SPV_KHR_ray_tracing, elsewhere to SPV_KHR_ray_query.
func (l *lowerer) accelType() uint32 {
	if st := l.m.Entry.Stage; st >= ir.RayGen && st <= ir.Callable {
		l.capability(spirv.CapabilityRayTracingKHR)
		l.extension("SPV_KHR_ray_tracing")
	} else {
		l.rayQueryCaps()
	}
	return l.b.Type(spirv.OpTypeAccelerationStructureKHR)
}

// rayQueryCall lowers a ray-query built-in.
func (l *lowerer) rayQueryCall(e *ir.BuiltinCall) uint32 {
	op := rayQueryOps[e.ID]
	if e.ID == builtins.FnAccelFromAddress {
		x := l.expr(e.Args[0])
		l.setLine(e.Pos)
		return l.emit(op, l.typeID(e.Typ), x)
	}
	l.rayQueryCaps()
	q := l.place(e.Args[0].(ir.Ref)).ptr
	ops := []uint32{q}
	var out ir.Ref
	for _, a := range e.Args[1:] {
		if r, ok := a.(ir.Ref); ok {
			out = r // the positions
			continue
		}
		if k, ok := a.(*ir.Const); ok && k.Typ == ir.Bool {
			// committed: the Intersection operand, an int constant
			ops = append(ops, l.constI32(int32(k.Bits&1)))
			continue
		}
		if a.Type() == ir.AccelStruct {
			ops = append(ops, l.opaqueValue(a))
			continue
		}
		ops = append(ops, l.expr(a))
	}
	l.setLine(e.Pos)
	if e.ID == builtins.FnRayQueryGetIntersectionTriangleVertexPositionsEXT {
		l.capability(capRayQueryPositionFetchKHR)
		l.extension("SPV_KHR_ray_tracing_position_fetch")
		p := l.place(out)
		// (EmitResult: the builder's tables lack the opcode)
		v := l.f.cur.EmitResult(op, l.typeID(p.typ), ops...)
		l.storePlace(p, v)
		return 0
	}
	if e.Typ == ir.Void {
		l.emitVoid(op, ops...)
		return 0
	}
	return l.emit(op, append([]uint32{l.typeID(e.Typ)}, ops...)...)
}

// rayModuleCaps declares the capabilities the module's ray flags need.
func (l *lowerer) rayModuleCaps() {
	if l.m.RayPrimitiveCulling {
		l.capability(spirv.CapabilityRayTraversalPrimitiveCullingKHR)
	}
	if l.m.RayOpacityMicromap2State {
		l.capability(spirv.CapabilityRayTracingOpacityMicromapEXT)
		l.extension("SPV_EXT_opacity_micromap")
	}
}
