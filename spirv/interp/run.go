package interp

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/rand"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// runState is shared by the workers of one Run.
type runState struct {
	x        *exe
	cfg      *Config
	bufs     [][]byte
	memBufs  []memBuf     // bufs for vloop (memTab)
	imgs     []imgBinding // by image slot (image.go)
	push     []byte
	S        int
	local    [3]uint32
	nwg      [3]uint32
	checks   bool
	maxSteps int64
	stop     atomic.Bool
	next     atomic.Int64
	printMu  sync.Mutex
	atomMu   sync.Mutex
	trace    *tracer   // nil unless Config.Trace (trace.go)
	races    *bufRaces // storage-buffer race records (bufrace.go), nil without checks
	// fast: the run may use the fast engine's forms (vector forms,
	// chains, loop traces; engine.go); stepwise: it runs one instruction
	// at a time (the reference engine, or Config.Trace recording)
	fast, stepwise bool
	// gfx is set for a graphics stage's run (stage.go)
	gfx *gfxRun
}

// wgState is one workgroup being run by a worker.
type wgState struct {
	run    *runState
	id     [3]uint32
	lin    int64
	shared []byte
	init   []byte
	wr, rd []int32
	bphase uint32 // the workgroup barriers passed (bufrace.go)
	diags  *diagSink
	out    bytes.Buffer
}

// sg is the state of one subgroup.
type sg struct {
	x        *exe
	wg       *wgState
	S        int
	id       int
	regs     []uint64
	arena    []byte
	ast      int
	act      []uint8
	mask     lmask
	full     bool
	fullMask lmask
	launch   lmask
	alive    lmask
	// helper and killed are a graphics subgroup's helper lanes and the
	// lanes that discarded (stage.go)
	helper, killed lmask
	frames         []frame
	pc             int
	hasCur         bool
	checks         bool
	vec            bool // the vector forms may run (the fast engine on AVX2)
	stepwise       bool // one instruction at a time (runStepwise)
	// touched lists the shared bytes whose race record this subgroup set
	// to one of its lanes since its last subgroup barrier, so that the
	// barrier forgets them without scanning all of shared memory;
	// touchedAll says the list overflowed (the barrier then scans).
	touched    []int32
	touchedAll bool
	// btouched and btouchedAll are the same for buffer words (buffer
	// index, word; bufrace.go)
	btouched    [][2]int32
	btouchedAll bool
	failed      bool
	steps       int64
	maxSteps    int64
	lanesRun    int64
	// scratch
	tmpLanes   []uint8
	phiBuf     []uint64
	barrierSrc int32
	coopWait   *inst // the Workgroup-scope instruction s waits at (stCoop)
	nestBase   int   // the frame of the running nested call (coopcall.go), 0 if none
	gscratch   []uint64
	grads      [][2][3]float64 // implicit derivatives by lane (implicitGrads)
	extBuf     []uint64
	extArgs    [][]uint64
	ps         pscratch // partitioned operations
	// built-in inputs: the workgroup-invariant ones are written once
	builtinsDone bool
	lid          [][3]uint32 // local invocation ids of the lanes
	prevWG       [3]uint32   // the workgroup of the last fill
	rec          *sgRec      // the trace recorder while runStepwise records s
	mt           memTab      // vloop's view of the memory (memTab)
}

type diagKey struct {
	kind string
	src  int32
}

type diagSink struct {
	m     map[diagKey]*Diagnostic
	order []diagKey
	fatal *Diagnostic
}

func (d *diagSink) add(k diagKey, mk func() Diagnostic) *Diagnostic {
	if e, ok := d.m[k]; ok {
		e.Count++
		return e
	}
	x := mk()
	x.Count = 1
	d.m[k] = &x
	d.order = append(d.order, k)
	return &x
}

