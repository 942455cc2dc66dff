package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
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
	if code != 1 || stderr != "glslc-nv: error: invalid value '3' in '-O3'\n" {
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
		{[]string{glsl}, 1, "glslc-nv: error: '" + glsl + "': .glsl file encountered but no -fshader-stage specified ahead\n"},
		{[]string{write(t, filepath.Join(dir, "k.foo"), "#version 450\nvoid main(){}\n")}, 1, "file not recognized: File format not recognized"},
		{[]string{write(t, filepath.Join(dir, "p.glsl"), "#version 450\n#pragma shader_stage(compute)\nlayout(local_size_x=1) in;\nvoid main(){}\n")}, 0, ""},
		{[]string{"-x", "hlsl", "-fshader-stage=comp", glsl}, 1, "HLSL input is not supported"},
		// The graphics stages: from the extension, -fshader-stage, or the
		// pragma; -fauto-map-locations gives the missing locations.
		{[]string{write(t, filepath.Join(dir, "v.vert"), "#version 450\nlayout(location=0) out vec4 c;\nvoid main(){ c = vec4(1); gl_Position = vec4(0); }\n")}, 0, ""},
		{[]string{"-fshader-stage=frag", write(t, filepath.Join(dir, "f.glsl"), "#version 450\nlayout(location=0) out vec4 c;\nvoid main(){ c = gl_FragCoord; }\n")}, 0, ""},
		{[]string{write(t, filepath.Join(dir, "nl.frag"), "#version 450\nout vec4 c;\nvoid main(){ c = vec4(1); }\n")}, 1, "nl.frag:2:10: error: 'c': SPIR-V requires a location"},
		{[]string{"-fauto-map-locations", filepath.Join(dir, "nl.frag")}, 0, ""},
		{[]string{write(t, filepath.Join(dir, "pv.glsl"), "#version 450\n#pragma shader_stage(vertex)\nvoid main(){ gl_Position = vec4(gl_VertexIndex); }\n")}, 0, ""},
		{[]string{"-fshader-stage=mesh", glsl}, 1, "error: mesh shaders are not supported yet"},
		{[]string{"--target=nvasm", filepath.Join(dir, "v.vert")}, 1, "error: --target=nvasm compiles compute shaders only (this is a vertex shader)"},
		// (glslc does nothing with SPIR-V assembly when it only preprocesses)
		{[]string{"-E", write(t, filepath.Join(dir, "k.spvasm"), "OpCapability Shader\n")}, 0, ""},
	} {
		code, _, stderr := run(t, "", append([]string{"-o", filepath.Join(dir, "k.spv")}, c.args...)...)
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("%q: exit %d %q, want %d %q", c.args, code, stderr, c.code, c.msg)
		}
	}
}

func TestDefinesAndIncludes(t *testing.T) {
	src := examples + "macros.comp"
	code, out, stderr := run(t, "", "-E", "-I"+examples+"include", "-DOFFSET=7u", "-DUNUSED", src)
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
	// -D is a #define line, so what #define refuses is an error at
	// <command line>, and a function-like macro works.
	for _, bad := range []string{"-D=1", "-D1X"} {
		if code, _, stderr := run(t, "", "-E", "-I", examples+"include", bad, src); code != 1 || !strings.Contains(stderr, "error: #define needs a macro name") {
			t.Errorf("%s: exit %d %q", bad, code, stderr)
		}
	}
	fn := filepath.Join(t.TempDir(), "fn.comp")
	os.WriteFile(fn, []byte("#version 450\nint x = buffer_ld1(b, 2);\n"), 0o644)
	if code, out, stderr := run(t, "", "-E", "-Dbuffer_ld1(buf,i)=buf[i]", fn); code != 0 || !strings.Contains(out, "int x = b[2];") {
		t.Errorf("function-like -D: exit %d %q %q", code, out, stderr)
	}
}

