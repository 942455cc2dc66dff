package glsl450

import "github.com/glslc-nv/glslc-nv/spirv"

// Short names for the instructions in the test tables.
const (
	Round                 = spirv.GLSLstd450Round
	RoundEven             = spirv.GLSLstd450RoundEven
	Trunc                 = spirv.GLSLstd450Trunc
	FAbs                  = spirv.GLSLstd450FAbs
	SAbs                  = spirv.GLSLstd450SAbs
	FSign                 = spirv.GLSLstd450FSign
	SSign                 = spirv.GLSLstd450SSign
	Floor                 = spirv.GLSLstd450Floor
	Ceil                  = spirv.GLSLstd450Ceil
	Fract                 = spirv.GLSLstd450Fract
	Radians               = spirv.GLSLstd450Radians
	Degrees               = spirv.GLSLstd450Degrees
	Sin                   = spirv.GLSLstd450Sin
	Cos                   = spirv.GLSLstd450Cos
	Tan                   = spirv.GLSLstd450Tan
	Asin                  = spirv.GLSLstd450Asin
	Acos                  = spirv.GLSLstd450Acos
	Atan                  = spirv.GLSLstd450Atan
	Sinh                  = spirv.GLSLstd450Sinh
	Cosh                  = spirv.GLSLstd450Cosh
	Tanh                  = spirv.GLSLstd450Tanh
	Asinh                 = spirv.GLSLstd450Asinh
	Acosh                 = spirv.GLSLstd450Acosh
	Atanh                 = spirv.GLSLstd450Atanh
	Atan2                 = spirv.GLSLstd450Atan2
	Pow                   = spirv.GLSLstd450Pow
	Exp                   = spirv.GLSLstd450Exp
	Log                   = spirv.GLSLstd450Log
	Exp2                  = spirv.GLSLstd450Exp2
	Log2                  = spirv.GLSLstd450Log2
	Sqrt                  = spirv.GLSLstd450Sqrt
	InverseSqrt           = spirv.GLSLstd450InverseSqrt
	Determinant           = spirv.GLSLstd450Determinant
	MatrixInverse         = spirv.GLSLstd450MatrixInverse
	Modf                  = spirv.GLSLstd450Modf
	ModfStruct            = spirv.GLSLstd450ModfStruct
	FMin                  = spirv.GLSLstd450FMin
	UMin                  = spirv.GLSLstd450UMin
	SMin                  = spirv.GLSLstd450SMin
	FMax                  = spirv.GLSLstd450FMax
	UMax                  = spirv.GLSLstd450UMax
	SMax                  = spirv.GLSLstd450SMax
	FClamp                = spirv.GLSLstd450FClamp
	UClamp                = spirv.GLSLstd450UClamp
	SClamp                = spirv.GLSLstd450SClamp
	FMix                  = spirv.GLSLstd450FMix
	IMix                  = spirv.GLSLstd450IMix
	Step                  = spirv.GLSLstd450Step
	SmoothStep            = spirv.GLSLstd450SmoothStep
	Fma                   = spirv.GLSLstd450Fma
	Frexp                 = spirv.GLSLstd450Frexp
	FrexpStruct           = spirv.GLSLstd450FrexpStruct
	Ldexp                 = spirv.GLSLstd450Ldexp
	PackSnorm4x8          = spirv.GLSLstd450PackSnorm4x8
	PackUnorm4x8          = spirv.GLSLstd450PackUnorm4x8
	PackSnorm2x16         = spirv.GLSLstd450PackSnorm2x16
	PackUnorm2x16         = spirv.GLSLstd450PackUnorm2x16
	PackHalf2x16          = spirv.GLSLstd450PackHalf2x16
	PackDouble2x32        = spirv.GLSLstd450PackDouble2x32
	UnpackSnorm2x16       = spirv.GLSLstd450UnpackSnorm2x16
	UnpackUnorm2x16       = spirv.GLSLstd450UnpackUnorm2x16
	UnpackHalf2x16        = spirv.GLSLstd450UnpackHalf2x16
	UnpackSnorm4x8        = spirv.GLSLstd450UnpackSnorm4x8
	UnpackUnorm4x8        = spirv.GLSLstd450UnpackUnorm4x8
	UnpackDouble2x32      = spirv.GLSLstd450UnpackDouble2x32
	Length                = spirv.GLSLstd450Length
	Distance              = spirv.GLSLstd450Distance
	Cross                 = spirv.GLSLstd450Cross
	Normalize             = spirv.GLSLstd450Normalize
	FaceForward           = spirv.GLSLstd450FaceForward
	Reflect               = spirv.GLSLstd450Reflect
	Refract               = spirv.GLSLstd450Refract
	FindILsb              = spirv.GLSLstd450FindILsb
	FindSMsb              = spirv.GLSLstd450FindSMsb
	FindUMsb              = spirv.GLSLstd450FindUMsb
	InterpolateAtCentroid = spirv.GLSLstd450InterpolateAtCentroid
	InterpolateAtSample   = spirv.GLSLstd450InterpolateAtSample
	InterpolateAtOffset   = spirv.GLSLstd450InterpolateAtOffset
	NMin                  = spirv.GLSLstd450NMin
	NMax                  = spirv.GLSLstd450NMax
	NClamp                = spirv.GLSLstd450NClamp
)

func opName(op uint32) string {
	if info, ok := spirv.GLSLstd450Info(op); ok {
		return info.Name
	}
	return "unknown"
}
