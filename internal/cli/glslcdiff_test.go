package cli

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// TestGlslcDifferential is the drop-in contract as a test: it runs the
// installed glslc and glslc-nv side by side on generated command lines over
// the shared corpora (the glslang compute tests, ggml's shaders as its build
// compiles them, the examples, and small files made for the command line's
// corners: stage pragmas, includes, unknown extensions, standard input) and
// compares what a build sees: the exit status, the files written and their
// names, make rules byte for byte, -E text line by line and token by token,
// glslc's own messages, and the validity of every module glslc-nv writes
// under the newest spirv-val for its environment. Every difference that is
// not one of docs/cli.md's "Where glslc-nv differs from glslc" fails the
// test, with the command line that shows it.
//
// The cases are drawn from a fixed seed; GLSLC_NV_GLSLC_DIFF_CASES sets how
// many (default 300, about a minute on two cores) and
// GLSLC_NV_GLSLC_DIFF_SEED the seed.
func TestGlslcDifferential(t *testing.T) {
	glslc := testtool.Require(t, "glslc")
	val := testtool.New(t, "spirv-val")
	spvAs := testtool.New(t, "spirv-as")
	glslang := testtool.New(t, "glslangValidator")
	shared := testtool.SharedDir(t)
	n := envInt(t, "GLSLC_NV_GLSLC_DIFF_CASES", 300)
	seed := envInt(t, "GLSLC_NV_GLSLC_DIFF_SEED", 1)

	in := makeDiffInputs(t, shared)
	gen := &diffGen{r: rand.New(rand.NewSource(int64(seed))), in: in}
	h := &diffHarness{t: t, glslc: glslc, val: val, spvAs: spvAs, glslang: glslang, in: in, accepted: map[string]bool{}}
	root := t.TempDir()
	counts := map[string]int{}
	for i := 0; i < n; i++ {
		c := gen.next()
		dir := filepath.Join(root, strconv.Itoa(i))
		verdict := h.run(dir, c)
		counts[verdict]++
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "  %4d  %s\n", counts[k], k)
	}
	t.Logf("%d command lines:\n%s", n, b.String())
	if counts["same"] < n/3 {
		t.Errorf("only %d of %d command lines gave the same results: the generator is not exercising the contract", counts["same"], n)
	}
}

func envInt(t *testing.T, name string, def int) int {
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < 1 {
		t.Fatalf("%s=%q: want a positive number", name, s)
	}
	return v
}

// diffInput is one input file a case can name.
type diffInput struct {
	path    string   // relative to the case directory ("in/...")
	env     string   // the environment it needs ("" any)
	defines []string // -D options it needs
	incDirs []string // -I options it needs
}

type diffInputs struct {
	dir   string // the folder the cases link as in/
	files []diffInput
}

