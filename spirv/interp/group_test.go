package interp

import (
	"math"
	"testing"
)

const partHeader = `#version 450
#extension GL_NV_shader_subgroup_partitioned : require
#extension GL_KHR_shader_subgroup_basic : require
`

// TestPartitionedWorkedExample is the example of SEMANTICS.md section 5.
func TestPartitionedWorkedExample(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, partHeader+`
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { float v[8]; uvec4 ballot[8]; float r[8]; float incl[8]; float excl[8]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  r[i] = subgroupPartitionedAddNV(v[i], ballot[i]);
  incl[i] = subgroupPartitionedInclusiveAddNV(v[i], ballot[i]);
  excl[i] = subgroupPartitionedExclusiveAddNV(v[i], ballot[i]);
}`))
	mk := func(b0, b1 uint32) []byte {
		buf := fromF32(42, 13, -56, 0, 128, -1, 7, 3.5)
		for i := 0; i < 8; i++ {
			b := b0
			if i%2 == 1 {
				b = b1
			}
			buf = append(buf, fromU32(b, 0, 0, 0)...)
		}
		return append(buf, make([]byte, 3*32)...)
	}
	buf := mk(0x55, 0xAA)
	res := run1(t, p, 8, 1, buf)
	if len(res.Diagnostics) != 0 {
		t.Fatalf("valid partition reported: %v", res.Diagnostics)
	}
	out := f32s(buf[32+128:])
	want := []float32{121, 15.5, 121, 15.5, 121, 15.5, 121, 15.5,
		42, 13, -14, 13, 114, 12, 121, 15.5, // inclusive: 42, 42-56, +128, +7; 13, +0, -1, +3.5
		0, 0, 42, 13, -14, 13, 114, 12}
	for i := range want {
		if out[i] != want[i] {
			t.Fatalf("result %d = %v, want %v (all %v)", i, out[i], want[i], out)
		}
	}
	// an invalid partition: even lanes claim 0x55, odd lanes 0xAB (lane 0 in
	// odd lanes' ballots with a different ballot)
	buf = mk(0x55, 0xAB)
	res = run1(t, p, 8, 1, buf)
	if kinds(res)["invalid-partition"] == 0 {
		t.Fatalf("invalid partition not reported: %v", res.Diagnostics)
	}
	// NoChecks: same results, no diagnostics
	buf2 := mk(0x55, 0xAB)
	r2, err := p.Run(Config{SubgroupSize: 8, Workgroups: [3]uint32{1, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf2}, NoChecks: true})
	if err != nil || len(r2.Diagnostics) != 0 {
		t.Fatalf("NoChecks: %v %v", err, r2.Diagnostics)
	}
	if string(buf) != string(buf2) {
		t.Fatal("NoChecks changed the results")
	}
}

func TestPartitionNV(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, partHeader+`
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { float v[8]; uint r[8]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  r[i] = subgroupPartitionNV(v[i]).x;
}`))
	nan := float32(math.NaN())
	negz := float32(math.Copysign(0, -1))
	buf := append(fromF32(1, 2, 1, nan, 0, negz, nan, 2), make([]byte, 32)...)
	run1(t, p, 8, 1, buf)
	// 1: lanes 0,2; 2: lanes 1,7; NaN alone; 0 == -0: lanes 4,5
	eqU32(t, u32s(buf[32:]), []uint32{0x05, 0x82, 0x05, 0x08, 0x30, 0x30, 0x40, 0x82})
}

// TestPartitionedKeys: integer keys, partitioned min/max/xor reduce and
// the partition of a uint key, at several sizes.
func TestPartitionedInt(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, partHeader+`
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint r[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  uint g = gl_LocalInvocationIndex;
  uvec4 part = subgroupPartitionNV(i % 3u);
  r[g*3] = subgroupPartitionedAddNV(i, part);
  r[g*3+1] = subgroupPartitionedMaxNV(i, part);
  r[g*3+2] = uint(subgroupPartitionedMinNV(-int(i), part));
}`))
	for _, S := range []int{4, 8, 32, 64} {
		buf := make([]byte, 64*12)
		res := run1(t, p, S, 1, buf)
		if len(res.Diagnostics) != 0 {
			t.Fatalf("S=%d: %v", S, res.Diagnostics)
		}
		o := u32s(buf)
		for g := 0; g < 64; g++ {
			i := g % S
			sum, mx := 0, 0
			for j := i % 3; j < S; j += 3 {
				sum += j
				mx = j
			}
			eqU32(t, o[g*3:g*3+3], []uint32{uint32(sum), uint32(mx), uint32(-int32(mx))})
		}
	}
}

