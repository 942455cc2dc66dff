package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// builtinCall lowers a call of a built-in function by the row of its
// identity in spirvFuncs.
func (l *lowerer) builtinCall(e *ir.BuiltinCall) uint32 {
	low := spirvFuncOf(e.ID)
	if low == nil {
		l.fail(e.Pos, "built-in %s (%s) has no SPIR-V lowering", e.Fn.Name, e.ID)
		return 0
	}
	if l.version < spirv.Version1_3 {
		l.setLine(e.Pos)
		if id, ok := l.preSubgroupForm(e); ok {
			return id
		}
	}
	switch low.Kind {
	case kSpirvInst, kOneOp:
		return l.spirvInstruction(e, low)
	case kImage:
		return l.imageCall(e)
	case kCoop:
		return l.coopCall(e)
	case kRayQuery:
		return l.rayQueryCall(e)
	}
	ov := l.overloadOf(e)
	l.setLine(e.Pos)
	switch low.Kind {
	case kGLSL:
		args := l.builtinArgs(e, low)
		if e.ID == builtins.FnLdexp {
			l.int16Exponent(e.Args[1].Type())
		}
		n := low.Variant(classOf(e.Args))
		if n == 0 {
			l.fail(e.Pos, "%s has no GLSL.std.450 form for %s", e.Fn.Name, e.Args[0].Type())
		}
		if l.opts.NanClamp {
			n = nanClamped(n)
		}
		return l.emit(spirv.OpExtInst, append([]uint32{l.typeID(e.Typ), l.glslStd450(), n}, args...)...)
	case kCore:
		if narrowBitField(e) {
			return l.narrowBitField(e)
		}
		args := l.builtinArgs(e, low)
		op := spirv.Op(low.Variant(classOf(e.Args)))
		if op == 0 {
			l.fail(e.Pos, "%s has no opcode for %s", e.Fn.Name, e.Args[0].Type())
		}
		if low.SwapArgs {
			args[0], args[2] = args[2], args[0]
		}
		if e.ID.IsDerivative() && l.m.Entry.Stage == ir.Compute && l.m.Entry.DerivativeGroup() == 0 {
			// GL_NV_compute_shader_derivatives without a derivative
			// group: derivatives are zero (its argument evaluated).
			return l.constOf(e.Typ, 0)
		}
		if low.Cap != 0 {
			l.capability(low.Cap) // DerivativeControl (no kCore row of compute has one)
		}
		return l.emit(op, append([]uint32{l.typeID(e.Typ)}, args...)...)
	case kGroup:
		for i, prm := range e.Fn.Overloads[ov].Params {
			if _, isConst := e.Args[i].(*ir.Const); prm.Const && !isConst {
				if !prm.DynamicUniform {
					l.fail(e.Args[i].At(), "internal error: argument %s of %s is not a constant", prm.Name, e.Fn.Name)
				}
				l.assertHas(e.Args[i].At(), targetenv.DynamicLane, "argument "+prm.Name+" of "+e.Fn.Name+", not a constant,")
			}
		}
		if l.emulating(low) {
			return l.emulateGroup(e, low)
		}
		return l.groupOp(e, low)
	case kBarrier:
		if e.ID == builtins.FnBarrier && l.m.Entry.Stage == ir.TessControl {
			// the patch's invocations meet; the outputs they share are
			// made visible by the barrier's Invocation-scope rule (as
			// glslang emits it)
			l.emitVoid(spirv.OpControlBarrier, l.constU32(uint32(spirv.ScopeWorkgroup)), l.constU32(uint32(spirv.ScopeInvocation)), l.constU32(0))
			return 0
		}
		if e.ID == builtins.FnControlBarrierArrive || e.ID == builtins.FnControlBarrierWait {
			l.splitBarrier(e, low)
			return 0
		}
		if len(e.Args) > 0 {
			l.scopedBarrier(e)
			return 0
		}
		mem := low.MemScope
		if l.vulkanMemModel && mem == spirv.ScopeDevice {
			mem = spirv.ScopeQueueFamily // memoryBarrier*() under the model, as glslang
		}
		if low.ExecScope != 0 {
			l.emitVoid(spirv.OpControlBarrier, l.constU32(uint32(low.ExecScope)), l.memScope(mem), l.constU32(uint32(low.Semantics)))
		} else {
			l.emitVoid(spirv.OpMemoryBarrier, l.memScope(mem), l.constU32(uint32(low.Semantics)))
		}
		return 0
	case kSpecial:
		return l.special(e)
	case kExpand:
		return l.expandBuiltin(e)
	case kAtomic:
		l.fail(e.Pos, "%s must be lowered from an ir.Atomic node", e.Fn.Name)
	}
	l.fail(e.Pos, "built-in %s has no lowering", e.Fn.Name)
	return 0
}

