package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
)

// Options control lowering.
type Options struct {
	// TargetEnv is the target environment, resolved by the caller
	// (internal/targetenv); its SPIR-V version is the module's. The zero
	// Env is targetenv.Default.
	TargetEnv targetenv.Env
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
	// InvertY (-finvert-y) negates the y of gl_Position wherever a vertex,
	// tessellation evaluation or geometry shader stores it.
	InvertY bool
	// Emulate lists the subgroup feature families replaced by code that
	// needs only the basic, vote, ballot and shuffle features
	// (-femulate-subgroup; see ParseEmulate).
	Emulate EmulateSet
}
