package interp

import (
	"errors"
	"strings"
	"testing"
)

func runCfg(t testing.TB, p *Program, cfg Config) (*Result, error) {
	t.Helper()
	return p.Run(cfg)
}

// TestTreeReduction: a shared-memory tree reduction with barriers gives the
// hand-computed sums at every subgroup size, with no diagnostics.
func TestTreeReduction(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
shared uint s[64];
void main() {
  uint i = gl_LocalInvocationIndex;
  s[i] = v[gl_GlobalInvocationID.x];
  barrier();
  for (uint stride = 32u; stride > 0u; stride >>= 1) {
    if (i < stride) s[i] += s[i + stride];
    barrier();
  }
  if (i == 0u) v[gl_WorkGroupID.x * 64u] = s[0];
}`))
	for _, S := range []int{4, 8, 32, 64} {
		for _, workers := range []int{1, 3} {
			vals := make([]uint32, 4*64)
			for i := range vals {
				vals[i] = uint32(i)
			}
			buf := fromU32(vals...)
			res, err := p.Run(Config{SubgroupSize: S, Workgroups: [3]uint32{4, 1, 1}, Workers: workers,
				Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Diagnostics) != 0 {
				t.Fatalf("S=%d: %v", S, res.Diagnostics)
			}
			o := u32s(buf)
			for w := 0; w < 4; w++ {
				// sum of 64w .. 64w+63 = 64*64w + 2016
				if want := uint32(4096*w + 2016); o[w*64] != want {
					t.Fatalf("S=%d workgroup %d: sum %d, want %d", S, w, o[w*64], want)
				}
			}
		}
	}
}

func TestDivergentBarrier(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  if (gl_LocalInvocationIndex < 10u) {
    barrier();
  }
  v[gl_LocalInvocationIndex] = 1u;
}`))
	for _, S := range []int{4, 8, 16} {
		res, err := runCfg(t, p, Config{SubgroupSize: S, Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 64)}})
		var re *RunError
		if !errors.As(err, &re) || re.Diag.Kind != "divergent-barrier" {
			t.Fatalf("S=%d: want a divergent-barrier error, got %v", S, err)
		}
		if res == nil || kinds(res)["divergent-barrier"] == 0 {
			t.Fatalf("S=%d: diagnostic missing", S)
		}
	}
	// after an early return
	p = mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  if (gl_LocalInvocationIndex >= 32u) return;
  barrier();
  v[gl_LocalInvocationIndex] = 1u;
}`))
	for _, S := range []int{8, 32, 64} {
		_, err := runCfg(t, p, Config{SubgroupSize: S, Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 256)}})
		var re *RunError
		if !errors.As(err, &re) || re.Diag.Kind != "divergent-barrier" {
			t.Fatalf("S=%d: want a divergent-barrier error, got %v", S, err)
		}
		if re.Diag.Op.String() != "OpControlBarrier" {
			t.Fatalf("diagnostic names %s", re.Diag.Op)
		}
	}
}

func TestAtomicsParallel(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_EXT_shader_atomic_int64 : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_shader_atomic_float : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint cnt; int mn; uint mx; uint orv; uint xr; uint cas; uint inc; float f; uint64_t big; };
void main() {
  uint g = gl_GlobalInvocationID.x;
  atomicAdd(cnt, 1u);
  atomicMin(mn, -int(g));
  atomicMax(mx, g);
  atomicOr(orv, 1u << (g % 32u));
  atomicXor(xr, g);
  atomicCompSwap(cas, g, g + 1u);
  atomicAdd(f, 0.5);
  atomicAdd(big, uint64_t(g) << 32);
}`, "vulkan1.2"))
	for _, workers := range []int{1, 2, 4} {
		buf := make([]byte, 48)
		res, err := p.Run(Config{Workgroups: [3]uint32{64, 1, 1}, Workers: workers, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Diagnostics) != 0 {
			t.Fatal(res.Diagnostics)
		}
		o := u32s(buf)
		n := uint32(64 * 64)
		// xor of 0..4095 = 0 (4096 is a multiple of 4)
		if o[0] != n || int32(o[1]) != -int32(n-1) || o[2] != n-1 || o[3] != 0xFFFFFFFF || o[4] != 0 {
			t.Fatalf("workers=%d: %v", workers, o)
		}
		// cas chains 0->1->2...: at least 1 increment, at most n
		if o[5] < 1 || o[5] > n {
			t.Fatalf("cas %d", o[5])
		}
		if f := f32s(buf[28:32])[0]; f != 2048 {
			t.Fatalf("float add %v", f)
		}
		big := uint64(o[8]) | uint64(o[9])<<32
		if want := uint64(n*(n-1)/2) << 32; big != want {
			t.Fatalf("64-bit add %x want %x", big, want)
		}
	}
}

