package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestGGMLCoopMat2Matmul runs ggml's GL_NV_cooperative_matrix2 matrix
// multiply (mul_mm_cm2.comp, built with ggml's exact defines) on the
// interpreter: Workgroup-scope matrices in workgroups of 128 invocations
// (BLOCK_SIZE 128, BM = BN = 32, BK = 16: what the default flexible
// properties offer), tensor-layout loads with clamping, a transposing
// tensor view, a clamped tensor store. It compares D with a plain matrix
// product at subgroup sizes 32 and 64 for two shapes: K = 40 (every
// workgroup on the clamped path, partial tiles and a K tail) and K = 48
// (the first workgroup on ggml's unclamped fast path). Exact inputs must
// give exact results; random float16 ones stay within float32 (or, with
// float16 accumulators, float16) rounding of the sum.
func TestGGMLCoopMat2Matmul(t *testing.T) {
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	for _, name := range []string{"matmul_f16_cm2", "matmul_f32_f16_cm2", "matmul_f16_f16acc_cm2", "matmul_bf16_cm2"} {
		t.Run(name, func(t *testing.T) {
			p := ggmlLoadVariant(t, dir, name)
			bf16 := strings.Contains(name, "bf16")
			encA, encB := ggmlFloat16s, ggmlFloat16s
			if strings.HasPrefix(name, "matmul_f32") {
				encA = ggmlFloat32s
			}
			if bf16 {
				encA, encB = ggmlBFloat16s, ggmlBFloat16s
			}
			f16acc := strings.Contains(name, "f16acc")
			const M, N = 40, 48
			for run, c := range []struct {
				S, K  int
				exact bool
			}{{32, 40, true}, {64, 40, true}, {32, 48, true}, {64, 48, false}} {
				a, b := ggmlMatmulInputs(M, N, c.K, c.exact, bf16)
				// spec constants: BLOCK_SIZE BM BN BK enable_smaller_matrices ALIGNED
				spec := map[uint32]uint64{0: 128, 1: 32, 2: 32, 3: 16, 4: 0, 5: 0}
				d := make([]byte, 4*M*N)
				res, err := p.Run(interp.Config{SubgroupSize: c.S, Workgroups: [3]uint32{(M + 31) / 32, (N + 31) / 32, 1}, Spec: spec,
					PushConstants: ggmlMatmulPush(M, N, c.K, true), Buffers: map[[2]uint32][]byte{{0, 0}: encA(a), {0, 1}: encB(b), {0, 2}: d}})
				if err != nil {
					t.Fatalf("run %d (S=%d): %v", run, c.S, err)
				}
				for _, dg := range res.Diagnostics {
					t.Errorf("run %d (S=%d): %v", run, c.S, dg)
				}
				ggmlMatmulCheck(t, c.S, c.exact, f16acc, a, b, d, M, N, c.K)
			}
		})
	}
}
