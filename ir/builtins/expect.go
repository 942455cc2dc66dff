package builtins

// ExtExpectAssume is GL_EXT_expect_assume: expectEXT(value, expected)
// returns value and tells the compiler which value is likely (SPIR-V's
// OpExpectKHR); assumeEXT(cond) promises that cond is true, and reaching
// it with cond false is undefined behaviour (OpAssumeTrueKHR).
const ExtExpectAssume = "GL_EXT_expect_assume"

var expectFuncs = []Func{
	// bool and integer scalars and vectors of every width the explicit
	// arithmetic types give (glslang 16 declares exactly those)
	{ID: FnExpectEXT, Exts: []string{ExtExpectAssume},
		Overloads: []Overload{gen(Set(Bool, Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64), T, p("value", T), p("expected", T))}},
	{ID: FnAssumeEXT, Exts: []string{ExtExpectAssume}, Overloads: []Overload{fixed(Void, p("condition", PBool))}},
}
