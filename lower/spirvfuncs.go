package lower

import (
	"fmt"
	"strings"

	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// spirvFuncs is the SPIR-V mapping of every built-in function, keyed by its
// identity (TestBuiltinFuncs fails when an identity has no row).
var spirvFuncs = map[builtins.FuncID]spirvFunc{
	// GLSL 4.60 chapter 8.
	builtins.FnRadians:               glsl(spirv.GLSLstd450Radians, 0, 0),
	builtins.FnDegrees:               glsl(spirv.GLSLstd450Degrees, 0, 0),
	builtins.FnSin:                   glsl(spirv.GLSLstd450Sin, 0, 0),
	builtins.FnCos:                   glsl(spirv.GLSLstd450Cos, 0, 0),
	builtins.FnTan:                   glsl(spirv.GLSLstd450Tan, 0, 0),
	builtins.FnAsin:                  glsl(spirv.GLSLstd450Asin, 0, 0),
	builtins.FnAcos:                  glsl(spirv.GLSLstd450Acos, 0, 0),
	builtins.FnAtan:                  glsl(spirv.GLSLstd450Atan2, 0, 0),
	builtins.FnAtanYOverX:            glsl(spirv.GLSLstd450Atan, 0, 0),
	builtins.FnSinh:                  glsl(spirv.GLSLstd450Sinh, 0, 0),
	builtins.FnCosh:                  glsl(spirv.GLSLstd450Cosh, 0, 0),
	builtins.FnTanh:                  glsl(spirv.GLSLstd450Tanh, 0, 0),
	builtins.FnAsinh:                 glsl(spirv.GLSLstd450Asinh, 0, 0),
	builtins.FnAcosh:                 glsl(spirv.GLSLstd450Acosh, 0, 0),
	builtins.FnAtanh:                 glsl(spirv.GLSLstd450Atanh, 0, 0),
	builtins.FnPow:                   glsl(spirv.GLSLstd450Pow, 0, 0),
	builtins.FnExp:                   glsl(spirv.GLSLstd450Exp, 0, 0),
	builtins.FnLog:                   glsl(spirv.GLSLstd450Log, 0, 0),
	builtins.FnExp2:                  glsl(spirv.GLSLstd450Exp2, 0, 0),
	builtins.FnLog2:                  glsl(spirv.GLSLstd450Log2, 0, 0),
	builtins.FnSqrt:                  glsl(spirv.GLSLstd450Sqrt, 0, 0),
	builtins.FnInversesqrt:           glsl(spirv.GLSLstd450InverseSqrt, 0, 0),
	builtins.FnAbs:                   glsl(spirv.GLSLstd450FAbs, spirv.GLSLstd450SAbs, 0),
	builtins.FnSign:                  glsl(spirv.GLSLstd450FSign, spirv.GLSLstd450SSign, 0),
	builtins.FnFloor:                 glsl(spirv.GLSLstd450Floor, 0, 0),
	builtins.FnHelperInvocationEXT:   special("helperInvocationEXT"),
	builtins.FnInterpolateAtCentroid: special("interpolateAt"),
	builtins.FnInterpolateAtSample:   special("interpolateAt"),
	builtins.FnInterpolateAtOffset:   special("interpolateAt"),
	builtins.FnDFdx:                  spirvFunc{Kind: kCore, Float: uint32(spirv.OpDPdx)},
	builtins.FnDFdy:                  spirvFunc{Kind: kCore, Float: uint32(spirv.OpDPdy)},
	builtins.FnFwidth:                spirvFunc{Kind: kCore, Float: uint32(spirv.OpFwidth)},
	builtins.FnDFdxFine:              spirvFunc{Kind: kCore, Float: uint32(spirv.OpDPdxFine), Cap: spirv.CapabilityDerivativeControl},
	builtins.FnDFdyFine:              spirvFunc{Kind: kCore, Float: uint32(spirv.OpDPdyFine), Cap: spirv.CapabilityDerivativeControl},
	builtins.FnFwidthFine:            spirvFunc{Kind: kCore, Float: uint32(spirv.OpFwidthFine), Cap: spirv.CapabilityDerivativeControl},
	builtins.FnDFdxCoarse:            spirvFunc{Kind: kCore, Float: uint32(spirv.OpDPdxCoarse), Cap: spirv.CapabilityDerivativeControl},
	builtins.FnDFdyCoarse:            spirvFunc{Kind: kCore, Float: uint32(spirv.OpDPdyCoarse), Cap: spirv.CapabilityDerivativeControl},
	builtins.FnFwidthCoarse:          spirvFunc{Kind: kCore, Float: uint32(spirv.OpFwidthCoarse), Cap: spirv.CapabilityDerivativeControl},
	builtins.FnTrunc:                 glsl(spirv.GLSLstd450Trunc, 0, 0),
	builtins.FnRound:                 glsl(spirv.GLSLstd450Round, 0, 0),
	builtins.FnRoundEven:             glsl(spirv.GLSLstd450RoundEven, 0, 0),
	builtins.FnCeil:                  glsl(spirv.GLSLstd450Ceil, 0, 0),
	builtins.FnFract:                 glsl(spirv.GLSLstd450Fract, 0, 0),
	builtins.FnMod:                   spirvFunc{Kind: kCore, Float: uint32(spirv.OpFMod), Splat: true},
	builtins.FnModf:                  special("modf"),
	builtins.FnMin:                   glsl(spirv.GLSLstd450FMin, spirv.GLSLstd450SMin, spirv.GLSLstd450UMin),
	builtins.FnMax:                   glsl(spirv.GLSLstd450FMax, spirv.GLSLstd450SMax, spirv.GLSLstd450UMax),
	builtins.FnClamp:                 glsl(spirv.GLSLstd450FClamp, spirv.GLSLstd450SClamp, spirv.GLSLstd450UClamp),
	builtins.FnMix:                   glsl(spirv.GLSLstd450FMix, 0, 0),
	builtins.FnMixSelect:             swapArgs(coreAll(spirv.OpSelect)),
	builtins.FnStep:                  glsl(spirv.GLSLstd450Step, 0, 0),
	builtins.FnSmoothstep:            glsl(spirv.GLSLstd450SmoothStep, 0, 0),
	builtins.FnIsnan:                 core(spirv.OpIsNan, 0, 0, 0),
	builtins.FnIsinf:                 core(spirv.OpIsInf, 0, 0, 0),
	builtins.FnFloatBitsToInt:        coreAll(spirv.OpBitcast),
	builtins.FnFloatBitsToUint:       coreAll(spirv.OpBitcast),
	builtins.FnIntBitsToFloat:        coreAll(spirv.OpBitcast),
	builtins.FnUintBitsToFloat:       coreAll(spirv.OpBitcast),
	builtins.FnFma:                   glsl(spirv.GLSLstd450Fma, 0, 0),
	builtins.FnFrexp:                 special("frexp"),
	builtins.FnLdexp:                 glsl(spirv.GLSLstd450Ldexp, 0, 0),
	builtins.FnPackUnorm2x16:         glslAll(spirv.GLSLstd450PackUnorm2x16),
	builtins.FnPackSnorm2x16:         glslAll(spirv.GLSLstd450PackSnorm2x16),
	builtins.FnPackUnorm4x8:          glslAll(spirv.GLSLstd450PackUnorm4x8),
	builtins.FnPackSnorm4x8:          glslAll(spirv.GLSLstd450PackSnorm4x8),
	builtins.FnUnpackUnorm2x16:       glslAll(spirv.GLSLstd450UnpackUnorm2x16),
	builtins.FnUnpackSnorm2x16:       glslAll(spirv.GLSLstd450UnpackSnorm2x16),
	builtins.FnUnpackUnorm4x8:        glslAll(spirv.GLSLstd450UnpackUnorm4x8),
	builtins.FnUnpackSnorm4x8:        glslAll(spirv.GLSLstd450UnpackSnorm4x8),
	builtins.FnPackHalf2x16:          glslAll(spirv.GLSLstd450PackHalf2x16),
	builtins.FnUnpackHalf2x16:        glslAll(spirv.GLSLstd450UnpackHalf2x16),
	builtins.FnPackDouble2x32:        glslAll(spirv.GLSLstd450PackDouble2x32),
	builtins.FnUnpackDouble2x32:      glslAll(spirv.GLSLstd450UnpackDouble2x32),
	builtins.FnLength:                glsl(spirv.GLSLstd450Length, 0, 0),
	builtins.FnDistance:              glsl(spirv.GLSLstd450Distance, 0, 0),
	builtins.FnDot:                   special("dot"),
	builtins.FnCross:                 glsl(spirv.GLSLstd450Cross, 0, 0),
	builtins.FnNormalize:             glsl(spirv.GLSLstd450Normalize, 0, 0),
	builtins.FnFaceforward:           glsl(spirv.GLSLstd450FaceForward, 0, 0),
	builtins.FnReflect:               glsl(spirv.GLSLstd450Reflect, 0, 0),
	builtins.FnRefract:               spirvFunc{Kind: kGLSL, Float: spirv.GLSLstd450Refract},
	builtins.FnMatrixCompMult:        special("matrixCompMult"),
	builtins.FnOuterProduct:          core(spirv.OpOuterProduct, 0, 0, 0),
	builtins.FnTranspose:             core(spirv.OpTranspose, 0, 0, 0),
	builtins.FnDeterminant:           glsl(spirv.GLSLstd450Determinant, 0, 0),
	builtins.FnInverse:               glsl(spirv.GLSLstd450MatrixInverse, 0, 0),
	builtins.FnLessThan:              core(spirv.OpFOrdLessThan, spirv.OpSLessThan, spirv.OpULessThan, 0),
	builtins.FnLessThanEqual:         core(spirv.OpFOrdLessThanEqual, spirv.OpSLessThanEqual, spirv.OpULessThanEqual, 0),
	builtins.FnGreaterThan:           core(spirv.OpFOrdGreaterThan, spirv.OpSGreaterThan, spirv.OpUGreaterThan, 0),
	builtins.FnGreaterThanEqual:      core(spirv.OpFOrdGreaterThanEqual, spirv.OpSGreaterThanEqual, spirv.OpUGreaterThanEqual, 0),
	builtins.FnEqual:                 core(spirv.OpFOrdEqual, spirv.OpIEqual, spirv.OpIEqual, spirv.OpLogicalEqual),
	builtins.FnNotEqual:              core(spirv.OpFUnordNotEqual, spirv.OpINotEqual, spirv.OpINotEqual, spirv.OpLogicalNotEqual),
	builtins.FnAny:                   core(0, 0, 0, spirv.OpAny),
	builtins.FnAll:                   core(0, 0, 0, spirv.OpAll),
	builtins.FnNot:                   core(0, 0, 0, spirv.OpLogicalNot),
	builtins.FnUaddCarry:             special("uaddCarry"),
	builtins.FnUsubBorrow:            special("usubBorrow"),
	builtins.FnUmulExtended:          special("mulExtended"),
	builtins.FnImulExtended:          special("mulExtended"),
	builtins.FnBitfieldExtract:       core(0, spirv.OpBitFieldSExtract, spirv.OpBitFieldUExtract, 0),
	builtins.FnBitfieldInsert:        core(0, spirv.OpBitFieldInsert, spirv.OpBitFieldInsert, 0),
	builtins.FnBitfieldReverse:       core(0, spirv.OpBitReverse, spirv.OpBitReverse, 0),
	builtins.FnBitCount:              core(0, spirv.OpBitCount, spirv.OpBitCount, 0),
	builtins.FnFindLSB:               glsl(0, spirv.GLSLstd450FindILsb, spirv.GLSLstd450FindILsb),
	builtins.FnFindMSB:               glsl(0, spirv.GLSLstd450FindSMsb, spirv.GLSLstd450FindUMsb),

	// Bit casts and packing of the int64 / explicit arithmetic types extensions.
	builtins.FnDoubleBitsToInt64:   coreAll(spirv.OpBitcast),
	builtins.FnDoubleBitsToUint64:  coreAll(spirv.OpBitcast),
	builtins.FnInt64BitsToDouble:   coreAll(spirv.OpBitcast),
	builtins.FnUint64BitsToDouble:  coreAll(spirv.OpBitcast),
	builtins.FnPackInt2x32:         coreAll(spirv.OpBitcast),
	builtins.FnPackUint2x32:        coreAll(spirv.OpBitcast),
	builtins.FnUnpackInt2x32:       coreAll(spirv.OpBitcast),
	builtins.FnUnpackUint2x32:      coreAll(spirv.OpBitcast),
	builtins.FnFloat16BitsToInt16:  coreAll(spirv.OpBitcast),
	builtins.FnFloat16BitsToUint16: coreAll(spirv.OpBitcast),
	builtins.FnInt16BitsToFloat16:  coreAll(spirv.OpBitcast),
	builtins.FnUint16BitsToFloat16: coreAll(spirv.OpBitcast),
	builtins.FnPackFloat2x16:       coreAll(spirv.OpBitcast),
	builtins.FnUnpackFloat2x16:     coreAll(spirv.OpBitcast),
	builtins.FnHalfBitsToInt16:     coreAll(spirv.OpBitcast),
	builtins.FnHalfBitsToUint16:    coreAll(spirv.OpBitcast),
	builtins.FnInt16BitsToHalf:     coreAll(spirv.OpBitcast),
	builtins.FnUint16BitsToHalf:    coreAll(spirv.OpBitcast),
	builtins.FnPackInt2x16:         coreAll(spirv.OpBitcast),
	builtins.FnPackUint2x16:        coreAll(spirv.OpBitcast),
	builtins.FnUnpackInt2x16:       coreAll(spirv.OpBitcast),
	builtins.FnUnpackUint2x16:      coreAll(spirv.OpBitcast),
	builtins.FnPackInt4x16:         coreAll(spirv.OpBitcast),
	builtins.FnPackUint4x16:        coreAll(spirv.OpBitcast),
	builtins.FnUnpackInt4x16:       coreAll(spirv.OpBitcast),
	builtins.FnUnpackUint4x16:      coreAll(spirv.OpBitcast),
	builtins.FnPack16:              coreAll(spirv.OpBitcast),
	builtins.FnPack32:              coreAll(spirv.OpBitcast),
	builtins.FnPack64:              coreAll(spirv.OpBitcast),
	builtins.FnUnpack8:             coreAll(spirv.OpBitcast),
	builtins.FnUnpack16:            coreAll(spirv.OpBitcast),
	builtins.FnUnpack32:            coreAll(spirv.OpBitcast),

	// Atomic memory functions: sema builds ir.Atomic, lowered in atomic.go.
	builtins.FnAtomicAdd:      atomicFunc,
	builtins.FnAtomicMin:      atomicFunc,
	builtins.FnAtomicMax:      atomicFunc,
	builtins.FnAtomicAnd:      atomicFunc,
	builtins.FnAtomicOr:       atomicFunc,
	builtins.FnAtomicXor:      atomicFunc,
	builtins.FnAtomicExchange: atomicFunc,
	builtins.FnAtomicCompSwap: atomicFunc,

	// Barriers: OpControlBarrier(exec, mem, sem) when exec is non-zero, else
	// OpMemoryBarrier(mem, sem); a call with arguments: scopedBarrier.
	builtins.FnBarrier:        barrier(spirv.ScopeWorkgroup, spirv.ScopeWorkgroup, semShared),
	builtins.FnMemoryBarrier:  barrier(0, spirv.ScopeDevice, semAllMemory),
	builtins.FnControlBarrier: barrier(0, 0, 0),
	// GL_EXT_split_barrier: OpControlBarrierArriveEXT / WaitEXT; without
	// arguments workgroup scopes with release / acquire of shared memory.
	builtins.FnControlBarrierArrive:        barrier(spirv.ScopeWorkgroup, spirv.ScopeWorkgroup, spirv.MemorySemanticsRelease|spirv.MemorySemanticsWorkgroupMemory),
	builtins.FnControlBarrierWait:          barrier(spirv.ScopeWorkgroup, spirv.ScopeWorkgroup, spirv.MemorySemanticsAcquire|spirv.MemorySemanticsWorkgroupMemory),
	builtins.FnMemoryBarrierBuffer:         barrier(0, spirv.ScopeDevice, semBuffer),
	builtins.FnMemoryBarrierShared:         barrier(0, spirv.ScopeDevice, semShared),
	builtins.FnMemoryBarrierImage:          barrier(0, spirv.ScopeDevice, semImage),
	builtins.FnGroupMemoryBarrier:          barrier(0, spirv.ScopeWorkgroup, semAllMemory),
	builtins.FnSubgroupBarrier:             barrier(spirv.ScopeSubgroup, spirv.ScopeSubgroup, semAllMemory),
	builtins.FnSubgroupMemoryBarrier:       barrier(0, spirv.ScopeSubgroup, semAllMemory),
	builtins.FnSubgroupMemoryBarrierBuffer: barrier(0, spirv.ScopeSubgroup, semBuffer),
	builtins.FnSubgroupMemoryBarrierShared: barrier(0, spirv.ScopeSubgroup, semShared),
	builtins.FnSubgroupMemoryBarrierImage:  barrier(0, spirv.ScopeSubgroup, semImage),

	// GL_KHR_shader_subgroup_*.
	builtins.FnSubgroupElect:                   grpAll(spirv.CapabilityGroupNonUniform, spirv.OpGroupNonUniformElect),
	builtins.FnSubgroupAll:                     grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAll),
	builtins.FnSubgroupAny:                     grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAny),
	builtins.FnSubgroupAllEqual:                grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAllEqual),
	builtins.FnSubgroupBroadcast:               grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBroadcast),
	builtins.FnSubgroupBroadcastFirst:          grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBroadcastFirst),
	builtins.FnSubgroupBallot:                  grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallot),
	builtins.FnSubgroupInverseBallot:           grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformInverseBallot),
	builtins.FnSubgroupBallotBitExtract:        grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallotBitExtract),
	builtins.FnSubgroupBallotBitCount:          withGroupOp(grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallotBitCount), spirv.GroupOperationReduce),
	builtins.FnSubgroupBallotInclusiveBitCount: withGroupOp(grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallotBitCount), spirv.GroupOperationInclusiveScan),
	builtins.FnSubgroupBallotExclusiveBitCount: withGroupOp(grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallotBitCount), spirv.GroupOperationExclusiveScan),
	builtins.FnSubgroupBallotFindLSB:           grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallotFindLSB),
	builtins.FnSubgroupBallotFindMSB:           grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBallotFindMSB),
	builtins.FnSubgroupShuffle:                 grpAll(spirv.CapabilityGroupNonUniformShuffle, spirv.OpGroupNonUniformShuffle),
	builtins.FnSubgroupShuffleXor:              grpAll(spirv.CapabilityGroupNonUniformShuffle, spirv.OpGroupNonUniformShuffleXor),
	builtins.FnSubgroupShuffleUp:               grpAll(spirv.CapabilityGroupNonUniformShuffleRelative, spirv.OpGroupNonUniformShuffleUp),
	builtins.FnSubgroupShuffleDown:             grpAll(spirv.CapabilityGroupNonUniformShuffleRelative, spirv.OpGroupNonUniformShuffleDown),
	builtins.FnSubgroupQuadBroadcast:           grpAll(spirv.CapabilityGroupNonUniformQuad, spirv.OpGroupNonUniformQuadBroadcast),
	builtins.FnSubgroupQuadSwapHorizontal:      withImm(grpAll(spirv.CapabilityGroupNonUniformQuad, spirv.OpGroupNonUniformQuadSwap), 0),
	builtins.FnSubgroupQuadSwapVertical:        withImm(grpAll(spirv.CapabilityGroupNonUniformQuad, spirv.OpGroupNonUniformQuadSwap), 1),
	builtins.FnSubgroupQuadSwapDiagonal:        withImm(grpAll(spirv.CapabilityGroupNonUniformQuad, spirv.OpGroupNonUniformQuadSwap), 2),
	builtins.FnSubgroupRotate:                  grpAll(spirv.CapabilityGroupNonUniformRotateKHR, spirv.OpGroupNonUniformRotateKHR),
	builtins.FnSubgroupClusteredRotate:         grpAll(spirv.CapabilityGroupNonUniformRotateKHR, spirv.OpGroupNonUniformRotateKHR),
	builtins.FnSubgroupAdd:                     withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFAdd, spirv.OpGroupNonUniformIAdd, spirv.OpGroupNonUniformIAdd, 0), spirv.GroupOperationReduce),
	builtins.FnSubgroupInclusiveAdd:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFAdd, spirv.OpGroupNonUniformIAdd, spirv.OpGroupNonUniformIAdd, 0), spirv.GroupOperationInclusiveScan),
	builtins.FnSubgroupExclusiveAdd:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFAdd, spirv.OpGroupNonUniformIAdd, spirv.OpGroupNonUniformIAdd, 0), spirv.GroupOperationExclusiveScan),
	builtins.FnSubgroupClusteredAdd:            withGroupOp(grp(spirv.CapabilityGroupNonUniformClustered, spirv.OpGroupNonUniformFAdd, spirv.OpGroupNonUniformIAdd, spirv.OpGroupNonUniformIAdd, 0), spirv.GroupOperationClusteredReduce),
	builtins.FnSubgroupMul:                     withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFMul, spirv.OpGroupNonUniformIMul, spirv.OpGroupNonUniformIMul, 0), spirv.GroupOperationReduce),
	builtins.FnSubgroupInclusiveMul:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFMul, spirv.OpGroupNonUniformIMul, spirv.OpGroupNonUniformIMul, 0), spirv.GroupOperationInclusiveScan),
	builtins.FnSubgroupExclusiveMul:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFMul, spirv.OpGroupNonUniformIMul, spirv.OpGroupNonUniformIMul, 0), spirv.GroupOperationExclusiveScan),
	builtins.FnSubgroupClusteredMul:            withGroupOp(grp(spirv.CapabilityGroupNonUniformClustered, spirv.OpGroupNonUniformFMul, spirv.OpGroupNonUniformIMul, spirv.OpGroupNonUniformIMul, 0), spirv.GroupOperationClusteredReduce),
	builtins.FnSubgroupMin:                     withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFMin, spirv.OpGroupNonUniformSMin, spirv.OpGroupNonUniformUMin, 0), spirv.GroupOperationReduce),
	builtins.FnSubgroupInclusiveMin:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFMin, spirv.OpGroupNonUniformSMin, spirv.OpGroupNonUniformUMin, 0), spirv.GroupOperationInclusiveScan),
	builtins.FnSubgroupExclusiveMin:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFMin, spirv.OpGroupNonUniformSMin, spirv.OpGroupNonUniformUMin, 0), spirv.GroupOperationExclusiveScan),
	builtins.FnSubgroupClusteredMin:            withGroupOp(grp(spirv.CapabilityGroupNonUniformClustered, spirv.OpGroupNonUniformFMin, spirv.OpGroupNonUniformSMin, spirv.OpGroupNonUniformUMin, 0), spirv.GroupOperationClusteredReduce),
	builtins.FnSubgroupMax:                     withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFMax, spirv.OpGroupNonUniformSMax, spirv.OpGroupNonUniformUMax, 0), spirv.GroupOperationReduce),
	builtins.FnSubgroupInclusiveMax:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFMax, spirv.OpGroupNonUniformSMax, spirv.OpGroupNonUniformUMax, 0), spirv.GroupOperationInclusiveScan),
	builtins.FnSubgroupExclusiveMax:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, spirv.OpGroupNonUniformFMax, spirv.OpGroupNonUniformSMax, spirv.OpGroupNonUniformUMax, 0), spirv.GroupOperationExclusiveScan),
	builtins.FnSubgroupClusteredMax:            withGroupOp(grp(spirv.CapabilityGroupNonUniformClustered, spirv.OpGroupNonUniformFMax, spirv.OpGroupNonUniformSMax, spirv.OpGroupNonUniformUMax, 0), spirv.GroupOperationClusteredReduce),
	builtins.FnSubgroupAnd:                     withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, 0, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformLogicalAnd), spirv.GroupOperationReduce),
	builtins.FnSubgroupInclusiveAnd:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, 0, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformLogicalAnd), spirv.GroupOperationInclusiveScan),
	builtins.FnSubgroupExclusiveAnd:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, 0, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformLogicalAnd), spirv.GroupOperationExclusiveScan),
	builtins.FnSubgroupClusteredAnd:            withGroupOp(grp(spirv.CapabilityGroupNonUniformClustered, 0, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformLogicalAnd), spirv.GroupOperationClusteredReduce),
	builtins.FnSubgroupOr:                      withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, 0, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformLogicalOr), spirv.GroupOperationReduce),
	builtins.FnSubgroupInclusiveOr:             withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, 0, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformLogicalOr), spirv.GroupOperationInclusiveScan),
	builtins.FnSubgroupExclusiveOr:             withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, 0, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformLogicalOr), spirv.GroupOperationExclusiveScan),
	builtins.FnSubgroupClusteredOr:             withGroupOp(grp(spirv.CapabilityGroupNonUniformClustered, 0, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformLogicalOr), spirv.GroupOperationClusteredReduce),
	builtins.FnSubgroupXor:                     withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, 0, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformLogicalXor), spirv.GroupOperationReduce),
	builtins.FnSubgroupInclusiveXor:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, 0, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformLogicalXor), spirv.GroupOperationInclusiveScan),
	builtins.FnSubgroupExclusiveXor:            withGroupOp(grp(spirv.CapabilityGroupNonUniformArithmetic, 0, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformLogicalXor), spirv.GroupOperationExclusiveScan),
	builtins.FnSubgroupClusteredXor:            withGroupOp(grp(spirv.CapabilityGroupNonUniformClustered, 0, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformLogicalXor), spirv.GroupOperationClusteredReduce),

	// GL_NV_shader_subgroup_partitioned.
	builtins.FnSubgroupPartitionedAddNV:          withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFAdd, spirv.OpGroupNonUniformIAdd, spirv.OpGroupNonUniformIAdd, 0), spirv.GroupOperationPartitionedReduceNV),
	builtins.FnSubgroupPartitionedInclusiveAddNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFAdd, spirv.OpGroupNonUniformIAdd, spirv.OpGroupNonUniformIAdd, 0), spirv.GroupOperationPartitionedInclusiveScanNV),
	builtins.FnSubgroupPartitionedExclusiveAddNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFAdd, spirv.OpGroupNonUniformIAdd, spirv.OpGroupNonUniformIAdd, 0), spirv.GroupOperationPartitionedExclusiveScanNV),
	builtins.FnSubgroupPartitionedMulNV:          withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFMul, spirv.OpGroupNonUniformIMul, spirv.OpGroupNonUniformIMul, 0), spirv.GroupOperationPartitionedReduceNV),
	builtins.FnSubgroupPartitionedInclusiveMulNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFMul, spirv.OpGroupNonUniformIMul, spirv.OpGroupNonUniformIMul, 0), spirv.GroupOperationPartitionedInclusiveScanNV),
	builtins.FnSubgroupPartitionedExclusiveMulNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFMul, spirv.OpGroupNonUniformIMul, spirv.OpGroupNonUniformIMul, 0), spirv.GroupOperationPartitionedExclusiveScanNV),
	builtins.FnSubgroupPartitionedMinNV:          withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFMin, spirv.OpGroupNonUniformSMin, spirv.OpGroupNonUniformUMin, 0), spirv.GroupOperationPartitionedReduceNV),
	builtins.FnSubgroupPartitionedInclusiveMinNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFMin, spirv.OpGroupNonUniformSMin, spirv.OpGroupNonUniformUMin, 0), spirv.GroupOperationPartitionedInclusiveScanNV),
	builtins.FnSubgroupPartitionedExclusiveMinNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFMin, spirv.OpGroupNonUniformSMin, spirv.OpGroupNonUniformUMin, 0), spirv.GroupOperationPartitionedExclusiveScanNV),
	builtins.FnSubgroupPartitionedMaxNV:          withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFMax, spirv.OpGroupNonUniformSMax, spirv.OpGroupNonUniformUMax, 0), spirv.GroupOperationPartitionedReduceNV),
	builtins.FnSubgroupPartitionedInclusiveMaxNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFMax, spirv.OpGroupNonUniformSMax, spirv.OpGroupNonUniformUMax, 0), spirv.GroupOperationPartitionedInclusiveScanNV),
	builtins.FnSubgroupPartitionedExclusiveMaxNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformFMax, spirv.OpGroupNonUniformSMax, spirv.OpGroupNonUniformUMax, 0), spirv.GroupOperationPartitionedExclusiveScanNV),
	builtins.FnSubgroupPartitionedAndNV:          withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, 0, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformLogicalAnd), spirv.GroupOperationPartitionedReduceNV),
	builtins.FnSubgroupPartitionedInclusiveAndNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, 0, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformLogicalAnd), spirv.GroupOperationPartitionedInclusiveScanNV),
	builtins.FnSubgroupPartitionedExclusiveAndNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, 0, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformBitwiseAnd, spirv.OpGroupNonUniformLogicalAnd), spirv.GroupOperationPartitionedExclusiveScanNV),
	builtins.FnSubgroupPartitionedOrNV:           withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, 0, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformLogicalOr), spirv.GroupOperationPartitionedReduceNV),
	builtins.FnSubgroupPartitionedInclusiveOrNV:  withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, 0, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformLogicalOr), spirv.GroupOperationPartitionedInclusiveScanNV),
	builtins.FnSubgroupPartitionedExclusiveOrNV:  withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, 0, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformBitwiseOr, spirv.OpGroupNonUniformLogicalOr), spirv.GroupOperationPartitionedExclusiveScanNV),
	builtins.FnSubgroupPartitionedXorNV:          withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, 0, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformLogicalXor), spirv.GroupOperationPartitionedReduceNV),
	builtins.FnSubgroupPartitionedInclusiveXorNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, 0, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformLogicalXor), spirv.GroupOperationPartitionedInclusiveScanNV),
	builtins.FnSubgroupPartitionedExclusiveXorNV: withGroupOp(grp(spirv.CapabilityGroupNonUniformPartitionedNV, 0, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformBitwiseXor, spirv.OpGroupNonUniformLogicalXor), spirv.GroupOperationPartitionedExclusiveScanNV),
	builtins.FnSubgroupPartitionNV:               noScope(grpAll(spirv.CapabilityGroupNonUniformPartitionedNV, spirv.OpGroupNonUniformPartitionNV)),

	// GL_NV_shader_thread_shuffle / GL_NV_shader_thread_group (expand.go, nvshuffle.go).
	builtins.FnShuffleNV:         expand(spirv.CapabilityGroupNonUniformShuffle),
	builtins.FnShuffleUpNV:       expand(spirv.CapabilityGroupNonUniformShuffle),
	builtins.FnShuffleDownNV:     expand(spirv.CapabilityGroupNonUniformShuffle),
	builtins.FnShuffleXorNV:      expand(spirv.CapabilityGroupNonUniformShuffle),
	builtins.FnActiveThreadsNV:   expand(spirv.CapabilityGroupNonUniformBallot),
	builtins.FnBallotThreadNV:    expand(spirv.CapabilityGroupNonUniformBallot),
	builtins.FnAnyThreadNV:       expand(spirv.CapabilityGroupNonUniformBallot),
	builtins.FnAllThreadsNV:      expand(spirv.CapabilityGroupNonUniformBallot),
	builtins.FnAllThreadsEqualNV: expand(spirv.CapabilityGroupNonUniformBallot),
	builtins.FnQuadSwizzle0NV:    expand(spirv.CapabilityGroupNonUniformQuad),
	builtins.FnQuadSwizzle1NV:    expand(spirv.CapabilityGroupNonUniformQuad),
	builtins.FnQuadSwizzle2NV:    expand(spirv.CapabilityGroupNonUniformQuad),
	builtins.FnQuadSwizzle3NV:    expand(spirv.CapabilityGroupNonUniformQuad),
	builtins.FnQuadSwizzleXNV:    expand(spirv.CapabilityGroupNonUniformQuad),
	builtins.FnQuadSwizzleYNV:    expand(spirv.CapabilityGroupNonUniformQuad),

	// GL_ARB_shader_ballot / GL_ARB_shader_group_vote (arbamd.go for the expansions).
	builtins.FnBallotARB:              expand(spirv.CapabilityGroupNonUniformBallot),
	builtins.FnReadInvocationARB:      expand(spirv.CapabilityGroupNonUniformBallot),
	builtins.FnReadFirstInvocationARB: grpAll(spirv.CapabilityGroupNonUniformBallot, spirv.OpGroupNonUniformBroadcastFirst),
	builtins.FnAnyInvocationARB:       grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAny),
	builtins.FnAllInvocationsARB:      grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAll),
	builtins.FnAllInvocationsEqualARB: grpAll(spirv.CapabilityGroupNonUniformVote, spirv.OpGroupNonUniformAllEqual),

	// GL_AMD_shader_ballot (arbamd.go).
	builtins.FnSwizzleInvocationsAMD:       expand(spirv.CapabilityGroupNonUniformShuffle),
	builtins.FnSwizzleInvocationsMaskedAMD: expand(spirv.CapabilityGroupNonUniformShuffle),
	builtins.FnWriteInvocationAMD:          expand(spirv.CapabilityGroupNonUniform),
	builtins.FnMbcntAMD:                    expand(spirv.CapabilityGroupNonUniformBallot),

	// Shader clocks (OpReadClockKHR).
	builtins.FnClockARB:             special("clockSubgroup"),
	builtins.FnClock2x32ARB:         special("clockSubgroup"),
	builtins.FnClockRealtimeEXT:     special("clockDevice"),
	builtins.FnClockRealtime2x32EXT: special("clockDevice"),

	// GL_EXT_integer_dot_product (intdot.go).
	builtins.FnDotEXT:                special("intDot"),
	builtins.FnDotAccSatEXT:          special("intDot"),
	builtins.FnDotPacked4x8EXT:       special("intDot"),
	builtins.FnDotPacked4x8AccSatEXT: special("intDot"),

	// Image built-ins: lowered by their builtins.ImageOp (image.go).
	builtins.FnImageLoad:             imageFunc,
	builtins.FnSubpassLoad:           imageFunc,
	builtins.FnEmitVertex:            special("EmitVertex"),
	builtins.FnEndPrimitive:          special("EndPrimitive"),
	builtins.FnEmitStreamVertex:      special("EmitStreamVertex"),
	builtins.FnEndStreamPrimitive:    special("EndStreamPrimitive"),
	builtins.FnImageStore:            imageFunc,
	builtins.FnImageSize:             imageFunc,
	builtins.FnImageSamples:          imageFunc,
	builtins.FnImageAtomicAdd:        imageFunc,
	builtins.FnImageAtomicMin:        imageFunc,
	builtins.FnImageAtomicMax:        imageFunc,
	builtins.FnImageAtomicAnd:        imageFunc,
	builtins.FnImageAtomicOr:         imageFunc,
	builtins.FnImageAtomicXor:        imageFunc,
	builtins.FnImageAtomicExchange:   imageFunc,
	builtins.FnImageAtomicCompSwap:   imageFunc,
	builtins.FnImageAtomicLoad:       imageFunc,
	builtins.FnImageAtomicStore:      imageFunc,
	builtins.FnTexelFetch:            imageFunc,
	builtins.FnTexelFetchOffset:      imageFunc,
	builtins.FnTextureSize:           imageFunc,
	builtins.FnTextureQueryLevels:    imageFunc,
	builtins.FnTextureQueryLod:       imageFunc,
	builtins.FnTextureSamples:        imageFunc,
	builtins.FnTextureLod:            imageFunc,
	builtins.FnTextureLodOffset:      imageFunc,
	builtins.FnTextureGrad:           imageFunc,
	builtins.FnTextureGradOffset:     imageFunc,
	builtins.FnTexture:               imageFunc,
	builtins.FnTextureOffset:         imageFunc,
	builtins.FnTextureGather:         imageFunc,
	builtins.FnTextureGatherOffset:   imageFunc,
	builtins.FnTextureGatherOffsets:  imageFunc,
	builtins.FnNonuniformEXT:         imageFunc,
	builtins.FnTextureProj:           imageFunc,
	builtins.FnTextureProjOffset:     imageFunc,
	builtins.FnTextureProjLod:        imageFunc,
	builtins.FnTextureProjLodOffset:  imageFunc,
	builtins.FnTextureProjGrad:       imageFunc,
	builtins.FnTextureProjGradOffset: imageFunc,

	// Cooperative matrices (coopmat.go, coopmat_tensor.go).
	builtins.FnCoopMatLoad:                 coopFunc,
	builtins.FnCoopMatStore:                coopFunc,
	builtins.FnCoopMatMulAdd:               coopFunc,
	builtins.FnCoopMatLength:               coopFunc,
	builtins.FnCreateTensorLayoutNV:        coopFunc,
	builtins.FnSetTensorLayoutBlockSizeNV:  coopFunc,
	builtins.FnSetTensorLayoutDimensionNV:  coopFunc,
	builtins.FnSetTensorLayoutStrideNV:     coopFunc,
	builtins.FnSliceTensorLayoutNV:         coopFunc,
	builtins.FnSetTensorLayoutClampValueNV: coopFunc,
	builtins.FnCreateTensorViewNV:          coopFunc,
	builtins.FnSetTensorViewDimensionsNV:   coopFunc,
	builtins.FnSetTensorViewStrideNV:       coopFunc,
	builtins.FnSetTensorViewClipNV:         coopFunc,
	builtins.FnCoopMatLoadTensorNV:         coopFunc,
	builtins.FnCoopMatStoreTensorNV:        coopFunc,
	builtins.FnCoopMatReduceNV:             coopFunc,
	builtins.FnCoopMatPerElementNV:         coopFunc,
	builtins.FnCoopMatTransposeNV:          coopFunc,
	builtins.FnCoopConvertUse:              coopFunc,

	builtins.FnSamplerConstructor: imageFunc,
	builtins.FnSpirvInstruction:   spirvFunc{Kind: kSpirvInst},

	// The narrow float extensions' calls (sema builds them itself).
	builtins.FnBitcastExtractfe2m1EXT: oneOp(spirv.OpBitcastExtractEXT, spirv.CapabilityBitcastExtractEXT),
	builtins.FnDotBFloat16:            oneOp(spirv.OpDot, spirv.CapabilityBFloat16DotProductKHR),
	builtins.FnExpectEXT:              oneOp(spirv.OpExpectKHR, spirv.CapabilityExpectAssumeKHR),
	builtins.FnAssumeEXT:              oneOp(spirv.OpAssumeTrueKHR, spirv.CapabilityExpectAssumeKHR),
}

