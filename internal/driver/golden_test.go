package driver

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/glslc-nv/glslc-nv/conformance"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// shader is one GLSL compute shader of the project's own test set.
type shader struct {
	name, file, src, env string
}

// projectShaders collects the project's GLSL shaders: sema's test shaders,
// the examples, and every GLSL shader of the AmberScript cases.
func projectShaders(t *testing.T) []shader {
	t.Helper()
	root := testtool.RepoRoot()
	var out []shader
	for _, pat := range []string{"sema/testdata/*.comp", "examples/*.comp"} {
		files, _ := filepath.Glob(filepath.Join(root, pat))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			dir := filepath.Base(filepath.Dir(filepath.Dir(f)))
			if dir == "." || strings.HasSuffix(filepath.Dir(f), "examples") {
				dir = "examples"
			}
			out = append(out, shader{name: dir + "_" + strings.TrimSuffix(filepath.Base(f), ".comp"), file: f, src: string(data)})
		}
	}
	for _, pat := range []string{"conformance/cases/*.amber", "conformance/nvcases/*.amber"} {
		files, _ := filepath.Glob(filepath.Join(root, pat))
		for _, f := range files {
			s, err := conformance.ParseFile(f)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			for _, sh := range s.Shaders {
				if sh.Format != "GLSL" {
					continue
				}
				name := "amber_" + strings.TrimSuffix(filepath.Base(f), ".amber") + "_" + sh.Name
				out = append(out, shader{name: name, file: f, src: sh.Source, env: sh.TargetEnv})
			}
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// TestProjectShadersGolden compiles every project shader, checks the
// module with spirv-val for its target environment, and compares its
// disassembly with the golden file (go test -update rewrites them).
func TestProjectShadersGolden(t *testing.T) {
	val := testtool.Require(t, "spirv-val")
	shaders := projectShaders(t)
	if len(shaders) < 80 {
		t.Fatalf("only %d project shaders found", len(shaders))
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata/golden"), goldie.WithNameSuffix(".spvasm"))
	dir := t.TempDir()
	for _, s := range shaders {
		env := s.env
		if env == "" {
			env = targetenv.DefaultName
		}
		var diags diag.List
		res := Compile(s.file, []byte(s.src), Options{PP: pp.Options{Vulkan: true, IncludeDirs: []string{filepath.Join(testtool.RepoRoot(), "examples", "include")}},
			TargetEnv: targetenv.MustCompiler(env), AutoBindUniforms: true}, &diags)
		if res.Words == nil {
			t.Errorf("%s: %v", s.name, diags.Diags)
			continue
		}
		out := filepath.Join(dir, s.name+".spv")
		if err := os.WriteFile(out, spirv.Encode(res.Words), 0o644); err != nil {
			t.Fatal(err)
		}
		if msg, err := exec.Command(val, "--target-env", env, out).CombinedOutput(); err != nil {
			t.Errorf("%s: spirv-val --target-env %s: %v\n%s", s.name, env, err, msg)
			continue
		}
		m, err := spirv.DecodeWords(res.Words)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		text, err := spirv.Disassemble(m, spirv.DisOptions{})
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		g.Assert(t, s.name, []byte(text))
	}
	t.Logf("%d shaders compiled, validated and compared", len(shaders))
}
