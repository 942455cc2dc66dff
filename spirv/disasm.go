package spirv

import (
	"strconv"
	"strings"
)

// DisOptions controls Disassemble.
type DisOptions struct {
	// RawIDs prints ids as their numbers (%12) instead of friendly names;
	// the text is then the same as spirv-dis --raw-id prints.
	RawIDs bool
	// NoHeader leaves out the comment lines describing the header.
	NoHeader bool
	// NoIndent leaves out the padding that aligns the opcodes.
	NoIndent bool
}

// generatorNames are the registered SPIR-V generator tools (the high half
// of the header's generator word), as the SPIR-V registry lists them.
var generatorNames = [...]string{
	"Khronos", "LunarG", "Valve", "Codeplay", "NVIDIA", "ARM",
	"Khronos LLVM/SPIR-V Translator", "Khronos SPIR-V Tools Assembler",
	"Khronos Glslang Reference Front End", "Qualcomm", "AMD", "Intel",
	"Imagination", "Google Shaderc over Glslang", "Google spiregg",
	"Google rspirv", "X-LEGEND Mesa-IR/SPIR-V Translator",
	"Khronos SPIR-V Tools Linker", "Wine VKD3D Shader Compiler",
	"Tellusim Clay Shader Compiler", "W3C WebGPU Group WHLSL Shader Translator",
	"Google Clspv", "Google MLIR SPIR-V Serializer", "Google Tint Compiler",
	"Google ANGLE Shader Compiler", "Netease Games Messiah Shader Compiler",
	"Xenia Xenia Emulator Microcode Translator",
	"Embark Studios Rust GPU Compiler Backend", "gfx-rs community Naga",
	"Mikkosoft Productions MSP Shader Compiler",
	"SpvGenTwo community SpvGenTwo SPIR-V IR Tools", "Google Skia SkSL",
	"TornadoVM SPIRV Beehive Toolkit", "DragonJoker ShaderWriter",
	"Rayan Hatout SPIRVSmith", "Saarland University Shady",
	"Taichi Graphics Taichi",
}

// GeneratorString describes a header generator word as "tool; version".
func GeneratorString(g uint32) string {
	tool := g >> 16
	name := "Unknown(" + strconv.FormatUint(uint64(tool), 10) + ")"
	if int(tool) < len(generatorNames) {
		name = generatorNames[tool]
	}
	return name + "; " + strconv.FormatUint(uint64(g&0xffff), 10)
}

// opNameOverrides are the opcodes with several names that spirv-dis prints
// by a later name of the grammar than the first; every other opcode and
// enumerant prints by its first name.
var opNameOverrides = map[Op]string{
	OpReportIntersectionKHR:        "OpReportIntersectionKHR",
	OpTypeAccelerationStructureKHR: "OpTypeAccelerationStructureKHR",
}

func opName(op Op, info *InstInfo) string {
	if s, ok := opNameOverrides[op]; ok {
		return s
	}
	return info.Name
}

// DisassembleBytes decodes a binary module and disassembles it.
func DisassembleBytes(data []byte, opts DisOptions) (string, error) {
	m, err := Decode(data)
	if err != nil {
		return "", err
	}
	return Disassemble(m, opts)
}

// Disassemble prints m as SPIR-V assembly text that spirv-as accepts, in the
// layout of spirv-dis. An instruction whose operands do not follow the
// grammar gives a *DecodeError and no text.
func Disassemble(m *RawModule, opts DisOptions) (string, error) {
	var d OperandDecoder
	all := make([]Operand, 0, len(m.Words))
	ends := make([]int, len(m.Insts))
	var err error
	for i, in := range m.Insts {
		if all, err = d.decode(all, in); err != nil {
			return "", err
		}
		ends[i] = len(all)
	}
	ops := make([][]Operand, len(m.Insts))
	start := 0
	for i, e := range ends {
		ops[i] = all[start:e:e]
		start = e
	}
	p := printer{raw: opts.RawIDs}
	if !opts.RawIDs {
		p.names = nameModule(m, ops)
	}
	p.b.Grow(len(m.Words) * 8)
	if !opts.NoHeader {
		h := m.Header
		p.b.WriteString("; SPIR-V\n; Version: ")
		p.b.WriteString(VersionString(h.Version))
		p.b.WriteString("\n; Generator: ")
		p.b.WriteString(GeneratorString(h.Generator))
		p.b.WriteString("\n; Bound: ")
		p.b.WriteString(strconv.FormatUint(uint64(h.Bound), 10))
		p.b.WriteString("\n; Schema: ")
		p.b.WriteString(strconv.FormatUint(uint64(h.Schema), 10))
		p.b.WriteByte('\n')
	}
	for i, in := range m.Insts {
		p.inst(in, ops[i], !opts.NoIndent)
	}
	return p.b.String(), nil
}

