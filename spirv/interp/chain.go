package interp

import (
	"math"
	"slices"
)

// Chains and loop traces: element-wise integer instructions run by one
// call of vloop (lanes_amd64.s) when every lane of the subgroup is active
// and the vector forms are available (lanes_amd64.go).
//
// sg.run otherwise dispatches each instruction through execOp, whose cost
// (the switch, three register slices, the vector-form test) is several
// times that of the four-lane kernel itself on a 32-lane subgroup, and
// each branch through the frame logic of control.go.
//
// A chain is a run of such instructions between two control instructions.
// vloop walks its list of chainOps, each one component of one instruction,
// with the same four-lane loops as the kernels in lanes_amd64.s.
//
// A loop trace is a small program for whole iterations of a loop: its
// blocks' element-wise instructions as chainOps, and its branches as jumps
// wherever a branch cannot change the subgroup's frames while all its
// lanes run together (control.go's goTo and branchCond, worked out once
// for the frames a converged iteration has): to blocks no frame names, to
// the loop's continue target, back to its header, into a selection
// construct and out at its merge block. A conditional branch runs on when
// every lane goes the same way. A data instruction no chainOp does (float
// arithmetic, memory, group operations...) returns to Go, which runs it
// through execOp, as sg.run would, and calls vloop again after it.
// Everything else (lanes that part, a break, a nested loop, a call, a
// barrier) is an exit: vloop stops there and sg.run goes on from that
// instruction, with the frames of the selection constructs the trace is
// inside pushed as the branches would have pushed them. Phi copies on the
// edges followed become copies.
//
// Instructions counted are the same either way: each op carries the
// instructions it stands for (nops, branches and LoopMerges included),
// and vloop adds them up as it goes. Nothing in a chain can fail or
// report. A trace stops where sg.run would check the step limit: it starts
// an iteration only when even its longest path stays within the limit
// (and within maxTraceSteps at a time, so that a stopped run is noticed),
// leaving the rest to sg.run.

// chainOp kinds. The data kinds give exactly what execOp gives for the
// instruction on a converged subgroup.
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
	cSelect        // d = a != 0 ? b : slot m
	// float32 (float32.go's rule; m = 0xFFFFFFFF keeps the low half)
	cFAdd // d = fadd32(a, b)
	cFSub // d = fsub32(a, b)
	cFMul // d = fmul32(a, b)
	cFDiv // d = fdiv32(a, b)
	cFCmp // d = fcmp32(a, b, pred): m low half all ones for fcLT, high half for fcNeg; k for fcGT; e for fcEQ
	// memory (traces only: memfast.go's paths, in place; vloop stops
	// at the op, counted, for sg.run to run the instruction, as at a cGo,
	// when a lane needs more)
	cAccess // d = access chain of pointer a, index slots b and e (noSlot: none), offset m, stride k; the cExt after it: lo, hi, stride of e
	cLoad   // d = the 4 bytes at pointer a + k (the instruction at pc m)
	cStore  // the 4 bytes at pointer a + k = b (the instruction at pc m)
	cExt    // the operands of the op before it; does nothing
	_       // 25-31: free
	_
	_
	_
	_
	_
	_
	// control (traces; a chain ends with cExit)
	cJump // go to op m
	cBr   // every lane of a non-zero: go to op d; all zero: op b; else exit here (noExit: exit here too)
	cExit // stop here
	cLoop // an iteration is over: stop if the steps so far are over the limit, else go to op 0
	cGo   // stop after counting the data instruction at pc m, which sg.run executes; the trace goes on after it
)

// noExit is the target of a cBr edge that leaves the trace.
const noExit = math.MaxUint64

// chainOp is one component of one chained instruction, or a control op.
// steps is the instructions it stands for; an exit adds steps-1 (the ones
// before the exiting instruction). vloop reads the fields at fixed
// offsets: keep the layout (eight 64-bit words).
type chainOp struct {
	kind    uint64
	d, a, b uint64 // register slots (cBr: d and b are op indices)
	m, k    uint64 // immediates (see the kinds)
	steps   uint64
	e       uint64 // a third immediate (cFCmp)
}

// chain is the run of instructions [start, end) of exe.code; its ops are
// exe.chainOps[lo : lo+n], the last a cExit.
type chain struct {
	lo, n      uint32
	start, end int32
	mem        bool // it has memory ops (vloop needs a memTab; a load or store may stop it)
}

