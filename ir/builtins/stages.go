package builtins

// StageSet is a set of shader stages: bit i is ir.Stage i (the order of
// ir's Stage constants; ir.Stage.Set converts). The table names the
// stages of each variable row and of each stage-bound function with it.
type StageSet uint16

const (
	SCompute StageSet = 1 << iota
	SVertex
	STessControl
	STessEval
	SGeometry
	SFragment
	STask
	SMesh
	SRayGen
	SIntersection
	SAnyHit
	SClosestHit
	SMiss
	SCallable

	// SAll is every stage.
	SAll = SCallable<<1 - 1
	// SComputeLike are the stages with workgroups.
	SComputeLike = SCompute | STask | SMesh
	// SPreRaster are the stages before the rasterizer that may write the
	// per-vertex outputs.
	SPreRaster = SVertex | STessControl | STessEval | SGeometry | SMesh
	// SGraphics are the stages of a graphics pipeline.
	SGraphics = SVertex | STessControl | STessEval | SGeometry | SFragment | STask | SMesh
)
