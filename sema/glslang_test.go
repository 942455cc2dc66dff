package sema

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// glslangAccepts reports whether glslangValidator compiles src for
// Vulkan 1.1.
func glslangAccepts(t *testing.T, tool, name, src string) (bool, string) {
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(tool, "-V", "--target-env", "vulkan1.1", path, "-o", path+".spv").CombinedOutput()
	return err == nil, string(out)
}

// TestTestdataGlslang checks that the test shaders are valid GLSL as
// glslang sees it (so sema is not merely permissive).
func TestTestdataGlslang(t *testing.T) {
	if testing.Short() {
		t.Skip("runs glslangValidator")
	}
	tool := testtool.New(t, "glslangValidator") // glslang 16.5, the language reference
	files, _ := filepath.Glob(filepath.Join("testdata", "*.comp"))
	for _, f := range files {
		if filepath.Base(f) == "nv.comp" {
			continue // GL_NV_shader_thread_shuffle/_group: glslang does not know them
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if ok, out := glslangAccepts(t, tool, filepath.Base(f), string(src)); !ok {
			t.Errorf("glslang rejects %s:\n%s", f, out)
		}
	}
}

// glslangAllows lists the error cases glslang accepts: rules where the
// project is stricter on purpose.
var glslangAllows = map[string]string{
	"duplicate binding":        "a Vulkan binding has one descriptor type: resources of different kinds cannot share it",
	"opaque struct member":     "structs with opaque members (glslang splits them into separate descriptors) are not supported",
	"mixed kinds on a binding": "a Vulkan binding has one descriptor type: resources of different kinds cannot share it",
	"unsized not last":         "GLSL 4.60 §4.3.9: only the last member of a buffer block may be unsized (glslang sizes it implicitly)",
	"misaligned offset":        "GLSL 4.60 §4.4.5: an offset must be a multiple of the member's base alignment",
	"statement before case":    "GLSL 4.60 §6.2: no statements may precede the first case label",
	"interpolation qualifier":  "GLSL 4.60 §4.5: interpolation qualifiers apply to inputs and outputs only",
	"unsized block array":      "runtime-sized arrays of blocks (descriptor indexing) have no IR form",
	"unsized local array":      "implicitly sized arrays (sized by later constant indexing) are not supported",
	"local spec constant":      "constant_id is accepted at global scope only",
	"scope not constant":       "ir.Atomic takes its scope and semantics as constants (Vulkan requires constant scopes)",
	"call of main":             "ir.Validate forbids calling the entry point (the IR has no separate entry wrapper)",
	"quad index":               "GL_KHR_shader_subgroup_quad: the index must be a constant in 0..3 (glslang does not check the range)",
	"rectangle texture":        "glslang emits Dim Rect, which Vulkan forbids (VUID-StandaloneSpirv-OpTypeImage-09638): its module fails spirv-val",
}

// TestErrorsGlslang checks that glslang rejects the error-test shaders too.
func TestErrorsGlslang(t *testing.T) {
	if testing.Short() {
		t.Skip("runs glslangValidator once per case")
	}
	tool := testtool.New(t, "glslangValidator") // glslang 16.5, the language reference
	for _, tc := range errCases {
		if !reflect.DeepEqual(tc.opts, Options{}) {
			continue
		}
		ok, _ := glslangAccepts(t, tool, "err.comp", tc.src)
		_, listed := glslangAllows[tc.name]
		switch {
		case ok && !listed:
			t.Errorf("%s: glslang accepts it", tc.name)
		case !ok && listed:
			t.Errorf("%s: glslang rejects it now: remove it from glslangAllows", tc.name)
		}
	}
}
