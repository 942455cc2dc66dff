//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
)

func bufs(kv ...any) map[[2]uint32][]byte {
	m := map[[2]uint32][]byte{}
	for i := 0; i < len(kv); i += 2 {
		m[kv[i].([2]uint32)] = kv[i+1].([]byte)
	}
	return m
}

func run(t *testing.T, src string, cfg RunConfig) *RunResult {
	t.Helper()
	d := device(t)
	res, err := d.Run(compile(t, src), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestRunDouble(t *testing.T) {
	const src = `#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer B { uint x[]; };
void main() { x[gl_GlobalInvocationID.x] *= 2u; }`
	in := seq(256, func(i int) uint32 { return uint32(i*7 + 1) })
	buf := u32s(in...)
	if err := device(t).Check(compile(t, src), RunConfig{SubgroupSize: 8}); err != nil {
		t.Errorf("Check: %v", err)
	}
	res := run(t, src, RunConfig{Workgroups: [3]uint32{4}, Buffers: bufs([2]uint32{0, 0}, buf)})
	equalWords(t, "x", buf, seq(256, func(i int) uint32 { return 2 * in[i] }))
	if res.Invocations != 256 || res.LocalSize != [3]uint32{64, 1, 1} || res.Entry != "main" {
		t.Errorf("result %+v", res)
	}
}

const srcPush = `#version 450
layout(local_size_x = 8) in;
layout(push_constant) uniform P { uint mul; int add; uint pad; uvec2 sel; } pc;
layout(set = 0, binding = 0) buffer B { int x[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	x[i] = x[i] * int(pc.mul) + pc.add + int(pc.sel[i & 1u]);
}`

func TestRunPushConstants(t *testing.T) {
	// block: mul@0 add@4 pad@8 sel@16 (uvec2, 8-aligned) -> 24 bytes
	push := make([]byte, 24)
	binary.LittleEndian.PutUint32(push[0:], 3)
	binary.LittleEndian.PutUint32(push[4:], uint32(0xffffffff)) // -1
	binary.LittleEndian.PutUint32(push[16:], 100)
	binary.LittleEndian.PutUint32(push[20:], 200)
	buf := i32s(0, 1, 2, 3, -4, -5, 6, 7)
	run(t, srcPush, RunConfig{Workgroups: [3]uint32{1}, Buffers: bufs([2]uint32{0, 0}, buf), PushConstants: push})
	want := []int32{0*3 - 1 + 100, 1*3 - 1 + 200, 2*3 - 1 + 100, 3*3 - 1 + 200, -4*3 - 1 + 100, -5*3 - 1 + 200, 6*3 - 1 + 100, 7*3 - 1 + 200}
	equalWords(t, "x", buf, words(i32s(want...)))
}

const srcSpec = `#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int K = 5;
layout(constant_id = 2) const bool NEG = false;
layout(constant_id = 3) const uint64_t BIG = 1ul;
layout(set = 0, binding = 0) buffer B { int x[32]; uint ls; };
void main() {
	int v = int(gl_GlobalInvocationID.x) * K;
	if (NEG) v = -v;
	x[gl_GlobalInvocationID.x] = v + int(BIG >> 32);
	if (gl_GlobalInvocationID.x == 0u) ls = gl_WorkGroupSize.x;
}`

func TestRunSpecConstants(t *testing.T) {
	// SPIR-V 1.5: glslang turns BIG >> 32 into OpSpecConstantOp UConvert,
	// which SPIR-V before 1.4 allows only for kernels.
	spv := compile(t, srcSpec, "--target-env", "vulkan1.2")
	d := device(t)
	// Defaults: local size 1, K 5, NEG false, BIG 1: x[i] = 5i.
	buf := zeros(33)
	res, err := d.Run(spv, RunConfig{Workgroups: [3]uint32{4}, Buffers: bufs([2]uint32{0, 0}, buf)})
	if err != nil {
		t.Fatal(err)
	}
	equalWords(t, "defaults", buf, append(seq(32, func(i int) uint32 {
		if i < 4 {
			return uint32(5 * i)
		}
		return 0
	}), 1))
	if res.LocalSize != [3]uint32{1, 1, 1} {
		t.Errorf("local size %v", res.LocalSize)
	}
	// Overrides: local size 16, K -3, NEG true, BIG 7<<32 (a 64-bit constant).
	buf = zeros(33)
	res, err = d.Run(spv, RunConfig{Workgroups: [3]uint32{2}, Buffers: bufs([2]uint32{0, 0}, buf),
		Spec: map[uint32]uint64{0: 16, 1: uint64(0xfffffffd), 2: 1, 3: 7 << 32, 99: 1}})
	if err != nil {
		t.Fatal(err)
	}
	equalWords(t, "specialised", buf, append(seq(32, func(i int) uint32 { return uint32(int32(3*i) + 7) }), 16))
	if res.LocalSize != [3]uint32{16, 1, 1} || res.Invocations != 32 {
		t.Errorf("result %+v", res)
	}
}

const srcUniform = `#version 450
layout(local_size_x = 12) in;
layout(std140, set = 0, binding = 1) uniform U {
	int scale;      // 0
	ivec4 offs;     // 16
	int arr[3];     // 32, stride 16
	float f;        // 80
} u;
layout(set = 0, binding = 0) buffer B { int x[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	x[i] = u.arr[i % 3u] * u.scale + u.offs[i % 4u] + int(u.f * 2.0);
}`

func TestRunUniformStd140(t *testing.T) {
	ub := make([]byte, 96)
	put := func(off int, v int32) { binary.LittleEndian.PutUint32(ub[off:], uint32(v)) }
	put(0, 10)
	put(16, 1)
	put(20, 2)
	put(24, 3)
	put(28, 4)
	put(32, 7)
	put(48, -8)
	put(64, 9)
	binary.LittleEndian.PutUint32(ub[80:], math.Float32bits(1.5))
	out := zeros(12)
	run(t, srcUniform, RunConfig{Workgroups: [3]uint32{1}, Buffers: bufs([2]uint32{0, 0}, out, [2]uint32{0, 1}, ub)})
	arr := []int32{7, -8, 9}
	offs := []int32{1, 2, 3, 4}
	equalWords(t, "x", out, seq(12, func(i int) uint32 { return uint32(arr[i%3]*10 + offs[i%4] + 3) }))
}

const srcShared = `#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer B { uint x[]; };
shared uint s[64];
void main() {
	uint l = gl_LocalInvocationID.x;
	s[l] = x[gl_GlobalInvocationID.x];
	barrier();
	uint sum = 0u;
	for (uint k = 0u; k <= l; k++) sum += s[k];   // prefix sum through shared memory
	barrier();
	s[63u - l] = sum;
	barrier();
	x[gl_GlobalInvocationID.x] = s[l];
}`

func TestRunSharedMemoryBarrier(t *testing.T) {
	in := seq(128, func(i int) uint32 { return uint32(i%64 + 1 + i/64*1000) })
	buf := u32s(in...)
	run(t, srcShared, RunConfig{Workgroups: [3]uint32{2}, Buffers: bufs([2]uint32{0, 0}, buf)})
	want := make([]uint32, 128)
	for g := 0; g < 2; g++ {
		var prefix [64]uint32
		var s uint32
		for l := 0; l < 64; l++ {
			s += in[g*64+l]
			prefix[l] = s
		}
		for l := 0; l < 64; l++ {
			want[g*64+l] = prefix[63-l]
		}
	}
	equalWords(t, "x", buf, want)
}

const srcAtomics = `#version 450
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) buffer C { uint sum; uint mx; uint mn; uint orv; uint xorv; uint andv; int smin; uint cas; uint ticket; };
layout(set = 0, binding = 1) buffer T { uint tickets[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	uint v = i * 2654435761u;
	atomicAdd(sum, i);
	atomicMax(mx, v);
	atomicMin(mn, v);
	atomicOr(orv, 1u << (i % 32u));
	atomicXor(xorv, v);
	atomicAnd(andv, ~(1u << (i % 16u)));
	atomicMin(smin, int(i) - 50);
	atomicCompSwap(cas, 0u, i + 1u);
	tickets[i] = atomicAdd(ticket, 1u);
}`

func TestRunAtomics(t *testing.T) {
	const n = 96
	c := u32s(0, 0, 0xffffffff, 0, 0, 0xffffffff, 0, 0, 0)
	tk := zeros(n)
	run(t, srcAtomics, RunConfig{Workgroups: [3]uint32{3}, Buffers: bufs([2]uint32{0, 0}, c, [2]uint32{0, 1}, tk)})
	var sum, mx, orv, xorv uint32
	mn := uint32(0xffffffff)
	for i := uint32(0); i < n; i++ {
		v := i * 2654435761
		sum += i
		mx = max(mx, v)
		mn = min(mn, v)
		orv |= 1 << (i % 32)
		xorv ^= v
	}
	got := words(c)
	m50 := int32(-50)
	want := []uint32{sum, mx, mn, orv, xorv, 0xffff0000, uint32(m50), 0, n}
	for k := range want {
		if k == 7 {
			continue
		}
		if got[k] != want[k] {
			t.Errorf("counter %d = 0x%x, want 0x%x", k, got[k], want[k])
		}
	}
	if got[7] < 1 || got[7] > n {
		t.Errorf("compare-and-swap stored %d, want one of 1..%d", got[7], n)
	}
	tickets := words(tk)
	slices.Sort(tickets)
	equalWords(t, "sorted tickets", u32s(tickets...), seq(n, func(i int) uint32 { return uint32(i) }))
}

const srcSets = `#version 450
layout(local_size_x = 2, local_size_y = 2, local_size_z = 1) in;
layout(set = 0, binding = 0) buffer A { uint gid[]; };
layout(set = 2, binding = 3) buffer Bb { uint wid[]; };
layout(set = 2, binding = 0) readonly buffer Cc { uint base; };
void main() {
	uvec3 n = gl_NumWorkGroups * gl_WorkGroupSize;
	uint f = gl_GlobalInvocationID.z * n.x * n.y + gl_GlobalInvocationID.y * n.x + gl_GlobalInvocationID.x;
	gid[f] = base + (gl_GlobalInvocationID.x | gl_GlobalInvocationID.y << 8 | gl_GlobalInvocationID.z << 16);
	wid[f] = gl_WorkGroupID.x | gl_WorkGroupID.y << 8 | gl_WorkGroupID.z << 16 | gl_LocalInvocationIndex << 24;
}`

func TestRunWorkgroupsAndSets(t *testing.T) {
	// A 3-D dispatch; set 1 is unused (an empty layout fills the gap).
	wg := [3]uint32{2, 3, 4}
	nx, ny, nz := 4, 6, 4
	total := nx * ny * nz
	a, b := zeros(total), zeros(total)
	run(t, srcSets, RunConfig{Workgroups: wg, Buffers: bufs([2]uint32{0, 0}, a, [2]uint32{2, 3}, b, [2]uint32{2, 0}, u32s(0x40000000))})
	wantA := make([]uint32, total)
	wantB := make([]uint32, total)
	for z := 0; z < nz; z++ {
		for y := 0; y < ny; y++ {
			for x := 0; x < nx; x++ {
				f := z*nx*ny + y*nx + x
				wantA[f] = 0x40000000 | uint32(x|y<<8|z<<16)
				li := (y%2)*2 + x%2
				wantB[f] = uint32(x/2 | (y/2)<<8 | z<<16 | li<<24)
			}
		}
	}
	equalWords(t, "gid", a, wantA)
	equalWords(t, "wid", b, wantB)
}

const srcInt64 = `#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) buffer B { uint64_t x[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	x[i] = x[i] * 0x100000001ul + (uint64_t(i) << 40);
}`

func TestRunInt64(t *testing.T) {
	buf := make([]byte, 32)
	in := []uint64{1, 0xffffffff, 1 << 33, 12345678901}
	for i, v := range in {
		binary.LittleEndian.PutUint64(buf[8*i:], v)
	}
	run(t, srcInt64, RunConfig{Workgroups: [3]uint32{1}, Buffers: bufs([2]uint32{0, 0}, buf)})
	for i, v := range in {
		want := v*0x100000001 + uint64(i)<<40
		if got := binary.LittleEndian.Uint64(buf[8*i:]); got != want {
			t.Errorf("x[%d] = 0x%x, want 0x%x", i, got, want)
		}
	}
}

// subgroupConfig runs at the required subgroup size 8 with full subgroups.
func subgroupConfig(wg uint32, b map[[2]uint32][]byte) RunConfig {
	return RunConfig{Workgroups: [3]uint32{wg}, Buffers: b, SubgroupSize: 8, FullSubgroups: true}
}

func TestRunSubgroupBallot(t *testing.T) {
	const src = `#version 450
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) buffer B { uint x[]; };
layout(set = 0, binding = 1) buffer O { uvec4 ballots[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	uvec4 b = subgroupBallot((x[i] & 1u) == 0u);
	ballots[i] = b;
	x[i] = gl_SubgroupSize << 24 | gl_SubgroupID << 16 | gl_SubgroupInvocationID << 8 | subgroupBallotBitCount(b);
}`
	const n = 64
	in := seq(n, func(i int) uint32 { return uint32(i*i + i/8) })
	x := u32s(in...)
	o := zeros(4 * n)
	res := run(t, src, subgroupConfig(2, bufs([2]uint32{0, 0}, x, [2]uint32{0, 1}, o)))
	if res.SubgroupSize != 8 {
		t.Errorf("subgroup size %d", res.SubgroupSize)
	}
	wantX := make([]uint32, n)
	wantO := make([]uint32, 4*n)
	for i := 0; i < n; i++ {
		sg := i / 8
		var mask uint32
		for l := 0; l < 8; l++ {
			if in[sg*8+l]&1 == 0 {
				mask |= 1 << l
			}
		}
		cnt := uint32(0)
		for m := mask; m != 0; m &= m - 1 {
			cnt++
		}
		wantO[4*i] = mask
		wantX[i] = 8<<24 | uint32((i%32)/8)<<16 | uint32(i%8)<<8 | cnt
	}
	equalWords(t, "x", x, wantX)
	equalWords(t, "ballots", o, wantO)
}

func TestRunSubgroupInclusiveAdd(t *testing.T) {
	const src = `#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 16) in;
layout(set = 0, binding = 0) buffer B { uint x[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	x[i] = subgroupInclusiveAdd(x[i]) + (subgroupAdd(1u) << 16);
}`
	buf := u32s(seq(32, func(i int) uint32 { return uint32(i%8 + 1) })...)
	run(t, src, subgroupConfig(2, bufs([2]uint32{0, 0}, buf)))
	tri := []uint32{1, 3, 6, 10, 15, 21, 28, 36}
	equalWords(t, "x", buf, seq(32, func(i int) uint32 { return tri[i%8] + 8<<16 }))
}

func TestRunSubgroupShuffle(t *testing.T) {
	const src = `#version 450
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) buffer B { uint x[]; };
layout(set = 0, binding = 1) buffer O { uint rev[8]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	uint v = x[i];
	rev[i] = subgroupShuffle(v, 7u - gl_SubgroupInvocationID);
	x[i] = subgroupShuffleXor(v, 3u) | (subgroupShuffleDown(v, 1u) << 16);
}`
	in := []uint32{10, 11, 12, 13, 14, 15, 16, 17}
	x := u32s(in...)
	o := zeros(8)
	run(t, src, subgroupConfig(1, bufs([2]uint32{0, 0}, x, [2]uint32{0, 1}, o)))
	equalWords(t, "rev", o, []uint32{17, 16, 15, 14, 13, 12, 11, 10})
	got := words(x)
	for l := 0; l < 8; l++ {
		if got[l]&0xffff != in[l^3] {
			t.Errorf("shuffleXor lane %d = %d, want %d", l, got[l]&0xffff, in[l^3])
		}
		if l < 7 && got[l]>>16 != in[l+1] { // lane 7 reads past the end: undefined
			t.Errorf("shuffleDown lane %d = %d, want %d", l, got[l]>>16, in[l+1])
		}
	}
}

func TestRunQuadAndVote(t *testing.T) {
	const src = `#version 450
#extension GL_KHR_shader_subgroup_quad : require
#extension GL_KHR_shader_subgroup_vote : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) buffer B { uint x[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	uint v = x[i];
	uint q = subgroupQuadBroadcast(v, 2u) | subgroupQuadSwapHorizontal(v) << 8 | subgroupQuadSwapDiagonal(v) << 16;
	bool lowHalf = gl_SubgroupInvocationID < 4u;
	uint votes = uint(subgroupAll(v < 100u)) | uint(subgroupAny(v == 5u)) << 1 | uint(subgroupAllEqual(v / 8u)) << 2;
	if (lowHalf) votes |= uint(subgroupAll(v < 4u)) << 3;
	x[i] = q | votes << 24;
}`
	in := []uint32{0, 1, 2, 3, 4, 5, 6, 7}
	x := u32s(in...)
	run(t, src, subgroupConfig(1, bufs([2]uint32{0, 0}, x)))
	want := make([]uint32, 8)
	for l := 0; l < 8; l++ {
		q := in[l&^3|2] | in[l^1]<<8 | in[l^3]<<16
		votes := uint32(1 | 1<<1 | 1<<2)
		if l < 4 {
			votes |= 1 << 3
		}
		want[l] = q | votes<<24
	}
	equalWords(t, "x", x, want)
}

func TestRunUnsupportedCapability(t *testing.T) {
	d := device(t)
	spv := compile(t, `#version 450
#extension GL_NV_shader_subgroup_partitioned : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) buffer B { uint x[]; };
void main() {
	uint i = gl_GlobalInvocationID.x;
	x[i] = subgroupPartitionedAddNV(x[i], subgroupPartitionNV(x[i] & 1u)).x;
}`)
	_, err := d.Run(spv, RunConfig{Workgroups: [3]uint32{1}, Buffers: bufs([2]uint32{0, 0}, zeros(8))})
	if cerr := d.Check(spv, RunConfig{}); (cerr == nil) != (err == nil) || (err != nil && cerr.Error() != err.Error()) {
		t.Errorf("Check says %v, Run says %v", cerr, err)
	}
	var ue *UnsupportedError
	if d.info.PartitionedNV {
		if err != nil {
			t.Fatalf("device offers partitioned ops, but: %v", err)
		}
		return
	}
	if !errors.As(err, &ue) {
		t.Fatalf("err = %v, want an UnsupportedError", err)
	}
	if !strings.Contains(err.Error(), "capability GroupNonUniformPartitionedNV") || !strings.Contains(err.Error(), "VK_NV_shader_subgroup_partitioned") {
		t.Errorf("error does not name the capability and extension: %v", err)
	}
	t.Log(err)
}

func TestRunUnsupportedClustered(t *testing.T) {
	d := device(t)
	if d.info.SubgroupOps&OpClustered != 0 {
		t.Skip("the device supports clustered operations")
	}
	spv := compile(t, `#version 450
#extension GL_KHR_shader_subgroup_clustered : require
layout(local_size_x = 8) in;
layout(set = 0, binding = 0) buffer B { uint x[]; };
void main() { x[gl_GlobalInvocationID.x] = subgroupClusteredAdd(1u, 4u); }`)
	_, err := d.Run(spv, RunConfig{Buffers: bufs([2]uint32{0, 0}, zeros(8))})
	if err == nil || !strings.Contains(err.Error(), "capability GroupNonUniformClustered (needs VK_SUBGROUP_FEATURE_CLUSTERED_BIT") {
		t.Fatalf("err = %v", err)
	}
}

func TestRunSubgroupSizeErrors(t *testing.T) {
	d := device(t)
	spv := compile(t, `#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 12) in;
layout(set = 0, binding = 0) buffer B { uint x[]; };
void main() { x[gl_GlobalInvocationID.x] = gl_SubgroupSize; }`)
	b := bufs([2]uint32{0, 0}, zeros(12))
	cases := []struct {
		cfg  RunConfig
		want string
	}{
		{RunConfig{Buffers: b, SubgroupSize: 1024}, "required subgroup size 1024 (the device supports"},
		{RunConfig{Buffers: b, SubgroupSize: 6}, "not a power of two"},
	}
	for _, c := range cases {
		_, err := d.Run(spv, c.cfg)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: err = %v, want %q", c.cfg, err, c.want)
		}
	}
	// Without full subgroups a size-12 workgroup runs (the last subgroup is partial).
	if _, err := d.Run(spv, RunConfig{Buffers: b, SubgroupSize: int(d.info.MinSubgroupSize)}); err != nil {
		t.Fatal(err)
	}
	equalWords(t, "x", b[[2]uint32{0, 0}], seq(12, func(int) uint32 { return d.info.MinSubgroupSize }))
	// With full subgroups too: the pipeline breaks a valid-usage rule that
	// drivers tolerate (the CTS's _partial files rely on it), so it runs
	// with a warning.
	res, err := d.Run(spv, RunConfig{Buffers: b, SubgroupSize: int(d.info.MinSubgroupSize), FullSubgroups: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], "local_size_x 12, not a multiple of the required subgroup size") {
		t.Errorf("warnings %q", res.Warnings)
	}
	equalWords(t, "x", b[[2]uint32{0, 0}], seq(12, func(int) uint32 { return d.info.MinSubgroupSize }))
}

func TestRunConfigErrors(t *testing.T) {
	d := device(t)
	spv := compile(t, `#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { uint x[]; };
layout(set = 0, binding = 1) uniform U { uint y; };
void main() { x[0] = y; }`)
	cases := []struct {
		cfg  RunConfig
		want string
	}{
		{RunConfig{Buffers: bufs([2]uint32{0, 0}, zeros(1))}, "no buffer bound at set 0 binding 1"},
		{RunConfig{Buffers: bufs([2]uint32{0, 0}, zeros(1), [2]uint32{0, 1}, []byte{})}, "is empty"},
		{RunConfig{Entry: "other", Buffers: bufs([2]uint32{0, 0}, zeros(1), [2]uint32{0, 1}, zeros(1))}, `no GLCompute entry point named "other"`},
		{RunConfig{Workgroups: [3]uint32{1 << 30}, Buffers: bufs([2]uint32{0, 0}, zeros(1), [2]uint32{0, 1}, zeros(1))}, "exceed the device's limit"},
		{RunConfig{PushConstants: make([]byte, 4096), Buffers: bufs([2]uint32{0, 0}, zeros(1), [2]uint32{0, 1}, zeros(1))}, "push constants exceed"},
	}
	for _, c := range cases {
		_, err := d.Run(spv, c.cfg)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("err = %v, want %q", err, c.want)
		}
	}
	if _, err := d.Run([]byte{1, 2, 3, 4}, RunConfig{}); err == nil {
		t.Error("garbage module accepted")
	}
	// The uniform binding works when given; uniform kind comes from the module.
	x, y := zeros(1), u32s(42)
	if _, err := d.Run(spv, RunConfig{Buffers: bufs([2]uint32{0, 0}, x, [2]uint32{0, 1}, y)}); err != nil {
		t.Fatal(err)
	}
	equalWords(t, "x", x, []uint32{42})
	if n := d.liveObjects(); n != 0 {
		t.Errorf("%d objects alive after failed runs", n)
	}
}

