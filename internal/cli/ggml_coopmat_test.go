package cli

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/internal/minifloat"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestGGMLCoopMatMatmul compiles ggml's cooperative-matrix matrix multiply
// (mul_mm.comp built as matmul_f32_f32_cm1: float32 A and B staged as
// float16 in shared memory, 16x16x16 float16 x float16 + float32 products,
// float32 D) exactly as ggml's build does, runs it on the interpreter with
// ggml's small coopmat warptile (BM = BN = 32, BK = 16, one warp of
// WARP = subgroup size, TM = TN = TK = 16) at subgroup sizes 16, 32 and 64,
// and compares D with a plain matrix product computed here: exactly for
// inputs that float16 holds and whose sums float32 holds, and within
// float32 rounding of the sum (K * 2^-24 * sum of |products|) for random
// inputs, rounded to float16 as the shader stages them. M, N and K are not
// multiples of the tile (partial tiles and a K tail).
//
// matmul_f32_f32_f16acc_cm1 (float16 accumulators, 16x16x16 float16
// products into float16) runs the same way, within float16 rounding of
// every partial sum (K * 2^-11 * the sum of |products|), and
// matmul_bf16_cm1 (bfloat16 A and B in memory, GL_EXT_bfloat16, 16x16x16
// bfloat16 products into float32) with inputs rounded to bfloat16.
func TestGGMLCoopMatMatmul(t *testing.T) {
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	for _, name := range []string{"matmul_f32_f32_cm1", "matmul_f32_f32_f16acc_cm1", "matmul_bf16_cm1"} {
		t.Run(name, func(t *testing.T) {
			ggmlCoopMatmul(t, dir, name, strings.Contains(name, "f16acc"), strings.Contains(name, "bf16"))
		})
	}
}

// ggmlCoopMatmul runs one variant; bf16 means A and B are bfloat16 bit
// patterns in memory (matmul_bf16_cm1: 16x16x16 bfloat16 products into
// float32).
func ggmlCoopMatmul(t *testing.T, dir, name string, f16acc, bf16 bool) {
	p := ggmlLoadVariant(t, dir, name)
	const M, N, K = 40, 48, 40
	enc := ggmlFloat32s
	if bf16 {
		enc = ggmlBFloat16s
	}
	push := ggmlMatmulPush(M, N, K, false)
	for run, S := range []int{16, 32, 64, 32} {
		exact := run < 3
		a, b := ggmlMatmulInputs(M, N, K, exact, bf16)
		// spec constants: BLOCK_SIZE BM BN BK WM WN WMITER TM TN TK WARP
		spec := map[uint32]uint64{}
		for id, v := range []uint64{uint64(S), 32, 32, 16, 32, 32, 2, 16, 16, 16, uint64(S)} {
			spec[uint32(id)] = v
		}
		d := make([]byte, 4*M*N)
		res, err := p.Run(interp.Config{SubgroupSize: S, Workgroups: [3]uint32{(M + 31) / 32, (N + 31) / 32, 1}, Spec: spec,
			PushConstants: push, Buffers: map[[2]uint32][]byte{{0, 0}: enc(a), {0, 1}: enc(b), {0, 2}: d}})
		if err != nil {
			t.Fatalf("S=%d: %v", S, err)
		}
		for _, dg := range res.Diagnostics {
			t.Errorf("S=%d: %v", S, dg)
		}
		ggmlMatmulCheck(t, S, exact, f16acc, a, b, d, M, N, K)
	}
}

