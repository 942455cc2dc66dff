package interp

import "math/bits"

// lmask is a set of lanes of a subgroup (at most 128).
type lmask [2]uint64

func (m lmask) has(l int) bool       { return m[l>>6]>>(l&63)&1 != 0 }
func (m *lmask) set(l int)           { m[l>>6] |= 1 << (l & 63) }
func (m lmask) or(o lmask) lmask     { return lmask{m[0] | o[0], m[1] | o[1]} }
func (m lmask) and(o lmask) lmask    { return lmask{m[0] & o[0], m[1] & o[1]} }
func (m lmask) andNot(o lmask) lmask { return lmask{m[0] &^ o[0], m[1] &^ o[1]} }
func (m lmask) zero() bool           { return m[0]|m[1] == 0 }
func (m lmask) count() int           { return bits.OnesCount64(m[0]) + bits.OnesCount64(m[1]) }

// first returns the lowest lane of m, or -1.
func (m lmask) first() int {
	if m[0] != 0 {
		return bits.TrailingZeros64(m[0])
	}
	if m[1] != 0 {
		return 64 + bits.TrailingZeros64(m[1])
	}
	return -1
}

// lanes appends the lanes of m in increasing order.
func (m lmask) lanes(dst []uint8) []uint8 {
	for w := 0; w < 2; w++ {
		v := m[w]
		for v != 0 {
			t := bits.TrailingZeros64(v)
			dst = append(dst, uint8(w*64+t))
			v &= v - 1
		}
	}
	return dst
}

// firstN is the mask of lanes 0..n-1.
func firstN(n int) lmask {
	var m lmask
	for w := 0; w < 2; w++ {
		k := n - 64*w
		switch {
		case k >= 64:
			m[w] = ^uint64(0)
		case k > 0:
			m[w] = 1<<uint(k) - 1
		}
	}
	return m
}