func TestShuffles(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
#extension GL_KHR_shader_subgroup_quad : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_vote : require
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer B { uint r[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  uint g = gl_LocalInvocationIndex;
  uint v = i * 10u + 1u;
  r[g*10+0] = subgroupShuffle(v, (i + 1u) % gl_SubgroupSize);
  r[g*10+1] = subgroupShuffleXor(v, 1u);
  r[g*10+2] = subgroupShuffleUp(v, i >= 1u ? 1u : 0u);
  r[g*10+3] = subgroupShuffleDown(v, i + 2u < gl_SubgroupSize ? 2u : 0u);
  r[g*10+4] = subgroupQuadBroadcast(v, 2u);
  r[g*10+5] = subgroupQuadSwapHorizontal(v);
  r[g*10+6] = subgroupQuadSwapVertical(v);
  r[g*10+7] = subgroupQuadSwapDiagonal(v);
  r[g*10+8] = subgroupBroadcast(v, 3u) + subgroupBroadcastFirst(v) * 1000u;
  r[g*10+9] = (subgroupAllEqual(v / 1000u) ? 1u : 0u) + (subgroupAll(i < 100u) ? 2u : 0u) + (subgroupAny(i == 2u) ? 4u : 0u);
}`))
	for _, S := range []int{4, 8, 32} {
		buf := make([]byte, 32*40)
		res := run1(t, p, S, 1, buf)
		if len(res.Diagnostics) != 0 {
			t.Fatalf("S=%d: %v", S, res.Diagnostics)
		}
		o := u32s(buf)
		val := func(i int) uint32 { return uint32(i*10 + 1) }
		for g := 0; g < 32; g++ {
			i := g % S
			up, down := i-1, i+2
			if i < 1 {
				up = i
			}
			if i+2 >= S {
				down = i
			}
			want := []uint32{val((i + 1) % S), val(i ^ 1), val(up), val(down), val(i&^3 + 2),
				val(i ^ 1), val(i ^ 2), val(i ^ 3), val(3) + val(0)*1000, 7}
			eqU32(t, o[g*10:g*10+10], want)
		}
	}
}

func TestBallotOps(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint r[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  uint g = gl_LocalInvocationIndex;
  uvec4 b = subgroupBallot(i % 3u == 0u);
  r[g*8+0] = b.x;
  r[g*8+1] = b.y;
  r[g*8+2] = subgroupBallotBitCount(b);
  r[g*8+3] = subgroupBallotInclusiveBitCount(b);
  r[g*8+4] = subgroupBallotExclusiveBitCount(b);
  r[g*8+5] = subgroupBallotFindLSB(b) + subgroupBallotFindMSB(b) * 1000u;
  r[g*8+6] = (subgroupInverseBallot(b) ? 1u : 0u) + (subgroupBallotBitExtract(b, 3u) ? 2u : 0u);
  r[g*8+7] = gl_SubgroupLtMask.x + gl_SubgroupEqMask.y;
}`))
	for _, S := range []int{4, 8, 32, 64} {
		buf := make([]byte, 64*32)
		run1(t, p, S, 1, buf)
		o := u32s(buf)
		for g := 0; g < 64; g++ {
			i := g % S
			var bx, by uint32
			cnt, incl, excl, msb := 0, 0, 0, 0
			for j := 0; j < S; j++ {
				if j%3 == 0 {
					if j < 32 {
						bx |= 1 << j
					} else {
						by |= 1 << (j - 32)
					}
					cnt++
					if j <= i {
						incl++
					}
					if j < i {
						excl++
					}
					msb = j
				}
			}
			inv := uint32(0)
			if i%3 == 0 {
				inv = 1
			}
			inv += 2 // lane 3 is in every ballot (S >= 4)
			lt := uint32(0)
			for j := 0; j < i && j < 32; j++ {
				lt |= 1 << j
			}
			eq := uint32(0)
			if i >= 32 {
				eq = 1 << (i - 32)
			}
			want := []uint32{bx, by, uint32(cnt), uint32(incl), uint32(excl), uint32(msb * 1000), inv, lt + eq}
			eqU32(t, o[g*8:g*8+8], want)
		}
	}
}