// printer writes instructions.
type printer struct {
	b     strings.Builder
	num   [24]byte // scratch for numbers
	raw   bool
	names *friendlyNames
	sets  map[uint32]extSet // OpExtInstImport results
}

const resultColumn = 12 // the result name is right-aligned to this width

func (p *printer) id(v uint32) {
	p.b.WriteByte('%')
	if p.raw {
		p.b.Write(strconv.AppendUint(p.num[:0], uint64(v), 10))
		return
	}
	p.b.WriteString(p.names.name(v))
}

func (p *printer) idLen(v uint32) int {
	if p.raw {
		return 1 + len(strconv.AppendUint(p.num[:0], uint64(v), 10))
	}
	return 1 + len(p.names.name(v))
}

func (p *printer) inst(in Inst, ops []Operand, indent bool) {
	info, _ := in.Op.Info()
	skip := -1
	if info.HasResult() {
		// The result id goes first, before " = ".
		ri := 0
		if info.HasResultType() {
			ri = 1
		}
		res := ops[ri].Words[0]
		if indent {
			for n := p.idLen(res); n < resultColumn; n++ {
				p.b.WriteByte(' ')
			}
		}
		p.id(res)
		p.b.WriteString(" = ")
		skip = ri
	} else if indent {
		p.b.WriteString(strings.Repeat(" ", resultColumn+3))
	}
	p.b.WriteString(opName(in.Op, info))
	if in.Op == OpExtInstImport {
		if p.sets == nil {
			p.sets = make(map[uint32]extSet)
		}
		s, _, _ := String(in.Words[2:])
		p.sets[in.Words[1]] = extSetOf(s)
	}
	for i, o := range ops {
		if i == skip {
			continue
		}
		p.b.WriteByte(' ')
		p.operand(in, o)
	}
	p.b.WriteByte('\n')
}

func (p *printer) operand(in Inst, o Operand) {
	w := o.Words[0]
	switch o.Kind {
	case KindIdResultType, KindIdResult, KindIdRef, KindIdScope, KindIdMemorySemantics:
		p.id(w)
	case KindLiteralInteger:
		if o.Num.Width != 0 {
			p.b.WriteString(formatNumber(o.Words, o.Num))
		} else {
			p.b.Write(strconv.AppendUint(p.num[:0], uint64(w), 10))
		}
	case KindLiteralContextDependentNumber:
		p.b.WriteString(formatNumber(o.Words, o.Num))
	case KindLiteralString:
		s, _, _ := String(o.Words)
		p.quote(s)
	case KindLiteralExtInstInteger:
		// Only GLSL.std.450 instructions print by name: spirv-as knows no
		// other set of the tables by name.
		if p.sets[in.Words[3]] == extGLSL {
			if ei, ok := GLSLstd450Info(w); ok {
				p.b.WriteString(ei.Name)
				return
			}
		}
		p.b.WriteString(strconv.FormatUint(uint64(w), 10))
	case KindLiteralSpecConstantOpInteger:
		info, _ := Op(w).Info()
		p.b.WriteString(strings.TrimPrefix(opName(Op(w), info), "Op"))
	default:
		ki := o.Kind.Info()
		if ki.Category == CategoryBitEnum && w != 0 {
			first := true
			for m := w; m != 0; m &= m - 1 {
				bit := m & -m
				if !first {
					p.b.WriteByte('|')
				}
				first = false
				p.b.WriteString(enumName(o.Kind, bit))
			}
			return
		}
		p.b.WriteString(enumName(o.Kind, w))
	}
}

// quote writes s as a quoted string, escaping '"' and '\'.
func (p *printer) quote(s string) {
	p.b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' || c == '\\' {
			p.b.WriteByte('\\')
		}
		p.b.WriteByte(c)
	}
	p.b.WriteByte('"')
}
