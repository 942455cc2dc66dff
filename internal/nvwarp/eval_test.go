package nvwarp

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// sim is an Emitter that evaluates instead of emitting: every id holds
// one value per lane of a subgroup of S lanes (a uvec4 per lane; scalars
// and bools in component 0), all lanes active, subgroup number sg. It
// interprets exactly the instructions the package emits, so the rules
// can be checked lane by lane without a SPIR-V builder.
type sim struct {
	S, sg int
	vals  [][][4]uint32 // vals[id][lane]; id 0 unused
}

func newSim(S, sg int) *sim { return &sim{S: S, sg: sg, vals: make([][][4]uint32, 1)} }

func (s *sim) add(f func(l int) [4]uint32) uint32 {
	v := make([][4]uint32, s.S)
	for l := range v {
		v[l] = f(l)
	}
	s.vals = append(s.vals, v)
	return uint32(len(s.vals) - 1)
}

func (s *sim) scalar(f func(l int) uint32) uint32 {
	return s.add(func(l int) [4]uint32 { return [4]uint32{f(l)} })
}

// get is the value of id at lane l (component 0).
func (s *sim) get(id uint32, l int) uint32 { return s.vals[id][l][0] }

func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

func (s *sim) Op(op spirv.Op, a, b uint32) uint32 {
	return s.scalar(func(l int) uint32 {
		x, y := s.get(a, l), s.get(b, l)
		switch op {
		case spirv.OpIAdd:
			return x + y
		case spirv.OpISub:
			return x - y
		case spirv.OpIMul:
			return x * y
		case spirv.OpUDiv:
			return x / y
		case spirv.OpBitwiseAnd:
			return x & y
		case spirv.OpBitwiseOr:
			return x | y
		case spirv.OpBitwiseXor:
			return x ^ y
		case spirv.OpShiftRightLogical:
			return x >> y
		case spirv.OpIEqual:
			return b2u(x == y)
		case spirv.OpINotEqual:
			return b2u(x != y)
		case spirv.OpULessThan:
			return b2u(x < y)
		case spirv.OpULessThanEqual:
			return b2u(x <= y)
		case spirv.OpUGreaterThanEqual:
			return b2u(x >= y)
		case spirv.OpLogicalAnd:
			return x & y
		case spirv.OpLogicalOr:
			return x | y
		}
		panic(fmt.Sprintf("sim: %v", op))
	})
}

func (s *sim) Unary(op spirv.Op, a uint32) uint32 {
	return s.scalar(func(l int) uint32 {
		switch op {
		case spirv.OpNot:
			return ^s.get(a, l)
		case spirv.OpLogicalNot:
			return 1 - s.get(a, l)
		}
		panic(fmt.Sprintf("sim: %v", op))
	})
}

func (s *sim) Select(c, a, b uint32) uint32 {
	return s.scalar(func(l int) uint32 {
		if s.get(c, l) != 0 {
			return s.get(a, l)
		}
		return s.get(b, l)
	})
}

func (s *sim) Const(v uint32) uint32 { return s.scalar(func(int) uint32 { return v }) }
func (s *sim) True() uint32          { return s.Const(1) }

func (s *sim) Load(in Input) uint32 {
	return s.scalar(func(l int) uint32 {
		switch in {
		case SubgroupInvocationID:
			return uint32(l)
		case SubgroupSize:
			return uint32(s.S)
		}
		return uint32(s.sg)
	})
}

func (s *sim) Ballot(pred uint32) uint32 {
	var m [4]uint32
	for l := 0; l < s.S; l++ {
		if s.get(pred, l) != 0 {
			m[l/32] |= 1 << (l % 32)
		}
	}
	return s.add(func(int) [4]uint32 { return m })
}

func (s *sim) Component(v, i uint32) uint32 {
	return s.scalar(func(l int) uint32 { return s.vals[v][l][s.get(i, l)] })
}
