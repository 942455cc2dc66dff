package builtins

import "sync"

// Extensions of the cooperative-matrix family.
const (
	ExtCoopMat  = "GL_KHR_cooperative_matrix"
	ExtCoopMat2 = "GL_NV_cooperative_matrix2"
)

// coopFuncs are the GL_KHR_cooperative_matrix functions. Their signatures
// are generic over the matrix types and buffer element types; sema checks
// them (sema/coopmat.go) and the IR validator checks the calls it builds.
var coopFuncs = []Func{
	{ID: FnCoopMatLoad, Kind: KindCoop, Exts: []string{ExtCoopMat}},
	{ID: FnCoopMatStore, Kind: KindCoop, Exts: []string{ExtCoopMat}},
	{ID: FnCoopMatMulAdd, Kind: KindCoop, Exts: []string{ExtCoopMat}},
	{ID: FnCoopMatLength, Kind: KindCoop, Exts: []string{ExtCoopMat}},
	nv2(FnCreateTensorLayoutNV), nv2(FnSetTensorLayoutBlockSizeNV), nv2(FnSetTensorLayoutDimensionNV), nv2(FnSetTensorLayoutStrideNV),
	nv2(FnSliceTensorLayoutNV), nv2(FnSetTensorLayoutClampValueNV), nv2(FnCreateTensorViewNV), nv2(FnSetTensorViewDimensionsNV),
	nv2(FnSetTensorViewStrideNV), nv2(FnSetTensorViewClipNV), nv2(FnCoopMatLoadTensorNV), nv2(FnCoopMatStoreTensorNV),
	nv2(FnCoopMatReduceNV), nv2(FnCoopMatPerElementNV), nv2(FnCoopMatTransposeNV), nv2(FnCoopConvertUse),
}

func nv2(id FuncID) Func {
	return Func{ID: id, Kind: KindCoop, Exts: []string{ExtCoopMat2}}
}

var coopIndex struct {
	once sync.Once
	m    map[string]*Func
}

// LookupCoop returns the cooperative-matrix built-in called name, or nil.
func LookupCoop(name string) *Func {
	coopIndex.once.Do(func() {
		coopIndex.m = map[string]*Func{}
		for i := range coopFuncs {
			coopIndex.m[coopFuncs[i].Name] = &coopFuncs[i]
		}
	})
	return coopIndex.m[name]
}

// CoopFuncs returns the cooperative-matrix built-ins.
func CoopFuncs() []*Func {
	out := make([]*Func, len(coopFuncs))
	for i := range coopFuncs {
		out[i] = &coopFuncs[i]
	}
	return out
}
