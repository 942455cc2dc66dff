package glslcnv_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/glslc-nv/glslc-nv/glslcnv"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/internal/tracehtml"
)

// validate runs spirv-val (the newer one when GLSLC_NV_SPIRV_VAL names
// it) on a module.
func validate(t *testing.T, what string, spv []byte, env string) {
	t.Helper()
	if testtool.ValidateNewer(t, what, spv, env) {
		return
	}
	val := testtool.Require(t, "spirv-val")
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, spv, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(val, "--target-env", env, path).CombinedOutput(); err != nil {
		t.Errorf("%s: spirv-val: %v\n%s", what, err, out)
	}
}

func TestCompileOptions(t *testing.T) {
	src := "#version 450\nlayout(local_size_x = WIDTH) in;\nlayout(binding = 0) buffer B { uint v[]; };\nvoid main() { v[gl_LocalInvocationIndex] = VALUE; }\n"
	opts := glslcnv.Options{TargetEnv: "vulkan1.2", Defines: []glslcnv.Macro{{Name: "WIDTH", Value: "8"}, {Name: "VALUE", Value: "7u"}}, Debug: true, Optimize: true}
	res := glslcnv.Compile("k.comp", []byte(src), opts)
	if err := res.Err(); err != nil {
		t.Fatal(err)
	}
	if v := res.SPIRV[1]; v != 0x00010500 {
		t.Errorf("vulkan1.2: SPIR-V version %#x, want 1.5", v)
	}
	validate(t, "k.comp", res.Bytes(), "vulkan1.2")
	m, err := glslcnv.LoadWords(res.SPIRV)
	if err != nil {
		t.Fatal(err)
	}
	if ls := m.LocalSize(); ls != [3]uint32{8, 1, 1} {
		t.Errorf("local size %v, want 8,1,1 from -DWIDTH=8", ls)
	}
	out, err := m.Run(glslcnv.RunOptions{Buffers: map[glslcnv.Binding][]byte{{Set: 0, Binding: 0}: make([]byte, 32)}})
	if err != nil {
		t.Fatal(err)
	}
	got := out.Buffers[glslcnv.Binding{Set: 0, Binding: 0}]
	for i := 0; i < 8; i++ {
		if v := binary.LittleEndian.Uint32(got[4*i:]); v != 7 {
			t.Fatalf("v[%d] = %d, want 7", i, v)
		}
	}
	// The same options through the wrong names fail without compiling.
	for _, bad := range []glslcnv.Options{{TargetEnv: "vulkan9"}, {TargetSPV: "spv7"}, {Std: "451"}, {Limits: map[string]int{"NoSuch": 1}}, {Emulate: "nothing"}, {Stage: 99}} {
		if err := bad.Check(); err == nil {
			t.Errorf("%+v: Check passed", bad)
		}
		if r := glslcnv.Compile("k.comp", []byte(src), bad); r.Err() == nil || r.SPIRV != nil {
			t.Errorf("%+v: compiled", bad)
		}
	}
}

func TestStages(t *testing.T) {
	// The stage passes through: a #pragma may choose it under StageDefault,
	// StageFromSource needs one.
	src := []byte("#version 450\nlayout(local_size_x = 1) in;\nvoid main() {}\n")
	if r := glslcnv.Compile("x.glsl", src, glslcnv.Options{StageMode: glslcnv.StageFromSource}); !r.NoStage || !errors.Is(r.Err(), glslcnv.ErrNoStage) {
		t.Errorf("StageFromSource without a pragma: NoStage %v, Err %v", r.NoStage, r.Err())
	}
	prag := []byte("#version 450\n#pragma shader_stage(compute)\nlayout(local_size_x = 1) in;\nvoid main() {}\n")
	if r := glslcnv.Compile("x.glsl", prag, glslcnv.Options{StageMode: glslcnv.StageFromSource}); r.Err() != nil || r.Stage != glslcnv.Compute {
		t.Errorf("pragma compute: %v, stage %v", r.Err(), r.Stage)
	}
	if s, ok := glslcnv.StageForFile("a/b.frag"); !ok || s != glslcnv.Fragment {
		t.Errorf("StageForFile(b.frag) = %v %v", s, ok)
	}
	if s, ok := glslcnv.ParseStage("tesc"); !ok || s != glslcnv.TessControl {
		t.Errorf("ParseStage(tesc) = %v %v", s, ok)
	}
}

