package cli

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/bits"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// ggmlSameSubgroup is the subgroup size of every interpreter run: lavapipe's
// fixed size, so that its buffers are comparable with the interpreter's.
const ggmlSameSubgroup = 8

// ggmlSameMaxSteps bounds one subgroup's instructions. Generated push
// constants keep loops short; a row that needs more is left out.
const ggmlSameMaxSteps = 4_000_000

// ggmlSameRowChoice names, for the .comp files whose first base row is not
// the best one to run, the row to run instead and why.
var ggmlSameRowChoice = map[string]struct{ row, why string }{
	"rope_norm.comp":  {"rope_norm_f32", ggmlRopeF16},
	"rope_neox.comp":  {"rope_neox_f32", ggmlRopeF16},
	"rope_multi.comp": {"rope_multi_f32", ggmlRopeF16},
}

// ggmlRopeF16 is why the rope files run their f32 row: glslc's module of
// the first (f16) row is invalid (OpFConvert from half to half, a glslang
// bug that spirv-val rejects), so lavapipe is never given it.
const ggmlRopeF16 = "glslc's f16 module has OpFConvert half to half, which spirv-val rejects"

// ggmlSameLeftOut lists the .comp files that are not compared, with the
// reason. The test fails when one of them starts to agree (so that the list
// shrinks) and when a file not listed here does not.
var ggmlSameLeftOut = map[string]string{
	// No base row: ggml builds these only with cooperative matrices or
	// integer dot products, which glslc and glslangValidator here lack.
	"flash_attn_cm1.comp": "no base row (cooperative matrix variants only)",
	"flash_attn_cm2.comp": "no base row (GL_NV_cooperative_matrix2 variants only)",
	"mul_mm_cm2.comp":     "no base row (GL_NV_cooperative_matrix2 variants only)",
	"mul_mmq.comp":        "no base row (integer dot product variants only)",
	"mul_mat_vecq.comp":   "no base row (integer dot product variants only)",
	"flash_attn.comp":     "with its declared specialization defaults a shared array has length 0, so glslc's module does not load; it needs ggml's host-side choice of Br/Bc/D_split/row_split, not reciped yet",
	"ssm_scan.comp":       "with generated push constants the invocations write the same output elements (the reference's buffers change with the schedule); needs a recipe",
}

// ggmlSameDeviceLeftOut lists the files compared on the interpreter but
// not on lavapipe, with the reason.
var ggmlSameDeviceLeftOut = map[string]string{
	"count_equal.comp":   "lavapipe (Mesa 25, LLVM 15) crashes (SIGSEGV) on glslc's module; glslc-nv's runs",
	"dequant_q2_k.comp":  "lavapipe crashes (SIGSEGV) on glslc's module; glslc-nv's runs",
	"dequant_q4_k.comp":  "lavapipe crashes (SIGSEGV) on glslc's module; glslc-nv's runs",
	"dequant_q5_k.comp":  "lavapipe crashes (SIGSEGV) on glslc's module; glslc-nv's runs",
	"dequant_q6_k.comp":  "lavapipe crashes (SIGSEGV) on glslc's module; glslc-nv's runs",
	"dequant_tq2_0.comp": "lavapipe crashes (SIGSEGV) on glslc's module; glslc-nv's runs",
	// The Vulkan back end validates what it is given with the newest
	// spirv-val (GLSLC_NV_SPIRV_VAL, which scripts/test-all.sh sets).
	"get_rows_quant.comp": "SPIRV-Tools 2026.4's spirv-val rejects glslc's module of get_rows_iq1_m (the row run), so it is not given to lavapipe; glslc-nv's is valid",
}

// ggmlSameNoDevice lists the files not even tried on lavapipe, with the
// reason.
var ggmlSameNoDevice = map[string]string{
	"flash_attn_mask_opt.comp": "lavapipe does not finish glslc's module within 20 s and crashes on glslc-nv's",
	"solve_tri.comp":           "lavapipe's LLVM grows past 16 GiB compiling the fully unrolled 64-row solve (N=64 [[unroll]] loops with a float X[64]) and does not finish",
}