func (s *sg) diagAt(kind string, in *inst, lane int, sev Severity, format string, args []any) *Diagnostic {
	if s.rec != nil {
		s.rec.noteDiag(kind, sev, lane, format, args)
	}
	return s.wg.diags.add(diagKey{kind, in.src}, func() Diagnostic {
		si := s.x.src[in.src]
		id := s.x.localID(s.id*s.S+lane, int(s.x.local[0]), int(s.x.local[1]))
		return Diagnostic{Kind: kind, Severity: sev, Msg: fmt.Sprintf(format, args...), Op: si.op, Offset: si.off,
			File: si.file, Line: si.line, Workgroup: s.wg.id,
			LocalID:  [3]uint32{uint32(id[0]), uint32(id[1]), uint32(id[2])},
			Subgroup: s.id, Lane: lane}
	})
}

// report records undefined behaviour (a warning).
func (s *sg) report(kind string, in *inst, lane int, format string, args ...any) {
	s.diagAt(kind, in, lane, Warning, format, args)
}

// fatal records an error that ends the run.
func (s *sg) fatal(kind string, in *inst, lane int, format string, args ...any) {
	d := s.diagAt(kind, in, lane, Error, format, args)
	d.Severity = Error
	if s.wg.diags.fatal == nil {
		s.wg.diags.fatal = d
	}
	s.failed = true
}

func (rs *runState) newSG(w *wgState, id int) *sg {
	x := rs.x
	s := &sg{x: x, wg: w, S: rs.S, id: id, checks: rs.checks, maxSteps: rs.maxSteps, vec: rs.fast && useVec, stepwise: rs.stepwise}
	s.regs = make([]uint64, x.nslots*rs.S)
	s.loadConsts()
	s.ast = x.arenaSize
	s.arena = make([]byte, s.ast*rs.S)
	s.fullMask = firstN(rs.S)
	s.act = make([]uint8, 0, rs.S)
	return s
}

// loadConsts fills the constants' registers in every lane.
func (s *sg) loadConsts() {
	for _, c := range s.x.cinit {
		for k, v := range c.vals {
			r := s.r(c.slot + uint32(k))
			for l := range r {
				r[l] = v
			}
		}
	}
}

// reset prepares s to run its part of workgroup w from the start.
func (s *sg) reset() {
	rs := s.wg.run
	total := int(rs.local[0] * rs.local[1] * rs.local[2])
	n := total - s.id*s.S
	if n > s.S {
		n = s.S
	}
	if rs.gfx != nil {
		n = rs.gfx.lanesOf(s.wg.lin, s.S)
		s.builtinsDone = false
	}
	s.launch = firstN(n)
	s.alive = s.launch
	s.frames = s.frames[:0]
	s.pushFrame(frame{kind: fCall})
	s.touched, s.touchedAll = s.touched[:0], false
	s.btouched, s.btouchedAll = s.btouched[:0], false
	s.failed = false
	s.steps = 0
	s.nestBase, s.coopWait = 0, nil
	s.setCur(int32(s.x.startPC), s.launch)
	s.fillBuiltins(n)
	if rs.gfx != nil {
		s.startGraphics(n)
	}
}

// fillBuiltins writes the built-in inputs of lanes 0..n-1 into the
// arena. When the module only loads its Input variables (exe.inputsRO),
// only the first call for a Run writes those that are the same for every
// workgroup; later ones rewrite WorkgroupId and GlobalInvocationId.
func (s *sg) fillBuiltins(n int) {
	var buf [4]uint64
	first := !s.builtinsDone || !s.x.inputsRO
	s.builtinsDone = true
	defer func() { s.prevWG = s.wg.id }()
	for _, b := range s.x.builtins {
		perWG := b.bi == spirv.BuiltInWorkgroupId || b.bi == spirv.BuiltInGlobalInvocationId
		if !first && !perWG {
			continue
		}
		if sc := b.t.scalar(); perWG && sc != nil && sc.byteSize() == 4 && b.t.comps == 3 {
			s.fillWorkgroupIDs(b, n, first)
			continue
		}
		for l := 0; l < n; l++ {
			vals := s.builtinValue(b.bi, l, &buf)
			o := l*s.ast + b.off
			for k, v := range vals {
				if k < b.t.comps {
					sz := b.t.compType(k).byteSize()
					wr(s.arena[o+k*sz:], sz, v)
				}
			}
		}
	}
}

