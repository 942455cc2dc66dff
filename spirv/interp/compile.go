package interp

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/limits"
	"math"
	"sync"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// exe is a module compiled for one set of specialization values and one
// entry point: flat code, register slots, memory layouts.
type exe struct {
	m         *module
	code      []inst
	src       []srcInfo
	nslots    int
	cinit     []cinit
	startPC   int
	local     [3]uint32
	entryName string
	model     spirv.ExecutionModel
	// the Location inputs and outputs and the built-in outputs of a
	// graphics stage (stage.go)
	locIns, locOuts []locVar
	bouts           []bvar
	arenaSize       int
	sharedSize      int
	// shImg is shared memory as a workgroup starts when some Workgroup
	// variable has an initializer (nil otherwise): the initializers'
	// bytes, sharedFill elsewhere; shDef marks the initialised bytes
	// (1), which the uninitialized-read check treats as written.
	shImg, shDef []byte
	bufs         []*bufVar
	imgs         []imgVar // image, sampler and texel-buffer descriptors (image.go)
	push         *bufVar
	builtins     []bvar
	// inputsRO: Input variables are only loaded, so built-ins written
	// into invocation memory need no rewrite per workgroup
	inputsRO bool
	// subgroupBarrier: the module has a subgroup-scope control barrier,
	// the only reader of sg.touched (forgetSubgroupAccesses)
	subgroupBarrier bool
	// atomicSync: the module can synchronise through atomics
	// (bufrace.go)
	atomicSync bool
	// deriv is a compute entry point's derivative group (derivgroup.go):
	// derivNone, derivQuads or derivLinear
	deriv uint8
	// pool keeps *workerState values between runs
	pool sync.Pool
	// vals maps result ids to their registers and types, for traces
	vals valueIDs
	// chains, loop traces and their operations (chain.go)
	chains   []chain
	traces   []loopTrace
	chainOps []chainOp
	// specDiags are the undefined results of specialization-constant
	// arithmetic (OpSpecConstantOp), found while compiling; a run with
	// checks reports them beside its own.
	specDiags []Diagnostic
}

// valueIDs is the compiler's map of result ids to register slots and
// types, kept for Config.Trace.
type valueIDs struct {
	slot map[uint32]uint32
	typ  map[uint32]*rtype
}

type cinit struct {
	slot uint32
	vals []uint64
}

// maxRuntimeDescriptors bounds a descriptor array: the regions a
// runtime-sized one reserves, and the size of a sized one.
const maxRuntimeDescriptors = 256

type bufVar struct {
	info BindingInfo
	lay  *layout
	ro   bool // a uniform or NonWritable block: its accesses cannot race (bufrace.go)
}

type bvar struct {
	bi  spirv.BuiltIn
	off int
	t   *rtype
}

type fnInfo struct {
	id     uint32
	pc     int32
	params []uint32
	ret    *rtype
}

type compiler struct {
	m       *module
	ep      *entryPoint
	x       *exe
	spec    map[uint32]uint64
	types   map[uint32]*rtype
	lc      *layoutCtx
	slot    map[uint32]uint32
	vtype   map[uint32]*rtype
	cval    map[uint32][]uint64
	ptrLay  map[uint32]*layout
	ptrExt  map[uint32]varExtent // pointers into one Function, Private or Workgroup variable
	labels  map[uint32]int32
	funcs   map[uint32]*fnInfo
	phis    map[uint32][]spirv.Inst
	fix     []fixup
	calls   []int
	callArg map[int][]uint32 // argument ids of the call at each pc of calls
	nested  []*nestedFn      // functions called by instructions (coopcall.go)
	wgCoop  []*rtype         // Workgroup-scope cooperative-matrix types (coopwg.go)
	file    string
	line    int
	cur     spirv.Inst
	block   uint32
	merge   uint32
	scratch *sg
	// scratchInit is how many of x.cinit the scratch subgroup holds
	scratchInit int
	// specDiags are the undefined results of OpSpecConstantOp; tainted
	// maps a constant that carries one to 1 + its index there
	specDiags []Diagnostic
	tainted   map[uint32]int
	glsl      uint32
	printf    uint32
	amd       uint32
	privIni   []inst
	promo     map[uint32]bool     // variables kept in registers
	preg      map[uint32]promoted // promoted variables and constant-index pointers into them
	descArr   map[uint32]uint32   // descriptor-array variables: their element count
	uses      []uint8             // occurrences of each id in all instruction words (saturating)
	lastEnd   int                 // len(x.code) after an instruction that compiled to one inst, else -1
	lastID    uint32              // that instruction's result id (0: none)
	// copies lists the copies (xGather) emitted so far in the current
	// block, for forwardCopy
	copies []blockCopy

	// Workgroup variables: the first one of Block type (explicit layout,
	// all aliasing at offset 0) and the first of another type; a module
	// may not have both. shInit lists the initialised ones.
	shBlock, shPlain uint32
	shInit           []sharedInit

	// images (image.go): image types by type id, descriptor arrays of
	// images with their element count
	imgTypes map[uint32]*imgType
	imgArr   map[uint32]uint32
}

// sharedInit is a Workgroup variable's initializer: its value written
// with layout l at offset off of shared memory.
type sharedInit struct {
	off  int
	l    *layout
	vals []uint64
}

// fixup: a control instruction whose targets are still labels.
type fixup struct {
	pc     int
	from   uint32
	labels []uint32
	merge  uint32 // selection merge label or 0
	loop   bool
}

func (c *compiler) errf(format string, args ...any) error {
	return errAt(c.cur, format, args...)
}

func (c *compiler) alloc(id uint32, t *rtype) uint32 {
	n := 1
	if t != nil && t.comps > 1 {
		n = t.comps
	}
	if n > maxValueComps {
		panic(c.errf("value of %d components is too large", n))
	}
	if c.x.nslots+n > 1<<20 {
		panic(c.errf("module needs more than %d registers", 1<<20))
	}
	s := uint32(c.x.nslots)
	c.x.nslots += n
	c.slot[id] = s
	c.vtype[id] = t
	return s
}

// tempSlot allocates a register of no SPIR-V id, for a value an
// instruction sequence passes between its instructions.
func (c *compiler) tempSlot() uint32 {
	if c.x.nslots+1 > 1<<20 {
		panic(c.errf("module needs more than %d registers", 1<<20))
	}
	s := uint32(c.x.nslots)
	c.x.nslots++
	return s
}

