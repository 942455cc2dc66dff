package interp

import "testing"

// layoutState builds a 2-D tensor layout's registers: block sizes,
// dimensions, strides, offsets, spans and the clamp value.
func layoutState(bs, dim, stride, off, span [2]uint64) []uint64 {
	return []uint64{bs[0], bs[1], dim[0], dim[1], stride[0], stride[1], off[0], off[1], span[0], span[1], 0}
}

// TestTensorIndex checks matrixCoordToTensorElement(WithView) of
// SPV_NV_cooperative_matrix2 on hand-worked cases.
func TestTensorIndex(t *testing.T) {
	lt := &tensorType{dim: 2}
	neg := func(v int64) uint64 { return uint64(v) & 0xFFFFFFFF }
	for _, c := range []struct {
		name           string
		clamp          uint32
		L              []uint64
		vt             *tensorType
		V              []uint64
		row, col, N    uint64
		store          bool
		kind           int
		index          uint64
		block, inBlock [2]uint64
	}{
		// a 2x3 slice at (1, 1) of a 3x5 tensor: (1, 2) is linear 5, span
		// coordinate (1, 2), tensor (2, 3), index 2*5 + 3
		{"slice", clampUndefined, layoutState([2]uint64{1, 1}, [2]uint64{3, 5}, [2]uint64{5, 1}, [2]uint64{1, 1}, [2]uint64{2, 3}), nil, nil, 1, 2, 3, false, taOK, 13, [2]uint64{2, 3}, [2]uint64{}},
		// column 4 + 2 = 6 is past 5: undefined, constant, edge (4), repeat (1), mirror (2*5-2-6 = 2)
		{"undefined", clampUndefined, layoutState([2]uint64{1, 1}, [2]uint64{3, 5}, [2]uint64{5, 1}, [2]uint64{0, 4}, [2]uint64{1, 3}), nil, nil, 0, 2, 3, false, taUndef, 0, [2]uint64{}, [2]uint64{}},
		{"constant", clampConstant, layoutState([2]uint64{1, 1}, [2]uint64{3, 5}, [2]uint64{5, 1}, [2]uint64{0, 4}, [2]uint64{1, 3}), nil, nil, 0, 2, 3, false, taConst, 0, [2]uint64{}, [2]uint64{}},
		{"edge", clampToEdge, layoutState([2]uint64{1, 1}, [2]uint64{3, 5}, [2]uint64{5, 1}, [2]uint64{0, 4}, [2]uint64{1, 3}), nil, nil, 0, 2, 3, false, taOK, 4, [2]uint64{0, 4}, [2]uint64{}},
		{"edge store discards", clampToEdge, layoutState([2]uint64{1, 1}, [2]uint64{3, 5}, [2]uint64{5, 1}, [2]uint64{0, 4}, [2]uint64{1, 3}), nil, nil, 0, 2, 3, true, taConst, 0, [2]uint64{}, [2]uint64{}},
		{"repeat", clampRepeat, layoutState([2]uint64{1, 1}, [2]uint64{3, 5}, [2]uint64{5, 1}, [2]uint64{0, 4}, [2]uint64{1, 3}), nil, nil, 0, 2, 3, false, taOK, 1, [2]uint64{0, 1}, [2]uint64{}},
		{"mirror", clampMirror, layoutState([2]uint64{1, 1}, [2]uint64{3, 5}, [2]uint64{5, 1}, [2]uint64{0, 4}, [2]uint64{1, 3}), nil, nil, 0, 2, 3, false, taOK, 2, [2]uint64{0, 2}, [2]uint64{}},
		// offset -2: column -2 repeats to 3 (OpSMod), mirrors to 2 (-2 mod 8 = 6; 8 - 6)
		{"repeat negative", clampRepeat, layoutState([2]uint64{1, 1}, [2]uint64{3, 5}, [2]uint64{5, 1}, [2]uint64{0, neg(-2)}, [2]uint64{1, 3}), nil, nil, 0, 0, 3, false, taOK, 3, [2]uint64{0, 3}, [2]uint64{}},
		{"mirror negative", clampMirror, layoutState([2]uint64{1, 1}, [2]uint64{3, 5}, [2]uint64{5, 1}, [2]uint64{0, neg(-2)}, [2]uint64{1, 3}), nil, nil, 0, 0, 3, false, taOK, 2, [2]uint64{0, 2}, [2]uint64{}},
		// 1x32 blocks of a 4x64 tensor (block stride 2): (3, 40) is block
		// (3, 1), element (0, 8) in it, block index 3*2 + 1
		{"blocks", clampUndefined, layoutState([2]uint64{1, 32}, [2]uint64{4, 64}, [2]uint64{2, 1}, [2]uint64{0, 0}, [2]uint64{4, 64}), nil, nil, 3, 40, 64, false, taOK, 7, [2]uint64{3, 1}, [2]uint64{0, 8}},
		// a transposing view (permutation 1, 0, no dimensions) over a 3x2
		// span: the 2x3 matrix's (1, 2) is tensor (2, 1), index 2*2 + 1
		{"transpose", clampUndefined, layoutState([2]uint64{1, 1}, [2]uint64{3, 2}, [2]uint64{2, 1}, [2]uint64{0, 0}, [2]uint64{3, 2}),
			&tensorType{view: true, dim: 2, perm: []int{1, 0}}, []uint64{0, 0, 0, 0, 0, 0xFFFFFFFF, 0, 0xFFFFFFFF}, 1, 2, 3, false, taOK, 5, [2]uint64{2, 1}, [2]uint64{}},
		// clip rows 1..1, columns 0..1: (0, 0) is skipped; (1, 1) becomes
		// (0, 1) of a 2-wide region, linear 1
		{"clipped", clampUndefined, layoutState([2]uint64{1, 1}, [2]uint64{4, 4}, [2]uint64{4, 1}, [2]uint64{0, 0}, [2]uint64{4, 4}),
			&tensorType{view: true, dim: 2, perm: []int{0, 1}}, []uint64{0, 0, 0, 0, 1, 1, 0, 2}, 0, 0, 3, false, taClip, 0, [2]uint64{}, [2]uint64{}},
		{"clip", clampUndefined, layoutState([2]uint64{1, 1}, [2]uint64{4, 4}, [2]uint64{4, 1}, [2]uint64{0, 0}, [2]uint64{4, 4}),
			&tensorType{view: true, dim: 2, perm: []int{0, 1}}, []uint64{0, 0, 0, 0, 1, 1, 0, 2}, 1, 1, 3, false, taOK, 1, [2]uint64{0, 1}, [2]uint64{}},
		// a view with its own dimensions (2, 8) and strides (16, 1) over a
		// span of 1x32: (1, 3) of a 2x8 matrix is view (1, 3), linear 19
		{"view dims", clampUndefined, layoutState([2]uint64{1, 1}, [2]uint64{1, 32}, [2]uint64{32, 1}, [2]uint64{0, 0}, [2]uint64{1, 32}),
			&tensorType{view: true, dim: 2, hasDims: true, perm: []int{0, 1}}, []uint64{2, 8, 16, 1, 0, 0xFFFFFFFF, 0, 0xFFFFFFFF}, 1, 3, 8, false, taOK, 19, [2]uint64{0, 19}, [2]uint64{}},
	} {
		l := *lt
		l.clamp = c.clamp
		got := tensorIndex(&l, c.L, c.vt, c.V, c.row, c.col, c.N, c.store)
		if got.kind != c.kind {
			t.Errorf("%s: kind %d, want %d", c.name, got.kind, c.kind)
			continue
		}
		if c.kind != taOK {
			continue
		}
		if got.index != c.index || got.blockCoord[0] != c.block[0] || got.blockCoord[1] != c.block[1] ||
			got.coordInBlock[0] != c.inBlock[0] || got.coordInBlock[1] != c.inBlock[1] {
			t.Errorf("%s: index %d block %v in block %v, want %d %v %v", c.name, got.index, got.blockCoord[:2], got.coordInBlock[:2], c.index, c.block, c.inBlock)
		}
	}
}
