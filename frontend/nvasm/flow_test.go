package nvasm

import (
	"testing"
)

// TestFlowShapes translates unusual but legal flow shapes (dead code after
// jumps, jumps in both branches, empty bodies, returns deep inside loops
// of subroutines) and checks them with spirv-val and a run; each program
// stores 1 into word 0 when it gets to its end (one invocation: several
// storing to one word would race).
func TestFlowShapes(t *testing.T) {
	const pre = hdr + "GROUP_SIZE 1;\nSTORAGE o[] = { program.storage[0] };\nTEMP R, C;\nMOV.S.CC C, {1, 0, -1, 0};\n"
	const done = "STB.U32 1, o[0];\nEND\n"
	for _, c := range []struct {
		name, body string
		want       uint32
		tail       string
	}{
		{"empty", "", 1, ""},
		{"two BRKs", "REP;\nBRK;\nBRK;\nADD.U R, R, 1;\nENDREP;\n", 1, ""},
		{"BRK in both branches", "REP;\nIF NE.x;\nBRK;\nELSE;\nBRK;\nENDIF;\nENDREP;\n", 1, ""},
		{"empty IF and ELSE", "IF EQ.y;\nELSE;\nENDIF;\nIF NE;\nENDIF;\n", 1, ""},
		{"empty counted REP", "REP 4;\nENDREP;\n", 1, ""},
		{"CONT first", "MOV.U R, 0;\nREP 3;\nADD.U R.x, R.x, 1;\nCONT;\nADD.U R.x, R.x, 100;\nENDREP;\nSEQ.U.CC R.y, R.x, 3;\nRET (EQ.y);\n", 1, ""},
		{"RET after ELSE", "IF EQ.x;\nRET;\nELSE;\nENDIF;\n", 1, ""},
		{"RET in both", "IF EQ.x;\nRET;\nELSE;\nRET;\nENDIF;\n", 0, ""},
		{"deep RET in sub", "CAL f;\n", 1, "STB.U32 1, o[0];\nRET;\nf:\nREP;\nREP 2;\nIF NE.x;\nRET;\nENDIF;\nENDREP;\nBRK;\nENDREP;\nRET;\nEND\n"},
		{"CAL in loop", "MOV.U R, 0;\nREP 5;\nCAL g (NE.z);\nENDREP;\nSEQ.U.CC R.y, R.x, 5;\nRET (EQ.y);\n", 1, "STB.U32 1, o[0];\nRET;\ng:\nADD.U R.x, R.x, 1;\nRET;\nEND\n"},
		{"nested BRK CONT", "MOV.U R, 0;\nREP 3;\nREP;\nADD.U.CC R.x, R.x, 1;\nCONT (EQ.x);\nBRK (NE.x);\nENDREP;\nCONT (NE.x);\nENDREP;\n", 1, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			tail := c.tail
			if tail == "" {
				tail = done
			}
			src := pre + c.body + tail
			bin := translateOK(t, "shape.nvcp", src)
			for _, sg := range sizes {
				out := run(t, bin, runCase{sg: sg, groups: [3]uint32{1, 1, 1},
					bufs: map[[2]uint32][]byte{{0, 0}: u32b(0)}})
				wantWords(t, "o", out[[2]uint32{0, 0}], []uint32{c.want})
			}
		})
	}
}