// overloadOf finds the index of the overload the call's arguments match.
func (l *lowerer) overloadOf(e *ir.BuiltinCall) int {
	ts := make([]*ir.Type, len(e.Args))
	for i, a := range e.Args {
		ts[i] = a.Type()
	}
	ov, _, bad := ir.BindCall(e.Fn, ts)
	if bad >= 0 {
		l.fail(e.Args[bad].At(), "argument %d of %s has type %s", bad, e.Fn.Name, ts[bad])
	}
	if ov < 0 {
		l.fail(e.Pos, "no overload of %s matches the arguments", e.Fn.Name)
	}
	return ov
}

// classOf is the component class of the first argument (ClassNone when
// there are no arguments).
func classOf(args []ir.Expr) builtins.Class {
	if len(args) == 0 {
		return builtins.ClassNone
	}
	d, _ := ir.DescOf(args[0].Type())
	return d.Scalar.Class()
}

// builtinArgs evaluates the arguments in order, splatting scalars to the
// result's size when the lowering asks for it.
func (l *lowerer) builtinArgs(e *ir.BuiltinCall, low *spirvFunc) []uint32 {
	args := make([]uint32, len(e.Args))
	for i, a := range e.Args {
		args[i] = l.expr(a)
		at := a.Type()
		if low.Splat && e.Typ.Kind() == ir.KindVector && at.IsScalar() {
			vt := ir.Vec(at, e.Typ.Len())
			ops := []uint32{l.typeID(vt)}
			for k := 0; k < e.Typ.Len(); k++ {
				ops = append(ops, args[i])
			}
			args[i] = l.emit(spirv.OpCompositeConstruct, ops...)
		}
	}
	return args
}

// groupOp lowers an OpGroupNonUniform* built-in: result type, Subgroup
// scope, optional group operation, arguments, immediate operands.
func (l *lowerer) groupOp(e *ir.BuiltinCall, low *spirvFunc) uint32 {
	l.assertHas(e.Pos, targetenv.Subgroup, "'"+e.Fn.Name+"'")
	l.capability(spirv.CapabilityGroupNonUniform)
	if low.Cap != 0 {
		l.capability(low.Cap)
	}
	op := spirv.Op(low.Variant(classOf(e.Args)))
	if op == 0 {
		for _, v := range []uint32{low.Float, low.Sint, low.Uint, low.Bool} {
			if v != 0 {
				op = spirv.Op(v)
				break
			}
		}
	}
	if op == 0 {
		l.fail(e.Pos, "%s has no opcode for %s", e.Fn.Name, e.Args[0].Type())
	}
	ops := []uint32{l.typeID(e.Typ)}
	if !low.NoScope {
		ops = append(ops, l.constU32(uint32(spirv.ScopeSubgroup)))
	}
	if low.HasGroupOp {
		ops = append(ops, uint32(low.GroupOp))
	}
	for _, a := range e.Args {
		ops = append(ops, l.expr(a))
	}
	for _, imm := range low.Imm {
		ops = append(ops, l.constU32(imm))
	}
	return l.emit(op, ops...)
}