func TestArithmeticGroupOps(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_clustered : require
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { uint r[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  uint g = gl_LocalInvocationIndex;
  r[g*8+0] = subgroupAdd(i);
  r[g*8+1] = subgroupMul(i % 2u + 1u);
  r[g*8+2] = uint(subgroupMin(int(i) - 3));
  r[g*8+3] = subgroupMax(i);
  r[g*8+4] = subgroupInclusiveXor(1u << i);
  r[g*8+5] = subgroupExclusiveOr(1u << i);
  r[g*8+6] = subgroupClusteredAdd(i, 4u);
  r[g*8+7] = floatBitsToUint(subgroupInclusiveAdd(0.5));
}`))
	for _, S := range []int{4, 8} {
		buf := make([]byte, 16*32)
		run1(t, p, S, 1, buf)
		o := u32s(buf)
		for g := 0; g < 16; g++ {
			i := g % S
			mul := uint32(1)
			for j := 0; j < S; j++ {
				mul *= uint32(j%2 + 1)
			}
			base := i &^ 3
			want := []uint32{uint32(S * (S - 1) / 2), mul, uint32(0xFFFFFFFD), uint32(S - 1),
				uint32(1)<<(i+1) - 1, uint32(1)<<i - 1, uint32(4*base + 6), math.Float32bits(0.5 * float32(i+1))}
			eqU32(t, o[g*8:g*8+8], want)
		}
	}
}

// TestFMinNaN: OpGroupNonUniformFMin ignores NaN operands.
func TestFMinNaN(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { float v[4]; float r[4]; };
void main() { uint i = gl_SubgroupInvocationID; r[i] = subgroupMin(v[i]) + subgroupMax(v[i]) * 100.0; }`))
	buf := append(fromF32(float32(math.NaN()), 3, -2, float32(math.NaN())), make([]byte, 16)...)
	run1(t, p, 4, 1, buf)
	for _, v := range f32s(buf[16:]) {
		if v != -2+300 {
			t.Fatalf("got %v, want 298", f32s(buf[16:]))
		}
	}
}

// TestRotate uses OpGroupNonUniformRotateKHR (assembly: glslang 12 has no
// GL_KHR_shader_subgroup_rotate).
func TestRotate(t *testing.T) {
	p := mustLoad(t, assemble(t, `
OpCapability Shader
OpCapability GroupNonUniform
OpCapability GroupNonUniformRotateKHR
OpExtension "SPV_KHR_subgroup_rotate"
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %sid
OpExecutionMode %main LocalSize 8 1 1
OpDecorate %sid BuiltIn SubgroupLocalInvocationId
OpDecorate %arr ArrayStride 4
OpMemberDecorate %blk 0 Offset 0
OpDecorate %blk Block
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%arr = OpTypeRuntimeArray %uint
%blk = OpTypeStruct %arr
%pblk = OpTypePointer StorageBuffer %blk
%buf = OpVariable %pblk StorageBuffer
%pin = OpTypePointer Input %uint
%sid = OpVariable %pin Input
%pu = OpTypePointer StorageBuffer %uint
%c0 = OpConstant %uint 0
%c1 = OpConstant %uint 1
%c2 = OpConstant %uint 2
%c3 = OpConstant %uint 3
%c4 = OpConstant %uint 4
%c8 = OpConstant %uint 8
%c100 = OpConstant %uint 100
%main = OpFunction %void None %fn
%l = OpLabel
%i = OpLoad %uint %sid
%v = OpIMul %uint %i %c100
%r1 = OpGroupNonUniformRotateKHR %uint %c3 %v %c3
%r2 = OpGroupNonUniformRotateKHR %uint %c3 %v %c1 %c4
%i2 = OpIMul %uint %i %c2
%p1 = OpAccessChain %pu %buf %c0 %i2
OpStore %p1 %r1
%i21 = OpIAdd %uint %i2 %c1
%p2 = OpAccessChain %pu %buf %c0 %i21
OpStore %p2 %r2
OpReturn
OpFunctionEnd
`))
	buf := make([]byte, 64)
	run1(t, p, 8, 1, buf)
	o := u32s(buf)
	for i := 0; i < 8; i++ {
		r1 := uint32((i+3)%8) * 100
		r2 := uint32(i&^3+(i+1)%4) * 100
		eqU32(t, o[i*2:i*2+2], []uint32{r1, r2})
	}
}