func compile(m *module, spec map[uint32]uint64, entry string) (x *exe, err error) {
	return compileStage(m, spec, entry, spirv.ExecutionModelGLCompute)
}

// compileStage compiles the entry point of the given execution model
// named entry ("" picks the only one).
func compileStage(m *module, spec map[uint32]uint64, entry string, model spirv.ExecutionModel) (x *exe, err error) {
	defer func() {
		if r := recover(); r != nil {
			if le, ok := r.(*LoadError); ok {
				x, err = nil, le
				return
			}
			x, err = nil, fmt.Errorf("SPIR-V module: internal error while compiling: %v", r)
		}
	}()
	var ep *entryPoint
	for i := range m.entries {
		e := &m.entries[i]
		if e.model != model {
			continue
		}
		if entry == "" || e.name == entry {
			if ep != nil && entry == "" {
				return nil, &LoadError{Msg: fmt.Sprintf("module has several %s entry points: name one (Config.Entry)", modelName(model))}
			}
			ep = e
		}
	}
	if ep == nil {
		return nil, &LoadError{Msg: fmt.Sprintf("no %s entry point named %q", modelName(model), entry)}
	}
	x = &exe{m: m, entryName: ep.name, model: model}
	c := &compiler{m: m, x: x, ep: ep, spec: spec, types: map[uint32]*rtype{}, slot: map[uint32]uint32{},
		vtype: map[uint32]*rtype{}, cval: map[uint32][]uint64{}, ptrLay: map[uint32]*layout{}, ptrExt: map[uint32]varExtent{}, tainted: map[uint32]int{},
		labels: map[uint32]int32{}, funcs: map[uint32]*fnInfo{}, phis: map[uint32][]spirv.Inst{},
		callArg: map[int][]uint32{}}
	x.vals = valueIDs{slot: c.slot, typ: c.vtype}
	c.lc = &layoutCtx{arrayStride: map[uint32]int{}, members: map[uint32][]memberDecos{}, cache: map[uint32]*layout{}}
	for id, ds := range m.dec {
		for _, d := range ds {
			if d.d == spirv.DecorationArrayStride && len(d.args) > 0 {
				c.lc.arrayStride[id] = int(d.args[0])
			}
		}
	}
	for id, mm := range m.mdec {
		for mi, ds := range mm {
			if mi > 1<<16 {
				continue
			}
			md := c.lc.members[id]
			for int(mi) >= len(md) {
				md = append(md, memberDecos{})
			}
			for _, d := range ds {
				switch d.d {
				case spirv.DecorationOffset:
					if len(d.args) > 0 {
						md[mi].off, md[mi].hasOff = int(d.args[0]), true
					}
				case spirv.DecorationMatrixStride:
					if len(d.args) > 0 {
						md[mi].matStride = int(d.args[0])
					}
				case spirv.DecorationRowMajor:
					md[mi].rowMajor = true
				}
			}
			c.lc.members[id] = md
		}
	}
	for id, name := range m.extSets {
		switch name {
		case "GLSL.std.450":
			c.glsl = id
		case "NonSemantic.DebugPrintf":
			c.printf = id
		case "SPV_AMD_shader_ballot":
			c.amd = id
		}
	}
	c.promo = promotable(m.raw.Insts)
	c.uses = countUses(m.raw.Insts, m.raw.Header.Bound)
	c.lastEnd = -1
	x.inputsRO = inputsReadOnly(m.raw.Insts)
	c.preg = map[uint32]promoted{}
	c.descArr = map[uint32]uint32{}
	c.scratch = &sg{S: 1, x: x, fullMask: firstN(1)}
	c.scratch.setCur(0, firstN(1))
	insts := m.raw.Insts
	fnStart := len(insts)
	for i, in := range insts {
		if in.Op == spirv.OpFunction {
			fnStart = i
			break
		}
		c.cur = in
		if err := c.global(in); err != nil {
			return nil, err
		}
	}
	x.local = c.localSize()
	if model != spirv.ExecutionModelGLCompute {
		// a graphics stage: Run packs its invocations into subgroups
		x.local = [3]uint32{1, 1, 1}
	}
	if err := c.fixWGCoop(); err != nil {
		return nil, err
	}
	for _, v := range x.local {
		if v == 0 {
			return nil, &LoadError{Msg: fmt.Sprintf("workgroup size %v has a zero dimension", x.local)}
		}
	}
	if model == spirv.ExecutionModelGLCompute {
		if err := c.derivativeGroup(); err != nil {
			return nil, err
		}
	}
	if tot := uint64(x.local[0]) * uint64(x.local[1]) * uint64(x.local[2]); tot > 1<<16 {
		return nil, &LoadError{Msg: fmt.Sprintf("workgroup size %v is too large (%d invocations)", x.local, tot)}
	}
	if err := c.functions(insts[fnStart:]); err != nil {
		return nil, err
	}
	x.atomicSync = atomicSync(c, insts[fnStart:])
	// prologue: Private initialisers, call the entry point, return
	fn := c.funcs[ep.fn]
	if fn == nil {
		return nil, &LoadError{Msg: fmt.Sprintf("entry point %q names no function", ep.name)}
	}
	c.sharedImage()
	c.keepSpecDiags()
	x.startPC = len(x.code)
	x.code = append(x.code, c.privIni...)
	x.src = append(x.src, srcInfo{op: spirv.OpEntryPoint})
	srcIdx := int32(len(x.src) - 1)
	x.code = append(x.code, inst{op: xCall, b: uint32(fn.pc), src: srcIdx, x: &instExt{}})
	x.code = append(x.code, inst{op: xReturn, src: srcIdx})
	if x.arenaSize == 0 {
		x.arenaSize = 8
	}
	foldNops(x.code)
	markPlainTargets(x.code)
	buildChains(x)
	buildTraces(x)
	for i := range x.code {
		if in := &x.code[i]; in.op == xBarrier && spirv.Scope(in.a) == spirv.ScopeSubgroup {
			x.subgroupBarrier = true
		}
	}
	return x, nil
}

// foldNops sets each data instruction's skip to the number of xNop
// instructions right after it (at most 0xFFFF), so that sg.run steps over
// them at once, counting them as executed (Result.Instructions, the step
// limit and OpReadClockKHR see the same counts). A nop that is a branch
// target still runs when a branch reaches it; traced runs ignore skip.
func foldNops(code []inst) {
	run := 0 // nops from i+1 on
	for i := len(code) - 1; i >= 0; i-- {
		in := &code[i]
		if in.op < xBranch {
			in.skip = uint16(min(run, 0xFFFF))
		}
		if in.op == xNop {
			run++
		} else {
			run = 0
		}
	}
}

