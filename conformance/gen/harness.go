package gen

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// Executor names: a compiler form run on the interpreter, or on a device.
const (
	ExecNative   = "glslc-nv"              // glslc-nv, native subgroup operations
	ExecEmulated = "glslc-nv-emulate"      // glslc-nv -femulate-subgroup=all
	ExecGlslang  = "glslangValidator"      // the reference compiler
	ExecRef      = "glslangValidator(ref)" // glslangValidator on the reference form (RefGLSL)
	ExecLavapipe = "lavapipe"              // prefix of the device executors
)

// DeviceExec names a compiler form run on the device.
func DeviceExec(form string) string { return ExecLavapipe + "(" + form + ")" }

// Device runs a module on a real driver at a fixed subgroup size (see
// spirv/vulkan); the harness uses it as one more executor.
type Device interface {
	// Run dispatches spv; buffers are updated in place. Skip reports an
	// error that means "this device cannot run the module" (not a failure).
	// images (nil without any) are updated in place too.
	Run(spv []byte, workgroups uint32, buffers map[[2]uint32][]byte, images map[[2]uint32]*texel.Binding) error
	Skip(err error) bool
	SubgroupSize() int
	// DriverInfo is the driver's version string (the lavapipe regression
	// cases record bugs of one version).
	DriverInfo() string
}

// Harness runs programs on every executor and compares their outputs.
type Harness struct {
	// Glslang is the path of glslangValidator ("" leaves it out);
	// SpirvVal the path of spirv-val ("" skips validation).
	Glslang  string
	SpirvVal string
	// Sizes are the interpreter's subgroup sizes (default 4, 8, 32, 64).
	Sizes []int
	// Device, when set, runs the emulated (and, when it can, the
	// glslangValidator) form once more at its subgroup size.
	Device Device
	// TempDir holds the files of external tools ("" uses os.TempDir).
	TempDir string
	// Debug compiles glslc-nv's forms with -g (OpLine and source text).
	Debug bool
	// Hook, when set, sees each interpreter run's output buffer and may
	// change it (the harness's own tests use it to fake a wrong executor).
	Hook func(exec string, size int, out []byte)
	// CompareEngines runs every interpreter run a second time on the
	// reference engine (the first is on the fast one) and fails the
	// program (kind "engines") unless both leave the same buffers and
	// images, instruction count, diagnostics and error.
	CompareEngines bool
	// engineHook, when set, sees the reference engine's output buffer
	// (the harness's tests fake a disagreement with it).
	engineHook func(out []byte)
}

// Failure is the first disagreement found for a program.
type Failure struct {
	// Kind is compile, validate, run, diagnostic, mismatch or engines
	// (the interpreter's two engines disagree, Harness.CompareEngines).
	Kind string
	// Execs names the executors involved: the one that failed (compile,
	// validate, run), those with diagnostics, or the two that disagree.
	Execs []string
	// Size is the subgroup size of the run (0 for compile and validate).
	Size   int
	Detail string
	// Driver is the device's driverInfo ("Mesa 25.0.7 ...") when the
	// device is among Execs; a kept case records its Mesa release.
	Driver string
}

func (f *Failure) String() string {
	s := fmt.Sprintf("%s: %s", f.Kind, strings.Join(f.Execs, " vs "))
	if f.Size != 0 {
		s += fmt.Sprintf(" at subgroup size %d", f.Size)
	}
	return s + ": " + f.Detail
}

// Same reports whether g is the same failure as f (kind and executors),
// the reducer's notion of "still failing".
func (f *Failure) Same(g *Failure) bool {
	if g == nil || f.Kind != g.Kind || len(f.Execs) != len(g.Execs) {
		return false
	}
	for i := range f.Execs {
		if f.Execs[i] != g.Execs[i] {
			return false
		}
	}
	return true
}

// Stats counts what Check did.
type Stats struct {
	Glslang bool           // the program was compared with glslangValidator
	Runs    map[string]int // runs per executor
	// Unsupported counts, per device executor, the runs the device
	// refused for a capability or limit it lacks.
	Unsupported map[string]int
	// OnDevice says at least one form of the program ran on the device.
	OnDevice bool
	// Source is the program's GLSL when it ran on the device (for the
	// tally of constructs that reached it).
	Source string
}

type form struct {
	name string
	spv  []byte
}

// UsesGlslangMissing reports whether src needs an extension
// glslangValidator lacks.
func UsesGlslangMissing(src string) bool {
	for x := range glslangMissing {
		if strings.Contains(src, "#extension "+x) {
			return true
		}
	}
	return false
}

