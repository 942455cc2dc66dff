package e2e

import (
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// vmmSrc uses every coherence the Vulkan memory model distinguishes:
// coherent (QueueFamily scope), volatile (Volatile, and coherent), plain,
// workgroupcoherent, devicecoherent, shared (Workgroup), a coherent
// block member and a coherent storage image.
const vmmSrc = `#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 64) in;
layout(binding = 0) coherent buffer A { uint a[]; };
layout(binding = 1) volatile buffer V { uint v[]; };
layout(binding = 2) buffer P { uint p[]; };
layout(binding = 3) workgroupcoherent buffer W { uint w[]; };
layout(binding = 4) devicecoherent buffer D { uint d[]; };
layout(binding = 5) buffer M { uint plain; coherent uint m[]; };
layout(binding = 6, r32ui) coherent uniform uimage2D img;
shared uint s[64];
void main() {
  uint i = gl_LocalInvocationID.x;
  a[i] = a[i + 64u] + 1u;
  v[i] = v[i + 64u] + 2u;
  p[i] = p[i + 64u] + 3u;
  w[i] = w[i + 64u] + 4u;
  d[i] = d[i + 64u] + 5u;
  m[i] = m[i + 64u] + plain;
  s[i] = i;
  barrier();
  p[i] += s[63u - i];
  uvec4 t = imageLoad(img, ivec2(i, 0));
  imageStore(img, ivec2(i, 1), t);
}
`

// memOperands lists, sorted, the memory and image operands that loads,
// stores and image reads and writes carry in a disassembly (with their
// scope constants), ignoring ids and order.
func memOperands(dis string) []string {
	re := regexp.MustCompile(`(OpLoad|OpStore|OpImageRead|OpImageWrite) .*?((?:Volatile|MakePointer|MakeTexel|NonPrivate)[A-Za-z|]*)( %\w+)?`)
	var out []string
	for _, line := range strings.Split(dis, "\n") {
		if m := re.FindStringSubmatch(line); m != nil {
			out = append(out, m[1]+" "+m[2]+m[3])
		}
	}
	sort.Strings(out)
	return out
}

// TestSemaVulkanMemoryModel: under #pragma use_vulkan_memory_model,
// coherent and volatile accesses carry the memory operands glslang gives
// them (MakePointerVisible / MakePointerAvailable, NonPrivatePointer,
// Volatile, with the qualifier's scope; shared memory at Workgroup scope;
// MakeTexelVisible / MakeTexelAvailable and NonPrivateTexel on images),
// the same multiset as glslangValidator's output; the module is valid,
// and the interpreter runs it (it accepts the operands) with the results
// of the plain arithmetic.
func TestSemaVulkanMemoryModel(t *testing.T) {
	m := mustCheck(t, "vmm.comp", vmmSrc, sema.Options{})
	if !m.VulkanMemoryModel {
		t.Fatal("the pragma did not select the Vulkan memory model")
	}
	words := lowerVal(t, "vmm.comp", m, "vulkan1.3")
	bin := spirv.Encode(words)
	testtool.ValidateNewer(t, "vmm.comp", bin, "vulkan1.3")
	dis, err := spirv.DisassembleBytes(bin, spirv.DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(dis, "OpMemoryModel Logical Vulkan") || strings.Contains(dis, "Coherent\n") || strings.Contains(dis, " Volatile\n") {
		t.Errorf("want the Vulkan memory model without Coherent/Volatile decorations:\n%s", dis)
	}
	got := memOperands(dis)
	want := []string{
		"OpImageRead MakeTexelVisible|NonPrivateTexel|ZeroExtend %uint_5", // a uimage from SPIR-V 1.4 on
		"OpImageWrite MakeTexelAvailable|NonPrivateTexel|ZeroExtend %uint_5",
		"OpLoad MakePointerVisible|NonPrivatePointer %uint_1", // devicecoherent
		"OpLoad MakePointerVisible|NonPrivatePointer %uint_2", // workgroupcoherent
		"OpLoad MakePointerVisible|NonPrivatePointer %uint_2", // shared
		"OpLoad MakePointerVisible|NonPrivatePointer %uint_5", // coherent
		"OpLoad MakePointerVisible|NonPrivatePointer %uint_5", // coherent member
		"OpLoad Volatile|MakePointerVisible|NonPrivatePointer %uint_5",
		"OpStore MakePointerAvailable|NonPrivatePointer %uint_1",
		"OpStore MakePointerAvailable|NonPrivatePointer %uint_2",
		"OpStore MakePointerAvailable|NonPrivatePointer %uint_2",
		"OpStore MakePointerAvailable|NonPrivatePointer %uint_5",
		"OpStore MakePointerAvailable|NonPrivatePointer %uint_5",
		"OpStore Volatile|MakePointerAvailable|NonPrivatePointer %uint_5",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("memory operands:\n got %q\nwant %q", got, want)
	}
	if g := memOperands(glslangDis(t, vmmSrc)); strings.Join(g, "\n") != strings.Join(got, "\n") {
		t.Errorf("glslangValidator's memory operands differ:\nglslang %q\nours    %q", g, got)
	}

	prog, err := interp.Load(bin)
	if err != nil {
		t.Fatal(err)
	}
	bufs := map[[2]uint32][]byte{}
	for b := uint32(0); b < 6; b++ {
		buf := make([]byte, 4*129)
		for k := 0; k < 129; k++ {
			binary.LittleEndian.PutUint32(buf[4*k:], uint32(100*b)+uint32(k))
		}
		bufs[[2]uint32{0, b}] = buf
	}
	img := texel.NewImage(texel.R32_UINT, texel.Dim2D, 64, 2, 0, 1, 1, 0)
	for k := 0; k < 64; k++ {
		binary.LittleEndian.PutUint32(img.Data[4*k:], uint32(7*k))
	}
	res, err := prog.Run(interp.Config{Buffers: bufs, Images: map[[2]uint32]*texel.Binding{{0, 6}: {Kind: texel.StorageImage, View: texel.View{Image: img}}}})
	if err != nil || len(res.Diagnostics) > 0 {
		t.Fatalf("%v %v", err, res)
	}
	u := func(b uint32, k int) uint32 { return binary.LittleEndian.Uint32(bufs[[2]uint32{0, b}][4*k:]) }
	for i := 0; i < 64; i++ {
		// x[i] = x[i+64] + c, where x[k] started as 100*b + k
		for b, c := range []uint32{1, 2, 3, 4, 5} {
			want := uint32(100*b) + uint32(i+64) + c
			if b == 2 {
				want += uint32(63 - i) // p[i] += s[63-i]
			}
			if got := u(uint32(b), i); got != want {
				t.Fatalf("buffer %d [%d] = %d, want %d", b, i, got, want)
			}
		}
		// m starts at word 1; plain (word 0) is 500
		if got, want := u(5, 1+i), uint32(500+1+i+64)+500; got != want {
			t.Fatalf("m[%d] = %d, want %d", i, got, want)
		}
		// row 1 of the image is a copy of row 0
		if got := binary.LittleEndian.Uint32(img.Data[4*(64+i):]); got != uint32(7*i) {
			t.Fatalf("image (%d, 1) = %d, want %d", i, got, 7*i)
		}
	}
}

// TestSemaVulkanMemoryModelScopes: under the model, the plain
// memoryBarrier*() and atomic functions use QueueFamily scope where they
// otherwise use Device, as glslang does; workgroup barriers keep theirs.
// Compared with glslangValidator's barriers and atomics.
func TestSemaVulkanMemoryModelScopes(t *testing.T) {
	src := `#version 450
#pragma use_vulkan_memory_model
layout(local_size_x = 64) in;
layout(binding = 0) buffer P { uint p[]; };
shared uint s[64];
void main() {
  uint i = gl_LocalInvocationID.x;
  s[i] = i;
  memoryBarrierShared();
  memoryBarrier();
  memoryBarrierBuffer();
  groupMemoryBarrier();
  barrier();
  atomicAdd(p[0], s[63u - i]);
  atomicAdd(s[0], 1u);
}
`
	scopes := func(dis string) []string {
		re := regexp.MustCompile(`(OpMemoryBarrier|OpControlBarrier|OpAtomic\w+) .*?((?:%uint_\d+ ?)+)`)
		var out []string
		for _, line := range strings.Split(dis, "\n") {
			if m := re.FindStringSubmatch(line); m != nil {
				out = append(out, m[1]+" "+strings.TrimSpace(m[2]))
			}
		}
		sort.Strings(out)
		return out
	}
	words := lowerVal(t, "scopes.comp", mustCheck(t, "scopes.comp", src, sema.Options{}), "vulkan1.3")
	dis, err := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := scopes(dis)
	want := []string{
		"OpAtomicIAdd %uint_5 %uint_0", "OpAtomicIAdd %uint_5 %uint_0 %uint_1",
		"OpControlBarrier %uint_2 %uint_2 %uint_264",
		"OpMemoryBarrier %uint_2 %uint_3400", "OpMemoryBarrier %uint_5 %uint_264",
		"OpMemoryBarrier %uint_5 %uint_3400", "OpMemoryBarrier %uint_5 %uint_72",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("scopes:\n got %q\nwant %q", got, want)
	}
	if g := scopes(glslangDis(t, src)); strings.Join(g, "\n") != strings.Join(got, "\n") {
		t.Errorf("glslangValidator's scopes differ:\nglslang %q\nours    %q", g, got)
	}
}

// glslangDis compiles src with glslangValidator for Vulkan 1.3 and returns
// the module's disassembly.
func glslangDis(t *testing.T, src string) string {
	t.Helper()
	tool := testtool.Require(t, "glslangValidator")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "s.comp"), filepath.Join(dir, "s.spv")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(tool, "-V", "--target-env", "vulkan1.3", "-o", out, in).CombinedOutput(); err != nil {
		t.Fatalf("glslangValidator: %v\n%s", err, msg)
	}
	bin, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	dis, err := spirv.DisassembleBytes(bin, spirv.DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return dis
}

// TestSemaVulkanMemoryModelDeviceScope: capability
// VulkanMemoryModelDeviceScope (which needs the device feature
// vulkanMemoryModelDeviceScope) is declared when a memory scope operand is
// Device and only then, as glslangValidator declares it: a module whose
// barriers, atomics and coherent accesses all map to QueueFamily or
// narrower scopes does not need the feature.
func TestSemaVulkanMemoryModelDeviceScope(t *testing.T) {
	caps := func(dis string) []string {
		var out []string
		for _, line := range strings.Split(dis, "\n") {
			if f := strings.Fields(line); len(f) == 2 && f[0] == "OpCapability" {
				out = append(out, f[1])
			}
		}
		sort.Strings(out)
		return out
	}
	for _, c := range []struct {
		name, src   string
		deviceScope bool
	}{
		{"queue-family", `#version 450
#pragma use_vulkan_memory_model
layout(local_size_x = 64) in;
layout(binding = 0) coherent buffer P { uint p[]; };
shared uint s[64];
void main() {
  s[gl_LocalInvocationID.x] = p[gl_LocalInvocationID.x];
  memoryBarrier();
  barrier();
  atomicAdd(p[0], s[0]);
}
`, false},
		{"device-coherent", vmmSrc, true},
		{"device-barrier", `#version 450
#pragma use_vulkan_memory_model
#extension GL_KHR_memory_scope_semantics : require
layout(local_size_x = 64) in;
layout(binding = 0) buffer P { uint p[]; };
void main() {
  p[gl_LocalInvocationID.x] = 1u;
  memoryBarrier(gl_ScopeDevice, gl_StorageSemanticsBuffer, gl_SemanticsAcquireRelease);
}
`, true},
	} {
		words := lowerVal(t, c.name+".comp", mustCheck(t, c.name+".comp", c.src, sema.Options{}), "vulkan1.3")
		dis, err := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
		if err != nil {
			t.Fatal(err)
		}
		got := caps(dis)
		if slices.Contains(got, "VulkanMemoryModelDeviceScope") != c.deviceScope {
			t.Errorf("%s: capabilities %v, want VulkanMemoryModelDeviceScope %v", c.name, got, c.deviceScope)
		}
		if g := caps(glslangDis(t, c.src)); strings.Join(g, " ") != strings.Join(got, " ") {
			t.Errorf("%s: glslangValidator declares %v, glslc-nv %v", c.name, g, got)
		}
	}
}

// TestTexelExtendOperands: from SPIR-V 1.4 on, every read, write, fetch,
// sample and gather of an image of integers carries ZeroExtend (unsigned)
// or SignExtend (signed), the same operands as glslangValidator's module;
// before 1.4 there are none (the operands do not exist there).
func TestTexelExtendOperands(t *testing.T) {
	src := `#version 450
layout(local_size_x = 8) in;
layout(binding = 0, r32ui) uniform uimage2D ui;
layout(binding = 1, r32i) uniform iimage2D ii;
layout(binding = 2, r32f) uniform image2D fi;
layout(binding = 3) uniform usampler2D us;
layout(binding = 4) uniform isampler2D is;
layout(binding = 5, r32ui) uniform uimageBuffer ub;
layout(binding = 6, r32ui) uniform uimage2DMS ums;
layout(binding = 7) buffer O { uvec4 o[]; };
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  uvec4 a = imageLoad(ui, p);
  ivec4 b = imageLoad(ii, p);
  vec4 c = imageLoad(fi, p);
  uvec4 d = texelFetch(us, p, 0) + texelFetchOffset(us, p, 0, ivec2(1, 1));
  ivec4 e = texelFetch(is, p, 0) + textureGatherOffset(is, vec2(p), ivec2(1, 0));
  uvec4 f = imageLoad(ub, p.x) + imageLoad(ums, p, 2);
  uvec4 h = texture(us, vec2(p)) + textureGrad(us, vec2(p), vec2(0), vec2(0)) + textureGather(us, vec2(p), 1);
  imageStore(ui, p, a + 1u);
  imageStore(ii, p, b + 1);
  imageStore(fi, p, c);
  imageStore(ub, p.x, f);
  o[p.x] = a + uvec4(b) + uvec4(c) + d + uvec4(e) + f + h;
}
`
	masks := func(dis string) []string {
		re := regexp.MustCompile(`(OpImage(?:Read|Write|Fetch|Gather|Sample\w*)) .*?\b((?:Lod|Grad|ConstOffset|Sample|ZeroExtend|SignExtend)(?:\|\w+)*)?\s*(?:%\w+\s*)*$`)
		var out []string
		for _, line := range strings.Split(dis, "\n") {
			if m := re.FindStringSubmatch(strings.TrimSpace(line)); m != nil {
				out = append(out, m[1]+" "+m[2])
			}
		}
		sort.Strings(out)
		return out
	}
	m := mustCheck(t, "extend.comp", src, sema.Options{})
	dis, err := spirv.DisassembleBytes(spirv.Encode(lowerVal(t, "extend.comp", m, "vulkan1.3")), spirv.DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := masks(dis)
	if n := strings.Count(strings.Join(got, "\n"), "Extend"); n != 14 {
		t.Errorf("%d image operations with ZeroExtend or SignExtend, want 14 (all but the float image's read and write):\n%s", n, strings.Join(got, "\n"))
	}
	if g := masks(glslangDis(t, src)); strings.Join(g, "\n") != strings.Join(got, "\n") {
		t.Errorf("image operands differ from glslangValidator's:\nglslang %q\nours    %q", g, got)
	}
	dis0, err := spirv.DisassembleBytes(spirv.Encode(lowerVal(t, "extend.comp", mustCheck(t, "extend.comp", src, sema.Options{}), "vulkan1.0")), spirv.DisOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(dis0, "Extend") {
		t.Error("ZeroExtend or SignExtend in a SPIR-V 1.0 module")
	}
}