// fillWorkgroupIDs writes a uvec3 WorkgroupId or GlobalInvocationId
// built-in for lanes 0..n-1 (the fast form of builtinValue): all
// components, or only those whose workgroup id changed since the last
// fill (one of three in a 1-D dispatch).
func (s *sg) fillWorkgroupIDs(b bvar, n int, all bool) {
	rs := s.wg.run
	wg := s.wg.id
	if s.lid == nil {
		s.lid = make([][3]uint32, s.S)
		lx, ly := int(rs.local[0]), int(rs.local[1])
		for l := range s.lid {
			id := s.x.localID(s.id*s.S+l, lx, ly)
			s.lid[l] = [3]uint32{uint32(id[0]), uint32(id[1]), uint32(id[2])}
		}
	}
	global := b.bi == spirv.BuiltInGlobalInvocationId
	for k := 0; k < 3; k++ {
		if !all && wg[k] == s.prevWG[k] {
			continue
		}
		v := wg[k]
		if global {
			v *= rs.local[k]
		}
		o := b.off + 4*k
		for l := 0; l < n; l++ {
			x := v
			if global {
				x += s.lid[l][k]
			}
			binary.LittleEndian.PutUint32(s.arena[o+l*s.ast:], x)
		}
	}
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

// Run executes the entry point over cfg.Workgroups workgroups. Buffers are
// updated in place. A run ended by a fatal problem (divergent barrier, step
// limit, unsupported instruction) returns its Result (with the
// diagnostics) and a *RunError.
func (p *Program) Run(cfg Config) (res *Result, err error) {
	x := p.base
	if p.multi && cfg.Entry == "" {
		return nil, &LoadError{Msg: "module has several GLCompute entry points: name one (Config.Entry)"}
	}
	if len(cfg.Spec) > 0 || (cfg.Entry != "" && cfg.Entry != x.entryName) {
		if x, err = p.specialized(cfg.Spec, cfg.Entry); err != nil {
			return nil, err
		}
	}
	return x.run(&cfg)
}

// specialized compiles the module for spec and entry, or returns the
// previous compilation when they are the same as last time.
func (p *Program) specialized(spec map[uint32]uint64, entry string) (*exe, error) {
	return p.specializedStage(spec, entry, spirv.ExecutionModelGLCompute)
}

// specializedStage is specialized for an entry point of any stage.
func (p *Program) specializedStage(spec map[uint32]uint64, entry string, model spirv.ExecutionModel) (*exe, error) {
	ids := make([]uint32, 0, len(spec))
	for id := range spec {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
	key := make([]byte, 0, 16*len(ids)+len(entry))
	for _, id := range ids {
		key = fmt.Appendf(key, "%d=%d,", id, spec[id])
	}
	key = append(key, entry...)
	key = fmt.Appendf(key, "/%d", model)
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.last != nil && p.lastKey == string(key) {
		return p.last, nil
	}
	x, err := compileStage(p.mod, spec, entry, model)
	if err != nil {
		return nil, err
	}
	p.last, p.lastKey = x, string(key)
	return x, nil
}

func (x *exe) run(cfg *Config) (res *Result, err error) {
	S := cfg.SubgroupSize
	if S == 0 {
		S = DefaultSubgroupSize
	}
	if err := CheckSubgroupSize(S); err != nil {
		return nil, fmt.Errorf("interp: %v", err)
	}
	rs := &runState{x: x, cfg: cfg, S: S, local: x.local, checks: !cfg.NoChecks, maxSteps: cfg.MaxSteps, push: cfg.PushConstants}
	if rs.maxSteps <= 0 {
		rs.maxSteps = 50_000_000
	}
	switch cfg.Engine {
	case EngineFast:
		rs.fast = true
	case EngineReference:
	default:
		return nil, fmt.Errorf("interp: unknown engine %d", int(cfg.Engine))
	}
	rs.stepwise = !rs.fast || cfg.Trace != nil
	if x.model != spirv.ExecutionModelGLCompute {
		if cfg.gfx == nil {
			return nil, fmt.Errorf("interp: the entry point is a %s shader: run it with RunFragments or RunVertices", modelName(x.model))
		}
		rs.gfx = cfg.gfx
		rs.local = [3]uint32{uint32(S), 1, 1}
		cfg.Workgroups = [3]uint32{uint32(max(1, ceilDiv(rs.gfx.lanes, S))), 1, 1}
		if rs.gfx.lanes == 0 {
			return &Result{}, nil
		}
	}
	for i := range rs.nwg {
		rs.nwg[i] = cfg.Workgroups[i]
		if rs.nwg[i] == 0 {
			rs.nwg[i] = 1
		}
	}
	rs.bufs = make([][]byte, len(x.bufs))
	for i, b := range x.bufs {
		key := [2]uint32{b.info.Set, b.info.Binding}
		data, ok := cfg.Buffers[key]
		if arr, isArr := cfg.BufferArrays[key]; isArr && (!ok || b.info.ArrayIndex > 0) {
			data, ok = nil, b.info.ArrayIndex < len(arr)
			if ok {
				data = arr[b.info.ArrayIndex]
			}
		} else if b.info.ArrayIndex > 0 {
			ok = false
		}
		if !ok && b.info.ArraySize < 0 {
			continue // unbound element of a runtime-sized array
		}
		if !ok {
			at := ""
			if b.info.ArraySize != 0 {
				at = fmt.Sprintf(" element %d", b.info.ArrayIndex)
			}
			return nil, fmt.Errorf("interp: no buffer bound at set %d binding %d%s (%s, at least %d bytes)", b.info.Set, b.info.Binding, at, b.info.Name, b.info.MinSize)
		}
		rs.bufs[i] = data
	}
	var err2 error
	if rs.imgs, err2 = x.bindImages(cfg); err2 != nil {
		return nil, err2
	}
	// the address buffers follow the bound ones (physical.go)
	rs.bufs = append(rs.bufs, cfg.AddressBuffers...)
	rs.memBufs = make([]memBuf, len(rs.bufs))
	for i, b := range rs.bufs {
		rs.memBufs[i] = memBuf{unsafe.SliceData(b), uint64(len(b))}
	}
	total := int64(rs.nwg[0]) * int64(rs.nwg[1]) * int64(rs.nwg[2])
	if rs.checks {
		rs.races = rs.newBufRaces(total)
		if rs.races != nil {
			// a buffer whose races are tracked is out of vloop's bounds:
			// its accesses leave for load32/store32, which track them
			for i := range rs.memBufs {
				if i < len(rs.races.pages) && rs.races.pages[i] != nil {
					rs.memBufs[i].n = 0
				}
			}
		}
	}
	inv := int64(rs.local[0]) * int64(rs.local[1]) * int64(rs.local[2])
	if inv = (inv + int64(S) - 1) / int64(S) * int64(S); int64(x.nslots)*inv > 1<<25 || int64(x.arenaSize)*inv > 1<<28 {
		return nil, fmt.Errorf("interp: a workgroup of this module needs too much memory (%d registers and %d bytes per invocation)", x.nslots, x.arenaSize)
	}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	if int64(workers) > total {
		workers = int(total)
	}
	if cfg.Trace != nil {
		rs.trace = newTracer(x, cfg.Trace, S)
		workers = 1
	}
	sinks := make([]*diagSink, workers)
	counts := make([]int64, workers)
	var wg sync.WaitGroup
	work := func(w int) {
		defer func() {
			if r := recover(); r != nil {
				sinks[w].fatal = &Diagnostic{Kind: "internal", Severity: Error, Msg: fmt.Sprintf("interpreter panic: %v", r), Count: 1}
				rs.stop.Store(true)
			}
		}()
		counts[w] = rs.worker(sinks[w], total)
	}
	for w := 0; w < workers; w++ {
		sinks[w] = &diagSink{m: map[diagKey]*Diagnostic{}}
	}
	// worker 0 runs on this goroutine
	for w := 1; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			work(w)
		}(w)
	}
	work(0)
	wg.Wait()
	res = &Result{Invocations: total * int64(x.local[0]*x.local[1]*x.local[2]), LocalSize: x.local}
	if rs.gfx != nil {
		res.Invocations = int64(rs.gfx.lanes)
	}
	if rs.trace != nil {
		res.Trace = rs.trace.out
	}
	var fatal *Diagnostic
	merged := map[diagKey]*Diagnostic{}
	var keys []diagKey
	for w, sk := range sinks {
		res.Instructions += counts[w]
		for _, k := range sk.order {
			d := sk.m[k]
			if e, ok := merged[k]; ok {
				c := e.Count + d.Count
				if less(d, e) {
					*e = *d
				}
				e.Count = c
				continue
			}
			cp := *d
			merged[k] = &cp
			keys = append(keys, k)
		}
		if sk.fatal != nil && (fatal == nil || less(sk.fatal, fatal)) {
			fatal = sk.fatal
		}
	}
	if rs.checks {
		res.Diagnostics = append(res.Diagnostics, x.specDiags...)
	}
	for _, k := range keys {
		res.Diagnostics = append(res.Diagnostics, *merged[k])
	}
	sort.SliceStable(res.Diagnostics, func(i, j int) bool {
		a, b := res.Diagnostics[i], res.Diagnostics[j]
		if a.Offset != b.Offset {
			return a.Offset < b.Offset
		}
		return a.Kind < b.Kind
	})
	if fatal != nil {
		if fatal.Kind == "internal" {
			res.Diagnostics = append(res.Diagnostics, *fatal)
		}
		return res, &RunError{*fatal}
	}
	return res, nil
}