// ggmlLoadVariant compiles INVOCATIONS.tsv's row name exactly as ggml's
// build does, validates it with the newer spirv-val when there is one,
// and loads it into the interpreter.
func ggmlLoadVariant(t *testing.T, dir, name string) *interp.Program {
	t.Helper()
	var row *ggmlRow
	for _, r := range ggmlRows(t, dir) {
		if r.name == name {
			row = &r
			break
		}
	}
	if row == nil {
		t.Fatalf("%s is not in INVOCATIONS.tsv", name)
	}
	spv := filepath.Join(t.TempDir(), "mm.spv")
	t.Chdir(filepath.Join(dir, "shaders"))
	args := []string{"-fshader-stage=compute", "--target-env=" + row.env}
	for _, d := range row.defines {
		args = append(args, "-D"+d)
	}
	args = append(args, row.src, "-o", spv)
	var stdout, stderr bytes.Buffer
	if code := Main(args, strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("compile: %s", stderr.String())
	}
	bin, err := os.ReadFile(spv)
	if err != nil {
		t.Fatal(err)
	}
	testtool.ValidateNewer(t, name, bin, row.env)
	p, err := interp.Load(bin)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// ggmlMatmulPush is the push-constant block of mul_mm.comp (cm2: of
// mul_mm_cm2.comp, which adds padded_N) for one M x K times K x N
// product: A row m at m*K, B row n at n*K, D column n at n*M, one batch,
// no split.
func ggmlMatmulPush(M, N, K int, cm2 bool) []byte {
	vals := []uint32{uint32(M), uint32(N), uint32(K), uint32(K), uint32(K), uint32(M), uint32(M * K), uint32(N * K), uint32(M * N), 0, 1, uint32(K), 1, 1, 1, 1}
	if cm2 {
		vals = append(vals, uint32(N))
	}
	push := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(push[4*i:], v)
	}
	return push
}

// ggmlMatmulInputs gives A (M x K) and B (N x K): exact ones (eighths and
// quarters, whose products and sums float16 and float32 hold) or random
// ones rounded to float16 (bfloat16 with bf16).
func ggmlMatmulInputs(M, N, K int, exact, bf16 bool) (a, b []float32) {
	a, b = make([]float32, M*K), make([]float32, N*K)
	seed := uint64(7)
	rnd := func() float32 {
		seed = seed*6364136223846793005 + 1442695040888963407
		x := float64(int64(seed>>40)%2001-1000) / 997
		if bf16 {
			return float32(minifloat.Round(minifloat.BFloat16, x))
		}
		return float32(f16.Round(x))
	}
	for i := range a {
		a[i] = float32(int(i*7%23)-11) / 8
		if !exact {
			a[i] = rnd()
		}
	}
	for i := range b {
		b[i] = float32(int(i*5%19)-9) / 4
		if !exact {
			b[i] = rnd()
		}
	}
	return a, b
}

func ggmlFloat32s(v []float32) []byte {
	out := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(out[4*i:], math.Float32bits(x))
	}
	return out
}

func ggmlFloat16s(v []float32) []byte {
	out := make([]byte, 2*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint16(out[2*i:], f16.FromFloat64(float64(x)))
	}
	return out
}

func ggmlBFloat16s(v []float32) []byte {
	out := make([]byte, 2*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint16(out[2*i:], uint16(minifloat.FromFloat64(minifloat.BFloat16, float64(x), false)))
	}
	return out
}

// ggmlMatmulCheck compares D (float32, column n at n*M) with the plain
// product of a and b: exactly for exact inputs, else within float32
// rounding of the sum (K * 2^-24 * the sum of |products|), or float16
// rounding (K * 2^-11 * ...) with float16 accumulators.
func ggmlMatmulCheck(t *testing.T, S int, exact, f16acc bool, a, b []float32, d []byte, M, N, K int) {
	t.Helper()
	for n := 0; n < N; n++ {
		for m := 0; m < M; m++ {
			sum, mag := 0.0, 0.0
			for k := 0; k < K; k++ {
				pr := float64(a[m*K+k]) * float64(b[n*K+k])
				sum += pr
				mag += math.Abs(pr)
			}
			got := math.Float32frombits(binary.LittleEndian.Uint32(d[4*(n*M+m):]))
			tol := 0.0 // eighths times quarters: the sums are exact
			if !exact {
				tol = float64(K) * 0x1p-24 * mag
			}
			if f16acc {
				tol = float64(K) * 0x1p-11 * mag
			}
			if math.Abs(float64(got)-sum) > tol {
				t.Fatalf("S=%d (exact inputs %v): D(m=%d, n=%d) = %g, want %g (tolerance %g)", S, exact, m, n, got, sum, tol)
			}
		}
	}
}