// markPlainTargets sets bit t of the sub field of each OpBranch and
// OpBranchConditional whose target t is a plain block: no construct's
// merge block, continue target or loop header. No frame can name such a
// block, so goTo's search of the frames would find nothing (plainGoTo).
func markPlainTargets(code []inst) {
	special := make([]bool, len(code)+1)
	mark := func(pc uint64) {
		if pc < uint64(len(special)) {
			special[pc] = true
		}
	}
	for i := range code {
		in := &code[i]
		switch in.op {
		case xBranchCond, xSwitch:
			if in.e != 0 {
				mark(uint64(in.e) - 1)
			}
		case xLoopMerge:
			mark(uint64(in.b))
			mark(uint64(in.c))
			mark(in.m)
		}
	}
	for i := range code {
		in := &code[i]
		if in.op != xBranch && in.op != xBranchCond || in.x == nil {
			continue
		}
		for t, pc := range in.x.targets {
			if t < 8 && pc >= 0 && !special[pc] {
				in.sub |= 1 << t
			}
		}
	}
}

// localSize is the entry point's workgroup size from its execution modes
// and the constants declared so far.
func (c *compiler) localSize() [3]uint32 {
	m, ep := c.m, c.ep
	local := [3]uint32{1, 1, 1}
	for _, md := range m.modes[ep.fn] {
		if len(md) >= 4 && spirv.ExecutionMode(md[0]) == spirv.ExecutionModeLocalSize {
			local = [3]uint32{md[1], md[2], md[3]}
		}
	}
	for _, md := range m.modeIDs[ep.fn] {
		if len(md) >= 4 && spirv.ExecutionMode(md[0]) == spirv.ExecutionModeLocalSizeId {
			for k := 0; k < 3; k++ {
				if v, ok := c.cval[md[1+k]]; ok && len(v) == 1 {
					local[k] = uint32(v[0])
				}
			}
		}
	}
	for id := range c.cval {
		if a, ok := m.decoration(id, spirv.DecorationBuiltIn); ok && len(a) > 0 && spirv.BuiltIn(a[0]) == spirv.BuiltInWorkgroupSize {
			if v := c.cval[id]; len(v) == 3 {
				local = [3]uint32{uint32(v[0]), uint32(v[1]), uint32(v[2])}
			}
		}
	}
	return local
}

// invocations is the workgroup's invocation count as far as the module
// has declared it (at least 1).
func (c *compiler) invocations() int {
	l := c.localSize()
	return max(1, int(min(uint64(l[0])*uint64(l[1])*uint64(l[2]), 1<<16)))
}

func (c *compiler) typeOf(id uint32) (*rtype, error) {
	t, ok := c.types[id]
	if !ok {
		return nil, c.errf("id %d is not a type", id)
	}
	return t, nil
}

func (c *compiler) global(in spirv.Inst) error {
	w := in.Words
	op := in.Op
	info, _ := op.Info()
	if info != nil && info.HasResultType() && len(w) < 3 {
		return c.errf("truncated instruction")
	}
	switch op {
	case spirv.OpLine:
		return nil
	case spirv.OpTypeVoid, spirv.OpTypeBool, spirv.OpTypeInt, spirv.OpTypeFloat, spirv.OpTypeVector,
		spirv.OpTypeMatrix, spirv.OpTypeArray, spirv.OpTypeRuntimeArray, spirv.OpTypeStruct,
		spirv.OpTypePointer, spirv.OpTypeFunction, spirv.OpTypeImage, spirv.OpTypeSampler,
		spirv.OpTypeSampledImage, spirv.OpTypeAccelerationStructureKHR, spirv.OpTypeCooperativeMatrixKHR,
		spirv.OpTypeTensorLayoutNV, spirv.OpTypeTensorViewNV:
		return c.typeDecl(in)
	case spirv.OpTypeForwardPointer:
		// completed by its OpTypePointer (typeDecl), which may follow
		// structs that use it
		if len(in.Words) < 3 {
			return c.errf("truncated type")
		}
		c.types[in.Words[1]] = &rtype{id: in.Words[1], comps: 1, k: tPointer, sc: spirv.StorageClass(in.Words[2])}
		return nil
	case spirv.OpConstantTrue, spirv.OpConstantFalse, spirv.OpConstant, spirv.OpConstantComposite,
		spirv.OpConstantNull, spirv.OpSpecConstantTrue, spirv.OpSpecConstantFalse, spirv.OpSpecConstant,
		spirv.OpSpecConstantComposite, spirv.OpSpecConstantOp, spirv.OpUndef:
		return c.constant(in)
	case spirv.OpVariable:
		return c.variable(in)
	}
	return nil
}

