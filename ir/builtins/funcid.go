package builtins

// FuncID is the identity of a built-in function: what sema resolves a call
// to and what ir.BuiltinCall carries, and the key of each back end's
// mapping (lower's SPIR-V table, lower/nvasm's assembly table). Overloads
// that a back end must tell apart have identities of their own
// (Overload.ID: FnAtanYOverX, FnMixSelect). The constants are in table
// order; FuncID.String is the GLSL name.
type FuncID uint16

// The built-in functions.
const (
	FnNone FuncID = iota

	// GLSL 4.60 chapter 8 (core.go)
	FnRadians
	FnDegrees
	FnSin
	FnCos
	FnTan
	FnAsin
	FnAcos
	FnAtan
	FnSinh
	FnCosh
	FnTanh
	FnAsinh
	FnAcosh
	FnAtanh
	FnPow
	FnExp
	FnLog
	FnExp2
	FnLog2
	FnSqrt
	FnInversesqrt
	FnAbs
	FnSign
	FnFloor
	FnTrunc
	FnRound
	FnRoundEven
	FnCeil
	FnFract
	FnMod
	FnModf
	FnMin
	FnMax
	FnClamp
	FnMix
	FnStep
	FnSmoothstep
	FnIsnan
	FnIsinf
	FnFloatBitsToInt
	FnFloatBitsToUint
	FnIntBitsToFloat
	FnUintBitsToFloat
	FnFma
	FnFrexp
	FnLdexp
	FnPackUnorm2x16
	FnPackSnorm2x16
	FnPackUnorm4x8
	FnPackSnorm4x8
	FnUnpackUnorm2x16
	FnUnpackSnorm2x16
	FnUnpackUnorm4x8
	FnUnpackSnorm4x8
	FnPackHalf2x16
	FnUnpackHalf2x16
	FnPackDouble2x32
	FnUnpackDouble2x32
	FnLength
	FnDistance
	FnDot
	FnCross
	FnNormalize
	FnFaceforward
	FnReflect
	FnRefract
	FnMatrixCompMult
	FnOuterProduct
	FnTranspose
	FnDeterminant
	FnInverse
	FnLessThan
	FnLessThanEqual
	FnGreaterThan
	FnGreaterThanEqual
	FnEqual
	FnNotEqual
	FnAny
	FnAll
	FnNot
	FnUaddCarry
	FnUsubBorrow
	FnUmulExtended
	FnImulExtended
	FnBitfieldExtract
	FnBitfieldInsert
	FnBitfieldReverse
	FnBitCount
	FnFindLSB
	FnFindMSB

	// int64 / explicit arithmetic types bit casts and packing (explicit.go)
	FnDoubleBitsToInt64
	FnDoubleBitsToUint64
	FnInt64BitsToDouble
	FnUint64BitsToDouble
	FnPackInt2x32
	FnPackUint2x32
	FnUnpackInt2x32
	FnUnpackUint2x32
	FnFloat16BitsToInt16
	FnFloat16BitsToUint16
	FnInt16BitsToFloat16
	FnUint16BitsToFloat16
	FnPackFloat2x16
	FnUnpackFloat2x16
	FnHalfBitsToInt16
	FnHalfBitsToUint16
	FnInt16BitsToHalf
	FnUint16BitsToHalf
	FnPackInt2x16
	FnPackUint2x16
	FnUnpackInt2x16
	FnUnpackUint2x16
	FnPackInt4x16
	FnPackUint4x16
	FnUnpackInt4x16
	FnUnpackUint4x16
	FnPack16
	FnPack32
	FnPack64
	FnUnpack8
	FnUnpack16
	FnUnpack32

	// atomic memory functions (atomic.go; sema builds ir.Atomic)
	FnAtomicAdd
	FnAtomicMin
	FnAtomicMax
	FnAtomicAnd
	FnAtomicOr
	FnAtomicXor
	FnAtomicExchange
	FnAtomicCompSwap

	// barriers (atomic.go)
	FnBarrier
	FnMemoryBarrier
	FnControlBarrier
	FnControlBarrierArrive
	FnControlBarrierWait
	FnMemoryBarrierBuffer
	FnMemoryBarrierShared
	FnMemoryBarrierImage
	FnGroupMemoryBarrier
	FnSubgroupBarrier
	FnSubgroupMemoryBarrier
	FnSubgroupMemoryBarrierBuffer
	FnSubgroupMemoryBarrierShared
	FnSubgroupMemoryBarrierImage

	// GL_KHR_shader_subgroup_* (subgroup.go)
	FnSubgroupElect
	FnSubgroupAll
	FnSubgroupAny
	FnSubgroupAllEqual
	FnSubgroupBroadcast
	FnSubgroupBroadcastFirst
	FnSubgroupBallot
	FnSubgroupInverseBallot
	FnSubgroupBallotBitExtract
	FnSubgroupBallotBitCount
	FnSubgroupBallotInclusiveBitCount
	FnSubgroupBallotExclusiveBitCount
	FnSubgroupBallotFindLSB
	FnSubgroupBallotFindMSB
	FnSubgroupShuffle
	FnSubgroupShuffleXor
	FnSubgroupShuffleUp
	FnSubgroupShuffleDown
	FnSubgroupQuadBroadcast
	FnSubgroupQuadSwapHorizontal
	FnSubgroupQuadSwapVertical
	FnSubgroupQuadSwapDiagonal
	FnSubgroupRotate
	FnSubgroupClusteredRotate
	FnSubgroupAdd
	FnSubgroupInclusiveAdd
	FnSubgroupExclusiveAdd
	FnSubgroupClusteredAdd
	FnSubgroupMul
	FnSubgroupInclusiveMul
	FnSubgroupExclusiveMul
	FnSubgroupClusteredMul
	FnSubgroupMin
	FnSubgroupInclusiveMin
	FnSubgroupExclusiveMin
	FnSubgroupClusteredMin
	FnSubgroupMax
	FnSubgroupInclusiveMax
	FnSubgroupExclusiveMax
	FnSubgroupClusteredMax
	FnSubgroupAnd
	FnSubgroupInclusiveAnd
	FnSubgroupExclusiveAnd
	FnSubgroupClusteredAnd
	FnSubgroupOr
	FnSubgroupInclusiveOr
	FnSubgroupExclusiveOr
	FnSubgroupClusteredOr
	FnSubgroupXor
	FnSubgroupInclusiveXor
	FnSubgroupExclusiveXor
	FnSubgroupClusteredXor

	// GL_NV_shader_subgroup_partitioned (subgroup.go)
	FnSubgroupPartitionedAddNV
	FnSubgroupPartitionedInclusiveAddNV
	FnSubgroupPartitionedExclusiveAddNV
	FnSubgroupPartitionedMulNV
	FnSubgroupPartitionedInclusiveMulNV
	FnSubgroupPartitionedExclusiveMulNV
	FnSubgroupPartitionedMinNV
	FnSubgroupPartitionedInclusiveMinNV
	FnSubgroupPartitionedExclusiveMinNV
	FnSubgroupPartitionedMaxNV
	FnSubgroupPartitionedInclusiveMaxNV
	FnSubgroupPartitionedExclusiveMaxNV
	FnSubgroupPartitionedAndNV
	FnSubgroupPartitionedInclusiveAndNV
	FnSubgroupPartitionedExclusiveAndNV
	FnSubgroupPartitionedOrNV
	FnSubgroupPartitionedInclusiveOrNV
	FnSubgroupPartitionedExclusiveOrNV
	FnSubgroupPartitionedXorNV
	FnSubgroupPartitionedInclusiveXorNV
	FnSubgroupPartitionedExclusiveXorNV
	FnSubgroupPartitionNV

	// GL_NV_shader_thread_shuffle / GL_NV_shader_thread_group (nv.go)
	FnShuffleNV
	FnShuffleUpNV
	FnShuffleDownNV
	FnShuffleXorNV
	FnActiveThreadsNV
	FnBallotThreadNV
	FnAnyThreadNV
	FnAllThreadsNV
	FnAllThreadsEqualNV
	FnQuadSwizzle0NV
	FnQuadSwizzle1NV
	FnQuadSwizzle2NV
	FnQuadSwizzle3NV
	FnQuadSwizzleXNV
	FnQuadSwizzleYNV

	// GL_ARB_shader_ballot / GL_ARB_shader_group_vote (arbamd.go)
	FnBallotARB
	FnReadInvocationARB
	FnReadFirstInvocationARB
	FnAnyInvocationARB
	FnAllInvocationsARB
	FnAllInvocationsEqualARB

	// GL_AMD_shader_ballot (arbamd.go)
	FnSwizzleInvocationsAMD
	FnSwizzleInvocationsMaskedAMD
	FnWriteInvocationAMD
	FnMbcntAMD

	// shader clocks (clock.go)
	FnClockARB
	FnClock2x32ARB
	FnClockRealtimeEXT
	FnClockRealtime2x32EXT

	// GL_EXT_integer_dot_product (intdot.go)
	FnDotEXT
	FnDotAccSatEXT
	FnDotPacked4x8EXT
	FnDotPacked4x8AccSatEXT

	// image built-ins (image.go)
	FnImageLoad
	FnImageStore
	FnImageSize
	FnImageSamples
	FnImageAtomicAdd
	FnImageAtomicMin
	FnImageAtomicMax
	FnImageAtomicAnd
	FnImageAtomicOr
	FnImageAtomicXor
	FnImageAtomicExchange
	FnImageAtomicCompSwap
	FnImageAtomicLoad
	FnImageAtomicStore
	FnTexelFetch
	FnTexelFetchOffset
	FnTextureSize
	FnTextureQueryLevels
	FnTextureQueryLod
	FnTextureSamples
	FnTextureLod
	FnTextureLodOffset
	FnTextureGrad
	FnTextureGradOffset
	FnTexture
	FnTextureOffset
	FnTextureGather
	FnTextureGatherOffset
	FnTextureGatherOffsets
	FnTextureProj
	FnTextureProjOffset
	FnTextureProjLod
	FnTextureProjLodOffset
	FnTextureProjGrad
	FnTextureProjGradOffset
	FnNonuniformEXT

	// cooperative matrices (coop.go)
	// coopMatLoad(out coopmat m, T buf[], uint element, uint stride, int layout):
	// OpCooperativeMatrixLoadKHR from &buf[element], stored to m.
	FnCoopMatLoad
	// coopMatStore(coopmat m, T buf[], uint element, uint stride, int layout).
	FnCoopMatStore
	// coopMatMulAdd(A, B, C [, int matrixOperands]) = A*B + C.
	FnCoopMatMulAdd
	// m.length(): the number of elements of the matrix type an invocation
	// holds; the IR call carries the matrix value as its only argument.
	FnCoopMatLength
	// GL_NV_cooperative_matrix2 (SPV_NV_cooperative_matrix2 and
	// SPV_NV_tensor_addressing). The tensor layout and view functions
	// return a new layout or view; their IR calls carry their value
	// arguments (the layout or view first) and the result type.
	FnCreateTensorLayoutNV
	FnSetTensorLayoutBlockSizeNV
	FnSetTensorLayoutDimensionNV
	FnSetTensorLayoutStrideNV
	FnSliceTensorLayoutNV
	FnSetTensorLayoutClampValueNV
	FnCreateTensorViewNV
	FnSetTensorViewDimensionsNV
	FnSetTensorViewStrideNV
	FnSetTensorViewClipNV
	// coopMatLoadTensorNV(inout m, buf[], element, layout [, view] [, decode [, decodeVector]]):
	// IR args (Ref m, Ref &buf[element], layout, [view], [FuncRef decode], [FuncRef decodeVector]).
	FnCoopMatLoadTensorNV
	// coopMatStoreTensorNV(m, buf[], element, layout [, view]).
	FnCoopMatStoreTensorNV
	// coopMatReduceNV(out o, m, mode, combine): IR args (Ref o, m, mode const, FuncRef).
	FnCoopMatReduceNV
	// coopMatPerElementNV(out o, m, f, args...): IR args (Ref o, m, FuncRef, args...).
	FnCoopMatPerElementNV
	// coopMatTransposeNV(out o, m).
	FnCoopMatTransposeNV
	// FnCoopConvertUse converts a matrix to another use (a constructor under
	// GL_NV_cooperative_matrix2): IR args (m), result the new type. Its
	// name is not an identifier, so no call can name it.
	FnCoopConvertUse

	// Overload identities and rows not callable by a name of their own.
	FnAtanYOverX         // atan(y_over_x): the one-argument overload
	FnMixSelect          // mix(x, y, bvec a): the selecting overload
	FnSamplerConstructor // the sampler constructors (sampler2D(t, s)): CombineFunc
	FnSpirvInstruction   // a GL_EXT_spirv_intrinsics spirv_instruction function (Func.Spirv names the instruction)

	// Rows sema checks and builds itself (smallfloat.go).
	FnBitcastExtractfe2m1EXT // bitcastExtractfe2m1EXT (GL_EXT_float_e2m1)
	FnDotBFloat16            // dot on bfloat16 vectors (GL_EXT_bfloat16)

	// GL_EXT_expect_assume (expect.go).
	FnExpectEXT
	FnAssumeEXT

	// Derivatives (GLSL 4.60 section 8.14.1; fragment shaders).
	FnDFdx
	FnDFdy
	FnFwidth
	FnDFdxFine
	FnDFdyFine
	FnFwidthFine
	FnDFdxCoarse
	FnDFdyCoarse
	FnFwidthCoarse
	FnInterpolateAtCentroid
	FnInterpolateAtSample
	FnInterpolateAtOffset
	// helperInvocationEXT (GL_EXT_demote_to_helper_invocation): whether
	// the invocation is a helper now (after a demote).
	FnHelperInvocationEXT
	FnSubpassLoad // subpassLoad (input attachments, fragment shaders)
	// Geometry shaders' primitive output.
	FnEmitVertex
	FnEndPrimitive
	FnEmitStreamVertex
	FnEndStreamPrimitive
	// GL_EXT_ray_query (rayquery.go) and GL_EXT_ray_tracing_position_fetch.
	FnRayQueryInitializeEXT
	FnRayQueryProceedEXT
	FnRayQueryTerminateEXT
	FnRayQueryGenerateIntersectionEXT
	FnRayQueryConfirmIntersectionEXT
	FnRayQueryGetIntersectionTypeEXT
	FnRayQueryGetRayTMinEXT
	FnRayQueryGetRayFlagsEXT
	FnRayQueryGetWorldRayOriginEXT
	FnRayQueryGetWorldRayDirectionEXT
	FnRayQueryGetIntersectionTEXT
	FnRayQueryGetIntersectionInstanceCustomIndexEXT
	FnRayQueryGetIntersectionInstanceIdEXT
	FnRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT
	FnRayQueryGetIntersectionGeometryIndexEXT
	FnRayQueryGetIntersectionPrimitiveIndexEXT
	FnRayQueryGetIntersectionBarycentricsEXT
	FnRayQueryGetIntersectionFrontFaceEXT
	FnRayQueryGetIntersectionCandidateAABBOpaqueEXT
	FnRayQueryGetIntersectionObjectRayDirectionEXT
	FnRayQueryGetIntersectionObjectRayOriginEXT
	FnRayQueryGetIntersectionObjectToWorldEXT
	FnRayQueryGetIntersectionWorldToObjectEXT
	FnRayQueryGetIntersectionTriangleVertexPositionsEXT
	// accelerationStructureEXT(address): the constructor from a uint64_t
	// or uvec2 device address (OpConvertUToAccelerationStructureKHR).
	FnAccelFromAddress

	numFuncIDs
)

