package interp

import (
	"fmt"
	"math"
	"math/rand"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// The O(S^2) implementations of the partitioned operations that
// partition.go replaced, kept as the reference the fast ones must match
// bit for bit (results, diagnostics and their counts).

func (s *sg) partitionRef(in *inst, g *groupInfo) {
	n := int(in.n)
	w := int(in.w)
	var keys []pkey
	var which []int32
	for _, l := range s.act {
		var k [4]uint64
		alone := false
		for c := 0; c < n && c < 4; c++ {
			v := s.regs[(int(in.a)+c)*s.S+int(l)]
			if g.nk == nkF {
				x := fget(v, w)
				if x != x {
					alone = true
				}
				if x == 0 {
					v = 0
				}
			}
			k[c] = v
		}
		found := -1
		if !alone && n <= 4 {
			for i := range keys {
				if keys[i].v == k {
					found = i
					break
				}
			}
		}
		if n > 4 {
			found = -1
			for i := range keys {
				fl := keys[i].mask.first()
				eq := true
				for c := 0; c < n && eq; c++ {
					v := s.r(in.a + uint32(c))
					eq = valEqual(v[l], v[fl], g.nk, w)
				}
				if eq && !alone {
					found = i
					break
				}
			}
		}
		if found < 0 || alone {
			keys = append(keys, pkey{v: k})
			found = len(keys) - 1
			if alone {
				keys[found].v[0] = ^uint64(0)
				keys[found].v[1] = uint64(l) + 1
			}
		}
		keys[found].mask.set(int(l))
		which = append(which, int32(found))
	}
	for ai, l := range s.act {
		s.putBallot(in.d, int(l), keys[which[ai]].mask)
	}
}

type refPart struct {
	set  lmask
	acc  uint64
	have bool
}

func (s *sg) partitionedRef(in *inst, g *groupInfo) {
	act := s.act
	var sets []lmask
	for _, l := range act {
		sets = append(sets, s.ballotOf(in.b, int(l)).and(s.mask))
	}
	if s.checks {
		s.reportPartition(in, sets)
	}
	gop := spirv.GroupOperation(g.gop)
	for c := 0; c < int(in.n); c++ {
		v, d := s.r(in.a+uint32(c)), s.r(in.d+uint32(c))
		var parts []refPart
		var idx []int32
		for ai, l := range act {
			pi := -1
			for i := range parts {
				if parts[i].set == sets[ai] {
					pi = i
					break
				}
			}
			if pi < 0 {
				parts = append(parts, refPart{set: sets[ai], acc: g.ident})
				pi = len(parts) - 1
			}
			idx = append(idx, int32(pi))
			p := &parts[pi]
			old := p.acc
			if p.have {
				p.acc = g.comb(p.acc, v[l])
			} else {
				p.acc, p.have = v[l], true
			}
			switch gop {
			case spirv.GroupOperationPartitionedInclusiveScanNV:
				d[l] = p.acc
			case spirv.GroupOperationPartitionedExclusiveScanNV:
				d[l] = old
			}
		}
		if gop == spirv.GroupOperationPartitionedReduceNV {
			for ai, l := range act {
				d[l] = parts[idx[ai]].acc
			}
		}
	}
}

// testSG builds a bare subgroup of width S with nslots registers.
func testSG(S, nslots int, active lmask, checks bool) *sg {
	s := &sg{S: S, regs: make([]uint64, nslots*S), checks: checks, fullMask: firstN(S)}
	s.x = &exe{src: []srcInfo{{op: spirv.OpGroupNonUniformIAdd}}, local: [3]uint32{uint32(S), 1, 1}}
	s.wg = &wgState{diags: &diagSink{m: map[diagKey]*Diagnostic{}}}
	s.mask = active
	s.act = active.lanes(nil)
	return s
}

func randValue(r *rand.Rand, nk, w int) uint64 {
	if nk == nkB {
		return uint64(r.Intn(2))
	}
	if nk == nkF {
		vals := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e30, -1e-30, math.Inf(1), math.Inf(-1), math.NaN(), 3.5, 1 << 24, 1e-40}
		if r.Intn(4) == 0 {
			return fput(r.NormFloat64()*1e3, w)
		}
		v := fput(vals[r.Intn(len(vals))], w)
		if r.Intn(8) == 0 && w == 32 { // a NaN with another payload
			v = 0x7FC01234 | uint64(r.Intn(2))<<31
		}
		return v
	}
	return uint64(r.Intn(5)) * (wmask(w) / 4) & wmask(w)
}

