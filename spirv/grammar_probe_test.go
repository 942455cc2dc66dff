package spirv

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
)

// probeGen writes instructions with made-up but well-formed operands for
// every opcode and enumerant of the grammar, so that the disassembler can
// be compared with spirv-dis across the whole grammar, not just what
// glslang happens to emit.
type probeGen struct {
	next    uint32
	intType uint32 // %1 = OpTypeInt 32 0
	extSet  uint32 // %2 = OpExtInstImport "NonSemantic.Probe"
	target  OperandKind
	value   uint32 // the value used for operands of kind target
}

func (g *probeGen) id() uint32 { g.next++; return g.next }

// enumValue picks the value for an enum operand of kind k.
func (g *probeGen) enumValue(k OperandKind) uint32 {
	if k == g.target {
		return g.value
	}
	if k.Info().Category == CategoryBitEnum {
		return 0
	}
	return k.Info().Enumerants[0].Value
}

// operand appends words for one operand of kind k.
func (g *probeGen) operand(out []uint32, op Op, k OperandKind) []uint32 {
	switch k {
	case KindIdResultType:
		return append(out, g.intType)
	case KindIdResult:
		return append(out, g.id())
	case KindIdRef, KindIdScope, KindIdMemorySemantics:
		if op == OpExtInst && len(out) == 3 {
			return append(out, g.extSet)
		}
		return append(out, g.intType)
	case KindLiteralInteger:
		return append(out, 7)
	case KindLiteralString:
		if op == OpExtInstImport {
			return append(out, StringWords("NonSemantic.s")...)
		}
		return append(out, StringWords("s")...)
	case KindLiteralContextDependentNumber:
		return append(out, 5)
	case KindLiteralExtInstInteger:
		return append(out, 3)
	case KindLiteralSpecConstantOpInteger:
		return append(out, uint32(OpIAdd), g.intType, g.intType)
	case KindPairLiteralIntegerIdRef, KindPairIdRefLiteralInteger, KindPairIdRefIdRef:
		return append(out, g.intType, g.intType)
	}
	v := g.enumValue(k)
	out = append(out, v)
	ki := k.Info()
	if ki.Category == CategoryBitEnum {
		for m := v; m != 0; m &= m - 1 {
			e, _ := k.Enumerant(m & -m)
			out = g.params(out, op, e)
		}
		return out
	}
	e, _ := k.Enumerant(v)
	return g.params(out, op, e)
}

func (g *probeGen) params(out []uint32, op Op, e *EnumerantInfo) []uint32 {
	for _, p := range e.Params {
		if p.Quant != Optional {
			out = g.operand(out, op, p.Kind)
		}
	}
	return out
}

// inst makes one instruction of info: operands of quantity One always,
// Optional ones up to the last operand that mentions the target kind.
func (g *probeGen) inst(info *InstInfo, withOptional int) []uint32 {
	out := []uint32{0}
	for i, sp := range info.Operands {
		if sp.Quant == One || (sp.Quant == Optional && i <= withOptional) {
			out = g.operand(out, info.Op, sp.Kind)
		}
	}
	out[0] = uint32(len(out))<<16 | uint32(info.Op)
	return out
}

func (g *probeGen) module(body []uint32) []byte {
	w := []uint32{MagicNumber, Version1_6, 0, g.next + 1, 0}
	w = append(w, 4<<16|uint32(OpTypeInt), g.intType, 32, 0)
	w = append(w, mk(OpExtInstImport, append([]uint32{g.extSet}, StringWords("NonSemantic.Probe")...)...)...)
	return Encode(append(w, body...))
}

func newProbeGen() *probeGen {
	return &probeGen{next: 2, intType: 1, extSet: 2, target: numOperandKinds}
}

func compareWithSpirvDis(t *testing.T, what string, data []byte) {
	t.Helper()
	for _, raw := range []bool{true, false} {
		var flags []string
		if raw {
			flags = []string{"--raw-id"}
		}
		want, err := spirvDis(t, data, flags...)
		if err != nil {
			t.Errorf("%s: %v", what, err)
			return
		}
		got, err := DisassembleBytes(data, DisOptions{RawIDs: raw})
		if err != nil {
			t.Errorf("%s: %v", what, err)
			return
		}
		if got != want {
			t.Errorf("%s (raw ids %v): %s", what, raw, firstDiff(got, want))
		}
	}
}

// probeSkipOps and probeSkipValues are opcodes and enumerants of the
// installed grammar that SPIRV-Tools 2023.1 does not know.
var (
	probeSkipOps    = map[Op]bool{}
	probeSkipValues = map[OperandKind]map[uint32]bool{
		KindCapability:    {uint32(CapabilityUniformDecoration): true},
		KindImageOperands: {uint32(ImageOperandsNontemporal): true},
	}
)

