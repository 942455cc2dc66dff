package interp

import (
	"bytes"
	"testing"
)

// TestNoChecksSameResults: turning the checks off changes no result (the
// fast memory paths of memfast.go run only then), here with shared
// memory, out-of-bounds buffer and shared accesses, local arrays indexed
// dynamically and the benchmark workloads.
func TestNoChecksSameResults(t *testing.T) {
	srcs := []string{`#version 450
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint v[]; };
shared uint s[64];
shared float f[8];
void main() {
  uint i = gl_LocalInvocationIndex, g = gl_GlobalInvocationID.x;
  uint loc[5];
  for (uint k = 0u; k < 5u; k++) loc[k] = v[(g + k) % 256u] * (k + 1u);
  s[i] = v[g] + loc[i % 7u];             // local index out of range for some lanes
  if (i < 8u) f[i] = float(v[g]) * 0.5;
  barrier();
  uint a = s[(i * 5u) % 64u] + s[i + 60u]; // shared index out of range for some lanes
  v[g + 4096u * (i & 1u)] = a + uint(f[i % 8u]); // half the writes out of range
  v[g] += v[g * 97u];                    // reads out of range
}`}
	for _, name := range benchWorkloads {
		src, err := readBench(name)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, src)
	}
	for i, src := range srcs {
		p := mustLoad(t, compileGLSL(t, src))
		var outs [2][]byte
		for k, noChecks := range []bool{false, true} {
			buf := make([]byte, 4*1024)
			for j := range buf {
				buf[j] = byte(j*7 + j>>5)
			}
			if _, err := p.Run(Config{Workgroups: [3]uint32{4, 1, 1}, NoChecks: noChecks, Workers: 1,
				Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
				t.Fatal(err)
			}
			outs[k] = buf
		}
		if !bytes.Equal(outs[0], outs[1]) {
			t.Errorf("shader %d: results differ with checks off", i)
		}
	}
}