func TestIncludeCallbackError(t *testing.T) {
	opts := glslcnv.Options{Include: func(name string, system bool, from string, depth int) (string, []byte, error) {
		if name == "deep.h" {
			if from != "top.h" || depth != 2 || !system {
				t.Errorf("deep.h asked from %q depth %d system %v", from, depth, system)
			}
			return "", nil, errors.New("not in the archive")
		}
		return "top.h", []byte("#include <deep.h>\n"), nil
	}}
	r := glslcnv.Compile("m.comp", []byte("#version 450\n#include \"top.h\"\nvoid main(){}\n"), opts)
	if len(r.Diagnostics) == 0 {
		t.Fatal("no diagnostic")
	}
	d := r.Diagnostics[0]
	if d.File != "top.h" || d.Line != 1 || !strings.Contains(d.Message, "not in the archive") {
		t.Errorf("diagnostic %v, want top.h:1 with the callback's message", d)
	}
}

func TestPreprocess(t *testing.T) {
	r := glslcnv.Preprocess("p.comp", []byte("#version 450\n#define X 3\nint a = X;\n"), glslcnv.Options{})
	if r.Err() != nil || !strings.Contains(r.Text, "int a = 3;") {
		t.Errorf("preprocess: %v %q", r.Err(), r.Text)
	}
}

func TestRunReportsUndefined(t *testing.T) {
	src := "#version 450\nlayout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { uint v[4]; };\nvoid main() { v[gl_LocalInvocationIndex + 2u] = 1u; }\n"
	res := glslcnv.Compile("oob.comp", []byte(src), glslcnv.Options{TargetEnv: "vulkan1.1", Debug: true})
	if err := res.Err(); err != nil {
		t.Fatal(err)
	}
	out, err := glslcnv.Run(res.Bytes(), glslcnv.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Reports) == 0 || out.Reports[0].Line != 4 || out.Reports[0].File != "oob.comp" {
		t.Fatalf("reports %v: want an out-of-bounds write at oob.comp:4", out.Reports)
	}
}

