package e2e

import (
	"strings"
	"testing"
)

// TestCoopMat2 compiles the GL_NV_cooperative_matrix2 constructs ggml's
// coopmat2 shaders use and checks the SPIR-V glslang emits for them
// (hand-checked against SPV_NV_cooperative_matrix2 and
// SPV_NV_tensor_addressing): tensor layout and view types (a clamp mode
// from a specialization constant, a transposing view), the layout
// functions, a tensor load with a view and a decode function whose
// parameters are values (a buffer reference and two uint[2] arrays), a
// tensor store, a row reduction with a combining function, a per-element
// operation with extra arguments, a transpose and a conversion between
// uses.
func TestSemaCoopMat2(t *testing.T) {
	src := `#version 450
#extension GL_NV_cooperative_matrix2 : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 32) in;
layout(constant_id = 0) const uint Clamp = 1;
layout(binding = 0) buffer A { float16_t a[]; };
layout(binding = 1) buffer D { float d[]; };
layout(buffer_reference, std430, buffer_reference_align = 2) buffer Blk { float16_t v[4]; };
float16_t decode(const in Blk b, const in uint blockCoords[2], const in uint coordInBlock[2]) {
  return b.v[coordInBlock[1]];
}
float maxOf(const in float x, const in float y) { return max(x, y); }
float scale(const in uint r, const in uint c, const in float e, const in float s) { return e * s + float(r + c); }
void main() {
  tensorLayoutNV<2> la = createTensorLayoutNV(2);
  tensorLayoutNV<2, Clamp> lc = createTensorLayoutNV(2, Clamp);
  la = setTensorLayoutDimensionNV(la, 64, 32);
  la = setTensorLayoutStrideNV(la, 32, 1);
  la = setTensorLayoutBlockSizeNV(la, 1, 4);
  lc = setTensorLayoutClampValueNV(lc, 7);
  tensorViewNV<2, false, 1, 0> tr = createTensorViewNV(2, false, 1, 0);
  coopmat<float16_t, gl_ScopeWorkgroup, 16, 16, gl_MatrixUseA> ma;
  coopmat<float16_t, gl_ScopeWorkgroup, 16, 16, gl_MatrixUseB> mb;
  coopMatLoadTensorNV(ma, a, 0, sliceTensorLayoutNV(la, 0, 16, 0, 16));
  coopMatLoadTensorNV(mb, a, 8, sliceTensorLayoutNV(la, 16, 16, 0, 16), tr, decode);
  coopmat<float, gl_ScopeWorkgroup, 16, 16, gl_MatrixUseAccumulator> acc = coopmat<float, gl_ScopeWorkgroup, 16, 16, gl_MatrixUseAccumulator>(0.0);
  acc = coopMatMulAdd(ma, mb, acc);
  coopmat<float, gl_ScopeWorkgroup, 16, 16, gl_MatrixUseAccumulator> rowmax;
  coopMatReduceNV(rowmax, acc, gl_CooperativeMatrixReduceRowNV, maxOf);
  coopMatPerElementNV(acc, acc, scale, rowmax);
  coopmat<float, gl_ScopeWorkgroup, 16, 16, gl_MatrixUseB> at;
  coopMatTransposeNV(at, acc);
  coopmat<float16_t, gl_ScopeWorkgroup, 16, 16, gl_MatrixUseA> back = coopmat<float16_t, gl_ScopeWorkgroup, 16, 16, gl_MatrixUseA>(acc);
  coopMatStoreTensorNV(at, d, 0, sliceTensorLayoutNV(lc, 0, 16, 0, 16), tr);
  coopMatStoreTensorNV(acc, d, 256, sliceTensorLayoutNV(lc, 0, 16, 0, 16));
}
`
	dis := coopLower(t, "coop2.comp", src, "vulkan1.3")
	for _, w := range []string{
		"OpCapability CooperativeMatrixKHR\n", "OpCapability TensorAddressingNV\n", "OpCapability CooperativeMatrixTensorAddressingNV\n",
		"OpCapability CooperativeMatrixBlockLoadsNV\n", "OpCapability CooperativeMatrixReductionsEXT\n",
		"OpCapability CooperativeMatrixPerElementOperationsEXT\n", "OpCapability CooperativeMatrixConversionsNV\n",
		`OpExtension "SPV_NV_cooperative_matrix2"`, `OpExtension "SPV_NV_tensor_addressing"`,
		"%Clamp = OpSpecConstant %uint 1",
		"OpTypeTensorLayoutNV %uint_2 %uint_0", "OpTypeTensorLayoutNV %uint_2 %Clamp",
		"OpTypeTensorViewNV %uint_2 %false %uint_1 %uint_0",
		// the decode function takes values: the reference, then two uint[2]
		"OpTypeFunction %half %_ptr_PhysicalStorageBuffer_Blk %_arr_uint_uint_2 %_arr_uint_uint_2",
		"OpTypeFunction %float %float %float",
		"OpTypeFunction %float %uint %uint %float %float",
		"OpCreateTensorLayoutNV %", "OpTensorLayoutSetDimensionNV %", "OpTensorLayoutSetStrideNV %",
		"OpTensorLayoutSetBlockSizeNV %", "OpTensorLayoutSetClampValueNV %", "OpCreateTensorViewNV %",
		"OpTensorLayoutSliceNV %",
		// pointer, object (the matrix's old value), layout, MemoryAccess, TensorAddressingOperands
		" None None\n", " None TensorView|DecodeFunc %",
		"OpCooperativeMatrixReduceEXT %", " Row %maxOf\n",
		"OpCooperativeMatrixPerElementOpEXT %", " %scale %",
		"OpCooperativeMatrixTransposeNV %",
		"OpCooperativeMatrixConvertUseEXT %",
		"OpCooperativeMatrixStoreTensorNV %", " None TensorView %",
	} {
		if !strings.Contains(dis, w) {
			t.Errorf("no %q in\n%s", w, dis)
		}
	}
}
