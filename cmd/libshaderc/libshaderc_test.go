package main

import (
	"bytes"
	"debug/elf"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/cli"
	"github.com/glslc-nv/glslc-nv/internal/reslimit"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// header is libshaderc-dev's header, which the C programs are compiled
// against (not a copy of ours).
const header = "/usr/include/shaderc/shaderc.h"

// needC stops the test unless a C compiler and the installed header are
// there: a clear failure, since the library cannot be tested without them.
func needC(t *testing.T) string {
	t.Helper()
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Fatal("cc not found: the C library's tests compile C programs (install gcc)")
	}
	if _, err := os.Stat(header); err != nil {
		t.Fatalf("%s: %v (install the Debian package libshaderc-dev)", header, err)
	}
	return cc
}

// buildLibrary builds libglslc-nv.so in a temporary folder, with a
// libshaderc.so.1 name beside it, and returns the folder.
func buildLibrary(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command("go", "build", "-buildmode=c-shared", "-o", filepath.Join(dir, "libglslc-nv.so"), ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build -buildmode=c-shared: %v\n%s", err, out)
	}
	if err := os.Symlink("libglslc-nv.so", filepath.Join(dir, "libshaderc.so.1")); err != nil {
		t.Fatal(err)
	}
	return dir
}

func run(t *testing.T, env []string, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), env...)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out.String())
	}
	return out.String()
}

// glslcNV runs the command line in the current folder and returns its
// exit status.
func glslcNV(t *testing.T, args ...string) int {
	t.Helper()
	var stdout, stderr bytes.Buffer
	code := cli.Main(args, strings.NewReader(""), &stdout, &stderr)
	t.Logf("glslc-nv %s: %d %s", strings.Join(args, " "), code, stderr.String())
	return code
}

func validate(t *testing.T, path, env string) {
	t.Helper()
	val := testtool.Require(t, "spirv-val")
	if out, err := exec.Command(val, "--target-env", env, path).CombinedOutput(); err != nil {
		t.Errorf("spirv-val --target-env %s %s: %v\n%s", env, path, err, out)
	}
}

func sameFile(t *testing.T, a, b string) {
	t.Helper()
	x, err := os.ReadFile(a)
	if err != nil {
		t.Fatal(err)
	}
	y, err := os.ReadFile(b)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(x, y) {
		t.Errorf("%s (%d bytes) differs from the command line's %s (%d bytes)", a, len(x), b, len(y))
	}
}

// TestCAPI compiles testdata/api.c against the installed header, links it
// to the library and runs it: compiles with options, include callbacks,
// errors and their statuses and messages, the other outputs, versions;
// then compares its modules with the command line's.
func TestCAPI(t *testing.T) {
	cc := needC(t)
	lib := buildLibrary(t)
	bin := filepath.Join(t.TempDir(), "api")
	run(t, nil, cc, "-Wall", "-Werror", "-o", bin, "testdata/api.c", "-L"+lib, "-lglslc-nv", "-Wl,-rpath,"+lib)
	out := t.TempDir()
	t.Chdir("testdata")
	text := run(t, nil, bin, out, "scan.comp", "shader.vert", "shader.frag")
	if strings.Contains(text, "FAIL") || !strings.Contains(text, "ok get_spv_version") {
		t.Fatalf("api.c:\n%s", text)
	}
	t.Logf("api.c:\n%s", text)
	// The same modules as the command line's.
	common := []string{"--target-env=vulkan1.1", "-DVALUE=3u", "-fauto-bind-uniforms", "-fssbo-binding-base", "5"}
	if glslcNV(t, append(common, "-o", filepath.Join(out, "cli-a.spv"), "scan.comp")...) != 0 {
		t.Fatal("the command line failed")
	}
	sameFile(t, filepath.Join(out, "a.spv"), filepath.Join(out, "cli-a.spv"))
	validate(t, filepath.Join(out, "a.spv"), "vulkan1.1")
	if glslcNV(t, append(common, "-g", "--target-spv=spv1.4", "-o", filepath.Join(out, "cli-b.spv"), "scan.comp")...) != 0 {
		t.Fatal("the command line failed")
	}
	sameFile(t, filepath.Join(out, "b.spv"), filepath.Join(out, "cli-b.spv"))
	validate(t, filepath.Join(out, "b.spv"), "vulkan1.1spv1.4")
	// Every other stage: the library succeeds exactly where the command
	// line does, with the same module.
	for _, st := range []struct{ name, file string }{{"vert", "shader.vert"}, {"frag", "shader.frag"}} {
		m := regexp.MustCompile(`(?m)^stage ` + st.name + ` (\d+)$`).FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("no status line for %s", st.name)
		}
		cliOut := filepath.Join(out, "cli-"+st.name+".spv")
		code := glslcNV(t, "-fshader-stage="+st.name, "-o", cliOut, st.file)
		if (m[1] == "0") != (code == 0) {
			t.Errorf("%s: the library's status %s, the command line's exit status %d", st.name, m[1], code)
		}
		if code == 0 && m[1] == "0" {
			sameFile(t, filepath.Join(out, st.name+".spv"), cliOut)
			validate(t, cliOut, "vulkan1.0")
		}
	}
}

