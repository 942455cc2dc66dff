// Command gen writes spirv/grammar_gen.go from the Khronos machine-readable
// SPIR-V grammar (spirv.core.grammar.json and the extended-instruction-set
// grammars of the Debian package spirv-headers), so that no opcode, operand
// layout or enumerant is typed by hand.
//
//	go run ./spirv/internal/gen -headers /usr/include/spirv/unified1 -o spirv/grammar_gen.go
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

type operand struct {
	Kind       string `json:"kind"`
	Quantifier string `json:"quantifier"`
	Name       string `json:"name"`
}

type instruction struct {
	Opname       string    `json:"opname"`
	Class        string    `json:"class"`
	Opcode       uint32    `json:"opcode"`
	Operands     []operand `json:"operands"`
	Capabilities []string  `json:"capabilities"`
	Extensions   []string  `json:"extensions"`
	Version      string    `json:"version"`
}

type enumerant struct {
	Enumerant    string          `json:"enumerant"`
	Value        json.RawMessage `json:"value"`
	Capabilities []string        `json:"capabilities"`
	Extensions   []string        `json:"extensions"`
	Parameters   []operand       `json:"parameters"`
	Version      string          `json:"version"`
}

type operandKind struct {
	Category   string      `json:"category"`
	Kind       string      `json:"kind"`
	Enumerants []enumerant `json:"enumerants"`
	Bases      []string    `json:"bases"`
}

type grammar struct {
	MagicNumber  string        `json:"magic_number"`
	Major        int           `json:"major_version"`
	Minor        int           `json:"minor_version"`
	Revision     int           `json:"revision"`
	Instructions []instruction `json:"instructions"`
	OperandKinds []operandKind `json:"operand_kinds"`
}

func main() {
	headers := flag.String("headers", "/usr/include/spirv/unified1", "folder holding spirv.core.grammar.json")
	out := flag.String("o", "grammar_gen.go", "output file")
	flag.Parse()
	src, err := Generate(*headers)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, src, 0o644); err != nil {
		log.Fatal(err)
	}
}

func load(path string, v any) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, v); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return nil
}

func value(raw json.RawMessage) (uint32, error) {
	var n uint32
	if err := json.Unmarshal(raw, &n); err == nil {
		return n, nil
	}
	var s string
	if err := json.Unmarshal(raw, &s); err != nil {
		return 0, err
	}
	v, err := strconv.ParseUint(s, 0, 32)
	return uint32(v), err
}

func quant(q string) string {
	switch q {
	case "?":
		return "Optional"
	case "*":
		return "Variadic"
	}
	return "One"
}

func unquote(name string) string {
	return strings.Trim(name, "'")
}

// supplementPath is supplement.json beside this file: the grammar entries
// newer than Debian 12's spirv-headers (1.3.239) that glslc-nv emits or
// reads (SPV_KHR_cooperative_matrix, SPV_KHR_bfloat16, SPV_EXT_float8,
// SPV_NV_cooperative_matrix2, SPV_NV_tensor_addressing), copied in the
// grammar's own format from KhronosGroup/SPIRV-Headers. The generator runs
// from the spirv folder (go generate, TestGeneratedTablesFresh).
func supplementPath() string { return filepath.Join("internal", "gen", "supplement.json") }

// merge adds what supp has and core lacks: instructions by opcode (an
// instruction core has with fewer operands, such as OpTypeFloat before its
// floating-point encoding, takes supp's operands), operand kinds by name,
// and enumerants by name, keeping every list in value order.
func merge(core, supp *grammar) {
	byOp := map[uint32]int{}
	for i, in := range core.Instructions {
		byOp[in.Opcode] = i
	}
	for _, in := range supp.Instructions {
		if i, ok := byOp[in.Opcode]; ok {
			if len(in.Operands) > len(core.Instructions[i].Operands) {
				core.Instructions[i].Operands = in.Operands
			}
			continue
		}
		core.Instructions = append(core.Instructions, in)
	}
	byKind := map[string]int{}
	for i, k := range core.OperandKinds {
		byKind[k.Kind] = i
	}
	for _, k := range supp.OperandKinds {
		i, ok := byKind[k.Kind]
		if !ok {
			core.OperandKinds = append(core.OperandKinds, k)
			continue
		}
		have := map[string]bool{}
		for _, e := range core.OperandKinds[i].Enumerants {
			have[e.Enumerant] = true
		}
		es := core.OperandKinds[i].Enumerants
		for _, e := range k.Enumerants {
			if !have[e.Enumerant] {
				es = append(es, e)
			}
		}
		sort.SliceStable(es, func(a, b int) bool {
			va, _ := value(es[a].Value)
			vb, _ := value(es[b].Value)
			return va < vb
		})
		core.OperandKinds[i].Enumerants = es
	}
}