// minChain is the fewest chained instructions worth a chain.
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
	case xFAdd32:
		return cFAdd, 0xFFFFFFFF, 0, true
	case xFSub32:
		return cFSub, 0xFFFFFFFF, 0, true
	case xFMul32:
		return cFMul, 0xFFFFFFFF, 0, true
	case xFDiv32:
		return cFDiv, 0xFFFFFFFF, 0, true
	case xFLt32:
		return cFCmp, 0xFFFFFFFF, 0, true
	case xFCmp32:
		p := uint64(in.sub)
		if p&fcLT != 0 {
			m = 0xFFFFFFFF
		}
		if p&fcNeg != 0 {
			m |= 0xFFFFFFFF << 32
		}
		if p&fcGT != 0 {
			k = 0xFFFFFFFF
		}
		return cFCmp, m, k, true
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
	chainable := func(in *inst) bool {
		_, _, _, ok := chainKind(in)
		return ok || memOK(x, in)
	}
	for i := 0; i < len(code); {
		if !chainable(&code[i]) {
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
			if !chainable(in) {
				break
			}
			count++
		}
		// trailing nops stay with the chain: the run loop would step over
		// them at once anyway (foldNops)
		if count >= minChain && int64(len(x.chains)) < 1<<31 {
			lo := len(x.chainOps)
			okSlots, mem := true, false
			for p := i; p < j && okSlots; p++ {
				switch {
				case code[p].op == xNop:
				case appendMemOps(x, &code[p], p, 0):
					mem = true
				default:
					okSlots = appendChainOps(x, &code[p], 0)
				}
			}
			x.chainOps = append(x.chainOps, chainOp{kind: cExit, steps: 1}) // an exit adds steps-1
			if okSlots {
				x.chains = append(x.chains, chain{lo: uint32(lo), n: uint32(len(x.chainOps) - lo), start: int32(i), end: int32(j), mem: mem})
				code[i].chain = uint32(len(x.chains))
			} else {
				x.chainOps = x.chainOps[:lo]
			}
		}
		i = j
	}
}

// appendChainOps appends the ops of chainable instruction in, the first
// standing for steps instructions; false when it is not chainable.
func appendChainOps(x *exe, in *inst, steps uint64) bool {
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
		if in.op == xFCmp32 && in.sub&fcEQ != 0 {
			op.e = 0xFFFFFFFF
		}
		if c == 0 {
			op.steps = steps
		}
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
	if n == 0 && steps != 0 {
		return false // nothing to carry the count
	}
	return true
}

// vop runs one chain op over the S lanes of the registers regs (slot k at
// regs[k*S:]; S a multiple of 4): the vector form of one component of an
// element-wise instruction (execOp). It must only run when useVec.
func vop(regs []uint64, S int, kind uint64, d, a, b uint32, m, k uint64) {
	ops := [2]chainOp{{kind: kind, d: uint64(d), a: uint64(a), b: uint64(b), m: m, k: k}, {kind: cExit, steps: 1}}
	vloop(&regs[0], uint64(S), &ops[0], 0, 0, nil)
}

// runChain runs chain ch for the converged subgroup s; the caller counts
// the instructions.
func (s *sg) runChain(ch *chain) {
	if !ch.mem {
		vloop(&s.regs[0], uint64(s.S), &s.x.chainOps[ch.lo], 0, 0, nil)
		return
	}
	ops := s.x.chainOps[ch.lo : ch.lo+ch.n]
	mt := s.memTab()
	for start := uint64(0); ; {
		_, exit := vloop(&s.regs[0], uint64(s.S), &ops[0], start, 0, mt)
		if exit < 0 || int(exit) >= len(ops) {
			return
		}
		op := &ops[exit]
		if op.kind != cLoad && op.kind != cStore {
			return
		}
		// a lane needs more than the in-place path: the instruction
		// again, all of it (loads and stores never fail)
		s.execOp(&s.x.code[op.m])
		start = uint64(exit) + 1
	}
}

