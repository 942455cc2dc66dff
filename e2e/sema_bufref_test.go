package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/sema"
	"slices"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// bufRefSrc exercises GL_EXT_buffer_reference(2): a self-referential
// block behind a forward declaration, references in a push-constant
// block, a buffer block, a parameter and locals, constructors from and to
// uint64_t, member and array access, pointer arithmetic and an atomic.
const bufRefSrc = `#version 450
#extension GL_EXT_buffer_reference : enable
#extension GL_EXT_buffer_reference2 : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : enable
layout(local_size_x = 4) in;
layout(buffer_reference) buffer Node;
layout(buffer_reference, std430, buffer_reference_align = 8) buffer Node { Node next; int v[2]; };
layout(buffer_reference) readonly buffer R { float f; };
layout(push_constant) uniform P { Node head; uint64_t raddr; } p;
layout(binding = 0) buffer O { Node keep; int o[]; };
int sum(Node n) { return n.v[0] + n.v[1]; }
void main() {
  Node n = p.head;
  uint i = gl_LocalInvocationID.x;
  o[i] = sum(n) + int(R(p.raddr).f);
  if (uint64_t(n.next) != 0ul) n.next.v[1] = 7;
  Node m = n + 1;
  m -= 1;
  keep = m;
  atomicAdd(n.v[0], 1);
}
`

// TestBufferReferenceCompiles checks the module against spirv-val on
// every target and against what glslang emits for the same shader: the
// PhysicalStorageBuffer64 addressing model, forward pointers, Aligned
// accesses, AliasedPointer variables and 16-byte steps for Node.
func TestSemaBufferReferenceCompiles(t *testing.T) {
	for _, env := range []string{"vulkan1.0", "vulkan1.2", "vulkan1.3"} {
		m := mustCheck(t, "bufref.comp", bufRefSrc, sema.Options{})
		words := lowerVal(t, "bufref.comp", m, env)
		dis, err := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
		if err != nil {
			t.Fatal(err)
		}
		want := []string{
			"OpCapability PhysicalStorageBufferAddresses",
			"OpMemoryModel PhysicalStorageBuffer64 GLSL450",
			"OpTypeForwardPointer",
			"AliasedPointer",
			"OpConvertUToPtr",
			"OpConvertPtrToU",
			"Aligned 16", // R.f: the default alignment
			"Aligned 8",  // Node.next
			"Aligned 4",  // Node.v[i]
			"OpAtomicIAdd",
			"NonWritable",
		}
		if env == "vulkan1.0" {
			want = append(want, `OpExtension "SPV_KHR_physical_storage_buffer"`)
		} else if strings.Contains(dis, "SPV_KHR_physical_storage_buffer") {
			t.Errorf("%s: the extension is core in SPIR-V 1.5", env)
		}
		for _, w := range want {
			if !strings.Contains(dis, w) {
				t.Errorf("%s: no %q in\n%s", env, w, dis)
			}
		}
		if strings.Count(dis, "OpIAdd %ulong") != 1 || !strings.Contains(dis, "%ulong 16") {
			t.Errorf("%s: Node + 1 should add sizeof(Node) = 16:\n%s", env, dis)
		}
	}
}

func TestSemaBufferReferenceUvec2(t *testing.T) {
	src := `#version 450
#extension GL_EXT_buffer_reference_uvec2 : enable
layout(buffer_reference, std430) buffer B { uint x; };
layout(binding = 0) buffer S { uvec2 a; uvec2 b; } s;
void main() {
  B r = B(s.a);
  r.x = 5u;
  s.b = uvec2(r);
}
`
	m := mustCheck(t, "uvec2.comp", src, sema.Options{})
	words := lowerVal(t, "uvec2.comp", m, "vulkan1.1")
	dis, _ := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
	if strings.Count(dis, "OpBitcast") != 2 {
		t.Errorf("want two OpBitcast (uvec2 <-> reference):\n%s", dis)
	}
}

