package conformance

import (
	"strings"
	"testing"
)

const header = "#!amber\n"

// every is a script that uses every command of the subset.
const every = `#!amber
# comment line
DEVICE_FEATURE shaderInt64   # trailing comment
DEVICE_EXTENSION VK_KHR_shader_subgroup_extended_types
INSTANCE_EXTENSION VK_KHR_get_physical_device_properties2
SET ENGINE_DATA fence_timeout_ms 5000

VIRTUAL_FILE shared.comp
#version 450
void main() {}
END

SHADER compute glsl GLSL TARGET_ENV vulkan1.1
#version 450
layout(local_size_x = 4) in;
void main() {}
END
SHADER compute fromvf GLSL VIRTUAL_FILE shared.comp
SHADER compute asm SPIRV-ASM TARGET_ENV spv1.3
OpCapability Shader
END
SHADER compute hex SPIRV-HEX
03 02 23 07 0x00 00 01 00
END
SHADER multi multi SPIRV-ASM
OpCapability Shader
END

BUFFER fill DATA_TYPE uint32 SIZE 4 FILL 7
BUFFER series DATA_TYPE int16 SIZE 3 SERIES_FROM -2 INC_BY 3
BUFFER fseries DATA_TYPE float SIZE 3 SERIES_FROM 0.5 INC_BY 0.25
BUFFER data DATA_TYPE vec3<float> STD430 DATA
1 2 3
4 5 6
END
BUFFER arr140 DATA_TYPE int32[] STD140 DATA 1 2 END
BUFFER mat DATA_TYPE mat2x3<float> DATA 1 2 3 4 5 6 END
BUFFER fmt FORMAT R32G32_SFLOAT
BUFFER fmtdata DATA_TYPE R8G8B8A8_UINT DATA 1 2 3 4 END
BUFFER wh DATA_TYPE uint8 WIDTH 2 HEIGHT 3 FILL 0xff
BUFFER half DATA_TYPE float16 DATA 1.5 -2 END
BUFFER big DATA_TYPE uint64 DATA 0xFFFFFFFFFFFFFFFF 18446744073709551615 END

PIPELINE compute p
  ATTACH glsl ENTRY_POINT main SPECIALIZE 1 AS uint32 4 SPECIALIZE 2 AS float 0.5
  SHADER_OPTIMIZATION glsl
    --eliminate-dead-code-aggressive
  END
  SUBGROUP glsl
    FULLY_POPULATED on
    VARYING_SIZE off
    REQUIRED_SIZE 16
  END
  BIND BUFFER fill AS storage DESCRIPTOR_SET 1 BINDING 2
  BIND BUFFER series AS uniform BINDING 3 DESCRIPTOR_OFFSET 4 DESCRIPTOR_RANGE 2
  BIND BUFFER data AS storage_dynamic DESCRIPTOR_SET 0 BINDING 4 OFFSET 16
  BIND BUFFER mat AS uniform_dynamic DESCRIPTOR_SET 0 BINDING 5 OFFSET 0 DESCRIPTOR_RANGE -1
  BIND BUFFER half AS push_constant
END
DERIVE_PIPELINE q FROM p
  SUBGROUP glsl
    REQUIRED_SIZE MAX
  END
  BIND BUFFER data AS storage DESCRIPTOR_SET 1 BINDING 2
END
PIPELINE compute m
  ATTACH multi TYPE compute ENTRY_POINT k
END

RUN p 1 2 3
RUN TIMED_EXECUTION q 4 1 1
REPEAT 3
  RUN p 1 1 1
  COPY fill TO fmt
  EXPECT fmt IDX 0 EQ 7 7
END
COPY fill TO fmtdata
EXPECT fill IDX 4 EQ 7 7 7
EXPECT fill IDX 0 NE 1
EXPECT series IDX 0 LT 0 2 5
EXPECT series IDX 2 LE 1
EXPECT fseries IDX 4 GT 0.7
EXPECT fseries IDX 0 GE 0.5
EXPECT fseries IDX 0 TOLERANCE 0.1 5% 1 2 EQ 0.5 0.75 1
EXPECT fill EQ_BUFFER fill
EXPECT fill RMSE_BUFFER fill TOLERANCE 0.5
`