// ggmlSamePush overrides generated push-constant members of a file, by
// member name, where the generated values make the shader's invocations
// write the same buffer element (a race, buffer-data-race, whose winner
// differs between compilers' modules).
var ggmlSamePush = map[string]map[string]uint64{
	// The state written after the tokens starts at T*C and each head's
	// state is 64x64: C = H*64 keeps heads and tokens apart.
	"wkv6.comp": {"B": 1, "T": 2, "C": 128, "H": 2},
	"wkv7.comp": {"B": 1, "T": 2, "C": 128, "H": 2},
	"gla.comp":  {"B": 1, "T": 2, "C": 128, "H": 2},
	// IL and OL (input and output lengths) end in L like the fast-division
	// shifts, which made OL 0: every invocation divided by zero (undefined,
	// reported since the interpreter checks integer division).
	"pool1d.comp": {"IL": 8, "OL": 4},
	// A is N x N (64), B and X are N x K (64 x 32), one batch: the
	// generated 8x3x2x2 strides make columns of X overlap.
	"solve_tri.comp": {"ne00": 64, "ne01": 64, "nb01": 64, "nb02": 4096, "nb03": 4096, "ne02": 1, "ne03": 1,
		"ne10": 32, "ne11": 64, "nb11": 32, "nb12": 2048, "nb13": 2048,
		"ne20": 32, "ne21": 64, "nb21": 32, "nb22": 2048, "nb23": 2048, "ne22": 1, "ne23": 1},
}

// ggmlSameSpec overrides specialization constants of a file, by name.
// Constants named SUBGROUP_SIZE or WARP_SIZE (and their _LOG2) are set to
// the subgroup size of every run for all files, as ggml sets them from
// the device; these are the files whose subgroup-sized constant has
// another name.
var ggmlSameSpec = map[string]map[string]uint64{
	// BLOCK_SIZE is the local size and the width of its shuffles.
	"fwht.comp": {"BLOCK_SIZE": ggmlSameSubgroup},
	// local_size_x_id = 0 has no constant of its own (default 1, so the
	// tile loops' steps are 0); ggml sets it to
	// (BS_K/WM) * (BS_NPQ/WN) * subgroup size = 16 * 8. "#N" names SpecId N.
	// USE_COLLECTIVES shuffles across BS_CRS lanes: 8, the subgroup size.
	"conv2d_mm.comp": {"#0": 16 * ggmlSameSubgroup, "BS_CRS": ggmlSameSubgroup},
	"conv3d_mm.comp": {"#0": 16 * ggmlSameSubgroup},
	// One subgroup result per slot: BLOCK_SIZE (128) / 8.
	"flash_attn_mask_opt.comp": {"NUM_SUBGROUPS": 128 / ggmlSameSubgroup},
}

// ggmlSameBenignRace lists the files whose shared-memory races the
// interpreter reports but whose results do not depend on them; the
// comparison still requires the reference to give the same buffers with
// the subgroups run in another order.
var ggmlSameBenignRace = map[string]string{
	"argsort.comp": "each bitonic step reads both elements of a pair in both invocations of the pair " +
		"while the lower one swaps them; the upper one's value is discarded (ixj > col is false)",
	"topk_argsort.comp": "the same bitonic step as argsort.comp",
}

// ggmlSameInputRace lists the files whose storage-buffer races
// (buffer-data-race) come with the generated inputs: with every
// unrecognised integer push constant 4 and the generated grid, several
// invocations store to one output element. The runs are in order on one
// worker, so the winner is the same for both compilers' modules and the
// comparison still holds; each needs a recipe of realistic push constants
// (as ggmlSamePush has for wkv6 and solve_tri) to tell an input artefact
// from a race in ggml's shader.
var ggmlSameInputRace = map[string]string{
	"argsort.comp":          "workgroups of the generated grid store to the same elements of D",
	"conv2d_mm.comp":        "invocations of a workgroup store to the same elements of D",
	"conv3d_mm.comp":        "invocations of a workgroup store to the same elements of D",
	"mul_mat_vec_p021.comp": "workgroups of the generated grid store to the same elements of D",
	"multi_add.comp":        "invocations of a workgroup store to the same elements of D2",
	"ssm_conv.comp":         "with dst_nb1 = 4 the tokens' rows overlap (dst_idx = i2*dst_nb1/4 + i1)",
}