// TestBufferReferenceRestrictLocal: memory qualifiers on a variable that
// holds a reference are the reference's, as in glslang (Vulkan-Samples'
// update_vbo.comp writes "restrict Position positions = ..."): restrict
// makes the variable RestrictPointer instead of AliasedPointer.
func TestSemaBufferReferenceRestrictLocal(t *testing.T) {
	src := `#version 450
#extension GL_EXT_buffer_reference : require
layout(buffer_reference, std430) buffer B { uint x; };
layout(push_constant) uniform P { B b; } pc;
void main() {
  restrict B r = pc.b;
  coherent B q = pc.b;
  r.x = 5u;
  q.x += 1u;
}
`
	m := mustCheck(t, "restrict.comp", src, sema.Options{})
	words := lowerVal(t, "restrict.comp", m, "vulkan1.2")
	dis, _ := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
	if !strings.Contains(dis, "OpDecorate %r RestrictPointer") || !strings.Contains(dis, "OpDecorate %q AliasedPointer") || strings.Contains(dis, "OpDecorate %r AliasedPointer") {
		t.Errorf("want r RestrictPointer, q AliasedPointer:\n%s", dis)
	}
}

func TestSemaBufferReferenceErrors(t *testing.T) {
	head := "#version 450\n#extension GL_EXT_buffer_reference : enable\n#extension GL_EXT_shader_explicit_arithmetic_types_int64 : enable\n"
	cases := []struct{ name, src, want string }{
		{"no extension", "#version 450\nlayout(buffer_reference) buffer B { int x; };\nvoid main() {}\n",
			"requires extension GL_EXT_buffer_reference"},
		{"compare", head + "layout(buffer_reference) buffer B { int x; };\nvoid main() { B a = B(0ul); bool e = a == a; }\n",
			"can't use with reference types"},
		{"arith without reference2", head + "layout(buffer_reference) buffer B { int x; };\nvoid main() { B a = B(0ul); a = a + 1; }\n",
			"requires extension GL_EXT_buffer_reference2"},
		{"uvec2 without extension", head + "layout(buffer_reference) buffer B { int x; };\nvoid main() { B a = B(uvec2(0)); }\n",
			"requires extension GL_EXT_buffer_reference_uvec2"},
		{"push constant", head + "layout(buffer_reference, push_constant) buffer B { int x; };\nvoid main() {}\n",
			"cannot be push_constant"},
		{"undefined", head + "layout(buffer_reference) buffer B;\nvoid main() { B a = B(0ul); a.x = 1; }\n",
			"declared but not defined"},
		{"readonly", head + "layout(buffer_reference) readonly buffer B { int x; };\nvoid main() { B(0ul).x = 1; }\n",
			"readonly"},
	}
	for _, c := range cases {
		_, diags := check(t, c.name, c.src, sema.Options{})
		if got := diagText(diags); !strings.Contains(got, c.want) {
			t.Errorf("%s: want %q, got:\n%s", c.name, c.want, got)
		}
	}
}

// TestBufferReferenceRuns walks a linked list in an address-only buffer
// on the interpreter. Node is 16 bytes (next @0, v @8, align 8); the list
// is at interp.BufferAddress(0) = 1<<40: node 0 (v 1,2) -> node 1 @16
// (v 3,4) -> node 2 @32 (v 5,6) -> null.
func TestSemaBufferReferenceRuns(t *testing.T) {
	src := `#version 450
#extension GL_EXT_buffer_reference2 : enable
#extension GL_EXT_buffer_reference_uvec2 : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : enable
layout(local_size_x = 1) in;
layout(buffer_reference) buffer Node;
layout(buffer_reference, std430, buffer_reference_align = 8) buffer Node { Node next; int v[2]; };
layout(push_constant) uniform P { Node head; } p;
layout(binding = 0) buffer O { int o[8]; };
void main() {
  int sum = 0, n = 0;
  for (Node c = p.head; uint64_t(c) != 0ul; c = c.next) { sum += c.v[0] + c.v[1]; n++; }
  o[0] = sum;                                        // 21
  o[1] = n;                                          // 3
  Node m = p.head + 2;
  o[2] = m.v[1];                                     // 6
  o[3] = int(uint64_t(p.head + 1) - uint64_t(p.head)); // 16
  p.head.v[0] = 100;
  o[4] = atomicAdd((p.head + 1).v[1], 10);           // 4; node 1 v[1] = 14
  uvec2 a = uvec2(p.head);
  o[5] = int(a.x); o[6] = int(a.y);                  // 0, 256
  o[7] = Node(a).next.v[0];                          // 3
}
`
	m := mustCheck(t, "list.comp", src, sema.Options{})
	code := lowerVal(t, "list.comp", m, "vulkan1.2")
	prog, err := interp.Load(spirv.Encode(code))
	if err != nil {
		t.Fatal(err)
	}
	base := interp.BufferAddress(0)
	if base != 1<<40 {
		t.Fatalf("BufferAddress(0) = %#x", base)
	}
	list := make([]byte, 48)
	put64 := func(off int, v uint64) { binary.LittleEndian.PutUint64(list[off:], v) }
	put32 := func(off int, v uint32) { binary.LittleEndian.PutUint32(list[off:], v) }
	put64(0, base+16)
	put32(8, 1)
	put32(12, 2)
	put64(16, base+32)
	put32(24, 3)
	put32(28, 4)
	put64(32, 0)
	put32(40, 5)
	put32(44, 6)
	out := make([]byte, 32)
	push := make([]byte, 8)
	binary.LittleEndian.PutUint64(push, base)
	res, err := prog.Run(interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: out}, AddressBuffers: [][]byte{list}, PushConstants: push})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	want := []uint32{21, 3, 6, 16, 4, 0, 256, 3}
	if got := words(out); !slices.Equal(got, want) {
		t.Errorf("out = %v, want %v", got, want)
	}
	if got := words(list); got[2] != 100 || got[7] != 14 {
		t.Errorf("list words = %v: want node 0 v[0] = 100 and node 1 v[1] = 14", got)
	}
}

