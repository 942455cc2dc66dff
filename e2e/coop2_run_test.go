package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// coop2Program compiles a GL_NV_cooperative_matrix2 shader with this
// project's compiler (glslang 12 lacks the extension), validates it with
// the newer spirv-val when there is one, and loads it.
func coop2Program(t *testing.T, name, src string) *interp.Program {
	t.Helper()
	m := mustCheck(t, name, src, sema.Options{})
	words, err := lower.Module(m, lower.Options{TargetEnv: targetenv.MustCompiler("vulkan1.3"), CheckIR: true})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	bin := spirv.Encode(words)
	testtool.ValidateNewer(t, name, bin, "vulkan1.3")
	p, err := interp.Load(bin)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return p
}

func floatsBytes(v []float32) []byte {
	b := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

func bytesFloats(b []byte) []float32 {
	v := make([]float32, len(b)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return v
}

// flex4 offers 2-granular float32 matrices at scope (and, at Workgroup
// scope, workgroups of W invocations): the emulated device of these tests.
func flex4(scope uint32, W int) []interp.CoopMatFlexibleProperties {
	f := interp.CompFloat32
	return []interp.CoopMatFlexibleProperties{{MGranularity: 2, NGranularity: 2, KGranularity: 2,
		AType: f, BType: f, CType: f, ResultType: f, Scope: scope, WorkgroupInvocations: W}}
}

const coop2Head = `#version 450
#extension GL_NV_cooperative_matrix2 : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_buffer_reference : require
#extension GL_KHR_shader_subgroup_arithmetic : require
`

// TestCoopMat2Run runs hand-worked cases of each SPV_NV_cooperative_matrix2
// instruction on the interpreter, on a 4x4 float32 matrix m(r, c) = 4r + c
// loaded with a tensor layout, at Workgroup scope (64 invocations, at
// subgroup sizes 8, 16, 32 and 64; 48 invocations, whose last subgroup is
// partial, at 32 and 64) and at Subgroup scope (8 invocations, size 8):
//   - 2x2 reduction with +: (0+1+4+5, 2+3+6+7; 8+9+12+13, 10+11+14+15)
//     = (10, 18; 42, 50);
//   - row reduction with max: every element of row r is 4r + 3;
//   - column reduction with +: every element of column c is 4c + 24;
//   - per-element op adding row*10 + col: 4r + c + 10r + c = 14r + 2c;
//   - transpose: element (r, c) is 4c + r;
//   - a decode function (block size 1x2, a buffer reference to a block
//     of two floats, returning twice the element coordInBlock picks):
//     2(4r + c), which checks the block coordinates, the block stride
//     ceil(4/2) = 2 and the pointer arithmetic in blocks.
func TestCoopMat2Run(t *testing.T) {
	for _, variant := range []string{"gl_ScopeWorkgroup", "gl_ScopeWorkgroup/48", "gl_ScopeSubgroup"} {
		scope, local := variant, "64"
		switch variant {
		case "gl_ScopeSubgroup":
			local = "8"
		case "gl_ScopeWorkgroup/48":
			// 48 invocations: a partial last subgroup at sizes 32 and 64
			scope, local = "gl_ScopeWorkgroup", "48"
		}
		src := coop2Head + `layout(local_size_x = ` + local + `) in;
layout(binding = 0) buffer In { float src[]; };
layout(binding = 1) buffer Out { float dst[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Blk { float v[2]; };
float add(const in float x, const in float y) { return x + y; }
float maxf(const in float x, const in float y) { return max(x, y); }
float addrc(const in uint r, const in uint c, const in float e) { return e + float(r * 10 + c); }
float dec(const in Blk b, const in uint bc[2], const in uint cib[2]) { return 2.0 * b.v[cib[1]]; }
#define M(r, c, u) coopmat<float, SCOPE, r, c, u>
void main() {
  tensorLayoutNV<2> l4 = createTensorLayoutNV(2);
  l4 = setTensorLayoutDimensionNV(l4, 4, 4);
  tensorLayoutNV<2> l2 = createTensorLayoutNV(2);
  l2 = setTensorLayoutDimensionNV(l2, 2, 2);
  M(4, 4, gl_MatrixUseAccumulator) m;
  coopMatLoadTensorNV(m, src, 0, sliceTensorLayoutNV(l4, 0, 4, 0, 4));
  M(2, 2, gl_MatrixUseAccumulator) q;
  coopMatReduceNV(q, m, gl_CooperativeMatrixReduce2x2NV, add);
  coopMatStoreTensorNV(q, dst, 0, sliceTensorLayoutNV(l2, 0, 2, 0, 2));
  M(4, 4, gl_MatrixUseAccumulator) r;
  coopMatReduceNV(r, m, gl_CooperativeMatrixReduceRowNV, maxf);
  coopMatStoreTensorNV(r, dst, 4, sliceTensorLayoutNV(l4, 0, 4, 0, 4));
  coopMatReduceNV(r, m, gl_CooperativeMatrixReduceColumnNV, add);
  coopMatStoreTensorNV(r, dst, 20, sliceTensorLayoutNV(l4, 0, 4, 0, 4));
  coopMatPerElementNV(r, m, addrc);
  coopMatStoreTensorNV(r, dst, 36, sliceTensorLayoutNV(l4, 0, 4, 0, 4));
  M(4, 4, gl_MatrixUseB) tr;
  coopMatTransposeNV(tr, m);
  coopMatStoreTensorNV(tr, dst, 52, sliceTensorLayoutNV(l4, 0, 4, 0, 4));
  tensorLayoutNV<2> lb = createTensorLayoutNV(2);
  lb = setTensorLayoutBlockSizeNV(lb, 1, 2);
  lb = setTensorLayoutDimensionNV(lb, 4, 4);
  M(4, 4, gl_MatrixUseAccumulator) d;
  coopMatLoadTensorNV(d, src, 0, sliceTensorLayoutNV(lb, 0, 4, 0, 4), dec);
  coopMatStoreTensorNV(d, dst, 68, sliceTensorLayoutNV(l4, 0, 4, 0, 4));
}
`
		src = strings.ReplaceAll(src, "SCOPE", scope)
		t.Run(variant, func(t *testing.T) {
			p := coop2Program(t, "coop2run.comp", src)
			want := []float32{10, 18, 42, 50}
			for r := 0; r < 4; r++ {
				for c := 0; c < 4; c++ {
					want = append(want, float32(4*r+3))
				}
			}
			for r := 0; r < 4; r++ {
				for c := 0; c < 4; c++ {
					want = append(want, float32(4*c+24))
				}
			}
			for r := 0; r < 4; r++ {
				for c := 0; c < 4; c++ {
					want = append(want, float32(14*r+2*c))
				}
			}
			for r := 0; r < 4; r++ {
				for c := 0; c < 4; c++ {
					want = append(want, float32(4*c+r))
				}
			}
			for r := 0; r < 4; r++ {
				for c := 0; c < 4; c++ {
					want = append(want, float32(2*(4*r+c)))
				}
			}
			sizes, sc, W := []int{8, 16, 32, 64}, uint32(interp.VkScopeWorkgroup), 64
			switch variant {
			case "gl_ScopeSubgroup":
				sizes, sc, W = []int{8}, interp.VkScopeSubgroup, 0
			case "gl_ScopeWorkgroup/48":
				sizes, W = []int{32, 64}, 48
			}
			for _, S := range sizes {
				in := make([]float32, 16)
				for i := range in {
					in[i] = float32(i)
				}
				out := make([]byte, 4*len(want))
				res, err := p.Run(interp.Config{SubgroupSize: S, Workgroups: [3]uint32{1, 1, 1}, CoopMatFlexibleProperties: flex4(sc, W),
					Buffers: map[[2]uint32][]byte{{0, 0}: floatsBytes(in), {0, 1}: out}})
				if err != nil {
					t.Fatalf("S=%d: %v", S, err)
				}
				for _, d := range res.Diagnostics {
					t.Errorf("S=%d: %v", S, d)
				}
				got := bytesFloats(out)
				for i := range want {
					if got[i] != want[i] {
						t.Errorf("S=%d: dst[%d] = %g, want %g (all: %v)", S, i, got[i], want[i], got)
						break
					}
				}
			}
		})
	}
}

// TestCoopMat2Clamp loads a 4x4 matrix from the slice at (1, 2) of a 3x5
// tensor t(r, c) = 10r + c, which runs off its bottom and right edges:
// with clamp mode Constant the outside elements are the clamp value
// (-1.0's bits); with ClampToEdge they repeat the last row and column.
// Stores through a Constant layout drop what falls outside the tensor:
// storing the whole 4x4 at (1, 3) of a 3x5 destination writes only
// (1, 3), (1, 4), (2, 3), (2, 4).
func TestCoopMat2Clamp(t *testing.T) {
	src := coop2Head + `layout(local_size_x = 64) in;
layout(binding = 0) buffer In { float src[]; };
layout(binding = 1) buffer Out { float dst[]; };
layout(binding = 2) buffer Out2 { float dst2[]; };
void main() {
  tensorLayoutNV<2, gl_CooperativeMatrixClampModeConstantNV> lc = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeConstantNV);
  lc = setTensorLayoutDimensionNV(lc, 3, 5);
  lc = setTensorLayoutClampValueNV(lc, floatBitsToUint(-1.0));
  tensorLayoutNV<2, gl_CooperativeMatrixClampModeClampToEdgeNV> le = createTensorLayoutNV(2, gl_CooperativeMatrixClampModeClampToEdgeNV);
  le = setTensorLayoutDimensionNV(le, 3, 5);
  tensorLayoutNV<2> l4 = createTensorLayoutNV(2);
  l4 = setTensorLayoutDimensionNV(l4, 4, 4);
  coopmat<float, gl_ScopeWorkgroup, 4, 4, gl_MatrixUseAccumulator> m;
  coopMatLoadTensorNV(m, src, 0, sliceTensorLayoutNV(lc, 1, 4, 2, 4));
  coopMatStoreTensorNV(m, dst, 0, sliceTensorLayoutNV(l4, 0, 4, 0, 4));
  coopMatLoadTensorNV(m, src, 0, sliceTensorLayoutNV(le, 1, 4, 2, 4));
  coopMatStoreTensorNV(m, dst, 16, sliceTensorLayoutNV(l4, 0, 4, 0, 4));
  coopMatStoreTensorNV(m, dst2, 0, sliceTensorLayoutNV(lc, 1, 4, 3, 4));
}
`
	p := coop2Program(t, "coop2clamp.comp", src)
	want := []float32{
		12, 13, 14, -1,
		22, 23, 24, -1,
		-1, -1, -1, -1,
		-1, -1, -1, -1,
		12, 13, 14, 14,
		22, 23, 24, 24,
		22, 23, 24, 24,
		22, 23, 24, 24,
	}
	// the ClampToEdge matrix m(i, j) stored at (1+i, 3+j): (1,3) = m(0,0),
	// (1,4) = m(0,1), (2,3) = m(1,0), (2,4) = m(1,1); 7 elsewhere
	want2 := []float32{7, 7, 7, 7, 7, 7, 7, 7, 12, 13, 7, 7, 7, 22, 23}
	for _, S := range []int{16, 64} {
		in := make([]float32, 15)
		for r := 0; r < 3; r++ {
			for c := 0; c < 5; c++ {
				in[r*5+c] = float32(10*r + c)
			}
		}
		out := make([]byte, 4*len(want))
		init2 := make([]float32, 15)
		for i := range init2 {
			init2[i] = 7
		}
		out2 := floatsBytes(init2)
		res, err := p.Run(interp.Config{SubgroupSize: S, Workgroups: [3]uint32{1, 1, 1}, CoopMatFlexibleProperties: flex4(interp.VkScopeWorkgroup, 64),
			Buffers: map[[2]uint32][]byte{{0, 0}: floatsBytes(in), {0, 1}: out, {0, 2}: out2}})
		if err != nil {
			t.Fatalf("S=%d: %v", S, err)
		}
		for _, d := range res.Diagnostics {
			t.Errorf("S=%d: %v", S, d)
		}
		if got := bytesFloats(out); !slices.Equal(got, want) {
			t.Errorf("S=%d: loads give %v, want %v", S, got, want)
		}
		if got := bytesFloats(out2); !slices.Equal(got, want2) {
			t.Errorf("S=%d: the clipped store gives %v, want %v", S, got, want2)
		}
	}
}

// TestCoopMat2UB checks the undefined behaviour the interpreter reports
// around Workgroup-scope matrices and the functions instructions call.
func TestCoopMat2UB(t *testing.T) {
	body := func(decl, code string) string {
		return coop2Head + `layout(local_size_x = 64) in;
layout(binding = 0) buffer Out { float dst[]; };
` + decl + `
void main() {
  tensorLayoutNV<2> l4 = createTensorLayoutNV(2);
  l4 = setTensorLayoutDimensionNV(l4, 4, 4);
  coopmat<float, gl_ScopeWorkgroup, 4, 4, gl_MatrixUseAccumulator> m = coopmat<float, gl_ScopeWorkgroup, 4, 4, gl_MatrixUseAccumulator>(1.0);
` + code + `
}
`
	}
	for _, c := range []struct {
		name, src string
		S         int
		flex      bool
		kind, msg string
		fatal     bool
	}{
		{"part of the workgroup", body("", `  if (gl_LocalInvocationIndex < 32) { coopMatStoreTensorNV(m, dst, 0, sliceTensorLayoutNV(l4, 0, 4, 0, 4)); }`),
			16, true, "coopmat-divergent", "reached by part of the workgroup: subgroup 2 finished", false},
		{"part of a subgroup", body("", `  if (gl_LocalInvocationIndex < 32) { coopMatStoreTensorNV(m, dst, 0, sliceTensorLayoutNV(l4, 0, 4, 0, 4)); }`),
			64, true, "coopmat-divergent", "with 32 of subgroup 0's 64 invocations active (lane 32 is not)", false},
		{"barrier against rendezvous", body("", `  if (gl_LocalInvocationIndex < 32) { coopMatStoreTensorNV(m, dst, 0, sliceTensorLayoutNV(l4, 0, 4, 0, 4)); }
  barrier();`),
			16, true, "coopmat-divergent", "subgroup 2 waits at a barrier", false},
		{"tangled callee", body("float f(const in uint r, const in uint c, const in float e) { return subgroupAdd(e); }",
			`  coopMatPerElementNV(m, m, f);
  coopMatStoreTensorNV(m, dst, 0, sliceTensorLayoutNV(l4, 0, 4, 0, 4));`),
			16, true, "coopmat-callee", "function f, called by OpCooperativeMatrixPerElementOpEXT, contains the tangled instruction OpGroupNonUniformFAdd", false},
		{"barrier in callee", body("float f(const in uint r, const in uint c, const in float e) { barrier(); return e; }",
			`  coopMatPerElementNV(m, m, f);`),
			16, true, "coopmat-callee", "a barrier in function f, called by OpCooperativeMatrixPerElementOp", true},
		{"undefined clamp", body("", `  tensorLayoutNV<2> l3 = createTensorLayoutNV(2);
  l3 = setTensorLayoutDimensionNV(l3, 3, 4);
  coopMatStoreTensorNV(m, dst, 0, sliceTensorLayoutNV(l3, 0, 4, 0, 4));`),
			32, true, "tensor-out-of-range", "of the matrix is outside the tensor layout, whose clamp mode is Undefined", false},
		{"unsupported", body("", `  coopMatStoreTensorNV(m, dst, 0, sliceTensorLayoutNV(l4, 0, 4, 0, 4));`),
			32, false, "coopmat-unsupported", "a 4x4 float32 MatrixAccumulator matrix at Workgroup (64 invocations) scope is not in the emulated device's cooperative-matrix properties", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := coop2Program(t, "ub.comp", c.src)
			cfg := interp.Config{SubgroupSize: c.S, Workgroups: [3]uint32{1, 1, 1},
				Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 64)}}
			if c.flex {
				cfg.CoopMatFlexibleProperties = flex4(interp.VkScopeWorkgroup, 64)
			}
			res, err := p.Run(cfg)
			if c.fatal {
				if err == nil || !strings.Contains(err.Error(), c.kind) || !strings.Contains(err.Error(), c.msg) {
					t.Fatalf("want a fatal %s containing %q, have %v", c.kind, c.msg, err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, d := range res.Diagnostics {
				if d.Kind == c.kind && strings.Contains(d.Msg, c.msg) {
					found = true
					if (d.Severity == interp.Error) != c.fatal {
						t.Errorf("severity %v, want fatal %v: %v", d.Severity, c.fatal, d)
					}
				} else if d.Kind != "tensor-out-of-range" || c.kind != d.Kind {
					t.Errorf("unexpected: %v", d)
				}
			}
			if !found {
				t.Errorf("no %s diagnostic containing %q; have %v", c.kind, c.msg, res.Diagnostics)
			}
		})
	}
}

// TestCoopMat2Mapping checks that which invocation holds which element of
// a Workgroup-scope matrix is deliberately not fixed: each invocation
// stores its element 0 of a 16x16 matrix m(r, c) = 16r + c (length() is
// 256/64 = 4 everywhere), and the values differ between subgroup sizes 16
// and 32 while each run stores 64 distinct elements.
func TestCoopMat2Mapping(t *testing.T) {
	src := coop2Head + `layout(local_size_x = 64) in;
layout(binding = 0) buffer In { float src[]; };
layout(binding = 1) buffer Out { float dst[]; };
void main() {
  tensorLayoutNV<2> l = createTensorLayoutNV(2);
  l = setTensorLayoutDimensionNV(l, 16, 16);
  coopmat<float, gl_ScopeWorkgroup, 16, 16, gl_MatrixUseAccumulator> m;
  coopMatLoadTensorNV(m, src, 0, sliceTensorLayoutNV(l, 0, 16, 0, 16));
  dst[gl_LocalInvocationIndex] = m[0] + 1000.0 * float(m.length());
}
`
	p := coop2Program(t, "mapping.comp", src)
	in := make([]float32, 256)
	for i := range in {
		in[i] = float32(i)
	}
	var runs [][]float32
	for _, S := range []int{16, 32} {
		out := make([]byte, 4*64)
		res, err := p.Run(interp.Config{SubgroupSize: S, Workgroups: [3]uint32{1, 1, 1}, CoopMatFlexibleProperties: flex4(interp.VkScopeWorkgroup, 64),
			Buffers: map[[2]uint32][]byte{{0, 0}: floatsBytes(in), {0, 1}: out}})
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range res.Diagnostics {
			t.Errorf("S=%d: %v", S, d)
		}
		got := bytesFloats(out)
		seen := map[float32]bool{}
		for _, v := range got {
			if v < 4000 || v >= 4256 || seen[v] {
				t.Fatalf("S=%d: %v: want 64 distinct elements plus 4000 (length 4)", S, got)
			}
			seen[v] = true
		}
		runs = append(runs, got)
	}
	if slices.Equal(runs[0], runs[1]) {
		t.Errorf("the element-to-invocation mapping is the same at subgroup sizes 16 and 32: %v", runs[0])
	}
}
