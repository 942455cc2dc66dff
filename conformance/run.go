package conformance

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// CompileFunc compiles a GLSL compute shader to a SPIR-V binary. name is
// the shader's name in the script and env what its TARGET_ENV (or
// RunOptions.TargetEnv) means; the zero Env when neither is given, which
// leaves the compiler's default.
type CompileFunc func(name, source string, env targetenv.Env) ([]byte, error)

// RunOptions configures Script.Run.
type RunOptions struct {
	// Compile compiles GLSL shaders; a script with a GLSL shader fails
	// without it.
	Compile CompileFunc
	// CompileStage compiles GLSL shaders of the graphics stages (the
	// shader's AmberScript type: vertex, fragment, ...); without it they
	// fail.
	CompileStage func(name, source, stage string, env targetenv.Env) ([]byte, error)
	// Device runs the dispatches; nil means a new InterpDevice.
	Device Device
	// SubgroupSize is used by pipelines without SUBGROUP REQUIRED_SIZE; 0
	// means the device's default.
	SubgroupSize int
	// TargetEnv is the target environment of shaders without TARGET_ENV,
	// resolved by the caller (internal/targetenv); the zero Env passes the
	// zero Env to Compile and assembles SPIRV-ASM as SPIR-V 1.0 (Amber's
	// default).
	TargetEnv targetenv.Env
	// AllowUndefined keeps a RUN passing when the device reports undefined
	// behaviour (the diagnostics are still listed). By default such a RUN
	// fails: a conformance case must not depend on undefined results.
	AllowUndefined bool
	// MaxMismatches bounds the differing values listed in a failure
	// message; 0 means 8.
	MaxMismatches int
}

// Status is the outcome of a command or a file.
type Status int

// The outcomes.
const (
	Pass Status = iota
	Fail
	Skip
)

func (s Status) String() string {
	switch s {
	case Fail:
		return "FAIL"
	case Skip:
		return "SKIP"
	}
	return "PASS"
}

// MarshalJSON writes the status as its name.
func (s Status) MarshalJSON() ([]byte, error) { return json.Marshal(s.String()) }

// Result is the outcome of one executed command (a command inside REPEAT
// gives one result per iteration).
type Result struct {
	Pos     diag.Pos `json:"-"`
	Line    int      `json:"line"`
	Command string   `json:"command"` // the command as written
	Status  Status   `json:"status"`
	// Message explains a failure; Diagnostics lists what the device
	// reported for a RUN.
	Message     string   `json:"message,omitempty"`
	Diagnostics []string `json:"diagnostics,omitempty"`
	// Warnings lists valid-usage rules a RUN broke that drivers tolerate
	// (the command still passes).
	Warnings []string `json:"warnings,omitempty"`
}

// Report is the outcome of running one script.
type Report struct {
	File   string `json:"file"`
	Status Status `json:"status"`
	// Reason says why the file failed before its commands could run, or
	// why it was skipped; it is "" when the commands decided.
	Reason  string   `json:"reason,omitempty"`
	Results []Result `json:"results,omitempty"`
}

// Failures lists the failed results.
func (r *Report) Failures() []Result {
	var out []Result
	for _, x := range r.Results {
		if x.Status == Fail {
			out = append(out, x)
		}
	}
	return out
}

// String prints the report: one line for the file, then one per failure.
func (r *Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s %s", r.Status, r.File)
	if r.Reason != "" {
		fmt.Fprintf(&b, ": %s", r.Reason)
	}
	b.WriteByte('\n')
	for _, x := range r.Results {
		for _, w := range x.Warnings {
			fmt.Fprintf(&b, "  %s: %s: warning: %s\n", x.Pos, x.Command, w)
		}
		if x.Status != Fail {
			continue
		}
		fmt.Fprintf(&b, "  %s: %s: %s\n", x.Pos, x.Command, x.Message)
		for _, d := range x.Diagnostics {
			fmt.Fprintf(&b, "    %s\n", d)
		}
	}
	return b.String()
}

// errStop ends a script's execution after a command that could not run.
var errStop = errors.New("stop")

// ErrDeviceUnsupported is wrapped by a Device's Dispatch error when the
// device lacks something the module needs (a capability, a subgroup size):
// the script is then skipped with that reason, not failed.
var ErrDeviceUnsupported = errors.New("not supported by the device")

