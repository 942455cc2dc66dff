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
)

// coopFuncs are the GL_KHR_cooperative_matrix functions. Their signatures
// are generic over the matrix types and buffer element types; sema checks
// them (sema/coop.go) and the IR validator checks the calls it builds.
var coopFuncs = []Func{
	{Name: CoopLoad, Exts: []string{ExtCoopMat}, Lower: Lowering{Kind: CoopKind, Special: CoopLoad}},
	{Name: CoopStore, Exts: []string{ExtCoopMat}, Lower: Lowering{Kind: CoopKind, Special: CoopStore}},
	{Name: CoopMulAdd, Exts: []string{ExtCoopMat}, Lower: Lowering{Kind: CoopKind, Special: CoopMulAdd}},
	{Name: CoopLength, Exts: []string{ExtCoopMat}, Lower: Lowering{Kind: CoopKind, Special: CoopLength}},
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
