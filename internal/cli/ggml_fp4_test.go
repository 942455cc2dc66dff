package cli

import (
	"encoding/binary"
	"math"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestGGMLFP4Matmul runs ggml's MXFP4 cooperative-matrix matrix multiply
// in both builds, matmul_mxfp4_f32_cm1 (fp4 decoded through ggml's table
// of doubled values, times half the block scale) and
// matmul_mxfp4_f32_ocp_cm1 (GL_EXT_float_e2m1: bitcastExtractfe2m1EXT and
// a conversion of the fp4 values), on the interpreter at subgroup size 32
// with ggml's small coopmat warptile, on the same generated blocks, and
// compares both with a product computed here from the MXFP4 definition
// (block of 32: an E8M0 scale 2^(e-127), 16 bytes whose low nibbles are
// elements 0..15 and high nibbles 16..31, each an FP4 E2M1 value). The
// inputs make every product and sum exact in float16 and float32, so
// the results must be equal, not close.
func TestGGMLFP4Matmul(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	const M, N, K = 40, 48, 64
	fp4 := []float64{0, 0.5, 1, 1.5, 2, 3, 4, 6}
	// A is padded to whole 32-row tiles: the quantized loads read the
	// rows of a partial tile past M (ggml's buffers are padded too)
	a := make([]byte, (M+31)/32*32*(K/32)*17)
	av := make([]float64, M*K)
	seed := uint64(11)
	for m := 0; m < M; m++ {
		for j := 0; j < K/32; j++ {
			blk := a[(m*(K/32)+j)*17:]
			e := 126 + (m+j)%3
			blk[0] = byte(e)
			d := math.Ldexp(1, e-127)
			for i := 0; i < 16; i++ {
				seed = seed*6364136223846793005 + 1442695040888963407
				q := byte(seed >> 56)
				blk[1+i] = q
				for h, nib := range []byte{q & 0xf, q >> 4} {
					v := fp4[nib&7] * d
					if nib&8 != 0 {
						v = -v
					}
					av[m*K+32*j+16*h+i] = v
				}
			}
		}
	}
	b := make([]byte, 4*N*K)
	bv := make([]float64, N*K)
	for i := range bv {
		bv[i] = float64(int(i*5%19)-9) / 4
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(float32(bv[i])))
	}
	push := ggmlMatmulPush(M, N, K, false)
	const S = 32
	spec := map[uint32]uint64{}
	// ggml's small coopmat warptile for quantized A (s_warptile_mmq): BK 32
	for id, v := range []uint64{S, 32, 32, 32, 32, 32, 2, 16, 16, 16, S} {
		spec[uint32(id)] = v
	}
	for _, name := range []string{"matmul_mxfp4_f32_cm1", "matmul_mxfp4_f32_ocp_cm1"} {
		t.Run(name, func(t *testing.T) {
			p := ggmlLoadVariant(t, dir, name)
			d := make([]byte, 4*M*N)
			res, err := p.Run(interp.Config{SubgroupSize: S, Workgroups: [3]uint32{(M + 31) / 32, (N + 31) / 32, 1}, Spec: spec,
				PushConstants: push, Buffers: map[[2]uint32][]byte{{0, 0}: a, {0, 1}: b, {0, 2}: d}})
			if err != nil {
				t.Fatal(err)
			}
			for _, dg := range res.Diagnostics {
				t.Errorf("%v", dg)
			}
			for n := 0; n < N; n++ {
				for m := 0; m < M; m++ {
					sum := 0.0
					for k := 0; k < K; k++ {
						sum += av[m*K+k] * bv[n*K+k]
					}
					if got := math.Float32frombits(binary.LittleEndian.Uint32(d[4*(n*M+m):])); float64(got) != sum {
						t.Fatalf("D(m=%d, n=%d) = %g, want %g", m, n, got, sum)
					}
				}
			}
		})
	}
}