// makeDiffInputs gathers the inputs under one folder, linked into every
// case directory as in/.
func makeDiffInputs(t *testing.T, shared string) *diffInputs {
	dir := t.TempDir()
	d := &diffInputs{dir: dir}
	link := func(name, target string) {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	corpus := filepath.Join(shared, "corpus", "glslang")
	link("glslang", corpus)
	ggml := filepath.Join(shared, "corpus", "ggml-vulkan", "shaders")
	link("ggml", ggml)
	ex, err := filepath.Abs("../../examples")
	if err != nil {
		t.Fatal(err)
	}
	link("examples", ex)

	files, _ := filepath.Glob(filepath.Join(corpus, "*.comp"))
	for _, f := range files {
		d.files = append(d.files, diffInput{path: "in/glslang/" + filepath.Base(f)})
	}
	// ggml's shaders as its build compiles them (one invocation per
	// source, spread over the table).
	rows := readDiffGGMLRows(t, filepath.Join(shared, "corpus", "ggml-vulkan", "INVOCATIONS.tsv"))
	seen := map[string]bool{}
	for _, r := range rows {
		if seen[r.source] || r.optional {
			continue
		}
		seen[r.source] = true
		d.files = append(d.files, diffInput{path: "in/ggml/" + r.source, env: r.env, defines: r.defines})
	}
	for _, f := range []string{"subgroup_scan.comp", "spec_push.comp", "constant_branches.comp", "problems/errors.comp"} {
		env := ""
		if f == "subgroup_scan.comp" {
			env = "vulkan1.1"
		}
		d.files = append(d.files, diffInput{path: "in/examples/" + f, env: env})
	}
	d.files = append(d.files, diffInput{path: "in/examples/macros.comp", incDirs: []string{"in/examples/include"}})

	// Files made for the command line's corners.
	made := filepath.Join(dir, "made")
	os.MkdirAll(filepath.Join(made, "inc", "sub"), 0o755)
	write := func(name, text string) {
		if err := os.WriteFile(filepath.Join(made, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	kernel := "layout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { uint v[]; };\nvoid main() { v[gl_GlobalInvocationID.x] = K; }\n"
	write("pragma.glsl", "#version 450\n#pragma shader_stage(compute)\n#define K 3u\n"+kernel)
	write("pragma_late.glsl", "#version 450\n#define K 3u\n"+kernel+"#pragma shader_stage(compute)\n")
	write("pragma_bad.glsl", "#version 450\n#pragma shader_stage(computer)\n#define K 3u\n"+kernel)
	write("pragma_two.glsl", "#version 450\n#pragma shader_stage(compute)\n#pragma shader_stage(vertex)\n#define K 3u\n"+kernel)
	write("plain.glsl", "#version 450\n#define K 3u\n"+kernel)
	write("shader.foo", "#version 450\n#define K 3u\n"+kernel)
	write("needs_k.comp", "#version 450\n"+kernel)
	write("warns.comp", "#version 450\n#extension GL_EXT_no_such_thing : warn\n#define K 3u\n"+kernel)
	write("bad.comp", "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { undeclared = 1; }\n")
	write("macro_fn.comp", "#version 450\nlayout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { uint v[]; };\nvoid main() { v[gl_GlobalInvocationID.x] = LD(v, 0) + PSC(0); }\n")
	for _, h := range []string{"a", "b", "c", "d", "e", "f", "g"} {
		write("inc/"+h+".h", "// "+h+"\n#define H_"+strings.ToUpper(h)+" 1\n")
	}
	write("inc/sub/deep.h", "#include \"../a.h\"\n#define DEEP 1\n")
	write("includes.comp", "#version 450\n#extension GL_GOOGLE_include_directive : require\n#include \"inc/a.h\"\n#include \"inc/b.h\"\n#include \"inc/c.h\"\n#include \"inc/d.h\"\n#include \"inc/e.h\"\n#include \"inc/sub/deep.h\"\n#include <f.h>\n#define K 3u\n"+kernel)
	write("includes_noext.comp", "#version 450\n#include \"inc/g.h\"\n#include \"inc/a.h\"\n#define K 3u\n"+kernel)
	write("stdin.txt", "#version 450\n#pragma shader_stage(compute)\n#define K 5u\n"+kernel)
	write("es.comp", "#version 310 es\nlayout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { highp uint v[]; };\nvoid main() { v[gl_GlobalInvocationID.x] = K; }\n")
	write("noversion.comp", "layout(local_size_x = 4) in;\nvoid main() {}\n")
	write("asm.spvasm", "OpCapability Shader\nOpMemoryModel Logical GLSL450\nOpEntryPoint GLCompute %main \"main\"\nOpExecutionMode %main LocalSize 1 1 1\n%void = OpTypeVoid\n%fn = OpTypeFunction %void\n%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n")
	for _, f := range []string{"pragma.glsl", "pragma_late.glsl", "pragma_bad.glsl", "pragma_two.glsl", "plain.glsl", "shader.foo", "warns.comp", "bad.comp", "includes_noext.comp", "es.comp", "noversion.comp", "asm.spvasm"} {
		d.files = append(d.files, diffInput{path: "in/made/" + f})
	}
	d.files = append(d.files, diffInput{path: "in/made/includes.comp", incDirs: []string{"in/made/inc"}})
	d.files = append(d.files, diffInput{path: "in/made/needs_k.comp", defines: []string{"-DK=7u"}})
	d.files = append(d.files, diffInput{path: "in/made/macro_fn.comp", defines: []string{"-DLD(b,i)=b[i]", "-DPSC(x)=(x==0?2u:x)"}})
	d.files = append(d.files, diffInput{path: "in/made/missing.comp"})
	return d
}

type diffGGMLRow struct {
	source, env string
	defines     []string
	optional    bool
}

func readDiffGGMLRows(t *testing.T, path string) []diffGGMLRow {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rows []diffGGMLRow
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		f := strings.Split(line, "\t")
		if i == 0 || len(f) < 6 {
			continue
		}
		r := diffGGMLRow{source: f[1], env: f[2], optional: f[4] == "optional-feature"}
		for _, d := range strings.Fields(f[5]) {
			r.defines = append(r.defines, "-D"+d)
		}
		rows = append(rows, r)
	}
	return rows
}

// diffCase is one command line, and what it asks for.
type diffCase struct {
	args  []string
	stdin string // a file under in/ given as standard input, or ""
}

type diffGen struct {
	r  *rand.Rand
	in *diffInputs
}

// next draws a command line: one to three inputs and a mix of options,
// mostly well-formed, some not.
func (g *diffGen) next() diffCase {
	r := g.r
	pick := func(xs ...string) string { return xs[r.Intn(len(xs))] }
	var c diffCase
	var args []string
	add := func(a ...string) { args = append(args, a...) }
	nIn := 1
	if r.Intn(5) == 0 {
		nIn = 2 + r.Intn(2)
	}
	var ins []diffInput
	for i := 0; i < nIn; i++ {
		ins = append(ins, g.in.files[r.Intn(len(g.in.files))])
	}
	// The environment the inputs need, mostly given.
	env := ""
	for _, in := range ins {
		if in.env != "" {
			env = in.env
		}
		add(in.defines...)
		for _, d := range in.incDirs {
			if r.Intn(2) == 0 {
				add("-I" + d)
			} else {
				add("-I", d)
			}
		}
	}
	switch {
	case env != "" && r.Intn(8) != 0:
		add("--target-env=" + env)
	case r.Intn(3) == 0:
		add("--target-env=" + pick("vulkan", "vulkan1.0", "vulkan1.1", "vulkan1.2", "vulkan1.3"))
	}
	if r.Intn(6) == 0 {
		add("--target-spv=" + pick("spv1.0", "spv1.3", "spv1.4", "spv1.5", "spv1.6"))
	}
	// The output kind.
	switch r.Intn(10) {
	case 0, 1:
		add("-c")
	case 2:
		add("-S")
	case 3:
		add("-c", "-S")
	case 4:
		add("-E")
	case 5:
		add(pick("-M", "-MM"))
		if r.Intn(3) == 0 {
			add("-MT", "target.spv")
		}
	case 6:
		add("-MD", "-c")
		if r.Intn(2) == 0 && nIn == 1 {
			add("-MF", "deps.d")
		}
	}
	switch r.Intn(6) {
	case 0:
		add("-o", "out.spv")
	case 1:
		add("-o", "-")
	case 2:
		add("-oout2.spv")
	}
	if r.Intn(6) == 0 {
		add("-mfmt=" + pick("bin", "c", "num"))
	}
	// Options that change the module, or nothing visible here.
	for _, o := range []struct {
		p    int
		args []string
	}{
		{25, []string{"-fssbo-binding-base", "2"}},
		{5, []string{pick("-O", "-Os", "-O0")}},
		{8, []string{"-g"}},
		{10, []string{pick("-w", "-Werror")}},
		{10, []string{"-fauto-bind-uniforms"}},
		{12, []string{"-fshader-stage=" + pick("comp", "compute")}},
		{15, []string{"-x", "glsl"}},
		{12, []string{"-std=" + pick("450", "460", "450core", "310es", "430")}},
		{15, []string{"-DUNUSED_MACRO", "-DVAL=3"}},
		{20, []string{"-flimit=MaxComputeWorkGroupSizeX " + pick("1024", "2")}},
		{20, []string{"-fubo-binding-base", pick("3", "0x10", "comp 4", "vert 2")}},
		{25, []string{"-fnan-clamp"}},
		{25, []string{"-fhlsl-offsets"}},
		{25, []string{"-finvert-y"}},
		{30, []string{"-fpreserve-bindings"}},
		{30, []string{"-fauto-map-locations"}},
	} {
		if r.Intn(o.p) == 0 {
			for _, a := range o.args {
				add(strings.Fields(a)...)
			}
		}
	}
	// A malformed option now and then.
	if r.Intn(12) == 0 {
		add(pick("-O3", "--bogus", "-fbogus", "-fshader-stage=vertx", "-std=999", "--target-env=vulkan9",
			"-mfmt=hex", "-D", "-DGL_NO", "-x", "-MF", "-flimit=NoSuchLimit 1", "-fssbo-binding-base"))
	}
	for _, in := range ins {
		add(in.path)
	}
	if r.Intn(15) == 0 {
		c.stdin = "in/made/stdin.txt"
		if r.Intn(2) == 0 {
			add("-fshader-stage=comp")
		}
		add("-")
	}
	// Options are read in order: move one to the end now and then.
	if len(args) > 2 && r.Intn(4) == 0 {
		i := r.Intn(len(args) - 1)
		if !strings.HasPrefix(args[i], "in/") && args[i] != "-" && !takesValue(args[i]) && (i == 0 || !takesValue(args[i-1])) {
			a := args[i]
			args = append(append(args[:i:i], args[i+1:]...), a)
		}
	}
	c.args = args
	return c
}

// takesValue reports whether an option takes the next argument.
func takesValue(a string) bool {
	switch a {
	case "-o", "-I", "-x", "-MF", "-MT", "-flimit-file", "-fubo-binding-base", "-fssbo-binding-base":
		return true
	}
	return false
}

// diffRun is what one tool did with a case.
type diffRun struct {
	status         int
	stdout, stderr []byte
	files          map[string][]byte
}

type diffHarness struct {
	t                 *testing.T
	glslc, val, spvAs string
	glslang           string
	in                *diffInputs
	accepted          map[string]bool // glslang 16's verdicts, by command line
	failures          int
	relax             bool // the case has -fhlsl-offsets
}

// run runs a case with both tools and compares; it returns the verdict's
// class.
func (h *diffHarness) run(dir string, c diffCase) string {
	t := h.t
	h.relax = hasArg(c, "-fhlsl-offsets")
	theirs := h.runGlslc(filepath.Join(dir, "glslc"), c)
	ours := h.runOurs(filepath.Join(dir, "ours"), c)
	cmd := "glslc-nv " + strings.Join(c.args, " ")
	if c.stdin != "" {
		cmd += " < " + c.stdin
	}
	if why := knownDifference(c, theirs, ours); why != "" {
		return "recorded difference: " + why
	}
	var problems []string
	if theirs.status != ours.status {
		if why := h.languageDifference(dir, c, theirs, ours); why != "" {
			return "language: " + why
		}
		problems = append(problems, fmt.Sprintf("exit status %d, glslc's %d", ours.status, theirs.status))
	}
	if a, b := toolMessages(theirs.stderr, "glslc"), toolMessages(ours.stderr, "glslc-nv"); !slices.Equal(a, b) {
		problems = append(problems, fmt.Sprintf("messages %q, glslc's %q", b, a))
	}
	if theirs.status == ours.status {
		problems = append(problems, h.compareOutputs(dir, c, theirs, ours)...)
	}
	if len(problems) == 0 {
		return "same"
	}
	if gap := openGap(c, problems, theirs, ours); gap != "" {
		t.Logf("open gap (%s): %s\n  %s", gap, cmd, strings.Join(problems, "\n  "))
		return "OPEN GAP, to be fixed: " + gap
	}
	h.failures++
	if h.failures <= 25 {
		t.Errorf("%s\n  %s\n  glslc-nv stderr:\n%s\n  glslc stderr:\n%s", cmd, strings.Join(problems, "\n  "), indent(ours.stderr), indent(theirs.stderr))
	}
	return "differs"
}

func indent(b []byte) string {
	s := strings.TrimRight(string(b), "\n")
	if len(s) > 1500 {
		s = s[:1500] + "..."
	}
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}

// prepare makes a case directory with in/ linked.
func (h *diffHarness) prepare(dir string) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		h.t.Fatal(err)
	}
	if err := os.Symlink(h.in.dir, filepath.Join(dir, "in")); err != nil {
		h.t.Fatal(err)
	}
}

func (h *diffHarness) runGlslc(dir string, c diffCase) diffRun {
	h.prepare(dir)
	cmd := exec.Command(h.glslc, c.args...)
	cmd.Dir = dir
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if c.stdin != "" {
		f, err := os.Open(filepath.Join(h.in.dir, strings.TrimPrefix(c.stdin, "in/")))
		if err != nil {
			h.t.Fatal(err)
		}
		defer f.Close()
		cmd.Stdin = f
	}
	status := 0
	if err := cmd.Run(); err != nil {
		ee, ok := err.(*exec.ExitError)
		if !ok {
			h.t.Fatalf("glslc: %v", err)
		}
		status = ee.ExitCode()
	}
	return diffRun{status: status, stdout: out.Bytes(), stderr: errb.Bytes(), files: readOutputs(h.t, dir)}
}

func (h *diffHarness) runOurs(dir string, c diffCase) diffRun {
	h.prepare(dir)
	wd, err := os.Getwd()
	if err != nil {
		h.t.Fatal(err)
	}
	if err := os.Chdir(dir); err != nil {
		h.t.Fatal(err)
	}
	defer os.Chdir(wd)
	var stdin []byte
	if c.stdin != "" {
		stdin, err = os.ReadFile(c.stdin)
		if err != nil {
			h.t.Fatal(err)
		}
	}
	var out, errb bytes.Buffer
	status := Main(c.args, bytes.NewReader(stdin), &out, &errb)
	return diffRun{status: status, stdout: out.Bytes(), stderr: errb.Bytes(), files: readOutputs(h.t, ".")}
}

// readOutputs reads every file a tool wrote into its case directory.
func readOutputs(t *testing.T, dir string) map[string][]byte {
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	for _, e := range ents {
		if e.Name() == "in" {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			t.Fatal(err)
		}
		files[e.Name()] = data
	}
	return files
}

// toolMessages are the lines a tool prints in its own name ("glslc: error:
// ..."), with the name taken off, and the summary lines.
func toolMessages(stderr []byte, tool string) []string {
	var out []string
	for _, l := range strings.Split(string(stderr), "\n") {
		if rest, ok := strings.CutPrefix(l, tool+": "); ok {
			out = append(out, rest)
		}
	}
	return out
}

// hlslOnly are the options glslc-nv refuses on purpose.
var hlslOnly = regexp.MustCompile(`^(-fhlsl-iomap|-fhlsl-16bit-types|-fhlsl_functionality1|-fhlsl-functionality1|-fresource-set-binding|-fuav-binding-base|-fentry-point=.*|-x hlsl)$`)

// openGap names a difference that is a known gap of glslc-nv, not a
// decision: each is to be fixed, and then taken off this list. They are
// reported in the test's log and counted in its summary.
func openGap(c diffCase, problems []string, theirs, ours diffRun) string {
	all := strings.Join(problems, "\n") + "\n" + string(ours.stderr)
	forcedStd := false
	for _, a := range c.args {
		forcedStd = forcedStd || strings.HasPrefix(a, "-std=")
	}
	switch {
	case forcedStd && theirs.status != 0 && (ours.status == 0 || strings.Contains(all, "files [")):
		return "issues 25/26: built-ins and features gated by the version -std forces (glslang declares some only from a version on)"
	}
	return ""
}

// knownDifference names the recorded decision a case falls under, or "".
func knownDifference(c diffCase, theirs, ours diffRun) string {
	if theirs.status == 0 && bytes.Contains(ours.stderr, []byte("needs SPIR-V 1.3 or later")) && regexp.MustCompile(`(use_vulkan_memory_model|gl_ScopeQueueFamily|gl_SemanticsMake\w+ or gl_SemanticsVolatile) needs SPIR-V 1\.3`).Match(ours.stderr) {
		return "the Vulkan memory model below SPIR-V 1.3 is refused (glslc emits a module spirv-val rejects)"
	}
	for i, a := range c.args {
		if a == "-x" && i+1 < len(c.args) && c.args[i+1] == "hlsl" || hlslOnly.MatchString(a) && a != "-fentry-point=main" {
			return "HLSL-only options are refused"
		}
	}
	// Options of later glslc releases, which the installed glslc (2023.2)
	// does not know.
	for _, m := range toolMessages(theirs.stderr, "glslc") {
		for _, newer := range []string{"'-fpreserve-bindings'", "'-fmax-id-bound=", "'--target-env=vulkan1.4'"} {
			if strings.Contains(m, newer) && ours.status == 0 || strings.Contains(m, newer) && !strings.Contains(strings.Join(toolMessages(ours.stderr, "glslc-nv"), "\n"), newer) {
				return "options of later glslc releases are accepted"
			}
		}
	}
	// glslc's optimiser refuses a module whose SPIR-V version is past its
	// environment's (--target-spv=spv1.4 with vulkan1.0); glslc-nv
	// optimises it.
	if bytes.Contains(theirs.stderr, []byte("shaderc: internal error: compilation succeeded but failed to optimize: Invalid SPIR-V binary version")) {
		return "-O with a SPIR-V version past the environment's"
	}
	// glslc's disassembler (SPIRV-Tools 2022.4) does not know every
	// capability its glslang emits (-S of a partitioned shader below SPIR-V
	// 1.3's environment).
	if bytes.Contains(theirs.stderr, []byte("shaderc: internal error: compilation succeeded but failed to disassemble")) {
		return "glslc cannot disassemble its own module"
	}
	return ""
}

// languageDifference explains a differing exit status by the language: the
// compile command follows glslang 16 where glslc's glslang (11) disagrees
// with it. The case's command line is replayed with glslangValidator 16 on
// each input; the difference is explained when glslang 16 agrees with
// glslc-nv on every input.
func (h *diffHarness) languageDifference(dir string, c diffCase, theirs, ours diffRun) string {
	// Only compile verdicts: glslc's own messages (a bad option, an
	// unreadable file) must agree anyway.
	if len(toolMessages(theirs.stderr, "glslc")) > 0 || len(toolMessages(ours.stderr, "glslc-nv")) > 0 {
		return ""
	}
	ok, err := h.glslang16Accepts(dir, c)
	if err != nil {
		h.t.Logf("%v", err)
		return ""
	}
	if ok == (ours.status == 0) {
		if ours.status == 0 {
			return "glslang 16 accepts what glslc's glslang refuses"
		}
		return "glslang 16 refuses what glslc's glslang accepts"
	}
	return ""
}

// glslang16Accepts compiles a case's inputs with glslangValidator 16 as
// glslc would (Vulkan SPIR-V, its environment, defines, include paths,
// -std, the stage).
func (h *diffHarness) glslang16Accepts(dir string, c diffCase) (bool, error) {
	env := "vulkan1.0"
	var opts []string
	var inputs []string
	stage := ""
	for i := 0; i < len(c.args); i++ {
		a := c.args[i]
		switch {
		case strings.HasPrefix(a, "--target-env="):
			env = strings.TrimPrefix(a, "--target-env=")
			if env == "vulkan" {
				env = "vulkan1.0"
			}
		case strings.HasPrefix(a, "--target-spv="):
			opts = append(opts, "--target-env", strings.TrimPrefix(a, "--target-"))
		case strings.HasPrefix(a, "-D") && len(a) > 2:
			opts = append(opts, a)
		case a == "-I" && i+1 < len(c.args):
			i++
			opts = append(opts, "-I"+c.args[i])
		case strings.HasPrefix(a, "-I"):
			opts = append(opts, a)
		case strings.HasPrefix(a, "-std="):
			opts = append(opts, "--glsl-version", strings.TrimPrefix(a, "-std="))
		case strings.HasPrefix(a, "-fshader-stage="):
			stage = "comp"
		case a == "-o" || a == "-MF" || a == "-MT" || a == "-x" || takesValue(a):
			i++
		case strings.HasPrefix(a, "in/"):
			inputs = append(inputs, a)
		}
	}
	all := true
	for _, in := range inputs {
		key := env + " " + strings.Join(opts, " ") + " " + in
		if v, ok := h.accepted[key]; ok {
			all = all && v
			continue
		}
		args := append([]string{"-V", "--target-env", env, "--enhanced-msgs", "-o", os.DevNull}, opts...)
		if stage != "" || !isStageFile(in) {
			args = append(args, "-S", "comp")
		}
		cmd := exec.Command(h.glslang, append(args, in)...)
		cmd.Dir = filepath.Join(dir, "ours")
		err := cmd.Run()
		v := err == nil
		if _, isExit := err.(*exec.ExitError); err != nil && !isExit {
			return false, err
		}
		h.accepted[key] = v
		all = all && v
	}
	return all, nil
}

// compareOutputs compares what two runs with the same status wrote.
func (h *diffHarness) compareOutputs(dir string, c diffCase, theirs, ours diffRun) []string {
	var problems []string
	names := func(m map[string][]byte) []string {
		var s []string
		for k := range m {
			s = append(s, k)
		}
		sort.Strings(s)
		return s
	}
	if a, b := names(theirs.files), names(ours.files); !slices.Equal(a, b) {
		problems = append(problems, fmt.Sprintf("files %q, glslc's %q", b, a))
		return problems
	}
	env := caseEnv(c)
	kind := outputKind(c)
	check := func(what string, mine, glslcs []byte, k string) {
		switch k {
		case "rule":
			if !bytes.Equal(mine, glslcs) {
				problems = append(problems, fmt.Sprintf("%s: make rule %q, glslc's %q", what, mine, glslcs))
			}
		case "text":
			if d := textDifference(mine, glslcs); d != "" {
				problems = append(problems, what+": preprocessed text: "+d)
			}
		case "binary", "asm", "words":
			if msg := h.validate(dir, mine, k, env); msg != "" {
				problems = append(problems, what+": "+msg)
			}
		}
	}
	for _, name := range names(ours.files) {
		k := kind
		if strings.HasSuffix(name, ".d") && hasArg(c, "-MD") {
			k = "rule"
		}
		check(name, ours.files[name], theirs.files[name], k)
	}
	// (glslang prints its built-in declarations to standard output when
	// it cannot parse them, for a compute shader of a version without
	// compute shaders: glslc's noise, not an output.)
	if ours.status == 0 && (len(ours.stdout) > 0 || len(theirs.stdout) > 0) && !bytes.HasPrefix(theirs.stdout, []byte("Unable to parse built-ins")) {
		check("standard output", ours.stdout, theirs.stdout, kind)
	}
	if ours.status != 0 && len(ours.stdout) > 0 && kind != "rule" && kind != "text" {
		problems = append(problems, "a failed compile wrote to standard output")
	}
	return problems
}

func hasArg(c diffCase, a string) bool { return slices.Contains(c.args, a) }

// caseEnv is the --target-env a case compiles for, in spirv-val's names.
func caseEnv(c diffCase) string {
	env := "vulkan1.0"
	spv := ""
	for _, a := range c.args {
		if v, ok := strings.CutPrefix(a, "--target-env="); ok {
			env = v
		}
		if v, ok := strings.CutPrefix(a, "--target-spv="); ok {
			spv = v
		}
	}
	if env == "vulkan" {
		env = "vulkan1.0"
	}
	if spv != "" {
		// A SPIR-V version past the environment's is validated as that
		// version (spirv-val has no "vulkan1.0 with SPIR-V 1.5").
		return spv
	}
	return env
}

// outputKind is what the outputs of a case hold.
func outputKind(c diffCase) string {
	last := func(opts ...string) int {
		at := -1
		for i, a := range c.args {
			if slices.Contains(opts, a) {
				at = i
			}
		}
		return at
	}
	switch {
	case last("-M", "-MM") >= 0:
		return "rule"
	case last("-E") >= 0:
		return "text"
	case last("-S") >= 0:
		return "asm"
	}
	for _, a := range c.args {
		if a == "-mfmt=c" || a == "-mfmt=num" {
			return "words"
		}
	}
	return "binary"
}

var blank = regexp.MustCompile(`^\s*$`)
var ppToken = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*|[0-9][0-9A-Za-z_.]*|"[^"]*"|\S`)