var funcIDNames = [numFuncIDs]string{
	FnRadians:                           "radians",
	FnDegrees:                           "degrees",
	FnSin:                               "sin",
	FnCos:                               "cos",
	FnTan:                               "tan",
	FnAsin:                              "asin",
	FnAcos:                              "acos",
	FnAtan:                              "atan",
	FnSinh:                              "sinh",
	FnCosh:                              "cosh",
	FnTanh:                              "tanh",
	FnAsinh:                             "asinh",
	FnAcosh:                             "acosh",
	FnAtanh:                             "atanh",
	FnPow:                               "pow",
	FnExp:                               "exp",
	FnLog:                               "log",
	FnExp2:                              "exp2",
	FnLog2:                              "log2",
	FnSqrt:                              "sqrt",
	FnInversesqrt:                       "inversesqrt",
	FnAbs:                               "abs",
	FnSign:                              "sign",
	FnFloor:                             "floor",
	FnTrunc:                             "trunc",
	FnRound:                             "round",
	FnRoundEven:                         "roundEven",
	FnCeil:                              "ceil",
	FnFract:                             "fract",
	FnMod:                               "mod",
	FnModf:                              "modf",
	FnMin:                               "min",
	FnMax:                               "max",
	FnClamp:                             "clamp",
	FnMix:                               "mix",
	FnStep:                              "step",
	FnSmoothstep:                        "smoothstep",
	FnIsnan:                             "isnan",
	FnIsinf:                             "isinf",
	FnFloatBitsToInt:                    "floatBitsToInt",
	FnFloatBitsToUint:                   "floatBitsToUint",
	FnIntBitsToFloat:                    "intBitsToFloat",
	FnUintBitsToFloat:                   "uintBitsToFloat",
	FnFma:                               "fma",
	FnFrexp:                             "frexp",
	FnLdexp:                             "ldexp",
	FnPackUnorm2x16:                     "packUnorm2x16",
	FnPackSnorm2x16:                     "packSnorm2x16",
	FnPackUnorm4x8:                      "packUnorm4x8",
	FnPackSnorm4x8:                      "packSnorm4x8",
	FnUnpackUnorm2x16:                   "unpackUnorm2x16",
	FnUnpackSnorm2x16:                   "unpackSnorm2x16",
	FnUnpackUnorm4x8:                    "unpackUnorm4x8",
	FnUnpackSnorm4x8:                    "unpackSnorm4x8",
	FnPackHalf2x16:                      "packHalf2x16",
	FnUnpackHalf2x16:                    "unpackHalf2x16",
	FnPackDouble2x32:                    "packDouble2x32",
	FnUnpackDouble2x32:                  "unpackDouble2x32",
	FnLength:                            "length",
	FnDistance:                          "distance",
	FnDot:                               "dot",
	FnCross:                             "cross",
	FnNormalize:                         "normalize",
	FnFaceforward:                       "faceforward",
	FnReflect:                           "reflect",
	FnRefract:                           "refract",
	FnMatrixCompMult:                    "matrixCompMult",
	FnOuterProduct:                      "outerProduct",
	FnTranspose:                         "transpose",
	FnDeterminant:                       "determinant",
	FnInverse:                           "inverse",
	FnLessThan:                          "lessThan",
	FnLessThanEqual:                     "lessThanEqual",
	FnGreaterThan:                       "greaterThan",
	FnGreaterThanEqual:                  "greaterThanEqual",
	FnEqual:                             "equal",
	FnNotEqual:                          "notEqual",
	FnAny:                               "any",
	FnAll:                               "all",
	FnNot:                               "not",
	FnUaddCarry:                         "uaddCarry",
	FnUsubBorrow:                        "usubBorrow",
	FnUmulExtended:                      "umulExtended",
	FnImulExtended:                      "imulExtended",
	FnBitfieldExtract:                   "bitfieldExtract",
	FnBitfieldInsert:                    "bitfieldInsert",
	FnBitfieldReverse:                   "bitfieldReverse",
	FnBitCount:                          "bitCount",
	FnFindLSB:                           "findLSB",
	FnFindMSB:                           "findMSB",
	FnDoubleBitsToInt64:                 "doubleBitsToInt64",
	FnDoubleBitsToUint64:                "doubleBitsToUint64",
	FnInt64BitsToDouble:                 "int64BitsToDouble",
	FnUint64BitsToDouble:                "uint64BitsToDouble",
	FnPackInt2x32:                       "packInt2x32",
	FnPackUint2x32:                      "packUint2x32",
	FnUnpackInt2x32:                     "unpackInt2x32",
	FnUnpackUint2x32:                    "unpackUint2x32",
	FnFloat16BitsToInt16:                "float16BitsToInt16",
	FnFloat16BitsToUint16:               "float16BitsToUint16",
	FnInt16BitsToFloat16:                "int16BitsToFloat16",
	FnUint16BitsToFloat16:               "uint16BitsToFloat16",
	FnPackFloat2x16:                     "packFloat2x16",
	FnUnpackFloat2x16:                   "unpackFloat2x16",
	FnHalfBitsToInt16:                   "halfBitsToInt16",
	FnHalfBitsToUint16:                  "halfBitsToUint16",
	FnInt16BitsToHalf:                   "int16BitsToHalf",
	FnUint16BitsToHalf:                  "uint16BitsToHalf",
	FnPackInt2x16:                       "packInt2x16",
	FnPackUint2x16:                      "packUint2x16",
	FnUnpackInt2x16:                     "unpackInt2x16",
	FnUnpackUint2x16:                    "unpackUint2x16",
	FnPackInt4x16:                       "packInt4x16",
	FnPackUint4x16:                      "packUint4x16",
	FnUnpackInt4x16:                     "unpackInt4x16",
	FnUnpackUint4x16:                    "unpackUint4x16",
	FnPack16:                            "pack16",
	FnPack32:                            "pack32",
	FnPack64:                            "pack64",
	FnUnpack8:                           "unpack8",
	FnUnpack16:                          "unpack16",
	FnUnpack32:                          "unpack32",
	FnAtomicAdd:                         "atomicAdd",
	FnAtomicMin:                         "atomicMin",
	FnAtomicMax:                         "atomicMax",
	FnAtomicAnd:                         "atomicAnd",
	FnAtomicOr:                          "atomicOr",
	FnAtomicXor:                         "atomicXor",
	FnAtomicExchange:                    "atomicExchange",
	FnAtomicCompSwap:                    "atomicCompSwap",
	FnBarrier:                           "barrier",
	FnMemoryBarrier:                     "memoryBarrier",
	FnControlBarrier:                    "controlBarrier",
	FnControlBarrierArrive:              "controlBarrierArrive",
	FnControlBarrierWait:                "controlBarrierWait",
	FnMemoryBarrierBuffer:               "memoryBarrierBuffer",
	FnMemoryBarrierShared:               "memoryBarrierShared",
	FnMemoryBarrierImage:                "memoryBarrierImage",
	FnGroupMemoryBarrier:                "groupMemoryBarrier",
	FnSubgroupBarrier:                   "subgroupBarrier",
	FnSubgroupMemoryBarrier:             "subgroupMemoryBarrier",
	FnSubgroupMemoryBarrierBuffer:       "subgroupMemoryBarrierBuffer",
	FnSubgroupMemoryBarrierShared:       "subgroupMemoryBarrierShared",
	FnSubgroupMemoryBarrierImage:        "subgroupMemoryBarrierImage",
	FnSubgroupElect:                     "subgroupElect",
	FnSubgroupAll:                       "subgroupAll",
	FnSubgroupAny:                       "subgroupAny",
	FnSubgroupAllEqual:                  "subgroupAllEqual",
	FnSubgroupBroadcast:                 "subgroupBroadcast",
	FnSubgroupBroadcastFirst:            "subgroupBroadcastFirst",
	FnSubgroupBallot:                    "subgroupBallot",
	FnSubgroupInverseBallot:             "subgroupInverseBallot",
	FnSubgroupBallotBitExtract:          "subgroupBallotBitExtract",
	FnSubgroupBallotBitCount:            "subgroupBallotBitCount",
	FnSubgroupBallotInclusiveBitCount:   "subgroupBallotInclusiveBitCount",
	FnSubgroupBallotExclusiveBitCount:   "subgroupBallotExclusiveBitCount",
	FnSubgroupBallotFindLSB:             "subgroupBallotFindLSB",
	FnSubgroupBallotFindMSB:             "subgroupBallotFindMSB",
	FnSubgroupShuffle:                   "subgroupShuffle",
	FnSubgroupShuffleXor:                "subgroupShuffleXor",
	FnSubgroupShuffleUp:                 "subgroupShuffleUp",
	FnSubgroupShuffleDown:               "subgroupShuffleDown",
	FnSubgroupQuadBroadcast:             "subgroupQuadBroadcast",
	FnSubgroupQuadSwapHorizontal:        "subgroupQuadSwapHorizontal",
	FnSubgroupQuadSwapVertical:          "subgroupQuadSwapVertical",
	FnSubgroupQuadSwapDiagonal:          "subgroupQuadSwapDiagonal",
	FnSubgroupRotate:                    "subgroupRotate",
	FnSubgroupClusteredRotate:           "subgroupClusteredRotate",
	FnSubgroupAdd:                       "subgroupAdd",
	FnSubgroupInclusiveAdd:              "subgroupInclusiveAdd",
	FnSubgroupExclusiveAdd:              "subgroupExclusiveAdd",
	FnSubgroupClusteredAdd:              "subgroupClusteredAdd",
	FnSubgroupMul:                       "subgroupMul",
	FnSubgroupInclusiveMul:              "subgroupInclusiveMul",
	FnSubgroupExclusiveMul:              "subgroupExclusiveMul",
	FnSubgroupClusteredMul:              "subgroupClusteredMul",
	FnSubgroupMin:                       "subgroupMin",
	FnSubgroupInclusiveMin:              "subgroupInclusiveMin",
	FnSubgroupExclusiveMin:              "subgroupExclusiveMin",
	FnSubgroupClusteredMin:              "subgroupClusteredMin",
	FnSubgroupMax:                       "subgroupMax",
	FnSubgroupInclusiveMax:              "subgroupInclusiveMax",
	FnSubgroupExclusiveMax:              "subgroupExclusiveMax",
	FnSubgroupClusteredMax:              "subgroupClusteredMax",
	FnSubgroupAnd:                       "subgroupAnd",
	FnSubgroupInclusiveAnd:              "subgroupInclusiveAnd",
	FnSubgroupExclusiveAnd:              "subgroupExclusiveAnd",
	FnSubgroupClusteredAnd:              "subgroupClusteredAnd",
	FnSubgroupOr:                        "subgroupOr",
	FnSubgroupInclusiveOr:               "subgroupInclusiveOr",
	FnSubgroupExclusiveOr:               "subgroupExclusiveOr",
	FnSubgroupClusteredOr:               "subgroupClusteredOr",
	FnSubgroupXor:                       "subgroupXor",
	FnSubgroupInclusiveXor:              "subgroupInclusiveXor",
	FnSubgroupExclusiveXor:              "subgroupExclusiveXor",
	FnSubgroupClusteredXor:              "subgroupClusteredXor",
	FnSubgroupPartitionedAddNV:          "subgroupPartitionedAddNV",
	FnSubgroupPartitionedInclusiveAddNV: "subgroupPartitionedInclusiveAddNV",
	FnSubgroupPartitionedExclusiveAddNV: "subgroupPartitionedExclusiveAddNV",
	FnSubgroupPartitionedMulNV:          "subgroupPartitionedMulNV",
	FnSubgroupPartitionedInclusiveMulNV: "subgroupPartitionedInclusiveMulNV",
	FnSubgroupPartitionedExclusiveMulNV: "subgroupPartitionedExclusiveMulNV",
	FnSubgroupPartitionedMinNV:          "subgroupPartitionedMinNV",
	FnSubgroupPartitionedInclusiveMinNV: "subgroupPartitionedInclusiveMinNV",
	FnSubgroupPartitionedExclusiveMinNV: "subgroupPartitionedExclusiveMinNV",
	FnSubgroupPartitionedMaxNV:          "subgroupPartitionedMaxNV",
	FnSubgroupPartitionedInclusiveMaxNV: "subgroupPartitionedInclusiveMaxNV",
	FnSubgroupPartitionedExclusiveMaxNV: "subgroupPartitionedExclusiveMaxNV",
	FnSubgroupPartitionedAndNV:          "subgroupPartitionedAndNV",
	FnSubgroupPartitionedInclusiveAndNV: "subgroupPartitionedInclusiveAndNV",
	FnSubgroupPartitionedExclusiveAndNV: "subgroupPartitionedExclusiveAndNV",
	FnSubgroupPartitionedOrNV:           "subgroupPartitionedOrNV",
	FnSubgroupPartitionedInclusiveOrNV:  "subgroupPartitionedInclusiveOrNV",
	FnSubgroupPartitionedExclusiveOrNV:  "subgroupPartitionedExclusiveOrNV",
	FnSubgroupPartitionedXorNV:          "subgroupPartitionedXorNV",
	FnSubgroupPartitionedInclusiveXorNV: "subgroupPartitionedInclusiveXorNV",
	FnSubgroupPartitionedExclusiveXorNV: "subgroupPartitionedExclusiveXorNV",
	FnSubgroupPartitionNV:               "subgroupPartitionNV",
	FnShuffleNV:                         "shuffleNV",
	FnShuffleUpNV:                       "shuffleUpNV",
	FnShuffleDownNV:                     "shuffleDownNV",
	FnShuffleXorNV:                      "shuffleXorNV",
	FnActiveThreadsNV:                   "activeThreadsNV",
	FnBallotThreadNV:                    "ballotThreadNV",
	FnAnyThreadNV:                       "anyThreadNV",
	FnAllThreadsNV:                      "allThreadsNV",
	FnAllThreadsEqualNV:                 "allThreadsEqualNV",
	FnQuadSwizzle0NV:                    "quadSwizzle0NV",
	FnQuadSwizzle1NV:                    "quadSwizzle1NV",
	FnQuadSwizzle2NV:                    "quadSwizzle2NV",
	FnQuadSwizzle3NV:                    "quadSwizzle3NV",
	FnQuadSwizzleXNV:                    "quadSwizzleXNV",
	FnQuadSwizzleYNV:                    "quadSwizzleYNV",
	FnBallotARB:                         "ballotARB",
	FnReadInvocationARB:                 "readInvocationARB",
	FnReadFirstInvocationARB:            "readFirstInvocationARB",
	FnAnyInvocationARB:                  "anyInvocationARB",
	FnAllInvocationsARB:                 "allInvocationsARB",
	FnAllInvocationsEqualARB:            "allInvocationsEqualARB",
	FnSwizzleInvocationsAMD:             "swizzleInvocationsAMD",
	FnSwizzleInvocationsMaskedAMD:       "swizzleInvocationsMaskedAMD",
	FnWriteInvocationAMD:                "writeInvocationAMD",
	FnMbcntAMD:                          "mbcntAMD",
	FnClockARB:                          "clockARB",
	FnClock2x32ARB:                      "clock2x32ARB",
	FnClockRealtimeEXT:                  "clockRealtimeEXT",
	FnClockRealtime2x32EXT:              "clockRealtime2x32EXT",
	FnDotEXT:                            "dotEXT",
	FnDotAccSatEXT:                      "dotAccSatEXT",
	FnDotPacked4x8EXT:                   "dotPacked4x8EXT",
	FnDotPacked4x8AccSatEXT:             "dotPacked4x8AccSatEXT",
	FnImageLoad:                         "imageLoad",
	FnImageStore:                        "imageStore",
	FnImageSize:                         "imageSize",
	FnImageSamples:                      "imageSamples",
	FnImageAtomicAdd:                    "imageAtomicAdd",
	FnImageAtomicMin:                    "imageAtomicMin",
	FnImageAtomicMax:                    "imageAtomicMax",
	FnImageAtomicAnd:                    "imageAtomicAnd",
	FnImageAtomicOr:                     "imageAtomicOr",
	FnImageAtomicXor:                    "imageAtomicXor",
	FnImageAtomicExchange:               "imageAtomicExchange",
	FnImageAtomicCompSwap:               "imageAtomicCompSwap",
	FnImageAtomicLoad:                   "imageAtomicLoad",
	FnImageAtomicStore:                  "imageAtomicStore",
	FnTexelFetch:                        "texelFetch",
	FnTexelFetchOffset:                  "texelFetchOffset",
	FnTextureSize:                       "textureSize",
	FnTextureQueryLevels:                "textureQueryLevels",
	FnTextureQueryLod:                   "textureQueryLod",
	FnTextureSamples:                    "textureSamples",
	FnTextureLod:                        "textureLod",
	FnTextureLodOffset:                  "textureLodOffset",
	FnTextureGrad:                       "textureGrad",
	FnTextureGradOffset:                 "textureGradOffset",
	FnTexture:                           "texture",
	FnTextureOffset:                     "textureOffset",
	FnTextureGather:                     "textureGather",
	FnTextureGatherOffset:               "textureGatherOffset",
	FnTextureGatherOffsets:              "textureGatherOffsets",
	FnTextureProj:                       "textureProj",
	FnTextureProjOffset:                 "textureProjOffset",
	FnTextureProjLod:                    "textureProjLod",
	FnTextureProjLodOffset:              "textureProjLodOffset",
	FnTextureProjGrad:                   "textureProjGrad",
	FnTextureProjGradOffset:             "textureProjGradOffset",
	FnNonuniformEXT:                     "nonuniformEXT",
	FnCoopMatLoad:                       "coopMatLoad",
	FnCoopMatStore:                      "coopMatStore",
	FnCoopMatMulAdd:                     "coopMatMulAdd",
	FnCoopMatLength:                     "coopMatLength",
	FnCreateTensorLayoutNV:              "createTensorLayoutNV",
	FnSetTensorLayoutBlockSizeNV:        "setTensorLayoutBlockSizeNV",
	FnSetTensorLayoutDimensionNV:        "setTensorLayoutDimensionNV",
	FnSetTensorLayoutStrideNV:           "setTensorLayoutStrideNV",
	FnSliceTensorLayoutNV:               "sliceTensorLayoutNV",
	FnSetTensorLayoutClampValueNV:       "setTensorLayoutClampValueNV",
	FnCreateTensorViewNV:                "createTensorViewNV",
	FnSetTensorViewDimensionsNV:         "setTensorViewDimensionsNV",
	FnSetTensorViewStrideNV:             "setTensorViewStrideNV",
	FnSetTensorViewClipNV:               "setTensorViewClipNV",
	FnCoopMatLoadTensorNV:               "coopMatLoadTensorNV",
	FnCoopMatStoreTensorNV:              "coopMatStoreTensorNV",
	FnCoopMatReduceNV:                   "coopMatReduceNV",
	FnCoopMatPerElementNV:               "coopMatPerElementNV",
	FnCoopMatTransposeNV:                "coopMatTransposeNV",
	FnCoopConvertUse:                    "<coopmat use conversion>",
	FnAtanYOverX:                        "atan",
	FnMixSelect:                         "mix",
	FnSamplerConstructor:                "sampler constructor",
	FnSpirvInstruction:                  "spirv_instruction",
	FnBitcastExtractfe2m1EXT:            "bitcastExtractfe2m1EXT",
	FnDotBFloat16:                       "dot",
	FnExpectEXT:                         "expectEXT",
	FnAssumeEXT:                         "assumeEXT",
	FnDFdx:                              "dFdx",
	FnDFdy:                              "dFdy",
	FnFwidth:                            "fwidth",
	FnDFdxFine:                          "dFdxFine",
	FnDFdyFine:                          "dFdyFine",
	FnFwidthFine:                        "fwidthFine",
	FnDFdxCoarse:                        "dFdxCoarse",
	FnDFdyCoarse:                        "dFdyCoarse",
	FnFwidthCoarse:                      "fwidthCoarse",
	FnInterpolateAtCentroid:             "interpolateAtCentroid",
	FnInterpolateAtSample:               "interpolateAtSample",
	FnInterpolateAtOffset:               "interpolateAtOffset",
	FnHelperInvocationEXT:               "helperInvocationEXT",
	FnSubpassLoad:                       "subpassLoad",
	FnEmitVertex:                        "EmitVertex",
	FnEndPrimitive:                      "EndPrimitive",
	FnEmitStreamVertex:                  "EmitStreamVertex",
	FnEndStreamPrimitive:                "EndStreamPrimitive",
	FnRayQueryInitializeEXT:             "rayQueryInitializeEXT",
	FnRayQueryProceedEXT:                "rayQueryProceedEXT",
	FnRayQueryTerminateEXT:              "rayQueryTerminateEXT",
	FnRayQueryGenerateIntersectionEXT:   "rayQueryGenerateIntersectionEXT",
	FnRayQueryConfirmIntersectionEXT:    "rayQueryConfirmIntersectionEXT",
	FnRayQueryGetIntersectionTypeEXT:    "rayQueryGetIntersectionTypeEXT",
	FnRayQueryGetRayTMinEXT:             "rayQueryGetRayTMinEXT",
	FnRayQueryGetRayFlagsEXT:            "rayQueryGetRayFlagsEXT",
	FnRayQueryGetWorldRayOriginEXT:      "rayQueryGetWorldRayOriginEXT",
	FnRayQueryGetWorldRayDirectionEXT:   "rayQueryGetWorldRayDirectionEXT",
	FnRayQueryGetIntersectionTEXT:       "rayQueryGetIntersectionTEXT",
	FnRayQueryGetIntersectionInstanceCustomIndexEXT:                    "rayQueryGetIntersectionInstanceCustomIndexEXT",
	FnRayQueryGetIntersectionInstanceIdEXT:                             "rayQueryGetIntersectionInstanceIdEXT",
	FnRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT: "rayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetEXT",
	FnRayQueryGetIntersectionGeometryIndexEXT:                          "rayQueryGetIntersectionGeometryIndexEXT",
	FnRayQueryGetIntersectionPrimitiveIndexEXT:                         "rayQueryGetIntersectionPrimitiveIndexEXT",
	FnRayQueryGetIntersectionBarycentricsEXT:                           "rayQueryGetIntersectionBarycentricsEXT",
	FnRayQueryGetIntersectionFrontFaceEXT:                              "rayQueryGetIntersectionFrontFaceEXT",
	FnRayQueryGetIntersectionCandidateAABBOpaqueEXT:                    "rayQueryGetIntersectionCandidateAABBOpaqueEXT",
	FnRayQueryGetIntersectionObjectRayDirectionEXT:                     "rayQueryGetIntersectionObjectRayDirectionEXT",
	FnRayQueryGetIntersectionObjectRayOriginEXT:                        "rayQueryGetIntersectionObjectRayOriginEXT",
	FnRayQueryGetIntersectionObjectToWorldEXT:                          "rayQueryGetIntersectionObjectToWorldEXT",
	FnRayQueryGetIntersectionWorldToObjectEXT:                          "rayQueryGetIntersectionWorldToObjectEXT",
	FnRayQueryGetIntersectionTriangleVertexPositionsEXT:                "rayQueryGetIntersectionTriangleVertexPositionsEXT",
	FnAccelFromAddress:                                                 "accelerationStructureEXT",
}

// String returns the GLSL name of the function (the overload identities
// name their function).
func (id FuncID) String() string {
	if id < numFuncIDs && funcIDNames[id] != "" {
		return funcIDNames[id]
	}
	return "FuncID?"
}

// FuncIDs returns every identity, in table order (FnNone excluded).
func FuncIDs() []FuncID {
	out := make([]FuncID, 0, numFuncIDs-1)
	for id := FnNone + 1; id < numFuncIDs; id++ {
		out = append(out, id)
	}
	return out
}