// spirvKind says how lower emits a built-in function.
type spirvKind uint8

const (
	// kGLSL: OpExtInst of GLSL.std.450 instruction Float/Sint/Uint chosen
	// by the component class of the first argument.
	kGLSL spirvKind = iota + 1
	// kCore: the core opcode Float/Sint/Uint/Bool chosen by the component
	// class of the first argument; arguments in order.
	kCore
	// kGroup: an OpGroupNonUniform* opcode (Float/Sint/Uint/Bool by the
	// first argument's class, all the same for class-free ops) with the
	// Subgroup execution scope (unless NoScope), then GroupOp when
	// HasGroupOp, then the arguments, then Imm as uint constants.
	kGroup
	// kAtomic: never a BuiltinCall (sema builds an ir.Atomic; atomic.go).
	kAtomic
	// kBarrier: OpControlBarrier(ExecScope, MemScope, Semantics) when
	// ExecScope is non-zero, else OpMemoryBarrier(MemScope, Semantics). A
	// call with arguments (GL_KHR_memory_scope_semantics) takes them from
	// its constant arguments instead (scopedBarrier).
	kBarrier
	// kSpecial: a case of special (builtin.go, intdot.go) keyed by
	// the identity; Special labels the family for Describe.
	kSpecial
	// kExpand: a built-in expanded into other operations (expand.go: the
	// NV thread shuffle / thread group, ARB and AMD cross-lane functions).
	kExpand
	// kImage: an image built-in, lowered by its builtins.ImageOp (image.go).
	kImage
	// kCoop: a cooperative-matrix built-in (coopmat.go, coopmat_tensor.go).
	kCoop
	// kSpirvInst: a GL_EXT_spirv_intrinsics spirv_instruction function: the
	// instruction its declaration names (builtins.Func.Spirv).
	kSpirvInst
	// kOneOp: opcode Float over the arguments in order, needing capability
	// Cap and the extensions it implies (emitted as kSpirvInst is).
	kOneOp
	// kRayQuery: a GL_EXT_ray_query built-in: instruction Float on the
	// query's pointer and the arguments (rayquery.go).
	kRayQuery
)