func (c *compiler) typeDecl(in spirv.Inst) error {
	w := in.Words
	if len(w) < 2 {
		return c.errf("truncated type")
	}
	t := &rtype{id: w[1], comps: 1}
	arg := func(i int) (*rtype, error) {
		if len(w) <= i {
			return nil, c.errf("truncated type")
		}
		return c.typeOf(w[i])
	}
	var err error
	switch in.Op {
	case spirv.OpTypeVoid:
		t.k, t.comps = tVoid, 0
	case spirv.OpTypeBool:
		t.k, t.width = tBool, 32
	case spirv.OpTypeInt, spirv.OpTypeFloat:
		if len(w) < 3 {
			return c.errf("truncated type")
		}
		t.k, t.width = tInt, int(w[2])
		if in.Op == spirv.OpTypeFloat {
			t.k = tFloat
			if len(w) > 3 {
				if err := floatEncoding(t, w[3]); err != nil {
					return c.errf("%v", err)
				}
			} else if t.width != 16 && t.width != 32 && t.width != 64 {
				return c.errf("unsupported float width %d", t.width)
			}
		} else {
			if len(w) < 4 {
				return c.errf("truncated type")
			}
			t.signed = w[3] != 0
			if t.width != 8 && t.width != 16 && t.width != 32 && t.width != 64 {
				return c.errf("unsupported integer width %d", t.width)
			}
		}
	case spirv.OpTypeVector, spirv.OpTypeMatrix:
		if t.elem, err = arg(2); err != nil {
			return err
		}
		// SPV_EXT_long_vector's vectors have any count from 1; the
		// engines run up to 16 components (a vector is one value of
		// up to 16 lanes' slots)
		if len(w) < 4 || w[3] < 1 || w[3] < 2 && in.Op == spirv.OpTypeMatrix {
			return c.errf("bad component count")
		}
		if w[3] > 16 {
			return c.errf("%s of %d components: the interpreter runs vectors and matrices of at most 16", in.Op, w[3])
		}
		t.n = int(w[3])
		t.k = tVector
		if in.Op == spirv.OpTypeMatrix {
			t.k = tMatrix
			if t.elem.k != tVector {
				return c.errf("matrix column is not a vector")
			}
		} else if t.elem.scalar() != t.elem {
			return c.errf("vector component is not a scalar")
		}
		t.comps = t.n * t.elem.comps
	case spirv.OpTypeArray:
		if t.elem, err = arg(2); err != nil {
			return err
		}
		if len(w) < 4 {
			return c.errf("truncated type")
		}
		v, ok := c.cval[w[3]]
		if !ok || len(v) != 1 {
			return c.errf("array length %d is not a scalar constant", w[3])
		}
		n := v[0]
		if lt := c.vtype[w[3]]; lt != nil && lt.k == tInt {
			n &= wmask(lt.width)
		}
		if n == 0 || n > limits.ArrayComponents || uint64(t.elem.comps)*n > limits.ArrayComponents {
			return c.errf("array length %d is out of range", n)
		}
		t.k, t.n = tArray, int(n)
		t.comps = t.n * t.elem.comps
	case spirv.OpTypeRuntimeArray:
		if t.elem, err = arg(2); err != nil {
			return err
		}
		t.k, t.comps = tRuntimeArray, 0
	case spirv.OpTypeStruct:
		t.k, t.comps = tStruct, 0
		for i := 2; i < len(w); i++ {
			mt, err := c.typeOf(w[i])
			if err != nil {
				return err
			}
			t.members = append(t.members, mt)
			t.moff = append(t.moff, t.comps)
			t.comps += mt.comps
		}
	case spirv.OpTypePointer:
		if len(w) < 4 {
			return c.errf("truncated type")
		}
		t.k, t.sc = tPointer, spirv.StorageClass(w[2])
		if t.elem, err = c.typeOf(w[3]); err != nil {
			return err
		}
	case spirv.OpTypeCooperativeMatrixKHR:
		if err := c.coopTypeDecl(t, w); err != nil {
			return err
		}
	case spirv.OpTypeTensorLayoutNV, spirv.OpTypeTensorViewNV:
		if err := c.tensorTypeDecl(t, w, in.Op == spirv.OpTypeTensorViewNV); err != nil {
			return err
		}
	case spirv.OpTypeFunction:
		t.k = tFunction
		if t.ret, err = arg(2); err != nil {
			return err
		}
	default:
		t.k = tOpaque
	}
	if old, ok := c.types[t.id]; ok && old.k == tPointer && old.elem == nil && t.k == tPointer {
		*old = *t // a forward pointer: the types that use it keep the object
		return nil
	}
	c.types[t.id] = t
	return nil
}

func (c *compiler) specValue(id uint32) (uint64, bool) {
	if c.spec == nil {
		return 0, false
	}
	a, ok := c.m.decoration(id, spirv.DecorationSpecId)
	if !ok || len(a) == 0 {
		return 0, false
	}
	v, ok := c.spec[a[0]]
	return v, ok
}

func (c *compiler) setConst(id uint32, t *rtype, vals []uint64) {
	s := c.alloc(id, t)
	c.cval[id] = vals
	c.x.cinit = append(c.x.cinit, cinit{s, vals})
}

func (c *compiler) constant(in spirv.Inst) error {
	w := in.Words
	if len(w) < 3 {
		return c.errf("truncated constant")
	}
	t, err := c.typeOf(w[1])
	if err != nil {
		return err
	}
	id := w[2]
	switch in.Op {
	case spirv.OpConstantTrue, spirv.OpConstantFalse, spirv.OpSpecConstantTrue, spirv.OpSpecConstantFalse:
		v := b2u(in.Op == spirv.OpConstantTrue || in.Op == spirv.OpSpecConstantTrue)
		if in.Op != spirv.OpConstantTrue && in.Op != spirv.OpConstantFalse {
			if sv, ok := c.specValue(id); ok {
				v = b2u(sv != 0)
			}
		}
		c.setConst(id, t, []uint64{v})
	case spirv.OpConstant, spirv.OpSpecConstant:
		if t.scalar() != t || t.k == tBool {
			return c.errf("constant of non-numeric type")
		}
		if len(w) < 4 {
			return c.errf("truncated constant")
		}
		v := uint64(w[3])
		if t.width == 64 {
			if len(w) < 5 {
				return c.errf("truncated 64-bit constant")
			}
			v |= uint64(w[4]) << 32
		}
		if in.Op == spirv.OpSpecConstant {
			if sv, ok := c.specValue(id); ok {
				v = sv
			}
		}
		c.setConst(id, t, []uint64{v & wmask(t.width)})
	case spirv.OpConstantComposite, spirv.OpSpecConstantComposite:
		c.taint(id, w[3:])
		var vals []uint64
		for _, e := range w[3:] {
			v, ok := c.cval[e]
			if !ok {
				return c.errf("constituent %d is not a constant", e)
			}
			vals = append(vals, v...)
		}
		if t.k == tCoopMat && len(vals) == 1 {
			vals = coopSplat(t, vals[0])
		}
		if len(vals) != t.comps {
			return c.errf("composite constant has %d components, its type %d", len(vals), t.comps)
		}
		c.setConst(id, t, vals)
	case spirv.OpConstantNull, spirv.OpUndef:
		vals := make([]uint64, t.comps)
		if t.k == tPointer {
			// designates no memory: every access through it is out of
			// bounds (reported), like a pointer past its variable
			vals[0] = nullPtr
		}
		c.setConst(id, t, vals)
	case spirv.OpSpecConstantOp:
		if len(w) < 4 {
			return c.errf("truncated OpSpecConstantOp")
		}
		op := spirv.Op(w[3])
		words := append([]uint32{w[0], w[1], w[2]}, w[4:]...)
		inner := spirv.Inst{Op: op, Words: words, Offset: in.Offset}
		c.alloc(id, t)
		code, err := c.compileOp(inner)
		if err != nil {
			return err
		}
		// evaluate on a one-lane scratch subgroup holding the constants
		sc := c.scratch
		if len(sc.regs) < c.x.nslots {
			sc.regs = append(sc.regs, make([]uint64, c.x.nslots-len(sc.regs)+64)...)
		}
		// only the constants defined since the last OpSpecConstantOp
		// are copied: a chain of n operations stays linear
		for _, ci := range c.x.cinit[c.scratchInit:] {
			copy(sc.regs[ci.slot:], ci.vals)
		}
		c.scratchInit = len(c.x.cinit)
		c.taint(id, w[4:])
		c.specUndef(in, id, op, w[4:], t)
		sc.wg = &wgState{run: &runState{}, diags: &diagSink{m: map[diagKey]*Diagnostic{}}}
		for i := range code {
			// the ...Chk opcodes are pure arithmetic (checked variants of
			// xI1, xI2, xI3, xExtractDyn, xInsertDyn), numbered after xLoad
			if x := code[i].op; x >= xLoad && !(x >= xI1Chk && x <= xInsertDynChk) {
				return c.errf("OpSpecConstantOp of %s is not supported", op)
			}
			sc.execOp(&code[i])
		}
		s := c.slot[id]
		vals := append([]uint64(nil), sc.regs[s:int(s)+t.comps]...)
		c.cval[id] = vals
		c.x.cinit = append(c.x.cinit, cinit{s, vals})
		c.scratchInit = len(c.x.cinit) // the scratch holds the result
	}
	return nil
}

