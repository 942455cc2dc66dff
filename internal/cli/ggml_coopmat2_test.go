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

// TestGGMLCoopMat2Q4_0 runs matmul_q4_0_f16_cm2: A in ggml's q4_0 blocks
// (a float16 scale d and 32 four-bit values q, element j of a block in
// the low nibble of byte j for j < 16 and in the high nibble of byte
// j - 16 above, value (q - 8) * d), loaded through the tensor layout's
// 1x32 blocks and ggml's dequantFuncQ4_0 decode function, times float16
// B. Scales are powers of two, so the products and sums are exact: the
// result must equal the plain product of the dequantized A and B, at
// subgroup sizes 32 and 64, for K = 64 (two blocks a row) and K = 96
// with partial M and N tiles.
func TestGGMLCoopMat2Q4_0(t *testing.T) {
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	p := ggmlLoadVariant(t, dir, "matmul_q4_0_f16_cm2")
	const M, N = 40, 48
	for run, c := range []struct{ S, K int }{{32, 64}, {64, 64}, {32, 96}, {64, 96}} {
		K := c.K
		_, b := ggmlMatmulInputs(M, N, K, true, false)
		a := make([]float32, M*K)
		qa := make([]byte, 0, M*K/32*18)
		seed := uint32(run*977 + 5)
		for m := 0; m < M; m++ {
			for blk := 0; blk < K/32; blk++ {
				d := float32(1) / float32(int(8)<<((m+blk)%3)) // 1/8, 1/16, 1/32
				var qs [16]byte
				for j := 0; j < 32; j++ {
					seed = seed*1103515245 + 12345
					q := int(seed>>16) & 15
					a[m*K+blk*32+j] = float32(q-8) * d
					if j < 16 {
						qs[j] |= byte(q)
					} else {
						qs[j-16] |= byte(q) << 4
					}
				}
				qa = append(qa, ggmlFloat16s([]float32{d})...)
				qa = append(qa, qs[:]...)
			}
		}
		// spec constants: BLOCK_SIZE BM BN BK (32 for quants) enable_smaller_matrices ALIGNED
		spec := map[uint32]uint64{0: 128, 1: 32, 2: 32, 3: 32, 4: 0, 5: 0}
		d := make([]byte, 4*M*N)
		res, err := p.Run(interp.Config{SubgroupSize: c.S, Workgroups: [3]uint32{(M + 31) / 32, (N + 31) / 32, 1}, Spec: spec,
			PushConstants: ggmlMatmulPush(M, N, K, true), Buffers: map[[2]uint32][]byte{{0, 0}: qa, {0, 1}: ggmlFloat16s(b), {0, 2}: d}})
		if err != nil {
			t.Fatalf("run %d (S=%d): %v", run, c.S, err)
		}
		for _, dg := range res.Diagnostics {
			t.Errorf("run %d (S=%d): %v", run, c.S, dg)
		}
		ggmlMatmulCheck(t, c.S, true, false, a, b, d, M, N, K)
	}
}
