package interp

import (
	"fmt"
	"math"

	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp/glsl450"
)

// extCall is a compiled GLSL.std.450 instruction.
type extCall struct {
	op       uint32
	res      glsl450.Result
	argTypes []glsl450.Type
	args     [][]uint64
	dst      []uint64
	out2     []uint64
	outPtr   uint32 // slot of the Modf/Frexp pointer operand, or MaxUint32
	outLay   *layout
	nres     int
}

// AMD shader ballot extended instructions
const (
	amdSwizzleInvocations       = 1
	amdSwizzleInvocationsMasked = 2
	amdWriteInvocation          = 3
	amdMbcnt                    = 4
)

func glslType(t *rtype) (glsl450.Type, error) {
	s := t.scalar()
	if s == nil {
		return glsl450.Type{}, fmt.Errorf("operand is not a scalar, vector or matrix")
	}
	gt := glsl450.Type{Width: s.width, Comps: 1}
	switch s.k {
	case tFloat:
		gt.Kind = glsl450.Float
	case tBool:
		gt.Kind = glsl450.Bool
	default:
		gt.Kind = glsl450.UInt
		if s.signed {
			gt.Kind = glsl450.SInt
		}
	}
	switch t.k {
	case tVector:
		gt.Comps = t.n
	case tMatrix:
		gt.Comps, gt.Cols = t.elem.n, t.n
	}
	return gt, nil
}

func (c *compiler) extInst(in spirv.Inst, I inst, rt *rtype, ops []uint32) ([]inst, error) {
	if len(ops) < 2 {
		return nil, c.errf("truncated OpExtInst")
	}
	set, num := ops[0], ops[1]
	args := ops[2:]
	name := c.m.extSets[set]
	switch {
	case set == c.glsl && c.glsl != 0:
		if !glsl450.Supported(num) {
			return nil, c.errf("GLSL.std.450 instruction %d is not supported", num)
		}
		e := &extCall{op: num, outPtr: math.MaxUint32}
		if rt.k == tStruct {
			for _, m := range rt.members {
				gt, err := glslType(m)
				if err != nil {
					return nil, c.errf("%v", err)
				}
				e.res.Members = append(e.res.Members, gt)
			}
		} else {
			gt, err := glslType(rt)
			if err != nil {
				return nil, c.errf("%v", err)
			}
			e.res.Type = gt
		}
		I.x = &instExt{ext: e}
		for _, a := range args {
			s, t, err := c.value(a)
			if err != nil {
				return nil, err
			}
			if t.k == tPointer { // Modf / Frexp out parameter
				e.outPtr = s
				e.outLay = c.layoutOfPtr(a)
				continue
			}
			gt, err := glslType(t)
			if err != nil {
				return nil, c.errf("%v", err)
			}
			e.argTypes = append(e.argTypes, gt)
			e.args = append(e.args, make([]uint64, t.comps))
			I.x.args = append(I.x.args, s)
			I.x.argN = append(I.x.argN, uint32(t.comps))
		}
		e.nres = rt.comps
		e.dst = make([]uint64, rt.comps)
		e.out2 = make([]uint64, 16)
		// Eval's error for bad shapes: check once now on zeros
		if err := glsl450.Eval(num, e.res, e.argTypes, e.args, e.dst, e.out2); err != nil {
			return nil, c.errf("%v", err)
		}
		I.op = xExtInst
		return []inst{I}, nil
	case set == c.printf && c.printf != 0:
		if num != 1 {
			return nil, nil
		}
		if len(args) < 1 {
			return nil, c.errf("DebugPrintf without a format")
		}
		f, ok := c.m.strs[args[0]]
		if !ok {
			return nil, c.errf("DebugPrintf format is not an OpString")
		}
		p := &printfCall{format: f}
		for _, a := range args[1:] {
			s, t, err := c.value(a)
			if err != nil {
				return nil, err
			}
			p.args = append(p.args, printfArg{s, t})
		}
		I.op = xPrintf
		I.x = &instExt{printf: p}
		return []inst{I}, nil
	case set == c.amd && c.amd != 0:
		g := &groupInfo{}
		I.op, I.x = xGroup, &instExt{group: g}
		val := func(k int) (uint32, error) {
			if k >= len(args) {
				return 0, c.errf("missing operand")
			}
			s, _, err := c.value(args[k])
			return s, err
		}
		var err error
		if I.a, err = val(0); err != nil {
			return nil, err
		}
		switch num {
		case amdSwizzleInvocations, amdSwizzleInvocationsMasked:
			I.sub = gSwizzleAMD
			if num == amdSwizzleInvocationsMasked {
				I.sub = gSwizzleMaskedAMD
			}
			if len(args) < 2 {
				return nil, c.errf("missing operand")
			}
			v, ok := c.cval[args[1]]
			if !ok {
				return nil, c.errf("swizzle pattern must be a constant")
			}
			for _, x := range v {
				g.consts = append(g.consts, uint32(x))
			}
			for len(g.consts) < 4 {
				g.consts = append(g.consts, 0)
			}
		case amdWriteInvocation:
			I.sub = gWriteInvocationAMD
			if I.b, err = val(1); err != nil {
				return nil, err
			}
			if I.c, err = val(2); err != nil {
				return nil, err
			}
		case amdMbcnt:
			I.sub = gMbcntAMD
		default:
			return nil, c.errf("SPV_AMD_shader_ballot instruction %d is not supported", num)
		}
		return []inst{I}, nil
	case len(name) >= 12 && name[:12] == "NonSemantic.":
		return nil, nil // other non-semantic sets carry no behaviour
	}
	return nil, c.errf("extended instruction set %q is not supported", name)
}