// loopTrace is the program of a loop (see the top of the file), the ops
// exe.chainOps[lo : lo+n], which starts at the instruction after the
// loop's LoopMerge; at most maxIter instructions run from there to the
// LoopMerge again. exits are the places it stops (cExit and cBr ops: m),
// kind0 the blocks it enters that no frame of the trace names (sorted):
// no frame outside the loop may name one either.
type loopTrace struct {
	lo, n   uint32
	mem     bool // it has memory ops (vloop needs a memTab)
	maxIter int64
	exits   []traceExit
	kind0   []int32
}

// traceExit is where a trace stops: sg.run goes on at pc inside the
// selection constructs with these merge blocks, outermost first.
type traceExit struct {
	pc   int32
	sels []int32
}

// maxTraceSteps bounds the instructions of one vloop call of a trace.
const maxTraceSteps = 1 << 16

// maxTraceOps bounds the ops of one trace.
const maxTraceOps = 1 << 12

// buildTraces finds the loops of x.code that have a trace and marks their
// LoopMerge instructions (inst.chain: 1 + the index in exe.traces).
func buildTraces(x *exe) {
	if !useVec {
		return
	}
	x.traces = x.traces[:0]
	for h := range x.code {
		if x.code[h].op != xLoopMerge || int64(len(x.traces)) >= 1<<31 {
			continue
		}
		lo := len(x.chainOps)
		if t, ok := traceLoop(x, h); ok {
			t.lo, t.n = uint32(lo), uint32(len(x.chainOps)-lo)
			x.traces = append(x.traces, t)
			x.code[h].chain = uint32(len(x.traces))
		} else {
			x.chainOps = x.chainOps[:lo]
		}
	}
}

// tblock is a block of a trace: the instructions from pc on, entered
// inside the selection constructs with merge blocks sels (outermost first).
type tblock struct {
	pc   int
	sels []int32
	op   int // the index of its first op in the trace
}