func TestRunTimeout(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	d := device(t)
	// lavapipe ends every loop after 65535 iterations (see TestLavapipeLoopLimit),
	// so the work is spread over many workgroups: about a second on lavapipe.
	spv := compile(t, `#version 450
layout(local_size_x = 64) in;
layout(push_constant) uniform P { uint n; } pc;
layout(set = 0, binding = 0) buffer B { uint x[]; };
void main() {
	uint v = x[gl_GlobalInvocationID.x];
	for (uint k = 0u; k < pc.n; k++) { v ^= v << 13; v ^= v >> 17; v ^= v << 5; }
	x[gl_GlobalInvocationID.x] = v;
}`)
	const wgs = 400
	x := zeros(64 * wgs)
	_, err := d.Run(spv, RunConfig{Workgroups: [3]uint32{wgs}, Buffers: bufs([2]uint32{0, 0}, x), PushConstants: u32s(60000), Timeout: time.Millisecond})
	var te *TimeoutError
	if !errors.As(err, &te) {
		t.Fatalf("err = %v, want a timeout", err)
	}
	if d.liveObjects() == 0 {
		t.Error("the timed-out run's objects were destroyed while it may still run")
	}
	// The device stays usable; the timed-out run's objects are freed once
	// it has finished.
	y := u32s(1)
	if _, err := d.Run(spv, RunConfig{Buffers: bufs([2]uint32{0, 0}, y), PushConstants: u32s(1)}); err != nil {
		t.Fatal(err)
	}
	equalWords(t, "one xorshift step", y, []uint32{270369})
	deadline := time.Now().Add(testtool.HangLimit)
	for {
		d.mu.Lock()
		d.reap()
		n := len(d.pending)
		d.mu.Unlock()
		if n == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("hang: the timed-out dispatch never finished")
		}
		time.Sleep(50 * time.Millisecond)
	}
	if n := d.liveObjects(); n != 0 {
		t.Errorf("%d objects alive after the timed-out run finished", n)
	}
}

