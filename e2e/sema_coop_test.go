package e2e

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/lower"
	"github.com/glslc-nv/glslc-nv/sema"
	"github.com/glslc-nv/glslc-nv/spirv"
)

const coopHead = `#version 450
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 32) in;
`

// coopLower lowers a cooperative-matrix module and validates it with the
// newer spirv-val when GLSLC_NV_SPIRV_VAL names one (the installed
// SPIRV-Tools 2023.1 does not know SPV_KHR_cooperative_matrix: without the
// variable the test checks the instructions below, not validity, and says
// so). It returns the disassembly.
func coopLower(t *testing.T, name, src, env string) string {
	t.Helper()
	m := mustCheck(t, name, src, sema.Options{})
	words, err := lower.Module(m, lower.Options{TargetEnv: targetenv.MustCompiler(env), CheckIR: true})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	bin := spirv.Encode(words)
	testtool.ValidateNewer(t, name, bin, env)
	dis, err := spirv.DisassembleBytes(bin, spirv.DisOptions{})
	if err != nil {
		t.Fatalf("%s: disassembling: %v", name, err)
	}
	return dis
}

// wantLines checks that each wanted instruction occurs in dis, in order.
func wantLines(t *testing.T, dis string, want ...string) {
	t.Helper()
	at := 0
	for _, w := range want {
		i := strings.Index(dis[at:], w)
		if i < 0 {
			t.Errorf("no %q (in order) in\n%s", w, dis)
			return
		}
		at += i + len(w)
	}
}