func TestUninitializedShared(t *testing.T) {
	bad := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint v[]; };
shared uint s[8];
void main() { v[gl_LocalInvocationIndex] = s[gl_LocalInvocationIndex]; }`))
	buf := make([]byte, 32)
	res := run1(t, bad, 4, 1, buf)
	if kinds(res)["uninitialized-shared-read"] == 0 {
		t.Fatalf("not reported: %v", res.Diagnostics)
	}
	if u32s(buf)[0] != 0xCDCDCDCD {
		t.Fatalf("uninitialised shared memory reads %x, want the 0xCD pattern", u32s(buf)[0])
	}
	good := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint v[]; };
shared uint s[8];
void main() { s[gl_LocalInvocationIndex] = 5u; barrier(); v[gl_LocalInvocationIndex] = s[7u - gl_LocalInvocationIndex]; }`))
	res = run1(t, good, 4, 1, make([]byte, 32))
	if len(res.Diagnostics) != 0 {
		t.Fatalf("false positive: %v", res.Diagnostics)
	}
}

func TestSharedRace(t *testing.T) {
	bad := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { uint v[]; };
shared uint s[16];
void main() {
  uint i = gl_LocalInvocationIndex;
  s[i] = i;
  v[i] = s[(i + 1u) % 16u];   // no barrier
}`))
	res := run1(t, bad, 4, 1, make([]byte, 64))
	if kinds(res)["shared-data-race"] == 0 {
		t.Fatalf("race not reported: %v", res.Diagnostics)
	}
	good := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { uint v[]; };
shared uint s[16];
shared uint total;
void main() {
  uint i = gl_LocalInvocationIndex;
  if (i == 0u) total = 0u;
  s[i] = i;
  barrier();
  atomicAdd(total, s[(i + 1u) % 16u]);
  barrier();
  v[i] = total;
}`))
	buf := make([]byte, 64)
	res = run1(t, good, 4, 1, buf)
	if len(res.Diagnostics) != 0 {
		t.Fatalf("false positive: %v", res.Diagnostics)
	}
	if u32s(buf)[3] != 120 {
		t.Fatalf("total %d, want 120", u32s(buf)[3])
	}
}

func TestOutOfBounds(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { uint v[]; };
layout(std430, binding = 1) buffer C { uint w[]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  w[i] = v[i] + 1u;
}`))
	v := fromU32(1, 2, 3, 4, 5, 6, 7, 8) // 8 elements: reads 8..15 are out of bounds
	w := make([]byte, 12*4)              // 12 elements: writes 12..15 dropped
	res, err := p.Run(Config{SubgroupSize: 8, Buffers: map[[2]uint32][]byte{{0, 0}: v, {0, 1}: w}})
	if err != nil {
		t.Fatal(err)
	}
	k := kinds(res)
	if k["out-of-bounds"] != 8+4 {
		t.Fatalf("out-of-bounds count %d, want 12: %v", k["out-of-bounds"], res.Diagnostics)
	}
	eqU32(t, u32s(w), []uint32{2, 3, 4, 5, 6, 7, 8, 9, 1, 1, 1, 1})
	ok := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() { v[gl_LocalInvocationIndex] += uint(v.length()); }`))
	buf := make([]byte, 32)
	res = run1(t, ok, 8, 1, buf)
	if len(res.Diagnostics) != 0 {
		t.Fatal(res.Diagnostics)
	}
	eqU32(t, u32s(buf), []uint32{8, 8, 8, 8, 8, 8, 8, 8})
}