// spirvFunc is the SPIR-V mapping of one built-in function identity.
type spirvFunc struct {
	Kind spirvKind
	// Per component class: a GLSL.std.450 instruction number (kGLSL) or an
	// opcode (kCore, kGroup). Zero when the class is not accepted.
	Float, Sint, Uint, Bool uint32
	// GroupOp is the group operation of the arithmetic subgroup ops
	// (Reduce, scans, ClusteredReduce, the Partitioned* NV operations).
	GroupOp    spirv.GroupOperation
	HasGroupOp bool
	// NoScope leaves out the execution scope (OpGroupNonUniformPartitionNV).
	NoScope bool
	// Imm are extra literal operands emitted as uint constants after the
	// arguments (the direction of OpGroupNonUniformQuadSwap).
	Imm []uint32
	// SwapArgs reverses the first and third arguments (mix(x, y, bvec a)
	// is OpSelect(a, y, x)); only with kCore.
	SwapArgs bool
	// Splat turns scalar arguments into vectors of the result's size
	// (min(vec3, float) -> FMin(vec3, vec3)).
	Splat bool
	// Cap is the capability the instruction needs beyond Shader (lower also
	// adds the extension it implies); for kExpand the main capability of
	// the expansion, for documentation. Zero for none.
	Cap spirv.Capability
	// Barrier operands (kBarrier).
	ExecScope, MemScope spirv.Scope
	Semantics           spirv.MemorySemantics
	// Special labels the family of a kSpecial row (Describe only: lower
	// dispatches on the identity).
	Special string
}