// ggmlSameOutsideDomain lists the files whose generated buffer data lies
// outside a GLSL.std.450 function's domain (the interpreter reports it as
// undefined-argument); the comparison still requires both compilers'
// modules to give the same bytes, which they do: both call the same
// instruction on the same values.
var ggmlSameOutsideDomain = map[string]string{
	"log.comp":            "log of the generated negative values",
	"opt_step_adamw.comp": "sqrt of the generated second moments, some negative (never in training, where they are squares)",
}

// ggmlSameMaxStepsFor raises the step bound of files whose loops are long
// with the declared tile sizes.
var ggmlSameMaxStepsFor = map[string]int64{}

// ggmlSpecFor is the specialization of a file's module: the declared
// defaults, subgroup-sized constants set to the run's subgroup size, and
// the file's overrides.
func ggmlSpecFor(file string, info *modInfo) map[uint32]uint64 {
	out := map[uint32]uint64{}
	for id, v := range info.spec {
		out[id] = v
		switch info.specName[id] {
		case "SUBGROUP_SIZE", "WARP_SIZE", "SubGroupSize":
			out[id] = ggmlSameSubgroup
		case "SUBGROUP_SIZE_LOG2":
			out[id] = uint64(bits.Len(ggmlSameSubgroup) - 1)
		}
		if v, ok := ggmlSameSpec[file][info.specName[id]]; ok {
			out[id] = v
		}
		if v, ok := ggmlSameSpec[file][fmt.Sprintf("#%d", id)]; ok {
			out[id] = v
		}
	}
	return out
}

// ggmlDim gives the generated tensor shape: every tensor is 8x3x2x2,
// contiguous, so that broadcasting between sources is the identity.
var ggmlDim = [4]uint32{8, 3, 2, 2}

// ggmlPushValue chooses the value of one push-constant member from its
// name: tensor extents (neXY) and contiguous strides (nbXY) from ggmlDim,
// fast-division constants (…mp, …L, …Ls) for the divisor their name spells,
// misalignment offsets 0, floats 0.5 and every other integer 4, which keeps
// loops short and indices inside the generated buffers.
func ggmlPushValue(name string, k scalarKind, all map[string]uint64) uint64 {
	base := name
	if i := strings.LastIndexByte(base, '.'); i >= 0 {
		base = base[i+1:]
	}
	if k.float {
		switch k.width {
		case 16:
			return uint64(f16.FromFloat32(0.5))
		case 64:
			return math.Float64bits(0.5)
		}
		return uint64(math.Float32bits(0.5))
	}
	if v, ok := ggmlFastdiv(base, all); ok {
		return v
	}
	switch {
	case base == "ne":
		return uint64(ggmlDim[0] * ggmlDim[1] * ggmlDim[2] * ggmlDim[3])
	case ggmlNeRE.MatchString(base):
		return uint64(ggmlDim[base[3]-'0'])
	case ggmlNbRE.MatchString(base):
		s := uint32(1)
		for i := 0; i < int(base[3]-'0'); i++ {
			s *= ggmlDim[i]
		}
		return uint64(s)
	case strings.HasPrefix(base, "misalign"), strings.HasSuffix(base, "offset"), strings.HasPrefix(base, "offset"):
		return 0
	}
	return 4
}

