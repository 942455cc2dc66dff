package nvisa

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	for _, m := range []string{
		"MOV.U", "MOV.F.SAT", "MUL.HI.S", "MUL.S24", "ADD.S64", "CMP.S64", "DP3.F", "RSQ.F", "PK64.U64", "UP64.U32",
		"LDB.F32X4", "STS.U32", "ATOMB.ADD.U32", "ATOMS.CSWAP.U32", "CVT.F32.S32", "CVT.S32.F32.TRUNC",
		"IF", "ENDIF", "REP", "REP.S", "BRK", "CAL", "RET", "BAR", "MEMBAR", "MEMBAR.CTA", "SHFXOR.U", "TGBALLOT.U",
	} {
		if err := Check(m); err != nil {
			t.Errorf("%s: %v", m, err)
		}
	}
	for m, want := range map[string]string{
		"MOVE.U":        "unknown instruction",
		"MOV.Q":         "unknown modifier 'Q'",
		"SSG.S":         "not allowed on SSG",   // SSG is float only
		"LRP.F64":       "not allowed on LRP",   // no 64-bit form
		"MUL.HI.F":      "need an integer type", // .HI needs S or U
		"MOV.S.SAT":     "need a float result",
		"LDB":           "needs a storage modifier",
		"LDB.F16":       "mem_extended",
		"ATOMB.U32":     "needs an atomic operation",
		"ATOMB.MIN.F32": "not allowed for ATOMB.MIN",
		"CVT.F32":       "destination and a source",
		"CVT.F32X2.S32": "not allowed on CVT",
		"MEMBAR.GL":     "not allowed on MEMBAR",
		"BAR.CTA":       "not allowed on BAR",
		"STB.U32.CC":    "not allowed on STB",
		"MOV.U.U":       "not allowed on MOV",
		"ADD.F32X4":     "not allowed on ADD",
		"MUL.S24.U":     "take no data type modifier",
	} {
		err := Check(m)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: error %v, want one containing %q", m, err, want)
		}
	}
}

func TestDecode(t *testing.T) {
	d, err := Decode("MUL", []string{"HI", "U", "CC1"})
	if err != nil || d.Type != "U" || d.Hi != 1 || d.SetCC != 1 {
		t.Errorf("MUL.HI.U.CC1: %+v, %v", d, err)
	}
	d, err = Decode("ATOMS", []string{"EXCH", "F32"})
	if err != nil || d.Atom != "EXCH" || d.St.Size != 4 || !d.St.Float {
		t.Errorf("ATOMS.EXCH.F32: %+v, %v", d, err)
	}
	d, err = Decode("SHL", nil)
	if err != nil || d.Type != "S" {
		t.Errorf("SHL defaults to S: %+v, %v", d, err)
	}
	if _, err := Decode("MOV", []string{"U", "X"}); err.(*ModError).Mod != 1 {
		t.Errorf("the error names modifier 1: %v", err)
	}
}