// specUndef records the undefined results of one OpSpecConstantOp (op on
// the constants ops, of type t) as the run-time checks report them
// (checkUndef): integer division and remainder by zero, and the most
// negative integer divided by -1.
func (c *compiler) specUndef(in spirv.Inst, id uint32, op spirv.Op, ops []uint32, t *rtype) {
	switch op {
	case spirv.OpUDiv, spirv.OpUMod, spirv.OpSDiv, spirv.OpSRem, spirv.OpSMod:
	default:
		return
	}
	if len(ops) < 2 {
		return
	}
	a, b := c.cval[ops[0]], c.cval[ops[1]]
	w := t.width
	signed := op == spirv.OpSDiv || op == spirv.OpSRem || op == spirv.OpSMod
	minInt := uint64(1) << uint(w-1)
	for k := 0; k < len(a) && k < len(b); k++ {
		x, y := a[k]&wmask(w), b[k]&wmask(w)
		var kind, msg string
		switch {
		case y == 0:
			res := "all ones"
			if op != spirv.OpUDiv && op != spirv.OpSDiv {
				res = "the dividend"
			}
			kind, msg = "division-by-zero", fmt.Sprintf("%s of %d by zero in a specialization constant: the result is undefined (%s here)", op, x, res)
		case signed && y == wmask(w) && x == minInt:
			res := "0"
			if op == spirv.OpSDiv {
				res = "the dividend, wrapped"
			}
			kind, msg = "integer-overflow", fmt.Sprintf("%s of the most negative %d-bit integer by -1 in a specialization constant overflows: the result is undefined (%s here)", op, w, res)
		default:
			continue
		}
		c.specDiags = append(c.specDiags, Diagnostic{Kind: kind, Severity: Warning, Msg: msg,
			Op: spirv.OpSpecConstantOp, Offset: in.Offset, Count: 1})
		c.tainted[id] = len(c.specDiags) // 1 + the diagnostic's index
		return
	}
}

// taint makes the constant id carry the undefined result of the first
// operand that carries one.
func (c *compiler) taint(id uint32, operands []uint32) {
	for _, o := range operands {
		if k, ok := c.tainted[o]; ok {
			c.tainted[id] = k
			return
		}
	}
}

// keepSpecDiags gives the run the undefined specialization-constant
// results that code uses (directly or through other constants): like a
// run-time division, one nothing executes is not reported.
func (c *compiler) keepSpecDiags() {
	keep := make([]bool, len(c.specDiags))
	for id, k := range c.tainted {
		if int(id) < len(c.m.used) && c.m.used[id] {
			keep[k-1] = true
		}
	}
	for i, d := range c.specDiags {
		if keep[i] {
			c.x.specDiags = append(c.x.specDiags, d)
		}
	}
}

// region of a storage class
func regionOf(sc spirv.StorageClass) int {
	switch sc {
	case spirv.StorageClassWorkgroup:
		return regShared
	case spirv.StorageClassPushConstant:
		return regPush
	case spirv.StorageClassStorageBuffer, spirv.StorageClassUniform:
		return regBuf
	}
	return regArena
}

func (c *compiler) allocArena(l *layout) int {
	a := 8
	off := alignUp(c.x.arenaSize, a)
	c.x.arenaSize = off + alignUp(max(l.size, 1), a)
	if c.x.arenaSize > 1<<20 {
		panic(c.errf("invocation variables need more than 1 MiB"))
	}
	return off
}

