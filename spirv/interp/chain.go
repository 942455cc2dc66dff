package interp

import "math"

// Chains and loop traces: element-wise integer instructions run by one
// call of vrun (lanes_amd64.s) when every lane of the subgroup is active
// and the vector forms are available (lanes_amd64.go).
//
// sg.run otherwise dispatches each instruction through execOp, whose cost
// (the switch, three register slices, the vector-form test) is several
// times that of the four-lane kernel itself on a 32-lane subgroup, and
// each branch through the frame logic of control.go.
//
// A chain is a run of such instructions between two control instructions.
// vrun walks its list of chainOps, each one component of one instruction,
// with the same four-lane loops as the kernels in lanes_amd64.s.
//
// A loop trace is one whole iteration of a loop whose blocks hold only
// such instructions, nops and branches that cannot change the subgroup's
// frames while all its lanes run together: the LoopMerge of a later
// iteration, branches to blocks no construct names, to the loop's
// continue target and back to its header, and conditional branches
// between the loop's merge block and one of those. A conditional branch
// becomes a guard: vrun goes on while every lane takes the branch into
// the loop, and stops at the guard otherwise, handing the branch to
// sg.run. Phi copies on the edges followed become copies.
//
// Instructions counted are the same either way: the nops, branches and
// LoopMerges a chain or trace passes count as executed, as foldNops makes
// the nops after an instruction count. Nothing in a chain can fail or
// report. A trace stops where sg.run would check the step limit: it runs
// only whole iterations that stay within the limit (and at most
// maxTraceSteps at a time, so that a stopped run is noticed), leaving the
// rest to sg.run.

// chainOp kinds; each gives exactly what execOp gives for the instruction
// on a converged subgroup.
const (
	cAdd    = iota // d = (a + b) & m
	cSub           // d = (a - b) & m
	cMul32         // d = (a * b) & m, m < 1<<32
	cAnd           // d = a & b
	cOr            // d = a | b
	cXor           // d = a ^ b
	cMask          // d = a & m
	cNot           // d = ^a & m
	cEq            // d = b2u(a == b)
	cNe            // d = b2u(a != b)
	cULt           // d = b2u(a < b)
	cSLt           // d = b2u(int64(a<<k) < int64(b<<k))
	cShl           // d = (a << (b & m)) & k
	cShrL          // d = a >> (b & m)
	cCopy          // d = a
	cGuardT        // go on while every lane of a is non-zero (m: the branch's pc, k: the steps before it)
	cGuardF        // go on while every lane of a is zero
	cSelect        // d = a != 0 ? b : slot m
)

// chainOp is one component of one chained instruction. vchain reads the
// fields at fixed offsets: keep the layout (six 64-bit words).
type chainOp struct {
	kind    uint64
	d, a, b uint64 // register slots
	m, k    uint64 // immediates (see the kinds)
}

// chain is the run of instructions [start, end) of exe.code; its ops are
// exe.chainOps[lo : lo+n].
type chain struct {
	lo, n      uint32
	start, end int32
}

// minChain is the fewest chained instructions worth a chain: a single one
// goes through execOp as before.
const minChain = 1

// chainKind gives the chainOp kind that runs in for a converged subgroup,
// with its immediates, or ok false when the instruction cannot be chained.
func chainKind(in *inst) (kind, m, k uint64, ok bool) {
	switch in.op {
	case xIAdd:
		return cAdd, in.m, 0, true
	case xISub:
		return cSub, in.m, 0, true
	case xIMul:
		if in.m > 0xFFFFFFFF {
			return 0, 0, 0, false
		}
		return cMul32, in.m, 0, true
	case xAnd:
		return cAnd, 0, 0, true
	case xOr:
		return cOr, 0, 0, true
	case xXor:
		return cXor, 0, 0, true
	case xMask:
		return cMask, in.m, 0, true
	case xNot:
		return cNot, in.m, 0, true
	case xIEq:
		return cEq, 0, 0, true
	case xINe:
		return cNe, 0, 0, true
	case xULt:
		return cULt, 0, 0, true
	case xSLt:
		return cSLt, 0, 64 - uint64(in.w), true
	case xSelect:
		return cSelect, 0, 0, true
	case xGather:
		for _, src := range in.x.srcs {
			if src == math.MaxUint32 { // a zero component
				return 0, 0, 0, false
			}
		}
		return cCopy, 0, 0, true
	case xShl, xShrL:
		w := uint64(in.w)
		if in.flag&flagUndef != 0 || w == 0 || w&(w-1) != 0 || w > 64 {
			return 0, 0, 0, false
		}
		if in.op == xShl {
			return cShl, w - 1, in.m, true
		}
		return cShrL, w - 1, 0, true
	}
	return 0, 0, 0, false
}