var (
	ggmlNeRE = regexp.MustCompile(`^ne[0-9][0-3]$`)
	ggmlNbRE = regexp.MustCompile(`^nb[0-9][0-3]$`)
	// ne0_012mp, ne1_01mp, ne0_12mp … and OWOHmp, OWmp …
	ggmlMpRE  = regexp.MustCompile(`^(ne[0-9])_([0-3]+)mp$`)
	ggmlMpRE2 = regexp.MustCompile(`^([A-Z]+)mp$`)
)

// ggmlFastdivValues is ggml's init_fastdiv_values: n/d = (mulhi(n, mp) + n) >> L.
func ggmlFastdivValues(d uint32) (mp, l uint32) {
	for l < 32 && uint32(1)<<l < d {
		l++
	}
	mp = uint32((uint64(1)<<32)*((uint64(1)<<l)-uint64(d))/uint64(d) + 1)
	return mp, l
}

// ggmlFastdiv gives the fast-division member named base, if it is one.
func ggmlFastdiv(base string, all map[string]uint64) (uint64, bool) {
	divisor := func(spec string) (uint32, bool) {
		if m := ggmlMpRE.FindStringSubmatch(spec + "mp"); m != nil {
			d := uint32(1)
			for _, c := range m[2] {
				d *= ggmlDim[c-'0']
			}
			return d, true
		}
		if m := ggmlMpRE2.FindStringSubmatch(spec + "mp"); m != nil {
			d := uint32(1)
			for i := 0; i+2 <= len(m[1]); i += 2 {
				v, ok := all[m[1][i:i+2]]
				if !ok {
					v = 4
				}
				d *= uint32(v)
			}
			return d, true
		}
		return 0, false
	}
	switch {
	case strings.HasSuffix(base, "mp"):
		if d, ok := divisor(strings.TrimSuffix(base, "mp")); ok {
			mp, _ := ggmlFastdivValues(d)
			return uint64(mp), true
		}
	case strings.HasSuffix(base, "_Ls"):
		// ne0_Ls packs the L of ne0_012, ne0_01 and ne0_0 in bytes 0..2.
		t := strings.TrimSuffix(base, "_Ls")
		var v uint64
		for i, s := range []string{"012", "01", "0"} {
			d, ok := divisor(t + "_" + s)
			if !ok {
				return 0, false
			}
			_, l := ggmlFastdivValues(d)
			v |= uint64(l) << (8 * i)
		}
		return v, true
	case strings.HasSuffix(base, "L"):
		if d, ok := divisor(strings.TrimSuffix(base, "L")); ok {
			_, l := ggmlFastdivValues(d)
			return uint64(l), true
		}
	}
	return 0, false
}

// ggmlPushConstants builds the push-constant bytes of a module.
func ggmlPushConstants(file string, info *modInfo) []byte {
	for _, b := range info.blocks {
		if b.storage != spirv.StorageClassPushConstant {
			continue
		}
		size := 0
		for _, s := range b.fixed {
			size = max(size, s.off+s.kind.width/8)
		}
		out := make([]byte, size)
		// Plain extents first, so that fast-division constants can read them.
		all := map[string]uint64{}
		for _, s := range b.fixed {
			base := s.name[strings.LastIndexByte(s.name, '.')+1:]
			if !s.kind.float && !strings.HasSuffix(base, "mp") && !strings.HasSuffix(base, "L") && !strings.HasSuffix(base, "Ls") {
				all[base] = ggmlPushValue(s.name, s.kind, nil)
			}
		}
		for _, s := range b.fixed {
			v := ggmlPushValue(s.name, s.kind, all)
			if o, ok := ggmlSamePush[file][s.name[strings.LastIndexByte(s.name, '.')+1:]]; ok {
				v = o
			}
			switch s.kind.width {
			case 8:
				out[s.off] = byte(v)
			case 16:
				binary.LittleEndian.PutUint16(out[s.off:], uint16(v))
			case 32:
				binary.LittleEndian.PutUint32(out[s.off:], uint32(v))
			case 64:
				binary.LittleEndian.PutUint64(out[s.off:], v)
			}
		}
		return out
	}
	return nil
}

