package builtins

// Extensions of the ray-query family.
const (
	ExtRayQuery         = "GL_EXT_ray_query"
	ExtRayPositionFetch = "GL_EXT_ray_tracing_position_fetch"
	ExtRayPrimCulling   = "GL_EXT_ray_flags_primitive_culling"
	ExtOpacityMicromap  = "GL_EXT_opacity_micromap"
)

// RayQuerySig is the signature of a ray-query built-in. Every one takes the
// ray query first, as a reference to its variable (SPIR-V's ray-query
// instructions take a pointer); sema checks the rest (the table's patterns
// cannot spell rayQueryEXT or accelerationStructureEXT).
type RayQuerySig struct {
	// Ret is the result (Void for none).
	Ret Pattern
	// Cols, when not zero, makes Ret a matrix of Cols columns of Ret (the
	// object-to-world and world-to-object mat4x3).
	Cols int
	// Committed: a constant bool follows the query, choosing the committed
	// (true) or the candidate (false) intersection.
	Committed bool
	// Accel: an accelerationStructureEXT follows the query.
	Accel bool
	// Params are the value parameters after those.
	Params []Param
	// Positions: an out vec3[3] comes last (the triangle's vertices).
	Positions bool
}

var (
	pFloat = Pattern{Float32, Scalar1}
	pVec2  = Pattern{Float32, Vec2}
	pVec3  = Pattern{Float32, Vec3}
)

// rayQuerySigs are GL_EXT_ray_query's functions (and position fetch's).
var rayQuerySigs = map[FuncID]RayQuerySig{
	FnRayQueryInitializeEXT: {Ret: Void, Accel: true, Params: []Param{p("rayFlags", PUint), p("cullMask", PUint),
		p("origin", pVec3), p("tMin", pFloat), p("direction", pVec3), p("tMax", pFloat)}},
	FnRayQueryProceedEXT:                                               {Ret: PBool},
	FnRayQueryTerminateEXT:                                             {Ret: Void},
	FnRayQueryGenerateIntersectionEXT:                                  {Ret: Void, Params: []Param{p("tHit", pFloat)}},
	FnRayQueryConfirmIntersectionEXT:                                   {Ret: Void},
	FnRayQueryGetIntersectionTypeEXT:                                   {Ret: PUint, Committed: true},
	FnRayQueryGetRayTMinEXT:                                            {Ret: pFloat},
	FnRayQueryGetRayFlagsEXT:                                           {Ret: PUint},
	FnRayQueryGetWorldRayOriginEXT:                                     {Ret: pVec3},
	FnRayQueryGetWorldRayDirectionEXT:                                  {Ret: pVec3},
	FnRayQueryGetIntersectionTEXT:                                      {Ret: pFloat, Committed: true},
	FnRayQueryGetIntersectionInstanceCustomIndexEXT:                    {Ret: PInt, Committed: true},
	FnRayQueryGetIntersectionInstanceIdEXT:                             {Ret: PInt, Committed: true},
	FnRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT: {Ret: PUint, Committed: true},
	FnRayQueryGetIntersectionGeometryIndexEXT:                          {Ret: PInt, Committed: true},
	FnRayQueryGetIntersectionPrimitiveIndexEXT:                         {Ret: PInt, Committed: true},
	FnRayQueryGetIntersectionBarycentricsEXT:                           {Ret: pVec2, Committed: true},
	FnRayQueryGetIntersectionFrontFaceEXT:                              {Ret: PBool, Committed: true},
	FnRayQueryGetIntersectionCandidateAABBOpaqueEXT:                    {Ret: PBool},
	FnRayQueryGetIntersectionObjectRayDirectionEXT:                     {Ret: pVec3, Committed: true},
	FnRayQueryGetIntersectionObjectRayOriginEXT:                        {Ret: pVec3, Committed: true},
	FnRayQueryGetIntersectionObjectToWorldEXT:                          {Ret: pVec3, Cols: 4, Committed: true},
	FnRayQueryGetIntersectionWorldToObjectEXT:                          {Ret: pVec3, Cols: 4, Committed: true},
	FnRayQueryGetIntersectionTriangleVertexPositionsEXT:                {Ret: Void, Committed: true, Positions: true},
}