// TestLavapipeLoopLimit records a property of the CPU driver: llvmpipe
// (gallivm) stops every loop after 65535 iterations, so a shader whose loop
// runs longer gives a different answer there than on a GPU or in the
// interpreter.
func TestLavapipeLoopLimit(t *testing.T) {
	d := device(t)
	if d.info.DriverName != "llvmpipe" {
		t.Skip("not lavapipe")
	}
	spv := compile(t, `#version 450
layout(local_size_x = 1) in;
layout(push_constant) uniform P { uint n; } pc;
layout(set = 0, binding = 0) buffer B { uint x; uint count; };
void main() {
	uint v = x, c = 0u;
	for (uint k = 0u; k < pc.n; k++) { v ^= v << 13; v ^= v >> 17; v ^= v << 5; c++; }
	x = v;
	count = c;
}`)
	for _, c := range []struct{ n, want uint32 }{{1000, 1000}, {65535, 65535}, {65536, 65535}, {1000000, 65535}} {
		b := u32s(1, 0)
		if _, err := d.Run(spv, RunConfig{Buffers: bufs([2]uint32{0, 0}, b), PushConstants: u32s(c.n)}); err != nil {
			t.Fatal(err)
		}
		got := words(b)[1]
		switch {
		case got == c.want:
		case got == c.n && !MesaMatch(d.info.DriverInfo, "22.3"):
			t.Logf("loop of %d iterations ran fully: %s has no loop limit", c.n, d.info.DriverInfo)
		default:
			t.Errorf("loop of %d iterations ran %d times, want %d", c.n, got, c.want)
		}
	}
}

