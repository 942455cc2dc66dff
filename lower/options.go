package lower

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// Options control lowering.
type Options struct {
	// TargetEnv is the Vulkan environment: "vulkan1.0" (SPIR-V 1.0),
	// "vulkan1.1" (1.3, the default when empty), "vulkan1.1spv1.4" (1.4),
	// "vulkan1.2" (1.5) or "vulkan1.3" (1.6).
	TargetEnv string
	// SPIRVVersion overrides the SPIR-V version the environment implies
	// (a spirv.Version1_x header word); 0 keeps it.
	SPIRVVersion uint32
	// Debug (-g) adds OpString/OpSource (with the source text) and OpLine
	// for every statement and call with a known position. Names (OpName,
	// OpMemberName) are emitted either way unless StripNames is set.
	Debug      bool
	StripNames bool
	// StorageBufferExt makes buffer blocks below SPIR-V 1.3 use the
	// StorageBuffer storage class with SPV_KHR_storage_buffer_storage_class
	// instead of Uniform + BufferBlock.
	StorageBufferExt bool
	// Generator is the header's generator word (0 by default).
	Generator uint32
	// CheckIR runs ir.Validate before lowering (a debug switch: lower
	// otherwise trusts sema).
	CheckIR bool
	// NanClamp (-fnan-clamp) lowers min, max and clamp of floats to
	// NMin, NMax and NClamp, which return the operand that is not a NaN.
	NanClamp bool
	// Emulate lists the subgroup feature families replaced by code that
	// needs only the basic, vote, ballot and shuffle features
	// (-femulate-subgroup; see ParseEmulate).
	Emulate EmulateSet
}

// TargetEnvs lists the accepted TargetEnv names in order.
var TargetEnvs = targetenv.CompilerNames

// VersionFor returns the SPIR-V version word of a target environment.
func VersionFor(env string) (uint32, error) {
	e, err := targetenv.Compiler(env)
	if err != nil {
		return 0, err
	}
	return e.SPIRV, nil
}

func (o *Options) version() (uint32, error) {
	v, err := VersionFor(o.TargetEnv)
	if err != nil {
		return 0, err
	}
	if o.SPIRVVersion != 0 {
		if o.SPIRVVersion < spirv.Version1_0 || o.SPIRVVersion > spirv.Version1_6 || o.SPIRVVersion&0xff0000ff != 0 {
			return 0, fmt.Errorf("unsupported SPIR-V version word 0x%08x", o.SPIRVVersion)
		}
		v = o.SPIRVVersion
	}
	return v, nil
}