// TestConcurrent compiles and runs from many goroutines at once, for
// go test -race: one Module is shared by every runner.
func TestConcurrent(t *testing.T) {
	res := glslcnv.Compile("scan.comp", []byte(scan), glslcnv.Options{TargetEnv: "vulkan1.1"})
	if err := res.Err(); err != nil {
		t.Fatal(err)
	}
	m, err := glslcnv.LoadWords(res.SPIRV)
	if err != nil {
		t.Fatal(err)
	}
	in := make([]byte, 64)
	for i := range 16 {
		binary.LittleEndian.PutUint32(in[4*i:], uint32(i))
	}
	var wg sync.WaitGroup
	errs := make(chan error, 32)
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 3 {
				r := glslcnv.Compile("scan.comp", []byte(scan), glslcnv.Options{TargetEnv: "vulkan1.1", Optimize: g%2 == 0})
				if r.Err() != nil {
					errs <- r.Err()
					return
				}
				out, err := m.Run(glslcnv.RunOptions{SubgroupSize: 4 << (g % 3), Spec: nil,
					Buffers: map[glslcnv.Binding][]byte{{Set: 0, Binding: 0}: in}})
				if err != nil {
					errs <- err
					return
				}
				if len(out.Buffers[glslcnv.Binding{Set: 0, Binding: 1}]) != 64 {
					errs <- errors.New("result buffer missing")
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if !bytes.Equal(in[4:8], []byte{1, 0, 0, 0}) {
		t.Error("Run changed the caller's buffer")
	}
}

// FuzzAPI feeds arbitrary text and modules to every entry point: each
// returns a result or an error, never panics.
func FuzzAPI(f *testing.F) {
	f.Add([]byte(scan), uint8(0))
	f.Add([]byte("#version 450\n#include \"x\"\n"), uint8(1))
	f.Add([]byte("OpCapability Shader\n"), uint8(2))
	f.Add([]byte("!!NVcp5.0\nEND\n"), uint8(3))
	f.Add([]byte("#!amber\nSHADER compute s GLSL\n#version 450\nvoid main(){}\nEND\n"), uint8(4))
	f.Fuzz(func(t *testing.T, data []byte, mode uint8) {
		opts := glslcnv.Options{Language: glslcnv.Language(mode % 3), StageMode: glslcnv.StageMode(mode % 3), TargetEnv: "vulkan1.1",
			Include: func(name string, system bool, from string, depth int) (string, []byte, error) { return name, data, nil }}
		r := glslcnv.Compile("f.comp", data, opts)
		if r == nil {
			t.Fatal("nil result")
		}
		if r.Err() == nil && r.SPIRV != nil {
			// SPIR-V assembly may spell any raw word ("!0"), as spirv-as
			// allows, so the module it assembles need not be one the
			// disassembler accepts (spirv-dis rejects such modules too);
			// a module compiled from GLSL or NV assembly must be.
			if _, err := glslcnv.Disassemble(r.SPIRV); err != nil && opts.Language != glslcnv.SPIRVAssembly {
				t.Errorf("own module does not disassemble: %v", err)
			}
			if m, err := glslcnv.LoadWords(r.SPIRV); err == nil {
				m.Run(glslcnv.RunOptions{MaxSteps: 10000, Workers: 1})
			}
		}
		glslcnv.Preprocess("f.comp", data, opts)
		glslcnv.Run(data, glslcnv.RunOptions{MaxSteps: 10000, Workers: 1})
		if mode%5 == 4 {
			glslcnv.RunAmber("f.amber", data, glslcnv.AmberOptions{MaxSteps: 10000})
		}
	})
}

// TestTracePage renders the lane timeline of the first subgroup: one
// timeline of the width asked, with a row per lane.
func TestTracePage(t *testing.T) {
	res := glslcnv.Compile("scan.comp", []byte(scan), glslcnv.Options{TargetEnv: "vulkan1.1", Debug: true})
	if err := res.Err(); err != nil {
		t.Fatal(err)
	}
	m, err := glslcnv.LoadWords(res.SPIRV)
	if err != nil {
		t.Fatal(err)
	}
	html, err := m.TracePage(glslcnv.RunOptions{SubgroupSize: 8}, glslcnv.TraceOptions{Title: "scan", Sources: res.Sources})
	if err != nil {
		t.Fatal(err)
	}
	p, err := tracehtml.ReadPage([]byte(html))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Timelines) != 1 || p.Timelines[0].SubgroupSize != 8 || p.Timelines[0].Lanes != 8 || len(p.Timelines[0].Steps) == 0 {
		t.Fatalf("timelines %+v", p.Timelines)
	}
	if len(p.Sources["scan.comp"]) < 9 {
		t.Errorf("the page quotes no source lines: %v", p.Sources)
	}
}

// TestImages reads a sampled texture and a texel buffer and writes a
// storage image.
func TestImages(t *testing.T) {
	src := `#version 450
layout(local_size_x = 2, local_size_y = 2) in;
layout(binding = 0) uniform sampler2D tex;
layout(binding = 1, rgba8) uniform writeonly image2D outImg;
layout(binding = 2) uniform usamplerBuffer offsets;
void main() {
    ivec2 p = ivec2(gl_LocalInvocationID.xy);
    vec4 c = texelFetch(tex, p, 0);
    imageStore(outImg, p, c.bgra + float(texelFetch(offsets, p.x).r) / 255.0);
}
`
	res := glslcnv.Compile("img.comp", []byte(src), glslcnv.Options{TargetEnv: "vulkan1.1"})
	if err := res.Err(); err != nil {
		t.Fatal(err)
	}
	validate(t, "img.comp", res.Bytes(), "vulkan1.1")
	tex := []byte{10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255, 100, 110, 120, 255}
	in := map[glslcnv.Binding]*glslcnv.Image{
		{Set: 0, Binding: 0}: {Format: "rgba8", Width: 2, Height: 2, Data: tex},
		{Set: 0, Binding: 1}: {Format: "rgba8", Width: 2, Height: 2},
		{Set: 0, Binding: 2}: {Format: "r32ui", Width: 2, Data: u32s(0, 1)},
	}
	out, err := glslcnv.Run(res.Bytes(), glslcnv.RunOptions{Images: in})
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Reports) != 0 {
		t.Errorf("reports: %v", out.Reports)
	}
	got := out.Images[glslcnv.Binding{Set: 0, Binding: 1}].Data
	want := []byte{30, 20, 10, 255, 61, 51, 41, 255, 90, 80, 70, 255, 121, 111, 101, 255}
	if !bytes.Equal(got, want) {
		t.Errorf("storage image after the run %v, want %v", got, want)
	}
	if in[glslcnv.Binding{Set: 0, Binding: 1}].Data != nil {
		t.Error("Run changed the caller's Image")
	}
	if _, err := glslcnv.Run(res.Bytes(), glslcnv.RunOptions{Images: map[glslcnv.Binding]*glslcnv.Image{{Set: 0, Binding: 0}: {Format: "rgba8", Width: 2, Height: 2, Data: []byte{1}}}}); err == nil {
		t.Error("short image data accepted")
	}
}