// CompileNative compiles src with glslc-nv for the target environment env
// (emulate selects
// -femulate-subgroup=all).
func CompileNative(src, env string, emulate bool) ([]byte, error) {
	return compileNative(src, env, emulate, false)
}

func compileNative(src, env string, emulate, debug bool) ([]byte, error) {
	diags := &diag.List{}
	te, err := targetenv.Compiler(env)
	if err != nil {
		return nil, err
	}
	opts := driver.Options{PP: pp.Options{Vulkan: true}, TargetEnv: te, Debug: debug}
	if emulate {
		opts.Emulate = driver.EmulateAll
	}
	res := driver.Compile("gen.comp", []byte(src), opts, diags)
	if res.Words == nil {
		var b bytes.Buffer
		diag.Print(&b, diags, res.Sources, diag.Text)
		return nil, fmt.Errorf("%s", strings.TrimSpace(b.String()))
	}
	return spirv.Encode(res.Words), nil
}

func (h *Harness) tmp(pattern string) (string, error) {
	f, err := os.CreateTemp(h.TempDir, pattern)
	if err != nil {
		return "", err
	}
	name := f.Name()
	f.Close()
	return name, nil
}

// compileGlslang compiles src with glslangValidator.
func (h *Harness) compileGlslang(src, env string) ([]byte, error) {
	in, err := h.tmp("gen-*.comp")
	if err != nil {
		return nil, err
	}
	defer os.Remove(in)
	out := in + ".spv"
	defer os.Remove(out)
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(h.Glslang, "-V", "--target-env", env, "-o", out, in)
	if b, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%v: %s", err, strings.ReplaceAll(string(b), filepath.Dir(in)+"/", ""))
	}
	return os.ReadFile(out)
}

func (h *Harness) validate(spv []byte, env string) error {
	if h.SpirvVal == "" {
		return nil
	}
	f, err := h.tmp("gen-*.spv")
	if err != nil {
		return err
	}
	defer os.Remove(f)
	if err := os.WriteFile(f, spv, 0o644); err != nil {
		return err
	}
	if b, err := exec.Command(h.SpirvVal, "--target-env", env, f).CombinedOutput(); err != nil {
		return fmt.Errorf("%v: %s", err, strings.TrimSpace(string(b)))
	}
	return nil
}

func (h *Harness) sizes() []int {
	if len(h.Sizes) > 0 {
		return h.Sizes
	}
	return []int{4, 8, 32, 64}
}