// TestSwapForDebianLibrary builds testdata/swap.c against Debian's
// libshaderc.so, runs it on that library, then unchanged with
// LD_LIBRARY_PATH naming the folder where libshaderc.so.1 is glslc-nv's:
// the same statuses, messages of the same shape, valid modules.
//
// Debian 12's libshaderc.so.1 leaves glslang's and SPIRV-Tools' symbols
// to the program (glslc links them in itself), so the program links their
// static libraries (glslang-dev, a dependency of libshaderc-dev); with
// glslc-nv's library the program's copies go unused.
func TestSwapForDebianLibrary(t *testing.T) {
	cc := needC(t)
	lib := buildLibrary(t)
	dir := t.TempDir()
	bin := filepath.Join(dir, "swap")
	run(t, nil, cc, "-Wall", "-Werror", "-o", bin, "testdata/swap.c", "-rdynamic", "-lshaderc",
		"-Wl,--whole-archive", "-lglslang", "-lMachineIndependent", "-lGenericCodeGen", "-lOSDependent", "-lOGLCompiler",
		"-lSPIRV", "-lSPIRV-Tools-opt", "-lSPIRV-Tools", "-Wl,--no-whole-archive", "-lstdc++", "-lpthread", "-lm")
	theirs := run(t, nil, bin, filepath.Join(dir, "theirs.spv"))
	ldd := run(t, []string{"LD_LIBRARY_PATH=" + lib}, "ldd", bin)
	if !strings.Contains(ldd, filepath.Join(lib, "libshaderc.so.1")) {
		t.Fatalf("with LD_LIBRARY_PATH=%s the program does not load our library:\n%s", lib, ldd)
	}
	ours := run(t, []string{"LD_LIBRARY_PATH=" + lib}, bin, filepath.Join(dir, "ours.spv"))
	t.Logf("Debian's libshaderc:\n%s\nglslc-nv's:\n%s", theirs, ours)
	shape := regexp.MustCompile(`^msg: [^:\s]+:\d+: (error|warning): \S.*$`)
	summary := func(text string) []string {
		var out []string
		for _, l := range strings.Split(strings.TrimSpace(text), "\n") {
			if strings.HasPrefix(l, "msg: ") {
				if !shape.MatchString(l) {
					t.Errorf("message line %q is not FILE:LINE: error: TEXT", l)
				}
				continue
			}
			f := strings.Fields(l)
			if len(f) == 4 && f[1] == "2" && f[2] != "0" {
				f[2] = "N" // both report errors; glslang often counts more
			}
			out = append(out, strings.Join(f, " "))
		}
		return out
	}
	a, b := summary(theirs), summary(ours)
	if strings.Join(a, "\n") != strings.Join(b, "\n") {
		t.Errorf("statuses differ:\nDebian's:\n%s\nglslc-nv's:\n%s", strings.Join(a, "\n"), strings.Join(b, "\n"))
	}
	validate(t, filepath.Join(dir, "theirs.spv"), "vulkan1.1")
	validate(t, filepath.Join(dir, "ours.spv"), "vulkan1.1")
}

