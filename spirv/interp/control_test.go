package interp

import (
	"fmt"
	"testing"
)

const sgHeader = `#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
`

// lanesMask returns the bits of lanes 0..31 of the subgroup for which f is
// true (the .x word of a ballot).
func lanesMask(S int, f func(i int) bool) uint32 {
	var m uint32
	for i := 0; i < S && i < 32; i++ {
		if f(i) {
			m |= 1 << i
		}
	}
	return m
}

// TestNestedIf checks ballots inside nested selections and after their
// merges, at several subgroup sizes.
func TestNestedIf(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, sgHeader+`
layout(local_size_x = 64) in;
layout(std430, binding = 0) buffer B { uint o[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  uint g = gl_LocalInvocationIndex;
  if (i < 6) {
    o[g*4+0] = subgroupBallot(true).x;
    if (i % 2 == 0) { o[g*4+1] = subgroupBallot(true).x; }
    else            { o[g*4+1] = subgroupBallot(true).x | 0x80000000u; }
    o[g*4+2] = subgroupBallot(true).x;
  }
  o[g*4+3] = subgroupBallot(true).x;
}`))
	for _, S := range []int{4, 8, 32, 64} {
		buf := make([]byte, 64*16)
		res := run1(t, p, S, 1, buf)
		if len(res.Diagnostics) != 0 {
			t.Fatalf("S=%d: unexpected diagnostics %v", S, res.Diagnostics)
		}
		o := u32s(buf)
		all := lanesMask(S, func(int) bool { return true })
		lt6 := lanesMask(S, func(i int) bool { return i < 6 })
		even := lanesMask(S, func(i int) bool { return i < 6 && i%2 == 0 })
		odd := lanesMask(S, func(i int) bool { return i < 6 && i%2 == 1 })
		for g := 0; g < 64; g++ {
			i := g % S
			want := []uint32{0, 0, 0, all}
			if i < 6 {
				want[0], want[2] = lt6, lt6
				if i%2 == 0 {
					want[1] = even
				} else {
					want[1] = odd | 0x80000000
				}
			}
			eqU32(t, o[g*4:g*4+4], want)
		}
	}
}

// TestLoopMasks: lanes leave a loop after i%4 iterations; the ballot in
// iteration k holds the lanes still iterating, and all lanes reconverge
// after the loop.
func TestLoopMasks(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, sgHeader+`
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint o[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  uint n = i % 4;
  for (uint k = 0; k < 4; k++) o[i*5+k] = 0xFFu;
  uint k = 0;
  while (k < n) {
    o[i*5+k] = subgroupBallot(true).x;
    k++;
  }
  o[i*5+4] = subgroupBallot(true).x;
}`))
	buf := make([]byte, 8*5*4)
	run1(t, p, 8, 1, buf)
	o := u32s(buf)
	// iteration 0: lanes with n >= 1: 1,2,3,5,6,7 = 0xEE; iteration 1: n >= 2: 2,3,6,7 = 0xCC;
	// iteration 2: n == 3: 3,7 = 0x88
	iter := []uint32{0xEE, 0xCC, 0x88}
	for i := 0; i < 8; i++ {
		want := []uint32{0xFF, 0xFF, 0xFF, 0xFF, 0xFF}
		for k := 0; k < i%4; k++ {
			want[k] = iter[k]
		}
		eqU32(t, o[i*5:i*5+5], want)
	}
}

// TestBreakContinue: continue and break inside nested ifs in a for loop.
func TestBreakContinue(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, sgHeader+`
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint o[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  for (uint k = 0; k < 4; k++) o[i*6+k] = 0xFFFFu;
  for (uint k = 0; k < 4; k++) {
    if (k == i % 3) continue;
    if (k == 2 && i >= 4) break;
    o[i*6+k] = subgroupBallot(true).x;
  }
  o[i*6+4] = subgroupBallot(true).x;
  o[i*6+5] = subgroupInclusiveAdd(1u);
}`))
	buf := make([]byte, 8*6*4)
	run1(t, p, 8, 1, buf)
	o := u32s(buf)
	// k=0: lanes with i%3 != 0 -> 1,2,4,5,7 = 0xB6
	// k=1: i%3 != 1 -> 0,2,3,5,6 = 0x6D
	// k=2: lanes 4..7 break (before the store) unless they continued first (i%3==2: 5);
	//      storing: i%3 != 2 and i < 4 -> 0,1,3 = 0x0B
	// k=3: lanes still iterating: 0..3 and 5 (continued at k=2); none continues (i%3 < 3) -> 0x2F
	want := map[int][]uint32{}
	k0, k1, k2, k3 := uint32(0xB6), uint32(0x6D), uint32(0x0B), uint32(0x2F)
	for i := 0; i < 8; i++ {
		w := []uint32{0xFFFF, 0xFFFF, 0xFFFF, 0xFFFF, 0xFF, uint32(i + 1)}
		if i%3 != 0 {
			w[0] = k0
		}
		if i%3 != 1 {
			w[1] = k1
		}
		if i%3 != 2 && i < 4 {
			w[2] = k2
		}
		if i < 4 || i == 5 {
			w[3] = k3
		}
		want[i] = w
	}
	for i := 0; i < 8; i++ {
		eqU32(t, o[i*6:i*6+6], want[i])
	}
}