func TestInactiveLaneRead(t *testing.T) {
	bad := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  if (i < 4u) v[i] = subgroupShuffle(i, i + 4u);
}`))
	res := run1(t, bad, 8, 1, make([]byte, 32))
	if kinds(res)["inactive-lane-read"] == 0 {
		t.Fatalf("not reported: %v", res.Diagnostics)
	}
	d := res.Diagnostics[0]
	if d.Count != 4 || d.Op.String() != "OpGroupNonUniformShuffle" {
		t.Fatalf("diagnostic %v", d)
	}
	good := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  if (i < 4u) v[i] = subgroupShuffle(i, 3u - i) + subgroupQuadSwapHorizontal(i);
}`))
	res = run1(t, good, 8, 1, make([]byte, 32))
	if len(res.Diagnostics) != 0 {
		t.Fatalf("false positive: %v", res.Diagnostics)
	}
}

func TestStepLimit(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() { uint k = 0u; while (v[0] == 0u) { k++; } v[1] = k; }`))
	_, err := p.Run(Config{SubgroupSize: 4, MaxSteps: 10000, Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 8)}})
	var re *RunError
	if !errors.As(err, &re) || re.Diag.Kind != "step-limit" {
		t.Fatalf("want step-limit, got %v", err)
	}
}

func TestDiagnosticLine(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  if (i < 4u)
    v[i] = subgroupShuffle(i, i + 4u);
}
#line 1`))
	res := run1(t, p, 8, 1, make([]byte, 32))
	if len(res.Diagnostics) == 0 {
		t.Fatal("no diagnostic")
	}
	d := res.Diagnostics[0]
	if d.Line != 8 || !strings.HasSuffix(d.File, ".comp") {
		t.Fatalf("diagnostic at %s:%d, want line 8: %v", d.File, d.Line, d)
	}
}

func TestScheduleAndWorkersDeterministic(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer B { uint v[]; };
shared uint s[32];
void main() {
  uint i = gl_LocalInvocationIndex;
  s[i] = subgroupInclusiveAdd(i) * 3u;
  barrier();
  v[gl_GlobalInvocationID.x] = s[31u - i] + gl_WorkGroupID.x;
}`))
	var ref []byte
	for _, c := range []Config{{Workers: 1}, {Workers: 4}, {Workers: 2, Schedule: Random, Seed: 7}, {Workers: 3, Schedule: Random, Seed: 99}} {
		buf := make([]byte, 4*32*16)
		c.SubgroupSize = 8
		c.Workgroups = [3]uint32{16, 1, 1}
		c.Buffers = map[[2]uint32][]byte{{0, 0}: buf}
		res, err := p.Run(c)
		if err != nil || len(res.Diagnostics) != 0 {
			t.Fatal(err, res.Diagnostics)
		}
		if ref == nil {
			ref = buf
		} else if string(ref) != string(buf) {
			t.Fatalf("config %+v changed the results", c)
		}
	}
}

func TestPortability(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint a[64]; uint b[64]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  a[i] = i * 2u;                 // portable
  b[i] = subgroupAdd(1u);        // the subgroup size
}`))
	buf := make([]byte, 512)
	rep, err := Portability(p, Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}}, []int{8, 32, 64})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Portable() || len(rep.Diffs) != 2 {
		t.Fatalf("diffs %+v", rep.Diffs)
	}
	for _, d := range rep.Diffs {
		if d.Offsets[0] < 256 {
			t.Fatalf("portable part reported different: %+v", d)
		}
	}
	if string(buf) != string(make([]byte, 512)) {
		t.Fatal("Portability modified the caller's buffers")
	}
}