// traceLoop builds the program of the loop whose LoopMerge is at h; ok
// false when the loop has none (nothing of an iteration can run in it).
func traceLoop(x *exe, h int) (t loopTrace, ok bool) {
	code := x.code
	lm := &code[h]
	merge, cont, header := int32(lm.b), int32(lm.c), int32(lm.m)
	if header < 0 || int(header) > h {
		return t, false
	}
	// the header's instructions before the LoopMerge run on every back
	// edge: they must all be data instructions a trace runs
	for q := int(header); q < h; q++ {
		if _, _, _, ok := chainKind(&code[q]); !ok && code[q].op != xNop && !goOK(&code[q]) {
			return t, false
		}
	}
	base := len(x.chainOps)
	rel := func() int { return len(x.chainOps) - base }
	blocks := map[int]*tblock{}
	var queue []*tblock
	type fix struct {
		op  int // a cJump's index in the trace
		blk *tblock
	}
	var fixes []fix
	kind0 := map[int32]bool{}
	latch := -1 // the op index of the back-edge sequence
	var latchFixes []int
	exitAt := func(pc int, sels []int32) uint64 {
		t.exits = append(t.exits, traceExit{pc: int32(pc), sels: slices.Clone(sels)})
		return uint64(len(t.exits) - 1)
	}
	// resolve works out where a branch to target from inside sels goes for
	// a converged subgroup (goTo): a block with the frames left, the
	// loop's header (back edge), or nowhere a trace follows (exit)
	const (
		rBlock = iota
		rLatch
		rExit
	)
	resolve := func(target int32, sels []int32) (int, []int32) {
		for {
			if n := len(sels); n > 0 {
				if target == sels[n-1] {
					sels = sels[:n-1] // out at the selection's merge
					continue
				}
				if slices.Contains(sels[:n-1], target) || target == merge || target == cont || target == header {
					return rExit, nil // lanes wait at an enclosing construct
				}
				return rBlock, sels
			}
			switch target {
			case merge:
				return rExit, nil // the loop ends
			case header:
				return rLatch, nil
			}
			return rBlock, sels
		}
	}
	block := func(pc int32, sels []int32) *tblock {
		if b, ok := blocks[int(pc)]; ok {
			if !slices.Equal(b.sels, sels) {
				return nil
			}
			return b
		}
		b := &tblock{pc: int(pc), sels: slices.Clone(sels), op: -1}
		blocks[int(pc)] = b
		queue = append(queue, b)
		if pc != cont && !slices.Contains(sels, pc) {
			kind0[pc] = true
		}
		return b
	}
	// edge appends what taking edge tgt of branch in does (its phi
	// copies, then a jump counting steps) and returns the op to go to
	// first, or noExit when the edge leaves the trace
	edge := func(in *inst, tgt int, sels []int32, steps uint64) (uint64, bool) {
		r, to := resolve(in.x.targets[tgt], sels)
		if r == rExit {
			return noExit, true
		}
		var b *tblock
		if r == rBlock {
			if b = block(in.x.targets[tgt], to); b == nil {
				return 0, false
			}
		}
		start := uint64(rel())
		if in.x.phis != nil && tgt < len(in.x.phis) && len(in.x.phis[tgt]) > 0 {
			if !appendPhiCopies(x, in.x.phis[tgt]) {
				return 0, false
			}
		}
		x.chainOps = append(x.chainOps, chainOp{kind: cJump, steps: steps})
		if r == rLatch {
			latchFixes = append(latchFixes, rel()-1)
		} else {
			fixes = append(fixes, fix{rel() - 1, b})
		}
		return start, true
	}
	queue = append(queue, &tblock{pc: h + 1, op: -1})
	for len(queue) > 0 && rel() < maxTraceOps {
		b := queue[0]
		queue = queue[1:]
		b.op = rel()
		pending := uint64(0) // instructions not yet carried by an op
		for q := b.pc; ; q++ {
			if q >= len(code) {
				return t, false
			}
			in := &code[q]
			pending++
			if in.op == xNop {
				continue
			}
			if _, _, _, ok := chainKind(in); ok {
				if !appendChainOps(x, in, pending) {
					return t, false
				}
				pending = 0
				continue
			}
			if appendMemOps(x, in, q, pending) {
				t.mem = true
				pending = 0
				continue
			}
			if goOK(in) {
				x.chainOps = append(x.chainOps, chainOp{kind: cGo, m: uint64(q), steps: pending})
				pending = 0
				continue
			}
			switch in.op {
			case xBranch:
				if in.x == nil || len(in.x.targets) != 1 {
					return t, false
				}
				if r, _ := resolve(in.x.targets[0], b.sels); r == rExit {
					x.chainOps = append(x.chainOps, chainOp{kind: cExit, m: exitAt(q, b.sels), steps: pending})
					break
				}
				if _, ok := edge(in, 0, b.sels, pending); !ok {
					return t, false
				}
			case xBranchCond:
				if in.x == nil || len(in.x.targets) != 2 || in.a >= uint32(x.nslots) {
					return t, false
				}
				sels := b.sels
				if in.e != 0 {
					sels = append(slices.Clone(sels), int32(in.e-1))
				}
				br := len(x.chainOps)
				x.chainOps = append(x.chainOps, chainOp{kind: cBr, a: uint64(in.a), b: noExit, d: noExit, m: exitAt(q, b.sels), steps: pending})
				// both edges go after the cBr: each jumps on from its copies
				tt, ok1 := edge(in, 0, sels, 0)
				ft, ok2 := edge(in, 1, sels, 0)
				if !ok1 || !ok2 {
					return t, false
				}
				x.chainOps[br].d, x.chainOps[br].b = tt, ft
			default:
				// anything else stops the trace before it
				x.chainOps = append(x.chainOps, chainOp{kind: cExit, m: exitAt(q, b.sels), steps: pending})
			}
			break
		}
	}
	if len(queue) > 0 {
		return t, false
	}
	// the back edge: the header's instructions, then the LoopMerge
	if len(latchFixes) > 0 {
		latch = rel()
		pending := uint64(0)
		for q := int(header); q < h; q++ {
			pending++
			if code[q].op == xNop {
				continue
			}
			if appendMemOps(x, &code[q], q, pending) {
				t.mem = true
			} else if goOK(&code[q]) {
				x.chainOps = append(x.chainOps, chainOp{kind: cGo, m: uint64(q), steps: pending})
			} else if !appendChainOps(x, &code[q], pending) {
				return t, false
			}
			pending = 0
		}
		x.chainOps = append(x.chainOps, chainOp{kind: cLoop, steps: pending + 1})
		for _, i := range latchFixes {
			x.chainOps[base+i].m = uint64(latch)
		}
	}
	if latch < 0 || rel() > maxTraceOps {
		return t, false // no iteration comes round in the trace
	}
	for _, f := range fixes {
		x.chainOps[base+f.op].m = uint64(f.blk.op)
	}
	// vloop must come round only through cLoop: without it the ops'
	// jumps must not close a cycle, so that every iteration ends
	ops := compactTrace(x.chainOps[base:])
	x.chainOps = x.chainOps[:base+len(ops)]
	if !acyclic(ops) {
		return t, false
	}
	for _, op := range ops {
		t.maxIter += int64(op.steps)
	}
	for pc := range kind0 {
		t.kind0 = append(t.kind0, pc)
	}
	slices.Sort(t.kind0)
	return t, true
}

