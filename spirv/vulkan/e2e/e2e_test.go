//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package e2e

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan/internal/progen"
)

// The end-to-end comparison: shaders using the project's own extensions
// (NV thread shuffle and thread group, partitioned, clustered, rotate,
// quad) are compiled by glslc-nv itself with every family lavapipe lacks
// emulated (-femulate-subgroup=all), and run on lavapipe and on the
// interpreter; the interpreter also runs the native (unemulated) module.
// All three must agree.

// e2eDevice opens the lavapipe device (or device 0) for one test.
func e2eDevice(t *testing.T) *vulkan.Device {
	t.Helper()
	devs, err := vulkan.Devices()
	idx := 0
	for i, d := range devs {
		if d.DriverName == "llvmpipe" {
			idx = i
		}
	}
	var d *vulkan.Device
	if err == nil {
		d, err = vulkan.Open(idx)
	}
	if err != nil {
		if os.Getenv("GLSLC_NV_REQUIRE_VULKAN") != "" || os.Getenv("GLSLC_NV_REQUIRE_TOOLS") != "" || os.Getenv("CI") != "" {
			t.Fatalf("no Vulkan device: %v", err)
		}
		t.Skipf("no Vulkan device: %v", err)
	}
	t.Cleanup(func() {
		if err := d.Close(); err != nil {
			t.Error(err)
		}
	})
	return d
}

func glslcNV(t *testing.T, src string, emulate lower.EmulateSet) []byte {
	t.Helper()
	diags := &diag.List{}
	res := driver.Compile("e2e.comp", []byte(src), driver.Options{PP: pp.Options{Vulkan: true}, TargetEnv: targetenv.MustCompiler("vulkan1.1"), Emulate: emulate}, diags)
	if res == nil || res.Words == nil {
		var b bytes.Buffer
		if res != nil {
			diag.Print(&b, diags, res.Sources, diag.Text)
		}
		t.Fatalf("glslc-nv: %s\n%s", b.String(), src)
	}
	var out bytes.Buffer
	for _, w := range res.Words {
		binary.Write(&out, binary.LittleEndian, w)
	}
	return out.Bytes()
}

const e2eTemplate = `#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_clustered : require
#extension GL_KHR_shader_subgroup_quad : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
#extension GL_KHR_shader_subgroup_rotate : require
#extension GL_NV_shader_subgroup_partitioned : require
#extension GL_NV_shader_thread_shuffle : require
#extension GL_NV_shader_thread_group : require
layout(local_size_x = %d) in;
layout(set = 0, binding = 0) readonly buffer In { uint vin[]; };
layout(set = 0, binding = 1) buffer Out { uint res[]; };
void put(uint k, uint x) { res[gl_GlobalInvocationID.x * 4u + k] = x; }
void main() {
	uint i = gl_GlobalInvocationID.x;
	uint lane = gl_SubgroupInvocationID;
	uint v = vin[i];
	int s = int(v);
%s
}
`

func e2eInput(i int) uint32 {
	if i/8%4 == 3 {
		return 4
	}
	return uint32(int32((i*7919+13)%23) - 11)
}

