package interp

import (
	"math"
	"strings"
	"testing"
)

// TestUndefinedArithmetic: each operation with an undefined result for
// some operands is reported with its kind, the invocation and the source
// line, the results stay the documented ones (doc.go), NoChecks gives the
// same buffers without reports, and defined operands are not reported.
func TestUndefinedArithmetic(t *testing.T) {
	// Lane i reads in[i]; lanes 0..3 hold defined operands, the others not.
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_GOOGLE_cpp_style_line_directive : require
layout(local_size_x = 8) in;
layout(std430, binding = 0) buffer B { int a[8]; int b[8]; float f[8]; int o[80]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  int x = a[i], y = b[i];
  vec4 v = vec4(1, 2, 3, 4);
#line 100
  o[i]      = x / y;
#line 101
  o[8 + i]  = x % y;
#line 102
  o[16 + i] = int(uint(x) / uint(y));
#line 103
  o[24 + i] = int(uint(x) % uint(y));
#line 104
  o[32 + i] = x << y;
#line 105
  o[40 + i] = int(uint(x) >> uint(y));
#line 106
  o[48 + i] = x >> y;
#line 107
  o[56 + i] = int(v[y & 3]);
#line 108
  o[64 + i] = int(f[i]);
#line 109
  o[72 + i] = x / 4 + (x << 3);
}`))
	imin := int32(math.MinInt32)
	a := []int32{7, -7, 100, 5, 9, imin, 1, -8}
	b := []int32{2, 3, 7, 1, 0, -1, 33, -1}
	f := []float32{1.5, -2.5, 1e9, 0, float32(math.NaN()), 3e9, -3e9, 2.5}
	mk := func() []byte {
		var w []uint32
		for _, v := range a {
			w = append(w, uint32(v))
		}
		for _, v := range b {
			w = append(w, uint32(v))
		}
		for _, v := range f {
			w = append(w, math.Float32bits(v))
		}
		return append(fromU32(w...), make([]byte, 80*4)...)
	}
	buf := mk()
	res := run1(t, p, 8, 1, buf)
	out := u32s(buf)[24:]
	want := map[string][]int{ // kind: the source lines reporting it
		"division-by-zero":        {100, 101, 102, 103},
		"integer-overflow":        {100, 101},
		"shift-too-large":         {104, 105, 106},
		"conversion-out-of-range": {108},
	}
	got := map[string][]int{}
	for _, d := range res.Diagnostics {
		got[d.Kind] = append(got[d.Kind], d.Line)
		if d.Severity != Warning || d.File == "" {
			t.Errorf("%v: want a warning with a source position", d)
		}
	}
	for k, lines := range want {
		if !sameInts(got[k], lines) {
			t.Errorf("%s reported at lines %v, want %v", k, got[k], lines)
		}
	}
	for k := range got {
		if want[k] == nil {
			t.Errorf("unexpected %s at lines %v: %v", k, got[k], res.Diagnostics)
		}
	}
	// The first report of each kind names its invocation: lane 4 (b = 0)
	// divides by zero, lane 5 (INT_MIN / -1) overflows and shifts by -1,
	// which SPIR-V reads as unsigned: 4294967295.
	for _, d := range res.Diagnostics {
		lane := map[string]int{"division-by-zero": 4, "integer-overflow": 5, "shift-too-large": 5}[d.Kind]
		if lane != 0 && d.LocalID[0] != uint32(lane) {
			t.Errorf("%s at line %d: invocation %v, want local (%d,0,0)", d.Kind, d.Line, d.LocalID, lane)
		}
	}
	// Line 107: y & 3 is always in range; line 109: constant operands.
	// The documented results.
	u := func(v int32) uint32 { return uint32(v) }
	eqU32(t, out[0:8], []uint32{3, u(-2), 14, 5, 0xFFFFFFFF, u(imin), 0, 8})              // SDiv: /0 all ones, INT_MIN/-1 wraps
	eqU32(t, out[8:16], []uint32{1, 2, 2, 0, 9, 0, 1, 0})                                 // OpSMod (sign of the divisor): %0 the dividend, INT_MIN%-1 = 0
	eqU32(t, out[32:40], []uint32{28, u(-56), 12800, 10, 9, 0, 2, 0})                     // shift counts modulo 32
	eqU32(t, out[64:72], []uint32{1, u(-2), 1000000000, 0, 0, 0x7FFFFFFF, 0x80000000, 2}) // saturating, NaN 0
	// NoChecks: the same buffers, no diagnostics.
	buf2 := mk()
	res2, err := p.Run(Config{SubgroupSize: 8, NoChecks: true, Buffers: map[[2]uint32][]byte{{0, 0}: buf2}})
	if err != nil {
		t.Fatal(err)
	}
	if len(res2.Diagnostics) != 0 || string(buf2) != string(buf) {
		t.Fatalf("NoChecks changed something: %v", res2.Diagnostics)
	}
	if s := res.Diagnostics[0].String(); !strings.Contains(s, "the result is undefined") {
		t.Errorf("message %q does not say the result is undefined", s)
	}
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	m := map[int]int{}
	for _, v := range a {
		m[v]++
	}
	for _, v := range b {
		m[v]--
	}
	for _, n := range m {
		if n != 0 {
			return false
		}
	}
	return true
}

// TestUndefinedDynamicIndex: OpVectorExtractDynamic and
// OpVectorInsertDynamic with an index past the vector are reported; the
// results stay 0 and the unchanged vector.
func TestUndefinedDynamicIndex(t *testing.T) {
	p := mustLoad(t, assemble(t, `
OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main" %lid
OpExecutionMode %main LocalSize 4 1 1
OpDecorate %lid BuiltIn LocalInvocationId
OpDecorate %arr ArrayStride 4
OpMemberDecorate %blk 0 Offset 0
OpDecorate %blk Block
OpDecorate %buf DescriptorSet 0
OpDecorate %buf Binding 0
%void = OpTypeVoid
%fn = OpTypeFunction %void
%uint = OpTypeInt 32 0
%v3uint = OpTypeVector %uint 3
%v4uint = OpTypeVector %uint 4
%arr = OpTypeRuntimeArray %uint
%blk = OpTypeStruct %arr
%pblk = OpTypePointer StorageBuffer %blk
%puint = OpTypePointer StorageBuffer %uint
%pin = OpTypePointer Input %v3uint
%buf = OpVariable %pblk StorageBuffer
%lid = OpVariable %pin Input
%c0 = OpConstant %uint 0
%c4 = OpConstant %uint 4
%c8 = OpConstant %uint 8
%c10 = OpConstant %uint 10
%c20 = OpConstant %uint 20
%c30 = OpConstant %uint 30
%c40 = OpConstant %uint 40
%c99 = OpConstant %uint 99
%vec = OpConstantComposite %v4uint %c10 %c20 %c30 %c40
%main = OpFunction %void None %fn
%entry = OpLabel
%id = OpLoad %v3uint %lid
%i = OpCompositeExtract %uint %id 0
%pidx = OpAccessChain %puint %buf %c0 %i
%idx = OpLoad %uint %pidx
%x = OpVectorExtractDynamic %uint %vec %idx
%o1 = OpIAdd %uint %i %c4
%p1 = OpAccessChain %puint %buf %c0 %o1
OpStore %p1 %x
%v2 = OpVectorInsertDynamic %v4uint %vec %c99 %idx
%y = OpCompositeExtract %uint %v2 3
%o2 = OpIAdd %uint %i %c8
%p2 = OpAccessChain %puint %buf %c0 %o2
OpStore %p2 %y
OpReturn
OpFunctionEnd
`))
	buf := fromU32(3, 4, 1, 0xFFFFFFFF, 0, 0, 0, 0, 0, 0, 0, 0)
	res := run1(t, p, 4, 1, buf)
	out := u32s(buf)
	eqU32(t, out[4:8], []uint32{40, 0, 20, 0})    // index 4 and 2^32-1: 0
	eqU32(t, out[8:12], []uint32{99, 40, 40, 40}) // insert at 3, else unchanged
	k := kinds(res)
	if len(k) != 1 || k["index-out-of-range"] != 4 { // 2 lanes x 2 instructions
		t.Fatalf("want 4 index-out-of-range reports, got %v", res.Diagnostics)
	}
}

// TestUndefinedBitField: bitfieldExtract and bitfieldInsert with offset +
// count beyond 32 bits are reported; in range, and with constant in-range
// operands, they are not.
func TestUndefinedBitField(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_GOOGLE_cpp_style_line_directive : require
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { int off[4]; int cnt[4]; uint o[12]; };
void main() {
  uint i = gl_LocalInvocationIndex;
#line 200
  o[i] = bitfieldExtract(0xF0F0F0F0u, off[i], cnt[i]);
#line 201
  o[4 + i] = bitfieldInsert(0u, 0xFFFFFFFFu, off[i], cnt[i]);
#line 202
  o[8 + i] = bitfieldExtract(0xF0F0F0F0u, 28, 4);
}`))
	buf := fromU32(4, 28, 30, 0, 8, 4, 4, 32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
	res := run1(t, p, 4, 1, buf)
	out := u32s(buf)[8:]
	// Lane 2 (30 + 4) and nothing else is out of range: 0xF0F0F0F0 >> 30 = 3.
	eqU32(t, out[0:4], []uint32{0x0F, 0xF, 3, 0xF0F0F0F0})
	eqU32(t, out[8:12], []uint32{0xF, 0xF, 0xF, 0xF})
	var lines []int
	for _, d := range res.Diagnostics {
		if d.Kind != "bit-field-out-of-range" || d.LocalID[0] != 2 {
			t.Errorf("unexpected %v", d)
		}
		lines = append(lines, d.Line)
	}
	if !sameInts(lines, []int{200, 201}) {
		t.Fatalf("reports at lines %v, want 200 and 201: %v", lines, res.Diagnostics)
	}
}