// special lowers the built-ins whose SPIR-V form is not one instruction
// over the arguments.
func (l *lowerer) special(e *ir.BuiltinCall) uint32 {
	switch e.ID {
	case builtins.FnEmitVertex:
		l.emitVoid(spirv.OpEmitVertex)
		return 0
	case builtins.FnEndPrimitive:
		l.emitVoid(spirv.OpEndPrimitive)
		return 0
	case builtins.FnEmitStreamVertex, builtins.FnEndStreamPrimitive:
		l.capability(spirv.CapabilityGeometryStreams)
		op := spirv.OpEmitStreamVertex
		if e.ID == builtins.FnEndStreamPrimitive {
			op = spirv.OpEndStreamPrimitive
		}
		l.emitVoid(op, l.expr(e.Args[0]))
		return 0
	case builtins.FnHelperInvocationEXT:
		l.capability(spirv.CapabilityDemoteToHelperInvocation)
		if l.version < spirv.Version1_6 {
			l.extension("SPV_EXT_demote_to_helper_invocation")
		}
		return l.emit(spirv.OpIsHelperInvocationEXT, l.typeID(e.Typ))
	case builtins.FnClockARB, builtins.FnClock2x32ARB, builtins.FnClockRealtimeEXT, builtins.FnClockRealtime2x32EXT:
		l.capability(spirv.CapabilityShaderClockKHR)
		l.extension("SPV_KHR_shader_clock")
		scope := spirv.ScopeSubgroup
		if e.ID == builtins.FnClockRealtimeEXT || e.ID == builtins.FnClockRealtime2x32EXT {
			scope = spirv.ScopeDevice
		}
		return l.emit(spirv.OpReadClockKHR, l.typeID(e.Typ), l.constU32(uint32(scope)))
	case builtins.FnDot:
		x, y := l.expr(e.Args[0]), l.expr(e.Args[1])
		if e.Args[0].Type().IsScalar() {
			return l.emit(spirv.OpFMul, l.typeID(e.Typ), x, y)
		}
		return l.emit(spirv.OpDot, l.typeID(e.Typ), x, y)
	case builtins.FnMatrixCompMult:
		t := e.Typ
		x, y := l.expr(e.Args[0]), l.expr(e.Args[1])
		return l.perColumn(t, func(cols []uint32) uint32 {
			return l.emit(spirv.OpFMul, l.typeID(t.Elem()), cols[0], cols[1])
		}, x, y)
	case builtins.FnInterpolateAtCentroid, builtins.FnInterpolateAtSample, builtins.FnInterpolateAtOffset:
		// GLSL.std.450 Interpolate*: the pointer to the input, then the
		// sample or offset.
		ptr := l.place(e.Args[0].(ir.Ref)).ptr
		ops := []uint32{l.typeID(e.Typ), l.glslStd450(), spirv.GLSLstd450InterpolateAtCentroid, ptr}
		switch e.ID {
		case builtins.FnInterpolateAtSample:
			ops[2] = spirv.GLSLstd450InterpolateAtSample
		case builtins.FnInterpolateAtOffset:
			ops[2] = spirv.GLSLstd450InterpolateAtOffset
		}
		for _, a := range e.Args[1:] {
			ops = append(ops, l.expr(a))
		}
		l.capability(spirv.CapabilityInterpolationFunction)
		return l.emit(spirv.OpExtInst, ops...)
	case builtins.FnModf, builtins.FnFrexp:
		// <Inst>Struct returns {result, second}; the second goes to the out
		// parameter.
		x := l.expr(e.Args[0])
		out := l.place(e.Args[1].(ir.Ref))
		inst := spirv.GLSLstd450ModfStruct
		if e.ID == builtins.FnFrexp {
			inst = spirv.GLSLstd450FrexpStruct
			l.int16Exponent(out.typ)
		}
		st := ir.NewStruct(e.ID.String()+"Result", ir.Member{Name: "result", Type: e.Typ}, ir.Member{Name: "second", Type: out.typ})
		r := l.emit(spirv.OpExtInst, l.structPair(st), l.glslStd450(), inst, x)
		l.storePlace(out, l.emit(spirv.OpCompositeExtract, l.typeID(out.typ), r, 1))
		return l.emit(spirv.OpCompositeExtract, l.typeID(e.Typ), r, 0)
	case builtins.FnUaddCarry, builtins.FnUsubBorrow:
		x, y := l.expr(e.Args[0]), l.expr(e.Args[1])
		out := l.place(e.Args[2].(ir.Ref))
		op := spirv.OpIAddCarry
		if e.ID == builtins.FnUsubBorrow {
			op = spirv.OpISubBorrow
		}
		st := ir.NewStruct("ResType", ir.Member{Name: "result", Type: e.Typ}, ir.Member{Name: "carry", Type: e.Typ})
		r := l.emit(op, l.structPair(st), x, y)
		l.storePlace(out, l.emit(spirv.OpCompositeExtract, l.typeID(e.Typ), r, 1))
		return l.emit(spirv.OpCompositeExtract, l.typeID(e.Typ), r, 0)
	case builtins.FnUmulExtended, builtins.FnImulExtended:
		x, y := l.expr(e.Args[0]), l.expr(e.Args[1])
		msb := l.place(e.Args[2].(ir.Ref))
		lsb := l.place(e.Args[3].(ir.Ref))
		t := e.Args[0].Type()
		op := spirv.OpUMulExtended
		if t.IsInt() {
			op = spirv.OpSMulExtended
		}
		st := ir.NewStruct("ResType", ir.Member{Name: "lsb", Type: t}, ir.Member{Name: "msb", Type: t})
		r := l.emit(op, l.structPair(st), x, y)
		l.storePlace(msb, l.emit(spirv.OpCompositeExtract, l.typeID(t), r, 1))
		l.storePlace(lsb, l.emit(spirv.OpCompositeExtract, l.typeID(t), r, 0))
		return 0
	}
	if id, ok := l.intDotCall(e); ok {
		return id
	}
	l.fail(e.Pos, "built-in %s has no special lowering", e.Fn.Name)
	return 0
}