// ggmlBufferBytes is the size of each generated runtime-array buffer.
const ggmlBufferBytes = 64 << 10

// ggmlInputs builds the buffers of a module: every binding of
// Program.Bindings, sized to ggmlBufferBytes when it ends in a runtime
// array, filled through every view the module declares of it.
func ggmlInputs(progs []*interp.Program, infos []*modInfo) (map[[2]uint32][]byte, error) {
	bufs := map[[2]uint32][]byte{}
	var bindings []interp.BindingInfo
	for _, p := range progs {
		bindings = append(bindings, p.Bindings()...)
	}
	for _, b := range bindings {
		if b.Storage == spirv.StorageClassPushConstant {
			continue
		}
		if b.ArraySize != 0 {
			return nil, fmt.Errorf("binding %d.%d is a descriptor array", b.Set, b.Binding)
		}
		size := b.MinSize
		if b.RuntimeArray {
			n := max(1, (ggmlBufferBytes-b.MinSize)/max(b.Stride, 1))
			size = b.MinSize + n*b.Stride
		}
		k := [2]uint32{b.Set, b.Binding}
		if len(bufs[k]) < size {
			bufs[k] = make([]byte, (size+3)&^3)
		}
	}
	for k, buf := range bufs {
		var views []modBlock
		for _, info := range infos {
			for _, b := range info.blocks {
				if b.set == k[0] && b.binding == k[1] && b.storage != spirv.StorageClassPushConstant {
					views = append(views, b)
				}
			}
		}
		fillBuffer(buf, views, uint64(k[0])<<8|uint64(k[1])+1)
	}
	return bufs, nil
}

func cloneBufs(in map[[2]uint32][]byte) map[[2]uint32][]byte {
	out := make(map[[2]uint32][]byte, len(in))
	for k, v := range in {
		out[k] = append([]byte(nil), v...)
	}
	return out
}

// diffBufs names the first differing byte of every buffer that differs.
func diffBufs(a, b map[[2]uint32][]byte) string {
	var keys [][2]uint32
	for k := range a {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i][0] < keys[j][0] || keys[i][0] == keys[j][0] && keys[i][1] < keys[j][1]
	})
	var out []string
	for _, k := range keys {
		x, y := a[k], b[k]
		if bytes.Equal(x, y) {
			continue
		}
		n, first := 0, -1
		for i := range min(len(x), len(y)) {
			if x[i] != y[i] {
				if first < 0 {
					first = i
				}
				n++
			}
		}
		out = append(out, fmt.Sprintf("binding %d.%d: %d bytes differ, first at %d (%#x vs %#x)", k[0], k[1], n, first, x[first], y[first]))
	}
	return strings.Join(out, "; ")
}

// ggmlRunInterp runs one module on the fast engine and says why the run
// is not a valid comparison when it is not.
func ggmlRunInterp(file string, p *interp.Program, bufs map[[2]uint32][]byte, push []byte, spec map[uint32]uint64, wg [3]uint32, sched interp.Schedule) error {
	_, err := ggmlRunEngine(file, p, bufs, push, spec, wg, sched, interp.EngineFast)
	return err
}

// ggmlRunEngine is ggmlRunInterp on a chosen engine, with the result.
func ggmlRunEngine(file string, p *interp.Program, bufs map[[2]uint32][]byte, push []byte, spec map[uint32]uint64, wg [3]uint32, sched interp.Schedule, engine interp.Engine) (*interp.Result, error) {
	steps := int64(ggmlSameMaxSteps)
	if n, ok := ggmlSameMaxStepsFor[file]; ok {
		steps = n
	}
	// One worker: workgroups run in order, so that the only schedule
	// that changes is the one asked for.
	res, err := p.Run(interp.Config{SubgroupSize: ggmlSameSubgroup, Workgroups: wg, Buffers: bufs,
		PushConstants: push, Spec: spec, MaxSteps: steps, Workers: 1, Schedule: sched, Seed: 7, Engine: engine})
	if err != nil {
		return res, err
	}
	for _, d := range res.Diagnostics {
		switch d.Kind {
		case "out-of-bounds":
			// Defined: reads give zero, writes are dropped.
			continue
		case "shared-data-race":
			if _, ok := ggmlSameBenignRace[file]; ok {
				continue
			}
		case "buffer-data-race":
			if _, ok := ggmlSameInputRace[file]; ok {
				continue
			}
		case "undefined-argument":
			if _, ok := ggmlSameOutsideDomain[file]; ok {
				continue
			}
		}
		return res, fmt.Errorf("undefined behaviour: %v", d)
	}
	return res, nil
}