// Check compiles p with every compiler form, runs each at every subgroup
// size the program allows, and returns the first failure (nil when all
// executors agree and no run reported undefined behaviour).
func (h *Harness) Check(p *Program) (*Failure, Stats) {
	st := Stats{Runs: map[string]int{}}
	src := p.GLSL()
	var forms []form
	if h.Glslang != "" && !UsesGlslangMissing(src) {
		st.Glslang = true
		spv, err := h.compileGlslang(src, p.env())
		if err != nil {
			return &Failure{Kind: "compile", Execs: []string{ExecGlslang}, Detail: firstLines(err.Error(), 6)}, st
		}
		forms = append(forms, form{ExecGlslang, spv})
	} else if ref := p.RefGLSL(); h.Glslang != "" && ref != "" {
		// NV thread shuffle, thread group and rotate written with KHR
		// operations: an independent implementation of their semantics.
		st.Glslang = true
		spv, err := h.compileGlslang(ref, p.env())
		if err != nil {
			return &Failure{Kind: "compile", Execs: []string{ExecRef}, Detail: firstLines(err.Error(), 6)}, st
		}
		forms = append(forms, form{ExecRef, spv})
	}
	for _, emu := range []bool{false, true} {
		name := ExecNative
		if emu {
			name = ExecEmulated
		}
		spv, err := compileNative(src, p.env(), emu, h.Debug)
		if err != nil {
			return &Failure{Kind: "compile", Execs: []string{name}, Detail: firstLines(err.Error(), 6)}, st
		}
		if err := h.validate(spv, p.env()); err != nil {
			return &Failure{Kind: "validate", Execs: []string{name}, Detail: firstLines(err.Error(), 6)}, st
		}
		forms = append(forms, form{name, spv})
	}
	progs := make([]*interp.Program, len(forms))
	for i, f := range forms {
		pr, err := interp.Load(f.spv)
		if err != nil {
			return &Failure{Kind: "run", Execs: []string{f.name}, Detail: "load: " + err.Error()}, st
		}
		progs[i] = pr
	}
	input := p.Input()
	for _, S := range h.sizes() {
		if S < p.MinSubgroup {
			continue
		}
		outs := make([][]byte, len(forms))
		imgOuts := make([][]byte, len(forms))
		var diagExecs []string
		var diagText string
		for i, f := range forms {
			out := make([]byte, p.OutputBytes())
			in := append([]byte(nil), input...)
			imgs := p.images(input)
			cfg := interp.Config{SubgroupSize: S, Workgroups: [3]uint32{uint32(p.Workgroups), 1, 1},
				Buffers: map[[2]uint32][]byte{{0, 0}: in, {0, 1}: out}, Images: imgs, Workers: 1, MaxSteps: 5_000_000}
			res, err := progs[i].Run(cfg)
			st.Runs[f.name]++
			if h.CompareEngines {
				if d := h.compareEngines(progs[i], cfg, p, input, res, err); d != "" {
					return &Failure{Kind: "engines", Execs: []string{f.name}, Size: S, Detail: d}, st
				}
				st.Runs[f.name+"/reference"]++
			}
			if err != nil {
				return &Failure{Kind: "run", Execs: []string{f.name}, Size: S, Detail: err.Error()}, st
			}
			if h.Hook != nil {
				h.Hook(f.name, S, out)
			}
			if len(res.Diagnostics) > 0 {
				diagExecs = append(diagExecs, f.name)
				if diagText == "" {
					diagText = f.name + ": " + res.Diagnostics[0].String()
				}
			}
			outs[i] = out
			imgOuts[i] = imgOut(imgs)
		}
		if len(diagExecs) > 0 {
			return &Failure{Kind: "diagnostic", Execs: diagExecs, Size: S, Detail: diagText}, st
		}
		for i := 1; i < len(forms); i++ {
			if d := diffOut(outs[0], outs[i], p.Slots); d != "" {
				return &Failure{Kind: "mismatch", Execs: []string{forms[0].name, forms[i].name}, Size: S, Detail: d}, st
			}
			if d := diffImage(imgOuts[0], imgOuts[i]); d != "" {
				return &Failure{Kind: "mismatch", Execs: []string{forms[0].name, forms[i].name}, Size: S, Detail: d}, st
			}
		}
		if h.Device != nil && S == h.Device.SubgroupSize() && p.dims()[0]%8 == 0 {
			// Every form the device supports (the emulated one needs only
			// basic, vote, ballot and shuffle).
			for _, f := range forms {
				out := make([]byte, p.OutputBytes())
				in := append([]byte(nil), input...)
				name := DeviceExec(f.name)
				imgs := p.images(input)
				err := h.Device.Run(f.spv, uint32(p.Workgroups), map[[2]uint32][]byte{{0, 0}: in, {0, 1}: out}, imgs)
				if err != nil {
					if h.Device.Skip(err) {
						if st.Unsupported == nil {
							st.Unsupported = map[string]int{}
						}
						st.Unsupported[name]++
						continue
					}
					return &Failure{Kind: "run", Execs: []string{name}, Size: S, Detail: err.Error(), Driver: h.Device.DriverInfo()}, st
				}
				st.Runs[name]++
				st.OnDevice, st.Source = true, p.GLSL()
				if d := diffOut(outs[0], out, p.Slots); d != "" {
					return &Failure{Kind: "mismatch", Execs: []string{forms[0].name, name}, Size: S, Detail: d, Driver: h.Device.DriverInfo()}, st
				}
				if d := diffImage(imgOuts[0], imgOut(imgs)); d != "" {
					return &Failure{Kind: "mismatch", Execs: []string{forms[0].name, name}, Size: S, Detail: d, Driver: h.Device.DriverInfo()}, st
				}
			}
		}
	}
	return nil, st
}

func firstLines(s string, n int) string {
	ls := strings.Split(s, "\n")
	if len(ls) > n {
		ls = append(ls[:n], "...")
	}
	return strings.Join(ls, "\n")
}