// TestUndefinedGLSLArguments: GLSL.std.450 instructions outside their
// domains are reported (clamp with min > max, sqrt and log of negatives,
// smoothstep with edge0 >= edge1); in-domain calls are not.
func TestUndefinedGLSLArguments(t *testing.T) {
	p := mustLoad(t, compileGLSL(t, `#version 450
#extension GL_GOOGLE_cpp_style_line_directive : require
layout(local_size_x = 2) in;
layout(std430, binding = 0) buffer B { float x[2]; float o[8]; };
void main() {
  uint i = gl_LocalInvocationIndex;
  float v = x[i];
#line 300
  o[i] = clamp(1.0, v, 2.0);
#line 301
  o[2 + i] = sqrt(v);
#line 302
  o[4 + i] = log2(v);
#line 303
  o[6 + i] = smoothstep(v, 1.0, 0.5);
}`))
	// Lane 0 (v = 0.5) is inside every domain; lane 1 (v = -3) outside all.
	buf := fromU32(math.Float32bits(0.5), math.Float32bits(-3), 0, 0, 0, 0, 0, 0, 0, 0)
	res := run1(t, p, 4, 1, buf)
	var lines []int
	for _, d := range res.Diagnostics {
		if d.Kind != "undefined-argument" || d.LocalID[0] != 1 || !strings.Contains(d.Msg, "the result is undefined") {
			t.Errorf("unexpected %v", d)
		}
		lines = append(lines, d.Line)
	}
	// clamp(1, -3, 2) is in its domain (min <= max): no report at 300.
	if !sameInts(lines, []int{301, 302}) {
		t.Fatalf("reports at lines %v, want 301 and 302: %v", lines, res.Diagnostics)
	}
	// min > max and edge0 >= edge1.
	buf = fromU32(math.Float32bits(5), math.Float32bits(1), 0, 0, 0, 0, 0, 0, 0, 0)
	res = run1(t, p, 4, 1, buf)
	k := map[int]int{}
	for _, d := range res.Diagnostics {
		k[d.Line]++
	}
	if k[300] != 1 || k[303] != 1 || len(k) != 2 {
		t.Fatalf("want reports at 300 (clamp 5 > 2) and 303 (smoothstep edge0 >= 1): %v", res.Diagnostics)
	}
}