// structPair returns the id of a two-member result struct, one per member
// type pair (the IR struct is nominal, so lower dedupes by member types).
func (l *lowerer) structPair(st *ir.Type) uint32 {
	ms := st.Members()
	key := [2]*ir.Type{ms[0].Type, ms[1].Type}
	if l.pairs == nil {
		l.pairs = map[[2]*ir.Type]uint32{}
	}
	if id, ok := l.pairs[key]; ok {
		return id
	}
	id := l.b.TypeStruct(l.typeID(key[0]), l.typeID(key[1]))
	l.pairs[key] = id
	return id
}

// scopedBarrier lowers controlBarrier(execution, memory, storage,
// semantics) and memoryBarrier(scope, storage, semantics): constant
// arguments, the storage and semantics bits or-ed into one operand.
func (l *lowerer) scopedBarrier(e *ir.BuiltinCall) {
	vals, ok := l.constArgs(e)
	if !ok {
		return
	}
	switch len(vals) {
	case 4:
		l.emitVoid(spirv.OpControlBarrier, l.constU32(vals[0]), l.memScope(spirv.Scope(vals[1])), l.constU32(vals[2]|vals[3]))
	case 3:
		l.emitVoid(spirv.OpMemoryBarrier, l.memScope(spirv.Scope(vals[0])), l.constU32(vals[1]|vals[2]))
	default:
		l.fail(e.Pos, "%s with %d arguments", e.Fn.Name, len(vals))
	}
}

// constArgs returns the values of a barrier's arguments, which sema
// requires to be constants.
func (l *lowerer) constArgs(e *ir.BuiltinCall) ([]uint32, bool) {
	vals := make([]uint32, len(e.Args))
	for i, a := range e.Args {
		c, ok := a.(*ir.Const)
		if !ok {
			l.fail(a.At(), "argument %d of %s is not a constant", i+1, e.Fn.Name)
			return nil, false
		}
		vals[i] = uint32(c.Bits)
	}
	return vals, true
}