func TestEndToEndAgrees(t *testing.T) {
	d := e2eDevice(t)
	type tc struct {
		name, body string
		local      int
	}
	var cases []tc
	for _, f := range []string{"shuffleNV", "shuffleUpNV", "shuffleDownNV", "shuffleXorNV"} {
		for _, w := range []int{2, 4, 8, 32} {
			cases = append(cases, tc{name: fmt.Sprintf("%s_w%d", f, w), body: fmt.Sprintf(`
	bool ok1, ok2;
	uint a = %[1]s(v, 1u, %[2]du, ok1);
	int b = %[1]s(s, lane & 3u, %[2]du, ok2);
	put(0u, a); put(1u, uint(b)); put(2u, uint(ok1) | uint(ok2) << 1);
	put(3u, %[1]s(lane, 3u, %[2]du));`, f, w)})
		}
	}
	cases = append(cases,
		tc{name: "thread_group", body: `
	put(0u, gl_WarpSizeNV | gl_ThreadInWarpNV << 8); put(1u, ballotThreadNV(s > 0));
	put(2u, activeThreadsNV() | uint(anyThreadNV(s == 4)) << 16 | uint(allThreadsNV(s > -12)) << 17 | uint(allThreadsEqualNV(s > 0)) << 18);
	put(3u, gl_ThreadLtMaskNV | gl_ThreadGeMaskNV << 8);`},
		tc{name: "quad_swizzle_nv", body: `
	float f = float(s) * 0.5;
	put(0u, floatBitsToUint(quadSwizzle0NV(f))); put(1u, floatBitsToUint(quadSwizzleXNV(f)));
	put(2u, floatBitsToUint(quadSwizzleYNV(f, 1.0))); put(3u, floatBitsToUint(quadSwizzle3NV(vec2(f, -f)).y));`},
		tc{name: "partition", body: `
	uvec4 p = subgroupPartitionNV(v & 3u);
	put(0u, p.x); put(1u, subgroupPartitionedAddNV(v, p).x >> 0);
	put(2u, uint(subgroupPartitionedInclusiveMinNV(s, p))); put(3u, subgroupPartitionedExclusiveXorNV(v * 2654435761u, p));`},
		tc{name: "partition_divergent", body: `
	if (s > -3) {
		uvec4 p = subgroupPartitionNV(s < 4);
		put(0u, p.x); put(1u, uint(subgroupPartitionedMaxNV(s, p)));
		put(2u, subgroupPartitionedInclusiveMulNV((v & 3u) + 1u, p)); put(3u, subgroupPartitionedOrNV(1u << lane, p));
	}`},
		tc{name: "clustered", body: `
	put(0u, subgroupClusteredAdd(v, 2u)); put(1u, uint(subgroupClusteredMin(s, 4u)));
	put(2u, subgroupClusteredXor(v * 2654435761u, 8u)); put(3u, subgroupClusteredMul((v & 3u) + 1u, 4u));`},
		tc{name: "clustered_divergent", body: `
	if ((lane & 5u) != 1u) { put(0u, subgroupClusteredOr(1u << lane, 4u)); put(1u, uint(subgroupClusteredMax(s, 2u))); }`},
		tc{name: "rotate", body: `
	put(0u, subgroupRotate(v, 3u)); put(1u, subgroupRotate(lane, 7u));
	put(2u, subgroupClusteredRotate(v, 1u, 4u)); put(3u, subgroupClusteredRotate(lane, 3u, 2u));`},
		tc{name: "quad", body: `
	put(0u, subgroupQuadBroadcast(v, 2u)); put(1u, subgroupQuadSwapHorizontal(v));
	put(2u, subgroupQuadSwapVertical(lane)); put(3u, subgroupQuadSwapDiagonal(v));`},
		tc{name: "shuffle_relative", body: `
	uint a = subgroupShuffleUp(v, 2u); uint b = subgroupShuffleDown(v, 3u);
	put(0u, lane >= 2u ? a : 0u); put(1u, lane + 3u < 8u ? b : 0u);`},
		tc{name: "partition_partial_subgroup", local: 12, body: `
	uvec4 p = subgroupPartitionNV(v & 1u);
	put(0u, p.x); put(1u, subgroupPartitionedAddNV(v, p)); put(2u, subgroupClusteredAdd(v, 4u));`},
	)
	if len(cases) < 20 {
		t.Fatalf("%d cases", len(cases))
	}
	agree := 0
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			local := c.local
			if local == 0 {
				local = 32
			}
			src := fmt.Sprintf(e2eTemplate, local, c.body)
			emu := glslcNV(t, src, lower.EmulateAll)
			native := glslcNV(t, src, 0)
			const wgs = 2
			n := local * wgs
			in := make([]byte, 4*n)
			for i := 0; i < n; i++ {
				binary.LittleEndian.PutUint32(in[4*i:], e2eInput(i))
			}
			run := func(spv []byte, onVulkan bool) []byte {
				out := make([]byte, 16*n)
				b := map[[2]uint32][]byte{{0, 0}: bytes.Clone(in), {0, 1}: out}
				if onVulkan {
					if _, err := d.Run(spv, vulkan.RunConfig{Workgroups: [3]uint32{wgs}, SubgroupSize: 8, FullSubgroups: local%8 == 0, Buffers: b}); err != nil {
						t.Fatalf("vulkan: %v", err)
					}
					return out
				}
				p, err := interp.Load(spv)
				if err != nil {
					t.Fatalf("interp.Load: %v", err)
				}
				res, err := p.Run(interp.Config{SubgroupSize: 8, Workgroups: [3]uint32{wgs}, Buffers: b})
				if err != nil {
					t.Fatalf("interp: %v", err)
				}
				for _, dg := range res.Diagnostics {
					t.Logf("interp diagnostic: %s", dg)
				}
				return out
			}
			vk, ie, in2 := run(emu, true), run(emu, false), run(native, false)
			ok := true
			for _, cmp := range []struct {
				what string
				a, b []byte
			}{{"lavapipe(emulated) vs interp(emulated)", vk, ie}, {"interp(native) vs interp(emulated)", in2, ie}} {
				if !bytes.Equal(cmp.a, cmp.b) {
					ok = false
					t.Errorf("%s differ:\n%s", cmp.what, diffWords(cmp.a, cmp.b))
				}
			}
			if ok {
				agree++
			} else {
				t.Logf("source:\n%s", src)
			}
		})
	}
	t.Logf("%d programs, %d agree three ways", len(cases), agree)
}