func TestParseEveryCommand(t *testing.T) {
	s, err := Parse("every.amber", []byte(every))
	if err != nil {
		t.Fatal(err)
	}
	if s.Unsupported != nil {
		t.Fatalf("unsupported: %v", s.Unsupported)
	}
	if len(s.Requirements) != 3 || s.Requirements[0].Name != "shaderInt64" || s.Requirements[1].Kind != DeviceExtension ||
		s.Requirements[2].Kind != InstanceExtension || s.Requirements[0].Pos.String() != "every.amber:3:16" {
		t.Errorf("requirements: %+v", s.Requirements)
	}
	if s.FenceTimeoutMS != 5000 {
		t.Errorf("fence timeout %d", s.FenceTimeoutMS)
	}
	if len(s.Shaders) != 5 {
		t.Fatalf("%d shaders", len(s.Shaders))
	}
	g := s.Shaders[0]
	if g.TargetEnv != "vulkan1.1" || g.SourceLine != 14 || !strings.HasPrefix(g.Source, "#version 450\nlayout") || !strings.HasSuffix(g.Source, "}\n") {
		t.Errorf("glsl shader: %+v", g)
	}
	if s.Shaders[1].Source != "#version 450\nvoid main() {}\n" {
		t.Errorf("virtual file source %q", s.Shaders[1].Source)
	}
	if h := s.Shaders[3].Binary; string(h) != "\x03\x02\x23\x07\x00\x00\x01\x00" {
		t.Errorf("hex %x", h)
	}
	bufs := map[string]*Buffer{}
	for _, b := range s.Buffers {
		bufs[b.Name] = b
	}
	checkBytes := func(name string, want ...byte) {
		t.Helper()
		if got := bufs[name].Init; string(got) != string(want) {
			t.Errorf("buffer %s = % x, want % x", name, got, want)
		}
	}
	checkBytes("fill", 7, 0, 0, 0, 7, 0, 0, 0, 7, 0, 0, 0, 7, 0, 0, 0)
	checkBytes("series", 0xfe, 0xff, 1, 0, 4, 0)
	checkBytes("fseries", 0, 0, 0, 0x3f, 0, 0, 0x40, 0x3f, 0, 0, 0x80, 0x3f)
	if b := bufs["data"]; len(b.Init) != 32 || b.Elem.Size != 16 || get(b.Init, 16, Scalar{Float, 32}) != 0x40800000 {
		t.Errorf("vec3 buffer: % x", b.Init)
	}
	if b := bufs["arr140"]; len(b.Init) != 32 || b.Init[16] != 2 {
		t.Errorf("int32[] STD140: % x", b.Init)
	}
	if b := bufs["mat"]; len(b.Init) != 32 || get(b.Init, 16, Scalar{Float, 32}) != 0x40800000 {
		t.Errorf("mat2x3: % x", b.Init)
	}
	if b := bufs["fmt"]; len(b.Init) != 0 || b.Elem.Size != 8 {
		t.Errorf("FORMAT buffer: %+v", b)
	}
	checkBytes("fmtdata", 1, 2, 3, 4)
	checkBytes("wh", 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)
	checkBytes("half", 0x00, 0x3e, 0x00, 0xc0)
	checkBytes("big", 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff)

	if len(s.Pipelines) != 3 {
		t.Fatalf("%d pipelines", len(s.Pipelines))
	}
	p, q := s.Pipelines[0], s.Pipelines[1]
	if p.Shader != g || p.Entry != "main" || len(p.Spec) != 2 || p.Spec[1].Value.Bits != 0x3f000000 ||
		!p.FullSubgroups || p.VaryingSubgroupSize || p.RequiredSubgroupSize != 16 || p.PushConstants != bufs["half"] {
		t.Errorf("pipeline p: %+v", p)
	}
	if len(p.Bindings) != 4 {
		t.Fatalf("bindings %+v", p.Bindings)
	}
	b0, b1, b2, b3 := p.Bindings[0], p.Bindings[1], p.Bindings[2], p.Bindings[3]
	if b0.Set != 1 || b0.Binding != 2 || b0.Kind != "storage" || b0.Range != -1 ||
		b1.Set != 0 || b1.Binding != 3 || b1.DescOffset != 4 || b1.Range != 2 ||
		b2.Kind != "storage_dynamic" || b2.Offset != 16 || b3.Range != -1 {
		t.Errorf("bindings %+v", p.Bindings)
	}
	if q.RequiredSubgroupSize != SubgroupMax || len(q.Bindings) != 4 || q.Bindings[0].Buffer != bufs["data"] || p.Bindings[0].Buffer != bufs["fill"] {
		t.Errorf("derived pipeline q: %+v", q)
	}
	if m := s.Pipelines[2]; m.Entry != "k" {
		t.Errorf("multi pipeline %+v", m)
	}

	if len(s.Commands) != 13 {
		t.Fatalf("%d commands", len(s.Commands))
	}
	run := s.Commands[0].(*RunCommand)
	if run.Pipeline != p || run.Workgroups != [3]uint32{1, 2, 3} || run.Text() != "RUN p 1 2 3" {
		t.Errorf("run %+v", run)
	}
	if r := s.Commands[1].(*RunCommand); r.Pipeline != q {
		t.Errorf("timed run %+v", r)
	}
	rep := s.Commands[2].(*RepeatCommand)
	if rep.Count != 3 || len(rep.Body) != 3 {
		t.Errorf("repeat %+v", rep)
	}
	if c := s.Commands[3].(*CopyCommand); c.From != bufs["fill"] || c.To != bufs["fmtdata"] {
		t.Errorf("copy %+v", c)
	}
	e := s.Commands[4].(*ExpectCommand)
	if e.Buffer != bufs["fill"] || e.Offset != 4 || e.Op != EQ || len(e.Values) != 3 || e.Position().String() != "every.amber:78:1" {
		t.Errorf("expect %+v", e)
	}
	ops := []Comparator{NE, LT, LE, GT, GE}
	for i, op := range ops {
		if c := s.Commands[5+i].(*ExpectCommand); c.Op != op {
			t.Errorf("command %d: op %v, want %v", 5+i, c.Op, op)
		}
	}
	tol := s.Commands[10].(*ExpectCommand)
	if len(tol.Tolerances) != 4 || tol.Tolerances[0] != (Tolerance{0.1, false}) || tol.Tolerances[1] != (Tolerance{5, true}) {
		t.Errorf("tolerances %+v", tol.Tolerances)
	}
	if c := s.Commands[11].(*ExpectBufferCommand); c.RMSE || c.A != c.B {
		t.Errorf("EQ_BUFFER %+v", c)
	}
	if c := s.Commands[12].(*ExpectBufferCommand); !c.RMSE || c.Tolerance != 0.5 {
		t.Errorf("RMSE_BUFFER %+v", c)
	}
}

