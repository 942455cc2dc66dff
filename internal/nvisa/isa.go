// Package nvisa is the one table of the NVIDIA !!NVcp5.0 assembly
// instruction set (NV_gpu_program5, NV_compute_program5 and the extensions
// glslc-nv supports): the mnemonics, what each one takes, the storage
// modifiers of memory accesses, the atomic operations, the condition-code
// tests and the invocation attributes. Both directions read it: the
// reader (frontend/nvasm) checks programs against it, and the writer
// (lower/nvasm) names its instructions by its constants and checks every
// instruction it writes with Check.
package nvisa

import (
	"fmt"
	"strings"
)

// The mnemonics.
const (
	ABS      = "ABS"
	ADD      = "ADD"
	AND      = "AND"
	ATOMB    = "ATOMB"
	ATOMS    = "ATOMS"
	BAR      = "BAR"
	BFE      = "BFE"
	BFI      = "BFI"
	BFR      = "BFR"
	BRK      = "BRK"
	BTC      = "BTC"
	BTFL     = "BTFL"
	BTFM     = "BTFM"
	CAL      = "CAL"
	CEIL     = "CEIL"
	CMP      = "CMP"
	CONT     = "CONT"
	COS      = "COS"
	CVT      = "CVT"
	DIV      = "DIV"
	DP2      = "DP2"
	DP3      = "DP3"
	DP4      = "DP4"
	ELSE     = "ELSE"
	ENDIF    = "ENDIF"
	ENDREP   = "ENDREP"
	EX2      = "EX2"
	F2I      = "F2I"
	FLR      = "FLR"
	FRC      = "FRC"
	I2F      = "I2F"
	IF       = "IF"
	LDB      = "LDB"
	LDS      = "LDS"
	LG2      = "LG2"
	LRP      = "LRP"
	MAD      = "MAD"
	MAX      = "MAX"
	MEMBAR   = "MEMBAR"
	MIN      = "MIN"
	MOD      = "MOD"
	MOV      = "MOV"
	MUL      = "MUL"
	NOT      = "NOT"
	OR       = "OR"
	PK64     = "PK64"
	POW      = "POW"
	RCP      = "RCP"
	REP      = "REP"
	RET      = "RET"
	ROUND    = "ROUND"
	RSQ      = "RSQ"
	SEQ      = "SEQ"
	SFL      = "SFL"
	SGE      = "SGE"
	SGT      = "SGT"
	SHFDOWN  = "SHFDOWN"
	SHFIDX   = "SHFIDX"
	SHFUP    = "SHFUP"
	SHFXOR   = "SHFXOR"
	SHL      = "SHL"
	SHR      = "SHR"
	SIN      = "SIN"
	SLE      = "SLE"
	SLT      = "SLT"
	SNE      = "SNE"
	SSG      = "SSG"
	STB      = "STB"
	STR      = "STR"
	STS      = "STS"
	SUB      = "SUB"
	TGALL    = "TGALL"
	TGANY    = "TGANY"
	TGBALLOT = "TGBALLOT"
	TGEQ     = "TGEQ"
	TRUNC    = "TRUNC"
	UP64     = "UP64"
	XOR      = "XOR"
)

// Kind is the operand shape of an instruction.
type Kind int

const (
	ALU    Kind = iota // vector operation: dst, n sources
	Scalar             // scalar operation, result replicated
	Cvt                // CVT.<dst>.<src>
	Load               // LDB, LDS: dst, mem
	Store              // STB, STS: value, mem
	Atom               // ATOMB, ATOMS: dst, value, mem
	Shf                // SHF*: dst, value, index, mask
	TG                 // TGBALLOT, TGALL, TGANY, TGEQ: dst, value
	Flow               // IF ELSE ENDIF REP ENDREP BRK CONT CAL RET
	Bar                // BAR, MEMBAR
)

// The modifiers an instruction allows (Op.Flags).
const (
	F      = 1 << iota // .F
	S                  // .S
	U                  // .U
	CC                 // .CC, .CC0, .CC1
	Sat                // .SAT/.SSAT (float)
	Mul                // .HI/.S24/.U24
	DefS               // without a type modifier the type is S, not F
	Buffer             // storage buffer (needs NV_shader_storage_buffer)
	Shared             // shared memory
	Wide               // the 64-bit type modifiers (F64, S64, U64)
)

// Int is the modifier set of the integer-only instructions; All the
// three 32-bit types.
const (
	Int = S | U | DefS
	All = F | S | U
)

// Op is one instruction of the table.
type Op struct {
	Name  string
	Kind  Kind
	NSrc  int
	Flags int
}

