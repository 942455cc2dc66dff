package nvasm

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestRandomPrograms builds random well-formed programs (nested IF and
// counted REP with conditional BRK/CONT/RET/CAL, every instruction family,
// masks, swizzles, condition codes) and checks that each translates, passes
// spirv-val and runs to completion on the interpreter.
func TestRandomPrograms(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 10
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < n; i++ {
		src := randomProgram(r)
		t.Run(fmt.Sprint(i), func(t *testing.T) {
			bin := translateOK(t, "random.nvcp", src)
			p, err := interp.Load(bin)
			if err != nil {
				t.Fatalf("interp.Load: %v\n%s", err, src)
			}
			_, err = p.Run(interp.Config{SubgroupSize: 32, Workgroups: [3]uint32{1, 1, 1},
				Buffers: map[[2]uint32][]byte{{0, 0}: make([]byte, 256)}, PushConstants: make([]byte, 32), NoChecks: true, MaxSteps: 5_000_000})
			if err != nil {
				t.Fatalf("interp.Run: %v\n%s", err, src)
			}
		})
	}
}

var randInsts = []string{
	"MOV.<t><cc> <d>, <s>;", "ADD.<t><cc> <d>, <s>, <s>;", "SUB.<i><cc> <d>, <s>, <s>;",
	"MUL.<t> <d>, <s>, <s>;", "MAD.<t><cc> <d>, <s>, <s>, <s>;", "MIN.<t> <d>, <s>, <s>;",
	"MAX.<t> <d>, <s>, <s>;", "ABS.<t> <d>, <s>;", "SSG.F <d>, <s>;", "CMP.<t> <d>, <s>, <s>, <s>;",
	"SEQ.<t> <d>, <s>, <s>;", "SNE.<t><cc> <d>, <s>, <s>;", "SLT.<t> <d>, <s>, <s>;", "SGE.<t> <d>, <s>, <s>;",
	"DIV.<t> <d>, <s>, <s>;", "MOD.<i> <d>, <s>, <s>;", "SHL.<i> <d>, <s>, <s>;", "SHR.<i> <d>, <s>, <s>;",
	"AND.<i> <d>, <s>, <s>;", "OR.<i> <d>, <s>, <s>;", "XOR.<i><cc> <d>, <s>, <s>;", "NOT.<i> <d>, <s>;",
	"BFE.<i> <d>, <s>, <s>;", "BFI.<i> <d>, <s>, <s>, <s>;", "BFR.<i> <d>, <s>;", "BTC.<i> <d>, <s>;",
	"BTFL.<i> <d>, <s>;", "BTFM.<i> <d>, <s>;", "I2F.<i> <d>, <s>;", "F2I.<i> <d>, <s>;",
	"FLR.<t> <d>, <s>;", "ROUND.<t> <d>, <s>;", "FRC.F <d>, <s>;", "TRUNC.<t> <d>, <s>;",
	"RCP.F <d>, <s>;", "EX2.F <d>, <s>;", "LG2.F <d>, <s>;", "SIN.F <d>, <s>;", "POW.F <d>, <s>, <s>;",
	"DP3.F <d>, <s>, <s>;", "DP4.F.SAT <d>, <s>, <s>;", "LRP.F <d>, <s>, <s>, <s>;",
	"CVT.S32.F32.FLR <d>, <r>;", "CVT.F32.U16 <d>, <r>;", "CVT.S8.S32.SAT <d>, <r>;",
	"MUL.U.HI <d>, <s>, <s>;", "MUL.S24 <d>, <s>, <s>;",
	"LDB.<st> <d>, b[<o>];", "STB.<st> <s>, b[<o>];", "LDS.<st> <d>, sm[<o>];", "STS.<st> <s>, sm[<o>];",
	"ATOMB.<atom> <d>, <s>, b[<o>];", "ATOMS.<atom> <d>, <s>, sm[<o>];",
	"SHFIDX.<t> <d>, <x>, <x>, <x>;", "SHFUP.U <d>, <x>, <x>, <x>;", "SHFDOWN.S <d>, <x>, 3, 0x181f;",
	"SHFXOR.F <d>, <x>, 1, 0x1f;", "TGBALLOT.U <d>, <x>;", "TGALL.S <d>, <s>;", "TGANY.F <d>, <s>;",
	"TGEQ.U <d>, <s>;", "MEMBAR.CTA;", "MEMBAR;",
	"ADD.<t64><cc> <d>, <s>, <s>;", "MUL.<t64> <d>, <s>, <s>;", "MAD.<t64> <d>, <s>, <s>, <s>;",
	"MIN.<t64> <d>, <s>, <s>;", "SLT.<t64><cc> <d>, <s>, <s>;", "DIV.<t64> <d>, <s>, <s>;",
	"MOD.<i64> <d>, <s>, <s>;", "SHL.<i64> <d>, <s>, <s>;", "SHR.<i64> <d>, <s>, <s>;", "XOR.<i64> <d>, <s>, <s>;",
	"I2F.<i64> <d>, <s>;", "FLR.<t64> <d>, <s>;", "RCP.F64 <d>, <s>;", "RSQ.F64 <d>, <s>;", "ABS.<t64> <d>, <s>;",
	"CVT.S64.F32 <d>, <r>;", "CVT.F32.F64 <d>, <r>;", "CVT.U64.S32.SAT <d>, <r>;", "CVT.S16.U64 <d>, <r>;",
	"CVT.F64.S64 <d>, <r>;", "CVT.U32.F64.SAT <d>, <r>;",
	"PK64.U L<l>, <s>;", "UP64.U <d>, L<l>;", "LDB.<st64> <d>, b[<o>];", "STB.<st64> <s>, b[<o>];",
}

func randomProgram(r *rand.Rand) string {
	pick := func(xs ...string) string { return xs[r.Intn(len(xs))] }
	reg := func() string {
		if r.Intn(5) == 0 {
			return fmt.Sprintf("A[%s]", pick("0", "3", "R0.x", "R1.y + 1", "R2.w"))
		}
		if r.Intn(6) == 0 {
			return fmt.Sprintf("L%d", r.Intn(2))
		}
		return fmt.Sprintf("R%d", r.Intn(4))
	}
	swz := func() string { return pick("", ".x", ".y", ".w", ".xyzw", ".wzyx", ".xxyy", ".z") }
	mask := func() string { return pick("", ".x", ".xy", ".yw", ".xyz", ".w") }
	cc := func() string {
		return pick("EQ", "NE", "LT", "GE", "GT", "LE", "TR", "FL", "NE1", "EQ0", "NAN", "CF") + pick("", ".x", ".y", ".xyzw", ".wzyx")
	}
	src := func() string {
		switch r.Intn(7) {
		case 0:
			return pick("1", "2", "0x7fc00000", "{1, 2, 3, 4}", "{0, 1}", "31")
		case 1:
			return pick("invocation.localid", "invocation.globalid.x", "invocation.localindex", "invocation.threadid",
				"invocation.threadltmask", "invocation.warpid", "state.thread.warpsize", "pc[1]", "pc[R0.x]", "program.local[0].y")
		}
		s := reg() + swz()
		switch r.Intn(4) {
		case 0:
			s = "-" + s
		case 1:
			s = "|" + s + "|"
		}
		return s
	}
	scal := func() string {
		if r.Intn(3) == 0 {
			return pick("5", "0x1f", "0x1c03", "7")
		}
		return reg() + pick(".x", ".y", ".z", ".w")
	}
	dst := func() string {
		d := reg() + mask()
		if r.Intn(4) == 0 {
			d += "(" + cc() + ")"
		}
		return d
	}
	inst := func() string {
		s := randInsts[r.Intn(len(randInsts))]
		for strings.Contains(s, "<") {
			i := strings.Index(s, "<")
			j := strings.Index(s[i:], ">") + i
			var v string
			switch s[i+1 : j] {
			case "t":
				v = pick("F", "S", "U")
			case "i":
				v = pick("S", "U")
			case "t64":
				v = pick("F64", "S64", "U64")
			case "i64":
				v = pick("S64", "U64")
			case "l":
				v = pick("0", "1")
			case "st64":
				v = pick("U64", "S64X2", "F64", "F64X2")
			case "cc":
				v = pick("", "", ".CC", ".CC1")
			case "d":
				v = dst()
			case "s":
				v = src()
			case "r":
				v = reg() + swz()
			case "x":
				v = scal()
			case "o":
				v = pick("0", "4", "R0.x", "R1.y + 8", "48", "32", "R3.z + 4000")
			case "st":
				v = pick("U32", "S8", "U16", "F32X2", "U32X4", "S16", "U64")
			case "atom":
				v = pick("ADD.U32", "MIN.S32", "MAX.U32", "IWRAP.U32", "DWRAP.U32", "AND.S32", "OR.U32", "XOR.U32", "EXCH.U32", "CSWAP.U32", "ADD.F32", "EXCH.F32")
			}
			s = s[:i] + v + s[j+1:]
		}
		return s
	}
	var body func(depth, n int, inLoop, sub bool) []string
	body = func(depth, n int, inLoop, sub bool) []string {
		var out []string
		for k := 0; k < n; k++ {
			switch c := r.Intn(12); {
			case c == 0 && depth < 3:
				out = append(out, "IF "+cc()+";")
				out = append(out, body(depth+1, 1+r.Intn(3), inLoop, sub)...)
				if r.Intn(2) == 0 {
					out = append(out, "ELSE;")
					out = append(out, body(depth+1, 1+r.Intn(3), inLoop, sub)...)
				}
				out = append(out, "ENDIF;")
			case c == 1 && depth < 3:
				out = append(out, "REP"+pick(".S", ".U", "")+" "+pick("2", "3", "0")+";")
				out = append(out, body(depth+1, 1+r.Intn(4), true, sub)...)
				out = append(out, "ENDREP;")
			case c == 2 && inLoop:
				out = append(out, pick("BRK", "CONT")+pick("", " ("+cc()+")")+";")
			case c == 3:
				out = append(out, "RET ("+cc()+");")
			case c == 4 && !sub:
				out = append(out, "CAL "+pick("s1", "s2")+pick("", " ("+cc()+")")+";")
			default:
				out = append(out, inst())
			}
		}
		return out
	}
	var b strings.Builder
	b.WriteString(`!!NVcp5.0
OPTION NV_shader_storage_buffer;
OPTION NV_shader_thread_group;
OPTION NV_shader_thread_shuffle;
OPTION NV_shader_atomic_float;
OPTION NV_gpu_program_fp64;
GROUP_SIZE 64;
SHARED_MEMORY 64;
SHARED sm[] = { program.sharedmem };
STORAGE b[] = { program.storage[0] };
PARAM pc[2] = { program.local[0..1] };
TEMP R0, R1, R2, R3, A[4];
LONG TEMP L0, L1;
main:
`)
	for _, l := range body(0, 8+r.Intn(12), false, false) {
		b.WriteString(l + "\n")
	}
	for _, s := range []string{"s1", "s2"} {
		b.WriteString("RET;\n" + s + ":\n")
		for _, l := range body(1, 2+r.Intn(5), false, true) {
			b.WriteString(l + "\n")
		}
	}
	b.WriteString("END\n")
	return b.String()
}