func (c *compiler) variable(in spirv.Inst) error {
	w := in.Words
	if len(w) < 4 {
		return c.errf("truncated OpVariable")
	}
	pt, err := c.typeOf(w[1])
	if err != nil {
		return err
	}
	if pt.k != tPointer {
		return c.errf("variable type is not a pointer")
	}
	id := w[2]
	sc := spirv.StorageClass(w[3])
	t := pt.elem
	if t.k == tOpaque || sc == spirv.StorageClassUniformConstant {
		h := uint64(regNone) << 32
		if ih, ok := c.imageVariable(id, t); ok {
			h = ih
		}
		c.setConst(id, pt, []uint64{h})
		c.ptrLay[id] = c.lc.of(t)
		return nil
	}
	l := c.lc.of(t)
	c.ptrLay[id] = l
	if c.promo[id] && t.comps >= 1 && t.comps <= 64 && len(l.slots) == t.comps {
		base := uint32(c.x.nslots)
		c.x.nslots += t.comps
		c.preg[id] = promoted{base, t.comps}
		c.setConst(id, pt, []uint64{uint64(regNone) << 32})
		if len(w) >= 5 {
			src, ok := c.slot[w[4]]
			if !ok {
				return c.errf("variable initializer is not a constant")
			}
			st := inst{op: xGather, d: base, x: &instExt{srcs: rangeSlots(src, t.comps)}, src: c.srcOf(in)}
			if sc == spirv.StorageClassFunction {
				c.x.code = append(c.x.code, st)
			} else {
				c.privIni = append(c.privIni, st)
			}
		}
		return nil
	}
	var ptr uint64
	switch sc {
	case spirv.StorageClassFunction, spirv.StorageClassPrivate, spirv.StorageClassInput, spirv.StorageClassOutput:
		if t.k == tRuntimeArray || l.size > 1<<20 {
			return c.errf("variable too large for invocation memory")
		}
		off := c.allocArena(l)
		ptr = uint64(off)
		c.ptrExt[id] = varExtent{uint32(off), uint32(off + l.size)}
		if sc == spirv.StorageClassInput {
			if a, ok := c.m.decoration(id, spirv.DecorationBuiltIn); ok && len(a) > 0 {
				c.x.builtins = append(c.x.builtins, bvar{spirv.BuiltIn(a[0]), off, t})
			} else if err := c.stageVar(id, t, l, off, &c.x.locIns); err != nil {
				return err
			}
		}
		if sc == spirv.StorageClassOutput {
			if err := c.outputVar(id, t, l, off); err != nil {
				return err
			}
		}
	case spirv.StorageClassWorkgroup:
		off, err := c.sharedOffset(id, t, l)
		if err != nil {
			return err
		}
		ptr = uint64(regShared)<<32 | uint64(off)
		c.ptrExt[id] = varExtent{uint32(off), uint32(off + l.size)}
		if len(w) >= 5 {
			vals, ok := c.cval[w[4]]
			if !ok {
				return c.errf("variable initializer is not a constant")
			}
			if len(vals) != len(l.slots) {
				return c.errf("Workgroup variable initializer does not fit the variable's type")
			}
			c.shInit = append(c.shInit, sharedInit{off, l, vals})
		}
	case spirv.StorageClassPushConstant:
		c.x.push = &bufVar{info: BindingInfo{Set: math.MaxUint32, Binding: math.MaxUint32, Name: c.nameOf(id, t), Storage: sc, MinSize: l.size}, lay: l}
		ptr = uint64(regPush) << 32
	case spirv.StorageClassStorageBuffer, spirv.StorageClassUniform:
		set, _ := c.m.decoration(id, spirv.DecorationDescriptorSet)
		bind, _ := c.m.decoration(id, spirv.DecorationBinding)
		bi := BindingInfo{Name: c.nameOf(id, t), Storage: sc}
		if len(set) > 0 {
			bi.Set = set[0]
		}
		if len(bind) > 0 {
			bi.Binding = bind[0]
		}
		// An array of blocks is a descriptor array: one buffer per
		// element, each a memory region of its own, consecutive, so
		// that indexing the array picks the region.
		n, bl, blockType := 1, l, t
		if t.k == tArray || t.k == tRuntimeArray {
			bl, blockType = l.elem, t.elem
			if bl == nil {
				return c.errf("bad descriptor array type")
			}
			bi.Name = c.nameOf(id, t.elem)
			n, bi.ArraySize = t.n, t.n
			if t.k == tRuntimeArray {
				n, bi.ArraySize = maxRuntimeDescriptors, -1
			}
			if n < 1 || n > maxRuntimeDescriptors {
				return c.errf("descriptor array of %d elements (at most %d)", n, maxRuntimeDescriptors)
			}
			c.descArr[id] = uint32(n)
		}
		bi.MinSize = bl.size
		if off, stride, ok := bl.runtimeArray(); ok {
			bi.RuntimeArray, bi.Stride, bi.MinSize = true, stride, off
		}
		ptr = uint64(regBuf+len(c.x.bufs)) << 32
		for i := 0; i < n; i++ {
			ei := bi
			ei.ArrayIndex = i
			c.x.bufs = append(c.x.bufs, &bufVar{info: ei, lay: bl, ro: c.readOnlyBlock(id, sc, blockType)})
		}
	default:
		return c.errf("unsupported storage class %d", sc)
	}
	c.setConst(id, pt, []uint64{ptr})
	if len(w) >= 5 { // initializer
		if _, ok := c.cval[w[4]]; !ok {
			return c.errf("variable initializer is not a constant")
		}
		st := inst{op: xStore, a: c.slot[id], b: c.slot[w[4]], x: &instExt{lay: l}, src: c.srcOf(in)}
		if sc == spirv.StorageClassFunction {
			c.x.code = append(c.x.code, st)
		} else if sc == spirv.StorageClassPrivate {
			c.privIni = append(c.privIni, st)
		}
	}
	return nil
}

// sharedOffset places a Workgroup variable in shared memory. Variables
// whose type is a Block-decorated struct (SPV_KHR_workgroup_memory_
// explicit_layout) all alias one another: each starts at offset 0 and is
// laid out by its explicit Offset and ArrayStride decorations. Other
// variables get disjoint ranges. The extension forbids mixing the two
// kinds in one module (a Workgroup Block variable must then be the only
// kind), so such a module is rejected.
func (c *compiler) sharedOffset(id uint32, t *rtype, l *layout) (int, error) {
	if l.size > 1<<24 {
		return 0, c.errf("shared variable too large")
	}
	if _, block := c.m.decoration(t.id, spirv.DecorationBlock); block && t.k == tStruct {
		if c.shPlain != 0 {
			return 0, c.errf("Workgroup variable %%%d of Block type and Workgroup variable %%%d of non-Block type in one module (SPV_KHR_workgroup_memory_explicit_layout forbids mixing them)", id, c.shPlain)
		}
		if c.shBlock == 0 {
			c.shBlock = id
		}
		c.x.sharedSize = max(c.x.sharedSize, l.size)
		return 0, nil
	}
	if c.shBlock != 0 {
		return 0, c.errf("Workgroup variable %%%d of non-Block type and Workgroup variable %%%d of Block type in one module (SPV_KHR_workgroup_memory_explicit_layout forbids mixing them)", id, c.shBlock)
	}
	if c.shPlain == 0 {
		c.shPlain = id
	}
	off := alignUp(c.x.sharedSize, 16)
	if off+l.size > 1<<24 {
		return 0, c.errf("shared variable too large")
	}
	c.x.sharedSize = off + l.size
	return off, nil
}

// sharedImage builds the initial contents of shared memory from the
// Workgroup variables' initializers (VK_KHR_zero_initialize_workgroup_
// memory): a workgroup starts with those bytes, marked as written; other
// bytes hold sharedFill and stay unwritten. Initializers of aliasing
// Block variables are applied in declaration order, so a later one wins
// where they overlap.
func (c *compiler) sharedImage() {
	if len(c.shInit) == 0 {
		return
	}
	x := c.x
	x.shImg = make([]byte, x.sharedSize)
	x.shDef = make([]byte, x.sharedSize)
	for i := range x.shImg {
		x.shImg[i] = sharedFill
	}
	for _, si := range c.shInit {
		for k, sl := range si.l.slots {
			o, n := si.off+int(sl.off), int(sl.size)
			if o < 0 || o+n > len(x.shImg) {
				continue
			}
			wr(x.shImg[o:], n, si.vals[k])
			for i := o; i < o+n; i++ {
				x.shDef[i] = 1
			}
		}
	}
}

