package conformance

import (
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
)

// Script is a parsed AmberScript file.
type Script struct {
	// File is the name the script was parsed under (used in messages).
	File string
	// Shaders, Buffers and Pipelines by name, in declaration order.
	Shaders   []*Shader
	Buffers   []*Buffer
	Pipelines []*Pipeline
	// Samplers are the SAMPLER declarations.
	Samplers []*Sampler
	// Commands are the top-level commands that run in order.
	Commands []Command
	// Requirements are the DEVICE_FEATURE, DEVICE_EXTENSION and
	// INSTANCE_EXTENSION lines.
	Requirements []Requirement
	// FenceTimeoutMS is SET ENGINE_DATA fence_timeout_ms (0 when unset).
	FenceTimeoutMS uint32
	// Unsupported is set when the file uses a part of AmberScript outside
	// the compute subset (graphics, images, ...). Parsing stops there and
	// running the script fails with this message.
	Unsupported *Unsupported
}

// Unsupported names the first construct of a script that the runner cannot
// execute.
type Unsupported struct {
	Pos diag.Pos
	Msg string
}

func (u *Unsupported) String() string { return u.Pos.String() + ": " + u.Msg }

// RequirementKind says what a Requirement asks for.
type RequirementKind int

// The requirement kinds: DEVICE_FEATURE, DEVICE_EXTENSION,
// INSTANCE_EXTENSION, DEVICE_PROPERTY.
const (
	Feature RequirementKind = iota
	DeviceExtension
	InstanceExtension
	Property
)

func (k RequirementKind) String() string {
	switch k {
	case DeviceExtension:
		return "device extension"
	case InstanceExtension:
		return "instance extension"
	case Property:
		return "device property"
	}
	return "device feature"
}

// Requirement is a device feature or an extension the script needs.
type Requirement struct {
	Pos  diag.Pos
	Kind RequirementKind
	Name string
}

// Shader is a SHADER block.
type Shader struct {
	Pos       diag.Pos
	Name      string
	Type      string // compute (the only type the runner executes) or multi
	Format    string // GLSL, SPIRV-ASM, SPIRV-HEX or SPIRV-BIN
	TargetEnv string // as written after TARGET_ENV, "" when absent
	// Env is what TARGET_ENV means for the shader's format (the zero Env
	// when absent): Amber's names for GLSL, SPIRV-Tools' for SPIR-V.
	Env targetenv.Env
	// Source is the shader text; it comes from SourceFile (the script,
	// a FILE or a VIRTUAL_FILE) from line SourceLine (1-based) on.
	Source     string
	SourceFile string
	SourceLine int
	// Binary is the module for SPIRV-HEX and SPIRV-BIN.
	Binary []byte
}

// Buffer is a BUFFER declaration.
type Buffer struct {
	Pos    diag.Pos
	Name   string
	Type   *DataType
	Layout Layout
	Elem   ElemLayout
	// Init is the buffer's contents when the script starts (for an
	// IMAGE, the texels of mip level 0).
	Init []byte
	// Image is set for an IMAGE declaration.
	Image *ImageInfo
	// Width and Height are an IMAGE's, or a BUFFER's WIDTH and HEIGHT
	// initializer (0 when it had none).
	Width, Height int
}

// levels is the buffer's mip level count (1 for a BUFFER).
func (b *Buffer) levels() uint32 {
	if b.Image != nil {
		return b.Image.Levels
	}
	return 1
}

// SpecConstant is one SPECIALIZE id AS type value.
type SpecConstant struct {
	ID    uint32
	Type  Scalar
	Value Value
}

// Pipeline is a compute PIPELINE (or DERIVE_PIPELINE) block.
type Pipeline struct {
	Pos    diag.Pos
	Name   string
	Shader *Shader
	Entry  string // "main" unless ENTRY_POINT says otherwise
	Spec   []SpecConstant
	// RequiredSubgroupSize is SUBGROUP ... REQUIRED_SIZE: a size, or
	// SubgroupMin / SubgroupMax; 0 when absent.
	RequiredSubgroupSize int
	FullSubgroups        bool // FULLY_POPULATED on
	VaryingSubgroupSize  bool // VARYING_SIZE on
	Bindings             []Binding
	PushConstants        *Buffer
	// ShaderOptimizations are the SHADER_OPTIMIZATION passes, in order.
	ShaderOptimizations []string
	// Graphics is the state of a graphics pipeline (nil for compute);
	// Shader is then nil.
	Graphics *Graphics
}

