package builtins

import "sync"

// Extensions of the cooperative-matrix family.
const (
	ExtCoopMat  = "GL_KHR_cooperative_matrix"
	ExtCoopMat2 = "GL_NV_cooperative_matrix2"
)

// Cooperative-matrix built-ins (Lower.Special of their CoopKind rows).
const (
	// coopMatLoad(out coopmat m, T buf[], uint element, uint stride, int layout):
	// OpCooperativeMatrixLoadKHR from &buf[element], stored to m.
	CoopLoad = "coopMatLoad"
	// coopMatStore(coopmat m, T buf[], uint element, uint stride, int layout).
	CoopStore = "coopMatStore"
	// coopMatMulAdd(A, B, C [, int matrixOperands]) = A*B + C.
	CoopMulAdd = "coopMatMulAdd"
	// m.length(): OpCooperativeMatrixLengthKHR of the matrix type; the IR
	// call carries the matrix value as its only argument.
	CoopLength = "coopMatLength"

	// GL_NV_cooperative_matrix2 (SPV_NV_cooperative_matrix2 and
	// SPV_NV_tensor_addressing). The tensor layout and view functions
	// return a new layout or view; their IR calls carry their value
	// arguments (the layout or view first) and the result type.
	CreateTensorLayout   = "createTensorLayoutNV"
	SetTensorLayoutBlock = "setTensorLayoutBlockSizeNV"
	SetTensorLayoutDim   = "setTensorLayoutDimensionNV"
	SetTensorLayoutStide = "setTensorLayoutStrideNV"
	SliceTensorLayout    = "sliceTensorLayoutNV"
	SetTensorLayoutClamp = "setTensorLayoutClampValueNV"
	CreateTensorView     = "createTensorViewNV"
	SetTensorViewDim     = "setTensorViewDimensionsNV"
	SetTensorViewStride  = "setTensorViewStrideNV"
	SetTensorViewClip    = "setTensorViewClipNV"
	// coopMatLoadTensorNV(inout m, buf[], element, layout [, view] [, decode [, decodeVector]]):
	// IR args (Ref m, Ref &buf[element], layout, [view], [FuncRef decode], [FuncRef decodeVector]).
	CoopLoadTensor = "coopMatLoadTensorNV"
	// coopMatStoreTensorNV(m, buf[], element, layout [, view]).
	CoopStoreTensor = "coopMatStoreTensorNV"
	// coopMatReduceNV(out o, m, mode, combine): IR args (Ref o, m, mode const, FuncRef).
	CoopReduce = "coopMatReduceNV"
	// coopMatPerElementNV(out o, m, f, args...): IR args (Ref o, m, FuncRef, args...).
	CoopPerElement = "coopMatPerElementNV"
	// coopMatTransposeNV(out o, m).
	CoopTranspose = "coopMatTransposeNV"
	// CoopConvertUse converts a matrix to another use (a constructor under
	// GL_NV_cooperative_matrix2): IR args (m), result the new type. Its
	// name is not an identifier, so no call can name it.
	CoopConvertUse = "<coopmat use conversion>"
)

// coopFuncs are the GL_KHR_cooperative_matrix functions. Their signatures
// are generic over the matrix types and buffer element types; sema checks
// them (sema/coop.go) and the IR validator checks the calls it builds.
var coopFuncs = []Func{
	{Name: CoopLoad, Exts: []string{ExtCoopMat}, Lower: Lowering{Kind: CoopKind, Special: CoopLoad}},
	{Name: CoopStore, Exts: []string{ExtCoopMat}, Lower: Lowering{Kind: CoopKind, Special: CoopStore}},
	{Name: CoopMulAdd, Exts: []string{ExtCoopMat}, Lower: Lowering{Kind: CoopKind, Special: CoopMulAdd}},
	{Name: CoopLength, Exts: []string{ExtCoopMat}, Lower: Lowering{Kind: CoopKind, Special: CoopLength}},
	nv2(CreateTensorLayout), nv2(SetTensorLayoutBlock), nv2(SetTensorLayoutDim), nv2(SetTensorLayoutStide),
	nv2(SliceTensorLayout), nv2(SetTensorLayoutClamp), nv2(CreateTensorView), nv2(SetTensorViewDim),
	nv2(SetTensorViewStride), nv2(SetTensorViewClip), nv2(CoopLoadTensor), nv2(CoopStoreTensor),
	nv2(CoopReduce), nv2(CoopPerElement), nv2(CoopTranspose), nv2(CoopConvertUse),
}

func nv2(name string) Func {
	return Func{Name: name, Exts: []string{ExtCoopMat2}, Lower: Lowering{Kind: CoopKind, Special: name}}
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
