package driver

import (
	"archive/tar"
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// The glslang 16 Vulkan SPIR-V tests of every graphics stage: each file
// its gtests (gtests/Spv.FromFile.cpp) compile for Vulkan is compiled
// here with the same target, and the outcome must be glslang's: its
// baseResults file has a module (accepted: ours must pass the newest
// spirv-val) or errors (refused: ours must refuse it with a positioned
// error). The disagreements that remain are listed, by name and reason,
// in testdata/glslang16_stages_known.txt; the test fails on a new one and
// on a listed file that now agrees, so the count stays true.

// updateKnown rewrites testdata/glslang16_stages_known.txt from the
// results (go test ./internal/driver -run TestGlslang16Stages -update-known).
var updateKnown = flag.Bool("update-known", false, "rewrite testdata/glslang16_stages_known.txt")

// stageOfExt maps the glslang Test/ file extensions to stages.
var stageOfExt = map[string]ir.Stage{
	".vert": ir.Vertex, ".tesc": ir.TessControl, ".tese": ir.TessEvaluation, ".geom": ir.Geometry,
	".frag": ir.Fragment, ".comp": ir.Compute, ".mesh": ir.Mesh, ".task": ir.Task, ".rgen": ir.RayGen,
	".rint": ir.Intersection, ".rahit": ir.AnyHit, ".rchit": ir.ClosestHit, ".rmiss": ir.Miss, ".rcall": ir.Callable,
}

// glslangCase is one file of a gtest fixture.
type glslangCase struct {
	file    string
	fixture string
	env     targetenv.Env
	// automap is the fixture's automatic locations and bindings (glslang's
	// setAutoMapLocations/Bindings: on unless the fixture passes false).
	automap bool
}

// glslangTree extracts glslang's source tarball (once per process) and
// returns its root.
var glslangTree = struct {
	once sync.Once
	dir  string
	err  error
}{}

func extractGlslang(t *testing.T) string {
	t.Helper()
	tarball := filepath.Join(testtool.SharedDir(t), "tools", "src", "glslang.tar.xz")
	if _, err := os.Stat(tarball); err != nil {
		if testtool.Strict() {
			t.Fatalf("glslang 16 source tarball: %v", err)
		}
		t.Skipf("glslang 16 source tarball: %v", err)
	}
	glslangTree.once.Do(func() {
		dir, err := os.MkdirTemp("", "glslc-nv-glslang16-")
		if err != nil {
			glslangTree.err = err
			return
		}
		xz, err := exec.LookPath("xz")
		if err != nil {
			glslangTree.err = fmt.Errorf("xz is needed to read %s: %v", tarball, err)
			return
		}
		cmd := exec.Command(xz, "-dc", tarball)
		out, err := cmd.StdoutPipe()
		if err != nil {
			glslangTree.err = err
			return
		}
		if err := cmd.Start(); err != nil {
			glslangTree.err = err
			return
		}
		tr := tar.NewReader(bufio.NewReader(out))
		for {
			h, err := tr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				glslangTree.err = err
				return
			}
			// Only the tests and their expected results are needed.
			name := filepath.Clean(h.Name)
			if h.Typeflag != tar.TypeReg || !(strings.Contains(name, "/Test/") || strings.HasSuffix(name, "gtests/Spv.FromFile.cpp")) {
				continue
			}
			p := filepath.Join(dir, name)
			if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
				glslangTree.err = err
				return
			}
			f, err := os.Create(p)
			if err == nil {
				_, err = io.Copy(f, io.LimitReader(tr, 64<<20))
				f.Close()
			}
			if err != nil {
				glslangTree.err = err
				return
			}
		}
		cmd.Wait()
		glslangTree.dir = dir
	})
	if glslangTree.err != nil {
		t.Fatal(glslangTree.err)
	}
	root, _ := filepath.Glob(filepath.Join(glslangTree.dir, "*", "gtests", "Spv.FromFile.cpp"))
	if len(root) != 1 {
		t.Fatalf("no gtests/Spv.FromFile.cpp in %s", tarball)
	}
	return filepath.Dir(filepath.Dir(root[0]))
}

var (
	reFixture = regexp.MustCompile(`(?s)TEST_P\((\w+),\s*\w+\)\s*\{[^}]*?loadFileCompileAndCheck\(GlobalTestSettings\.testRoot,\s*GetParam\(\),\s*Source::GLSL,\s*Semantics::Vulkan,\s*glslang::EShTargetVulkan_1_(\d),\s*glslang::EShTargetSpv_1_(\d),\s*Target::Spv([^;]*)\);`)
	reSuite   = regexp.MustCompile(`(?s)INSTANTIATE_TEST_SUITE_P\(\s*\w+,\s*(\w+),(.*?)\n\);`)
	reQuoted  = regexp.MustCompile(`"([^"]+)"`)
	// reScalarLayout finds a shader that enables scalar block layout.
	reScalarLayout = regexp.MustCompile(`(?m)^\s*#\s*extension\s+GL_EXT_scalar_block_layout\s*:\s*(enable|require)`)
)

