package cli

import (
	"encoding/binary"
	"math"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/internal/minifloat"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestGGMLCoopMat2Matmul runs ggml's GL_NV_cooperative_matrix2 matrix
// multiply (mul_mm_cm2.comp, built with ggml's exact defines) on the
// interpreter: Workgroup-scope matrices in workgroups of 128 invocations
// (BLOCK_SIZE 128, BM = BN = 32, BK = 16: what the default flexible
// properties offer), tensor-layout loads with clamping, a transposing
// tensor view, a clamped tensor store. It compares D with a plain matrix
// product at subgroup sizes 32 and 64 (and 8 and 128) for two shapes: K = 40 (every
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
			}{{32, 40, true}, {64, 40, true}, {32, 48, true}, {64, 48, false}, {8, 40, true}, {128, 48, false}} {
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

// TestGGMLCoopMat2MulMatID runs matmul_id_subgroup_f16_cm2, ggml's
// mixture-of-experts product: each of T tokens picks one of E experts
// (ids[t] = t mod E); workgroup z runs expert z, collects its tokens with
// subgroup ballots, barriers and shared memory (row_ids), loads B's rows
// of those tokens through a decode function that reads row_ids, and
// stores D through a per-element operation (perElemOpD) that scatters
// each element to its token's row. D(t, m) must be the product of
// expert ids[t]'s A (M x K) with token t's B row, at subgroup sizes 32
// and 64, and 16 with a random subgroup schedule, exactly for exact inputs.
func TestGGMLCoopMat2MulMatID(t *testing.T) {
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	p := ggmlLoadVariant(t, dir, "matmul_id_subgroup_f16_cm2")
	const M, K, T, E, BN = 40, 48, 10, 2, 32
	a, b := ggmlMatmulInputs(E*M, T, K, true, false) // expert e's row m at (e*M+m)*K; token t's B row at t*K
	ids := make([]byte, 4*T)
	counts := make([]byte, 4*E)
	for tk := 0; tk < T; tk++ {
		binary.LittleEndian.PutUint32(ids[4*tk:], uint32(tk%E))
		binary.LittleEndian.PutUint32(counts[4*(tk%E):], binary.LittleEndian.Uint32(counts[4*(tk%E):])+1)
	}
	// M N K stride_a stride_b stride_d batch_stride_a batch_stride_b batch_stride_d nei0 nei1 nbi1 ne11 padded_N
	vals := []uint32{M, T, K, K, K, M, M * K, K, M, 1, T, 1, 1, BN}
	push := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(push[4*i:], v)
	}
	for run, S := range []int{32, 64, 16} {
		sched := interp.InOrder
		if run == 2 {
			sched = interp.Random // subgroups reach the barriers and rendezvous in a drawn order
		}
		// spec constants: BLOCK_SIZE BM BN BK enable_smaller_matrices ALIGNED subgroup_size
		spec := map[uint32]uint64{0: 128, 1: 32, 2: BN, 3: 16, 4: 0, 5: 0, 6: uint64(S)}
		d := make([]byte, 4*M*T)
		res, err := p.Run(interp.Config{SubgroupSize: S, Schedule: sched, Seed: 5, Workgroups: [3]uint32{(M + 31) / 32, 1, E}, Spec: spec, PushConstants: push,
			Buffers: map[[2]uint32][]byte{{0, 0}: ggmlFloat16s(a), {0, 1}: ggmlFloat16s(b), {0, 2}: d, {0, 3}: ids, {0, 4}: counts}})
		if err != nil {
			t.Fatalf("S=%d: %v", S, err)
		}
		for _, dg := range res.Diagnostics {
			t.Errorf("S=%d: %v", S, dg)
		}
		for tk := 0; tk < T; tk++ {
			e := tk % E
			for m := 0; m < M; m++ {
				sum := 0.0
				for k := 0; k < K; k++ {
					sum += float64(a[(e*M+m)*K+k]) * float64(b[tk*K+k])
				}
				if got := math.Float32frombits(binary.LittleEndian.Uint32(d[4*(tk*M+m):])); float64(got) != sum {
					t.Fatalf("S=%d: D(token %d, m=%d) = %g, want %g", S, tk, m, got, sum)
				}
			}
		}
	}
}

