package interp

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Execution traces (Config.Trace).
//
// A run with Config.Trace set records, for the subgroups it names, every
// instruction a subgroup executes: the active lanes, the source line,
// each active lane's result, the lanes a cross-lane operation read or
// grouped, barriers and the undefined-behaviour reports made there. The
// subgroups then run one instruction at a time (runStepwise, the
// reference engine's loop, engine.go). A traced run uses one worker, so that "the last store to a
// byte" (TraceOptions.FindWriter) is well defined; results are those of
// an untraced run.

// DefaultTraceSteps is the number of steps recorded per subgroup when
// TraceOptions.MaxSteps is 0; MaxTraceSubgroups bounds the subgroups one
// trace records.
const (
	DefaultTraceSteps = 2000
	MaxTraceSubgroups = 8
)

// TraceOptions selects what a run records.
type TraceOptions struct {
	// Subgroups lists the subgroups to record (at most MaxTraceSubgroups;
	// the rest are dropped and counted in Trace.Dropped). Empty means
	// subgroup 0 of workgroup (0,0,0).
	Subgroups []TraceTarget
	// MaxSteps bounds the steps recorded per subgroup; 0 means
	// DefaultTraceSteps. Later steps are counted, not recorded.
	MaxSteps int
	// FindWriter, when set, asks which invocation stored last (OpStore or
	// an atomic other than a load) to one byte of a bound buffer; the
	// answer is Trace.Writer.
	FindWriter *BufferByte
}

// TraceTarget names a subgroup of the dispatch.
type TraceTarget struct {
	Workgroup [3]uint32
	Subgroup  int
}

// BufferByte names a byte of the buffer bound at Set, Binding.
type BufferByte struct {
	Set, Binding uint32
	Offset       int
}

// Trace is the recording of a run (Result.Trace).
type Trace struct {
	SubgroupSize int
	MaxSteps     int
	// Subgroups holds one recording per requested subgroup, in the
	// order asked. A subgroup that does not exist in the dispatch has
	// Ran false and no steps.
	Subgroups []*SubgroupTrace
	// Dropped counts requested subgroups beyond MaxTraceSubgroups.
	Dropped int
	// Writer answers TraceOptions.FindWriter; nil when no invocation
	// stored to that byte.
	Writer *Writer
}

// Writer is the invocation that last stored to a byte.
type Writer struct {
	Workgroup  [3]uint32
	Subgroup   int
	Lane       int
	LocalIndex int // gl_LocalInvocationIndex
	// Step is the subgroup's step number (1-based) of that store.
	Step int64
	// Atomic says the write was an atomic operation, not an OpStore.
	Atomic bool
}

// SubgroupTrace is the recording of one subgroup.
type SubgroupTrace struct {
	Workgroup [3]uint32
	Subgroup  int
	// Ran reports whether the subgroup exists and ran; Lanes is the
	// number of its lanes (fewer than the subgroup size in a partial last
	// subgroup).
	Ran   bool
	Lanes int
	Steps []TraceStep
	// TotalSteps counts every step the subgroup executed; Truncated says
	// that steps after MaxSteps were not recorded.
	TotalSteps int64
	Truncated  bool
}

// LaneMask is a set of lanes (bit l of word l/64).
type LaneMask [2]uint64

// Has reports whether lane l is in m.
func (m LaneMask) Has(l int) bool { return l >= 0 && l < 128 && m[l>>6]>>(l&63)&1 != 0 }

// Count is the number of lanes in m.
func (m LaneMask) Count() int { return lmask(m).count() }