func (c *compiler) nameOf(id uint32, t *rtype) string {
	if n := c.m.names[t.id]; n != "" {
		return n
	}
	if n := c.m.names[id]; n != "" {
		return n
	}
	return fmt.Sprintf("%%%d", id)
}

func (c *compiler) srcOf(in spirv.Inst) int32 {
	c.x.src = append(c.x.src, srcInfo{op: in.Op, off: in.Offset, file: c.file, line: c.line})
	return int32(len(c.x.src) - 1)
}

// functions compiles the function section.
func (c *compiler) functions(insts []spirv.Inst) error {
	// allocate every result a slot first: phis and branches refer forward
	for _, in := range insts {
		info, _ := in.Op.Info()
		c.cur = in
		switch in.Op {
		case spirv.OpFunction:
			if len(in.Words) < 5 {
				return c.errf("truncated OpFunction")
			}
			rt, err := c.typeOf(in.Words[1])
			if err != nil {
				return err
			}
			c.funcs[in.Words[2]] = &fnInfo{id: in.Words[2], ret: rt}
			continue
		case spirv.OpVariable, spirv.OpUndef, spirv.OpLabel:
			continue
		}
		if info == nil || !info.HasResultType() || !info.HasResult() {
			continue
		}
		if len(in.Words) < 3 {
			return c.errf("truncated instruction")
		}
		t, err := c.typeOf(in.Words[1])
		if err != nil {
			return err
		}
		if _, dup := c.slot[in.Words[2]]; dup {
			return c.errf("id %d defined twice", in.Words[2])
		}
		c.alloc(in.Words[2], t) // parameters are filled by the call
	}
	var fn *fnInfo
	for _, in := range insts {
		c.cur = in
		w := in.Words
		// lastEnd survives only line markers and instructions compiled
		// by compileOp (labels, phis, variables... reset it)
		keep, keepCopies := c.lastEnd, c.copies
		c.lastEnd, c.copies = -1, nil
		if in.Op == spirv.OpLine || in.Op == spirv.OpNoLine {
			c.lastEnd, c.copies = keep, keepCopies
		}
		switch in.Op {
		case spirv.OpFunction:
			fn = c.funcs[w[2]]
			fn.pc = int32(len(c.x.code))
			continue
		case spirv.OpFunctionParameter:
			if fn == nil {
				return c.errf("parameter outside a function")
			}
			fn.params = append(fn.params, w[2])
			continue
		case spirv.OpFunctionEnd:
			fn = nil
			continue
		case spirv.OpLabel:
			if len(w) < 2 {
				return c.errf("truncated OpLabel")
			}
			c.labels[w[1]] = int32(len(c.x.code))
			c.block = w[1]
			continue
		case spirv.OpLine:
			if len(w) >= 3 {
				c.file, c.line = c.m.strs[w[1]], int(w[2])
			}
			continue
		case spirv.OpNoLine:
			c.file, c.line = "", 0
			continue
		case spirv.OpPhi:
			c.phis[c.block] = append(c.phis[c.block], in)
			if len(w) >= 3 {
				ops := []uint32{}
				for k := 3; k < len(w); k += 2 {
					ops = append(ops, w[k])
				}
				if err := c.joinPtrLayout(w[2], ops); err != nil {
					return err
				}
			}
			continue
		case spirv.OpSelectionMerge:
			if len(w) < 2 {
				return c.errf("truncated OpSelectionMerge")
			}
			c.merge = w[1]
			continue
		case spirv.OpVariable:
			if err := c.variable(in); err != nil {
				return err
			}
			continue
		case spirv.OpUndef:
			if err := c.constant(in); err != nil {
				return err
			}
			continue
		}
		if fn == nil {
			if in.Op == spirv.OpNop || in.Op == spirv.OpExtInst {
				continue // e.g. NonSemantic debug info
			}
			return c.errf("instruction outside a function")
		}
		c.lastEnd, c.copies = keep, keepCopies
		code, err := c.compileOp(in)
		if err != nil {
			return err
		}
		if len(code) == 1 {
			c.forwardCopy(&code[0])
		}
		c.x.code = append(c.x.code, code...)
		c.lastEnd, c.lastID = -1, 0
		if len(code) == 1 {
			c.lastEnd = len(c.x.code)
			if info, ok := in.Op.Info(); ok && info.HasResult() && len(w) > 2 {
				c.lastID = w[2]
				if code[0].op == xGather {
					c.copies = append(c.copies, blockCopy{pc: len(c.x.code) - 1, id: w[2]})
				}
			}
		}
	}
	if fn != nil {
		return &LoadError{Offset: c.cur.Offset, Op: c.cur.Op, Msg: "function without OpFunctionEnd"}
	}
	// resolve labels and phis
	for _, f := range c.fix {
		in := &c.x.code[f.pc]
		for _, l := range f.labels {
			pc, ok := c.labels[l]
			if !ok {
				return errAt(spirv.Inst{Op: c.x.src[in.src].op, Offset: c.x.src[in.src].off}, "branch to unknown label %d", l)
			}
			in.x.targets = append(in.x.targets, pc)
			var cps []phiCopy
			for _, ph := range c.phis[l] {
				pw := ph.Words
				for k := 3; k+1 < len(pw); k += 2 {
					if pw[k+1] == f.from {
						src, ok := c.slot[pw[k]]
						if !ok {
							return errAt(ph, "phi operand %d is not a value", pw[k])
						}
						if err := c.samePtrLayout(pw[2], pw[k]); err != nil {
							return errAt(ph, "%v", err)
						}
						t := c.vtype[pw[2]]
						n := uint32(1)
						if t != nil && t.comps > 1 {
							n = uint32(t.comps)
						}
						cps = append(cps, phiCopy{c.slot[pw[2]], src, n})
						break
					}
				}
			}
			in.x.phis = append(in.x.phis, cps)
		}
		if f.merge != 0 {
			pc, ok := c.labels[f.merge]
			if !ok {
				return errAt(spirv.Inst{Op: c.x.src[in.src].op, Offset: c.x.src[in.src].off}, "merge block %d unknown", f.merge)
			}
			if f.loop {
				in.b = uint32(pc)
				cpc, ok := c.labels[f.labels[0]]
				if !ok {
					return errAt(spirv.Inst{Op: c.x.src[in.src].op, Offset: c.x.src[in.src].off}, "continue target unknown")
				}
				in.c = uint32(cpc)
				in.x.targets, in.x.phis = nil, nil
			} else {
				in.e = uint32(pc) + 1
			}
		}
	}
	for _, pc := range c.calls {
		in := &c.x.code[pc]
		f := c.funcs[in.b]
		if f == nil {
			return errAt(spirv.Inst{Op: spirv.OpFunctionCall, Offset: c.x.src[in.src].off}, "call of unknown function %d", in.b)
		}
		if len(f.params) != len(in.x.args) {
			return errAt(spirv.Inst{Op: spirv.OpFunctionCall, Offset: c.x.src[in.src].off}, "call passes %d arguments, the function has %d parameters", len(in.x.args), len(f.params))
		}
		for k, p := range f.params {
			in.x.params = append(in.x.params, c.slot[p])
			if err := c.samePtrLayout(p, c.callArg[pc][k]); err != nil {
				return errAt(spirv.Inst{Op: spirv.OpFunctionCall, Offset: c.x.src[in.src].off}, "argument %d: %v", k, err)
			}
		}
		in.b = uint32(f.pc)
	}
	c.fixNested()
	return nil
}