// Variant returns the opcode or instruction number for class c.
func (l *spirvFunc) Variant(c builtins.Class) uint32 {
	switch c {
	case builtins.ClassFloat:
		return l.Float
	case builtins.ClassSint:
		return l.Sint
	case builtins.ClassUint:
		return l.Uint
	case builtins.ClassBool:
		return l.Bool
	}
	return 0
}

// spirvFuncOf returns the mapping of id (nil when there is none).
func init() {
	for id, f := range rayQueryFuncRows() {
		spirvFuncs[id] = f
	}
}

func spirvFuncOf(id builtins.FuncID) *spirvFunc {
	if f, ok := spirvFuncs[id]; ok {
		return &f
	}
	return nil
}

// Memory semantics of the barrier functions (the values glslang uses).
const (
	semAllMemory = spirv.MemorySemanticsAcquireRelease | spirv.MemorySemanticsUniformMemory |
		spirv.MemorySemanticsWorkgroupMemory | spirv.MemorySemanticsImageMemory | spirv.MemorySemanticsAtomicCounterMemory
	semBuffer = spirv.MemorySemanticsAcquireRelease | spirv.MemorySemanticsUniformMemory
	semShared = spirv.MemorySemanticsAcquireRelease | spirv.MemorySemanticsWorkgroupMemory
	semImage  = spirv.MemorySemanticsAcquireRelease | spirv.MemorySemanticsImageMemory
)