// errSkip ends a script that the device cannot run.
var errSkip = errors.New("skip")

type runner struct {
	s       *Script
	opts    RunOptions
	dev     Device
	rep     *Report
	bufs    map[*Buffer][]byte
	modules map[*Shader][]byte
	clears  map[*Pipeline]*Graphics // CLEAR_COLOR and friends (draw.go)
}

// Run executes the script's commands on opts.Device and checks its
// expectations. It never panics; every problem is in the report.
func (s *Script) Run(opts RunOptions) (rep *Report) {
	rep = &Report{File: s.File}
	defer func() {
		if r := recover(); r != nil {
			rep.Status, rep.Reason = Fail, fmt.Sprintf("internal error: %v", r)
		}
	}()
	if s.Unsupported != nil {
		rep.Status, rep.Reason = Fail, s.Unsupported.String()
		return rep
	}
	dev := opts.Device
	if dev == nil {
		dev = &InterpDevice{}
	}
	for _, q := range s.Requirements {
		if !dev.Supports(q.Kind, q.Name) {
			rep.Status = Skip
			rep.Reason = fmt.Sprintf("%s: %s %s is not supported by %s", q.Pos, q.Kind, q.Name, dev.Info().Name)
			return rep
		}
	}
	r := &runner{s: s, opts: opts, dev: dev, rep: rep, bufs: map[*Buffer][]byte{}, modules: map[*Shader][]byte{}}
	if r.opts.MaxMismatches <= 0 {
		r.opts.MaxMismatches = 8
	}
	for _, pl := range s.Pipelines {
		shaders := []*Shader{pl.Shader}
		if g := pl.Graphics; g != nil {
			shaders = []*Shader{g.Fragment}
			if g.Vertex.Format != "PASSTHROUGH" {
				shaders = append(shaders, g.Vertex)
			}
		}
		for _, sh := range shaders {
			if _, err := r.module(sh); err != nil {
				rep.Status, rep.Reason = Fail, err.Error()
				return rep
			}
		}
	}
	for _, b := range s.Buffers {
		r.bufs[b] = append([]byte(nil), b.Init...)
	}
	if err := r.exec(s.Commands); err == errSkip {
		return rep
	}
	for _, x := range rep.Results {
		if x.Status == Fail {
			rep.Status = Fail
		}
	}
	return rep
}