// TestLimitOrder checks the fact shaderc_compile_options_set_limit relies
// on: the installed header's shaderc_limit enumerators are reslimit.All in
// order.
func TestLimitOrder(t *testing.T) {
	needC(t)
	data, err := os.ReadFile(header)
	if err != nil {
		t.Fatal(err)
	}
	names := regexp.MustCompile(`(?m)^\s*shaderc_limit_(\w+),`).FindAllStringSubmatch(string(data), -1)
	if len(names) != len(reslimit.All) {
		t.Fatalf("%d shaderc_limit values, %d limits in reslimit.All", len(names), len(reslimit.All))
	}
	for i, m := range names {
		camel := strings.ReplaceAll(strings.Title(strings.ReplaceAll(m[1], "_", " ")), " ", "") //nolint:staticcheck
		if !strings.EqualFold(camel, reslimit.All[i].Name) {
			t.Errorf("shaderc_limit %d is %s, reslimit.All has %s", i, m[1], reslimit.All[i].Name)
		}
	}
}

// TestDocExample compiles docs/embed.md's C example against the installed
// header, links it to the library and runs it.
func TestDocExample(t *testing.T) {
	cc := needC(t)
	doc, err := os.ReadFile(filepath.Join(testtool.RepoRoot(), "docs", "embed.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	i := strings.Index(text, "```c\n")
	if i < 0 {
		t.Fatal("docs/embed.md has no ```c block")
	}
	text = text[i+5:]
	text = text[:strings.Index(text, "```")]
	lib := buildLibrary(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "double.c")
	if err := os.WriteFile(src, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "double")
	run(t, nil, cc, "-Wall", "-Werror", "-o", bin, src, "-L"+lib, "-lglslc-nv", "-Wl,-rpath,"+lib)
	if out := run(t, nil, bin); !regexp.MustCompile(`^\d+ bytes of SPIR-V\n$`).MatchString(out) {
		t.Errorf("the example printed %q", out)
	}
}

// TestExportsEveryFunction checks that the library defines every function
// the installed shaderc.h declares, so that any program linked against
// libshaderc loads on it (the HLSL-only ones included: they are accepted
// and do nothing, or fail with a message).
func TestExportsEveryFunction(t *testing.T) {
	needC(t)
	data, err := os.ReadFile(header)
	if err != nil {
		t.Fatal(err)
	}
	lib := buildLibrary(t)
	f, err := elf.Open(filepath.Join(lib, "libglslc-nv.so"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	syms, err := f.DynamicSymbols()
	if err != nil {
		t.Fatal(err)
	}
	defined := map[string]bool{}
	for _, s := range syms {
		if s.Section != elf.SHN_UNDEF && elf.ST_TYPE(s.Info) == elf.STT_FUNC {
			defined[s.Name] = true
		}
	}
	names := regexp.MustCompile(`(?s)SHADERC_EXPORT[^;]*?\b(shaderc_[a-z0-9_]+)\(`).FindAllStringSubmatch(string(data), -1)
	if len(names) < 40 {
		t.Fatalf("only %d functions found in %s", len(names), header)
	}
	for _, m := range names {
		if !defined[m[1]] {
			t.Errorf("%s is declared in %s but not defined by the library", m[1], header)
		}
	}
	t.Logf("%d functions of %s, all defined", len(names), header)
}