// Small constructors that keep the table readable.

// glsl maps float/signed/unsigned arguments to GLSL.std.450 instructions.
func glsl(f, s, u uint32) spirvFunc {
	return spirvFunc{Kind: kGLSL, Float: f, Sint: s, Uint: u, Splat: true}
}

// glslAll uses one GLSL.std.450 instruction whatever the argument class.
func glslAll(n uint32) spirvFunc {
	return spirvFunc{Kind: kGLSL, Float: n, Sint: n, Uint: n, Bool: n}
}

// core maps argument classes to core opcodes.
func core(f, s, u, b spirv.Op) spirvFunc {
	return spirvFunc{Kind: kCore, Float: uint32(f), Sint: uint32(s), Uint: uint32(u), Bool: uint32(b)}
}

// coreAll uses one core opcode whatever the argument class.
func coreAll(op spirv.Op) spirvFunc { return core(op, op, op, op) }

func swapArgs(l spirvFunc) spirvFunc {
	l.SwapArgs = true
	return l
}

// grp maps argument classes to OpGroupNonUniform* opcodes.
func grp(cap spirv.Capability, f, s, u, b spirv.Op) spirvFunc {
	return spirvFunc{Kind: kGroup, Float: uint32(f), Sint: uint32(s), Uint: uint32(u), Bool: uint32(b), Cap: cap}
}