// Generate returns the formatted Go source of grammar_gen.go.
func Generate(headers string) ([]byte, error) {
	var core grammar
	if err := load(filepath.Join(headers, "spirv.core.grammar.json"), &core); err != nil {
		return nil, err
	}
	var supp grammar
	if err := load(supplementPath(), &supp); err != nil {
		return nil, err
	}
	merge(&core, &supp)
	var glsl, printf grammar
	if err := load(filepath.Join(headers, "extinst.glsl.std.450.grammar.json"), &glsl); err != nil {
		return nil, err
	}
	if err := load(filepath.Join(headers, "extinst.nonsemantic.debugprintf.grammar.json"), &printf); err != nil {
		return nil, err
	}

	var b bytes.Buffer
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	p("// Code generated by spirv/internal/gen from the Khronos SPIR-V grammar %d.%d rev %d; DO NOT EDIT.\n\n", core.Major, core.Minor, core.Revision)
	p("package spirv\n\n")
	p("// GrammarVersion is the SPIR-V version of the grammar the tables come from.\n")
	p("const GrammarVersion = %d<<16 | %d<<8\n\n", core.Major, core.Minor)

	// Operand kinds.
	kinds := core.OperandKinds
	kindIndex := map[string]int{}
	p("// The operand kinds of the grammar.\nconst (\n")
	for i, k := range kinds {
		kindIndex[k.Kind] = i
		if i == 0 {
			p("\tKind%s OperandKind = iota\n", k.Kind)
		} else {
			p("\tKind%s\n", k.Kind)
		}
	}
	p("\tnumOperandKinds\n)\n\n")

	kindRef := func(name string) (string, error) {
		if _, ok := kindIndex[name]; !ok {
			return "", fmt.Errorf("unknown operand kind %q", name)
		}
		return "Kind" + name, nil
	}
	operands := func(ops []operand) (string, error) {
		if len(ops) == 0 {
			return "nil", nil
		}
		var s strings.Builder
		s.WriteString("[]OperandSpec{")
		for i, o := range ops {
			k, err := kindRef(o.Kind)
			if err != nil {
				return "", err
			}
			if i > 0 {
				s.WriteString(", ")
			}
			fmt.Fprintf(&s, "{%s, %s, %q}", k, quant(o.Quantifier), unquote(o.Name))
		}
		s.WriteString("}")
		return s.String(), nil
	}
	caps := func(cs []string) string {
		if len(cs) == 0 {
			return "nil"
		}
		parts := make([]string, len(cs))
		for i, c := range cs {
			parts[i] = "Capability" + c
		}
		return "[]Capability{" + strings.Join(parts, ", ") + "}"
	}
	strs := func(ss []string) string {
		if len(ss) == 0 {
			return "nil"
		}
		parts := make([]string, len(ss))
		for i, s := range ss {
			parts[i] = strconv.Quote(s)
		}
		return "[]string{" + strings.Join(parts, ", ") + "}"
	}
	version := func(v string) (string, error) {
		if v == "" || v == "None" {
			return "0", nil
		}
		var maj, min int
		if _, err := fmt.Sscanf(v, "%d.%d", &maj, &min); err != nil {
			return "", fmt.Errorf("version %q: %v", v, err)
		}
		return fmt.Sprintf("0x%02x%02x00", maj, min), nil
	}

	// Enumerated kinds: a Go type and constants for each.
	for _, k := range kinds {
		if k.Category != "ValueEnum" && k.Category != "BitEnum" {
			continue
		}
		p("// %s is the SPIR-V %s operand kind (%s).\n", k.Kind, k.Kind, k.Category)
		p("type %s uint32\n\nconst (\n", k.Kind)
		seen := map[string]bool{}
		for _, e := range k.Enumerants {
			v, err := value(e.Value)
			if err != nil {
				return nil, fmt.Errorf("%s.%s: %v", k.Kind, e.Enumerant, err)
			}
			name := k.Kind + e.Enumerant
			if seen[name] {
				continue
			}
			seen[name] = true
			p("\t%s %s = %d\n", name, k.Kind, v)
		}
		p(")\n\n")
	}

	// Opcodes.
	insts := append([]instruction(nil), core.Instructions...)
	sort.SliceStable(insts, func(i, j int) bool { return insts[i].Opcode < insts[j].Opcode })
	p("// The opcodes of the grammar.\nconst (\n")
	for _, in := range insts {
		p("\t%s Op = %d\n", in.Opname, in.Opcode)
	}
	p(")\n\n")
	p("var instTable = [...]InstInfo{\n")
	for _, in := range insts {
		ops, err := operands(in.Operands)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", in.Opname, err)
		}
		ver, err := version(in.Version)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", in.Opname, err)
		}
		p("\t{Op: %d, Name: %q, Class: %q, Operands: %s, Capabilities: %s, Extensions: %s, Version: %s},\n",
			in.Opcode, in.Opname, in.Class, ops, caps(in.Capabilities), strs(in.Extensions), ver)
	}
	p("}\n\n")

	// Operand kind descriptions with their enumerants.
	p("var kindTable = [numOperandKinds]KindInfo{\n")
	for _, k := range kinds {
		p("\tKind%s: {Name: %q, Category: Category%s", k.Kind, k.Kind, k.Category)
		if len(k.Bases) > 0 {
			var bs []string
			for _, base := range k.Bases {
				r, err := kindRef(base)
				if err != nil {
					return nil, err
				}
				bs = append(bs, r)
			}
			p(", Bases: []OperandKind{%s}", strings.Join(bs, ", "))
		}
		if len(k.Enumerants) > 0 {
			p(", Enumerants: []EnumerantInfo{\n")
			for _, e := range k.Enumerants {
				v, _ := value(e.Value)
				params, err := operands(e.Parameters)
				if err != nil {
					return nil, fmt.Errorf("%s.%s: %v", k.Kind, e.Enumerant, err)
				}
				ver, err := version(e.Version)
				if err != nil {
					return nil, fmt.Errorf("%s.%s: %v", k.Kind, e.Enumerant, err)
				}
				p("\t\t{Name: %q, Value: %d, Params: %s, Capabilities: %s, Extensions: %s, Version: %s},\n",
					e.Enumerant, v, params, caps(e.Capabilities), strs(e.Extensions), ver)
			}
			p("\t}")
		}
		p("},\n")
	}
	p("}\n\n")

	// Extended instruction sets.
	extSet := func(goPrefix, tableName, setName string, g grammar) error {
		p("// The instructions of the %s extended instruction set.\nconst (\n", setName)
		for _, in := range g.Instructions {
			p("\t%s%s uint32 = %d\n", goPrefix, in.Opname, in.Opcode)
		}
		p(")\n\n")
		p("var %s = [...]ExtInstInfo{\n", tableName)
		for _, in := range g.Instructions {
			ops, err := operands(in.Operands)
			if err != nil {
				return fmt.Errorf("%s %s: %v", setName, in.Opname, err)
			}
			p("\t{Opcode: %d, Name: %q, Operands: %s, Capabilities: %s},\n", in.Opcode, in.Opname, ops, caps(in.Capabilities))
		}
		p("}\n\n")
		return nil
	}
	if err := extSet("GLSLstd450", "glslStd450Table", "GLSL.std.450", glsl); err != nil {
		return nil, err
	}
	if err := extSet("NonSemanticDebugPrintf", "debugPrintfTable", "NonSemantic.DebugPrintf", printf); err != nil {
		return nil, err
	}

	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("formatting generated code: %v", err)
	}
	return src, nil
}