// goOK says a trace may hand data instruction in to execOp and go on
// after it: any data instruction but the subgroup-wide cooperative-matrix
// operations, which may run functions of their own (coopcall.go).
func goOK(in *inst) bool {
	if _, _, _, ok := chainKind(in); ok {
		return false
	}
	return in.op < xBranch && in.op != xNop && in.op != xCustom
}

// compactTrace drops the jumps a trace can do without, in place, and
// returns the ops left: a branch or jump to a jump that counts nothing
// goes straight to that jump's target; a jump to the next op leaves its
// count to the data op before it, when only that op reaches it, or to the
// next op, when only the jump reaches that; ops nothing reaches go.
func compactTrace(ops []chainOp) []chainOp {
	n := len(ops)
	// through follows jumps that count nothing (at most n of them: a cycle
	// of such jumps stays, and acyclic refuses it)
	through := func(to uint64) uint64 {
		for k := 0; k < n && to < uint64(n) && ops[to].kind == cJump && ops[to].steps == 0; k++ {
			to = ops[to].m
		}
		return to
	}
	for i := range ops {
		switch op := &ops[i]; op.kind {
		case cJump:
			op.m = through(op.m)
		case cBr:
			if op.d != noExit {
				op.d = through(op.d)
			}
			if op.b != noExit {
				op.b = through(op.b)
			}
		}
	}
	refs := make([]int, n+1) // jumps and branches to each op
	for _, op := range ops {
		switch op.kind {
		case cJump:
			refs[min(op.m, uint64(n))]++
		case cBr:
			refs[min(op.d, uint64(n))]++
			refs[min(op.b, uint64(n))]++
		}
	}
	dead := make([]bool, n)
	for i := 0; i+1 < n; i++ {
		op := &ops[i]
		if op.kind != cJump || op.m != uint64(i+1) {
			continue
		}
		switch {
		case i > 0 && refs[i] == 0 && (ops[i-1].kind < cLoad || ops[i-1].kind == cExt) && !dead[i-1]:
			// only the data op before it reaches it (not a load or
			// store, which may stop there before the jump)
			ops[i-1].steps += op.steps
			dead[i] = true
		case refs[i+1] == 1 && (i == 0 || ops[i-1].kind >= cJump || dead[i-1]):
			// the next op is reached only through it (what reaches it
			// now reaches the next op)
			ops[i+1].steps += op.steps
			dead[i] = true
		}
	}
	// what is reached from op 0
	seen := make([]bool, n)
	work := []uint64{0}
	for len(work) > 0 {
		i := work[len(work)-1]
		work = work[:len(work)-1]
		for i < uint64(n) && !seen[i] {
			seen[i] = true
			op := &ops[i]
			if dead[i] {
				i++
				continue
			}
			switch op.kind {
			case cJump:
				i = op.m
				continue
			case cBr:
				work = append(work, op.d, op.b)
			case cExit, cLoop:
			default:
				i++
				continue
			}
			break
		}
	}
	newIdx := make([]uint64, n+1)
	k := uint64(0)
	for i := range ops {
		newIdx[i] = k
		if seen[i] && !dead[i] {
			k++
		}
	}
	newIdx[n] = k
	remap := func(to uint64) uint64 {
		if to == noExit {
			return to
		}
		return newIdx[min(to, uint64(n))]
	}
	out := ops[:0]
	for i := range ops {
		if !seen[i] || dead[i] {
			continue
		}
		op := ops[i]
		switch op.kind {
		case cJump:
			op.m = remap(op.m)
		case cBr:
			op.d, op.b = remap(op.d), remap(op.b)
		}
		out = append(out, op)
	}
	return out
}