// TestLavapipeNumSubgroups records a lavapipe bug of Mesa 22.3, fixed by
// 25.0: when the
// workgroup size is not a multiple of the subgroup size, gl_NumSubgroups
// is rounded down (at least 1) instead of up, although gl_SubgroupID of
// the last, partial subgroup is numbered correctly. The interpreter gives
// ceil(n/8), as the specification requires.
func TestLavapipeNumSubgroups(t *testing.T) {
	d := device(t)
	if d.info.DriverName != "llvmpipe" {
		t.Skip("not lavapipe")
	}
	spv := compile(t, `#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x_id = 0) in;
layout(set = 0, binding = 0) buffer A { uint a[]; };
void main() { a[gl_LocalInvocationIndex] = gl_NumSubgroups | gl_SubgroupID << 8; }`)
	for _, c := range []struct{ local, lavapipe int }{{4, 1}, {8, 1}, {12, 1}, {20, 2}, {24, 3}, {33, 4}} {
		a := zeros(c.local)
		if _, err := d.Run(spv, RunConfig{Buffers: bufs([2]uint32{0, 0}, a), Spec: map[uint32]uint64{0: uint64(c.local)}, SubgroupSize: 8}); err != nil {
			t.Fatal(err)
		}
		want := (c.local + 7) / 8
		got := words(a)
		last := got[c.local-1]
		if int(last>>8) != want-1 {
			t.Errorf("local %d: last gl_SubgroupID %d, want %d", c.local, last>>8, want-1)
		}
		switch n := int(got[0] & 0xff); {
		case n == want:
			if want != c.lavapipe && MesaMatch(d.info.DriverInfo, "22.3") {
				t.Errorf("local %d: gl_NumSubgroups %d is right on %s, listed as a bug of Mesa 22.3", c.local, n, d.info.DriverInfo)
			}
		case n == c.lavapipe && MesaMatch(d.info.DriverInfo, "22.3"):
			t.Logf("local %d: gl_NumSubgroups %d, should be %d (known lavapipe bug)", c.local, n, want)
		default:
			t.Errorf("local %d: gl_NumSubgroups %d, want %d", c.local, n, want)
		}
	}
}