// splitBarrier emits controlBarrierArrive or controlBarrierWait
// (SPV_EXT_split_barrier): the scopes and semantics of its arguments, or
// without arguments low's.
func (l *lowerer) splitBarrier(e *ir.BuiltinCall, low *spirvFunc) {
	l.extension("SPV_EXT_split_barrier")
	l.capability(spirv.CapabilitySplitBarrierEXT)
	op := spirv.OpControlBarrierArriveEXT
	if e.ID == builtins.FnControlBarrierWait {
		op = spirv.OpControlBarrierWaitEXT
	}
	exec, mem, sem := uint32(low.ExecScope), low.MemScope, uint32(low.Semantics)
	if len(e.Args) == 4 {
		vals, ok := l.constArgs(e)
		if !ok {
			return
		}
		exec, mem, sem = vals[0], spirv.Scope(vals[1]), vals[2]|vals[3]
	}
	l.emitVoid(op, l.constU32(exec), l.memScope(mem), l.constU32(sem))
}

// spirvInstruction emits a call of a GL_EXT_spirv_intrinsics
// spirv_instruction function: OpExtInst of the named set, or the opcode
// itself with a result type and id (as glslang emits it, also for a void
// result). The opcode may be unknown to the grammar tables.
func (l *lowerer) spirvInstruction(e *ir.BuiltinCall, low *spirvFunc) uint32 {
	l.setLine(e.Pos)
	args := make([]uint32, len(e.Args))
	for i, a := range e.Args {
		args[i] = l.expr(a)
	}
	if low.Kind == kOneOp {
		// a built-in sema builds itself (bitcastExtractfe2m1EXT, bfloat16 dot)
		l.capability(low.Cap)
		if info, ok := spirv.KindCapability.Enumerant(uint32(low.Cap)); ok {
			for _, ext := range info.Extensions {
				l.extension(ext)
			}
		}
		if e.Typ == ir.Void {
			l.f.cur.Emit(spirv.Op(low.Float), 0, args...) // assumeEXT: no result
			return 0
		}
		return l.f.cur.EmitResult(spirv.Op(low.Float), l.typeID(e.Typ), args...)
	}
	inst := e.Fn.Spirv
	if inst.Set != "" {
		set := l.b.ExtInstImport(inst.Set)
		return l.emit(spirv.OpExtInst, append([]uint32{l.typeID(e.Typ), set, inst.ID}, args...)...)
	}
	return l.f.cur.EmitResult(spirv.Op(inst.ID), l.typeID(e.Typ), args...)
}

// nanClamped is -fnan-clamp (glslang's setNanMinMaxClamp): min, max and
// clamp of floats return the operand that is not a NaN.
func nanClamped(inst uint32) uint32 {
	switch inst {
	case spirv.GLSLstd450FMin:
		return spirv.GLSLstd450NMin
	case spirv.GLSLstd450FMax:
		return spirv.GLSLstd450NMax
	case spirv.GLSLstd450FClamp:
		return spirv.GLSLstd450NClamp
	}
	return inst
}

// int16Exponent adds SPV_AMD_gpu_shader_int16 for a 16-bit exponent of
// frexp or ldexp (float16 with an int16 exponent): GLSL.std.450 takes a
// 32-bit exponent unless that extension is declared, as glslang does.
func (l *lowerer) int16Exponent(t *ir.Type) {
	if s := t.Scalar(); s != nil && s.Width() == 16 {
		l.extension("SPV_AMD_gpu_shader_int16")
	}
}

