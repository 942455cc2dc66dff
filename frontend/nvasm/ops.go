package nvasm

import "strings"

// valType is the data type an instruction reads and writes its operands in.
type valType int

const (
	tyF valType = iota
	tyS
	tyU
	tyF64
	tyS64
	tyU64
)

func (t valType) String() string { return [...]string{"F", "S", "U", "F64", "S64", "U64"}[t] }

// is64 reports a 64-bit type.
func (t valType) is64() bool { return t >= tyF64 }

// base is the 32-bit type of the same kind.
func (t valType) base() valType {
	if t >= tyF64 {
		return t - 3
	}
	return t
}

// width returns the type of the same kind with 64-bit components when
// w64, else 32-bit ones.
func (t valType) width(w64 bool) valType {
	if w64 {
		return t.base() + 3
	}
	return t.base()
}

// bits is the component size of t.
func (t valType) bits() uint32 {
	if t.is64() {
		return 64
	}
	return 32
}

type opKind int

const (
	kALU    opKind = iota // vector operation: dst, n sources
	kScalar               // scalar operation, result replicated
	kCvt                  // CVT.<dst>.<src>
	kLoad                 // LDB, LDS: dst, mem
	kStore                // STB, STS: value, mem
	kAtom                 // ATOMB, ATOMS: dst, value, mem
	kShf                  // SHF*: dst, value, index, mask
	kTG                   // TGBALLOT, TGALL, TGANY, TGEQ: dst, value
	kFlow                 // IF ELSE ENDIF REP ENDREP BRK CONT CAL RET
	kBar                  // BAR, MEMBAR
)

const (
	aF = 1 << iota // types allowed
	aS
	aU
	aCC  // .CC allowed
	aSat // .SAT/.SSAT allowed (float)
	aMul // .HI/.S24/.U24
	aDefS
	aMemB // storage buffer (needs NV_shader_storage_buffer)
	aMemS // shared memory
	a64   // 64-bit type modifiers allowed (the "6" of the NV_gpu_program5 table)
)

const aInt = aS | aU | aDefS
const aAll = aF | aS | aU

type opInfo struct {
	name  string
	kind  opKind
	nsrc  int
	flags int
}

var opTable = map[string]*opInfo{}

func init() {
	add := func(kind opKind, nsrc, flags int, names ...string) {
		for _, n := range names {
			opTable[n] = &opInfo{name: n, kind: kind, nsrc: nsrc, flags: flags}
		}
	}
	add(kALU, 1, aAll|aCC|aSat|a64, "MOV", "ABS", "FLR", "CEIL", "TRUNC", "ROUND")
	add(kALU, 1, aF|aCC|aSat|a64, "SSG", "FRC")
	add(kALU, 2, aAll|aCC|aSat|a64, "ADD", "SUB", "MIN", "MAX", "SEQ", "SNE", "SLT", "SLE", "SGT", "SGE", "SFL", "STR", "DIV")
	add(kALU, 2, aAll|aCC|aSat|aMul|a64, "MUL")
	add(kALU, 3, aAll|aCC|aSat|a64, "MAD", "CMP")
	add(kALU, 3, aF|aCC|aSat, "LRP")
	add(kALU, 2, aInt|aCC|a64, "SHL", "SHR", "AND", "OR", "XOR", "MOD")
	add(kALU, 2, aInt|aCC, "BFE")
	add(kALU, 1, aInt|aCC|a64, "NOT", "I2F")
	add(kALU, 1, aInt|aCC, "BFR", "BTC", "BTFL", "BTFM", "F2I")
	add(kALU, 3, aInt|aCC, "BFI")
	add(kALU, 2, aF|aCC|aSat, "DP2", "DP3", "DP4")
	add(kALU, 1, aAll|a64, "PK64", "UP64")
	add(kScalar, 1, aF|aCC|aSat|a64, "RCP", "RSQ")
	add(kScalar, 1, aF|aCC|aSat, "EX2", "LG2", "SIN", "COS")
	add(kScalar, 2, aF|aCC|aSat, "POW")
	add(kCvt, 1, aCC, "CVT")
	add(kLoad, 0, aMemB, "LDB")
	add(kLoad, 0, aMemS, "LDS")
	add(kStore, 1, aMemB, "STB")
	add(kStore, 1, aMemS, "STS")
	add(kAtom, 1, aMemB, "ATOMB")
	add(kAtom, 1, aMemS, "ATOMS")
	add(kShf, 3, aAll, "SHFIDX", "SHFUP", "SHFDOWN", "SHFXOR")
	add(kTG, 1, aAll|aCC, "TGALL", "TGANY", "TGEQ")
	add(kTG, 1, aAll|aCC, "TGBALLOT")
	add(kFlow, 0, 0, "IF", "ELSE", "ENDIF", "REP", "ENDREP", "BRK", "CONT", "CAL", "RET")
	add(kBar, 0, 0, "BAR", "MEMBAR")
	opTable["REP"].flags = aAll
}

// storType is a memory-access storage modifier such as U8 or F32X4.
type storType struct {
	name   string
	size   int // bytes of one component
	n      int // components
	signed bool
	float  bool
}

func parseStorType(s string) (*storType, bool) {
	st := &storType{name: s, n: 1}
	base := s
	if strings.HasSuffix(s, "X2") {
		st.n, base = 2, s[:len(s)-2]
	} else if strings.HasSuffix(s, "X4") {
		st.n, base = 4, s[:len(s)-2]
	}
	switch base {
	case "U8", "S8":
		st.size = 1
	case "U16", "S16", "F16":
		st.size = 2
	case "U32", "S32", "F32":
		st.size = 4
	case "U64", "S64", "F64":
		st.size = 8
	default:
		return nil, false
	}
	st.signed = base[0] == 'S'
	st.float = base[0] == 'F'
	return st, true
}

// atomic operations and the storage types each allows.
var atomTypes = map[string][]string{
	"ADD":   {"U32", "S32", "U64", "F32"},
	"MIN":   {"U32", "S32"},
	"MAX":   {"U32", "S32"},
	"IWRAP": {"U32"},
	"DWRAP": {"U32"},
	"AND":   {"U32", "S32"},
	"OR":    {"U32", "S32"},
	"XOR":   {"U32", "S32"},
	"EXCH":  {"U32", "S32", "U64", "F32"},
	"CSWAP": {"U32", "S32", "U64"},
}

// ccTests are the condition-code tests.
var ccTests = map[string]bool{
	"EQ": true, "NE": true, "LT": true, "LE": true, "GT": true, "GE": true,
	"TR": true, "FL": true, "NAN": true, "LEG": true, "CF": true, "NCF": true,
	"OF": true, "NOF": true, "SF": true, "NSF": true, "AB": true, "BLE": true,
}

// parseCC splits a test name such as NE1 into the test and register.
func parseCC(s string) (string, int, bool) {
	reg := 0
	if n := len(s); n > 1 && (s[n-1] == '0' || s[n-1] == '1') {
		reg = int(s[n-1] - '0')
		s = s[:n-1]
	}
	return s, reg, ccTests[s]
}

// attribs are the invocation.* bindings and whether they need
// NV_shader_thread_group.
var attribs = map[string]bool{
	"localid": false, "globalid": false, "groupid": false, "groupcount": false,
	"groupsize": false, "localindex": false,
	"threadid": true, "threadeqmask": true, "threadltmask": true, "threadlemask": true,
	"threadgtmask": true, "threadgemask": true, "warpid": true, "smid": true,
}