func TestParseErrors(t *testing.T) {
	const sh = "SHADER compute s GLSL\nvoid main() {}\nEND\n"
	const buf = "BUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\n"
	const pipe = "PIPELINE compute p\n  ATTACH s\n  BIND BUFFER b AS storage DESCRIPTOR_SET 0 BINDING 0\nEND\n"
	for _, tc := range []struct{ src, want string }{
		{"", `t.amber:1:1: the file must start with "#!amber"`},
		{"SHADER compute s GLSL\nEND\n", `t.amber:1:1: the file must start with "#!amber"`},
		{header + "FROB x\n", `t.amber:2:1: unknown command "FROB"`},
		{header + "  # only a comment\n\n   BUFFER\n", `t.amber:4:10: missing buffer name`},
		{header + "BUFFER b DATA_TYPE vec5<float> SIZE 1 FILL 0\n", `t.amber:2:20: unknown data type "vec5<float>"`},
		{header + "BUFFER b DATA_TYPE uint33 DATA 1 END\n", `t.amber:2:20: unknown data type "uint33"`},
		{header + "BUFFER b FORMAT R32_XFLOAT\n", `t.amber:2:17: unknown format "R32_XFLOAT"`},
		{header + "BUFFER b STRUCT x\n", `t.amber:2:10: expected DATA_TYPE or FORMAT, found "STRUCT"`},
		{header + "BUFFER b DATA_TYPE uint8 SIZE 2 FILL 2.5\n", `t.amber:2:38: FILL 2.5 on a uint8 buffer: Amber fills an integer buffer with 0 for any floating-point literal; write an integer`},
		{header + "BUFFER b DATA_TYPE int8 DATA 1 0.0 END\n", `t.amber:2:32: invalid int8 value "0.0"`},
		{header + "BUFFER b DATA_TYPE uint32 SIZE 2 FILL 12x\n", `t.amber:2:39: invalid uint32 value "12x"`},
		{header + "BUFFER b DATA_TYPE int32 DATA 1 2.5 END\n", `t.amber:2:33: invalid int32 value "2.5"`},
		{header + "BUFFER b DATA_TYPE float DATA 1 x END\n", `t.amber:2:33: invalid float value "x"`},
		{header + "BUFFER b DATA_TYPE uint32 DATA\n1 2\n3\n", `t.amber:2:27: missing END for DATA`},
		{header + "BUFFER b DATA_TYPE vec2<int32> DATA 1 2 3 END\n", `t.amber:2:41: DATA has 3 values, not a multiple of the 2 components of vec2<int32>`},
		{header + "BUFFER b DATA_TYPE uint32 SIZE 2 DATA 1 2 3 END\n", `t.amber:2:43: DATA has 3 elements but SIZE is 2`},
		{header + "BUFFER b DATA_TYPE uint32 FILL 1\n", `t.amber:2:27: FILL needs a SIZE`},
		{header + "BUFFER b DATA_TYPE uint32 SIZE 2 FROB\n", `t.amber:2:34: unknown buffer initializer "FROB"`},
		{header + "BUFFER b DATA_TYPE uint32 SIZE 4000000000 FILL 0\n", `t.amber:2:32: buffer "b" would be larger than 268435456 bytes`},
		{header + "BUFFER b DATA_TYPE uint32 SIZE 1 FILL 0 extra\n", `t.amber:2:41: unexpected "extra"`},
		{header + buf + buf, `t.amber:3:8: duplicate buffer name "b"`},
		{header + "SHADER compute s GLSL\nvoid main() {}\n", `t.amber:2:1: missing END for SHADER s`},
		{header + "SHADER kernel s GLSL\nEND\n", `t.amber:2:8: unknown shader type "kernel"`},
		{header + "SHADER compute s WGSL\nEND\n", `t.amber:2:18: unknown shader format "WGSL"`},
		{header + "SHADER compute s GLSL TARGET_ENV vulkan9\nEND\n", `t.amber:2:34: unknown target environment for GLSL "vulkan9" (want one of spv1.0, spv1.1, spv1.2, spv1.3, spv1.4, spv1.5, vulkan1.0, vulkan1.1, vulkan1.1spv1.4, vulkan1.2)`},
		{header + "SHADER compute s GLSL TARGET_ENV vulkan1.3\nEND\n", `t.amber:2:34: unknown target environment for GLSL "vulkan1.3" (want one of spv1.0, spv1.1, spv1.2, spv1.3, spv1.4, spv1.5, vulkan1.0, vulkan1.1, vulkan1.1spv1.4, vulkan1.2)`},
		{header + "SHADER compute s SPIRV-ASM TARGET_ENV spirv1.3\nEND\n", `t.amber:2:39: unknown SPIR-V target environment "spirv1.3" (want one of spv1.0, spv1.1, spv1.2, spv1.3, spv1.4, spv1.5, spv1.6, vulkan1.0, vulkan1.1, vulkan1.1spv1.4, vulkan1.2, vulkan1.3, vulkan1.4)`},
		{header + "SHADER compute s SPIRV-HEX\n03 02 zz\nEND\n", `t.amber:3:7: SPIRV-HEX: invalid byte "zz"`},
		{header + "SHADER compute s SPIRV-BIN\nEND\n", `t.amber:2:18: SPIRV-BIN shaders must come from a FILE`},
		{header + "SHADER compute s GLSL VIRTUAL_FILE nope\n", `t.amber:2:36: unknown virtual file "nope"`},
		{header + sh + sh, `t.amber:5:16: duplicate shader name "s"`},
		{header + sh + buf + "PIPELINE compute p\n  ATTACH s\n", `t.amber:6:1: missing END for PIPELINE p`},
		{header + sh + "PIPELINE compute p\nEND\n", `t.amber:5:1: pipeline p has no compute shader attached`},
		{header + sh + "PIPELINE compute p\n  ATTACH t\nEND\n", `t.amber:6:10: unknown shader "t"`},
		{header + sh + "PIPELINE compute p\n  ATTACH s\n  FROB\nEND\n", `t.amber:7:3: unknown pipeline command "FROB"`},
		{header + sh + "PIPELINE compute p\n  ATTACH s SPECIALIZE 1 AS vec2 1\nEND\n", `t.amber:6:28: invalid specialization type "vec2"`},
		{header + sh + "PIPELINE compute p\n  ATTACH s\n  SUBGROUP s\n    REQUIRED_SIZE 12\n  END\nEND\n", `t.amber:8:19: REQUIRED_SIZE must be a power of two, MIN or MAX, found "12"`},
		{header + sh + "PIPELINE compute p\n  ATTACH s\n  SUBGROUP s\n    FULLY_POPULATED yes\n  END\nEND\n", `t.amber:8:21: FULLY_POPULATED must be on or off, found "yes"`},
		{header + sh + "PIPELINE compute p\n  ATTACH s\n  SUBGROUP t\n  END\nEND\n", `t.amber:7:12: SUBGROUP: shader "t" is not attached to the pipeline`},
		{header + sh + "PIPELINE compute p\n  ATTACH s\n  SUBGROUP s\n    REQUIRED_SIZE 8\n", `t.amber:7:3: missing END for SUBGROUP s`},
		{header + sh + "PIPELINE compute p\n  ATTACH s\n  BIND BUFFER nope AS storage BINDING 0\nEND\n", `t.amber:7:15: unknown buffer "nope"`},
		{header + sh + buf + "PIPELINE compute p\n  ATTACH s\n  BIND BUFFER b AS vertex BINDING 0\nEND\n", `t.amber:8:20: unknown buffer type "vertex"`},
		{header + sh + buf + "PIPELINE compute p\n  ATTACH s\n  BIND BUFFER b AS storage DESCRIPTOR_SET 0\nEND\n", `t.amber:8:44: missing BINDING`},
		{header + sh + buf + "PIPELINE compute p\n  ATTACH s\n  BIND BUFFER b AS storage BINDING 0 OFFSET 4\nEND\n", `t.amber:8:38: OFFSET is only for storage_dynamic and uniform_dynamic buffers`},
		{header + sh + buf + "PIPELINE compute p\n  ATTACH s\n  BIND BUFFER b AS storage BINDING 0\n  BIND BUFFER b AS uniform BINDING 0\nEND\n", `t.amber:9:15: descriptor set 0 binding 0 is already bound to buffer b`},
		{header + sh + buf + "PIPELINE compute p\n  ATTACH s\n  BIND BUFFER b AS push_constant\n  BIND BUFFER b AS push_constant\nEND\n", `t.amber:9:15: pipeline p already has a push constant buffer (b)`},
		{header + sh + buf + pipe + "RUN q 1 1 1\n", `t.amber:10:5: unknown pipeline "q"`},
		{header + sh + buf + pipe + "RUN p 1 1\n", `t.amber:10:10: missing workgroup count z`},
		{header + sh + buf + pipe + "RUN p 1 -1 1\n", `t.amber:10:9: invalid workgroup count y "-1"`},
		{header + sh + buf + pipe + "REPEAT 2\nRUN p 1 1 1\n", `t.amber:10:1: missing END for REPEAT`},
		{header + sh + buf + pipe + "REPEAT 2\nBUFFER c DATA_TYPE uint32 SIZE 1 FILL 0\nEND\n", `t.amber:11:1: BUFFER is not allowed inside REPEAT`},
		{header + buf + "COPY b TO c\n", `t.amber:3:11: unknown buffer "c"`},
		{header + buf + "COPY b b\n", `t.amber:3:8: expected TO, found "b"`},
		{header + buf + "EXPECT c IDX 0 EQ 1\n", `t.amber:3:8: unknown buffer "c"`},
		{header + buf + "EXPECT b IDX 16 EQ 1\n", `t.amber:3:14: IDX 16 is out of range: the 1 values need 20 bytes, buffer b has 16`},
		{header + buf + "EXPECT b IDX 8 EQ 1 2 3\n", `t.amber:3:14: IDX 8 is out of range: the 3 values need 20 bytes, buffer b has 16`},
		{header + buf + "EXPECT b IDX 2 EQ 1\n", `t.amber:3:14: IDX 2 is not a multiple of the element size of buffer b (4 bytes)`},
		{header + buf + "EXPECT b IDX 0 EQ\n", `t.amber:3:18: missing values to compare`},
		{header + buf + "EXPECT b IDX 0 APPROX 1\n", `t.amber:3:16: unknown comparator "APPROX"`},
		{header + buf + "EXPECT b IDX 0 TOLERANCE 1 LT 1\n", `t.amber:3:28: TOLERANCE is only allowed with EQ`},
		{header + buf + "EXPECT b IDX 0 TOLERANCE 1 2 3 4 5 EQ 1\n", `t.amber:3:34: at most 4 TOLERANCE values`},
		{header + buf + "EXPECT b IDX 0 TOLERANCE x EQ 1\n", `t.amber:3:26: invalid tolerance "x"`},
		{header + buf + "EXPECT b IDX 0 EQ -1.0\n", `t.amber:3:19: invalid uint32 value "-1.0"`},
		{header + buf + "EXPECT b FROB c\n", `t.amber:3:10: expected IDX, EQ_BUFFER or RMSE_BUFFER, found "FROB"`},
		{header + buf + "EXPECT b RMSE_BUFFER b\n", `t.amber:3:23: missing TOLERANCE`},
		{header + "SET ENGINE_DATA frobs 1\n", `t.amber:2:17: unknown ENGINE_DATA variable "frobs"`},
		{header + "DEVICE_FEATURE\n", `t.amber:2:15: missing device feature name`},
		{header + "DEVICE_PROPERTY FloatControlsProperties.shaderDenormPreserveFloat128\n", `t.amber:2:17: unknown device property "FloatControlsProperties.shaderDenormPreserveFloat128" (Amber knows the FloatControlsProperties flags, e.g. FloatControlsProperties.shaderDenormPreserveFloat16)`},
		{header + "BUFFER b DATA_TYPE uint32 SIZE 1 FILE BINARY nonexistent.bin\n", `t.amber:2:46: open nonexistent.bin: no such file or directory`},
	} {
		_, err := Parse("t.amber", []byte(tc.src))
		if err == nil {
			t.Errorf("no error for\n%s\nwant %s", tc.src, tc.want)
			continue
		}
		if err.Error() != tc.want {
			t.Errorf("error for\n%s\n got %s\nwant %s", tc.src, err, tc.want)
		}
	}
}

