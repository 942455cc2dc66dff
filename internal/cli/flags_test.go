package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// abs returns the absolute path of an example, for tests that change
// directory.
func abs(t *testing.T, rel string) string {
	t.Helper()
	p, err := filepath.Abs(examples + rel)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func write(t *testing.T, path, text string) string {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// assemble compiles with the given flags to assembly text on standard
// output.
func assemble(t *testing.T, args ...string) string {
	t.Helper()
	code, out, stderr := run(t, "", append([]string{"-S", "-o", "-"}, args...)...)
	if code != 0 {
		t.Fatalf("%q: exit %d\n%s", args, code, stderr)
	}
	return out
}

func TestOptimizationFlags(t *testing.T) {
	src := examples + "constant_branches.comp"
	plain := assemble(t, src)
	for _, c := range []struct {
		args      []string
		optimized bool
	}{
		{nil, false}, // -O0 is the default
		{[]string{"-O0"}, false},
		{[]string{"-O"}, true},
		{[]string{"-Os"}, true},
		{[]string{"-O", "-O0"}, false}, // the last one wins
		{[]string{"-O0", "-Os"}, true},
		{[]string{"-Os", "-O0", "-O"}, true},
	} {
		out := assemble(t, append(c.args, src)...)
		hasSwitch := strings.Contains(out, "OpSwitch")
		if hasSwitch == c.optimized {
			t.Errorf("%q: OpSwitch present = %v, want optimised = %v", c.args, hasSwitch, c.optimized)
		}
		if !c.optimized && out != plain {
			t.Errorf("%q: output differs from the default", c.args)
		}
	}
	code, _, stderr := run(t, "", "-O3", src)
	if code != 2 || !strings.Contains(stderr, "-O3: want -O, -Os or -O0") {
		t.Errorf("-O3: exit %d %q", code, stderr)
	}
}

func TestDebugInfo(t *testing.T) {
	src := examples + "constant_branches.comp"
	with, without := assemble(t, "-g", src), assemble(t, src)
	if !strings.Contains(with, "OpLine") || !strings.Contains(with, `OpString "`+src+`"`) || !strings.Contains(with, "OpSource GLSL 450 %1 \"#version 450") {
		t.Errorf("-g: no OpLine/OpString/OpSource with text:\n%.600s", with)
	}
	if strings.Contains(without, "OpLine") || strings.Contains(without, "OpString") {
		t.Error("OpLine without -g")
	}
}

func TestStdOverride(t *testing.T) {
	src := examples + "constant_branches.comp"
	code, out, stderr := run(t, "", "-S", "-o", "-", "-std=460", src)
	if code != 0 || !strings.Contains(out, "OpSource GLSL 460") || !strings.Contains(stderr, "#version 450 core overridden by -std=460") {
		t.Errorf("-std=460: exit %d, stderr %q", code, stderr)
	}
	// -Werror turns that warning into an error; -w hides it.
	if code, _, _ := run(t, "", "-S", "-o", "-", "-std=460", "-Werror", src); code != 1 {
		t.Errorf("-std=460 -Werror: exit %d, want 1", code)
	}
	if code, _, stderr := run(t, "", "-S", "-o", "-", "-std=460", "-w", src); code != 0 || stderr != "" {
		t.Errorf("-std=460 -w: exit %d, stderr %q", code, stderr)
	}
	code, out, _ = run(t, "#version 310 es\nlayout(local_size_x=1) in;\nvoid main(){}\n", "-S", "-o", "-", "-fshader-stage=comp", "-std=320es", "-")
	// (lower spells every source language GLSL, also for ES; the number
	// is what -std changes.)
	if code != 0 || !strings.Contains(out, " 320\n") {
		t.Errorf("-std=320es on stdin: exit %d\n%s", code, out)
	}
}

func TestLanguageAndStage(t *testing.T) {
	dir := t.TempDir()
	glsl := write(t, filepath.Join(dir, "k.glsl"), "#version 450\nlayout(local_size_x=1) in;\nvoid main(){}\n")
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"-x", "glsl", "-fshader-stage=comp", glsl}, 0, ""},
		{[]string{"-fshader-stage=compute", glsl}, 0, ""},
		{[]string{glsl}, 2, "cannot infer the shader stage"},
		{[]string{"-x", "hlsl", "-fshader-stage=comp", glsl}, 2, "-x hlsl: only glsl is supported"},
		{[]string{"-fshader-stage=frag", glsl}, 2, "only compute shaders are supported"},
		{[]string{"-E", write(t, filepath.Join(dir, "k.spvasm"), "OpCapability Shader\n")}, 2, "nothing to preprocess"},
	} {
		code, _, stderr := run(t, "", append([]string{"-o", filepath.Join(dir, "k.spv")}, c.args...)...)
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("%q: exit %d %q, want %d %q", c.args, code, stderr, c.code, c.msg)
		}
	}
}