// narrowBitField reports a bit-field function or bitCount on 8- or 16-bit
// integers, or bitCount on 64-bit ones (GL_EXT_long_vector's long-vector
// forms): Vulkan takes those opcodes on 32-bit operands only (without
// maintenance9).
func narrowBitField(e *ir.BuiltinCall) bool {
	switch e.ID {
	case builtins.FnBitfieldExtract, builtins.FnBitfieldInsert, builtins.FnBitfieldReverse, builtins.FnBitCount:
		s := e.Args[0].Type().Scalar()
		return s != nil && s.IsInteger() && (s.Width() < 32 || s.Width() == 64 && e.ID == builtins.FnBitCount)
	}
	return false
}

// narrowBitField runs a bit-field function or bitCount of 8- or 16-bit
// integers at 32 bits: extract on the sign- or zero-extended value,
// insert on the extended operands, reverse and count on the zero-extended
// value (the reversal shifted back down), each result truncated to its
// type. The results are those of the narrow operation for the offsets
// and counts the functions define (offset + bits within the width).
func (l *lowerer) narrowBitField(e *ir.BuiltinCall) uint32 {
	t := e.Args[0].Type()
	s := t.Scalar()
	wideOf := func(c *ir.Type) *ir.Type {
		if t.Kind() == ir.KindVector {
			return ir.Vec(c, t.Len())
		}
		return c
	}
	u32, i32 := wideOf(ir.Uint32), wideOf(ir.Int32)
	signed := s.Kind() == ir.KindInt
	wide := u32
	if signed {
		wide = i32
	}
	extend := func(x uint32) uint32 {
		if signed {
			return l.emit(spirv.OpSConvert, l.typeID(i32), x)
		}
		return l.emit(spirv.OpUConvert, l.typeID(u32), x)
	}
	narrow := func(x uint32, to *ir.Type) uint32 {
		if to.Scalar().Kind() == ir.KindInt {
			return l.emit(spirv.OpSConvert, l.typeID(to), x)
		}
		return l.emit(spirv.OpUConvert, l.typeID(to), x)
	}
	x := l.expr(e.Args[0])
	switch e.ID {
	case builtins.FnBitfieldExtract:
		op := spirv.OpBitFieldUExtract
		if signed {
			op = spirv.OpBitFieldSExtract
		}
		r := l.emit(op, l.typeID(wide), extend(x), l.expr(e.Args[1]), l.expr(e.Args[2]))
		return narrow(r, e.Typ)
	case builtins.FnBitfieldInsert:
		ins := l.expr(e.Args[1])
		r := l.emit(spirv.OpBitFieldInsert, l.typeID(wide), extend(x), extend(ins), l.expr(e.Args[2]), l.expr(e.Args[3]))
		return narrow(r, e.Typ)
	case builtins.FnBitfieldReverse:
		z := l.emit(spirv.OpUConvert, l.typeID(u32), x)
		r := l.emit(spirv.OpBitReverse, l.typeID(u32), z)
		r = l.emit(spirv.OpShiftRightLogical, l.typeID(u32), r, l.constOf(u32, float64(32-s.Width())))
		return narrow(r, e.Typ)
	}
	if s.Width() == 64 {
		// the count of the low word plus the count of the high word
		u64 := wideOf(ir.Uint64)
		if signed {
			x = l.emit(spirv.OpBitcast, l.typeID(u64), x)
		}
		lo := l.emit(spirv.OpUConvert, l.typeID(u32), x)
		hi := l.emit(spirv.OpUConvert, l.typeID(u32), l.emit(spirv.OpShiftRightLogical, l.typeID(u64), x, l.constOf(u32, 32)))
		n := l.emit(spirv.OpIAdd, l.typeID(u32), l.emit(spirv.OpBitCount, l.typeID(u32), lo), l.emit(spirv.OpBitCount, l.typeID(u32), hi))
		return l.emit(spirv.OpSConvert, l.typeID(e.Typ), n) // a count of at most 64: SConvert widens it as it is
	}
	z := l.emit(spirv.OpUConvert, l.typeID(u32), x)
	return narrow(l.emit(spirv.OpBitCount, l.typeID(u32), z), e.Typ)
}