func less(a, b *Diagnostic) bool {
	if a.Workgroup != b.Workgroup {
		for i := 2; i >= 0; i-- {
			if a.Workgroup[i] != b.Workgroup[i] {
				return a.Workgroup[i] < b.Workgroup[i]
			}
		}
	}
	if a.Subgroup != b.Subgroup {
		return a.Subgroup < b.Subgroup
	}
	return a.Lane < b.Lane
}

// workerState is what a worker needs to run workgroups: its workgroup
// memory and subgroups. exe.pool keeps them from one Run to the next, so
// a small dispatch allocates (nearly) nothing.
type workerState struct {
	S      int
	w      *wgState
	sgs    []*sg
	order  []int
	status []int
	done   []bool
}

// acquire returns a worker state for rs, from the pool when one of the
// same subgroup size is there. A reused state is returned to the state of
// a fresh one: zero registers and invocation memory, constants loaded.
func (rs *runState) acquire(sink *diagSink) *workerState {
	x := rs.x
	if v, _ := x.pool.Get().(*workerState); v != nil && v.S == rs.S {
		w := v.w
		w.run, w.diags = rs, sink
		w.out.Reset()
		if rs.checks && w.wr == nil {
			w.init = make([]byte, x.sharedSize)
			w.wr = make([]int32, x.sharedSize)
			w.rd = make([]int32, x.sharedSize)
		}
		for _, s := range v.sgs {
			s.checks, s.maxSteps, s.lanesRun = rs.checks, rs.maxSteps, 0
			s.vec, s.stepwise = rs.fast && useVec, rs.stepwise
			clear(s.regs)
			s.loadConsts()
			clear(s.arena)
			s.builtinsDone = false
		}
		return v
	}
	w := &wgState{run: rs, diags: sink}
	w.shared = make([]byte, x.sharedSize)
	if rs.checks {
		w.init = make([]byte, x.sharedSize)
		w.wr = make([]int32, x.sharedSize)
		w.rd = make([]int32, x.sharedSize)
	}
	nInv := int(rs.local[0] * rs.local[1] * rs.local[2])
	nsg := ceilDiv(nInv, rs.S)
	ws := &workerState{S: rs.S, w: w, sgs: make([]*sg, nsg), order: make([]int, nsg),
		status: make([]int, nsg), done: make([]bool, nsg)}
	for i := range ws.sgs {
		ws.sgs[i] = rs.newSG(w, i)
	}
	return ws
}