// The supplement (internal/gen/supplement.json) adds extensions that
// SPIRV-Tools 2023.1 predates: its instructions and enumerants are not
// compared with spirv-dis (asm_test and the interpreter tests cover them).
func init() {
	data, err := os.ReadFile("internal/gen/supplement.json")
	if err != nil {
		return
	}
	var sup struct {
		Instructions []struct {
			Opname string
			Opcode uint32
		}
		OperandKinds []struct {
			Kind       string
			Enumerants []struct{ Value json.RawMessage }
		} `json:"operand_kinds"`
	}
	if json.Unmarshal(data, &sup) != nil {
		return
	}
	for _, in := range sup.Instructions {
		if in.Opcode != uint32(OpTypeFloat) {
			probeSkipOps[Op(in.Opcode)] = true
		}
	}
	for _, k := range sup.OperandKinds {
		kind := OperandKind(0)
		for ; kind < numOperandKinds && kind.Info().Name != k.Kind; kind++ {
		}
		if probeSkipValues[kind] == nil {
			probeSkipValues[kind] = map[uint32]bool{}
		}
		for _, e := range k.Enumerants {
			v, err := strconv.ParseUint(strings.Trim(string(e.Value), `"`), 0, 32)
			if err == nil {
				probeSkipValues[kind][uint32(v)] = true
			}
		}
	}
}

// TestProbeAllOpcodes disassembles one instruction of every opcode.
func TestProbeAllOpcodes(t *testing.T) {
	g := newProbeGen()
	var body []uint32
	seen := map[Op]bool{}
	for i := range instTable {
		info := &instTable[i]
		if seen[info.Op] || probeSkipOps[info.Op] {
			continue
		}
		seen[info.Op] = true
		body = append(body, g.inst(info, -1)...)
	}
	compareWithSpirvDis(t, "all opcodes", g.module(body))
}

// carrier finds an instruction with an operand of kind k, and the index of
// that operand.
func carrier(k OperandKind) (*InstInfo, int) {
	for i := range instTable {
		for j, sp := range instTable[i].Operands {
			if sp.Kind == k && sp.Quant != Variadic && !probeSkipOps[instTable[i].Op] {
				return &instTable[i], j
			}
		}
	}
	return nil, 0
}

// TestProbeAllEnumerants disassembles every value of every enumerated
// operand kind that an instruction or an enumerant parameter can carry.
func TestProbeAllEnumerants(t *testing.T) {
	for k := OperandKind(0); k < numOperandKinds; k++ {
		ki := k.Info()
		if ki.Category != CategoryValueEnum && ki.Category != CategoryBitEnum {
			continue
		}
		g := newProbeGen()
		g.target = k
		info, at := carrier(k)
		via := ""
		if info == nil {
			// Reach k through an enumerant parameter of another kind.
			for p := OperandKind(0); p < numOperandKinds && info == nil; p++ {
				for _, e := range p.Info().Enumerants {
					for _, prm := range e.Params {
						if prm.Kind == k {
							if ci, cat := carrier(p); ci != nil {
								info, at = ci, cat
								via = p.String() + " " + e.Name
								g.target, g.value = p, e.Value
							}
						}
					}
					if info != nil {
						break
					}
				}
			}
		}
		if info == nil {
			t.Logf("%s: no instruction carries it", ki.Name)
			continue
		}
		var body []uint32
		done := map[uint32]bool{}
		n := 0
		var single [][]uint32
		for _, e := range ki.Enumerants {
			if done[e.Value] || probeSkipValues[k][e.Value] || (ki.Category == CategoryBitEnum && e.Value&(e.Value-1) != 0) {
				continue
			}
			done[e.Value] = true
			if via != "" {
				pg := *g
				pg.target, pg.value = k, e.Value
				// The parent enumerant's operand gets its value through a
				// nested target: generate with both.
				w := pg.viaInst(info, at, g.target, g.value)
				body = append(body, w...)
				single = append(single, w)
				g.next = pg.next
			} else {
				g.value = e.Value
				w := g.inst(info, at)
				body = append(body, w...)
				single = append(single, w)
			}
			n++
		}
		what := ki.Name + " via " + info.Name
		if via != "" {
			what += " " + via
		}
		if _, err := spirvDis(t, g.module(body)); err != nil {
			for _, w := range single {
				if _, err := spirvDis(t, g.module(w)); err != nil {
					t.Errorf("%s: %v: %x", what, err, w)
				}
			}
			continue
		}
		compareWithSpirvDis(t, what, g.module(body))
	}
}

// viaInst makes an instruction of info whose operand of kind parent is
// value parentValue; operands of kind g.target inside its parameters take
// g.value.
func (g *probeGen) viaInst(info *InstInfo, at int, parent OperandKind, parentValue uint32) []uint32 {
	out := []uint32{0}
	for i, sp := range info.Operands {
		if !(sp.Quant == One || (sp.Quant == Optional && i <= at)) {
			continue
		}
		if sp.Kind == parent {
			out = append(out, parentValue)
			e, _ := parent.Enumerant(parentValue)
			out = g.params(out, info.Op, e)
			continue
		}
		out = g.operand(out, info.Op, sp.Kind)
	}
	out[0] = uint32(len(out))<<16 | uint32(info.Op)
	return out
}

func TestProbeGeneratorNames(t *testing.T) {
	var b strings.Builder
	_ = b
	for _, tool := range []uint32{0, 7, 8, 36, 37, 0xffff} {
		w := []uint32{MagicNumber, Version1_3, tool<<16 | 3, 1, 0}
		compareWithSpirvDis(t, "generator "+itoa(tool), Encode(w))
	}
}