func (c *compiler) value(id uint32) (uint32, *rtype, error) {
	s, ok := c.slot[id]
	if !ok {
		return 0, nil, c.errf("operand %d is not a value", id)
	}
	return s, c.vtype[id], nil
}

func (c *compiler) constU(id uint32) (uint64, error) {
	v, ok := c.cval[id]
	if !ok || len(v) != 1 {
		return 0, c.errf("operand %d must be a scalar constant", id)
	}
	return v[0], nil
}

// countUses counts, per id, the instruction words (after the opcode word)
// equal to it, saturating at 255. A literal that happens to equal an id
// only over-counts, so "exactly 2" (the definition and one use) is a safe
// test that a value has no other use.
func countUses(insts []spirv.Inst, bound uint32) []uint8 {
	u := make([]uint8, bound)
	for _, in := range insts {
		if debugOnly(in.Op) {
			continue
		}
		for _, w := range in.Words[1:] {
			if w < bound && u[w] < 255 {
				u[w]++
			}
		}
	}
	return u
}

// retargetable reports whether the value id (in slot v), about to be
// stored to a promoted variable, was computed by the instruction just
// emitted (one element-wise inst, in the same block) and has no other use:
// then that inst can write the variable's registers directly.
func (c *compiler) retargetable(id, v uint32, n int) bool {
	if c.lastEnd != len(c.x.code) || c.lastEnd <= 0 || int(id) >= len(c.uses) || c.uses[id] != 2 {
		return false
	}
	if s, ok := c.slot[id]; !ok || s != v {
		return false
	}
	p := &c.x.code[c.lastEnd-1]
	if p.d != v || int(p.n) != n {
		return false
	}
	return elementwise(p.op)
}

// elementwise reports whether an inst writes only its result slots
// d..d+n-1 (for the active lanes) from its operand slots a, b, c.
func elementwise(op xop) bool {
	switch op {
	case xIAdd, xISub, xIMul, xAnd, xOr, xXor, xNot, xShl, xShrL, xShrA,
		xIEq, xINe, xSLt, xULt, xFAdd32, xFSub32, xFMul32, xFDiv32, xFLt32, xFCmp32,
		xI1, xI2, xI3, xMask, xSelect, xI1Chk, xI2Chk, xI3Chk:
		return true
	}
	return false
}

// blockCopy is a copy emitted in the current block: its position and the
// id of its result.
type blockCopy struct {
	pc int
	id uint32
}

// forwardCopy: when a copy (a load of a promoted variable, OpCopyObject)
// of a contiguous slot range, emitted earlier in the same block, has as
// its result's only use the element-wise inst I about to be emitted, and
// nothing between the two writes the copied registers (only nops, copies
// and element-wise insts, whose writes are known, may run between), I
// reads the source slots directly and the copy becomes a nop (kept, so
// that instruction counts do not change).
func (c *compiler) forwardCopy(I *inst) {
	if !elementwise(I.op) {
		return
	}
	for k := len(c.copies) - 1; k >= 0; k-- {
		if c.forwardFrom(I, c.copies[k]) {
			c.copies = append(c.copies[:k], c.copies[k+1:]...)
			return
		}
	}
}

// forwardFrom makes I read the sources of copy cp instead of its result,
// when that is the same; it reports whether it did.
func (c *compiler) forwardFrom(I *inst, cp blockCopy) bool {
	if int(cp.id) >= len(c.uses) || c.uses[cp.id] != 2 || cp.pc >= len(c.x.code) {
		return false
	}
	g := &c.x.code[cp.pc]
	if g.op != xGather || g.x == nil || len(g.x.srcs) == 0 {
		return false
	}
	if s, ok := c.slot[cp.id]; !ok || s != g.d {
		return false
	}
	src := g.x.srcs
	for i, v := range src {
		if v == math.MaxUint32 || v != src[0]+uint32(i) {
			return false
		}
	}
	ops := []*uint32{&I.a}
	switch I.op {
	case xNot, xI1, xI1Chk, xMask: // one operand
	case xI3, xI3Chk, xSelect:
		ops = append(ops, &I.b, &I.c)
	default:
		ops = append(ops, &I.b)
	}
	// an operand may name the copy's first slot (read as the same range);
	// one that starts inside the range (a repack reading component 1) stops
	// the rewrite
	lo, hi := g.d, g.d+uint32(len(src))
	hit := false
	for _, p := range ops {
		if *p > lo && *p < hi {
			return false
		}
		hit = hit || *p == lo
	}
	if !hit {
		return false
	}
	// what ran since the copy must leave its source and result alone
	slo, shi := src[0], src[0]+uint32(len(src))
	for pc := cp.pc + 1; pc < len(c.x.code); pc++ {
		x := &c.x.code[pc]
		var wlo, whi uint32
		switch {
		case x.op == xNop:
			continue
		case x.op == xGather && x.x != nil:
			wlo, whi = x.d, x.d+uint32(len(x.x.srcs))
		case elementwise(x.op):
			wlo, whi = x.d, x.d+x.n
		default:
			return false
		}
		if wlo < shi && slo < whi || wlo < hi && lo < whi {
			return false
		}
	}
	for _, p := range ops {
		if *p == lo {
			*p = src[0]
		}
	}
	*g = inst{op: xNop, src: g.src}
	return true
}