// TraceStep is one executed instruction.
type TraceStep struct {
	// Index is the step number in the subgroup, from 1; steps where the
	// subgroup stopped at a barrier and resumed follow one another.
	Index  int64
	Op     spirv.Op
	Offset int // word offset of the instruction in the module
	File   string
	Line   int // source line from OpLine, 0 without
	Active LaneMask
	// Result is the result id (0 when the instruction has none or its
	// value is not kept in a register of its own); Values holds each
	// lane's value, formatted ("" for lanes that were not active).
	Result uint32
	Values []string
	// Cross describes a cross-lane operation; nil for others.
	Cross *CrossLane
	// Barrier is set for OpControlBarrier (Scope names its execution
	// scope: "workgroup", "subgroup", ...).
	Barrier bool
	Scope   string
	// Diags lists the undefined-behaviour reports made at this step.
	Diags []TraceDiag
}

// CrossLane describes the lanes a cross-lane operation involved.
type CrossLane struct {
	// Kind is "read" (each lane read one lane: Source), "group" (lanes
	// combined within groups: Group, e.g. partitions, clusters, quads) or
	// "all" (every active lane took part).
	Kind string
	// Source[l] is the lane that lane l read (it may be outside the
	// subgroup, or inactive: both are undefined results); -1 for lanes
	// that were not active.
	Source []int
	// Group[l] numbers lane l's group from 0 in order of each group's
	// lowest lane; -1 for lanes that were not active.
	Group []int
}

// TraceDiag is one undefined-behaviour report at a step.
type TraceDiag struct {
	Kind     string
	Severity Severity
	Lane     int
	Msg      string
}

// tracer is the per-run state of a trace.
type tracer struct {
	opt     TraceOptions
	out     *Trace
	byKey   map[traceKey]*SubgroupTrace
	results map[int]uint32 // word offset -> result id
	writer  *BufferByte
	wbuf    int // index into exe.bufs of the writer's buffer (-1: none)
}

type traceKey struct {
	wg [3]uint32
	id int
}

// sgRec records one subgroup's steps.
type sgRec struct {
	t   *tracer
	st  *SubgroupTrace
	cur *TraceStep // the step being executed (nil: not recording)
	src []int      // readLanes' source per lane, for the current step
}

func newTracer(x *exe, opt *TraceOptions, S int) *tracer {
	t := &tracer{opt: *opt, byKey: map[traceKey]*SubgroupTrace{}, wbuf: -1}
	if t.opt.MaxSteps <= 0 {
		t.opt.MaxSteps = DefaultTraceSteps
	}
	t.out = &Trace{SubgroupSize: S, MaxSteps: t.opt.MaxSteps}
	targets := t.opt.Subgroups
	if len(targets) == 0 {
		targets = []TraceTarget{{}}
	}
	for _, tg := range targets {
		k := traceKey{tg.Workgroup, tg.Subgroup}
		if t.byKey[k] != nil {
			continue
		}
		if len(t.out.Subgroups) == MaxTraceSubgroups {
			t.out.Dropped++
			continue
		}
		st := &SubgroupTrace{Workgroup: tg.Workgroup, Subgroup: tg.Subgroup}
		t.byKey[k] = st
		t.out.Subgroups = append(t.out.Subgroups, st)
	}
	t.results = map[int]uint32{}
	for _, in := range x.m.raw.Insts {
		info, ok := in.Op.Info()
		if !ok || !info.HasResult() {
			continue
		}
		i := 1
		if info.HasResultType() {
			i = 2
		}
		if i < len(in.Words) {
			t.results[in.Offset] = in.Words[i]
		}
	}
	if w := opt.FindWriter; w != nil {
		t.writer = w
		for i, b := range x.bufs {
			if b.info.Set == w.Set && b.info.Binding == w.Binding && b.info.ArrayIndex == 0 {
				t.wbuf = i
				break
			}
		}
	}
	return t
}