// TestBufferReferenceOutOfBounds: addresses outside every buffer, and
// past the end of one, are reported and read zero; nothing crashes.
func TestSemaBufferReferenceOutOfBounds(t *testing.T) {
	src := `#version 450
#extension GL_EXT_buffer_reference : enable
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : enable
layout(buffer_reference) buffer R { int x; };
layout(push_constant) uniform P { uint64_t a, b, c; } p;
layout(binding = 0) buffer O { int o[3]; };
void main() {
  o[0] = R(p.a).x + 1;   // null
  o[1] = R(p.b).x + 2;   // past the end of address buffer 0
  o[2] = R(p.c).x + 3;   // 7<<50: in no buffer
  R(p.a).x = 5;          // dropped
}
`
	m := mustCheck(t, "oob.comp", src, sema.Options{})
	code := lowerVal(t, "oob.comp", m, "vulkan1.2")
	prog, err := interp.Load(spirv.Encode(code))
	if err != nil {
		t.Fatal(err)
	}
	push := make([]byte, 24)
	binary.LittleEndian.PutUint64(push[8:], interp.BufferAddress(0)+4)
	binary.LittleEndian.PutUint64(push[16:], 7<<50)
	out := make([]byte, 12)
	res, err := prog.Run(interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: out}, AddressBuffers: [][]byte{make([]byte, 4)}, PushConstants: push})
	if err != nil {
		t.Fatal(err)
	}
	if got := words(out); !slices.Equal(got, []uint32{1, 2, 3}) {
		t.Errorf("out = %v, want [1 2 3]", got)
	}
	var msgs []string
	for _, d := range res.Diagnostics {
		if d.Kind != "out-of-bounds" {
			t.Errorf("diagnostic: %s", d)
		}
		msgs = append(msgs, d.Msg)
	}
	all := strings.Join(msgs, "\n")
	for _, w := range []string{"device address 0x0, which is in no buffer", "device address 0x10000000004", "in no buffer (at or above 4 GiB)"} {
		if !strings.Contains(all, w) {
			t.Errorf("no diagnostic %q in:\n%s", w, all)
		}
	}
}

// TestSemaBufferReferenceInstance: a buffer_reference block with an
// instance name is, as in glslang, both the reference type and an
// ordinary buffer block variable with the block's binding and set; a
// binding on one without an instance is ignored.
func TestSemaBufferReferenceInstance(t *testing.T) {
	src := `#version 450
#extension GL_EXT_buffer_reference : enable
layout(local_size_x = 1) in;
layout(set = 1, binding = 3, buffer_reference) buffer Block { float x[]; } block;
layout(binding = 5, buffer_reference) buffer Other { int y; };
layout(binding = 0) buffer Holder { Block b; Other o; };
void main() {
  block.x[1] = 2.0;
  b.x[0] = block.x[1];
  o.y = 4;
}
`
	dis := coopLower(t, "bufref.comp", src, "vulkan1.2")
	for _, w := range []string{
		"OpDecorate %block DescriptorSet 1", "OpDecorate %block Binding 3",
		"%block = OpVariable %_ptr_StorageBuffer_Block StorageBuffer",
		"OpTypePointer PhysicalStorageBuffer %Block",
	} {
		if !strings.Contains(dis, w) {
			t.Errorf("no %q in\n%s", w, dis)
		}
	}
	if strings.Contains(dis, "Binding 5") {
		t.Errorf("the binding of a reference block without an instance was used:\n%s", dis)
	}
}