// unary says the kind reads only a.
func unaryChainKind(kind uint64) bool { return kind == cMask || kind == cNot || kind == cCopy }

// buildChains finds the chains of x.code and marks the first instruction
// of each (inst.chain). A chain starts at a chainable instruction that
// follows, within its run of data instructions, no other chainable one,
// and takes in every chainable instruction and nop after it up to the
// first instruction that is neither. Control reaches a run of data
// instructions only at its start (a block's first instruction follows a
// terminator), so no branch lands inside a chain.
func buildChains(x *exe) {
	if !useVec {
		return
	}
	code := x.code
	x.chains = x.chains[:0]
	for i := 0; i < len(code); {
		if _, _, _, ok := chainKind(&code[i]); !ok {
			i++
			continue
		}
		// [i, j): chainable instructions and nops
		j, count := i, 0
		for ; j < len(code); j++ {
			in := &code[j]
			if in.op == xNop {
				continue
			}
			if _, _, _, ok := chainKind(in); !ok {
				break
			}
			count++
		}
		// trailing nops stay with the chain: the run loop would step over
		// them at once anyway (foldNops)
		if count >= minChain && len(x.chains) < 1<<31 {
			lo := len(x.chainOps)
			okSlots := true
			for p := i; p < j && okSlots; p++ {
				if code[p].op != xNop {
					okSlots = appendChainOps(x, &code[p])
				}
			}
			if okSlots && len(x.chainOps) > lo {
				x.chains = append(x.chains, chain{lo: uint32(lo), n: uint32(len(x.chainOps) - lo), start: int32(i), end: int32(j)})
				code[i].chain = uint32(len(x.chains))
			} else {
				x.chainOps = x.chainOps[:lo]
			}
		}
		i = j
	}
}

// runChain runs chain ch for the converged subgroup s; the caller counts
// the instructions.
func (s *sg) runChain(ch *chain) {
	vrun(&s.regs[0], uint64(s.S), &s.x.chainOps[ch.lo], uint64(ch.n), 1)
}

// loopTrace is one iteration of a loop (see the top of the file): the ops
// exe.chainOps[lo : lo+n], from the instruction after the loop's LoopMerge
// to that LoopMerge again, k instructions.
type loopTrace struct {
	lo, n uint32
	k     int64
}

// maxTraceSteps bounds the instructions of one vrun call of a trace.
const maxTraceSteps = 1 << 16

// maxTraceLen bounds the instructions of one iteration a trace follows.
const maxTraceLen = 4096

// buildTraces finds the loops of x.code that have a trace and marks their
// LoopMerge instructions (inst.chain: 1 + the index in exe.traces).
func buildTraces(x *exe) {
	if !useVec {
		return
	}
	x.traces = x.traces[:0]
	for h := range x.code {
		if x.code[h].op != xLoopMerge || len(x.traces) >= 1<<31 {
			continue
		}
		lo := len(x.chainOps)
		if k, ok := traceLoop(x, h); ok && len(x.chainOps) > lo {
			x.traces = append(x.traces, loopTrace{lo: uint32(lo), n: uint32(len(x.chainOps) - lo), k: k})
			x.code[h].chain = uint32(len(x.traces))
		} else {
			x.chainOps = x.chainOps[:lo]
		}
	}
}