// TestGGMLCoopMat2FlashAttn runs ggml's coopmat2 flash attention
// (flash_attn_f32_f16_cm2: float32 Q, float16 K and V read from byte
// buffers, float16 O accumulators) for one head: N = 40 queries in two
// workgroups of Br = 32 rows (the second partial), KV = 40 keys in
// blocks of Bc = 16 (the last partial, so the padding is replaced through
// per-element operations), head size 16, 128 invocations, clamped tensor
// layouts. Row maxima and the L and eM smearing use OpCooperativeMatrixReduceNV
// with ggml's combine functions, exp and max run as per-element
// operations. O must match softmax(scale * Q K^T) V computed here in
// float64 from the same float16-rounded inputs, within 2e-3 (values of
// magnitude at most 1 pass through float16 rounding of P, of O and of
// every partial sum; 1.8e-4 measured), at subgroup sizes 32 and 64.
// flash_attn_f32_f16_bf16_cm2 runs the same with bfloat16 K and V
// (bfloat16 products, float32 O), within 4e-3 (4.9e-4 measured).
func TestGGMLCoopMat2FlashAttn(t *testing.T) {
	for _, kind := range []string{"f16", "bf16", "q4_0", "mask"} {
		name := "flash_attn_f32_f16_cm2"
		if kind == "bf16" {
			name = "flash_attn_f32_f16_bf16_cm2"
		}
		t.Run(kind, func(t *testing.T) { ggmlFlashAttn(t, name, kind) })
	}
}