// grpAll uses one OpGroupNonUniform* opcode whatever the argument class.
func grpAll(cap spirv.Capability, op spirv.Op) spirvFunc { return grp(cap, op, op, op, op) }

// withGroupOp adds a group operation.
func withGroupOp(l spirvFunc, g spirv.GroupOperation) spirvFunc {
	l.GroupOp, l.HasGroupOp = g, true
	return l
}

// withImm adds a literal operand (the direction of a quad swap).
func withImm(l spirvFunc, imm uint32) spirvFunc {
	l.Imm = []uint32{imm}
	return l
}

// noScope leaves out the execution scope.
func noScope(l spirvFunc) spirvFunc {
	l.NoScope = true
	return l
}

func barrier(exec, mem spirv.Scope, sem spirv.MemorySemantics) spirvFunc {
	return spirvFunc{Kind: kBarrier, ExecScope: exec, MemScope: mem, Semantics: sem}
}

func special(family string) spirvFunc { return spirvFunc{Kind: kSpecial, Special: family} }

// expand is a built-in lower expands into several instructions; cap is the
// main capability the expansion needs, for documentation.
func expand(cap spirv.Capability) spirvFunc {
	return spirvFunc{Kind: kExpand, Cap: cap}
}

// oneOp is one instruction over the arguments that needs capability cap.
func oneOp(op spirv.Op, cap spirv.Capability) spirvFunc {
	return spirvFunc{Kind: kOneOp, Float: uint32(op), Cap: cap}
}

