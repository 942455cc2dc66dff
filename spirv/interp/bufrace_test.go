package interp

import (
	"strings"
	"testing"
)

// TestBufferRace: conflicting storage-buffer accesses of one dispatch are
// reported as buffer-data-race when nothing orders them (bufrace.go), and
// not when a barrier, the same invocation, atomics, read-only data or a
// Device-scope protocol orders or excuses them. Each case runs at widths
// 4 and 32, on both engines, with 2 workgroups of 16.
func TestBufferRace(t *testing.T) {
	const head = "#version 450\nlayout(local_size_x = 16) in;\nlayout(std430, binding = 0) buffer B { uint v[]; };\n"
	cases := []struct {
		name, body string
		race       bool
		msg        string // part of the report
	}{
		{"ownSlot", "void main() { uint g = gl_GlobalInvocationID.x; v[g] = g; v[g] += 1u; }", false, ""},
		{"writeWriteInWG", "void main() { v[gl_WorkGroupID.x] = gl_LocalInvocationIndex; }", true, "written by invocation"},
		{"readWriteInWG", "void main() { uint g = gl_GlobalInvocationID.x; uint x = v[g ^ 1u]; v[g] = x + 1u; }", true, "with no barrier between"},
		{"barrierOrders", "void main() { uint g = gl_GlobalInvocationID.x; v[g] = g; memoryBarrierBuffer(); barrier(); v[64u + g] = v[g ^ 1u]; }", false, ""},
		{"barrierDoesNotOrderWorkgroups", "void main() { uint g = gl_GlobalInvocationID.x; v[g] = g; memoryBarrierBuffer(); barrier(); v[64u + g] = v[g ^ 16u]; }", true, "nothing orders workgroups"},
		{"subgroupBarrierOrdersSubgroup", "#extension GL_KHR_shader_subgroup_basic : require\nvoid main() { uint g = gl_GlobalInvocationID.x; v[g] = g; subgroupBarrier(); v[64u + g] = v[g ^ 1u]; }", false, ""},
		{"acrossWorkgroups", "void main() { v[gl_LocalInvocationIndex] = gl_WorkGroupID.x; }", true, "nothing orders workgroups of one dispatch"},
		{"readAcrossThenWrite", "void main() { uint x = v[0]; barrier(); if (gl_WorkGroupID.x == 1u && gl_LocalInvocationIndex == 0u) v[0] = x + 1u; v[64u + gl_GlobalInvocationID.x] = x; }", true, "nothing orders workgroups"},
		{"sameValueStillRaces", "void main() { v[0] = 7u; }", true, "written by"},
		{"atomicsDoNotRace", "void main() { atomicAdd(v[0], 1u); }", false, ""},
		{"oneWriterManyReadersAfterBarrier", "void main() { if (gl_LocalInvocationIndex == 0u) v[gl_WorkGroupID.x] = 5u; barrier(); v[8u + gl_GlobalInvocationID.x] = v[gl_WorkGroupID.x]; }", false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustLoad(t, compileGLSL(t, head+c.body))
			for _, S := range []int{4, 32} {
				for _, eng := range []Engine{EngineFast, EngineReference} {
					buf := make([]byte, 4*128)
					res, err := p.Run(Config{SubgroupSize: S, Workgroups: [3]uint32{2, 1, 1}, Engine: eng, Workers: 2,
						Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
					if err != nil {
						t.Fatalf("S=%d: %v", S, err)
					}
					got := kinds(res)["buffer-data-race"] > 0
					if got != c.race || len(res.Diagnostics) != kindCount(res, "buffer-data-race") {
						t.Fatalf("S=%d engine %d: race reported %v, want %v: %v", S, eng, got, c.race, res.Diagnostics)
					}
					if c.race && !strings.Contains(res.Diagnostics[0].Msg, c.msg) {
						t.Errorf("S=%d: message %q lacks %q", S, res.Diagnostics[0].Msg, c.msg)
					}
					// the results are the same with checks off, and nothing is reported
					buf2 := make([]byte, len(buf))
					res2, err := p.Run(Config{SubgroupSize: S, Workgroups: [3]uint32{2, 1, 1}, Engine: eng, Workers: 1, NoChecks: true,
						Buffers: map[[2]uint32][]byte{{0, 0}: buf2}})
					if err != nil || len(res2.Diagnostics) != 0 {
						t.Fatalf("no checks: %v %v", err, res2.Diagnostics)
					}
				}
			}
		})
	}
}

func kindCount(res *Result, kind string) int {
	n := 0
	for _, d := range res.Diagnostics {
		if d.Kind == kind {
			n++
		}
	}
	return n
}

// TestBufferRaceReadOnlyAndAtomicSync: a readonly block is not tracked;
// a module that synchronises through atomics (the last-workgroup
// reduction: relaxed atomicAdd beside memoryBarrierBuffer) is trusted and
// not tracked at all, while the same conflicting store in a module without
// atomics is reported.
func TestBufferRaceReadOnlyAndAtomicSync(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { uint v[]; };
layout(std430, binding = 1) readonly buffer R { uint r[]; };
void main() { v[gl_GlobalInvocationID.x] = r[0]; }`))
	res, err := p.Run(Config{SubgroupSize: 8, Workgroups: [3]uint32{2, 1, 1},
		Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 128), {0, 1}: make([]byte, 4)}})
	if err != nil || len(res.Diagnostics) != 0 {
		t.Fatalf("readonly: %v %v", err, res.Diagnostics)
	}
	if !p.base.bufs[1].ro || p.base.bufs[0].ro {
		t.Fatalf("read-only flags %v %v, want false true", p.base.bufs[0].ro, p.base.bufs[1].ro)
	}
	last := `#version 450
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { uint count; uint total; uint part[]; };
shared bool isLast;
void main() {
  uint wg = gl_WorkGroupID.x;
  if (gl_LocalInvocationIndex == 0u) part[wg] = wg + 1u;
  memoryBarrierBuffer();
  barrier();
  if (gl_LocalInvocationIndex == 0u) isLast = ATOMIC == gl_NumWorkGroups.x - 1u;
  barrier();
  if (isLast && gl_LocalInvocationIndex == 0u) {
    memoryBarrierBuffer();
    uint s = 0u;
    for (uint i = 0u; i < gl_NumWorkGroups.x; i++) s += part[i];
    total = s;
  }
  part[100u] = gl_LocalInvocationIndex;
}`
	for _, c := range []struct {
		atomic  string
		trusted bool
	}{{"atomicAdd(count, 1u)", true}, {"gl_NumWorkGroups.x - 1u", false}} {
		p := mustLoad(t, compileGLSL(t, strings.Replace(last, "ATOMIC", c.atomic, 1)))
		if p.base.atomicSync != c.trusted {
			t.Fatalf("%s: atomicSync %v, want %v", c.atomic, p.base.atomicSync, c.trusted)
		}
		buf := make([]byte, 4*128)
		res, err := p.Run(Config{SubgroupSize: 8, Workgroups: [3]uint32{4, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		if err != nil {
			t.Fatal(err)
		}
		if got := kinds(res)["buffer-data-race"] > 0; got == c.trusted {
			t.Fatalf("%s: race reported %v: %v", c.atomic, got, res.Diagnostics)
		}
	}
}

// TestBufferRaceSubword: 8- and 16-bit accesses are tracked per byte, as
// shared memory is: invocations that own neighbouring bytes of one word do
// not race, two that write one byte do, and a barrier orders them.
func TestBufferRaceSubword(t *testing.T) {
	const head = "#version 450\n#extension GL_EXT_shader_8bit_storage : require\n#extension GL_EXT_shader_16bit_storage : require\n" +
		"#extension GL_EXT_shader_explicit_arithmetic_types : require\nlayout(local_size_x = 16) in;\n" +
		"layout(std430, binding = 0) buffer B { uint8_t b[]; };\nlayout(std430, binding = 1) buffer H { uint16_t h[]; };\n"
	cases := []struct {
		name, body string
		race       bool
		msg        string
	}{
		{"ownByte", "void main() { uint g = gl_GlobalInvocationID.x; b[g] = uint8_t(g); b[g] += uint8_t(1); }", false, ""},
		{"ownHalf", "void main() { uint g = gl_GlobalInvocationID.x; h[g] = uint16_t(g); h[g] += uint16_t(1); }", false, ""},
		{"byteWriteWrite", "void main() { b[gl_WorkGroupID.x] = uint8_t(gl_LocalInvocationIndex); }", true, "written by invocation"},
		{"neighbourRead", "void main() { uint g = gl_GlobalInvocationID.x; uint8_t x = b[g ^ 1u]; b[g] = x; }", true, "read by"},
		{"halfAcrossWorkgroups", "void main() { h[gl_LocalInvocationIndex] = uint16_t(gl_WorkGroupID.x); }", true, "nothing orders workgroups"},
		{"barrierOrdersBytes", "void main() { uint g = gl_GlobalInvocationID.x; b[g] = uint8_t(g); barrier(); b[64u + g] = b[g ^ 1u]; }", false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := mustLoad(t, compileGLSL(t, head+c.body))
			for _, S := range []int{4, 32} {
				for _, eng := range []Engine{EngineFast, EngineReference} {
					res, err := p.Run(Config{SubgroupSize: S, Workgroups: [3]uint32{2, 1, 1}, Engine: eng, Workers: 2,
						Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 132), {0, 1}: make([]byte, 256)}})
					if err != nil {
						t.Fatalf("S=%d: %v", S, err)
					}
					got := kinds(res)["buffer-data-race"] > 0
					if got != c.race || len(res.Diagnostics) != kindCount(res, "buffer-data-race") {
						t.Fatalf("S=%d engine %d: race reported %v, want %v: %v", S, eng, got, c.race, res.Diagnostics)
					}
					if c.race && !strings.Contains(res.Diagnostics[0].Msg, c.msg) {
						t.Errorf("S=%d: message %q lacks %q", S, res.Diagnostics[0].Msg, c.msg)
					}
				}
			}
		})
	}
}
