package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/sema"
	"math"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/opt"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestSpirvInstructionRun: spirv_instruction functions of a known
// extended set and of a core opcode compile to those instructions (as
// glslangValidator emits them), pass spirv-val and run.
func TestSemaSpirvInstructionRun(t *testing.T) {
	src := `#version 450
#extension GL_EXT_spirv_intrinsics : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { float r[4]; };

spirv_instruction(set = "GLSL.std.450", id = 31)
float mySqrt(float x);

spirv_instruction(id = 133) // OpFMul
float myFMul(float a, float b);

void main() {
    r[0] = mySqrt(16.0 + r[3]);
    r[1] = myFMul(r[0], 3); // int 3 converts to the declared float
}
`
	buf := runWords(t, "spvi.comp", src, 16, nil)
	got := []float32{math.Float32frombits(binary.LittleEndian.Uint32(buf)), math.Float32frombits(binary.LittleEndian.Uint32(buf[4:]))}
	if got[0] != 4 || got[1] != 12 {
		t.Errorf("got %v, want [4 12]", got)
	}
	m := mustCheck(t, "spvi.comp", src, sema.Options{})
	dis := disasm(t, lowerVal(t, "spvi.comp", m, "vulkan1.2"))
	for _, want := range []string{"OpExtInst %float %", " Sqrt ", "OpFMul %float"} {
		if !strings.Contains(dis, want) {
			t.Errorf("disassembly lacks %q:\n%s", want, dis)
		}
	}
	// The optimiser keeps the calls intact.
	opt.Optimize(m)
	if err := ir.Validate(m); err != nil {
		t.Fatal(err)
	}
	lowerVal(t, "spvi-O.comp", m, "vulkan1.2")
}

// TestSpirvInstructionUnknown: ggml's dot_product_funcs.glsl declares
// SPV_VALVE_mixed_float_dot_product's v_dot2_f32_f16 (capability 6912,
// opcode 6916), which neither this spirv-val nor the interpreter knows.
// The module carries the extension and capability whether the function is
// called or not (as glslang's does), the opcode with result type, result
// and the three operands; the interpreter refuses it at load.
func TestSemaSpirvInstructionUnknown(t *testing.T) {
	src := `#version 450
#extension GL_EXT_spirv_intrinsics : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { float r[4]; f16vec4 h[2]; };

spirv_instruction(extensions = ["SPV_VALVE_mixed_float_dot_product"],
                  capabilities = [6912], id = 6916)
float v_dot2_f32_f16(f16vec2 a, f16vec2 b, float acc);

void main() {
    r[0] = v_dot2_f32_f16(h[0].zw, h[1].zw, v_dot2_f32_f16(h[0].xy, h[1].xy, r[1]));
}
`
	m := mustCheck(t, "dot2.comp", src, sema.Options{})
	words, err := lower.Module(m, lower.Options{TargetEnv: targetenv.MustCompiler("vulkan1.2")})
	if err != nil {
		t.Fatal(err)
	}
	var caps []uint32
	var exts []string
	var dots [][]uint32
	for i := 5; i < len(words); {
		n, op := int(words[i]>>16), words[i]&0xffff
		if n == 0 || i+n > len(words) {
			t.Fatalf("bad instruction at word %d", i)
		}
		switch op {
		case uint32(spirv.OpCapability):
			caps = append(caps, words[i+1])
		case uint32(spirv.OpExtension):
			str, _, _ := spirv.String(words[i+1 : i+n])
			exts = append(exts, str)
		case 6916:
			dots = append(dots, words[i:i+n])
		}
		i += n
	}
	if !containsU32(caps, 6912) {
		t.Errorf("capabilities %v lack 6912", caps)
	}
	if len(exts) != 1 || exts[0] != "SPV_VALVE_mixed_float_dot_product" {
		t.Errorf("extensions %q", exts)
	}
	if len(dots) != 2 || len(dots[0]) != 6 {
		t.Errorf("OpVDot2 instructions %v, want 2 of 6 words", dots)
	}
	_, err = interp.Load(spirv.Encode(words))
	if err == nil || !strings.Contains(err.Error(), "6916") && !strings.Contains(err.Error(), "6912") {
		t.Errorf("interp.Load: %v, want an error naming the unknown opcode or capability", err)
	}
}

func containsU32(list []uint32, v uint32) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

func TestSemaSpirvIntrinsicsErrors(t *testing.T) {
	head := "#version 450\nlayout(local_size_x = 1) in;\n"
	ext := "#version 450\n#extension GL_EXT_spirv_intrinsics : require\nlayout(local_size_x = 1) in;\n"
	for _, tc := range []struct{ name, src, want string }{
		{"no extension", head + "spirv_instruction(id = 133) float f(float a, float b);\nvoid main() {}\n", "GL_EXT_spirv_intrinsics"},
		{"no id", ext + "spirv_instruction(set = \"GLSL.std.450\") float f(float a);\nvoid main() {}\n", "'id' is required"},
		{"body", ext + "spirv_instruction(id = 133) float f(float a, float b) { return a; }\nvoid main() {}\n", "cannot have a body"},
		{"out param", ext + "spirv_instruction(id = 133) float f(out float a);\nvoid main() {}\n", "must be an in parameter"},
		{"bad name", ext + "spirv_instruction(opcode = 133) float f(float a);\nvoid main() {}\n", "unknown argument 'opcode'"},
		{"decorate", ext + "spirv_decorate(11, 2) float x;\nvoid main() {}\n", "'spirv_decorate' is not supported"},
		{"literal", ext + "spirv_instruction(id = 133) float f(spirv_literal float a);\nvoid main() {}\n", "'spirv_literal' is not supported"},
	} {
		_, d := check(t, tc.name, tc.src, sema.Options{})
		if got := diagText(d); !strings.Contains(got, tc.want) {
			t.Errorf("%s: got %q, want it to contain %q", tc.name, got, tc.want)
		}
	}
}
