package spirv

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
)

// The grammar entries of internal/gen/supplement.json are newer than the
// installed SPIRV-Tools 2023.1: its spirv-dis rejects them, so the probes
// that compare with it leave them out. (Their disassembly is checked by
// the tests of the compiler that emits them.)
func init() {
	data, err := os.ReadFile(filepath.Join("internal", "gen", "supplement.json"))
	if err != nil {
		panic(err)
	}
	var g struct {
		Instructions []struct {
			Opcode uint32 `json:"opcode"`
		} `json:"instructions"`
		OperandKinds []struct {
			Kind       string `json:"kind"`
			Enumerants []struct {
				Value json.RawMessage `json:"value"`
			} `json:"enumerants"`
		} `json:"operand_kinds"`
	}
	if err := json.Unmarshal(data, &g); err != nil {
		panic(err)
	}
	for _, in := range g.Instructions {
		if Op(in.Opcode) != OpTypeFloat { // extended with an optional operand only
			probeSkipOps[Op(in.Opcode)] = true
		}
	}
	for _, k := range g.OperandKinds {
		kind, ok := kindByName(k.Kind)
		if !ok {
			panic("supplement: unknown kind " + k.Kind)
		}
		if probeSkipValues[kind] == nil {
			probeSkipValues[kind] = map[uint32]bool{}
		}
		for _, e := range k.Enumerants {
			var n uint32
			if err := json.Unmarshal(e.Value, &n); err != nil {
				var s string
				_ = json.Unmarshal(e.Value, &s)
				v, err := strconv.ParseUint(s, 0, 32)
				if err != nil {
					panic(err)
				}
				n = uint32(v)
			}
			probeSkipValues[kind][n] = true
		}
	}
}

func kindByName(name string) (OperandKind, bool) {
	for k := OperandKind(0); k < numOperandKinds; k++ {
		if k.Info().Name == name {
			return k, true
		}
	}
	return 0, false
}