// TestLavapipeDoubleFloatRoundTrip is the minimal reproducer of a lavapipe
// bug of Mesa 25.0 that 22.3 does not have: double(float(x)) for a double
// x loaded from a buffer must round x to float (OpFConvert is correctly
// rounded), but Mesa 25.0 folds the two conversions away (NIR's inexact
// f2f64(f2f32(a)) -> a) and stores x itself. glslangValidator's module,
// used here, shows it as well as glslc-nv's; conformance's
// float64_arith_conversions.amber is listed as a known bug of 25.0 for it.
func TestLavapipeDoubleFloatRoundTrip(t *testing.T) {
	d := device(t)
	if d.info.DriverName != "llvmpipe" {
		t.Skip("not lavapipe")
	}
	if !d.info.ShaderFloat64 {
		t.Skip("no shaderFloat64")
	}
	spv := compile(t, `#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { double v[]; } b;
void main() { b.v[1] = double(float(b.v[0])); }`)
	buf := make([]byte, 16)
	binary.LittleEndian.PutUint64(buf, math.Float64bits(0.1))
	if _, err := d.Run(spv, RunConfig{Buffers: bufs([2]uint32{0, 0}, buf)}); err != nil {
		t.Fatal(err)
	}
	got := math.Float64frombits(binary.LittleEndian.Uint64(buf[8:]))
	want := float64(float32(0.1))
	const bug = "25.0"
	switch {
	case got == want && MesaMatch(d.info.DriverInfo, bug):
		t.Errorf("double(float(0.1)) = %v is right on %s, listed as a bug of Mesa %s", got, d.info.DriverInfo, bug)
	case got == want:
	case got == 0.1 && MesaMatch(d.info.DriverInfo, bug):
		t.Logf("double(float(0.1)) = 0.1, should be %v (known bug of Mesa %s)", want, bug)
	default:
		t.Errorf("double(float(0.1)) = %v, want %v (%s)", got, want, d.info.DriverInfo)
	}
}