// textDifference compares preprocessed text: the same non-blank lines with
// the same tokens (docs/cli.md: -E keeps the source's spacing inside a
// line).
func textDifference(mine, glslcs []byte) string {
	lines := func(b []byte) []string {
		var out []string
		for _, l := range strings.Split(string(b), "\n") {
			if !blank.MatchString(l) {
				out = append(out, strings.Join(ppToken.FindAllString(l, -1), " "))
			}
		}
		return out
	}
	a, b := lines(mine), lines(glslcs)
	for i := 0; i < len(a) || i < len(b); i++ {
		switch {
		case i >= len(a):
			return fmt.Sprintf("glslc has more lines: %q", b[i])
		case i >= len(b):
			return fmt.Sprintf("glslc-nv has more lines: %q", a[i])
		case a[i] != b[i]:
			return fmt.Sprintf("non-blank line %d is %q, glslc's %q", i+1, a[i], b[i])
		}
	}
	return ""
}

// validate checks a module glslc-nv wrote with the newest spirv-val (an
// assembly text is assembled first, C or hex words are read back).
func (h *diffHarness) validate(dir string, data []byte, kind, env string) string {
	if len(data) == 0 {
		return "empty output"
	}
	path := filepath.Join(dir, "check.spv")
	switch kind {
	case "asm":
		txt := filepath.Join(dir, "check.spvasm")
		os.WriteFile(txt, data, 0o644)
		if out, err := exec.Command(h.spvAs, "--target-env", env, "-o", path, txt).CombinedOutput(); err != nil {
			return fmt.Sprintf("spirv-as: %v: %s", err, out)
		}
	case "words":
		var bin []byte
		for _, w := range regexp.MustCompile(`0x[0-9a-f]{8}`).FindAllString(string(data), -1) {
			v, _ := strconv.ParseUint(w[2:], 16, 32)
			bin = append(bin, byte(v), byte(v>>8), byte(v>>16), byte(v>>24))
		}
		os.WriteFile(path, bin, 0o644)
	default:
		os.WriteFile(path, data, 0o644)
	}
	args := []string{"--target-env", env, path}
	if h.relax {
		// -fhlsl-offsets below Vulkan 1.1 needs VK_KHR_relaxed_block_layout.
		args = append(args, "--relax-block-layout")
	}
	if out, err := exec.Command(h.val, args...).CombinedOutput(); err != nil {
		return fmt.Sprintf("spirv-val --target-env %s: %s", env, strings.TrimSpace(string(out)))
	}
	return ""
}