// worker runs workgroups until none is left; it returns the lane-
// instructions it executed.
func (rs *runState) worker(sink *diagSink, total int64) int64 {
	ws := rs.acquire(sink)
	w, sgs := ws.w, ws.sgs
	var lanes int64
	for !rs.stop.Load() {
		lin := rs.next.Add(1) - 1
		if lin >= total {
			break
		}
		w.lin, w.bphase = lin, 0
		w.id = [3]uint32{uint32(lin % int64(rs.nwg[0])), uint32(lin / int64(rs.nwg[0]) % int64(rs.nwg[1])), uint32(lin / int64(rs.nwg[0]*rs.nwg[1]))}
		rs.x.startShared(w, rs.checks)
		for _, s := range sgs {
			s.reset()
		}
		ok := rs.runWorkgroup(w, ws)
		if rs.gfx != nil && ok {
			for _, s := range sgs {
				s.endGraphics()
			}
		}
		if d := rs.cfg.Done; d != nil {
			d.Add(1)
		}
		for _, s := range sgs {
			lanes += s.lanesRun
			s.lanesRun = 0
		}
		if w.out.Len() > 0 && rs.cfg.Printf != nil {
			rs.printMu.Lock()
			rs.cfg.Printf.Write(w.out.Bytes())
			rs.printMu.Unlock()
		}
		w.out.Reset()
		if !ok {
			rs.stop.Store(true)
			break
		}
	}
	// back to the pool (not after a panic: its state may be inconsistent)
	w.run, w.diags = nil, nil
	rs.x.pool.Put(ws)
	return lanes
}