// TestEarlyReturnAndCalls: a lane returns early; a function called from
// divergent code diverges inside and keeps the caller's mask.
func TestEarlyReturnAndCalls(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, sgHeader+`
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint o[]; };
uint f(uint x) {
  if (x > 1) return subgroupBallot(true).x;
  return subgroupBallot(true).x | 0x100u;
}
void main() {
  uint i = gl_SubgroupInvocationID;
  o[i*3+0] = 0; o[i*3+1] = 0; o[i*3+2] = 0;
  if (i >= 2) o[i*3+0] = f(i & 3u);
  o[i*3+1] = subgroupBallot(true).x;
  if (i == 3) return;
  o[i*3+2] = subgroupBallot(true).x;
}`))
	buf := make([]byte, 8*3*4)
	run1(t, p, 8, 1, buf)
	o := u32s(buf)
	for i := 0; i < 8; i++ {
		w := []uint32{0, 0xFF, 0xF7}
		if i >= 2 {
			if i&3 > 1 {
				w[0] = 0xCC // lanes 2,3,6,7
			} else {
				w[0] = 0x130 // lanes 4,5 | 0x100
			}
		}
		if i == 3 {
			w[2] = 0
		}
		eqU32(t, o[i*3:i*3+3], w)
	}
}

// TestSwitchFallthrough: lanes falling through from case 0 run case 1
// together with the case-1 lanes.
func TestSwitchFallthrough(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, sgHeader+`
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint o[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  uint a = 0, b = 0;
  switch (i % 4) {
  case 0: a = subgroupBallot(true).x;
  case 1: b = subgroupBallot(true).x; break;
  default: b = subgroupBallot(true).x | 0x1000u; break;
  }
  o[i*3+0] = a; o[i*3+1] = b; o[i*3+2] = subgroupBallot(true).x;
}`))
	buf := make([]byte, 8*3*4)
	run1(t, p, 8, 1, buf)
	o := u32s(buf)
	for i := 0; i < 8; i++ {
		w := []uint32{0, 0, 0xFF}
		switch i % 4 {
		case 0:
			w[0], w[1] = 0x11, 0x33
		case 1:
			w[1] = 0x33
		default:
			w[1] = 0xCC | 0x1000
		}
		eqU32(t, o[i*3:i*3+3], w)
	}
}

// TestElectScanDivergent: elect and inclusive add among the odd lanes.
func TestElectScanDivergent(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, sgHeader+`
layout(local_size_x = 32) in;
layout(std430, binding = 0) buffer B { uint o[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  uint g = gl_LocalInvocationIndex;
  o[g*3] = 0; o[g*3+1] = 0; o[g*3+2] = 0;
  if (i % 2 == 1) {
    o[g*3] = subgroupInclusiveAdd(1u);
    o[g*3+1] = subgroupElect() ? 1u : 0u;
    o[g*3+2] = subgroupExclusiveAdd(i);
  }
}`))
	for _, S := range []int{4, 8, 32} {
		buf := make([]byte, 32*3*4)
		run1(t, p, S, 1, buf)
		o := u32s(buf)
		for g := 0; g < 32; g++ {
			i := g % S
			w := []uint32{0, 0, 0}
			if i%2 == 1 {
				w[0] = uint32(i/2 + 1)
				if i == 1 {
					w[1] = 1
				}
				// sum of odd lanes below i: 1+3+...+(i-2) = ((i-1)/2)^2
				w[2] = uint32((i - 1) / 2 * ((i - 1) / 2))
			}
			eqU32(t, o[g*3:g*3+3], w)
		}
	}
}

// TestPartialSubgroup: a workgroup of 6 at subgroup size 4 has a second
// subgroup with 2 live lanes.
func TestPartialSubgroup(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, sgHeader+`
layout(local_size_x = 6) in;
layout(std430, binding = 0) buffer B { uint o[]; };
void main() {
  uint g = gl_LocalInvocationIndex;
  o[g*3] = subgroupBallot(true).x;
  o[g*3+1] = subgroupAdd(1u);
  o[g*3+2] = gl_SubgroupID * 100u + gl_NumSubgroups;
}`))
	buf := make([]byte, 6*3*4)
	run1(t, p, 4, 1, buf)
	o := u32s(buf)
	for g := 0; g < 6; g++ {
		w := []uint32{0xF, 4, 2}
		if g >= 4 {
			w = []uint32{0x3, 2, 102}
		}
		eqU32(t, o[g*3:g*3+3], w)
	}
}

// TestDoWhileAndNestedLoops: nested loops with different trip counts.
func TestNestedLoops(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, sgHeader+`
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { uint o[]; };
void main() {
  uint i = gl_SubgroupInvocationID;
  uint c = 0;
  uint last = 0;
  uint k = 0;
  do {
    for (uint j = 0; j < i; j++) { c++; if (j == 2) break; }
    last = subgroupBallot(true).x;
    k++;
  } while (k < (i & 1u) + 1u);
  o[i*3] = c; o[i*3+1] = last; o[i*3+2] = subgroupBallot(true).x;
}`))
	buf := make([]byte, 8*3*4)
	run1(t, p, 8, 1, buf)
	o := u32s(buf)
	for i := 0; i < 8; i++ {
		per := i
		if per > 3 {
			per = 3
		}
		iters := i&1 + 1
		last := uint32(0xFF)
		if iters == 2 {
			last = 0xAA // odd lanes run the second iteration alone
		}
		eqU32(t, o[i*3:i*3+3], []uint32{uint32(per * iters), last, 0xFF})
	}
	_ = fmt.Sprint()
}
