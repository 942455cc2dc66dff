package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"testing"

	"github.com/glslc-nv/glslc-nv/lower/nvasm"

	"github.com/glslc-nv/glslc-nv/frontend"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/sema"
)

// TestSharedBlocksAlias: shared blocks (GL_EXT_shared_memory_block) all
// start at byte 0 of shared memory, so C's c[j] (offset 8) reads A's
// a[2 + j]; the program needs only the larger block's 16 bytes.
func TestNVAsmSharedBlocksAlias(t *testing.T) {
	src := sharedBlockSrc // e2e/sema_sharedblock_test.go: the same shader through SPIR-V
	diags := &diag.List{}
	tu := frontend.Parse("sb.comp", []byte(src), frontend.Options{Options: pp.Options{Vulkan: true}}, diags)
	m := sema.Check(tu, sema.Options{TargetEnv: targetenv.MustCompiler("vulkan1.1spv1.4")}, diags)
	if m == nil || diags.HasErrors() {
		t.Fatal(diagErr(diags, "sb.comp", src))
	}
	text, err := nvasm.Emit(m, nvasm.Options{})
	if err != nil {
		t.Fatal(err)
	}
	bin, err := assemble("sb.nvcp", text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	out, err := runSPIRV(bin, 32, dispatch{groups: [3]uint32{1, 1, 1}}, map[[2]uint32][]byte{{0, 0}: make([]byte, 16)}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []uint32{20, 30, 20, 30}
	for i, w := range want {
		if got := binary.LittleEndian.Uint32(out[[2]uint32{0, 0}][4*i:]); got != w {
			t.Fatalf("b[%d] = %d, want %d\n%s", i, got, w, text)
		}
	}
}