// glslangCases reads the Vulkan GLSL fixtures of Spv.FromFile.cpp and
// their files. A fixture with options beyond the target (the debug-info
// and relaxed-rule ones) is left out: glslc-nv has no such options.
func glslangCases(t *testing.T, root string) []glslangCase {
	src, err := os.ReadFile(filepath.Join(root, "gtests", "Spv.FromFile.cpp"))
	if err != nil {
		t.Fatal(err)
	}
	envs := map[string]glslangCase{}
	for _, m := range reFixture.FindAllStringSubmatch(string(src), -1) {
		automap := true
		switch strings.Join(strings.Fields(m[4]), "") {
		case "":
		case ",false":
			automap = false
		default:
			continue // extra options: debug info, relaxed rules, ...
		}
		vk, _ := strconv.Atoi(m[2])
		spv, _ := strconv.Atoi(m[3])
		envs[m[1]] = glslangCase{env: targetenv.Env{VulkanMinor: vk, SPIRV: targetenv.Word(spv)}, automap: automap}
	}
	var cases []glslangCase
	seen := map[string]bool{}
	for _, m := range reSuite.FindAllStringSubmatch(string(src), -1) {
		fx, ok := envs[m[1]]
		if !ok {
			continue
		}
		for _, q := range reQuoted.FindAllStringSubmatch(m[2], -1) {
			name := q[1]
			if _, known := stageOfExt[filepath.Ext(name)]; !known || seen[m[1]+"/"+name] {
				continue
			}
			seen[m[1]+"/"+name] = true
			cases = append(cases, glslangCase{file: name, fixture: m[1], env: fx.env, automap: fx.automap})
		}
	}
	return cases
}

// glslangOutcome reports whether glslang compiled the file (its
// baseResults hold a module and no error).
func glslangOutcome(root, file string) (accepted, ok bool) {
	data, err := os.ReadFile(filepath.Join(root, "Test", "baseResults", file+".out"))
	if err != nil {
		return false, false
	}
	s := string(data)
	return !strings.Contains(s, "ERROR: ") && !strings.Contains(s, "SPIR-V is not generated"), true
}

// outcome is what glslc-nv did with one file.
type outcome struct {
	accepted bool
	invalid  bool   // compiled, but the module fails spirv-val
	msg      string // the first error, or the validator's complaint
}