func TestDefinesAndIncludes(t *testing.T) {
	src := examples + "macros.comp"
	code, out, stderr := run(t, "", "-E", "-I"+examples+"include", "-DOFFSET=7u", "-D", "UNUSED", src)
	if code != 0 || !strings.Contains(out, "v[i] = ((i) * (i)) + 7u;") {
		t.Fatalf("-D/-I: exit %d\n%s\n%s", code, out, stderr)
	}
	// Without -D the header's default applies; without -I the header is
	// not found.
	if _, out, _ := run(t, "", "-E", "-I", examples+"include", src); !strings.Contains(out, "+ 0u;") {
		t.Errorf("default OFFSET: %s", out)
	}
	if code, _, stderr := run(t, "", "-E", src); code != 1 || !strings.Contains(stderr, "common.h") {
		t.Errorf("no -I: exit %d %q", code, stderr)
	}
	// As in glslc, -DNAME and -DNAME= define empty macros (ggml passes
	// -DUNROLL= before "UNROLL for (...)").
	in := filepath.Join(t.TempDir(), "empty.comp")
	if err := os.WriteFile(in, []byte("#version 450\nA B x;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, stderr := run(t, "", "-E", "-DA", "-DB=", in); code != 0 || strings.Contains(out, "1") || !strings.Contains(out, "x;") {
		t.Errorf("empty -D: exit %d %q %q", code, out, stderr)
	}
	for _, bad := range []string{"-D=1", "-D1X", "-Da-b=2"} {
		if code, _, stderr := run(t, "", "-E", bad, src); code != 2 || !strings.Contains(stderr, "is not a macro name") {
			t.Errorf("%s: exit %d %q", bad, code, stderr)
		}
	}
}

func TestTargets(t *testing.T) {
	src := examples + "subgroup_scan.comp"
	for _, c := range []struct {
		args []string
		ver  string
	}{
		{nil, "; Version: 1.3"},
		{[]string{"--target-env=vulkan1.3"}, "; Version: 1.6"},
		{[]string{"--target-env=vulkan1.2"}, "; Version: 1.5"},
		{[]string{"--target-env=vulkan1.1spv1.4"}, "; Version: 1.4"},
		{[]string{"--target-spv=spv1.5"}, "; Version: 1.5"},
	} {
		if out := assemble(t, append(c.args, src)...); !strings.Contains(out, c.ver+"\n") {
			t.Errorf("%q: want %s", c.args, c.ver)
		}
	}
}

func TestAutoBindAndEmulate(t *testing.T) {
	dir := t.TempDir()
	nob := write(t, filepath.Join(dir, "nob.comp"), "#version 450\nlayout(local_size_x=1) in;\nbuffer B { uint x; } b;\nvoid main(){ b.x = 1u; }\n")
	if code, _, stderr := run(t, "", "-o", "-", nob); code != 1 || !strings.Contains(stderr, "needs a binding") {
		t.Errorf("no binding: exit %d %q", code, stderr)
	}
	if out := assemble(t, "-fauto-bind-uniforms", nob); !strings.Contains(out, "Binding 0") {
		t.Error("-fauto-bind-uniforms gave no binding")
	}
	part := write(t, filepath.Join(dir, "part.comp"), `#version 450
#extension GL_NV_shader_subgroup_partitioned : require
layout(local_size_x = 8) in;
layout(binding = 0) buffer B { uint v[]; };
void main() {
    uvec4 m = subgroupPartitionNV(v[gl_LocalInvocationIndex] & 1u);
    v[gl_LocalInvocationIndex] = subgroupPartitionedAddNV(1u, m);
}
`)
	native, emulated := assemble(t, part), assemble(t, "-femulate-subgroup=partitioned", part)
	if !strings.Contains(native, "PartitionNV") || strings.Contains(emulated, "PartitionNV") {
		t.Error("-femulate-subgroup=partitioned did not replace the NV partition instructions")
	}
}

func TestDiagnosticsFormat(t *testing.T) {
	code, _, stderr := run(t, "", "-fdiagnostics-format=json", "-o", filepath.Join(t.TempDir(), "x.spv"), examples+"problems/errors.comp")
	var rep struct {
		Diagnostics []struct {
			Severity string `json:"severity"`
			Line     int    `json:"line"`
		} `json:"diagnostics"`
		Errors int `json:"errors"`
	}
	if err := json.Unmarshal([]byte(stderr), &rep); err != nil || code != 1 {
		t.Fatalf("exit %d, %v\n%s", code, err, stderr)
	}
	if rep.Errors != 2 || len(rep.Diagnostics) != 3 || rep.Diagnostics[0].Severity != "warning" || rep.Diagnostics[1].Line != 11 {
		t.Errorf("json diagnostics: %+v", rep)
	}
}

func TestStdinAndStdout(t *testing.T) {
	src, err := os.ReadFile(examples + "subgroup_scan.comp")
	if err != nil {
		t.Fatal(err)
	}
	code, out, stderr := run(t, string(src), "-fshader-stage=comp", "-o", "-", "-")
	if code != 0 || !strings.HasPrefix(out, "\x03\x02\x23\x07") || len(out)%4 != 0 {
		t.Fatalf("binary to standard output: exit %d, %d bytes, %q", code, len(out), stderr)
	}
	code, _, stderr = run(t, "#version 450\nvoid main() { int x = y; }\n", "-fshader-stage=comp", "-o", "-", "-")
	if code != 1 || !strings.Contains(stderr, "<stdin>:2:") {
		t.Errorf("standard input diagnostics: exit %d %q", code, stderr)
	}
}

func TestSeveralInputs(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	k := "#version 450\nlayout(local_size_x=1) in;\nlayout(binding=0) buffer B { uint v; };\nvoid main(){ v = %s; }\n"
	write(t, "a.comp", strings.Replace(k, "%s", "1u", 1))
	write(t, "b.comp", strings.Replace(k, "%s", "2u", 1))
	if code, _, stderr := run(t, "", "-c", "a.comp", "b.comp"); code != 0 {
		t.Fatal(stderr)
	}
	for _, f := range []string{"a.comp.spv", "b.comp.spv"} {
		if st, err := os.Stat(f); err != nil || st.Size() < 20 {
			t.Errorf("-c did not write %s", f)
		}
	}
	if code, _, stderr := run(t, "", "-S", "a.comp", "b.comp"); code != 0 {
		t.Fatal(stderr)
	}
	if b, _ := os.ReadFile("b.comp.spvasm"); !strings.Contains(string(b), "%uint_2 = OpConstant %uint 2") {
		t.Errorf("-S with two inputs: b.comp.spvasm is %q", b)
	}
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"a.comp", "b.comp"}, "2 inputs need -c or -S"},
		{[]string{"-c", "-o", "x.spv", "a.comp", "b.comp"}, "-o cannot name one output for 2 inputs"},
	} {
		if code, _, stderr := run(t, "", c.args...); code != 2 || !strings.Contains(stderr, c.msg) {
			t.Errorf("%q: exit %d %q", c.args, code, stderr)
		}
	}
	// -E concatenates.
	if code, out, _ := run(t, "", "-E", "a.comp", "b.comp"); code != 0 || !strings.Contains(out, "v = 1u") || !strings.Contains(out, "v = 2u") {
		t.Errorf("-E with two inputs: %s", out)
	}
}

