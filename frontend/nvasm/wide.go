package nvasm

import (
	"math"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// w64 makes the 64-bit types on first use, declaring the Int64 and
// Float64 capabilities.
func (g *gen) w64() {
	if g.tUL != 0 {
		return
	}
	g.b.Capability(spirv.CapabilityInt64)
	g.b.Capability(spirv.CapabilityFloat64)
	g.tUL = g.b.TypeInt(64, false)
	g.tL = g.b.TypeInt(64, true)
	g.tD = g.b.TypeFloat(64)
	g.tV4ul = g.b.TypeVector(g.tUL, 4)
	g.tV4l = g.b.TypeVector(g.tL, 4)
	g.tV4d = g.b.TypeVector(g.tD, 4)
}

// resize converts a vector of type from to type to of the same kind and
// the other width (NV_gpu_program4 §2.X.4: floats round, integers are
// sign- or zero-extended or lose their high bits).
func (g *gen) resize(v uint32, from, to valType) uint32 {
	if from == to {
		return v
	}
	op := spirv.OpUConvert
	switch from.base() {
	case tyF:
		op = spirv.OpFConvert
	case tyS:
		op = spirv.OpSConvert
	}
	return g.op(op, g.vecT(to), v)
}

// constScalar is the scalar constant of type ty holding bits (the low
// 32 bits for 32-bit types).
func (g *gen) constScalar(ty valType, bits uint64) uint32 {
	switch ty {
	case tyF:
		return g.cf(math.Float32frombits(uint32(bits)))
	case tyS:
		return g.ci(int32(bits))
	case tyU:
		return g.cu(uint32(bits))
	}
	g.w64()
	switch ty {
	case tyF64:
		return g.b.ConstFloat64(g.tD, math.Float64frombits(bits))
	case tyS64:
		return g.b.ConstInt(g.tL, bits)
	}
	return g.b.ConstInt(g.tUL, bits)
}

// allOnes is the all-ones pattern of ty's width.
func allOnes(ty valType) uint64 {
	if ty.is64() {
		return math.MaxUint64
	}
	return math.MaxUint32
}

// signBit is the pattern of the lowest signed value of ty's width.
func signBit(ty valType) uint64 { return 1 << (ty.bits() - 1) }
