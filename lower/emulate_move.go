package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Emulations of the data-movement families (quad, rotate,
// shuffle-relative) with subgroupShuffle / subgroupShuffleXor. Each reads
// exactly the lane the native operation reads, so results are identical
// whatever lanes are active (a native read of an inactive lane is
// undefined, and the emulation reads the same lane).

// emuQuadBroadcast: subgroupShuffle(v, (self & ~3) | (id & 3)). 4
// instructions besides loading the lane id.
func (l *lowerer) emuQuadBroadcast(t *ir.Type, v, id uint32) uint32 {
	self := l.laneID()
	src := l.u32op(spirv.OpBitwiseOr, l.u32op(spirv.OpBitwiseAnd, self, l.constU32(^uint32(3))),
		l.u32op(spirv.OpBitwiseAnd, id, l.constU32(3)))
	return l.shuffle(t, v, src)
}

// emuQuadSwap: subgroupShuffleXor(v, dir + 1) (horizontal 1, vertical 2,
// diagonal 3). One instruction.
func (l *lowerer) emuQuadSwap(t *ir.Type, v uint32, dir uint32) uint32 {
	return l.shuffleXor(t, v, l.constU32(dir+1))
}

// emuShuffleUp: subgroupShuffle(v, delta <= self ? self - delta : ~0).
// A delta beyond the lane id reads outside the subgroup, as natively (the
// interpreter then reports it and gives the lane its own value). 5
// instructions.
func (l *lowerer) emuShuffleUp(t *ir.Type, v, delta uint32) uint32 {
	self := l.laneID()
	ok := l.u32op(spirv.OpULessThanEqual, delta, self)
	src := l.sel(ir.Uint32, ok, l.u32op(spirv.OpISub, self, delta), l.constU32(0xFFFFFFFF))
	return l.shuffle(t, v, src)
}

// emuShuffleDown: subgroupShuffle(v, delta < size - self ? self + delta : ~0).
// 7 instructions.
func (l *lowerer) emuShuffleDown(t *ir.Type, v, delta uint32) uint32 {
	self := l.laneID()
	ok := l.u32op(spirv.OpULessThan, delta, l.u32op(spirv.OpISub, l.sgSize(), self))
	src := l.sel(ir.Uint32, ok, l.u32op(spirv.OpIAdd, self, delta), l.constU32(0xFFFFFFFF))
	return l.shuffle(t, v, src)
}

// emuRotate: within clusters of c = min(cluster, gl_SubgroupSize) lanes
// (the whole subgroup when cluster is 0),
// subgroupShuffle(v, (self & ~(c-1)) | ((self + delta) & (c-1))).
// 6 instructions plus 3 for a cluster size.
func (l *lowerer) emuRotate(t *ir.Type, v, delta uint32, cluster uint32) uint32 {
	self := l.laneID()
	c := l.sgSize()
	if cluster != 0 {
		c = l.umin(l.constU32(cluster), c)
	}
	m := l.u32op(spirv.OpISub, c, l.constU32(1))
	base := l.u32op(spirv.OpBitwiseAnd, self, l.emit(spirv.OpNot, l.typeID(ir.Uint32), m))
	src := l.u32op(spirv.OpBitwiseOr, base, l.u32op(spirv.OpBitwiseAnd, l.u32op(spirv.OpIAdd, self, delta), m))
	return l.shuffle(t, v, src)
}
