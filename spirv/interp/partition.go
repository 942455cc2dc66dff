package interp

import (
	"math/bits"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Partitioned operations (GL_NV_shader_subgroup_partitioned, SEMANTICS.md
// section 5). Both instructions group the active lanes once per
// instruction in O(S): OpGroupNonUniformPartitionNV by value through a
// small open-addressing hash table, the partitioned reduce and scans by
// ballot through a table indexed by the lowest lane of the ballot. Each
// group is then folded in invocation order, so float results are those of
// a sequential loop over the group's lanes.

// pscratch is the per-subgroup scratch of the partitioned operations.
type pscratch struct {
	gidx   []int32  // per active lane (index into act): its group
	sets   []lmask  // per active lane: its ballot restricted to the active lanes
	groups []pgroup // ballot groups (groupByBallotChain)
	// ballot groups by lowest lane + 1 (groupByBallot): ballot and members
	glo, ghi, gml, gmh []uint64
	keys               []pkey   // value groups
	kv                 []uint64 // scalar value groups: value
	kmask              []lmask  // and lanes
	acc                []uint64 // per group accumulator
	have               []bool   // per group: acc holds a value
	// head[1+lowest lane of a ballot] is 1 + the index of the first group
	// with that lowest lane (0: none); groups with the same lowest lane
	// are chained through pgroup.next. Reset after every instruction.
	head [129]int32
	// value hash table: entries are valid when gen matches
	tab []ptab
	gen uint32
}

type pgroup struct {
	set     lmask // the ballot shared by the group's lanes
	members lmask // the lanes holding it
	next    int32 // 1 + next group with the same lowest lane, or 0
}

type pkey struct {
	v    [4]uint64
	mask lmask
}

type ptab struct {
	gen uint32
	idx int32
}

// partition computes OpGroupNonUniformPartitionNV: each active lane gets
// the ballot of the active lanes whose value equals its own (the
// language's ==: -0 equals +0, a value with a NaN component is alone).
func (s *sg) partition(in *inst, g *groupInfo) {
	n := int(in.n)
	if n > 4 {
		s.partitionWide(in, g)
		return
	}
	if n == 1 && g.nk != nkF {
		s.partitionScalar(in)
		return
	}
	w := int(in.w)
	ps := &s.ps
	if len(ps.tab) < 4*s.S {
		ps.tab = make([]ptab, 4*s.S) // a power of two: S is one
	}
	ps.gen++
	if ps.gen == 0 {
		clear(ps.tab)
		ps.gen = 1
	}
	tab, gen := ps.tab, ps.gen
	tmask := uint64(len(tab) - 1)
	keys := ps.keys[:0]
	gidx := ps.gidx[:0]
	isF := g.nk == nkF
	for _, l := range s.act {
		var k [4]uint64
		alone := false
		for c := 0; c < n; c++ {
			v := s.regs[(int(in.a)+c)*s.S+int(l)]
			if isF {
				x := fget(v, w)
				if x != x {
					alone = true
				}
				if x == 0 {
					v = 0 // -0 == +0
				}
			}
			k[c] = v
		}
		if alone { // never matched, never matches
			keys = append(keys, pkey{v: k})
			keys[len(keys)-1].mask.set(int(l))
			gidx = append(gidx, int32(len(keys)-1))
			continue
		}
		h := (k[0]*0x9E3779B97F4A7C15 ^ k[1]*0xC2B2AE3D27D4EB4F ^ k[2]*0x165667B19E3779F9 ^ k[3]*0x27D4EB2F165667C5) * 0x9E3779B97F4A7C15
		i := (h >> 32) & tmask
		found := int32(-1)
		for tab[i].gen == gen {
			if e := tab[i].idx; keys[e].v == k {
				found = e
				break
			}
			i = (i + 1) & tmask
		}
		if found < 0 {
			keys = append(keys, pkey{v: k})
			found = int32(len(keys) - 1)
			tab[i] = ptab{gen, found}
		}
		keys[found].mask.set(int(l))
		gidx = append(gidx, found)
	}
	for ai, l := range s.act {
		s.putBallot(in.d, int(l), keys[gidx[ai]].mask)
	}
	ps.keys, ps.gidx = keys, gidx
}

// partitionScalar is partition for one integer or bool component: the
// value itself is the key.
func (s *sg) partitionScalar(in *inst) {
	ps := &s.ps
	S := s.S
	if len(ps.tab) < 4*S {
		ps.tab = make([]ptab, 4*S)
	}
	if cap(ps.kv) < S {
		ps.kv = make([]uint64, S)
		ps.kmask = make([]lmask, S)
	}
	ps.gen++
	if ps.gen == 0 {
		clear(ps.tab)
		ps.gen = 1
	}
	tab, gen := ps.tab, ps.gen
	tmask := uint64(len(tab) - 1)
	kv, km := ps.kv[:S], ps.kmask[:S]
	gidx := ps.gidx[:0]
	nk := int32(0)
	v := s.r(in.a)
	for _, l := range s.act {
		k := v[l]
		i := (k * 0x9E3779B97F4A7C15 >> 32) & tmask
		found := int32(-1)
		for tab[i].gen == gen {
			if e := tab[i].idx; kv[e] == k {
				found = e
				break
			}
			i = (i + 1) & tmask
		}
		if found < 0 {
			found = nk
			nk++
			kv[found], km[found] = k, lmask{}
			tab[i] = ptab{gen, found}
		}
		km[found][l>>6] |= 1 << (l & 63)
		gidx = append(gidx, found)
	}
	do := int(in.d) * S
	d0, d1, d2, d3 := s.regs[do:do+S], s.regs[do+S:do+2*S], s.regs[do+2*S:do+3*S], s.regs[do+3*S:do+4*S]
	for ai, l := range s.act {
		m := km[gidx[ai]]
		d0[l], d1[l], d2[l], d3[l] = m[0]&0xFFFFFFFF, m[0]>>32, m[1]&0xFFFFFFFF, m[1]>>32
	}
	ps.gidx = gidx
}

// partitionWide is partition for values of more than four components:
// component by component against the first lane of each group.
func (s *sg) partitionWide(in *inst, g *groupInfo) {
	n := int(in.n)
	w := int(in.w)
	ps := &s.ps
	keys := ps.keys[:0]
	gidx := ps.gidx[:0]
	for _, l := range s.act {
		alone := false
		if g.nk == nkF {
			for c := 0; c < 4; c++ {
				if x := fget(s.regs[(int(in.a)+c)*s.S+int(l)], w); x != x {
					alone = true
				}
			}
		}
		found := -1
		if !alone {
			for i := range keys {
				fl := keys[i].mask.first()
				eq := true
				for c := 0; c < n && eq; c++ {
					v := s.r(in.a + uint32(c))
					eq = valEqual(v[l], v[fl], g.nk, w)
				}
				if eq {
					found = i
					break
				}
			}
		}
		if found < 0 {
			keys = append(keys, pkey{})
			found = len(keys) - 1
		}
		keys[found].mask.set(int(l))
		gidx = append(gidx, int32(found))
	}
	for ai, l := range s.act {
		s.putBallot(in.d, int(l), keys[gidx[ai]].mask)
	}
	ps.keys, ps.gidx = keys, gidx
}

// partitioned runs the partitioned reduce and scans: each lane combines
// the values of the active lanes that hold the same ballot as it, in lane
// order. With a valid partition these are the lanes of its ballot.
func (s *sg) partitioned(in *inst, g *groupInfo) {
	act := s.act
	ps := &s.ps
	ng, valid := s.groupByBallot(in)
	if s.checks && !valid {
		sets := ps.sets[:0]
		for _, l := range act {
			sets = append(sets, s.ballotOf(in.b, int(l)).and(s.mask))
		}
		ps.sets = sets
		s.reportPartition(in, sets)
	}
	gidx := ps.gidx[:len(act)]
	acc, have := ps.acc[:ng], ps.have[:ng]
	gop := spirv.GroupOperation(g.gop)
	iadd := g.arith == aAdd && (g.nk == nkU || g.nk == nkS)
	for c := 0; c < int(in.n); c++ {
		v, d := s.r(in.a+uint32(c)), s.r(in.d+uint32(c))
		if iadd { // integer add: the identity 0 needs no first-value case
			m := wmask(int(in.w))
			clear(acc)
			switch gop {
			case spirv.GroupOperationPartitionedReduceNV:
				for ai, l := range act {
					acc[gidx[ai]] += v[l]
				}
				for ai, l := range act {
					d[l] = acc[gidx[ai]] & m
				}
			case spirv.GroupOperationPartitionedInclusiveScanNV:
				for ai, l := range act {
					gi := gidx[ai]
					acc[gi] += v[l]
					d[l] = acc[gi] & m
				}
			default:
				for ai, l := range act {
					gi := gidx[ai]
					d[l] = acc[gi] & m
					acc[gi] += v[l]
				}
			}
			continue
		}
		s.foldPartitioned(gop, g, v, d, gidx, acc, have)
	}
}

// groupByBallot sets ps.gidx[i] to the group of lane act[i]: lanes whose
// ballots, restricted to the active lanes, are equal share a group. It
// returns the number of group slots (acc and have entries) and whether
// the ballots form a partition. A group is named by the lowest lane of
// its ballot; when two different ballots share a lowest lane (not a
// partition) groupByBallotChain does the work.
func (s *sg) groupByBallot(in *inst) (int, bool) {
	act := s.act
	ps := &s.ps
	S := s.S
	if len(ps.glo) < S+1 {
		ps.glo, ps.ghi = make([]uint64, S+1), make([]uint64, S+1)
		ps.gml, ps.gmh = make([]uint64, S+1), make([]uint64, S+1)
		ps.gidx = make([]int32, S)
		ps.acc = make([]uint64, S+1)
		ps.have = make([]bool, S+1)
	}
	glo, ghi, gml, gmh := ps.glo[:S+1], ps.ghi[:S+1], ps.gml[:S+1], ps.gmh[:S+1]
	clear(gml)
	clear(gmh)
	gidx := ps.gidx[:len(act)]
	bo := int(in.b) * S
	b0, b1, b2, b3 := s.regs[bo:bo+S], s.regs[bo+S:bo+2*S], s.regs[bo+2*S:bo+3*S], s.regs[bo+3*S:bo+4*S]
	m0, m1 := s.mask[0], s.mask[1]
	var bad uint64
	for ai, l := range act {
		// the ballot as two words, kept out of arrays (registers)
		lo := (b0[l]&0xFFFFFFFF | b1[l]<<32) & m0
		hi := (b2[l]&0xFFFFFFFF | b3[l]<<32) & m1
		h := 0 // 1 + lowest lane of the ballot, 0 when empty
		if lo != 0 {
			h = 1 + bits.TrailingZeros64(lo)
		} else if hi != 0 {
			h = 65 + bits.TrailingZeros64(hi)
		}
		// a different ballot already named by h?
		bad |= (glo[h] ^ lo | ghi[h] ^ hi) & -b2u(gml[h]|gmh[h] != 0)
		glo[h], ghi[h] = lo, hi
		if l < 64 {
			gml[h] |= 1 << l
		} else {
			gmh[h] |= 1 << (l - 64)
		}
		gidx[ai] = int32(h)
	}
	if bad != 0 {
		return s.groupByBallotChain(in)
	}
	valid := true
	for h := range gml {
		if gml[h]|gmh[h] != 0 {
			valid = valid && gml[h] == glo[h] && gmh[h] == ghi[h]
		}
	}
	return S + 1, valid
}

// groupByBallotChain is groupByBallot for any ballots: groups with the
// same lowest lane are chained from ps.head.
func (s *sg) groupByBallotChain(in *inst) (int, bool) {
	act := s.act
	ps := &s.ps
	groups := ps.groups[:0]
	gidx := ps.gidx[:len(act)]
	head := &ps.head
	for ai, l := range act {
		set := s.ballotOf(in.b, int(l)).and(s.mask)
		h := set.first() + 1
		gi := head[h] - 1
		for gi >= 0 && groups[gi].set != set {
			gi = groups[gi].next - 1
		}
		if gi < 0 {
			groups = append(groups, pgroup{set: set, next: head[h]})
			gi = int32(len(groups) - 1)
			head[h] = gi + 1
		}
		groups[gi].members.set(int(l))
		gidx[ai] = gi
	}
	valid := true
	for i := range groups {
		head[groups[i].set.first()+1] = 0
		valid = valid && groups[i].members == groups[i].set
	}
	ps.groups = groups
	return len(groups), valid
}

// foldPartitioned folds one component of a partitioned operation: lane
// act[i] belongs to group gidx[i]; acc and have hold one entry per group.
func (s *sg) foldPartitioned(gop spirv.GroupOperation, g *groupInfo, v, d []uint64, gidx []int32, acc []uint64, have []bool) {
	act := s.act
	comb := g.comb
	for i := range acc {
		acc[i], have[i] = g.ident, false
	}
	switch gop {
	case spirv.GroupOperationPartitionedReduceNV:
		for ai, l := range act {
			gi := gidx[ai]
			if have[gi] {
				acc[gi] = comb(acc[gi], v[l])
			} else {
				acc[gi], have[gi] = v[l], true
			}
		}
		for ai, l := range act {
			d[l] = acc[gidx[ai]]
		}
	case spirv.GroupOperationPartitionedInclusiveScanNV:
		for ai, l := range act {
			gi := gidx[ai]
			if have[gi] {
				acc[gi] = comb(acc[gi], v[l])
			} else {
				acc[gi], have[gi] = v[l], true
			}
			d[l] = acc[gi]
		}
	default: // exclusive
		for ai, l := range act {
			gi := gidx[ai]
			d[l] = acc[gi]
			if have[gi] {
				acc[gi] = comb(acc[gi], v[l])
			} else {
				acc[gi], have[gi] = v[l], true
			}
		}
	}
}

// reportPartition reports, lane by lane, why the ballots (restricted to
// the active lanes, one per active lane) are not a partition. It runs
// only when the grouping found a group whose lanes differ from its ballot.
func (s *sg) reportPartition(in *inst, sets []lmask) {
	act := s.act
	for ai, l := range act {
		b := sets[ai]
		if !b.has(int(l)) {
			s.report("invalid-partition", in, int(l), "lane %d's ballot does not contain the lane itself: not a partition", l)
			continue
		}
		for aj, j := range act {
			if b.has(int(j)) && sets[aj] != b {
				s.report("invalid-partition", in, int(l), "lanes %d and %d are in each other's ballots with different ballots: not a partition", l, j)
				break
			}
		}
	}
}