var (
	atomicFunc = spirvFunc{Kind: kAtomic}
	imageFunc  = spirvFunc{Kind: kImage}
	coopFunc   = spirvFunc{Kind: kCoop}
)

// describeSpirvFunc renders the mapping of id for builtins.Describe, e.g.
// "GLSL.std.450 float:FMix" or "group GroupNonUniformArithmetic Reduce
// float:OpGroupNonUniformFAdd ...".
func describeSpirvFunc(id builtins.FuncID) string {
	l := spirvFuncOf(id)
	if l == nil {
		return "none"
	}
	variants := func(name func(uint32) string) string {
		var parts []string
		for _, v := range []struct {
			class string
			n     uint32
		}{{"float", l.Float}, {"sint", l.Sint}, {"uint", l.Uint}, {"bool", l.Bool}} {
			if v.n != 0 {
				parts = append(parts, v.class+":"+name(v.n))
			}
		}
		return strings.Join(parts, " ")
	}
	glslName := func(n uint32) string {
		if info, ok := spirv.GLSLstd450Info(n); ok {
			return info.Name
		}
		return fmt.Sprint(n)
	}
	opName := func(n uint32) string { return spirv.Op(n).String() }
	var s string
	switch l.Kind {
	case kGLSL:
		s = "GLSL.std.450 " + variants(glslName)
	case kCore:
		s = "core " + variants(opName)
	case kGroup:
		s = "group " + capName(l.Cap)
		if l.HasGroupOp {
			if e, ok := spirv.KindGroupOperation.Enumerant(uint32(l.GroupOp)); ok {
				s += " " + e.Name
			}
		}
		s += " " + variants(opName)
		if len(l.Imm) > 0 {
			s += fmt.Sprintf(" imm%v", l.Imm)
		}
		if l.NoScope {
			s += " no-scope"
		}
	case kAtomic:
		s = "atomic " + builtins.ByID(id).Atomic.String()
	case kBarrier:
		s = fmt.Sprintf("barrier exec=%d mem=%d sem=0x%x", l.ExecScope, l.MemScope, uint32(l.Semantics))
	case kSpecial:
		s = "special " + l.Special
	case kExpand:
		s = "expand " + id.String()
		if l.Cap != 0 {
			s += " " + capName(l.Cap)
		}
	case kImage:
		s = "image"
	case kCoop:
		s = "coop"
	case kSpirvInst:
		s = "spirv_instruction"
	case kOneOp:
		s = "instruction " + opName(l.Float) + " " + capName(l.Cap)
	case kRayQuery:
		s = "ray query " + opName(l.Float)
	}
	if l.Splat {
		s += " splat"
	}
	if l.SwapArgs {
		s += " swap-args"
	}
	return s
}

func capName(c spirv.Capability) string {
	if e, ok := spirv.KindCapability.Enumerant(uint32(c)); ok {
		return e.Name
	}
	return fmt.Sprint(uint32(c))
}