// TestCoopMat compiles every GL_KHR_cooperative_matrix construct and
// checks the SPIR-V glslang emits for it (hand-checked against the
// SPV_KHR_cooperative_matrix specification): the type with a
// specialization-constant dimension, constructors from a scalar and by
// component conversion, loads and stores through the first element's
// pointer with layout before stride, MulAdd with signedness operands from
// the component types plus saturation, arithmetic, negation, element
// access through a pointer, length(), and the Vulkan memory model glslang
// switches to for such modules.
func TestSemaCoopMat(t *testing.T) {
	src := coopHead + `layout(constant_id = 0) const uint TM = 16;
layout(binding = 0) buffer A { float16_t a[]; };
layout(binding = 1) buffer B { f16vec2 b[]; };
layout(binding = 2) buffer C { float c[]; };
layout(binding = 3) buffer I { int8_t i8[512]; int r[]; };
shared float stage[256];
void main() {
  coopmat<float16_t, gl_ScopeSubgroup, TM, 16, gl_MatrixUseA> ma;
  coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseB> mb;
  coopmat<float, gl_ScopeSubgroup, TM, 16, gl_MatrixUseAccumulator> acc = coopmat<float, gl_ScopeSubgroup, TM, 16, gl_MatrixUseAccumulator>(0.5);
  coopMatLoad(ma, a, 32, 16, gl_CooperativeMatrixLayoutRowMajor);
  coopMatLoad(mb, b, 4, 8, gl_CooperativeMatrixLayoutColumnMajor);
  acc = coopMatMulAdd(ma, mb, acc);
  acc = -(acc * 2.0) + acc / acc - acc;
  for (int i = 0; i < acc.length(); i++) acc[i] += 1.0;
  coopmat<float16_t, gl_ScopeSubgroup, TM, 16, gl_MatrixUseAccumulator> h = coopmat<float16_t, gl_ScopeSubgroup, TM, 16, gl_MatrixUseAccumulator>(acc);
  coopMatStore(acc, c, gl_LocalInvocationID.x, 16, gl_CooperativeMatrixLayoutRowMajor);
  coopMatStore(h, stage, 0, 16, gl_CooperativeMatrixLayoutColumnMajor);

  coopmat<int8_t, gl_ScopeSubgroup, 16, 32, gl_MatrixUseA> ia;
  coopmat<uint8_t, gl_ScopeSubgroup, 32, 16, gl_MatrixUseB> ub = coopmat<uint8_t, gl_ScopeSubgroup, 32, 16, gl_MatrixUseB>(3);
  coopmat<int, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator> ic = coopmat<int, gl_ScopeSubgroup, 16, 16, gl_MatrixUseAccumulator>(0);
  coopMatLoad(ia, i8, 0, 32, gl_CooperativeMatrixLayoutRowMajor);
  ic = coopMatMulAdd(ia, ub, ic, gl_MatrixOperandsSaturatingAccumulation);
  ic = ic * 3 - ic;
  coopMatStore(ic, r, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
  r[0] = ic[1];
}
`
	dis := coopLower(t, "coop.comp", src, "vulkan1.3")
	wantLines(t, dis,
		"OpCapability VulkanMemoryModel\n", "OpCapability CooperativeMatrixKHR\n", `OpExtension "SPV_KHR_cooperative_matrix"`,
		"OpMemoryModel Logical Vulkan",
		"%TM = OpSpecConstant %uint 16",
	)
	for _, w := range []string{
		// component, scope Subgroup (3), rows, columns, use A (0) / B (1) / Accumulator (2)
		"OpTypeCooperativeMatrixKHR %half %uint_3 %TM %uint_16 %uint_0",
		"OpTypeCooperativeMatrixKHR %half %uint_3 %uint_16 %uint_16 %uint_1",
		"OpTypeCooperativeMatrixKHR %float %uint_3 %TM %uint_16 %uint_2",
		"OpTypeCooperativeMatrixKHR %char %uint_3 %uint_16 %uint_32 %uint_0",
		"OpTypeCooperativeMatrixKHR %uchar %uint_3 %uint_32 %uint_16 %uint_1",
		"OpTypeCooperativeMatrixKHR %int %uint_3 %uint_16 %uint_16 %uint_2",
		"OpConstantComposite %", // from a constant scalar: one constituent, folded as glslang folds it
		"OpAccessChain %_ptr_StorageBuffer_half %A_0 %int_0 %uint_32",
		"OpCooperativeMatrixLoadKHR %", // pointer, layout, stride
		" %int_0 %uint_16\n",
		" %int_1 %uint_8\n",
		"OpCooperativeMatrixMulAddKHR %",
		"OpMatrixTimesScalar %", "OpFNegate %", "OpFDiv %", "OpFSub %", "OpFAdd %",
		"OpCooperativeMatrixLengthKHR %uint %",
		"OpAccessChain %_ptr_Function_float %acc %",
		"OpFConvert %",
		"OpCooperativeMatrixStoreKHR %",
		"MatrixASignedComponentsKHR|MatrixCSignedComponentsKHR|MatrixResultSignedComponentsKHR|SaturatingAccumulationKHR",
		"%int_3\n", "OpISub %",
	} {
		if !strings.Contains(dis, w) {
			t.Errorf("no %q in\n%s", w, dis)
		}
	}
	// The float MulAdd has no operands; the store to c is at the invocation's
	// element, with the row-major layout and stride 16.
	for _, line := range strings.Split(dis, "\n") {
		if strings.Contains(line, "OpCooperativeMatrixMulAddKHR") && strings.Contains(line, "%acc") {
			t.Errorf("MulAdd reads the variable, not a loaded value: %s", line)
		}
	}
	if strings.Contains(dis, "Coherent") || strings.Contains(dis, "OpMemoryModel Logical GLSL450") {
		t.Errorf("Vulkan memory model expected:\n%s", dis)
	}
	// SPIR-V 1.3 (vulkan1.1) needs the memory model's extension.
	dis = coopLower(t, "coop11.comp", coopHead+`layout(binding = 0) buffer A { float a[]; };
void main() {
  coopmat<float, gl_ScopeSubgroup, 8, 8, gl_MatrixUseAccumulator> m;
  coopMatLoad(m, a, 0, 8, gl_CooperativeMatrixLayoutRowMajor);
  coopMatStore(m * 2.0, a, 64, 8, gl_CooperativeMatrixLayoutRowMajor);
}
`, "vulkan1.1")
	wantLines(t, dis, `OpExtension "SPV_KHR_vulkan_memory_model"`, "OpMemoryModel Logical Vulkan")
}

// TestWorkgroupSizeSpecInFunction: with local_size_x_id, gl_WorkGroupSize
// is a specialization-constant expression inside functions too, so a
// const derived from it sizes an array (ggml's flash_attn_cm1): the length
// is an OpSpecConstantOp over the WorkgroupSize built-in constant.
func TestSemaWorkgroupSizeSpecInFunction(t *testing.T) {
	src := `#version 450
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint R = 4;
layout(binding = 0) buffer B { uint o[]; };
void main() {
  const uint t = gl_WorkGroupSize.x / R;
  const uint d = (32 + t - 1) / t;
  uint a[d];
  a[0] = gl_WorkGroupSize.y;
  uvec3 w = gl_WorkGroupSize;
  o[0] = a[0] + w.x + t;
}
`
	m := mustCheck(t, "ws.comp", src, sema.Options{})
	code := lowerVal(t, "ws.comp", m, "vulkan1.1")
	dis, _ := spirv.DisassembleBytes(spirv.Encode(code), spirv.DisOptions{})
	wantLines(t, dis, "%gl_WorkGroupSize = OpSpecConstantComposite %v3uint", "OpSpecConstantOp %uint CompositeExtract %gl_WorkGroupSize 0",
		"%t = OpSpecConstantOp %uint UDiv %", "%d = OpSpecConstantOp %uint UDiv %", "OpTypeArray %uint %d")
}