// TestPartitionedMatchesReference compares the grouped partitioned
// operations with the reference on random subgroups: valid and invalid
// partitions, NaN, signed zeros, every operation, kind and width.
func TestPartitionedMatchesReference(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for iter := 0; iter < 4000; iter++ {
		S := []int{4, 8, 16, 32, 64, 128}[r.Intn(6)]
		var active lmask
		for l := 0; l < S; l++ {
			if r.Intn(5) != 0 {
				active.set(l)
			}
		}
		if active.zero() {
			active.set(r.Intn(S))
		}
		nk := r.Intn(4)
		w := []int{16, 32, 64}[r.Intn(3)]
		if nk == nkB {
			w = 32
		}
		arith := r.Intn(7)
		if nk == nkF && arith > aMax {
			arith = aAdd
		}
		n := 1 + r.Intn(6)
		checks := r.Intn(2) == 0
		// slots: a (n), b ballot (4), d (n)
		a, b, d := uint32(0), uint32(n), uint32(n+4)
		nslots := n + 4 + max(n, 4)
		mk := func() *sg { return testSG(S, nslots, active, checks) }
		s1, s2 := mk(), mk()
		nkeys := 1 + r.Intn(S)
		for l := 0; l < S; l++ {
			for c := 0; c < n; c++ {
				v := randValue(r, nk, w)
				if r.Intn(3) == 0 && l > 0 { // repeat a value of another lane
					v = s1.regs[(int(a)+c)*S+r.Intn(l)]
				}
				s1.regs[(int(a)+c)*S+l] = v
			}
		}
		// ballots from keys (a valid partition), then perhaps corrupted
		key := make([]int, S)
		for l := range key {
			key[l] = r.Intn(nkeys)
		}
		for l := 0; l < S; l++ {
			var m lmask
			for j := 0; j < S; j++ {
				if key[j] == key[l] {
					m.set(j)
				}
			}
			switch r.Intn(10) {
			case 0:
				m[r.Intn(2)] ^= 1 << uint(r.Intn(64)) // flip a bit
			case 1:
				m = lmask{r.Uint64(), r.Uint64()}
			case 2:
				m = lmask{}
			}
			for k := 0; k < 4; k++ {
				s1.regs[(int(b)+k)*S+l] = m[k/2] >> (32 * uint(k%2)) & 0xFFFFFFFF
			}
		}
		copy(s2.regs, s1.regs)
		g := &groupInfo{arith: arith, nk: nk}
		g.comb, g.ident = combiner(arith, nk, w)
		in := &inst{op: xGroup, n: uint32(n), d: d, a: a, b: b, w: uint8(w)}
		var what string
		if r.Intn(3) == 0 {
			what = "partition"
			in.n = uint32(min(n, 4))
			if r.Intn(4) == 0 {
				in.n = uint32(n) // wide values too
			}
			s1.partition(in, g)
			s2.partitionRef(in, g)
		} else {
			g.gop = uint32(6 + r.Intn(3))
			what = fmt.Sprintf("gop %d arith %d", g.gop, arith)
			s1.partitioned(in, g)
			s2.partitionedRef(in, g)
		}
		for i := range s1.regs {
			if s1.regs[i] != s2.regs[i] {
				t.Fatalf("iter %d (%s, S %d, nk %d, w %d, n %d): register %d lane %d: got %#x, want %#x",
					iter, what, S, nk, w, n, i/S, i%S, s1.regs[i], s2.regs[i])
			}
		}
		d1, d2 := s1.wg.diags, s2.wg.diags
		if len(d1.order) != len(d2.order) {
			t.Fatalf("iter %d: %d diagnostics, want %d", iter, len(d1.order), len(d2.order))
		}
		for _, k := range d2.order {
			x, y := d1.m[k], d2.m[k]
			if x == nil || x.Count != y.Count || x.Lane != y.Lane || x.Msg != y.Msg {
				t.Fatalf("iter %d: diagnostic %v: got %+v, want %+v", iter, k, x, y)
			}
		}
	}
}
