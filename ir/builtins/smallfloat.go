package builtins

// The built-ins of the narrow float extensions that are calls (the bit
// casts and saturatedConvertEXT are conversions in the IR). Sema checks
// their arguments itself (sema/smallfloat.go): the rows have no Overloads.
var (
	// BitcastExtractE2M1 is bitcastExtractfe2m1EXT(genU8Type value, uint
	// offset) of GL_EXT_float_e2m1: per component, the 4 bits of value from
	// bit offset up, as an fp4.
	BitcastExtractE2M1 = &Func{ID: FnBitcastExtractfe2m1EXT, Name: FnBitcastExtractfe2m1EXT.String(),
		Exts: []string{"GL_EXT_float_e2m1"}}
	// DotBFloat16 is dot(x, y) on bfloat16 vectors of GL_EXT_bfloat16 (a
	// bfloat16 result; sema folds the scalar form into a product).
	DotBFloat16 = &Func{ID: FnDotBFloat16, Name: FnDotBFloat16.String(), Exts: []string{"GL_EXT_bfloat16"}}
)
