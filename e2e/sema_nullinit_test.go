package e2e

import (
	"github.com/glslc-nv/glslc-nv/sema"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// nullInitSrc reads shared variables initialised with "{}" before any
// invocation writes them, plus a private global, a constant and locals
// given "{}" (GL_EXT_null_initializer).
const nullInitSrc = `#version 450
#extension GL_EXT_null_initializer : enable
layout(local_size_x = 4) in;
layout(binding = 0) buffer B { uint b[]; } bb;
struct S { uint a; vec2 v; };
shared uint wg = {};
shared S ws = {};
shared uint warr[4] = {};
uint g = {};
const uvec2 k = {};
void main() {
	uint i = gl_LocalInvocationIndex;
	uint l = {};
	float fa[2] = {};
	bb.b[gl_GlobalInvocationID.x] = wg + ws.a + uint(ws.v.y) + warr[i] + g + k.y + l + uint(fa[1]) + 7u;
}
`

// TestNullInitializer: "{}" gives OpConstantNull initializers (shared
// variables included), spirv-val accepts the module for every Vulkan
// environment, and on the interpreter the shared variables read as zero
// without an uninitialized-read report.
func TestSemaNullInitializer(t *testing.T) {
	m := mustCheck(t, "nullinit.comp", nullInitSrc, sema.Options{})
	var code []uint32
	for _, env := range []string{"vulkan1.0", "vulkan1.1", "vulkan1.3"} {
		code = lowerVal(t, "nullinit.comp", m, env)
	}
	raw, err := spirv.Decode(spirv.Encode(code))
	if err != nil {
		t.Fatal(err)
	}
	nulls := map[uint32]bool{}
	initialised := 0
	for _, in := range raw.Insts {
		switch {
		case in.Op == spirv.OpConstantNull:
			nulls[in.Words[2]] = true
		case in.Op == spirv.OpVariable && spirv.StorageClass(in.Words[3]) == spirv.StorageClassWorkgroup:
			if len(in.Words) < 5 || !nulls[in.Words[4]] {
				t.Errorf("Workgroup variable %%%d has no OpConstantNull initializer", in.Words[2])
			}
			initialised++
		}
	}
	if initialised != 3 {
		t.Fatalf("%d Workgroup variables, want 3", initialised)
	}
	prog, err := interp.Load(spirv.Encode(code))
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 32)
	res, err := prog.Run(interp.Config{SubgroupSize: 4, Workgroups: [3]uint32{2, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("interpreter diagnostic: %s", d)
	}
	for i, w := range words(buf) {
		if w != 7 {
			t.Errorf("b[%d] = %#x, want 7", i, w)
		}
	}
}