func (r *runner) exec(cmds []Command) error {
	for _, c := range cmds {
		var err error
		switch c := c.(type) {
		case *RepeatCommand:
			for i := 0; i < c.Count && err == nil; i++ {
				err = r.exec(c.Body)
			}
		case *RunCommand:
			err = r.run(c)
		case *CopyCommand:
			r.bufs[c.To] = append([]byte(nil), r.bufs[c.From]...)
		case *ExpectCommand:
			r.result(c, r.expect(c), nil)
		case *ExpectBufferCommand:
			r.result(c, r.expectBuffer(c), nil)
		case *ProbeCommand:
			r.result(c, r.probe(c), nil)
		case *DrawCommand:
			err = r.draw(c)
		case *ClearCommand:
			r.clear(c)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

func (r *runner) result(c Command, msg string, diags []string) {
	st := Pass
	if msg != "" {
		st = Fail
	}
	r.rep.Results = append(r.rep.Results, Result{Pos: c.Position(), Line: c.Position().Line, Command: c.Text(), Status: st, Message: msg, Diagnostics: diags})
}

// module gives a shader's SPIR-V, compiling or assembling it once.
func (r *runner) module(sh *Shader) ([]byte, error) {
	if m, ok := r.modules[sh]; ok {
		return m, nil
	}
	env := sh.Env
	if sh.TargetEnv == "" {
		env = r.opts.TargetEnv
	}
	var code []byte
	switch sh.Format {
	case "SPIRV-HEX", "SPIRV-BIN":
		code = sh.Binary
	case "SPIRV-ASM":
		version := spirv.Version1_0
		if !env.IsZero() {
			version = env.SPIRV
		}
		words, err := spirv.Assemble(sh.Source, spirv.AsmOptions{Version: version})
		if err != nil {
			var ae *spirv.AsmError
			if errors.As(err, &ae) {
				pos := diag.Pos{File: sh.SourceFile, Line: sh.SourceLine + ae.Line - 1, Col: ae.Col}
				return nil, &Error{pos, fmt.Sprintf("shader %s: %s", sh.Name, ae.Msg)}
			}
			return nil, &Error{sh.Pos, fmt.Sprintf("shader %s: %v", sh.Name, err)}
		}
		code = spirv.Encode(words)
	case "GLSL":
		if r.opts.Compile == nil {
			return nil, &Error{sh.Pos, fmt.Sprintf("shader %s: no GLSL compiler configured", sh.Name)}
		}
		var err error
		if sh.Type != "compute" && sh.Type != "multi" {
			if r.opts.CompileStage == nil {
				return nil, &Error{sh.Pos, fmt.Sprintf("shader %s: no GLSL compiler configured for %s shaders", sh.Name, sh.Type)}
			}
			code, err = r.opts.CompileStage(sh.Name, sh.Source, sh.Type, env)
		} else {
			code, err = r.opts.Compile(sh.Name, sh.Source, env)
		}
		var le *diag.ListError
		if errors.As(err, &le) && sh.SourceFile != "" {
			return nil, inScript(sh, le)
		}
		if err != nil {
			return nil, &Error{sh.Pos, fmt.Sprintf("shader %s: %v", sh.Name, err)}
		}
	default:
		return nil, &Error{sh.Pos, fmt.Sprintf("shader %s: unsupported format %s", sh.Name, sh.Format)}
	}
	r.modules[sh] = code
	return code, nil
}

func (r *runner) subgroupSize(pl *Pipeline) int {
	info := r.dev.Info()
	switch pl.RequiredSubgroupSize {
	case 0:
		return r.opts.SubgroupSize
	case SubgroupMin:
		return info.MinSubgroupSize
	case SubgroupMax:
		return info.MaxSubgroupSize
	}
	return pl.RequiredSubgroupSize
}

func (r *runner) run(c *RunCommand) error {
	pl := c.Pipeline
	code, err := r.module(pl.Shader)
	if err == nil {
		code, err = optimize(pl, code)
	}
	if err != nil {
		r.result(c, err.Error(), nil)
		return errStop
	}
	d := &Dispatch{
		SPIRV: code, Entry: pl.Entry, Spec: pl.Spec, Workgroups: c.Workgroups,
		SubgroupSize: r.subgroupSize(pl), FullSubgroups: pl.FullSubgroups,
		Timeout:            time.Duration(r.s.FenceTimeoutMS) * time.Millisecond,
		RobustBufferAccess: r.s.requires(Feature, "robustBufferAccess"),
	}
	info := r.dev.Info()
	for i, n := range c.Workgroups {
		if max := info.MaxWorkgroupCount[i]; max != 0 && n > max {
			r.result(c, fmt.Sprintf("%d workgroups in %c exceed the device's maxComputeWorkGroupCount.%c, %d", n, "xyz"[i], "xyz"[i], max), nil)
			return errStop
		}
	}
	if n := d.SubgroupSize; n != 0 && (n < info.MinSubgroupSize || n > info.MaxSubgroupSize) {
		// The device cannot give this size: the script cannot run there
		// (skipped with the reason), which says nothing about its result.
		r.rep.Status = Skip
		r.rep.Reason = fmt.Sprintf("%s: subgroup size %d is outside the device's range %d..%d", c.Position(), n, info.MinSubgroupSize, info.MaxSubgroupSize)
		return errSkip
	}
	images, err := r.bindings(c, pl, d)
	if err != nil {
		return err
	}
	if c.Workgroups[0] == 0 || c.Workgroups[1] == 0 || c.Workgroups[2] == 0 {
		// vkCmdDispatch with a zero count runs no workgroup: the
		// buffers stay as they are (the interpreter would count a
		// zero as 1)
		r.result(c, "", nil)
		return nil
	}
	res, err := r.dev.Dispatch(d)
	for _, im := range images {
		readImage(im.img, r.bufs[im.buf], im.base)
	}
	var diags []string
	if res != nil {
		diags = res.Diagnostics
	}
	if err != nil {
		if errors.Is(err, ErrDeviceUnsupported) {
			r.rep.Status, r.rep.Reason = Skip, fmt.Sprintf("%s: %v", c.Position(), err)
			return errSkip
		}
		r.result(c, err.Error(), diags)
		return errStop
	}
	msg := ""
	if len(diags) > 0 && !r.opts.AllowUndefined {
		msg = fmt.Sprintf("the device reported %d diagnostic(s)", len(diags))
	}
	r.result(c, msg, diags)
	r.rep.Results[len(r.rep.Results)-1].Warnings = res.Warnings
	return nil
}

// bindings fills a dispatch's (or draw's) buffer, image and push-constant
// bindings from the pipeline's; an error has been reported as c's result.
func (r *runner) bindings(c Command, pl *Pipeline, d *Dispatch) ([]boundImage, error) {
	memIndex := map[*Buffer]int{}
	var images []boundImage
	var err error
	d.Images, images, err = r.imageBindings(pl)
	if err != nil {
		r.result(c, err.Error(), nil)
		return nil, errStop
	}
	for _, b := range pl.Bindings {
		if _, image := texelKind[b.Kind]; image {
			continue
		}
		data := r.bufs[b.Buffer]
		m, ok := memIndex[b.Buffer]
		if !ok {
			m = len(d.Memory)
			memIndex[b.Buffer] = m
			d.Memory = append(d.Memory, data)
		}
		start := b.Offset + b.DescOffset
		if start > len(data) {
			r.result(c, fmt.Sprintf("%s: offset %d is beyond the end of buffer %s (%d bytes)", b.Pos, start, b.Buffer.Name, len(data)), nil)
			return nil, errStop
		}
		end := len(data)
		if b.Range >= 0 {
			end = start + b.Range
			if end > len(data) {
				r.result(c, fmt.Sprintf("%s: range %d at offset %d is beyond the end of buffer %s (%d bytes)", b.Pos, b.Range, start, b.Buffer.Name, len(data)), nil)
				return nil, errStop
			}
		}
		d.Buffers = append(d.Buffers, BufferBinding{Set: b.Set, Binding: b.Binding, ArrayIndex: b.ArrayIndex, ArraySize: b.ArraySize, Kind: b.Kind, Memory: m,
			Offset: b.DescOffset, DynamicOffset: b.Offset, Range: b.Range, Data: data[start:end:end]})
	}
	if pl.PushConstants != nil {
		d.PushConstants = r.bufs[pl.PushConstants]
	}
	return images, nil
}

// expect checks EXPECT buffer IDX ...
func (r *runner) expect(c *ExpectCommand) string {
	data := r.bufs[c.Buffer]
	e := c.Buffer.Elem
	if end := expectEnd(c.Offset, e, len(c.Values)); end > len(data) {
		return fmt.Sprintf("the values need %d bytes, buffer %s has %d", end, c.Buffer.Name, len(data))
	}
	nc := len(e.Comps)
	var bad []string
	nbad := 0
	for i, want := range c.Values {
		comp := e.Comps[i%nc]
		off := c.Offset + (i/nc)*e.Size + comp.Offset
		got := get(data, off, comp.Type)
		if compare(c, got, want, comp.Type) {
			continue
		}
		nbad++
		if len(bad) < r.opts.MaxMismatches {
			bad = append(bad, fmt.Sprintf("value %d (byte %d): expected %s%s, got %s",
				i, off, opPrefix(c.Op), formatValue(want.Bits, comp.Type), formatValue(got, comp.Type)))
		}
	}
	if nbad == 0 {
		return ""
	}
	msg := fmt.Sprintf("%d of %d values differ: %s", nbad, len(c.Values), strings.Join(bad, "; "))
	if nbad > len(bad) {
		msg += "; ..."
	}
	return msg
}

func opPrefix(op Comparator) string {
	return [...]string{"", "!= ", "< ", "<= ", "> ", ">= "}[op]
}

// amberEpsilon is the relative tolerance, in percent, of Amber's EQ and NE
// on floats without TOLERANCE (its verifier's kEpsilon).
const amberEpsilon = 0.000001

// compare applies an EXPECT comparator to one component as Amber's
// verifier does. EQ with TOLERANCE compares any type as float64 within the
// first tolerance (Amber applies it to every component). Otherwise
// integers compare as their type, and floats as float64 with the expected
// value rounded to the component's precision (float32 for a 16-bit float,
// which Amber widens to float before comparing); EQ and NE on floats
// allow a relative difference of 1e-6 percent.
func compare(c *ExpectCommand, got uint64, want Value, s Scalar) bool {
	a := toFloat(got, s)
	if s.Kind == Float && s.Bits == 16 && got&0x7c00 == 0 {
		a = math.Copysign(0, a) // Amber reads a half denormal as zero
	}
	if c.Op == EQ && len(c.Tolerances) > 0 {
		b := toFloat(want.Bits, s)
		if s.Kind == Float {
			b = expectedFloat(want, s)
		}
		return floatEqual(a, b, c.Tolerances[0])
	}
	if s.Kind != Float {
		var lt, eq bool
		if s.Kind == Int {
			a, b := signExtend(got, s.Bits), signExtend(want.Bits, s.Bits)
			lt, eq = a < b, a == b
		} else {
			lt, eq = got < want.Bits, got == want.Bits
		}
		return cmpResult(c.Op, lt, eq)
	}
	b := expectedFloat(want, s)
	if c.Op == EQ || c.Op == NE {
		eq := floatEqual(a, b, Tolerance{Value: amberEpsilon, Percent: true})
		return eq == (c.Op == EQ)
	}
	if math.IsNaN(a) || math.IsNaN(b) {
		return false
	}
	return cmpResult(c.Op, a < b, a == b)
}

// expectedFloat is an expected float value at the precision Amber compares
// a component of type s in: float32 for 16- and 32-bit floats.
func expectedFloat(want Value, s Scalar) float64 {
	if s.Bits == 16 {
		return float64(float32(want.F))
	}
	return decodeFloat(want.Bits, s.Bits)
}

func cmpResult(op Comparator, lt, eq bool) bool {
	switch op {
	case EQ:
		return eq
	case NE:
		return !eq
	case LT:
		return lt
	case LE:
		return lt || eq
	case GT:
		return !lt && !eq
	}
	return !lt
}

// floatEqual is Amber's IsEqualWithTolerance: NaN equals only NaN, else
// the difference is at most the tolerance (a percentage of the expected
// value's magnitude when Percent).
func floatEqual(a, b float64, t Tolerance) bool {
	if math.IsNaN(a) || math.IsNaN(b) {
		return math.IsNaN(a) && math.IsNaN(b)
	}
	if math.IsInf(a, 0) || math.IsInf(b, 0) {
		// Amber's arithmetic makes equal infinities equal (their
		// difference is NaN, which is not above the limit), but also
		// -Inf equal to +Inf within any percentage (Inf is not above
		// Inf%); only the first is meant.
		return a == b
	}
	lim := t.Value
	if t.Percent {
		lim = t.Value / 100 * math.Abs(b)
	}
	return math.Abs(a-b) <= lim
}

// expectBuffer checks EQ_BUFFER and RMSE_BUFFER.
func (r *runner) expectBuffer(c *ExpectBufferCommand) string {
	a, b := r.bufs[c.A], r.bufs[c.B]
	ea, eb := c.A.Elem, c.B.Elem
	if !sameLayout(ea, eb) {
		return fmt.Sprintf("buffers %s (%s %s) and %s (%s %s) have different element layouts",
			c.A.Name, c.A.Type.Name, c.A.Layout, c.B.Name, c.B.Type.Name, c.B.Layout)
	}
	if len(a) != len(b) {
		return fmt.Sprintf("buffer %s has %d bytes, %s has %d", c.A.Name, len(a), c.B.Name, len(b))
	}
	n := 0
	if ea.Size > 0 {
		n = len(a) / ea.Size
	}
	if c.EMD {
		return histogramEMD(c, ea, a, b, n)
	}
	if c.RMSE {
		sum, count := 0.0, 0
		for i := 0; i < n; i++ {
			for _, comp := range ea.Comps {
				off := i*ea.Size + comp.Offset
				d := toFloat(get(a, off, comp.Type), comp.Type) - toFloat(get(b, off, comp.Type), comp.Type)
				sum += d * d
				count++
			}
		}
		rmse := 0.0
		if count > 0 {
			rmse = math.Sqrt(sum / float64(count))
		}
		if !(rmse <= c.Tolerance) {
			return fmt.Sprintf("root mean square error %g is greater than the tolerance %g", rmse, c.Tolerance)
		}
		return ""
	}
	var bad []string
	nbad, total := 0, 0
	for i := 0; i < n; i++ {
		for k, comp := range ea.Comps {
			off := i*ea.Size + comp.Offset
			x, y := get(a, off, comp.Type), get(b, off, comp.Type)
			total++
			if x == y {
				continue
			}
			nbad++
			if len(bad) < r.opts.MaxMismatches {
				bad = append(bad, fmt.Sprintf("element %d component %d (byte %d): %s has %s, %s has %s",
					i, k, off, c.A.Name, formatValue(x, comp.Type), c.B.Name, formatValue(y, comp.Type)))
			}
		}
	}
	if nbad == 0 {
		return ""
	}
	msg := fmt.Sprintf("%d of %d values differ: %s", nbad, total, strings.Join(bad, "; "))
	if nbad > len(bad) {
		msg += "; ..."
	}
	return msg
}

// histogramEMD is Amber's Buffer::CompareHistogramEMD: for each of the
// four 8-bit channels, the earth mover's distance between the two
// buffers' 256-bin histograms (normalized by the element count), summed
// cumulative differences divided by 256; the largest must not exceed the
// tolerance.
func histogramEMD(c *ExpectBufferCommand, e ElemLayout, a, b []byte, n int) string {
	if len(e.Comps) != 4 {
		return "EMD comparison only supports 8bit unorm format with four channels"
	}
	for _, comp := range e.Comps {
		if comp.Type.Bits != 8 || comp.Type.Kind != Uint {
			return "EMD comparison only supports 8bit unorm format with four channels"
		}
	}
	maxEMD := 0.0
	for ch, comp := range e.Comps {
		var h1, h2 [256]float64
		for i := 0; i < n; i++ {
			h1[a[i*e.Size+comp.Offset]]++
			h2[b[i*e.Size+comp.Offset]]++
		}
		total, accum := 0.0, 0.0
		for i := 0; i < 256; i++ {
			accum += h1[i]/float64(n) - h2[i]/float64(n)
			total += math.Abs(accum)
		}
		emd := total / 256
		_ = ch
		maxEMD = math.Max(maxEMD, emd)
	}
	if maxEMD > float64(float32(c.Tolerance)) {
		return fmt.Sprintf("histogram EMD %g is greater than the tolerance %g", maxEMD, c.Tolerance)
	}
	return ""
}

func sameLayout(a, b ElemLayout) bool {
	if a.Size != b.Size || len(a.Comps) != len(b.Comps) {
		return false
	}
	for i := range a.Comps {
		if a.Comps[i] != b.Comps[i] {
			return false
		}
	}
	return true
}

// inScript places the compiler's diagnostics of a GLSL shader in the file
// that holds its text (the script, or its FILE), at the lines there.
func inScript(sh *Shader, le *diag.ListError) *Error {
	l := &diag.List{Limit: -1}
	var first *diag.Diagnostic
	for _, d := range le.List.Diags {
		if d.Pos.File == sh.Name && d.Pos.IsValid() {
			d.Pos.File, d.Pos.Line = sh.SourceFile, d.Pos.Line+sh.SourceLine-1
		}
		l.Add(d)
		if first == nil && d.Severity == diag.Error {
			first = &l.Diags[len(l.Diags)-1]
		}
	}
	var b strings.Builder
	diag.Print(&b, l, shaderLines{sh, le.Sources}, diag.Text)
	text := strings.TrimSpace(b.String())
	if first == nil || !first.Pos.IsValid() {
		return &Error{sh.Pos, fmt.Sprintf("shader %s: %s", sh.Name, text)}
	}
	return &Error{first.Pos, strings.TrimPrefix(text, first.Pos.String()+": ")}
}

// shaderLines reads the lines of a shader's text at their place in the
// file that holds it.
type shaderLines struct {
	sh  *Shader
	src diag.Sources
}

func (s shaderLines) Line(file string, line int) (string, bool) {
	if file == s.sh.SourceFile {
		return s.src.Line(s.sh.Name, line-s.sh.SourceLine+1)
	}
	return s.src.Line(file, line)
}