type ggmlSameResult struct {
	file, row string
	interp    string // "" when identical, else the reason
	device    string // "" when identical on lavapipe, "-" when not run, else the reason
	invalid   bool   // interp reason is about the inputs, not a difference
	devInterp string // how the device's buffers differ from the interpreter's
}

// TestGGMLSameAsGlslang runs one variant of every ggml .comp file compiled
// by glslc-nv and by shaderc's glslc (the compiler ggml builds with, same
// flags) on the interpreter, and on lavapipe when there is one, with inputs
// generated from the module's own declarations, and requires byte-identical
// buffers.
func TestGGMLSameAsGlslang(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	glslc := testtool.Require(t, "glslc")
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	rows := ggmlRows(t, dir)
	shaders := filepath.Join(dir, "shaders")
	t.Chdir(shaders)
	out := t.TempDir()

	// One row per .comp file.
	chosen := map[string]ggmlRow{}
	var files []string
	all := map[string]bool{}
	ents, _ := os.ReadDir(shaders)
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".comp") {
			all[e.Name()] = true
		}
	}
	for _, r := range rows {
		if r.optional {
			continue
		}
		if c, ok := ggmlSameRowChoice[r.src]; ok && c.row != r.name {
			continue
		}
		if _, ok := chosen[r.src]; !ok {
			chosen[r.src] = r
			files = append(files, r.src)
		}
	}
	sort.Strings(files)
	only := os.Getenv("GGML_SAME_ONLY")

	var dev *vulkan.IsolatedDevice
	if os.Getenv("GGML_SAME_NO_VULKAN") == "" {
		if _, err := vulkan.Devices(); err != nil {
			if errors.Is(err, vulkan.ErrUnavailable) && !testtool.Strict() && os.Getenv("GLSLC_NV_REQUIRE_VULKAN") == "" {
				t.Logf("no Vulkan device, interpreter only: %v", err)
			} else {
				t.Fatalf("no Vulkan device: %v", err)
			}
		} else {
			d, err := vulkan.OpenIsolated(0)
			if err != nil {
				t.Fatalf("opening the Vulkan device: %v", err)
			}
			defer d.Close()
			dev = d
		}
	}

	results := make([]ggmlSameResult, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	prog := testtool.NewProgress(t, len(files), ".comp files")
	var devMu sync.Mutex
	for i, f := range files {
		if only != "" && !strings.Contains(only, f) {
			results[i] = ggmlSameResult{file: f, interp: "skipped", device: "-", invalid: true}
			continue
		}
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done(); prog.Add(1) }()
			start := time.Now()
			results[i] = ggmlSameOne(t, glslc, out, chosen[f], dev, &devMu)
			if os.Getenv("GGML_SAME_VERBOSE") != "" {
				fmt.Fprintf(os.Stderr, "%s %.1fs\n", f, time.Since(start).Seconds())
			}
		}()
	}
	wg.Wait()

	same, sameDev, ranDev, devExact := 0, 0, 0, 0
	var report strings.Builder
	for _, r := range results {
		if r.interp == "skipped" {
			continue
		}
		if r.interp == "" {
			same++
		}
		if r.device != "-" {
			ranDev++
			if r.device == "" {
				sameDev++
				if r.devInterp == "" {
					devExact++
				}
			}
		}
		fmt.Fprintf(&report, "%-32s %-36s interp: %s; lavapipe: %s", r.file, r.row, orOK(r.interp), orOK(r.device))
		if r.devInterp != "" {
			fmt.Fprintf(&report, " (lavapipe vs interpreter: %s)", r.devInterp)
		}
		report.WriteString("\n")
		reason, listed := ggmlSameLeftOut[r.file]
		switch {
		case r.interp == "" && listed:
			t.Errorf("%s (%s) now agrees; take it off ggmlSameLeftOut (%s)", r.file, r.row, reason)
		case r.interp != "" && !listed:
			t.Errorf("%s (%s): %s", r.file, r.row, r.interp)
		}
		devReason, devListed := ggmlSameDeviceLeftOut[r.file]
		switch {
		case r.device == "" && devListed:
			t.Errorf("%s (%s) now agrees on lavapipe; take it off ggmlSameDeviceLeftOut (%s)", r.file, r.row, devReason)
		case r.device != "" && r.device != "-" && !devListed:
			t.Errorf("%s (%s) on lavapipe: %s", r.file, r.row, r.device)
		}
	}
	for f := range all {
		if _, ok := chosen[f]; !ok {
			if _, listed := ggmlSameLeftOut[f]; !listed && only == "" {
				t.Errorf("%s has no base row and is not in ggmlSameLeftOut", f)
			}
		}
	}
	t.Logf("%d .comp files, %d with a base row; glslc's and glslc-nv's modules identical on the interpreter: %d; on lavapipe: %d of %d run (%d of them also byte-identical with the interpreter)\n%s",
		len(all), len(files), same, sameDev, ranDev, devExact, report.String())
}