func TestTargets(t *testing.T) {
	src := examples + "subgroup_scan.comp"
	for _, c := range []struct {
		args []string
		ver  string
	}{
		{[]string{"--target-env=vulkan1.1"}, "; Version: 1.3"},
		{[]string{"--target-env=vulkan1.3"}, "; Version: 1.6"},
		{[]string{"--target-env=vulkan1.4"}, "; Version: 1.6"},
		{[]string{"--target-env=vulkan1.2"}, "; Version: 1.5"},
		{[]string{"--target-env=vulkan1.1spv1.4"}, "; Version: 1.4"},
		{[]string{"--target-env=vulkan1.1", "--target-spv=spv1.5"}, "; Version: 1.5"},
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
	native, emulated := assemble(t, "--target-env=vulkan1.1", part), assemble(t, "--target-env=vulkan1.1", "-femulate-subgroup=partitioned", part)
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
	code, out, stderr := run(t, string(src), "--target-env=vulkan1.1", "-fshader-stage=comp", "-o", "-", "-")
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
		{[]string{"a.comp", "b.comp"}, "linking multiple files is not supported yet. Use -c to compile files individually."},
		{[]string{"-c", "-o", "x.spv", "a.comp", "b.comp"}, "cannot specify -o when generating multiple output files"},
		{[]string{"-E", "-o", "x.txt", "a.comp", "b.comp"}, "cannot specify -o when generating multiple output files"},
	} {
		if code, _, stderr := run(t, "", c.args...); code != 1 || !strings.Contains(stderr, c.msg) {
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
	// As in glslc, -M writes the rules where the output goes (standard
	// output), whatever -MF says; -MF and -MT take one input.
	if code, out, _ := run(t, "", "-M", "-MF", "deps.d", "a.comp"); code != 0 || out != ruleA {
		t.Errorf("-M -MF printed %q", out)
	}
	if _, err := os.Stat("deps.d"); err == nil {
		t.Error("-M -MF wrote the -MF file")
	}
	if code, out, _ := run(t, "", "-M", "a.comp", "b.comp"); code != 0 || out != ruleA+"b.comp.spv: b.comp inc.h\n" {
		t.Errorf("-M with two inputs printed %q", out)
	}
	if code, out, _ := run(t, "", "-M", "-MT", "tgt", "a.comp"); code != 0 || out != "tgt: a.comp inc.h\n" {
		t.Errorf("-M -MT printed %q", out)
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
	if code, _, stderr := run(t, "", "-MD", "-MF", "all.d", "-c", "a.comp", "b.comp"); code != 1 || !strings.Contains(stderr, "only one input file is allowed") {
		t.Errorf("-MD -MF with two inputs: exit %d %q", code, stderr)
	}
	if code, _, _ := run(t, "", "-MD", "-MF", "one.d", "-c", "a.comp"); code != 0 {
		t.Fatal("-MD -MF")
	}
	if d, _ := os.ReadFile("one.d"); string(d) != ruleA {
		t.Errorf("one.d = %q", d)
	}
}

func TestVersionAndCompletion(t *testing.T) {
	code, out, _ := run(t, "", "--version")
	lines := strings.Split(out, "\n")
	if code != 0 || lines[0] != "glslc-nv "+Version || !strings.HasPrefix(lines[1], "Target: SPIR-V 1.0-1.6") {
		t.Errorf("--version: %q", out)
	}
	// No completion command: the words are taken as input files.
	code, out, stderr := run(t, "", "completion", "bash")
	if code != 1 || out != "" || !strings.Contains(stderr, "linking multiple files") {
		t.Errorf("completion: exit %d out %q err %q", code, out, stderr)
	}
}

func TestNanClampAndLimits(t *testing.T) {
	dir := t.TempDir()
	src := write(t, filepath.Join(dir, "nan.comp"), "#version 450\nlayout(local_size_x = 8) in;\nlayout(binding = 0) buffer B { float v[]; };\nvoid main() { v[0] = clamp(min(v[1], v[2]), max(v[3], 0.0), 1.0); }\n")
	plain, nan := assemble(t, src), assemble(t, "-fnan-clamp", src)
	if !strings.Contains(plain, " FMin ") || strings.Contains(plain, "NMin") {
		t.Errorf("without -fnan-clamp: want FMin\n%s", plain)
	}
	for _, op := range []string{" NMin ", " NMax ", " NClamp "} {
		if !strings.Contains(nan, op) {
			t.Errorf("-fnan-clamp: no%s", op)
		}
	}
	// -flimit changes the limits sema checks and the gl_Max constants.
	if code, _, stderr := run(t, "", "-flimit=MaxComputeWorkGroupSizeX 4", "-o", filepath.Join(dir, "x.spv"), src); code != 1 || !strings.Contains(stderr, "larger than gl_MaxComputeWorkGroupSize.x (4)") {
		t.Errorf("-flimit: exit %d %q", code, stderr)
	}
	lim := write(t, filepath.Join(dir, "lim.txt"), "MaxComputeWorkGroupSizeY 9\nwhileLoops 1\n")
	max := write(t, filepath.Join(dir, "max.comp"), "#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { int v[]; };\nvoid main() { v[0] = gl_MaxComputeWorkGroupSize.y; }\n")
	if out := assemble(t, "-flimit-file", lim, max); !strings.Contains(out, "%int_9 = OpConstant %int 9") {
		t.Errorf("-flimit-file: gl_MaxComputeWorkGroupSize.y is not 9:\n%s", out)
	}
}

// TestBindingBases: glslang's mapping of bindings, as glslc 2023.2 gives it
// for these shaders (the expected bindings were read off glslc's modules):
// a base is added to every explicit binding of its kind; with
// -fauto-bind-uniforms each used resource without one gets, in declaration
// order, the lowest free binding of its set at or above its kind's base,
// and an unused one binding 0; a base for one stage beats one for all.
func TestBindingBases(t *testing.T) {
	dir := t.TempDir()
	src := write(t, filepath.Join(dir, "b.comp"), `#version 450
layout(local_size_x=1) in;
buffer B1 { uint a[]; } b1;
buffer B2 { uint b[]; } b2;
uniform U1 { uint u; } u1;
layout(binding=1) buffer B3 { uint c[]; } b3;
layout(rgba8) uniform image2D img1;
layout(rgba8) uniform image2D img2;
uniform sampler2D smp1;
uniform texture2D tex1;
uniform sampler s1;
buffer Bunused { uint z[]; } bunused;
void main(){ b1.a[0]=b2.b[0]+b3.c[0]+u1.u; imageStore(img1, ivec2(0), texture(smp1, vec2(0))); imageStore(img2, ivec2(0), texture(sampler2D(tex1,s1), vec2(0))); }
`)
	binding := regexp.MustCompile(`OpDecorate %(\w+) Binding (\d+)`)
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "b1=0 b2=2 b3=1 bunused=0 img1=4 img2=5 s1=8 smp1=6 tex1=7 u1=3"},
		{[]string{"-fssbo-binding-base", "5"}, "b1=5 b2=7 b3=6 bunused=0 img1=1 img2=2 s1=8 smp1=3 tex1=4 u1=0"},
		{[]string{"-fubo-binding-base", "3", "-fimage-binding-base", "10", "-ftexture-binding-base", "20", "-fsampler-binding-base", "0x1e"}, "b1=0 b2=2 b3=1 bunused=0 img1=10 img2=11 s1=30 smp1=20 tex1=21 u1=3"},
		{[]string{"-fssbo-binding-base", "5", "-fssbo-binding-base", "comp", "7"}, "b1=7 b2=9 b3=8 bunused=0 img1=1 img2=2 s1=5 smp1=3 tex1=4 u1=0"},
		{[]string{"-fssbo-binding-base", "vert", "7"}, "b1=0 b2=2 b3=1 bunused=0 img1=4 img2=5 s1=8 smp1=6 tex1=7 u1=3"},
	} {
		out := assemble(t, append(append([]string{"-fauto-bind-uniforms"}, c.args...), src)...)
		var got []string
		for _, m := range binding.FindAllStringSubmatch(out, -1) {
			got = append(got, m[1]+"="+m[2])
		}
		sort.Strings(got)
		if strings.Join(got, " ") != c.want {
			t.Errorf("%q: bindings %s, want %s", c.args, strings.Join(got, " "), c.want)
		}
	}
}

// TestHlslOffsets: -fhlsl-offsets lays out a block without an explicit
// packing as glslc 2023.2 does (offsets read off glslc's module): vectors at
// their component's alignment unless they would straddle 16 bytes; blocks
// with an explicit packing keep GLSL's offsets.
func TestHlslOffsets(t *testing.T) {
	src := write(t, filepath.Join(t.TempDir(), "h.comp"), `#version 450
layout(local_size_x=1) in;
layout(binding=0) buffer B { float x; vec3 y; vec2 z; float w; vec3 q; mat2 m; float arr[2]; vec2 v2[2]; } b;
layout(binding=1) uniform U { float a; vec3 b3; float c; vec2 d; mat3 e; float f[2]; vec3 g; } u;
layout(std140, binding=2) uniform U2 { float a; vec3 b3; } u2;
void main(){ b.x = u.a + u2.a + u.f[1]; }
`)
	offsets := func(out, block string) string {
		var got []string
		for _, m := range regexp.MustCompile(`OpMemberDecorate %`+block+` \d+ Offset (\d+)`).FindAllStringSubmatch(out, -1) {
			got = append(got, m[1])
		}
		return strings.Join(got, " ")
	}
	plain, hlsl := assemble(t, src), assemble(t, "-fhlsl-offsets", src)
	for _, c := range []struct{ out, block, want string }{
		{plain, "B", "0 16 32 40 48 64 80 88"},
		{hlsl, "B", "0 4 16 24 32 48 64 72"},
		{hlsl, "U", "0 4 16 20 32 80 112"},
		{hlsl, "U2", "0 16"},
	} {
		if got := offsets(c.out, c.block); got != c.want {
			t.Errorf("%s offsets %s, want %s", c.block, got, c.want)
		}
	}
}

// TestAutoCombinedImageSampler: glslang's texture-sampler upgrade, as
// glslc's module of this shader has it: the textures are combined image
// samplers at their bindings, the sampler is gone.
func TestAutoCombinedImageSampler(t *testing.T) {
	dir := t.TempDir()
	src := write(t, filepath.Join(dir, "c.comp"), `#version 450
layout(local_size_x=1) in;
layout(binding=0) buffer B { vec4 v[]; };
layout(binding=1) uniform texture2D tex;
layout(binding=2) uniform sampler smp;
layout(binding=3) uniform texture2D tex2[2];
void main(){ v[0] = texture(sampler2D(tex, smp), vec2(0.5)) + texelFetch(sampler2D(tex2[1], smp), ivec2(0), 0); }
`)
	plain, up := assemble(t, src), assemble(t, "-fauto-combined-image-sampler", src)
	if !strings.Contains(plain, "OpTypeSampler") || !strings.Contains(plain, "OpDecorate %smp Binding 2") {
		t.Errorf("without the option the sampler is declared:\n%s", plain)
	}
	if strings.Contains(up, "OpTypeSampler") || strings.Contains(up, "%smp") || !strings.Contains(up, "%tex = OpVariable %_ptr_UniformConstant_") ||
		!regexp.MustCompile(`OpTypeSampledImage`).MatchString(up) || !strings.Contains(up, "OpDecorate %tex2 Binding 3") {
		t.Errorf("-fauto-combined-image-sampler: want combined textures and no sampler:\n%s", up)
	}
	bad := write(t, filepath.Join(dir, "bad.comp"), "#version 450\nlayout(local_size_x=1) in;\nlayout(binding=2) uniform sampler smp;\nvoid f(sampler s) {}\nvoid main(){ f(smp); }\n")
	if code, _, stderr := run(t, "", "-fauto-combined-image-sampler", "-o", filepath.Join(dir, "x.spv"), bad); code != 1 || !strings.Contains(stderr, "bad.comp:5:16: error: sampler 'smp' was removed by -fauto-combined-image-sampler") {
		t.Errorf("a removed sampler used as a value: exit %d %q", code, stderr)
	}
}