// RayQuerySigOf returns the signature of a ray-query built-in.
func RayQuerySigOf(id FuncID) (RayQuerySig, bool) {
	s, ok := rayQuerySigs[id]
	return s, ok
}

// rayQueryFuncs are the rows (KindRayQuery, no overloads).
var rayQueryFuncs = func() []Func {
	var out []Func
	for id := FnRayQueryInitializeEXT; id <= FnRayQueryGetIntersectionTriangleVertexPositionsEXT; id++ {
		ext := ExtRayQuery
		if id == FnRayQueryGetIntersectionTriangleVertexPositionsEXT {
			ext = ExtRayPositionFetch
		}
		out = append(out, Func{ID: id, Kind: KindRayQuery, Exts: []string{ext}})
	}
	return out
}()

// AccelFromAddress is accelerationStructureEXT(uint64_t or uvec2 address);
// sema checks the argument.
var AccelFromAddress = &Func{ID: FnAccelFromAddress, Name: FnAccelFromAddress.String(), Kind: KindRayQuery, Exts: []string{ExtRayQuery}}

// LookupRayQuery returns the ray-query built-in called name, or nil.
func LookupRayQuery(name string) *Func {
	for i := range rayQueryFuncs {
		if rayQueryFuncs[i].Name == name {
			return &rayQueryFuncs[i]
		}
	}
	return nil
}

// RayQueryFuncs returns the ray-query built-ins.
func RayQueryFuncs() []*Func {
	out := make([]*Func, len(rayQueryFuncs))
	for i := range rayQueryFuncs {
		out[i] = &rayQueryFuncs[i]
	}
	return out
}

// RayFlag is a gl_RayFlags* or gl_RayQuery* constant.
type RayFlag struct {
	Value uint32
	// Ext is the extension that declares it (besides GL_EXT_ray_query and
	// GL_EXT_ray_tracing, which declare the base set).
	Ext string
}

// RayConsts are the constants (uint, as glslang declares them) of GL_EXT_ray_query (and the ray-tracing
// extensions that add flags), as glslang declares them.
var RayConsts = map[string]RayFlag{
	"gl_RayFlagsNoneEXT":                           {Value: 0},
	"gl_RayFlagsOpaqueEXT":                         {Value: 1},
	"gl_RayFlagsNoOpaqueEXT":                       {Value: 2},
	"gl_RayFlagsTerminateOnFirstHitEXT":            {Value: 4},
	"gl_RayFlagsSkipClosestHitShaderEXT":           {Value: 8},
	"gl_RayFlagsCullBackFacingTrianglesEXT":        {Value: 16},
	"gl_RayFlagsCullFrontFacingTrianglesEXT":       {Value: 32},
	"gl_RayFlagsCullOpaqueEXT":                     {Value: 64},
	"gl_RayFlagsCullNoOpaqueEXT":                   {Value: 128},
	"gl_RayFlagsSkipTrianglesEXT":                  {Value: 256, Ext: ExtRayPrimCulling},
	"gl_RayFlagsSkipAABBEXT":                       {Value: 512, Ext: ExtRayPrimCulling},
	"gl_RayFlagsForceOpacityMicromap2StateEXT":     {Value: 1024, Ext: ExtOpacityMicromap},
	"gl_RayQueryCommittedIntersectionNoneEXT":      {Value: 0},
	"gl_RayQueryCommittedIntersectionTriangleEXT":  {Value: 1},
	"gl_RayQueryCommittedIntersectionGeneratedEXT": {Value: 2},
	"gl_RayQueryCandidateIntersectionTriangleEXT":  {Value: 0},
	"gl_RayQueryCandidateIntersectionAABBEXT":      {Value: 1},
}