// ggmlFlashAttn runs one flash attention variant with K and V of kind
// f16, bf16 (flash_attn_f32_f16_bf16_cm2: bfloat16 products, float32 O)
// or q4_0 (head size 32, one q4_0 block per row, read through ggml's
// faDecodeK/faDecodeV decode functions, which cast the block pointer to
// dequantFuncQ4_0's buffer reference), or f16 with a float16 mask
// (Flags 2: the mask tile is loaded with Constant clamping to -inf past
// its 40 rows, reduced over rows and columns, and tiles that are all -inf,
// here keys 16..31 of every query, are skipped).
func ggmlFlashAttn(t *testing.T, name, kind string) {
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	p := ggmlLoadVariant(t, dir, name)
	round := f16.Round
	enc := ggmlFloat16s
	HS, faType, blockBytes, rowUnits, tol := 16, uint64(1), uint64(2), uint32(16), 2e-3 // FA_TYPE_F16
	switch kind {
	case "bf16":
		round = func(x float64) float64 { return minifloat.Round(minifloat.BFloat16, x) }
		enc = ggmlBFloat16s
		faType, tol = 30, 4e-3 // FA_TYPE_BF16; 8-bit significands (4.9e-4 measured)
	case "q4_0":
		// rows of 32 values (q - 8) / 16 in one block of scale 1/16
		HS, faType, blockBytes, rowUnits = 32, 2, 18, 1
		enc = func(v []float32) []byte {
			var out []byte
			for r := 0; r < len(v)/32; r++ {
				var qs [16]byte
				for j := 0; j < 32; j++ {
					q := byte(v[r*32+j]*16 + 8)
					if j < 16 {
						qs[j] |= q
					} else {
						qs[j-16] |= q << 4
					}
				}
				out = append(out, ggmlFloat16s([]float32{1.0 / 16})...)
				out = append(out, qs[:]...)
			}
			return out
		}
	}
	const N, KV, Br, Bc = 40, 40, 32, 16
	mask := make([]float32, N*KV)
	flags := uint64(0)
	if kind == "mask" {
		flags = 2
		for i := range mask {
			mask[i] = float32((i/KV+i%KV)%3-1) / 4
			if j := i % KV; j >= 16 && j < 32 {
				mask[i] = float32(math.Inf(-1))
			}
		}
	}
	const scale = 0.25
	seed := uint64(11)
	rnd := func() float32 {
		seed = seed*6364136223846793005 + 1442695040888963407
		return float32(round(float64(int64(seed>>40)%2001-1000) / 1000))
	}
	q, k, v := make([]float32, N*HS), make([]float32, KV*HS), make([]float32, KV*HS)
	for i := range q {
		q[i] = rnd()
		k[i] = rnd()
		v[i] = rnd()
		if kind == "q4_0" {
			seed = seed*6364136223846793005 + 1442695040888963407
			k[i] = float32(int(seed>>60)-8) / 16
			v[i] = float32(int(seed>>56&15)-8) / 16
		}
	}
	f := func(x float32) uint32 { return math.Float32bits(x) }
	// N KV ne1 ne2 ne3 neq2 neq3 nek2 nek3 nev2 nev3 nem1 nem2 nem3
	// nb01 nb02 nb03 nb11 nb12 nb13 nb21 nb22 nb23 scale max_bias logit_softcap
	// mask_n_head_log2 m0 m1 gqa_ratio split_kv k_num
	hs := uint32(HS)
	vals := []uint32{N, KV, 1, N, 1, 1, 1, 1, 1, 1, 1, N, 1, 1,
		hs, N * hs * 4, N * hs * 4, rowUnits, KV * hs * 2, KV * hs * 2, rowUnits, KV * hs * 2, KV * hs * 2, f(scale), 0, 0,
		0, 0, 0, 1, KV, 1}
	push := make([]byte, 4*len(vals))
	for i, x := range vals {
		binary.LittleEndian.PutUint32(push[4*i:], x)
	}
	want := make([]float64, N*HS)
	for i := 0; i < N; i++ {
		sc := make([]float64, KV)
		mx := math.Inf(-1)
		for j := 0; j < KV; j++ {
			for d := 0; d < HS; d++ {
				sc[j] += round(float64(q[i*HS+d])*scale) * float64(k[j*HS+d])
			}
			sc[j] += float64(mask[i*KV+j])
			mx = math.Max(mx, sc[j])
		}
		sum := 0.0
		for j := range sc {
			sc[j] = math.Exp(sc[j] - mx)
			sum += sc[j]
		}
		for d := 0; d < HS; d++ {
			o := 0.0
			for j := 0; j < KV; j++ {
				o += sc[j] * float64(v[j*HS+d])
			}
			want[i*HS+d] = o / sum
		}
	}
	for _, S := range []int{32, 64} {
		spec := map[uint32]uint64{0: 128, 1: Br, 2: Bc, 3: uint64(HS), 4: uint64(HS), 5: 1, 6: 16, 7: 1, 8: uint64(S), 9: 0, 10: flags, 11: 0, 12: faType, 13: faType, 14: blockBytes, 15: blockBytes}
		o := make([]byte, 4*N*HS)
		res, err := p.Run(interp.Config{SubgroupSize: S, Workgroups: [3]uint32{(N + Br - 1) / Br, 1, 1}, Spec: spec, PushConstants: push,
			Buffers: map[[2]uint32][]byte{{0, 0}: ggmlFloat32s(q), {0, 1}: enc(k), {0, 2}: enc(v),
				{0, 3}: ggmlFloat16s(mask), {0, 4}: make([]byte, 16), {0, 5}: o, {0, 6}: make([]byte, 16)}})
		if err != nil {
			t.Fatalf("S=%d: %v", S, err)
		}
		for _, dg := range res.Diagnostics {
			t.Errorf("S=%d: %v", S, dg)
		}
		worst := 0.0
		for i := range want {
			got := float64(math.Float32frombits(binary.LittleEndian.Uint32(o[4*i:])))
			worst = math.Max(worst, math.Abs(got-want[i]))
			if math.Abs(got-want[i]) > tol {
				t.Fatalf("S=%d: O(query %d, %d) = %g, want %g", S, i/HS, i%HS, got, want[i])
			}
		}
		t.Logf("S=%d: largest difference from the float64 attention %.3g", S, worst)
	}
}

