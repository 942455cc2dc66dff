package interp

import "fmt"

// Workgroup-scope cooperative matrices (SPV_KHR_cooperative_matrix with
// Scope Workgroup, as SPV_NV_cooperative_matrix2 uses them).
//
// A matrix of R x C elements with Workgroup scope is spread over the W
// invocations of the workgroup: each holds L = ceil(R*C/W) elements
// (OpCooperativeMatrixLengthKHR), whatever the subgroup size. Invocation
// g = id*S + l (subgroup id, lane l) holds, as its element i, matrix
// element coopElem(k) with k = i*W + g', where g' = l*(W/S) + id when S
// divides W (lane-major across the subgroups, so the mapping changes
// with the subgroup size) and g' = g otherwise; coopElem is the
// Subgroup-scope mapping (coopmat.go). Registers hold L slots per lane.
//
// Every cooperative-matrix instruction on a Workgroup-scope matrix is a
// rendezvous of the workgroup: a subgroup that reaches it stops there
// (like at a barrier, but without a barrier's memory effects) and the
// scheduler runs the instruction once every subgroup of the workgroup
// waits at it, over all of them (runWorkgroup, coopRendezvous). Products,
// reductions and transposes read the elements of every subgroup;
// loads, stores and per-element operations run subgroup by subgroup.
// The operation is undefined (reported as coopmat-divergent) when not
// every invocation of the workgroup reaches it together: a subgroup with
// inactive lanes, a subgroup that finished or waits at a barrier or at
// another cooperative-matrix instruction. The instruction then still
// runs for the subgroups waiting at it (the others' elements are read
// from their registers as they are and their results are not written),
// and the subgroups waiting at a barrier keep waiting.

// stCoop is the run status of a subgroup stopped at a Workgroup-scope
// cooperative-matrix instruction (s.coopWait).
const stCoop = stError + 1

// wgAt is coopType.at for Workgroup scope.
func (ct *coopType) wgAt(s *sg, i, l int) int {
	S := s.S
	g := s.id*S + l
	if g >= ct.W || i*ct.W >= ct.total() {
		return -1
	}
	if ct.W%S == 0 {
		g = l*(ct.W/S) + s.id
	}
	return ct.elem(i*ct.W + g)
}

// coopWG describes how a Workgroup-scope instruction runs: local runs it
// on one subgroup's active lanes, all (when not nil) over the whole
// workgroup at once.
type coopWG struct {
	local func(s *sg, in *inst)
	all   func(sgs, waiting []*sg, in *inst)
}

// coopCompile finishes o.I as a cooperative-matrix instruction on
// matrices of type ct: an xCustom at Subgroup scope, a rendezvous
// (xCoopWG) at Workgroup scope, where all (if not nil) replaces local.
func (o *opc) coopCompile(ct *coopType, local func(s *sg, in *inst), all func(sgs, waiting []*sg, in *inst)) ([]inst, error) {
	if ct == nil || !ct.wg {
		return o.custom(local)
	}
	o.I.op = xCoopWG
	o.I.x = &instExt{run: local, wg: &coopWG{local: local, all: all}}
	return o.one()
}

// coopRendezvous runs the Workgroup-scope cooperative-matrix instructions
// that subgroups of the workgroup wait at (status stCoop) and marks those
// subgroups runnable again (status -1).
func coopRendezvous(sgs []*sg, status []int, done []bool) {
	var ins []*inst
	for i, s := range sgs {
		if !done[i] && status[i] == stCoop && !containsInst(ins, s.coopWait) {
			ins = append(ins, s.coopWait)
		}
	}
	for _, in := range ins {
		var waiting []*sg
		var absent *sg
		absentWhy := ""
		for i, s := range sgs {
			switch {
			case !done[i] && status[i] == stCoop && s.coopWait == in:
				waiting = append(waiting, s)
			case absent == nil:
				absent = s
				switch {
				case done[i]:
					absentWhy = "finished"
				case status[i] == stBarrier:
					absentWhy = "waits at a barrier"
				default:
					absentWhy = "waits at another cooperative-matrix instruction"
				}
			}
		}
		first := waiting[0]
		if first.checks {
			if absent != nil {
				first.report("coopmat-divergent", in, int(first.act[0]), "Workgroup-scope cooperative-matrix operation reached by part of the workgroup: subgroup %d %s: undefined",
					absent.id, absentWhy)
			}
			for _, s := range waiting {
				if s.mask != s.launch {
					missing := s.launch.andNot(s.mask)
					s.report("coopmat-divergent", in, int(s.act[0]), "Workgroup-scope cooperative-matrix operation with %d of subgroup %d's %d invocations active (lane %d is not): undefined",
						len(s.act), s.id, s.launch.count(), missing.first())
					break
				}
			}
		}
		x := in.x.wg
		if x.all != nil {
			x.all(sgs, waiting, in)
		} else {
			for _, s := range waiting {
				x.local(s, in)
				if s.failed {
					break
				}
			}
		}
		for i, s := range sgs {
			if !done[i] && status[i] == stCoop && s.coopWait == in {
				status[i] = -1
				s.coopWait = nil
				if s.failed {
					status[i] = stError
				}
			}
		}
	}
}

func containsInst(l []*inst, in *inst) bool {
	for _, x := range l {
		if x == in {
			return true
		}
	}
	return false
}

// coopGatherAll collects a matrix value from the registers of every
// subgroup in sgs (all of a Workgroup-scope matrix's holders, or the one
// subgroup of a Subgroup-scope one) into its row-major elements.
func coopGatherAll(sgs []*sg, slot uint32, t *rtype) []uint64 {
	out := make([]uint64, t.coop.total())
	for _, s := range sgs {
		s.coopGatherInto(out, slot, t)
	}
	return out
}

// coopScatterAll writes row-major elements into the active lanes of each
// subgroup in sgs.
func coopScatterAll(sgs []*sg, slot uint32, t *rtype, vals []uint64) {
	for _, s := range sgs {
		s.coopScatter(slot, t, vals)
	}
}

// coopScopeName names a matrix's scope in messages.
func coopScopeName(ct *coopType) string {
	if ct.wg {
		return fmt.Sprintf("Workgroup (%d invocations)", ct.W)
	}
	return "Subgroup"
}

// fixWGCoop gives the Workgroup-scope matrix types the workgroup size
// known after all global declarations (a module may declare its
// WorkgroupSize built-in after the matrix types, as glslang and this
// project's compiler do), unless a composite type already used their
// register count.
func (c *compiler) fixWGCoop() error {
	W := c.invocations()
	for _, t := range c.wgCoop {
		if t.coop.W == W {
			continue
		}
		for _, u := range c.types {
			for _, m := range append([]*rtype{u.elem}, u.members...) {
				if m == t && u.k != tPointer {
					return &LoadError{Msg: fmt.Sprintf("type %d uses a Workgroup-scope cooperative matrix declared before the workgroup size", u.id)}
				}
			}
		}
		t.coop.W = W
		t.n = t.coop.length(0)
		t.comps = t.n
	}
	return nil
}
