package sema

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
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
func TestBufferReferenceCompiles(t *testing.T) {
	for _, env := range []string{"vulkan1.0", "vulkan1.2", "vulkan1.3"} {
		m := mustCheck(t, "bufref.comp", bufRefSrc, Options{})
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

func TestBufferReferenceUvec2(t *testing.T) {
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
	m := mustCheck(t, "uvec2.comp", src, Options{})
	words := lowerVal(t, "uvec2.comp", m, "vulkan1.1")
	dis, _ := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
	if strings.Count(dis, "OpBitcast") != 2 {
		t.Errorf("want two OpBitcast (uvec2 <-> reference):\n%s", dis)
	}
}

func TestBufferReferenceErrors(t *testing.T) {
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
		{"binding", head + "layout(buffer_reference, binding = 0) buffer B { int x; };\nvoid main() {}\n",
			"cannot have a binding"},
		{"undefined", head + "layout(buffer_reference) buffer B;\nvoid main() { B a = B(0ul); a.x = 1; }\n",
			"declared but not defined"},
		{"readonly", head + "layout(buffer_reference) readonly buffer B { int x; };\nvoid main() { B(0ul).x = 1; }\n",
			"readonly"},
	}
	for _, c := range cases {
		_, diags := check(t, c.name, c.src, Options{})
		if got := diagText(diags); !strings.Contains(got, c.want) {
			t.Errorf("%s: want %q, got:\n%s", c.name, c.want, got)
		}
	}
}