var ops = map[string]*Op{}

func init() {
	add := func(kind Kind, nsrc, flags int, names ...string) {
		for _, n := range names {
			ops[n] = &Op{Name: n, Kind: kind, NSrc: nsrc, Flags: flags}
		}
	}
	add(ALU, 1, All|CC|Sat|Wide, MOV, ABS, FLR, CEIL, TRUNC, ROUND)
	add(ALU, 1, F|CC|Sat|Wide, SSG, FRC)
	add(ALU, 2, All|CC|Sat|Wide, ADD, SUB, MIN, MAX, SEQ, SNE, SLT, SLE, SGT, SGE, SFL, STR, DIV)
	add(ALU, 2, All|CC|Sat|Mul|Wide, MUL)
	add(ALU, 3, All|CC|Sat|Wide, MAD, CMP)
	add(ALU, 3, F|CC|Sat, LRP)
	add(ALU, 2, Int|CC|Wide, SHL, SHR, AND, OR, XOR, MOD)
	add(ALU, 2, Int|CC, BFE)
	add(ALU, 1, Int|CC|Wide, NOT, I2F)
	add(ALU, 1, Int|CC, BFR, BTC, BTFL, BTFM, F2I)
	add(ALU, 3, Int|CC, BFI)
	add(ALU, 2, F|CC|Sat, DP2, DP3, DP4)
	add(ALU, 1, All|Wide, PK64, UP64)
	add(Scalar, 1, F|CC|Sat|Wide, RCP, RSQ)
	add(Scalar, 1, F|CC|Sat, EX2, LG2, SIN, COS)
	add(Scalar, 2, F|CC|Sat, POW)
	add(Cvt, 1, CC, CVT)
	add(Load, 0, Buffer, LDB)
	add(Load, 0, Shared, LDS)
	add(Store, 1, Buffer, STB)
	add(Store, 1, Shared, STS)
	add(Atom, 1, Buffer, ATOMB)
	add(Atom, 1, Shared, ATOMS)
	add(Shf, 3, All, SHFIDX, SHFUP, SHFDOWN, SHFXOR)
	add(TG, 1, All|CC, TGALL, TGANY, TGEQ, TGBALLOT)
	add(Flow, 0, 0, IF, ELSE, ENDIF, REP, ENDREP, BRK, CONT, CAL, RET)
	add(Bar, 0, 0, BAR, MEMBAR)
	ops[REP].Flags = All
}

// Lookup returns the instruction named name (without modifiers).
func Lookup(name string) (*Op, bool) {
	op, ok := ops[name]
	return op, ok
}

// StorType is a memory-access storage modifier such as U8 or F32X4.
type StorType struct {
	Name   string
	Size   int // bytes of one component
	N      int // components
	Signed bool
	Float  bool
}

// ParseStorType reads a storage modifier.
func ParseStorType(s string) (*StorType, bool) {
	st := &StorType{Name: s, N: 1}
	base := s
	if strings.HasSuffix(s, "X2") {
		st.N, base = 2, s[:len(s)-2]
	} else if strings.HasSuffix(s, "X4") {
		st.N, base = 4, s[:len(s)-2]
	}
	switch base {
	case "U8", "S8":
		st.Size = 1
	case "U16", "S16", "F16":
		st.Size = 2
	case "U32", "S32", "F32":
		st.Size = 4
	case "U64", "S64", "F64":
		st.Size = 8
	default:
		return nil, false
	}
	st.Signed = base[0] == 'S'
	st.Float = base[0] == 'F'
	return st, true
}

// The atomic operations (the modifier after ATOMB/ATOMS).
const (
	AtomAdd   = "ADD"
	AtomMin   = "MIN"
	AtomMax   = "MAX"
	AtomIWrap = "IWRAP"
	AtomDWrap = "DWRAP"
	AtomAnd   = "AND"
	AtomOr    = "OR"
	AtomXor   = "XOR"
	AtomExch  = "EXCH"
	AtomCSwap = "CSWAP"
)

var atomTypes = map[string][]string{
	AtomAdd:   {"U32", "S32", "U64", "F32"},
	AtomMin:   {"U32", "S32"},
	AtomMax:   {"U32", "S32"},
	AtomIWrap: {"U32"},
	AtomDWrap: {"U32"},
	AtomAnd:   {"U32", "S32"},
	AtomOr:    {"U32", "S32"},
	AtomXor:   {"U32", "S32"},
	AtomExch:  {"U32", "S32", "U64", "F32"},
	AtomCSwap: {"U32", "S32", "U64"},
}