// TestGGMLCoopMat2Conv2D runs ggml's coopmat2 convolution
// (conv2d_f16_f32_cm2: float16 kernel, float32 input, implicit GEMM of
// BS_K x BS_CRS kernel tiles and BS_CRS x BS_NPQ input tiles staged in
// shared memory with subgroup shuffles, loaded as Workgroup-scope
// matrices with coopMatLoad, float16 accumulators) for a 3x3 kernel,
// stride 1, padding 1, Cin = 3, Cout = 40, one 6x6 image: every tile
// dimension is partial. The result goes out through coopMatPerElementNV
// (csh_store 0) or a coopMatStore into shared memory (csh_store 1). The
// inputs are small multiples of 1/4 and 1/2, so every float16 sum is
// exact and D must equal the direct convolution, at subgroup sizes 16,
// 32 and 64.
func TestGGMLCoopMat2Conv2D(t *testing.T) {
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	p := ggmlLoadVariant(t, dir, "conv2d_f16_f32_cm2")
	const Cin, Cout, N, W, H, KW, KH, s, pd, dl = 3, 40, 1, 6, 6, 3, 3, 1, 1, 1
	const OW, OH = (W+2*pd-dl*(KW-1)-1)/s + 1, (H+2*pd-dl*(KH-1)-1)/s + 1
	knl := make([]float32, KW*KH*Cin*Cout) // [Cout][Cin][KH][KW]
	src := make([]float32, W*H*Cin*N)      // [N][Cin][H][W]
	for i := range knl {
		knl[i] = float32(i*7%5-2) / 2
	}
	for i := range src {
		src[i] = float32(i*5%9-4) / 4
	}
	owMP, owL := ggmlFastdivValues(OW)
	ohwMP, ohwL := ggmlFastdivValues(OW * OH)
	// Cout Cin N W H OW OH nb01 nb02 nb03 nb11 nb12 nb13 nb1 nb2 nb3 OWmp OWL OWOHmp OWOHL
	vals := []uint32{Cout, Cin, N, W, H, OW, OH, KW, KW * KH, KW * KH * Cin, W, W * H, W * H * Cin, OW, OW * OH, OW * OH * Cout, owMP, owL, ohwMP, ohwL}
	push := make([]byte, 4*len(vals))
	for i, v := range vals {
		binary.LittleEndian.PutUint32(push[4*i:], v)
	}
	const BSK, BSCRS, BSNPQ = 32, 16, 32
	for _, csh := range []uint64{0, 1} {
		for _, S := range []int{16, 32, 64} {
			// WG_SIZE BS_K BS_CRS BS_NPQ TS_K use_collectives SHMEM_PAD s0 s1 p0 p1 d0 d1 KW KH aligned csh_store
			spec := map[uint32]uint64{0: 128, 1: BSK, 2: BSCRS, 3: BSNPQ, 4: 4, 5: 1, 6: 4, 7: s, 8: s, 9: pd, 10: pd, 11: dl, 12: dl, 13: KW, 14: KH, 15: 0, 16: csh}
			d := make([]byte, 4*OW*OH*Cout*N)
			res, err := p.Run(interp.Config{SubgroupSize: S, Workgroups: [3]uint32{(Cout + BSK - 1) / BSK, (OW*OH*N + BSNPQ - 1) / BSNPQ, 1}, Spec: spec, PushConstants: push,
				Buffers: map[[2]uint32][]byte{{0, 0}: ggmlFloat16s(knl), {0, 1}: ggmlFloat32s(src), {0, 2}: d}})
			if err != nil {
				t.Fatalf("csh_store %d, S=%d: %v", csh, S, err)
			}
			for _, dg := range res.Diagnostics {
				t.Errorf("csh_store %d, S=%d: %v", csh, S, dg)
			}
			for k := 0; k < Cout; k++ {
				for oh := 0; oh < OH; oh++ {
					for ow := 0; ow < OW; ow++ {
						sum := 0.0
						for c := 0; c < Cin; c++ {
							for kh := 0; kh < KH; kh++ {
								for kw := 0; kw < KW; kw++ {
									h, w := oh*s+kh*dl-pd, ow*s+kw*dl-pd
									if h < 0 || h >= H || w < 0 || w >= W {
										continue
									}
									sum += float64(knl[((k*Cin+c)*KH+kh)*KW+kw]) * float64(src[(c*H+h)*W+w])
								}
							}
						}
						got := math.Float32frombits(binary.LittleEndian.Uint32(d[4*((k*OH+oh)*OW+ow):]))
						if float64(got) != sum {
							t.Fatalf("csh_store %d, S=%d: D(k=%d, oh=%d, ow=%d) = %g, want %g", csh, S, k, oh, ow, got, sum)
						}
					}
				}
			}
		}
	}
}