// traceLoop appends to x.chainOps the ops of one iteration of the loop
// whose LoopMerge is at h and returns its instruction count, or ok false
// when the loop has no trace.
func traceLoop(x *exe, h int) (k int64, ok bool) {
	code := x.code
	lm := &code[h]
	merge, cont, header := int(lm.b), int(lm.c), int(lm.m)
	seen := map[int]bool{}
	// follow moves along an edge of a branch at pc to target t: false
	// when the edge leaves what a trace can follow
	follow := func(in *inst, t int) (int, bool) {
		if in.x.phis != nil && t < len(in.x.phis) && len(in.x.phis[t]) > 0 {
			if !appendPhiCopies(x, in.x.phis[t]) {
				return 0, false
			}
		}
		pc := int(in.x.targets[t])
		plain := t < 8 && in.sub>>t&1 != 0
		if pc != cont && pc != header && !plain {
			return 0, false
		}
		return pc, true
	}
	pc := h + 1
	for steps := int64(0); steps < maxTraceLen; {
		if pc < 0 || pc >= len(code) {
			return 0, false
		}
		in := &code[pc]
		if in.op < xBranch && pc != h {
			if seen[pc] {
				return 0, false
			}
			seen[pc] = true
		}
		steps++
		switch in.op {
		case xNop:
			pc++
			continue
		case xLoopMerge:
			if pc != h {
				return 0, false // a nested loop
			}
			return steps, true
		case xBranch:
			if seen[pc] || in.x == nil || len(in.x.targets) != 1 {
				return 0, false
			}
			seen[pc] = true
			t, ok := follow(in, 0)
			if !ok {
				return 0, false
			}
			pc = t
			continue
		case xBranchCond:
			if seen[pc] || in.e != 0 || in.x == nil || len(in.x.targets) != 2 {
				return 0, false
			}
			seen[pc] = true
			var on int // the target that stays in the loop
			switch {
			case int(in.x.targets[1]) == merge && int(in.x.targets[0]) != merge:
				on = 0
			case int(in.x.targets[0]) == merge && int(in.x.targets[1]) != merge:
				on = 1
			default:
				return 0, false
			}
			if in.a >= uint32(x.nslots) {
				return 0, false
			}
			kind := uint64(cGuardT)
			if on == 1 {
				kind = cGuardF
			}
			x.chainOps = append(x.chainOps, chainOp{kind: kind, d: uint64(in.a), a: uint64(in.a), b: uint64(in.a), m: uint64(pc), k: uint64(steps - 1)})
			t, ok := follow(in, on)
			if !ok {
				return 0, false
			}
			pc = t
			continue
		}
		if !appendChainOps(x, in) {
			return 0, false
		}
		pc++
	}
	return 0, false
}

// appendChainOps appends the ops of chainable instruction in; false when
// it is not chainable.
func appendChainOps(x *exe, in *inst) bool {
	kind, m, k, ok := chainKind(in)
	if !ok {
		return false
	}
	n := in.n
	if kind == cCopy {
		n = uint32(len(in.x.srcs))
	}
	for c := uint32(0); c < n; c++ {
		op := chainOp{kind: kind, d: uint64(in.d + c), a: uint64(in.a + c), b: uint64(in.b + c), m: m, k: k}
		switch kind {
		case cCopy:
			op.a = uint64(in.x.srcs[c])
		case cSelect:
			op.a, op.b, op.m = uint64(in.a+c), uint64(in.b+c), uint64(in.c+c)
			if in.flag != 0 { // one condition for every component
				op.a = uint64(in.a)
			}
		}
		if unaryChainKind(kind) {
			op.b = op.a
		}
		if op.d >= uint64(x.nslots) || op.a >= uint64(x.nslots) || op.b >= uint64(x.nslots) ||
			kind == cSelect && op.m >= uint64(x.nslots) {
			return false
		}
		x.chainOps = append(x.chainOps, op)
	}
	return true
}

// appendPhiCopies appends the phi copies of an edge as copies, when
// copying them one after another gives what the parallel copy of
// sg.phis gives: no copy reads a register an earlier one wrote.
func appendPhiCopies(x *exe, cps []phiCopy) bool {
	for i, c := range cps {
		for _, e := range cps[i+1:] {
			if c.dst < e.src+e.n && e.src < c.dst+c.n {
				return false
			}
		}
	}
	for _, c := range cps {
		for k := uint32(0); k < c.n; k++ {
			if c.dst+k >= uint32(x.nslots) || c.src+k >= uint32(x.nslots) {
				return false
			}
			x.chainOps = append(x.chainOps, chainOp{kind: cCopy, d: uint64(c.dst + k), a: uint64(c.src + k), b: uint64(c.src + k)})
		}
	}
	return true
}

// runTrace runs whole iterations of the loop trace t for the converged
// subgroup s, which has just run the loop's LoopMerge (at pc h) with
// nact lanes; it leaves s at the instruction after the LoopMerge, or at
// the conditional branch whose lanes did not all stay in the loop.
func (s *sg) runTrace(t *loopTrace, h int, nact int64) {
	left := s.maxSteps - s.steps
	iters := min(left/t.k, maxTraceSteps/t.k+1)
	if iters <= 0 || s.wg.run.stop.Load() {
		return
	}
	done, exit := vrun(&s.regs[0], uint64(s.S), &s.x.chainOps[t.lo], uint64(t.n), uint64(iters))
	k := int64(done) * t.k
	s.pc = h + 1
	if exit >= 0 {
		g := &s.x.chainOps[t.lo+uint32(exit)]
		k += int64(g.k)
		s.pc = int(g.m)
	}
	s.steps += k
	s.lanesRun += k * nact
}