// TestRunTargetEnvs runs the same shader compiled for Vulkan 1.0 (SPIR-V
// 1.0: storage buffers are Uniform + BufferBlock), 1.1 (SPIR-V 1.3) and

// TestRunKindOverride binds a storage block as declared and an extra
// binding only named in RunConfig.Kinds (the module does not use it).
func TestRunKindOverride(t *testing.T) {
	d := device(t)
	spv := compile(t, `#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { uint x; };
void main() { x = 5u; }`)
	x := zeros(1)
	_, err := d.Run(spv, RunConfig{Buffers: bufs([2]uint32{0, 0}, x, [2]uint32{1, 3}, zeros(4)),
		Kinds: map[[2]uint32]BufferKind{{1, 3}: Uniform}})
	if err != nil {
		t.Fatal(err)
	}
	equalWords(t, "x", x, []uint32{5})
}

// TestConcurrentRuns uses one Device from several goroutines and a second
// Device at the same time.
func TestConcurrentRuns(t *testing.T) {
	d := device(t)
	d2, err := Open(d.info.Index)
	if err != nil {
		t.Fatal(err)
	}
	defer func() {
		if err := d2.Close(); err != nil {
			t.Error(err)
		}
	}()
	spv := compile(t, `#version 450
layout(local_size_x = 16) in;
layout(push_constant) uniform P { uint add; } pc;
layout(set = 0, binding = 0) buffer B { uint x[]; };
void main() { x[gl_GlobalInvocationID.x] += pc.add; }`)
	errs := make(chan error, 8)
	for g := 0; g < 8; g++ {
		go func(g int) {
			dev := d
			if g%2 == 1 {
				dev = d2
			}
			for k := 0; k < 25; k++ {
				x := u32s(seq(32, func(i int) uint32 { return uint32(i) })...)
				if _, err := dev.Run(spv, RunConfig{Workgroups: [3]uint32{2}, Buffers: bufs([2]uint32{0, 0}, x), PushConstants: u32s(uint32(g*100 + k))}); err != nil {
					errs <- err
					return
				}
				for i, w := range words(x) {
					if w != uint32(i+g*100+k) {
						errs <- fmt.Errorf("goroutine %d run %d: x[%d] = %d", g, k, i, w)
						return
					}
				}
			}
			errs <- nil
		}(g)
	}
	for g := 0; g < 8; g++ {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
	if d.liveObjects() != 0 || d2.liveObjects() != 0 {
		t.Errorf("live objects %d, %d", d.liveObjects(), d2.liveObjects())
	}
	if err := d2.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := d2.Run(spv, RunConfig{}); err == nil || !strings.Contains(err.Error(), "closed") {
		t.Errorf("run on a closed device: %v", err)
	}
}

// TestRunInvalidModule checks that a module spirv-val rejects never
// reaches the driver (lavapipe crashes the process on some invalid
// modules): a block without its terminator.
func TestRunInvalidModule(t *testing.T) {
	d := device(t)
	if d.Validator() == "" {
		unavailable(t, "spirv-val is not installed")
	}
	spv := compile(t, `#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { uint x; };
void main() { x = 7u; }`)
	bad := bytes.Clone(spv)
	// Replace OpReturn (opcode 253, one word) with OpNop (opcode 0).
	found := false
	for k := 20; k+4 <= len(bad); k += 4 {
		if binary.LittleEndian.Uint32(bad[k:]) == 1<<16|253 {
			binary.LittleEndian.PutUint32(bad[k:], 1<<16|0)
			found = true
		}
	}
	if !found {
		t.Fatal("no OpReturn")
	}
	b := bufs([2]uint32{0, 0}, zeros(1))
	_, err := d.Run(bad, RunConfig{Buffers: b})
	var ie *InvalidModuleError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), "not given to the driver") {
		t.Fatalf("err = %v", err)
	}
	t.Log(err)
	if err2 := d.Check(bad, RunConfig{}); err2 == nil || err2.Error() != err.Error() {
		t.Errorf("Check: %v", err2)
	}
	if n := d.liveObjects(); n != 0 {
		t.Errorf("%d objects alive", n)
	}
	// The valid module still runs.
	if _, err := d.Run(spv, RunConfig{Buffers: b}); err != nil {
		t.Fatal(err)
	}
	equalWords(t, "x", b[[2]uint32{0, 0}], []uint32{7})
}