// acyclic says the ops of a trace, leaving out cLoop's jump back to the
// first, have no cycle, and every jump stays inside them.
func acyclic(ops []chainOp) bool {
	succ := func(i int, yield func(int) bool) bool {
		op := &ops[i]
		switch op.kind {
		case cJump:
			return yield(int(min(op.m, uint64(len(ops)))))
		case cBr:
			for _, to := range [2]uint64{op.d, op.b} {
				if to != noExit && !yield(int(min(to, uint64(len(ops))))) {
					return false
				}
			}
			return true
		case cExit, cLoop:
			return true
		}
		return yield(i + 1)
	}
	state := make([]uint8, len(ops)) // 0 new, 1 on the path, 2 done
	type item struct{ i, next int }
	for root := range ops {
		if state[root] != 0 {
			continue
		}
		stack := []item{{root, 0}}
		state[root] = 1
		for len(stack) > 0 {
			top := &stack[len(stack)-1]
			// the top's successors after the ones already followed
			k, child, bad := 0, -1, false
			succ(top.i, func(j int) bool {
				if j >= len(ops) {
					bad = true
					return false
				}
				if k++; k <= top.next {
					return true
				}
				child = j
				return false
			})
			if bad {
				return false
			}
			if child < 0 {
				state[top.i] = 2
				stack = stack[:len(stack)-1]
				continue
			}
			top.next++
			switch state[child] {
			case 1:
				return false
			case 0:
				state[child] = 1
				stack = append(stack, item{child, 0})
			}
		}
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

// traceFits says the trace may run for s, which has just run the loop's
// LoopMerge: all lanes together, the loop's frame on top with nothing
// waiting in it, and no frame outside the loop naming a block the trace
// enters as one no frame names.
func (s *sg) traceFits(t *loopTrace) bool {
	top := len(s.frames) - 1
	if f := &s.frames[top]; len(f.groups) != 0 || !f.waitC.zero() {
		return false
	}
	for i := top - 1; i >= 0; i-- {
		f := &s.frames[i]
		if f.kind == fCall {
			break
		}
		for _, pc := range [3]int32{f.merge, f.cont, f.header} {
			if _, found := slices.BinarySearch(t.kind0, pc); found {
				return false
			}
		}
	}
	return true
}

// runTrace runs the trace t of the loop whose LoopMerge (at pc h) the
// converged subgroup s has just run with nact lanes: whole iterations,
// until one could pass the step limit (s is then after the LoopMerge) or
// the trace exits (s is then at the exit, inside its selections' frames).
// It returns stError when an instruction it ran failed, else -1.
func (s *sg) runTrace(t *loopTrace, h int, nact int64) int {
	budget := min(s.maxSteps-s.steps, maxTraceSteps)
	if t.maxIter > budget || !s.traceFits(t) || s.wg.run.stop.Load() {
		return -1
	}
	ops := s.x.chainOps[t.lo : t.lo+t.n]
	limit := budget - t.maxIter // the steps after which no iteration starts
	start := uint64(0)
	var mt *memTab
	if t.mem {
		mt = s.memTab()
	}
	for {
		steps, exit := vloop(&s.regs[0], uint64(s.S), &ops[0], start, limit, mt)
		s.steps += int64(steps)
		s.lanesRun += int64(steps) * nact
		limit -= int64(steps)
		if exit < 0 {
			s.pc = h + 1
			return -1
		}
		op := &ops[exit]
		if op.kind == cGo || op.kind == cLoad || op.kind == cStore {
			// counted already, as sg.run counts an instruction before
			// running it; the cGo ops right after it run here too
			for {
				s.execOp(&s.x.code[op.m])
				if s.failed {
					s.pc = int(op.m) + 1
					return stError
				}
				if exit++; int(exit) >= len(ops) || ops[exit].kind != cGo {
					break
				}
				op = &ops[exit]
				n := int64(op.steps)
				s.steps += n
				s.lanesRun += n * nact
				limit -= n
			}
			start = uint64(exit)
			continue
		}
		e := &t.exits[op.m]
		for _, m := range e.sels {
			s.pushFrame(frame{kind: fSel, merge: m})
		}
		s.pc = int(e.pc)
		return -1
	}
}