// Special values of Pipeline.RequiredSubgroupSize.
const (
	SubgroupMin = -1
	SubgroupMax = -2
)

// Binding is one BIND BUFFER ... DESCRIPTOR_SET s BINDING b, or one BIND
// SAMPLER.
type Binding struct {
	Pos    diag.Pos
	Buffer *Buffer // nil for a sampler
	// Kind is storage, uniform, storage_dynamic, uniform_dynamic,
	// storage_image, sampled_image, combined_image_sampler,
	// uniform_texel_buffer, storage_texel_buffer or sampler.
	Kind string
	// Sampler is a combined image sampler's or a BIND SAMPLER's sampler.
	Sampler *Sampler
	// BaseMipLevel is an image binding's BASE_MIP_LEVEL.
	BaseMipLevel uint32
	Set          uint32
	Binding      uint32
	// Offset is the dynamic offset (OFFSET), DescOffset the descriptor's
	// offset (DESCRIPTOR_OFFSET) and Range its size (DESCRIPTOR_RANGE, -1
	// for the rest of the buffer).
	Offset, DescOffset int
	Range              int
	// ArrayIndex is the element of a BUFFER_ARRAY binding this buffer
	// is, ArraySize the array's element count (0 for a single buffer).
	ArrayIndex, ArraySize int
}

// objectName names what the binding binds, for messages.
func (b *Binding) objectName() string {
	if b.Buffer == nil {
		return "sampler " + b.Sampler.Name
	}
	return "buffer " + b.Buffer.Name
}

// Command is a RUN, REPEAT, COPY or EXPECT command.
type Command interface {
	Position() diag.Pos
	// Text is the command as written (its first line).
	Text() string
}

type cmdBase struct {
	pos  diag.Pos
	text string
}

func (c *cmdBase) Position() diag.Pos { return c.pos }
func (c *cmdBase) Text() string       { return c.text }

// RunCommand is RUN pipeline x y z.
type RunCommand struct {
	cmdBase
	Pipeline   *Pipeline
	Workgroups [3]uint32
}

// RepeatCommand is REPEAT n ... END.
type RepeatCommand struct {
	cmdBase
	Count int
	Body  []Command
}

// CopyCommand is COPY from TO to.
type CopyCommand struct {
	cmdBase
	From, To *Buffer
}

// Comparator is the operator of an EXPECT.
type Comparator int

// The comparators of EXPECT ... IDX.
const (
	EQ Comparator = iota
	NE
	LT
	LE
	GT
	GE
)

var comparatorNames = []string{"EQ", "NE", "LT", "LE", "GT", "GE"}

func (c Comparator) String() string { return comparatorNames[c] }

// Tolerance is one TOLERANCE value, absolute or a percentage of the
// expected value.
type Tolerance struct {
	Value   float64
	Percent bool
}

// ExpectCommand is EXPECT buffer IDX offset [TOLERANCE t...] op values.
type ExpectCommand struct {
	cmdBase
	Buffer     *Buffer
	Offset     int // bytes; a multiple of the element size
	Tolerances []Tolerance
	Op         Comparator
	// Values are read for the components they are compared with.
	Values []Value
}

// ExpectBufferCommand is EXPECT a EQ_BUFFER b or EXPECT a RMSE_BUFFER b
// TOLERANCE t.
type ExpectBufferCommand struct {
	cmdBase
	A, B *Buffer
	RMSE bool
	// EMD is EQ_HISTOGRAM_EMD_BUFFER: the earth mover's distance of the
	// two buffers' per-channel histograms, as Amber computes it.
	EMD       bool
	Tolerance float64
}

// requires reports whether the script names the requirement.
func (s *Script) requires(kind RequirementKind, name string) bool {
	for _, q := range s.Requirements {
		if q.Kind == kind && q.Name == name {
			return true
		}
	}
	return false
}