func TestParseContinuation(t *testing.T) {
	src := header + "SHADER compute s SPIRV-HEX\n03 02 23 07\nEND\nBUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\n" +
		"PIPELINE compute p\n  ATTACH s \\\n    SPECIALIZE 1 AS uint32 2 \\\n    SPECIALIZE 2 AS uint32 3\n" +
		"  BIND BUFFER b AS storage DESCRIPTOR_SET 0 BINDING 0\nEND\n" +
		"EXPECT b IDX 0 \\\n  EQ 0 \\ # a comment\n  0\nEXPECT b IDX 0 EQ 1 \\"
	_, err := Parse("t.amber", []byte(src))
	if want := `t.amber:15:21: invalid uint32 value "\\"`; err == nil || err.Error() != want {
		t.Fatalf("got %v, want %s", err, want)
	}
	s, err := Parse("t.amber", []byte(strings.TrimSuffix(src, "EXPECT b IDX 0 EQ 1 \\")))
	if err != nil {
		t.Fatal(err)
	}
	if p := s.Pipelines[0]; len(p.Spec) != 2 || p.Spec[1].Value.Bits != 3 || len(p.Bindings) != 1 {
		t.Errorf("pipeline %+v", p)
	}
	e := s.Commands[0].(*ExpectCommand)
	if len(e.Values) != 2 || e.Text() != "EXPECT b IDX 0 EQ 0 0" || e.Position().Line != 12 {
		t.Errorf("expect %+v %q", e, e.Text())
	}
}