// startShared gives a workgroup's shared memory its contents at the
// start: the variables' initializers, sharedFill elsewhere; with checks,
// no byte has been accessed and the initialised ones count as written.
func (x *exe) startShared(w *wgState, checks bool) {
	if x.shImg != nil {
		copy(w.shared, x.shImg)
	} else {
		for i := range w.shared {
			w.shared[i] = sharedFill
		}
	}
	if checks {
		if x.shDef != nil {
			copy(w.init, x.shDef)
		} else {
			clear(w.init)
		}
		clear(w.wr)
		clear(w.rd)
	}
}

// runWorkgroup runs the subgroups of a workgroup phase by phase, between
// barriers. It returns false after a fatal diagnostic.
func (rs *runState) runWorkgroup(w *wgState, ws *workerState) bool {
	sgs, order, status, done := ws.sgs, ws.order, ws.status, ws.done
	clear(status)
	clear(done)
	for i := range order {
		order[i] = i
	}
	var rng *rand.Rand
	if rs.cfg.Schedule == Random {
		rng = rand.New(rand.NewSource(rs.cfg.Seed ^ (w.lin+1)*0x5851F42D4C957F2D))
	}
	holdBar := false // subgroups at a barrier wait while others finish a rendezvous
	for {
		if rng != nil {
			rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		}
		for _, i := range order {
			if done[i] || holdBar && status[i] == stBarrier {
				continue
			}
			status[i] = sgs[i].run()
			if status[i] == stError {
				return false
			}
			if status[i] == stDone {
				done[i] = true
			}
		}
		nDone, nBar, nCoop := 0, 0, 0
		var bsrc int32 = -1
		sameBarrier := true
		for i, st := range status {
			if done[i] {
				nDone++
				continue
			}
			if st == stCoop {
				nCoop++
			}
			if st == stBarrier {
				nBar++
				if bsrc >= 0 && sgs[i].barrierSrc != bsrc {
					sameBarrier = false
				}
				bsrc = sgs[i].barrierSrc
			}
		}
		if nCoop > 0 {
			coopRendezvous(sgs, status, done)
			for _, st := range status {
				if st == stError {
					return false
				}
			}
			holdBar = nBar > 0
			continue
		}
		holdBar = false
		if nBar == 0 {
			return true
		}
		if nDone > 0 || !sameBarrier {
			var waiting, finished *sg
			for i := range sgs {
				if done[i] && finished == nil {
					finished = sgs[i]
				} else if !done[i] && waiting == nil {
					waiting = sgs[i]
				}
			}
			in := &rs.x.code[waiting.pc-1]
			if !sameBarrier {
				waiting.fatal("divergent-barrier", in, int(waiting.act[0]), "subgroups of the workgroup wait at different barriers")
			} else {
				waiting.fatal("divergent-barrier", in, int(waiting.act[0]), "barrier reached by part of the workgroup: subgroup %d finished without reaching it", finished.id)
			}
			return false
		}
		if rs.checks {
			clear(w.wr)
			clear(w.rd)
			w.bphase++
			for _, s := range sgs {
				s.btouched, s.btouchedAll = s.btouched[:0], false
			}
		}
	}
}