// begin opens the record of the step about to execute in.
func (r *sgRec) begin(s *sg, in *inst) {
	r.st.TotalSteps = s.steps
	r.cur, r.src = nil, nil
	if len(r.st.Steps) >= r.t.opt.MaxSteps {
		r.st.Truncated = true
		return
	}
	si := s.x.src[in.src]
	r.st.Steps = append(r.st.Steps, TraceStep{Index: s.steps, Op: si.op, Offset: si.off, File: si.file, Line: si.line, Active: LaneMask(s.mask)})
	r.cur = &r.st.Steps[len(r.st.Steps)-1]
	switch in.op {
	case xGroup:
		if readsLanes(in.sub) {
			r.src = make([]int, s.S)
			for l := range r.src {
				r.src[l] = -1
			}
		}
	case xBarrier:
		r.cur.Barrier = true
		r.cur.Scope = scopeName(spirv.Scope(in.a))
	}
}

// end completes the step's record after in ran (pc is where it was).
func (r *sgRec) end(s *sg, in *inst, pc int) {
	cur := r.cur
	if cur == nil {
		return
	}
	r.cur = nil
	mask := lmask(cur.Active)
	if in.op == xGroup {
		cur.Cross = r.cross(s, in, mask)
	}
	if in.op >= xBranch || in.op == xNop || in.op == xStore || in.op == xCopyMemory || in.op == xPrintf {
		return
	}
	code := s.x.code
	if pc+1 < len(code) && code[pc+1].src == in.src && code[pc+1].op != xNop {
		return // the instruction goes on in the next inst
	}
	id := r.t.results[cur.Offset]
	vt := s.x.vals.typ[id]
	slot, ok := s.x.vals.slot[id]
	if id == 0 || vt == nil || !ok || vt.k == tPointer || vt.k == tVoid || vt.k == tOpaque {
		return
	}
	if in.d != slot && pc+1 < len(code) && code[pc+1].op == xNop && s.x.src[code[pc+1].src].op == spirv.OpStore {
		slot = in.d // computed straight into the stored-to variable
	}
	n := vt.comps
	if vt.k == tCoopMat {
		n = min(n, vt.coop.length(s.S)) // the lane's elements, not the padding registers
	}
	if n < 1 || int(slot)+n > s.x.nslots {
		return
	}
	cur.Result = id
	cur.Values = make([]string, s.S)
	var b strings.Builder
	for _, l := range s.act {
		b.Reset()
		if n > 1 {
			b.WriteByte('(')
		}
		for c := 0; c < n; c++ {
			if c > 0 {
				b.WriteString(", ")
			}
			b.WriteString(formatScalar(vt.compType(c), s.regs[(int(slot)+c)*s.S+int(l)]))
		}
		if n > 1 {
			b.WriteByte(')')
		}
		cur.Values[l] = b.String()
	}
}

// cross describes the lanes group operation in involved.
func (r *sgRec) cross(s *sg, in *inst, mask lmask) *CrossLane {
	S := s.S
	if r.src != nil {
		return &CrossLane{Kind: "read", Source: r.src}
	}
	g := in.x.group
	var key func(l int) lmask
	switch {
	case in.sub == gPartition:
		key = func(l int) lmask { return s.ballotOf(in.d, l) }
	case in.sub == gArith && g != nil && isPartitioned(spirv.GroupOperation(g.gop)):
		key = func(l int) lmask { return s.ballotOf(in.b, l).and(mask) }
	case in.sub == gArith && g != nil && g.cluster > 0 && g.cluster < S:
		cs := g.cluster
		return groupsBy(S, mask, func(l int) int { return l / cs })
	default:
		return &CrossLane{Kind: "all"}
	}
	cl := &CrossLane{Kind: "group", Group: make([]int, S)}
	var keys []lmask
	for l := 0; l < S; l++ {
		cl.Group[l] = -1
		if !mask.has(l) {
			continue
		}
		k := key(l)
		gi := -1
		for i, e := range keys {
			if e == k {
				gi = i
				break
			}
		}
		if gi < 0 {
			keys = append(keys, k)
			gi = len(keys) - 1
		}
		cl.Group[l] = gi
	}
	return cl
}