// TestAmberValues checks that values are read as Amber reads them: an
// integer wraps to the component's width with its sign (strtoull and a
// cast), a huge one saturates, and FILL 0.0 fills an integer buffer with 0.
func TestAmberValues(t *testing.T) {
	for _, c := range []struct {
		text string
		typ  Scalar
		want uint64
	}{
		{"-1", Scalar{Kind: Uint, Bits: 32}, 0xffffffff},
		{"-129", Scalar{Kind: Int, Bits: 8}, 0x7f},
		{"300", Scalar{Kind: Uint, Bits: 8}, 44},
		{"4294967296", Scalar{Kind: Int, Bits: 32}, 0},
		{"99999999999999999999999", Scalar{Kind: Uint, Bits: 64}, 1<<64 - 1},
		{"0x80", Scalar{Kind: Int, Bits: 8}, 0x80},
		{"+7", Scalar{Kind: Int, Bits: 16}, 7},
		// Halves as Amber encodes them: truncated in the normal range
		// (rounding would give 0x3c01), IEEE outside it.
		{"1.000732421875", Scalar{Kind: Float, Bits: 16}, 0x3c00},
		{"-2.9990234375", Scalar{Kind: Float, Bits: 16}, 0xc1ff},
		{"1e-6", Scalar{Kind: Float, Bits: 16}, 0x0011},
		{"1e10", Scalar{Kind: Float, Bits: 16}, 0x7c00},
		{"65535", Scalar{Kind: Float, Bits: 16}, 0x7bff}, // truncated: rounding gives Inf
		{"nan", Scalar{Kind: Float, Bits: 16}, 0x7e00},
		{"-inf", Scalar{Kind: Float, Bits: 16}, 0xfc00},
		{"1e-50", Scalar{Kind: Float, Bits: 16}, 0},
	} {
		v, err := parseValue(c.text, c.typ)
		if err != nil || v.Bits != c.want {
			t.Errorf("%s as %s: %#x, %v; want %#x", c.text, c.typ, v.Bits, err, c.want)
		}
	}
	s, err := Parse("t.amber", []byte(header+"BUFFER b DATA_TYPE int16 SIZE 3 FILL 0.0\nBUFFER c DATA_TYPE vec2<int32> SIZE 1 FILL -0.0\n"))
	if err != nil {
		t.Fatal(err)
	}
	if string(s.Buffers[0].Init) != "\x00\x00\x00\x00\x00\x00" || string(s.Buffers[1].Init) != "\x00\x00\x00\x00\x00\x00\x00\x00" {
		t.Errorf("FILL 0.0: % x, % x", s.Buffers[0].Init, s.Buffers[1].Init)
	}
}