// AtomTypes lists the storage modifiers atomic operation op allows (nil
// for an unknown operation).
func AtomTypes(op string) []string { return atomTypes[op] }

var ccTests = map[string]bool{
	"EQ": true, "NE": true, "LT": true, "LE": true, "GT": true, "GE": true,
	"TR": true, "FL": true, "NAN": true, "LEG": true, "CF": true, "NCF": true,
	"OF": true, "NOF": true, "SF": true, "NSF": true, "AB": true, "BLE": true,
}

// ParseCC splits a condition-code test such as NE1 into the test and the
// register.
func ParseCC(s string) (string, int, bool) {
	reg := 0
	if n := len(s); n > 1 && (s[n-1] == '0' || s[n-1] == '1') {
		reg = int(s[n-1] - '0')
		s = s[:n-1]
	}
	return s, reg, ccTests[s]
}

var options = map[string]bool{
	"NV_shader_storage_buffer": true, "NV_shader_thread_group": true,
	"NV_shader_thread_shuffle": true, "NV_shader_atomic_float": true,
	"NV_gpu_program_fp64": true, "NV_internal": true, "NV_shader_atomic_fp16_vector": true,
	"NV_bindless_texture": true, "NV_shader_buffer_load": true, "NV_shader_buffer_store": true,
	"ARB_precision_hint_fastest": true, "ARB_precision_hint_nicest": true,
	"NV_gpu_program5_mem_extended": true,
}

// KnownOption reports whether OPTION name is one the table knows.
func KnownOption(name string) bool { return options[name] }

var attribs = map[string]bool{
	"localid": false, "globalid": false, "groupid": false, "groupcount": false,
	"groupsize": false, "localindex": false,
	"threadid": true, "threadeqmask": true, "threadltmask": true, "threadlemask": true,
	"threadgtmask": true, "threadgemask": true, "warpid": true, "smid": true,
}

// Attrib reports whether invocation.name is a binding, and whether it
// needs NV_shader_thread_group.
func Attrib(name string) (threadGroup, ok bool) {
	threadGroup, ok = attribs[name]
	return
}

// Inst is an instruction name with its modifiers, decoded.
type Inst struct {
	Op    *Op
	Type  string // data type: F, S, U, F64, S64 or U64
	SetCC int    // condition-code register written, -1 none
	Sat   int    // 0 none, 1 SAT, 2 SSAT
	Hi    int    // MUL: 1 HI, 2 S24/U24
	Rnd   string // CVT rounding: ROUND, CEIL, FLR, TRUNC or ""
	CTA   bool   // MEMBAR.CTA
	Atom  string // the atomic operation of ATOMB/ATOMS
	St    *StorType
	Cvt   [2]*StorType // CVT destination and source
}

// ModError is an instruction or modifier the table does not allow; Mod is
// the index of the modifier at fault, -1 for the instruction.
type ModError struct {
	Mod int
	Msg string
}

func (e *ModError) Error() string { return e.Msg }