func TestDependencyFlags(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	write(t, "inc.h", "#define K 1u\n")
	k := "#version 450\n#extension GL_GOOGLE_include_directive : require\n#include \"inc.h\"\nlayout(local_size_x=1) in;\nlayout(binding=0) buffer B { uint v; };\nvoid main(){ v = K; }\n"
	write(t, "a.comp", k)
	write(t, "b.comp", k)
	const ruleA = "a.comp.spv: a.comp inc.h\n"
	_, m, _ := run(t, "", "-M", "a.comp")
	_, mm, _ := run(t, "", "-MM", "a.comp")
	if m != ruleA || mm != m {
		t.Errorf("-M %q, -MM %q, want %q", m, mm, ruleA)
	}
	if code, out, _ := run(t, "", "-M", "-MF", "deps.d", "a.comp", "b.comp"); code != 0 || out != "" {
		t.Errorf("-M -MF printed %q", out)
	}
	if d, _ := os.ReadFile("deps.d"); string(d) != ruleA+"b.comp.spv: b.comp inc.h\n" {
		t.Errorf("-MF file %q", d)
	}
	if _, err := os.Stat("a.comp.spv"); err == nil {
		t.Error("-M compiled")
	}
	// -MD compiles and writes <output>.d.
	if code, _, stderr := run(t, "", "-MD", "-c", "a.comp", "b.comp"); code != 0 {
		t.Fatal(stderr)
	}
	if d, _ := os.ReadFile("a.comp.spv.d"); string(d) != ruleA {
		t.Errorf("a.comp.spv.d = %q", d)
	}
	if d, _ := os.ReadFile("b.comp.spv.d"); string(d) != "b.comp.spv: b.comp inc.h\n" {
		t.Errorf("b.comp.spv.d = %q", d)
	}
	if code, _, _ := run(t, "", "-MD", "-MF", "all.d", "-c", "a.comp", "b.comp"); code != 0 {
		t.Fatal("-MD -MF")
	}
	if d, _ := os.ReadFile("all.d"); strings.Count(string(d), "\n") != 2 {
		t.Errorf("all.d = %q", d)
	}
	if code, _, stderr := run(t, "", "-MD", "-o", "-", "a.comp"); code != 2 || !strings.Contains(stderr, "needs -MF") {
		t.Errorf("-MD -o -: exit %d %q", code, stderr)
	}
}

func TestVersionAndCompletion(t *testing.T) {
	code, out, _ := run(t, "", "--version")
	lines := strings.Split(out, "\n")
	if code != 0 || lines[0] != "glslc-nv "+Version || !strings.HasPrefix(lines[1], "Target: SPIR-V 1.0-1.6") {
		t.Errorf("--version: %q", out)
	}
	// No completion command: the word is taken as an input file.
	code, out, stderr := run(t, "", "completion", "bash")
	if code == 0 || out != "" || strings.Contains(stderr, "completion") && !strings.Contains(stderr, "cannot") {
		t.Errorf("completion: exit %d out %q err %q", code, out, stderr)
	}
}