// TestBufferArray: BIND BUFFER_ARRAY binds one buffer per element, with a
// DESCRIPTOR_OFFSET and DESCRIPTOR_RANGE value for each, and a derived
// pipeline rebinds the whole array.
func TestBufferArray(t *testing.T) {
	src := header + "BUFFER a DATA_TYPE uint32 SIZE 4 FILL 0\nBUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\nBUFFER c DATA_TYPE uint32 SIZE 4 FILL 0\n" +
		"SHADER compute s GLSL\nEND\n" +
		"PIPELINE compute p\n  ATTACH s\n  BIND BUFFER_ARRAY a b AS storage DESCRIPTOR_SET 1 BINDING 2 DESCRIPTOR_OFFSET 4 8 DESCRIPTOR_RANGE 8 -1\nEND\n" +
		"DERIVE_PIPELINE q FROM p\n  BIND BUFFER_ARRAY c b a AS storage DESCRIPTOR_SET 1 BINDING 2\nEND\n"
	s, err := Parse("t.amber", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	p, q := s.Pipelines[0], s.Pipelines[1]
	if len(p.Bindings) != 2 || p.Bindings[0].Buffer.Name != "a" || p.Bindings[1].Buffer.Name != "b" ||
		p.Bindings[1].ArrayIndex != 1 || p.Bindings[1].ArraySize != 2 || p.Bindings[0].DescOffset != 4 ||
		p.Bindings[1].DescOffset != 8 || p.Bindings[0].Range != 8 || p.Bindings[1].Range != -1 || p.Bindings[1].Set != 1 {
		t.Errorf("p: %+v", p.Bindings)
	}
	if len(q.Bindings) != 3 || q.Bindings[0].Buffer.Name != "c" || q.Bindings[2].ArrayIndex != 2 || q.Bindings[2].ArraySize != 3 {
		t.Errorf("q: %+v", q.Bindings)
	}
	for _, c := range []struct{ bind, want string }{
		{"BIND BUFFER_ARRAY a AS storage BINDING 0", "t.amber:9:21: BUFFER_ARRAY needs at least two buffers"},
		{"BIND BUFFER_ARRAY a b AS storage BINDING 0 DESCRIPTOR_OFFSET 4", "t.amber:9:65: missing DESCRIPTOR_OFFSET"},
	} {
		src := header + "BUFFER a DATA_TYPE uint32 SIZE 4 FILL 0\nBUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\nBUFFER c DATA_TYPE uint32 SIZE 4 FILL 0\n" +
			"SHADER compute s GLSL\nEND\nPIPELINE compute p\n  ATTACH s\n  " + c.bind + "\nEND\n"
		if _, err := Parse("t.amber", []byte(src)); err == nil || err.Error() != c.want {
			t.Errorf("%s: %v, want %s", c.bind, err, c.want)
		}
	}
}