func orOK(s string) string {
	if s == "" {
		return "same"
	}
	return s
}

func ggmlSameOne(t *testing.T, glslc, out string, r ggmlRow, dev *vulkan.IsolatedDevice, devMu *sync.Mutex) ggmlSameResult {
	res := ggmlSameResult{file: r.src, row: r.name, device: "-"}
	args := []string{"-fshader-stage=compute", "--target-env=" + r.env}
	if r.optimize {
		args = append(args, "-O")
	}
	for _, d := range r.defines {
		args = append(args, "-D"+d)
	}
	ours := filepath.Join(out, r.name+".nv.spv")
	theirs := filepath.Join(out, r.name+".glslc.spv")
	var stdout, stderr bytes.Buffer
	if code := Main(append(append([]string{}, args...), r.src, "-o", ours), strings.NewReader(""), &stdout, &stderr); code != 0 {
		res.interp = "glslc-nv: " + firstLine(stderr.String())
		return res
	}
	// The reference is glslc without -O: shaderc's optimizer contracts
	// a*b+c into Fma (silu_back, rms_norm_back, ...), which GLSL allows
	// but which rounds once where the source's operations round twice, so
	// its modules legitimately differ from any compiler that does not.
	var ref []string
	for _, a := range args {
		if a != "-O" {
			ref = append(ref, a)
		}
	}
	if msg, err := exec.Command(glslc, append(ref, r.src, "-o", theirs)...).CombinedOutput(); err != nil {
		res.interp, res.invalid = "glslc: "+firstLine(string(msg)), true
		return res
	}
	var mods [2][]byte
	var progs [2]*interp.Program
	var infos [2]*modInfo
	for i, path := range []string{theirs, ours} {
		data, err := os.ReadFile(path)
		if err != nil {
			res.interp = err.Error()
			return res
		}
		mods[i] = data
		if progs[i], err = interp.Load(data); err != nil {
			res.interp, res.invalid = fmt.Sprintf("load %s: %v", filepath.Base(path), err), true
			return res
		}
		if infos[i], err = reflectModule(data); err != nil {
			res.interp, res.invalid = fmt.Sprintf("reflect %s: %v", filepath.Base(path), err), true
			return res
		}
	}
	// The buffers are those of either module (an optimizer may drop an
	// unused one), filled through every view of both; push and
	// specialization constants come from glslc's module, the reference.
	in, err := ggmlInputs(progs[:], infos[:])
	if err != nil {
		res.interp, res.invalid = err.Error(), true
		return res
	}
	push := ggmlPushConstants(r.src, infos[0])
	spec := ggmlSpecFor(r.src, infos[0])
	grid := [3]uint32{2, 1, 1}
	var got [2]map[[2]uint32][]byte
	var fastRes *interp.Result
	for i := range progs {
		got[i] = cloneBufs(in)
		ir, err := ggmlRunEngine(r.src, progs[i], got[i], push, spec, grid, interp.InOrder, interp.EngineFast)
		if err != nil {
			who := [2]string{"glslc", "glslc-nv"}[i]
			res.interp, res.invalid = fmt.Sprintf("%s's module: %v", who, err), i == 0
			return res
		}
		fastRes = ir
	}
	// glslc-nv's module on the reference engine: the same buffers,
	// lane-instructions and diagnostics as on the fast one.
	refBufs := cloneBufs(in)
	refRes, err := ggmlRunEngine(r.src, progs[1], refBufs, push, spec, grid, interp.InOrder, interp.EngineReference)
	switch {
	case err != nil:
		res.interp = "the reference engine fails where the fast one does not: " + err.Error()
		return res
	case diffBufs(got[1], refBufs) != "":
		res.interp = "the engines differ: " + diffBufs(got[1], refBufs)
		return res
	case fastRes.Instructions != refRes.Instructions || !slices.Equal(fastRes.Diagnostics, refRes.Diagnostics):
		res.interp = fmt.Sprintf("the engines differ: %d lane-instructions and %d diagnostics on the fast engine, %d and %d on the reference one",
			fastRes.Instructions, len(fastRes.Diagnostics), refRes.Instructions, len(refRes.Diagnostics))
		return res
	}
	// Buffer races are not reported: a second run of the reference with
	// the subgroups in another order between barriers must agree.
	again := cloneBufs(in)
	if err := ggmlRunInterp(r.src, progs[0], again, push, spec, grid, interp.Random); err != nil {
		res.interp, res.invalid = fmt.Sprintf("glslc's module, random schedule: %v", err), true
		return res
	}
	if d := diffBufs(got[0], again); d != "" {
		res.interp, res.invalid = "glslc's module depends on the schedule (a buffer race): "+d, true
		return res
	}
	if d := diffBufs(got[0], got[1]); d != "" {
		res.interp = "differ: " + d
		return res
	}
	if _, skip := ggmlSameNoDevice[r.src]; dev == nil || skip {
		return res
	}
	devMu.Lock()
	defer devMu.Unlock()
	var devRes [2]map[[2]uint32][]byte
	var errs []string
	for i := range mods {
		devRes[i] = cloneBufs(in)
		_, err := dev.Run(mods[i], vulkan.RunConfig{Workgroups: grid, Buffers: devRes[i], PushConstants: push, Spec: spec, Timeout: testtool.HangLimit})
		if err != nil {
			msg := firstLine(err.Error())
			var ce *vulkan.CrashError
			switch {
			case errors.As(err, &ce):
				msg = "lavapipe crashes"
			case strings.Contains(msg, "did not finish"):
				msg = "lavapipe hangs (no result within testtool.HangLimit)"
			case strings.Contains(msg, "rejects the module"):
				msg = "spirv-val rejects it"
			}
			errs = append(errs, [2]string{"glslc", "glslc-nv"}[i]+"'s module: "+msg)
		}
	}
	if len(errs) > 0 {
		res.device = strings.Join(errs, "; ")
		return res
	}
	if d := diffBufs(devRes[0], devRes[1]); d != "" {
		res.device = "glslc vs glslc-nv differ: " + d
		return res
	}
	// The interpreter rounds exp, log, sqrt, inversesqrt and division
	// correctly; Vulkan allows them some ULPs and lavapipe uses them.
	if d := diffBufs(got[0], devRes[0]); d != "" {
		res.devInterp = d
	}
	res.device = ""
	return res
}

func firstLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}
