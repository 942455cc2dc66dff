package interp

import (
	"encoding/binary"
	"strings"
	"testing"
)

// TestDescriptorArrays: an array of blocks is one buffer per element,
// indexed at run time (uniformly and with nonuniformEXT), and a runtime-
// sized array reaches only the elements bound; an index past a sized
// array, an unbound element and an out-of-bounds access are reported, the
// last not under RobustBufferAccess.
func TestDescriptorArrays(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_EXT_nonuniform_qualifier : enable
layout(local_size_x = 4) in;
layout(binding = 0) buffer In { uint v[]; } src[3];
layout(binding = 1) buffer Out { uint w[]; } dst[];
layout(push_constant) uniform P { uint bad; } pc;
void main() {
  uint i = gl_LocalInvocationID.x;
  uint k = i % 3u;
  // lane i reads element k's word i and adds element 0's word 0
  uint x = src[nonuniformEXT(k)].v[i] + src[0].v[0];
  dst[nonuniformEXT(i % 2u)].w[i] = x;
  if (pc.bad == 1u) dst[2].w[0] = 7u;
  if (pc.bad == 2u) dst[0].w[100] = 7u;
  if (pc.bad == 3u) x += src[i + 1u].v[0];
}`, "vulkan1.2"))
	bs := p.Bindings()
	if len(bs) != 3 || bs[0].ArraySize != 3 || bs[1].ArraySize != -1 || bs[2].ArraySize != 0 {
		t.Fatalf("bindings %+v", bs)
	}
	words := func(ws ...uint32) []byte {
		b := make([]byte, 4*len(ws))
		for i, w := range ws {
			binary.LittleEndian.PutUint32(b[4*i:], w)
		}
		return b
	}
	run := func(bad uint32, robust bool) ([][]byte, *Result, error) {
		out := [][]byte{make([]byte, 16), make([]byte, 16)}
		res, err := p.Run(Config{SubgroupSize: 4, RobustBufferAccess: robust, PushConstants: words(bad),
			BufferArrays: map[[2]uint32][][]byte{
				{0, 0}: {words(100, 1, 2, 3), words(10, 11, 12, 13), words(20, 21, 22, 23)},
				{0, 1}: out,
			}})
		return out, res, err
	}
	out, res, err := run(0, false)
	if err != nil || len(res.Diagnostics) != 0 {
		t.Fatalf("%v %v", err, res.Diagnostics)
	}
	// lane 0: src[0].v[0]+100 = 200; 1: src[1].v[1]+100 = 111; 2: src[2].v[2]+100 = 122; 3: src[0].v[3]+100 = 103
	if w0, w1 := words(200, 0, 122, 0), words(0, 111, 0, 103); string(out[0]) != string(w0) || string(out[1]) != string(w1) {
		t.Errorf("dst[0] % x\ndst[1] % x", out[0], out[1])
	}
	for _, c := range []struct {
		bad    uint32
		robust bool
		want   string // "" for no diagnostic
	}{
		{1, false, "descriptor array Out: element 2 is not bound"},
		{2, false, "buffer Out[0]: 4-byte access at offset 400, bound size 16"},
		{2, true, ""},
		{3, false, "descriptor array index 3, the array has 3 elements"},
	} {
		_, res, err := run(c.bad, c.robust)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, d.Msg)
		}
		if (c.want == "") != (len(got) == 0) || c.want != "" && !strings.Contains(strings.Join(got, "\n"), c.want) {
			t.Errorf("bad=%d robust=%v: %q, want %q", c.bad, c.robust, got, c.want)
		}
	}
	// A sized array needs every element.
	if _, err := p.Run(Config{SubgroupSize: 4, PushConstants: words(0), BufferArrays: map[[2]uint32][][]byte{
		{0, 0}: {words(1)}, {0, 1}: {make([]byte, 16)}}}); err == nil || !strings.Contains(err.Error(), "binding 0 element 1 (In") {
		t.Errorf("missing element: %v", err)
	}
}