// TestCheckMutants feeds randomly mutated modules to Check (which never
// calls the driver): every one gives nil or an error, none a panic.
func TestCheckMutants(t *testing.T) {
	d := device(t)
	spv := compile(t, srcAtomics)
	r := rand.New(rand.NewSource(1))
	n := 300
	if testing.Short() {
		n = 50
	}
	rejected := 0
	for k := 0; k < n; k++ {
		m := bytes.Clone(spv)
		for j := 0; j < 1+r.Intn(3); j++ {
			w := r.Intn(len(m) / 4)
			binary.LittleEndian.PutUint32(m[4*w:], binary.LittleEndian.Uint32(m[4*w:])^(1<<r.Intn(32)))
		}
		if r.Intn(10) == 0 {
			m = m[:4*r.Intn(len(m)/4)]
		}
		if d.Check(m, RunConfig{}) != nil {
			rejected++
		}
	}
	t.Logf("%d of %d mutants rejected", rejected, n)
}

// TestValidatorOff opens a Device with validation turned off.
func TestValidatorOff(t *testing.T) {
	d := device(t)
	t.Setenv(ValidatorEnv, "off")
	d2, err := Open(d.info.Index)
	if err != nil {
		t.Fatal(err)
	}
	defer d2.Close()
	if d2.Validator() != "" {
		t.Errorf("validator %q", d2.Validator())
	}
}