// extInst runs a GLSL.std.450 instruction lane by lane. The operand and
// result buffers are the subgroup's own (instructions are shared by the
// workers).
func (s *sg) extInst(in *inst) {
	e := in.x.ext
	S := s.S
	need := e.nres + 16
	for _, a := range e.args {
		need += len(a)
	}
	if cap(s.extBuf) < need {
		s.extBuf = make([]uint64, need)
	}
	buf := s.extBuf[:need]
	args := s.extArgs[:0]
	off := 0
	for _, a := range e.args {
		args = append(args, buf[off:off+len(a)])
		off += len(a)
	}
	s.extArgs = args
	dst := buf[off : off+e.nres]
	out2 := buf[off+e.nres : off+e.nres+16]
	for _, l := range s.act {
		for i, a := range in.x.args {
			d := args[i]
			for k := range d {
				d[k] = s.regs[(int(a)+k)*S+int(l)]
			}
		}
		if s.checks {
			if why := glsl450.Undefined(e.op, e.argTypes, args); why != "" {
				s.report("undefined-argument", in, int(l), "%s", why)
			}
		}
		if err := glsl450.Eval(e.op, e.res, e.argTypes, args, dst, out2); err != nil {
			s.fatal("unsupported", in, int(l), "%v", err)
			return
		}
		for k := 0; k < e.nres; k++ {
			s.regs[(int(in.d)+k)*S+int(l)] = dst[k]
		}
		if e.outPtr != math.MaxUint32 {
			ptr := s.regs[int(e.outPtr)*S+int(l)]
			for k, sl := range e.outLay.slots {
				if b := s.addr(in, int(l), ptr, sl.off, int(sl.size), accWrite); b != nil && k < len(out2) {
					wr(b, int(sl.size), out2[k])
				}
			}
		}
	}
}

// builtinValue returns the components of a built-in input for lane l.
// Decisions: gl_WarpIDNV is the index of the lane's 32-lane warp in the
// workgroup, gl_SMIDNV is 0, gl_SMCountNV 1 and gl_WarpsPerSMNV the number
// of warps in a workgroup; gl_DeviceIndex is 0.
func (s *sg) builtinValue(bi spirv.BuiltIn, l int, v *[4]uint64) []uint64 {
	rs := s.wg.run
	li := s.id*s.S + l
	lx, ly, lz := int(rs.local[0]), int(rs.local[1]), int(rs.local[2])
	id := s.x.localID(li, lx, ly)
	lid := [3]uint64{uint64(id[0]), uint64(id[1]), uint64(id[2])}
	wg := s.wg.id
	warp := min(s.S, 32)
	*v = [4]uint64{}
	if out, ok := s.fragBuiltin(bi, l, v); ok {
		return out
	}
	out := v[:1]
	switch bi {
	case spirv.BuiltInGlobalInvocationId:
		out = v[:3]
		for k := 0; k < 3; k++ {
			v[k] = uint64(wg[k])*uint64(rs.local[k]) + lid[k]
		}
	case spirv.BuiltInLocalInvocationId:
		out = v[:3]
		copy(v[:], lid[:])
	case spirv.BuiltInLocalInvocationIndex:
		v[0] = lid[0] + lid[1]*uint64(lx) + lid[2]*uint64(lx*ly)
	case spirv.BuiltInWorkgroupId:
		out = v[:3]
		v[0], v[1], v[2] = uint64(wg[0]), uint64(wg[1]), uint64(wg[2])
	case spirv.BuiltInNumWorkgroups:
		out = v[:3]
		v[0], v[1], v[2] = uint64(rs.nwg[0]), uint64(rs.nwg[1]), uint64(rs.nwg[2])
	case spirv.BuiltInWorkgroupSize:
		out = v[:3]
		v[0], v[1], v[2] = uint64(lx), uint64(ly), uint64(lz)
	case spirv.BuiltInSubgroupSize:
		v[0] = uint64(s.S)
	case spirv.BuiltInSubgroupLocalInvocationId:
		v[0] = uint64(l)
	case spirv.BuiltInSubgroupId:
		v[0] = uint64(s.id)
	case spirv.BuiltInNumSubgroups:
		v[0] = uint64(ceilDiv(lx*ly*lz, s.S))
	case spirv.BuiltInSubgroupEqMask, spirv.BuiltInSubgroupGeMask, spirv.BuiltInSubgroupGtMask,
		spirv.BuiltInSubgroupLeMask, spirv.BuiltInSubgroupLtMask:
		out = v[:4]
		var m lmask
		switch bi {
		case spirv.BuiltInSubgroupEqMask:
			m.set(l)
		case spirv.BuiltInSubgroupGeMask:
			m = s.fullMask.andNot(firstN(l))
		case spirv.BuiltInSubgroupGtMask:
			m = s.fullMask.andNot(firstN(l + 1))
		case spirv.BuiltInSubgroupLeMask:
			m = firstN(l + 1)
		default:
			m = firstN(l)
		}
		for k := 0; k < 4; k++ {
			v[k] = m[k/2] >> (32 * uint(k%2)) & 0xFFFFFFFF
		}
	case spirv.BuiltInWarpIDNV:
		v[0] = uint64(li / warp)
	case spirv.BuiltInSMIDNV:
		v[0] = 0
	case spirv.BuiltInSMCountNV:
		v[0] = 1
	case spirv.BuiltInWarpsPerSMNV:
		v[0] = uint64(ceilDiv(lx*ly*lz, warp))
	case spirv.BuiltInDeviceIndex:
		v[0] = 0
	}
	return out
}
