package nvasm

import (
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

const hdr = "!!NVcp5.0\nOPTION NV_shader_storage_buffer;\n"

// TestLoadErrors checks every load-time error: its line, column and
// message (the first error reported).
func TestLoadErrors(t *testing.T) {
	for _, c := range []struct {
		name, src, want string
	}{
		{"no GROUP_SIZE", hdr + "TEMP R;\nMOV R, 1;\nEND\n",
			"e.nvcp:5:1: error: program has no GROUP_SIZE statement"},
		{"two GROUP_SIZE", hdr + "GROUP_SIZE 8;\nGROUP_SIZE 4 2;\nEND\n",
			"e.nvcp:4:1: error: more than one GROUP_SIZE statement"},
		{"GROUP_SIZE too big", hdr + "GROUP_SIZE 64 32;\nEND\n",
			"e.nvcp:3:1: error: GROUP_SIZE 64x32x1 has more than 1024 invocations"},
		{"two SHARED_MEMORY", hdr + "GROUP_SIZE 8;\nSHARED_MEMORY 16;\nSHARED_MEMORY 32;\nEND\n",
			"e.nvcp:5:1: error: more than one SHARED_MEMORY statement"},
		{"LDS without SHARED_MEMORY", hdr + "GROUP_SIZE 8;\nTEMP R;\n  LDS.U32 R, s[0];\nEND\n",
			"e.nvcp:5:3: error: LDS without a SHARED_MEMORY statement"},
		{"SHARED without SHARED_MEMORY", hdr + "GROUP_SIZE 8;\nSHARED s[] = { program.sharedmem };\nEND\n",
			"e.nvcp:4:1: error: SHARED without a SHARED_MEMORY statement"},
		{"STS beyond SHARED_MEMORY", hdr + "GROUP_SIZE 8;\nSHARED_MEMORY 16;\nSHARED s[] = { program.sharedmem };\nTEMP R;\nSTS.U32 R, s[12];\nSTS.U32X2 R, s[12];\nEND\n",
			"e.nvcp:8:14: error: shared memory access of 8 bytes at offset 12 is beyond SHARED_MEMORY 16"},
		{"SHF without option", hdr + "GROUP_SIZE 32;\nTEMP R;\nSHFIDX.U R.xy, R.x, 0, 31;\nEND\n",
			"e.nvcp:5:1: error: SHFIDX requires OPTION NV_shader_thread_shuffle"},
		{"STORAGE without option", "!!NVcp5.0\nGROUP_SIZE 1;\nSTORAGE b[] = { program.storage[0] };\nEND\n",
			"e.nvcp:3:1: error: STORAGE requires OPTION NV_shader_storage_buffer"},
		{"LDB without option", "!!NVcp5.0\nGROUP_SIZE 1;\nTEMP R;\nLDB.U32 R, b[0];\nEND\n",
			"e.nvcp:4:1: error: LDB requires OPTION NV_shader_storage_buffer"},
		{"atomic modifier not allowed", hdr + "GROUP_SIZE 1;\nSTORAGE b[] = { program.storage[0] };\nTEMP R;\nATOMB.MIN.F32 R, R, b[0];\nEND\n",
			"e.nvcp:6:11: error: storage modifier F32 is not allowed for ATOMB.MIN"},
		{"IWRAP signed", hdr + "GROUP_SIZE 1;\nSTORAGE b[] = { program.storage[0] };\nTEMP R;\nATOMB.IWRAP.S32 R, R, b[0];\nEND\n",
			"e.nvcp:6:13: error: storage modifier S32 is not allowed for ATOMB.IWRAP"},
		{"float atomic without option", hdr + "GROUP_SIZE 1;\nSTORAGE b[] = { program.storage[0] };\nTEMP R;\nATOMB.ADD.F32 R, R, b[0];\nEND\n",
			"e.nvcp:6:11: error: ATOMB.ADD.F32 requires OPTION NV_shader_atomic_float"},
		{"atomic without op", hdr + "GROUP_SIZE 1;\nSTORAGE b[] = { program.storage[0] };\nTEMP R;\nATOMB.U32 R, R, b[0];\nEND\n",
			"e.nvcp:6:1: error: ATOMB needs an atomic operation (ADD, MIN, MAX, IWRAP, DWRAP, AND, OR, XOR, EXCH, CSWAP)"},
		{"REP without BRK", hdr + "GROUP_SIZE 1;\nTEMP R;\nREP;\n  ADD R, R, 1;\nENDREP;\nEND\n",
			"e.nvcp:5:1: error: REP without a loop count needs a BRK or RET"},
		{"REP with inner BRK only", hdr + "GROUP_SIZE 1;\nTEMP R;\nREP;\n REP;\n  BRK;\n ENDREP;\nENDREP;\nEND\n",
			"e.nvcp:5:1: error: REP without a loop count needs a BRK or RET"},
		{"unknown instruction", hdr + "GROUP_SIZE 1;\nTEMP R;\n  FOO R, R;\nEND\n",
			"e.nvcp:5:3: error: unknown instruction 'FOO'"},
		{"unknown modifier", hdr + "GROUP_SIZE 1;\nTEMP R;\nADD.Q R, R, R;\nEND\n",
			"e.nvcp:5:5: error: unknown modifier 'Q' on ADD"},
		{"modifier not allowed", hdr + "GROUP_SIZE 1;\nTEMP R;\nAND.F R, R, R;\nEND\n",
			"e.nvcp:5:5: error: modifier 'F' is not allowed on AND"},
		{"unknown storage modifier", hdr + "GROUP_SIZE 1;\nSTORAGE b[] = { program.storage[0] };\nTEMP R;\nLDB.U24 R, b[0];\nEND\n",
			"e.nvcp:6:5: error: unknown storage modifier 'U24' on LDB"},
		{"undeclared register", hdr + "GROUP_SIZE 1;\nTEMP R;\nMOV R, R9;\nEND\n",
			"e.nvcp:5:8: error: undeclared name 'R9'"},
		{"unknown binding", hdr + "GROUP_SIZE 1;\nTEMP R;\nMOV.U R, invocation.laneid;\nEND\n",
			"e.nvcp:5:21: error: unknown binding 'invocation.laneid'"},
		{"thread group binding without option", hdr + "GROUP_SIZE 1;\nTEMP R;\nMOV.U R, invocation.threadid;\nEND\n",
			"e.nvcp:5:21: error: invocation.threadid requires OPTION NV_shader_thread_group"},
		{"missing END", hdr + "GROUP_SIZE 1;\nTEMP R;\nMOV R, 1;\n",
			"e.nvcp:6:1: error: missing END"},
		{"syntax: missing semicolon", hdr + "GROUP_SIZE 1;\nTEMP R;\nMOV R, 1\nEND\n",
			"e.nvcp:6:1: error: expected ';', found 'END'"},
		{"syntax: bad swizzle", hdr + "GROUP_SIZE 1;\nTEMP R;\nMOV R, R.xq;\nEND\n",
			"e.nvcp:5:10: error: bad swizzle '.xq'"},
		{"syntax: bad write mask", hdr + "GROUP_SIZE 1;\nTEMP R;\nMOV R.yx, R;\nEND\n",
			"e.nvcp:5:7: error: bad write mask '.yx'"},
		{"no header", "GROUP_SIZE 1;\nEND\n",
			"e.nvcp:1:1: error: program must start with !!NVcp5.0, found 'GROUP_SIZE'"},
		{"text after END", hdr + "GROUP_SIZE 1;\nEND\nMOV R, R;\n",
			"e.nvcp:5:1: error: text after END"},
		{"OPTION late", "!!NVcp5.0\nGROUP_SIZE 1;\nOPTION NV_shader_thread_group;\nEND\n",
			"e.nvcp:3:8: error: OPTION must come before every other statement"},
		{"unknown OPTION", "!!NVcp5.0\nOPTION NV_foo;\nGROUP_SIZE 1;\nEND\n",
			"e.nvcp:2:8: error: unknown OPTION 'NV_foo'"},
		{"ELSE without IF", hdr + "GROUP_SIZE 1;\nELSE;\nEND\n",
			"e.nvcp:4:1: error: ELSE without a matching IF"},
		{"ENDREP closing IF", hdr + "GROUP_SIZE 1;\nIF NE.x;\nENDREP;\nENDIF;\nEND\n",
			"e.nvcp:5:1: error: ENDREP without a matching REP"},
		{"IF not closed", hdr + "GROUP_SIZE 1;\nIF NE.x;\nEND\n",
			"e.nvcp:4:1: error: IF without a matching ENDIF"},
		{"BRK outside REP", hdr + "GROUP_SIZE 1;\nBRK;\nEND\n",
			"e.nvcp:4:1: error: BRK outside a REP loop"},
		{"undeclared label", hdr + "GROUP_SIZE 1;\nCAL sub;\nEND\n",
			"e.nvcp:4:5: error: undeclared label 'sub'"},
		{"recursion", hdr + "GROUP_SIZE 1;\nmain:\nCAL f;\nRET;\nf:\nCAL f;\nRET;\nEND\n",
			"e.nvcp:8:1: error: recursive CAL of 'f' is not supported"},
		{"write to PARAM", hdr + "GROUP_SIZE 1;\nPARAM p = 1;\nMOV p, 2;\nEND\n",
			"e.nvcp:5:5: error: 'p' is not a TEMP and cannot be written"},
		{"redeclared", hdr + "GROUP_SIZE 1;\nTEMP R;\nTEMP R;\nEND\n",
			"e.nvcp:5:6: error: 'R' is already declared at 4:6"},
		{"unknown condition", hdr + "GROUP_SIZE 1;\nTEMP R;\nMOV R(XX), 1;\nEND\n",
			"e.nvcp:5:7: error: unknown condition code test 'XX'"},
		{"PK64 into a TEMP", hdr + "OPTION NV_gpu_program_fp64;\nGROUP_SIZE 1;\nTEMP R;\nPK64.U R, R;\nEND\n",
			"e.nvcp:6:8: error: PK64 must write a LONG TEMP"},
		{"UP64 of a TEMP", hdr + "GROUP_SIZE 1;\nTEMP R;\nUP64.U R, R;\nEND\n",
			"e.nvcp:5:11: error: UP64 must read a LONG TEMP"},
		{"64-bit type not allowed", hdr + "GROUP_SIZE 1;\nTEMP R;\nBFE.U64 R, R, R;\nEND\n",
			"e.nvcp:5:5: error: modifier 'U64' is not allowed on BFE"},
		{"bad character", hdr + "GROUP_SIZE 1;\n@\nEND\n",
			"e.nvcp:4:1: error: unexpected character '@'"},
		{"buffer array without buffer index", hdr + "GROUP_SIZE 1;\nSTORAGE c[] = { program.storage[0..1] };\nTEMP R;\nLDB.U32 R, c;\nEND\n",
			"e.nvcp:6:12: error: 'c' is a buffer array: index it as c[buffer] or c[buffer][offset] with a constant buffer"},
		{"storage items not consecutive", hdr + "GROUP_SIZE 1;\nSTORAGE h[] = { program.storage[0][0..3], program.storage[0][8..11] };\nEND\n",
			"e.nvcp:4:43: error: items must name consecutive elements"},
		{"shared binding beyond SHARED_MEMORY", hdr + "GROUP_SIZE 1;\nSHARED_MEMORY 8;\nSHARED s[] = { program.sharedmem[4..11] };\nEND\n",
			"e.nvcp:5:16: error: shared memory elements 4..11 are beyond SHARED_MEMORY 8"},
		{"TEMP index out of range", hdr + "GROUP_SIZE 1;\nTEMP R, a[4];\nMOV R, a[4];\nEND\n",
			"e.nvcp:5:8: error: index 4 out of range for 'a[4]'"},
		{"array without index", hdr + "GROUP_SIZE 1;\nTEMP R, a[4];\nMOV a, R;\nEND\n",
			"e.nvcp:5:5: error: array 'a' needs an index"},
		{"memory as an operand", hdr + "GROUP_SIZE 1;\nSTORAGE b[] = { program.storage[0] };\nTEMP R;\nMOV R, b[0];\nEND\n",
			"e.nvcp:6:8: error: 'b' is memory: access it with LDB, STB, ATOMB, LDS, STS or ATOMS"},
		{"float constant as integer", hdr + "GROUP_SIZE 1;\nTEMP R;\nADD.S R, R, 1.5;\nEND\n",
			"e.nvcp:5:13: error: floating-point constant used as an integer"},
		{"negative constant as unsigned", hdr + "GROUP_SIZE 1;\nTEMP R;\nADD.U R, R, {1, -2};\nEND\n",
			"e.nvcp:5:13: error: negative constant used as an unsigned integer"},
		{"constant too large for signed", hdr + "GROUP_SIZE 1;\nTEMP R;\nMOV.S R, 0x80000000;\nEND\n",
			"e.nvcp:5:10: error: constant too large for a signed integer"},
		{"INT PARAM with a float", hdr + "GROUP_SIZE 1;\nINT PARAM k = {1, 2.5};\nEND\n",
			"e.nvcp:4:15: error: floating-point constant used as an integer"},
		{"SSG integer", hdr + "GROUP_SIZE 1;\nTEMP R;\nSSG.S R, R;\nEND\n",
			"e.nvcp:5:5: error: modifier 'S' is not allowed on SSG"},
		{"S24 with a type", hdr + "GROUP_SIZE 1;\nTEMP R;\nMUL.S24.S R, R, R;\nEND\n",
			"e.nvcp:5:9: error: MUL.S24 and MUL.U24 take no data type modifier"},
		{"SAT on an integer result", hdr + "GROUP_SIZE 1;\nTEMP R;\nFLR.S.SAT R, R;\nEND\n",
			"e.nvcp:5:1: error: .SAT and .SSAT need a float result on FLR"},
		{"CVT with negation", hdr + "GROUP_SIZE 1;\nTEMP R;\nCVT.S32.F32 R, -R;\nEND\n",
			"e.nvcp:5:16: error: CVT takes no negation or absolute value on its operand"},
		{"64-bit AND atomic", hdr + "GROUP_SIZE 1;\nSTORAGE b[] = { program.storage[0] };\nTEMP R;\nATOMB.AND.U64 R, R, b[0];\nEND\n",
			"e.nvcp:6:11: error: storage modifier U64 is not allowed for ATOMB.AND"},
		{"CVT without types", hdr + "GROUP_SIZE 1;\nTEMP R;\nCVT.F32 R, R;\nEND\n",
			"e.nvcp:5:1: error: CVT needs a destination and a source storage type"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var dl diag.List
			if bin := Translate("e.nvcp", []byte(c.src), Options{}, &dl); bin != nil {
				t.Fatalf("translated a bad program")
			}
			if len(dl.Diags) == 0 {
				t.Fatalf("no diagnostic")
			}
			if got := dl.Diags[0].String(); got != c.want {
				var all []string
				for _, d := range dl.Diags {
					all = append(all, d.String())
				}
				t.Errorf("got  %s\nwant %s\nall:\n%s", got, c.want, strings.Join(all, "\n"))
			}
		})
	}
}

// TestCalleeBeforeCaller: a routine placed before the routine that calls
// it is not recursion (a called routine returns at the next label).
func TestCalleeBeforeCaller(t *testing.T) {
	src := hdr + "GROUP_SIZE 1;\nSTORAGE o[] = { program.storage[0] };\nTEMP R;\nmain:\nMOV.U R, 1;\nCAL g;\nSTB.U32 R.x, o[0];\nRET;\nf:\nADD.U R, R, 10;\ng:\nADD.U R, R, 100;\nCAL f;\nRET;\nEND\n"
	bin := translateOK(t, "order.nvcp", src)
	for _, sg := range sizes {
		out := run(t, bin, runCase{sg: sg, groups: [3]uint32{1, 1, 1}, bufs: map[[2]uint32][]byte{{0, 0}: u32b(0)}})
		wantWords(t, "o", out[[2]uint32{0, 0}], []uint32{111})
	}
}
