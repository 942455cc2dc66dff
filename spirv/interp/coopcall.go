package interp

import (
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Functions called by instructions (SPV_NV_cooperative_matrix2's
// DecodeFunc of OpCooperativeMatrixLoadTensorNV, Func of
// OpCooperativeMatrixPerElementOpNV, CombineFunc of
// OpCooperativeMatrixReduceNV).
//
// Such a call is nested: it runs on the calling subgroup, on the lanes
// that need a result, as if they executed OpFunctionCall at that point.
// callNested writes the parameters, pushes a call frame and runs the
// subgroup's ordinary loop (sg.run) until that frame returns, then
// resumes the instruction. The callee's steps count toward
// Config.MaxSteps and every check applies inside it. One instruction
// calls the function as often as it needs results (per element, or per
// pair combined), each time on up to S lanes at once.
//
// The scheduler does not run other subgroups while a nested call runs,
// so the callee must not synchronise: SPIR-V forbids tangled
// instructions (barriers, group and subgroup operations, cooperative-
// matrix operations, derivatives) in such functions and in what they
// call. A module whose callee contains one still loads; each execution of
// the calling instruction reports coopmat-callee, a group operation
// inside then combines the lanes of the nested call, and a barrier or a
// Workgroup-scope cooperative-matrix instruction inside ends the run
// (fatal coopmat-callee: nothing can wait for the rest of the workgroup
// there).

// nestedFn is a function called by an instruction.
type nestedFn struct {
	id      uint32
	pc      int32
	params  []uint32 // parameter slots
	paramT  []*rtype
	ret     *rtype
	res     uint32 // a result slot of the caller instruction's own
	resN    uint32
	name    string
	tangled string // the first tangled instruction it (or a callee) contains
}

// nestedFunc prepares a call of function id by the instruction being
// compiled; its code position is resolved after all functions compiled
// (compiler.fixNested).
func (o *opc) nestedFunc(id uint32) (*nestedFn, error) {
	c := o.c
	fi := c.funcs[id]
	if fi == nil {
		return nil, c.errf("operand %d is not a function", id)
	}
	fn := &nestedFn{id: id, ret: fi.ret, name: c.m.names[id]}
	if fn.name == "" {
		fn.name = "%" + strconv.Itoa(int(id))
	}
	for _, p := range c.paramIDs(id) {
		s, t, err := c.value(p)
		if err != nil {
			return nil, err
		}
		fn.params = append(fn.params, s)
		fn.paramT = append(fn.paramT, t)
	}
	if fi.ret == nil || fi.ret.k == tVoid {
		return nil, c.errf("function %s must return a value", fn.name)
	}
	fn.resN = uint32(max(fi.ret.comps, 1))
	fn.res = c.tempSlot()
	for k := uint32(1); k < fn.resN; k++ {
		c.tempSlot()
	}
	fn.tangled = c.tangledIn(id, map[uint32]bool{})
	c.nested = append(c.nested, fn)
	return fn, nil
}

// paramIDs lists function id's OpFunctionParameter ids.
func (c *compiler) paramIDs(id uint32) []uint32 {
	var ps []uint32
	in := false
	for _, x := range c.m.raw.Insts {
		switch x.Op {
		case spirv.OpFunction:
			in = len(x.Words) > 2 && x.Words[2] == id
		case spirv.OpFunctionParameter:
			if in && len(x.Words) > 2 {
				ps = append(ps, x.Words[2])
			}
		case spirv.OpLabel:
			if in {
				return ps
			}
		}
	}
	return ps
}

// tangledIn returns the name of the first tangled instruction in function
// id or in a function it calls, or "".
func (c *compiler) tangledIn(id uint32, seen map[uint32]bool) string {
	if seen[id] {
		return ""
	}
	seen[id] = true
	in := false
	var calls []uint32
	for _, x := range c.m.raw.Insts {
		switch x.Op {
		case spirv.OpFunction:
			in = len(x.Words) > 2 && x.Words[2] == id
			continue
		case spirv.OpFunctionEnd:
			if in {
				in = false
			}
			continue
		}
		if !in {
			continue
		}
		if x.Op == spirv.OpFunctionCall && len(x.Words) > 3 {
			calls = append(calls, x.Words[3])
			continue
		}
		if name, ok := tangledOp(x.Op); ok {
			return name
		}
	}
	for _, f := range calls {
		if t := c.tangledIn(f, seen); t != "" {
			return t
		}
	}
	return ""
}

// tangledOp says whether op is a tangled instruction (SPIR-V 2.2.5, with
// SPV_NV_cooperative_matrix2's additions).
func tangledOp(op spirv.Op) (string, bool) {
	info, ok := op.Info()
	if !ok {
		return "", false
	}
	n := info.Name
	switch {
	case op == spirv.OpControlBarrier,
		strings.HasPrefix(n, "OpGroup"), strings.HasPrefix(n, "OpSubgroup"),
		strings.HasPrefix(n, "OpDPd"), strings.HasPrefix(n, "OpFwidth"),
		strings.Contains(n, "CooperativeMatrix") && !strings.Contains(n, "Length"):
		return n, true
	}
	return "", false
}

// fixNested resolves the code positions of the functions instructions
// call.
func (c *compiler) fixNested() {
	for _, fn := range c.nested {
		fn.pc = c.funcs[fn.id].pc
	}
}

// callCheck reports a callee with a tangled instruction.
func (s *sg) callCheck(in *inst, fn *nestedFn) {
	if s.checks && fn.tangled != "" && len(s.act) > 0 {
		s.report("coopmat-callee", in, int(s.act[0]), "function %s, called by %s, contains the tangled instruction %s: undefined",
			fn.name, s.x.src[in.src].op, fn.tangled)
	}
}

// callNested runs fn on lanes m of s, whose parameter registers the
// caller has written, until they return; the result is in fn.res. It
// returns false when the run must end (a fatal diagnostic).
func (s *sg) callNested(in *inst, fn *nestedFn, m lmask) bool {
	if m.zero() {
		return true
	}
	savePC, saveMask, saveHas, saveBase, saveRec := s.pc, s.mask, s.hasCur, s.nestBase, s.rec
	base := len(s.frames)
	s.pushFrame(frame{kind: fCall, retPC: -1, resSlot: fn.res, resN: fn.resN, hasResult: fn.resN > 0, calleeName: fn.id})
	s.nestBase = base
	s.setCur(fn.pc, m)
	st := s.run()
	s.rec = saveRec
	s.nestBase = saveBase
	if st == stBarrier || st == stCoop {
		at := &s.x.code[s.pc-1]
		lane := 0
		if len(s.act) > 0 {
			lane = int(s.act[0])
		}
		what := "a barrier"
		if st == stCoop {
			what = "a Workgroup-scope cooperative-matrix instruction"
		}
		s.fatal("coopmat-callee", at, lane, "%s in function %s, called by %s: the rest of the workgroup cannot be waited for there",
			what, fn.name, s.x.src[in.src].op)
		return false
	}
	if st == stError || s.failed {
		return false
	}
	s.frames = s.frames[:base]
	s.setCur(int32(savePC), saveMask)
	s.hasCur = saveHas
	return true
}

// setArg writes value v (components vals, one per register) of parameter
// k for lane l.
func (s *sg) setArg(fn *nestedFn, k int, l uint8, vals ...uint64) {
	for c, v := range vals {
		s.r(fn.params[k] + uint32(c))[l] = v
	}
}