// TestRunDescriptorArray binds a sized array of blocks, one buffer per
// element, indexed with a constant and at run time; each element is read
// back into its own slice, also through a worker process. Too few buffers
// is an error, and a runtime-sized array is refused as unsupported.
func TestRunDescriptorArray(t *testing.T) {
	d := device(t)
	spv := compile(t, `#version 450
layout(local_size_x = 4) in;
layout(set = 0, binding = 0) buffer B { uint v[4]; } arr[3];
layout(set = 0, binding = 1) buffer I { uint pick; };
void main() {
  uint i = gl_LocalInvocationID.x;
  arr[pick].v[i] = arr[0].v[i] * 10u + i;
}`)
	mk := func() [][]byte {
		return [][]byte{testtool.U32Bytes(1, 2, 3, 4), make([]byte, 16), make([]byte, 16)}
	}
	for _, run := range []func([]byte, RunConfig) (*RunResult, error){d.Run, isolated(t).Run} {
		arr := mk()
		if _, err := run(spv, RunConfig{Buffers: map[[2]uint32][]byte{{0, 1}: testtool.U32Bytes(2)}, BufferArrays: map[[2]uint32][][]byte{{0, 0}: arr}}); err != nil {
			t.Fatal(err)
		}
		equalWords(t, "arr[0]", arr[0], []uint32{1, 2, 3, 4})
		equalWords(t, "arr[1]", arr[1], []uint32{0, 0, 0, 0})
		equalWords(t, "arr[2]", arr[2], []uint32{10, 21, 32, 43})
	}
	if _, err := d.Run(spv, RunConfig{Buffers: map[[2]uint32][]byte{{0, 1}: testtool.U32Bytes(2)}, BufferArrays: map[[2]uint32][][]byte{{0, 0}: mk()[:2]}}); err == nil || !strings.Contains(err.Error(), "array of 3 descriptors; 2 buffers are bound") {
		t.Errorf("short array: %v", err)
	}
	rt := compile(t, `#version 450
#extension GL_EXT_nonuniform_qualifier : enable
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer B { uint v; } arr[];
void main() { arr[nonuniformEXT(gl_LocalInvocationID.x + 1u)].v = 7u; }`)
	var ue *UnsupportedError
	if _, err := d.Run(rt, RunConfig{BufferArrays: map[[2]uint32][][]byte{{0, 0}: mk()}}); !errors.As(err, &ue) || !strings.Contains(err.Error(), "runtime-sized descriptor array") {
		t.Errorf("runtime-sized array: %v", err)
	}
}

// TestRunCoopMat runs a cooperative-matrix module: a device without
// VK_KHR_cooperative_matrix (lavapipe) refuses it with an
// UnsupportedError naming the extension, before validation (the installed
// spirv-val predates the extension); a device with it (a GPU; not in CI)
// runs it and the matrix arrives.
func TestRunCoopMat(t *testing.T) {
	d := device(t)
	spv := assemble(t, coopMatAsm, spirv.Version1_6)
	out := zeros(256)
	_, err := d.Run(spv, RunConfig{Buffers: bufs([2]uint32{0, 0}, out)})
	if !d.caps.exts["VK_KHR_cooperative_matrix"] {
		var ue *UnsupportedError
		if !errors.As(err, &ue) || !strings.Contains(err.Error(), "the device lacks VK_KHR_cooperative_matrix") {
			t.Fatalf("err = %v, want an UnsupportedError naming VK_KHR_cooperative_matrix", err)
		}
		t.Log(err)
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	equalWords(t, "matrix", out, seq(256, func(int) uint32 { return math.Float32bits(2) }))
	t.Log("ran on a device with VK_KHR_cooperative_matrix")
}
