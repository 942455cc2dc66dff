package ast

// Op is an operator of a UnaryExpr, PostfixExpr, BinaryExpr or AssignExpr.
type Op uint8

const (
	BadOp Op = iota

	// Unary (prefix).
	Plus   // +x
	Neg    // -x
	Not    // !x
	BitNot // ~x
	PreInc // ++x
	PreDec // --x

	// Postfix.
	PostInc // x++
	PostDec // x--

	// Binary, from the loosest to the tightest binding.
	LogOr  // ||
	LogXor // ^^
	LogAnd // &&
	Or     // |
	Xor    // ^
	And    // &
	Eq     // ==
	Ne     // !=
	Lt     // <
	Gt     // >
	Le     // <=
	Ge     // >=
	Shl    // <<
	Shr    // >>
	Add    // +
	Sub    // -
	Mul    // *
	Div    // /
	Mod    // %

	// Assignment.
	Assign    // =
	MulAssign // *=
	DivAssign // /=
	ModAssign // %=
	AddAssign // +=
	SubAssign // -=
	ShlAssign // <<=
	ShrAssign // >>=
	AndAssign // &=
	XorAssign // ^=
	OrAssign  // |=
)

var opText = [...]string{
	BadOp: "?",
	Plus:  "+", Neg: "-", Not: "!", BitNot: "~", PreInc: "++", PreDec: "--",
	PostInc: "++", PostDec: "--",
	LogOr: "||", LogXor: "^^", LogAnd: "&&", Or: "|", Xor: "^", And: "&",
	Eq: "==", Ne: "!=", Lt: "<", Gt: ">", Le: "<=", Ge: ">=",
	Shl: "<<", Shr: ">>", Add: "+", Sub: "-", Mul: "*", Div: "/", Mod: "%",
	Assign: "=", MulAssign: "*=", DivAssign: "/=", ModAssign: "%=",
	AddAssign: "+=", SubAssign: "-=", ShlAssign: "<<=", ShrAssign: ">>=",
	AndAssign: "&=", XorAssign: "^=", OrAssign: "|=",
}

// String returns the operator's spelling.
func (o Op) String() string {
	if int(o) < len(opText) {
		return opText[o]
	}
	return "?"
}

// Precedence returns the binding strength of a binary operator (1 for ||
// up to 11 for * / %), or 0 for other operators. All binary operators are
// left-associative.
func (o Op) Precedence() int {
	switch o {
	case LogOr:
		return 1
	case LogXor:
		return 2
	case LogAnd:
		return 3
	case Or:
		return 4
	case Xor:
		return 5
	case And:
		return 6
	case Eq, Ne:
		return 7
	case Lt, Gt, Le, Ge:
		return 8
	case Shl, Shr:
		return 9
	case Add, Sub:
		return 10
	case Mul, Div, Mod:
		return 11
	}
	return 0
}

// Binary returns the binary operation of a compound assignment (Add for
// AddAssign), or BadOp.
func (o Op) Binary() Op {
	switch o {
	case MulAssign:
		return Mul
	case DivAssign:
		return Div
	case ModAssign:
		return Mod
	case AddAssign:
		return Add
	case SubAssign:
		return Sub
	case ShlAssign:
		return Shl
	case ShrAssign:
		return Shr
	case AndAssign:
		return And
	case XorAssign:
		return Xor
	case OrAssign:
		return Or
	}
	return BadOp
}