// groupsBy numbers the groups of the active lanes by a key function whose
// values rise with the lane.
func groupsBy(S int, mask lmask, key func(l int) int) *CrossLane {
	cl := &CrossLane{Kind: "group", Group: make([]int, S)}
	last, gi := -1, -1
	for l := 0; l < S; l++ {
		cl.Group[l] = -1
		if !mask.has(l) {
			continue
		}
		if k := key(l); k != last {
			last = k
			gi++
		}
		cl.Group[l] = gi
	}
	return cl
}

func isPartitioned(op spirv.GroupOperation) bool {
	switch op {
	case spirv.GroupOperationPartitionedReduceNV, spirv.GroupOperationPartitionedInclusiveScanNV, spirv.GroupOperationPartitionedExclusiveScanNV:
		return true
	}
	return false
}

// readsLanes reports whether group operation kind sub reads other lanes
// through readLanes.
func readsLanes(sub uint8) bool {
	switch sub {
	case gBroadcast, gShuffle, gBroadcastFirst, gShuffleXor, gShuffleUp, gShuffleDown,
		gQuadBroadcast, gQuadSwap, gRotate, gSwizzleAMD, gSwizzleMaskedAMD:
		return true
	}
	return false
}

// noteSource records that lane l read lane src (readLanes).
func (r *sgRec) noteSource(l, src int) {
	if r.src != nil && l < len(r.src) {
		r.src[l] = src
	}
}

// noteDiag records an undefined-behaviour report at the current step.
func (r *sgRec) noteDiag(kind string, sev Severity, lane int, format string, args []any) {
	if r.cur == nil || len(r.cur.Diags) >= 16 {
		return
	}
	r.cur.Diags = append(r.cur.Diags, TraceDiag{Kind: kind, Severity: sev, Lane: lane, Msg: fmt.Sprintf(format, args...)})
}

// noteStore remembers the lanes of a store or atomic that write the
// watched byte.
func (t *tracer) noteStore(s *sg, in *inst) {
	want := uint64(t.wbuf + regBuf)
	p := s.r(in.a)
	atomic := in.op == xAtomic
	for _, l := range s.act {
		ptr := p[l]
		if ptr>>32 != want {
			continue
		}
		off := int64(uint32(ptr))
		hit := false
		if atomic {
			hit = int64(t.writer.Offset) >= off && int64(t.writer.Offset) < off+int64(in.w/8)
		}
		for _, sl := range slotsOf(in) {
			lo := off + int64(sl.off)
			hit = hit || int64(t.writer.Offset) >= lo && int64(t.writer.Offset) < lo+int64(sl.size)
		}
		if hit {
			t.out.Writer = &Writer{Workgroup: s.wg.id, Subgroup: s.id, Lane: int(l), LocalIndex: s.id*s.S + int(l), Step: s.steps, Atomic: atomic}
		}
	}
}

// slotsOf returns a store's memory slots (none for an atomic).
func slotsOf(in *inst) []slot {
	if in.op == xStore && in.x != nil && in.x.lay != nil {
		return in.x.lay.slots
	}
	return nil
}

func scopeName(sc spirv.Scope) string {
	switch sc {
	case spirv.ScopeCrossDevice:
		return "cross-device"
	case spirv.ScopeDevice:
		return "device"
	case spirv.ScopeWorkgroup:
		return "workgroup"
	case spirv.ScopeSubgroup:
		return "subgroup"
	case spirv.ScopeInvocation:
		return "invocation"
	}
	return strconv.Itoa(int(sc))
}

// formatScalar writes one register value of scalar type t.
func formatScalar(t *rtype, v uint64) string {
	switch t.k {
	case tBool:
		return strconv.FormatBool(v != 0)
	case tFloat:
		x := scalarF(t, v) // bfloat16 and float8 too
		bits := 64
		if t.width <= 32 {
			bits = 32
		}
		return strconv.FormatFloat(x, 'g', -1, bits)
	case tInt:
		if t.signed {
			return strconv.FormatInt(sext(v, t.width), 10)
		}
		return strconv.FormatUint(v&wmask(t.width), 10)
	}
	return fmt.Sprintf("0x%x", v)
}
