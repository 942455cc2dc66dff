package texel

import (
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Class is a format's numeric class: how its stored components map to
// the values a shader sees.
type Class uint8

const (
	UNorm  Class = iota + 1 // unsigned normalized: c / (2^b - 1), a float in [0,1]
	SNorm                   // signed normalized: max(c / (2^(b-1) - 1), -1), a float in [-1,1]
	UInt                    // unsigned integer
	SInt                    // signed integer (two's complement, sign-extended)
	SFloat                  // IEEE binary16/32/64
	UFloat                  // unsigned 11- and 10-bit floats (5-bit exponent, no sign)
	SRGB                    // UNORM with the sRGB transfer function on R, G and B
)

// IsFloat says whether a shader sees the class as floating point
// (OpTypeImage's sampled type is a float).
func (c Class) IsFloat() bool { return c != UInt && c != SInt }

// Field is one component of a texel: which channel (0 R, 1 G, 2 B, 3 A;
// a depth format's depth is channel 0) and how many bits it has.
type Field struct {
	Channel uint8
	Bits    uint8
}

// Info describes one format.
//
// A texel is read as a little-endian bit string of Size bytes; Fields
// list its components from bit 0 upward. That one rule covers both the
// byte-array formats (R8G8B8A8_UNORM: R is byte 0) and the packed ones
// (A2B10G10R10_UNORM_PACK32: R is bits 0..9 of the 32-bit word, A bits
// 30..31), as Vulkan lays them out on a little-endian host.
type Info struct {
	Format Format
	Name   string // Vulkan's name without VK_FORMAT_, as AmberScript writes it
	GLSL   string // the GLSL image format qualifier, "" when GLSL names none
	SPIRV  spirv.ImageFormat
	Size   int // bytes per texel
	Class  Class
	Fields []Field
	Depth  bool // a depth format (its one component is depth, channel 0)
}

// Components is the number of components the format stores.
func (i *Info) Components() int { return len(i.Fields) }

// VkFormat numbers of the formats this package knows.
const (
	R8_UNORM                 Format = 9
	R8_SNORM                 Format = 10
	R8_UINT                  Format = 13
	R8_SINT                  Format = 14
	R8_SRGB                  Format = 15
	R8G8_UNORM               Format = 16
	R8G8_SNORM               Format = 17
	R8G8_UINT                Format = 20
	R8G8_SINT                Format = 21
	R8G8_SRGB                Format = 22
	R8G8B8A8_UNORM           Format = 37
	R8G8B8A8_SNORM           Format = 38
	R8G8B8A8_UINT            Format = 41
	R8G8B8A8_SINT            Format = 42
	R8G8B8A8_SRGB            Format = 43
	B8G8R8A8_UNORM           Format = 44
	B8G8R8A8_SNORM           Format = 45
	B8G8R8A8_UINT            Format = 48
	B8G8R8A8_SINT            Format = 49
	B8G8R8A8_SRGB            Format = 50
	A8B8G8R8_UNORM_PACK32    Format = 51
	A8B8G8R8_SNORM_PACK32    Format = 52
	A8B8G8R8_UINT_PACK32     Format = 55
	A8B8G8R8_SINT_PACK32     Format = 56
	A8B8G8R8_SRGB_PACK32     Format = 57
	A2R10G10B10_UNORM_PACK32 Format = 58
	A2R10G10B10_UINT_PACK32  Format = 62
	A2B10G10R10_UNORM_PACK32 Format = 64
	A2B10G10R10_UINT_PACK32  Format = 68
	R16_UNORM                Format = 70
	R16_SNORM                Format = 71
	R16_UINT                 Format = 74
	R16_SINT                 Format = 75
	R16_SFLOAT               Format = 76
	R16G16_UNORM             Format = 77
	R16G16_SNORM             Format = 78
	R16G16_UINT              Format = 81
	R16G16_SINT              Format = 82
	R16G16_SFLOAT            Format = 83
	R16G16B16A16_UNORM       Format = 91
	R16G16B16A16_SNORM       Format = 92
	R16G16B16A16_UINT        Format = 95
	R16G16B16A16_SINT        Format = 96
	R16G16B16A16_SFLOAT      Format = 97
	R32_UINT                 Format = 98
	R32_SINT                 Format = 99
	R32_SFLOAT               Format = 100
	R32G32_UINT              Format = 101
	R32G32_SINT              Format = 102
	R32G32_SFLOAT            Format = 103
	R32G32B32_UINT           Format = 104
	R32G32B32_SINT           Format = 105
	R32G32B32_SFLOAT         Format = 106
	R32G32B32A32_UINT        Format = 107
	R32G32B32A32_SINT        Format = 108
	R32G32B32A32_SFLOAT      Format = 109
	R64_UINT                 Format = 110
	R64_SINT                 Format = 111
	R64_SFLOAT               Format = 112
	B10G11R11_UFLOAT_PACK32  Format = 122
	D16_UNORM                Format = 124
	D32_SFLOAT               Format = 126
)

func f(ch uint8, bits uint8) Field { return Field{ch, bits} }

var (
	fR     = func(b uint8) []Field { return []Field{f(0, b)} }
	fRG    = func(b uint8) []Field { return []Field{f(0, b), f(1, b)} }
	fRGB   = func(b uint8) []Field { return []Field{f(0, b), f(1, b), f(2, b)} }
	fRGBA  = func(b uint8) []Field { return []Field{f(0, b), f(1, b), f(2, b), f(3, b)} }
	fBGRA  = func(b uint8) []Field { return []Field{f(2, b), f(1, b), f(0, b), f(3, b)} }
	f2B10  = []Field{f(0, 10), f(1, 10), f(2, 10), f(3, 2)} // A2B10G10R10: R lowest
	f2R10  = []Field{f(2, 10), f(1, 10), f(0, 10), f(3, 2)} // A2R10G10B10: B lowest
	f11_10 = []Field{f(0, 11), f(1, 11), f(2, 10)}          // B10G11R11: R lowest
)

var infos = []Info{
	{R8_UNORM, "R8_UNORM", "r8", spirv.ImageFormatR8, 1, UNorm, fR(8), false},
	{R8_SNORM, "R8_SNORM", "r8_snorm", spirv.ImageFormatR8Snorm, 1, SNorm, fR(8), false},
	{R8_UINT, "R8_UINT", "r8ui", spirv.ImageFormatR8ui, 1, UInt, fR(8), false},
	{R8_SINT, "R8_SINT", "r8i", spirv.ImageFormatR8i, 1, SInt, fR(8), false},
	{R8_SRGB, "R8_SRGB", "", 0, 1, SRGB, fR(8), false},
	{R8G8_UNORM, "R8G8_UNORM", "rg8", spirv.ImageFormatRg8, 2, UNorm, fRG(8), false},
	{R8G8_SNORM, "R8G8_SNORM", "rg8_snorm", spirv.ImageFormatRg8Snorm, 2, SNorm, fRG(8), false},
	{R8G8_UINT, "R8G8_UINT", "rg8ui", spirv.ImageFormatRg8ui, 2, UInt, fRG(8), false},
	{R8G8_SINT, "R8G8_SINT", "rg8i", spirv.ImageFormatRg8i, 2, SInt, fRG(8), false},
	{R8G8_SRGB, "R8G8_SRGB", "", 0, 2, SRGB, fRG(8), false},
	{R8G8B8A8_UNORM, "R8G8B8A8_UNORM", "rgba8", spirv.ImageFormatRgba8, 4, UNorm, fRGBA(8), false},
	{R8G8B8A8_SNORM, "R8G8B8A8_SNORM", "rgba8_snorm", spirv.ImageFormatRgba8Snorm, 4, SNorm, fRGBA(8), false},
	{R8G8B8A8_UINT, "R8G8B8A8_UINT", "rgba8ui", spirv.ImageFormatRgba8ui, 4, UInt, fRGBA(8), false},
	{R8G8B8A8_SINT, "R8G8B8A8_SINT", "rgba8i", spirv.ImageFormatRgba8i, 4, SInt, fRGBA(8), false},
	{R8G8B8A8_SRGB, "R8G8B8A8_SRGB", "", 0, 4, SRGB, fRGBA(8), false},
	{B8G8R8A8_UNORM, "B8G8R8A8_UNORM", "", 0, 4, UNorm, fBGRA(8), false},
	{B8G8R8A8_SNORM, "B8G8R8A8_SNORM", "", 0, 4, SNorm, fBGRA(8), false},
	{B8G8R8A8_UINT, "B8G8R8A8_UINT", "", 0, 4, UInt, fBGRA(8), false},
	{B8G8R8A8_SINT, "B8G8R8A8_SINT", "", 0, 4, SInt, fBGRA(8), false},
	{B8G8R8A8_SRGB, "B8G8R8A8_SRGB", "", 0, 4, SRGB, fBGRA(8), false},
	{A8B8G8R8_UNORM_PACK32, "A8B8G8R8_UNORM_PACK32", "", 0, 4, UNorm, fRGBA(8), false},
	{A8B8G8R8_SNORM_PACK32, "A8B8G8R8_SNORM_PACK32", "", 0, 4, SNorm, fRGBA(8), false},
	{A8B8G8R8_UINT_PACK32, "A8B8G8R8_UINT_PACK32", "", 0, 4, UInt, fRGBA(8), false},
	{A8B8G8R8_SINT_PACK32, "A8B8G8R8_SINT_PACK32", "", 0, 4, SInt, fRGBA(8), false},
	{A8B8G8R8_SRGB_PACK32, "A8B8G8R8_SRGB_PACK32", "", 0, 4, SRGB, fRGBA(8), false},
	{A2R10G10B10_UNORM_PACK32, "A2R10G10B10_UNORM_PACK32", "", 0, 4, UNorm, f2R10, false},
	{A2R10G10B10_UINT_PACK32, "A2R10G10B10_UINT_PACK32", "", 0, 4, UInt, f2R10, false},
	{A2B10G10R10_UNORM_PACK32, "A2B10G10R10_UNORM_PACK32", "rgb10_a2", spirv.ImageFormatRgb10A2, 4, UNorm, f2B10, false},
	{A2B10G10R10_UINT_PACK32, "A2B10G10R10_UINT_PACK32", "rgb10_a2ui", spirv.ImageFormatRgb10a2ui, 4, UInt, f2B10, false},
	{R16_UNORM, "R16_UNORM", "r16", spirv.ImageFormatR16, 2, UNorm, fR(16), false},
	{R16_SNORM, "R16_SNORM", "r16_snorm", spirv.ImageFormatR16Snorm, 2, SNorm, fR(16), false},
	{R16_UINT, "R16_UINT", "r16ui", spirv.ImageFormatR16ui, 2, UInt, fR(16), false},
	{R16_SINT, "R16_SINT", "r16i", spirv.ImageFormatR16i, 2, SInt, fR(16), false},
	{R16_SFLOAT, "R16_SFLOAT", "r16f", spirv.ImageFormatR16f, 2, SFloat, fR(16), false},
	{R16G16_UNORM, "R16G16_UNORM", "rg16", spirv.ImageFormatRg16, 4, UNorm, fRG(16), false},
	{R16G16_SNORM, "R16G16_SNORM", "rg16_snorm", spirv.ImageFormatRg16Snorm, 4, SNorm, fRG(16), false},
	{R16G16_UINT, "R16G16_UINT", "rg16ui", spirv.ImageFormatRg16ui, 4, UInt, fRG(16), false},
	{R16G16_SINT, "R16G16_SINT", "rg16i", spirv.ImageFormatRg16i, 4, SInt, fRG(16), false},
	{R16G16_SFLOAT, "R16G16_SFLOAT", "rg16f", spirv.ImageFormatRg16f, 4, SFloat, fRG(16), false},
	{R16G16B16A16_UNORM, "R16G16B16A16_UNORM", "rgba16", spirv.ImageFormatRgba16, 8, UNorm, fRGBA(16), false},
	{R16G16B16A16_SNORM, "R16G16B16A16_SNORM", "rgba16_snorm", spirv.ImageFormatRgba16Snorm, 8, SNorm, fRGBA(16), false},
	{R16G16B16A16_UINT, "R16G16B16A16_UINT", "rgba16ui", spirv.ImageFormatRgba16ui, 8, UInt, fRGBA(16), false},
	{R16G16B16A16_SINT, "R16G16B16A16_SINT", "rgba16i", spirv.ImageFormatRgba16i, 8, SInt, fRGBA(16), false},
	{R16G16B16A16_SFLOAT, "R16G16B16A16_SFLOAT", "rgba16f", spirv.ImageFormatRgba16f, 8, SFloat, fRGBA(16), false},
	{R32_UINT, "R32_UINT", "r32ui", spirv.ImageFormatR32ui, 4, UInt, fR(32), false},
	{R32_SINT, "R32_SINT", "r32i", spirv.ImageFormatR32i, 4, SInt, fR(32), false},
	{R32_SFLOAT, "R32_SFLOAT", "r32f", spirv.ImageFormatR32f, 4, SFloat, fR(32), false},
	{R32G32_UINT, "R32G32_UINT", "rg32ui", spirv.ImageFormatRg32ui, 8, UInt, fRG(32), false},
	{R32G32_SINT, "R32G32_SINT", "rg32i", spirv.ImageFormatRg32i, 8, SInt, fRG(32), false},
	{R32G32_SFLOAT, "R32G32_SFLOAT", "rg32f", spirv.ImageFormatRg32f, 8, SFloat, fRG(32), false},
	{R32G32B32_UINT, "R32G32B32_UINT", "", 0, 12, UInt, fRGB(32), false},
	{R32G32B32_SINT, "R32G32B32_SINT", "", 0, 12, SInt, fRGB(32), false},
	{R32G32B32_SFLOAT, "R32G32B32_SFLOAT", "", 0, 12, SFloat, fRGB(32), false},
	{R32G32B32A32_UINT, "R32G32B32A32_UINT", "rgba32ui", spirv.ImageFormatRgba32ui, 16, UInt, fRGBA(32), false},
	{R32G32B32A32_SINT, "R32G32B32A32_SINT", "rgba32i", spirv.ImageFormatRgba32i, 16, SInt, fRGBA(32), false},
	{R32G32B32A32_SFLOAT, "R32G32B32A32_SFLOAT", "rgba32f", spirv.ImageFormatRgba32f, 16, SFloat, fRGBA(32), false},
	{R64_UINT, "R64_UINT", "r64ui", spirv.ImageFormatR64ui, 8, UInt, fR(64), false},
	{R64_SINT, "R64_SINT", "r64i", spirv.ImageFormatR64i, 8, SInt, fR(64), false},
	{R64_SFLOAT, "R64_SFLOAT", "", 0, 8, SFloat, fR(64), false},
	{B10G11R11_UFLOAT_PACK32, "B10G11R11_UFLOAT_PACK32", "r11f_g11f_b10f", spirv.ImageFormatR11fG11fB10f, 4, UFloat, f11_10, false},
	{D16_UNORM, "D16_UNORM", "", 0, 2, UNorm, fR(16), true},
	{D32_SFLOAT, "D32_SFLOAT", "", 0, 4, SFloat, fR(32), true},
}

var (
	byFormat = map[Format]*Info{}
	byName   = map[string]*Info{}
	bySPIRV  = map[spirv.ImageFormat]*Info{}
	byGLSL   = map[string]*Info{}
)

func init() {
	for i := range infos {
		in := &infos[i]
		byFormat[in.Format] = in
		byName[in.Name] = in
		if in.GLSL != "" {
			byGLSL[in.GLSL] = in
			bySPIRV[in.SPIRV] = in
		}
	}
}

// Info returns the format's description, or nil for a format this
// package does not know.
func (f Format) Info() *Info { return byFormat[f] }

// String is the Vulkan name (R8G8B8A8_UNORM), or VkFormat(N).
func (f Format) String() string {
	if in := byFormat[f]; in != nil {
		return in.Name
	}
	return "VkFormat(" + strconv.FormatUint(uint64(f), 10) + ")"
}

// Size is the texel size in bytes (0 for an unknown format).
func (f Format) Size() int {
	if in := byFormat[f]; in != nil {
		return in.Size
	}
	return 0
}

// ParseFormat finds a format by its Vulkan name, with or without the
// VK_FORMAT_ prefix, in any case (R8G8B8A8_UNORM, vk_format_r32_sfloat).
func ParseFormat(name string) (Format, bool) {
	n := strings.ToUpper(name)
	n = strings.TrimPrefix(n, "VK_FORMAT_")
	if in := byName[n]; in != nil {
		return in.Format, true
	}
	return 0, false
}

// FromGLSL finds the format a GLSL image format qualifier (rgba8,
// r11f_g11f_b10f, r64ui) names.
func FromGLSL(qualifier string) (Format, bool) {
	if in := byGLSL[qualifier]; in != nil {
		return in.Format, true
	}
	return 0, false
}

// FromSPIRV finds the format an OpTypeImage's Image Format operand names
// (false for Unknown, which names none).
func FromSPIRV(f spirv.ImageFormat) (Format, bool) {
	if in := bySPIRV[f]; in != nil {
		return in.Format, true
	}
	return 0, false
}

// Formats lists every known format, in VkFormat order.
func Formats() []Format {
	out := make([]Format, len(infos))
	for i := range infos {
		out[i] = infos[i].Format
	}
	return out
}