func diffWords(a, b []byte) string {
	var sb strings.Builder
	n := 0
	for k := 0; k+4 <= len(a); k += 4 {
		x, y := binary.LittleEndian.Uint32(a[k:]), binary.LittleEndian.Uint32(b[k:])
		if x != y {
			if n < 10 {
				fmt.Fprintf(&sb, "  invocation %d slot %d: 0x%x vs 0x%x\n", k/16, k/4%4, x, y)
			}
			n++
		}
	}
	fmt.Fprintf(&sb, "  %d words differ", n)
	return sb.String()
}

// TestEndToEndRandom compiles seeded random programs that also use
// clustered, partitioned, rotate and NV shuffle operations with glslc-nv
// (native and with every family emulated) and compares lavapipe (emulated
// module), the interpreter on the emulated module and the interpreter on
// the native module. GLSLC_NV_E2E_RANDOM sets the number of programs
// (default 30) and GLSLC_NV_E2E_SEED the first seed.
func TestEndToEndRandom(t *testing.T) {
	d := e2eDevice(t)
	n, first := 30, int64(1)
	if s := os.Getenv("GLSLC_NV_E2E_RANDOM"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	if s := os.Getenv("GLSLC_NV_E2E_SEED"); s != "" {
		first, _ = strconv.ParseInt(s, 10, 64)
	}
	if testing.Short() {
		n = min(n, 10)
	}
	bad := 0
	for seed := first; seed < first+int64(n); seed++ {
		local := []int{32, 32, 16, 12}[seed%4]
		src := progen.Program(seed, local, true)
		emu, native := glslcNV(t, src, lower.EmulateAll), glslcNV(t, src, 0)
		const wgs = 2
		total := local * wgs
		in := make([]byte, 4*total)
		for i := 0; i < total; i++ {
			binary.LittleEndian.PutUint32(in[4*i:], e2eInput(i))
		}
		var diags []string
		run := func(spv []byte, onVulkan bool) []byte {
			out := make([]byte, 32*total)
			b := map[[2]uint32][]byte{{0, 0}: bytes.Clone(in), {0, 1}: out}
			if onVulkan {
				if _, err := d.Run(spv, vulkan.RunConfig{Workgroups: [3]uint32{wgs}, SubgroupSize: 8, FullSubgroups: local%8 == 0, Buffers: b}); err != nil {
					t.Fatalf("seed %d: vulkan: %v", seed, err)
				}
				return out
			}
			p, err := interp.Load(spv)
			if err != nil {
				t.Fatalf("seed %d: interp.Load: %v", seed, err)
			}
			res, err := p.Run(interp.Config{SubgroupSize: 8, Workgroups: [3]uint32{wgs}, Buffers: b})
			if err != nil {
				t.Fatalf("seed %d: interp: %v", seed, err)
			}
			for _, dg := range res.Diagnostics {
				diags = append(diags, dg.String())
			}
			return out
		}
		vk, ie, in2 := run(emu, true), run(emu, false), run(native, false)
		var msg strings.Builder
		if !bytes.Equal(vk, ie) {
			fmt.Fprintf(&msg, "lavapipe(emulated) vs interp(emulated):\n%s\n", diffWords8(vk, ie))
		}
		if !bytes.Equal(in2, ie) {
			fmt.Fprintf(&msg, "interp(native) vs interp(emulated):\n%s\n", diffWords8(in2, ie))
		}
		if msg.Len() > 0 {
			bad++
			t.Errorf("seed %d (local %d) differs:\n%sinterp diagnostics: %q\n%s", seed, local, msg.String(), diags, src)
		}
	}
	t.Logf("%d random programs, %d differ", n, bad)
}

func diffWords8(a, b []byte) string {
	var sb strings.Builder
	n := 0
	for k := 0; k+4 <= len(a); k += 4 {
		x, y := binary.LittleEndian.Uint32(a[k:]), binary.LittleEndian.Uint32(b[k:])
		if x != y {
			if n < 10 {
				fmt.Fprintf(&sb, "  invocation %d slot %d: 0x%x vs 0x%x\n", k/32, k/4%8, x, y)
			}
			n++
		}
	}
	fmt.Fprintf(&sb, "  %d words differ", n)
	return sb.String()
}