// diffOut describes the first differing output words ("" when equal).
func diffOut(a, b []byte, slots int) string {
	if bytes.Equal(a, b) {
		return ""
	}
	var ds []string
	n := 0
	for i := 0; i+4 <= len(a) && i+4 <= len(b); i += 4 {
		x, y := binary.LittleEndian.Uint32(a[i:]), binary.LittleEndian.Uint32(b[i:])
		if x != y {
			n++
			if len(ds) < 4 {
				w := i / 4
				ds = append(ds, fmt.Sprintf("invocation %d slot %d: %#x vs %#x", w/slots, w%slots, x, y))
			}
		}
	}
	slotsHit := map[int]bool{}
	for i := 0; i+4 <= len(a); i += 4 {
		if binary.LittleEndian.Uint32(a[i:]) != binary.LittleEndian.Uint32(b[i:]) {
			slotsHit[i/4%slots] = true
		}
	}
	var sl []int
	for s := range slotsHit {
		sl = append(sl, s)
	}
	sort.Ints(sl)
	return fmt.Sprintf("%d words differ (slots %v); %s", n, sl, strings.Join(ds, "; "))
}

// images returns fresh descriptors for a program with Images: imgIn
// holds the first 256 input words, imgOut starts zeroed (nil without
// images).
func (p *Program) images(input []byte) map[[2]uint32]*texel.Binding {
	if !p.Images {
		return nil
	}
	in := texel.NewImage(texel.R32_UINT, texel.Dim2D, 16, 16, 1, 1, 1, 1)
	copy(in.Data, input)
	out := texel.NewImage(texel.R32_UINT, texel.Dim2D, 16, 16, 1, 1, 1, 1)
	return map[[2]uint32]*texel.Binding{
		{0, 2}: {Kind: texel.StorageImage, View: texel.View{Image: in}},
		{0, 3}: {Kind: texel.StorageImage, View: texel.View{Image: out}},
	}
}

// imgOut is the data of imgOut (nil without images).
func imgOut(imgs map[[2]uint32]*texel.Binding) []byte {
	if b := imgs[[2]uint32{0, 3}]; b != nil {
		return b.View.Image.Data
	}
	return nil
}

// diffImage names the first texel of imgOut that differs.
func diffImage(a, b []byte) string {
	for i := 0; i+4 <= len(a) && i+4 <= len(b); i += 4 {
		if string(a[i:i+4]) != string(b[i:i+4]) {
			return fmt.Sprintf("imgOut texel %d (invocation %d): %#x vs %#x", i/4, i/4,
				uint32(a[i])|uint32(a[i+1])<<8|uint32(a[i+2])<<16|uint32(a[i+3])<<24, uint32(b[i])|uint32(b[i+1])<<8|uint32(b[i+2])<<16|uint32(b[i+3])<<24)
		}
	}
	return ""
}

// compareEngines runs cfg once more on the reference engine, from fresh
// copies of the program's input and a zero output, and describes the
// first difference from the fast run's res and err (whose buffers and
// images cfg holds), or "".
func (h *Harness) compareEngines(pr *interp.Program, cfg interp.Config, p *Program, input []byte, res *interp.Result, err error) string {
	ref := cfg
	ref.Engine = interp.EngineReference
	ref.Buffers = map[[2]uint32][]byte{{0, 0}: append([]byte(nil), input...), {0, 1}: make([]byte, p.OutputBytes())}
	ref.Images = p.images(input)
	rres, rerr := pr.Run(ref)
	if h.engineHook != nil {
		h.engineHook(ref.Buffers[[2]uint32{0, 1}])
	}
	if fmt.Sprint(err) != fmt.Sprint(rerr) {
		return fmt.Sprintf("error %v on the fast engine, %v on the reference engine", err, rerr)
	}
	for _, k := range [][2]uint32{{0, 0}, {0, 1}} {
		if !bytes.Equal(cfg.Buffers[k], ref.Buffers[k]) {
			return fmt.Sprintf("buffer %d.%d differs between the fast and the reference engine", k[0], k[1])
		}
	}
	if !bytes.Equal(imgOut(cfg.Images), imgOut(ref.Images)) {
		return "the images differ between the fast and the reference engine"
	}
	if res == nil || rres == nil {
		return ""
	}
	if res.Instructions != rres.Instructions {
		return fmt.Sprintf("%d lane-instructions on the fast engine, %d on the reference engine", res.Instructions, rres.Instructions)
	}
	if len(res.Diagnostics) != len(rres.Diagnostics) {
		return fmt.Sprintf("%d diagnostics on the fast engine, %d on the reference engine", len(res.Diagnostics), len(rres.Diagnostics))
	}
	for i := range res.Diagnostics {
		if res.Diagnostics[i] != rres.Diagnostics[i] {
			return fmt.Sprintf("diagnostic %d: %s on the fast engine, %s on the reference engine", i, res.Diagnostics[i], rres.Diagnostics[i])
		}
	}
	return ""
}
