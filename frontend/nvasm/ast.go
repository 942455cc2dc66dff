package nvasm

import "github.com/glslc-nv/glslc-nv/frontend/diag"

// declKind says what a declared name stands for.
type declKind int

const (
	dTemp declKind = iota
	dLongTemp
	dParam
	dAttrib
	dStorage
	dShared
	dAlias
	dLabel
)

// decl is one declared name.
type decl struct {
	kind  declKind
	name  string
	pos   diag.Pos
	size  int  // array size (0: not an array)
	array bool // declared with [] or [n]

	// PARAM: one entry per element (a single one for a non-array), and
	// the type its constants are stored in.
	params []paramEntry
	ptype  valType
	// ATTRIB: the binding.
	attrib *binding
	// STORAGE: first binding and count of buffers (count > 1: a buffer
	// array). STORAGE and SHARED: the first byte of the memory the name
	// stands for and its length in bytes (0: to the end).
	bind, nbind int
	base, limit int
	// ALIAS: the name it stands for.
	alias *decl
}

// paramEntry is one element of a PARAM: a constant or program.local[i].
type paramEntry struct {
	constant *constant
	local    int // program.local index when constant == nil
}

// constant is a literal scalar or {a,b,c,d} vector; its values are read
// per the instruction's type.
type constant struct {
	vals  [4]number
	n     int
	float bool // the literal held a float when n == 1 and it is replicated
}

// number is one literal: an integer or float as written (with its sign).
type number struct {
	isFloat bool
	i       int64 // integer literal (two's complement for negatives)
	f       float64
}

// binding is a built-in value: invocation.*, state.thread.warpsize,
// program.local[i].
type binding struct {
	name  string // "localid", ..., "warpsize", "local"
	index int    // program.local index
	pos   diag.Pos
}

// operand is an instruction source operand.
type operand struct {
	pos      diag.Pos
	neg, abs bool
	swz      [4]int // component selectors 0..3
	nswz     int    // letters written (0: none)

	c    *constant // literal
	b    *binding  // direct binding use
	d    *decl     // named register, PARAM, ATTRIB, STORAGE, SHARED
	rel  *operand  // relative index (a scalar operand), or nil
	idx  int       // constant index, or constant part of a relative one
	has  bool      // a subscript was written
	idx2 bool      // buffer array d[k][offset]: idx is k, sub2 the offset
	sub2 *operand  // the offset of a buffer-array access (its rel and idx)
}

// ccTest is a condition-code test such as NE1.x.
type ccTest struct {
	pos  diag.Pos
	cond string
	reg  int
	swz  [4]int
	nswz int
}

// dest is an instruction destination.
type dest struct {
	pos  diag.Pos
	d    *decl
	rel  *operand
	idx  int
	has  bool
	mask [4]bool
	cc   *ccTest
}

// modifier is one ".X" suffix of an opcode.
type modifier struct {
	name string
	pos  diag.Pos
}

// inst is one instruction statement.
type inst struct {
	pos   diag.Pos
	op    string
	mods  []modifier
	dst   *dest
	srcs  []*operand
	cc    *ccTest // flow-control condition (IF, BRK, CONT, CAL, RET)
	label string  // CAL target
	lpos  diag.Pos
	count *operand // REP count

	// filled by the checker
	info *opInfo
	typ  valType // base type
	st   *storType
	atom string
	setc int // CC register updated, -1 none
	sat  int // 0 none, 1 SAT, 2 SSAT
	rnd  string
	hi   int // MUL: 1 HI, 2 S24/U24
	dstT valType
	cta  bool
	cvt  [2]*storType
}

// routine is the instruction list under one label (the first one may be
// unnamed).
type routine struct {
	name  string
	pos   diag.Pos
	insts []*inst
}

// program is a parsed !!NVcp5.0 program.
type program struct {
	options    map[string]diag.Pos
	groupSize  [3]uint32
	groupSet   bool
	sharedSize int
	sharedSet  bool
	decls      map[string]*decl
	routines   []*routine
	maxLocal   int // highest program.local index used + 1
	headPos    diag.Pos
	endPos     diag.Pos
	entry      int // index of the entry routine
}