func TestGlslang16Stages(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles glslang 16's graphics-stage tests")
	}
	root := extractGlslang(t)
	val := testtool.NewerVal(t)
	if val == "" {
		val = testtool.Require(t, "spirv-val")
	}
	known := readKnown(t)
	cases := glslangCases(t, root)
	if len(cases) < 500 {
		t.Fatalf("only %d graphics-stage cases found in Spv.FromFile.cpp: the parser of the gtests is broken", len(cases))
	}
	tmp := t.TempDir()
	type stageCount struct{ total, agree, known int }
	counts := map[ir.Stage]*stageCount{}
	var newDis []string
	stillKnown := map[string]bool{}
	var all []string // every disagreement, for -update-known
	for _, c := range cases {
		stage := stageOfExt[filepath.Ext(c.file)]
		if stage == ir.Compute {
			continue // the compute tests are the ext helper's harness's (issue 26)
		}
		want, ok := glslangOutcome(root, c.file)
		if !ok {
			continue // no expected result (the fixture compares another output)
		}
		sc := counts[stage]
		if sc == nil {
			sc = &stageCount{}
			counts[stage] = sc
		}
		sc.total++
		got := compileGlslangCase(t, root, c, stage, val, tmp)
		key := c.fixture + "/" + c.file
		agree := got.accepted == want && !got.invalid
		if !agree {
			reason := "glslang refuses it; glslc-nv compiles it"
			switch {
			case got.invalid:
				reason = "invalid module: " + got.msg
			case want:
				reason = "glslc-nv refuses it: " + got.msg
			}
			all = append(all, key+": "+reason)
		}
		if _, listed := known[key]; listed {
			stillKnown[key] = true
			if agree {
				t.Errorf("%s: now agrees with glslang (accepted=%v): remove it from testdata/glslang16_stages_known.txt", key, want)
			} else {
				sc.known++
			}
			continue
		}
		if agree {
			sc.agree++
			continue
		}
		newDis = append(newDis, fmt.Sprintf("%s: glslang accepted=%v, glslc-nv accepted=%v: %s", key, want, got.accepted, got.msg))
	}
	if *updateKnown {
		sort.Strings(all)
		text := "# Disagreements with glslang 16 on its Vulkan graphics-stage tests (TestGlslang16Stages).\n" +
			"# One line a file: fixture/file: reason. Regenerate with -update-known; review the diff.\n" +
			strings.Join(all, "\n") + "\n"
		if err := os.WriteFile(filepath.Join("testdata", "glslang16_stages_known.txt"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %d disagreements", len(all))
		return
	}
	for k := range known {
		if !stillKnown[k] {
			t.Errorf("%s is listed in testdata/glslang16_stages_known.txt but is no case of the gtests", k)
		}
	}
	sort.Slice(newDis, func(i, j int) bool { return newDis[i] < newDis[j] })
	for _, d := range newDis {
		t.Error(d)
	}
	var stages []ir.Stage
	for s := range counts {
		stages = append(stages, s)
	}
	sort.Slice(stages, func(i, j int) bool { return stages[i] < stages[j] })
	total := stageCount{}
	for _, s := range stages {
		c := counts[s]
		t.Logf("%-24s %4d files: %4d agree with glslang 16, %4d listed disagreements", s, c.total, c.agree, c.known)
		total.total += c.total
		total.agree += c.agree
		total.known += c.known
	}
	t.Logf("%-24s %4d files: %4d agree, %4d listed, %d new", "all graphics stages", total.total, total.agree, total.known, len(newDis))
}

// compileGlslangCase compiles one file as glslang's gtests do and
// validates an accepted module.
func compileGlslangCase(t *testing.T, root string, c glslangCase, stage ir.Stage, val, tmp string) outcome {
	path := filepath.Join(root, "Test", c.file)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	diags := &diag.List{}
	res := Compile(path, src, Options{Stage: stage, StageMode: StageForced, TargetEnv: c.env,
		AutoMapLocations: c.automap, AutoBindUniforms: c.automap,
		PP: pp.Options{Vulkan: true, IncludeDirs: []string{filepath.Join(root, "Test")}}}, diags)
	if diags.HasErrors() || res.Words == nil {
		first := "no module"
		for _, d := range diags.Diags {
			if d.Severity == diag.Error {
				if !d.Pos.IsValid() || d.Pos.Line == 0 {
					t.Errorf("%s/%s: an error without a line: %s", c.fixture, c.file, d.Msg)
				}
				first = d.Msg
				break
			}
		}
		// The tarball's temporary root is no part of the reason.
		return outcome{msg: strings.ReplaceAll(first, root+string(filepath.Separator), "")}
	}
	out := filepath.Join(tmp, strings.ReplaceAll(c.fixture+"_"+c.file, "/", "_")+".spv")
	if err := os.WriteFile(out, spirv.Encode(res.Words), 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"--target-env", c.env.Validator()}
	if reScalarLayout.Match(src) {
		// A shader that enables GL_EXT_scalar_block_layout runs only
		// where the device's scalarBlockLayout feature is on, and the
		// validation layer then checks it under the scalar rules
		// (glslang's own module fails the standard ones).
		// Explicitly laid-out shared blocks have a feature of their
		// own for the scalar rules (workgroupMemoryExplicitLayoutScalarBlockLayout).
		args = append(args, "--scalar-block-layout", "--workgroup-scalar-block-layout")
	}
	if b, err := exec.Command(val, append(args, out)...).CombinedOutput(); err != nil {
		msg := strings.TrimSpace(string(b))
		if i := strings.IndexByte(msg, '\n'); i > 0 {
			msg = msg[:i]
		}
		// Counted as a disagreement (listed, or reported as new): an
		// invalid module is no agreement with glslang.
		return outcome{invalid: true, msg: "the module fails spirv-val --target-env " + c.env.Validator() + ": " + msg}
	}
	return outcome{accepted: true}
}

// readKnown reads the listed disagreements: "fixture/file: reason" lines.
func readKnown(t *testing.T) map[string]string {
	data, err := os.ReadFile(filepath.Join("testdata", "glslang16_stages_known.txt"))
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, reason, ok := strings.Cut(line, ": ")
		if !ok || strings.TrimSpace(reason) == "" {
			t.Fatalf("glslang16_stages_known.txt: %q has no reason", line)
		}
		known[k] = reason
	}
	return known
}