// Decode checks the modifiers mods of instruction op against the table
// and classifies them. Program-level conditions (the OPTIONs an instruction
// needs) are the reader's.
func Decode(op string, mods []string) (*Inst, error) {
	info, ok := ops[op]
	if !ok {
		return nil, &ModError{-1, fmt.Sprintf("unknown instruction '%s'", op)}
	}
	in := &Inst{Op: info, Type: "F", SetCC: -1}
	if info.Flags&DefS != 0 {
		in.Type = "S"
	}
	fail := func(i int, format string, args ...any) (*Inst, error) {
		return nil, &ModError{i, fmt.Sprintf(format, args...)}
	}
	bad := func(i int) (*Inst, error) {
		return fail(i, "modifier '%s' is not allowed on %s", mods[i], op)
	}
	switch info.Kind {
	case Load, Store, Atom:
		rest := 0
		if info.Kind == Atom {
			if len(mods) == 0 || atomTypes[mods[0]] == nil {
				return fail(-1, "%s needs an atomic operation (ADD, MIN, MAX, IWRAP, DWRAP, AND, OR, XOR, EXCH, CSWAP)", op)
			}
			in.Atom, rest = mods[0], 1
		}
		if len(mods) <= rest {
			return fail(-1, "%s needs a storage modifier", op)
		}
		st, ok := ParseStorType(mods[rest])
		if !ok {
			return fail(rest, "unknown storage modifier '%s' on %s", mods[rest], op)
		}
		for i := rest + 1; i < len(mods); i++ {
			m := mods[i]
			switch {
			case m == "COH" || m == "VOL": // cache hints: no effect here
			case info.Kind == Store || in.SetCC >= 0:
				return bad(i)
			case m == "CC" || m == "CC0":
				in.SetCC = 0
			case m == "CC1":
				in.SetCC = 1
			default:
				return bad(i)
			}
		}
		if st.Name == "F16" || st.Size < 4 && st.N > 1 || st.Name[0] == 'F' && st.Size == 2 {
			return fail(rest, "storage modifier %s requires NV_gpu_program5_mem_extended, which is not supported", st.Name)
		}
		if info.Kind == Atom {
			ok := false
			for _, a := range atomTypes[in.Atom] {
				ok = ok || a == st.Name
			}
			if !ok {
				return fail(rest, "storage modifier %s is not allowed for %s.%s", st.Name, op, in.Atom)
			}
		}
		in.St = st
		return in, nil
	case Bar:
		for i, m := range mods {
			if op != MEMBAR || m != "CTA" || in.CTA {
				return bad(i)
			}
			in.CTA = true
		}
		return in, nil
	case Cvt:
		var sts []*StorType
		for i, m := range mods {
			switch m {
			case "CC", "CC0", "CC1":
				in.SetCC = int(m[len(m)-1]-'0') % 2
				if m == "CC" {
					in.SetCC = 0
				}
				continue
			case "ROUND", "CEIL", "FLR", "TRUNC":
				if in.Rnd != "" {
					return bad(i)
				}
				in.Rnd = m
				continue
			case "SAT":
				if in.Sat != 0 {
					return bad(i)
				}
				in.Sat = 1
				continue
			}
			st, ok := ParseStorType(m)
			if !ok {
				return fail(i, "unknown modifier '%s' on CVT", m)
			}
			if st.N > 1 || st.Name == "F16" || len(sts) == 2 {
				return bad(i)
			}
			sts = append(sts, st)
		}
		if len(sts) != 2 {
			return fail(-1, "CVT needs a destination and a source storage type")
		}
		in.Cvt = [2]*StorType{sts[0], sts[1]}
		return in, nil
	}
	typeSet := false
	kind := map[byte]int{'F': F, 'S': S, 'U': U}
	for i, m := range mods {
		switch m {
		case "F", "S", "U", "F32", "S32", "U32":
			if typeSet && in.Hi == 2 {
				return fail(i, "MUL.S24 and MUL.U24 take no data type modifier")
			}
			if typeSet || info.Flags&kind[m[0]] == 0 {
				return bad(i)
			}
			typeSet = true
			in.Type = m[:1]
		case "F64", "S64", "U64":
			if typeSet || info.Flags&Wide == 0 || info.Flags&kind[m[0]] == 0 {
				return bad(i)
			}
			typeSet = true
			in.Type = m
		case "CC", "CC0", "CC1":
			if info.Flags&CC == 0 || in.SetCC >= 0 {
				return bad(i)
			}
			in.SetCC = 0
			if m == "CC1" {
				in.SetCC = 1
			}
		case "SAT", "SSAT":
			if info.Flags&Sat == 0 || in.Sat != 0 {
				return bad(i)
			}
			in.Sat = 1
			if m == "SSAT" {
				in.Sat = 2
			}
		case "HI", "S24", "U24":
			if info.Flags&Mul == 0 || in.Hi != 0 {
				return bad(i)
			}
			in.Hi = 1
			if m != "HI" { // S24/U24 imply the type
				in.Hi = 2
				if typeSet {
					return bad(i)
				}
				in.Type, typeSet = m[:1], true
			}
		case "PREC", "NTC":
		default:
			if _, ok := ParseStorType(m); ok {
				return bad(i)
			}
			return fail(i, "unknown modifier '%s' on %s", m, op)
		}
	}
	if in.Sat != 0 && in.Type != "F" {
		return fail(-1, ".SAT and .SSAT need a float result on %s", op)
	}
	if in.Hi != 0 && len(in.Type) > 1 {
		return fail(-1, "MUL.HI/.S24/.U24 take no 64-bit type")
	}
	if in.Hi != 0 && in.Type == "F" {
		return fail(-1, "MUL.HI/.S24/.U24 need an integer type")
	}
	return in, nil
}

// Check decodes mnemonic, an instruction name with its modifiers as
// written (MOV.U, MUL.HI.S, LDB.F32X4, ATOMB.ADD.U32, CVT.F32.S32, IF,
// MEMBAR.CTA). The writer calls it on every instruction it writes.
func Check(mnemonic string) error {
	parts := strings.Split(mnemonic, ".")
	_, err := Decode(parts[0], parts[1:])
	return err
}