// TestPartitionedFloatPinned pins partitioned float results computed by
// hand: lanes grouped by subgroupPartitionNV (-0 == +0, each NaN alone),
// each group folded in lane order with float32 rounding after every add
// (1e8 + -1e8 + 3 = 3, not 0; 1e8 + 4 + 4 = 1e8, not 1e8 + 8), a lone -0
// reduced to -0 (not +0 + -0) and an exclusive scan starting at +0.
func TestPartitionedFloatPinned(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, partHeader+`
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { float v[8]; float k[8]; uvec4 part[8]; float r[8]; float incl[8]; float excl[8]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  uvec4 b = subgroupPartitionNV(k[i]);
  part[i] = b;
  r[i] = subgroupPartitionedAddNV(v[i], b);
  incl[i] = subgroupPartitionedInclusiveAddNV(v[i], b);
  excl[i] = subgroupPartitionedExclusiveAddNV(v[i], b);
}`))
	nan := float32(math.NaN())
	negz := float32(math.Copysign(0, -1))
	buf := fromF32(1e8, 1e8, -1e8, 4, negz, 4, nan, 3)
	buf = append(buf, fromF32(2, negz, 2, 0, nan, negz, nan, 2)...)
	buf = append(buf, make([]byte, 8*16+3*32)...)
	res := run1(t, p, 8, 1, buf)
	if len(res.Diagnostics) != 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	// groups: {0,2,7} (2.0), {1,3,5} (±0), {4} and {6} (NaN, alone)
	wantPart := []uint32{0x85, 0x2A, 0x85, 0x2A, 0x10, 0x2A, 0x40, 0x85}
	part := u32s(buf[64 : 64+128])
	for i, w := range wantPart {
		if got := part[4*i : 4*i+4]; got[0] != w || got[1]|got[2]|got[3] != 0 {
			t.Errorf("part[%d] = %#x, want %#x", i, got, w)
		}
	}
	want := []float32{
		3, 1e8, 3, 1e8, negz, 1e8, nan, 3, // reduce
		1e8, 1e8, 0, 1e8, negz, 1e8, nan, 3, // inclusive
		0, 0, 1e8, 1e8, 0, 1e8, 0, 0, // exclusive (starts at +0)
	}
	got := f32s(buf[192:])
	for i, w := range want {
		g := got[i]
		if math.Float32bits(g) != math.Float32bits(w) && !(w != w && g != g) {
			t.Errorf("result %d = %v (%#x), want %v (%#x)", i, g, math.Float32bits(g), w, math.Float32bits(w))
		}
	}
}

// FindLSB/FindMSB of a ballot with no lane of the subgroup set is
// undefined: reported as empty-ballot (bits beyond the subgroup do not
// count), with the result 0xFFFFFFFF either way.
func TestEmptyBallotFind(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uvec4 b[8]; uint lsb[8]; uint msb[8]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  lsb[i] = subgroupBallotFindLSB(b[i]);
  msb[i] = subgroupBallotFindMSB(b[i]);
}`))
	mk := func(x uint32) []byte {
		var buf []byte
		for i := 0; i < 8; i++ {
			buf = append(buf, fromU32(x, 0, 0, 0)...)
		}
		return append(buf, make([]byte, 64)...)
	}
	buf := mk(0x24)
	if res := run1(t, p, 8, 1, buf); len(res.Diagnostics) != 0 {
		t.Fatalf("non-empty ballot reported: %v", res.Diagnostics)
	}
	if got := u32s(buf[128:]); got[0] != 2 || got[8] != 5 {
		t.Fatalf("lsb/msb of 0x24: %v", got)
	}
	buf = mk(0x100) // lane 8: outside a subgroup of 8
	res := run1(t, p, 8, 1, buf)
	if kinds(res)["empty-ballot"] == 0 {
		t.Fatalf("empty ballot not reported: %v", res.Diagnostics)
	}
	if got := u32s(buf[128:]); got[0] != 0xFFFFFFFF || got[8] != 0xFFFFFFFF {
		t.Fatalf("empty ballot results: %v", got)
	}
	buf2 := mk(0x100)
	r2, err := p.Run(Config{SubgroupSize: 8, Workgroups: [3]uint32{1, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf2}, NoChecks: true})
	if err != nil || len(r2.Diagnostics) != 0 || string(buf) != string(buf2) {
		t.Fatalf("NoChecks: %v %v, same results %v", err, r2.Diagnostics, string(buf) == string(buf2))
	}
}
