package sema

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
)

// Extension names that gate types.
const (
	extInt8        = "GL_EXT_shader_explicit_arithmetic_types_int8"
	extInt16       = "GL_EXT_shader_explicit_arithmetic_types_int16"
	extInt32       = "GL_EXT_shader_explicit_arithmetic_types_int32"
	extInt64       = "GL_EXT_shader_explicit_arithmetic_types_int64"
	extFloat16     = "GL_EXT_shader_explicit_arithmetic_types_float16"
	extFloat32     = "GL_EXT_shader_explicit_arithmetic_types_float32"
	extFloat64     = "GL_EXT_shader_explicit_arithmetic_types_float64"
	extARBInt64    = "GL_ARB_gpu_shader_int64"
	extAMDHalf     = "GL_AMD_gpu_shader_half_float"
	extAMDInt16    = "GL_AMD_gpu_shader_int16"
	ext8Storage    = "GL_EXT_shader_8bit_storage"
	ext16Storage   = "GL_EXT_shader_16bit_storage"
	extScalar      = "GL_EXT_scalar_block_layout"
	extAtomicFloat = "GL_EXT_shader_atomic_float"
	extAtomicInt64 = "GL_EXT_shader_atomic_int64"
	// extAtomicInt64NV is the NV spelling glslang accepts for the same
	// 64-bit atomic functions.
	extAtomicInt64NV = "GL_NV_shader_atomic_int64"
	extSGInt8        = "GL_EXT_shader_subgroup_extended_types_int8"
	extSGInt16       = "GL_EXT_shader_subgroup_extended_types_int16"
	extSGInt64       = "GL_EXT_shader_subgroup_extended_types_int64"
	extSGFloat16     = "GL_EXT_shader_subgroup_extended_types_float16"
	extBufRef        = "GL_EXT_buffer_reference"
	extBufRef2       = "GL_EXT_buffer_reference2"
	extBufRefUvec2   = "GL_EXT_buffer_reference_uvec2"
)

// extBufferRef are the extensions that make buffer references available.
var extBufferRef = []string{extBufRef, extBufRef2, extBufRefUvec2}

// builtinType is a type keyword.
type builtinType struct {
	typ *ir.Type
	// exts: the type is available when one of them is enabled; empty for
	// core types.
	exts []string
	// what to call the extension family in messages
	double bool // double precision (not in ESSL)
}

var typeNames = func() map[string]builtinType {
	m := map[string]builtinType{
		"void":  {typ: ir.Void},
		"bool":  {typ: ir.Bool},
		"int":   {typ: ir.Int32},
		"uint":  {typ: ir.Uint32},
		"float": {typ: ir.Float32},
		// GL_EXT_ray_query (the ray-tracing stages' extensions declare
		// accelerationStructureEXT too)
		"accelerationStructureEXT": {typ: ir.AccelStruct, exts: []string{"GL_EXT_ray_query", "GL_EXT_ray_tracing"}},
		"rayQueryEXT":              {typ: ir.RayQuery, exts: []string{"GL_EXT_ray_query"}},
	}
	type scal struct {
		name   string // scalar name
		vecPre string // vector prefix
		typ    *ir.Type
		exts   []string
		double bool
	}
	scalars := []scal{
		{"bool", "b", ir.Bool, nil, false},
		{"int", "i", ir.Int32, nil, false},
		{"uint", "u", ir.Uint32, nil, false},
		{"float", "", ir.Float32, nil, false},
		{"double", "d", ir.Float64, nil, true},
		{"int8_t", "i8", ir.Int8, []string{extInt8, ext8Storage, extSGInt8}, false},
		{"uint8_t", "u8", ir.Uint8, []string{extInt8, ext8Storage, extSGInt8}, false},
		{"int16_t", "i16", ir.Int16, []string{extInt16, extAMDInt16, ext16Storage, extSGInt16}, false},
		{"uint16_t", "u16", ir.Uint16, []string{extInt16, extAMDInt16, ext16Storage, extSGInt16}, false},
		{"int32_t", "i32", ir.Int32, []string{extInt32}, false},
		{"uint32_t", "u32", ir.Uint32, []string{extInt32}, false},
		{"int64_t", "i64", ir.Int64, []string{extInt64, extARBInt64, extSGInt64}, false},
		{"uint64_t", "u64", ir.Uint64, []string{extInt64, extARBInt64, extSGInt64}, false},
		{"float16_t", "f16", ir.Float16, []string{extFloat16, extAMDHalf, ext16Storage, extSGFloat16}, false},
		{"float32_t", "f32", ir.Float32, []string{extFloat32}, false},
		{"float64_t", "f64", ir.Float64, []string{extFloat64}, true},
	}
	for _, s := range scalars {
		m[s.name] = builtinType{typ: s.typ, exts: s.exts, double: s.double && s.exts == nil}
		for n := 2; n <= 4; n++ {
			m[fmt.Sprintf("%svec%d", s.vecPre, n)] = builtinType{typ: ir.Vec(s.typ, n), exts: s.exts, double: s.double && s.exts == nil}
		}
		if s.typ.Kind() != ir.KindFloat {
			continue
		}
		mp := s.vecPre
		for c := 2; c <= 4; c++ {
			for r := 2; r <= 4; r++ {
				t := ir.Mat(ir.Vec(s.typ, r), c)
				bt := builtinType{typ: t, exts: s.exts, double: s.double && s.exts == nil}
				m[fmt.Sprintf("%smat%dx%d", mp, c, r)] = bt
				if c == r {
					m[fmt.Sprintf("%smat%d", mp, c)] = bt
				}
			}
		}
	}
	// GL_EXT_bfloat16, GL_EXT_float_e4m3 / e5m2 and GL_EXT_float_e2m1 (smallfloat.go).
	for _, s := range []struct {
		name, vec string
		typ       *ir.Type
		ext       string
	}{
		{"bfloat16_t", "bf16vec", ir.BFloat16Type, extBFloat16},
		{"floate4m3_t", "fe4m3vec", ir.FloatE4M3, extFloatE4M3},
		{"floate5m2_t", "fe5m2vec", ir.FloatE5M2, extFloatE5M2},
		{"floate2m1_t", "fe2m1vec", ir.FloatE2M1, extFloatE2M1},
	} {
		m[s.name] = builtinType{typ: s.typ, exts: []string{s.ext}}
		for n := 2; n <= 4; n++ {
			m[fmt.Sprintf("%s%d", s.vec, n)] = builtinType{typ: ir.Vec(s.typ, n), exts: []string{s.ext}}
		}
	}
	// AMD's half-float vector names.
	for n := 2; n <= 4; n++ {
		m[fmt.Sprintf("f16vec%d", n)] = builtinType{typ: ir.Vec(ir.Float16, n), exts: []string{extFloat16, extAMDHalf, ext16Storage, extSGFloat16}}
	}
	return m
}()

// structInfo describes a user struct (plain, without explicit layout).
type structInfo struct {
	name   string
	typ    *ir.Type
	fields []fieldInfo
	pos    diag.Pos
}

// fieldInfo is a struct or block member as declared.
type fieldInfo struct {
	name   string
	typ    *ir.Type
	pos    diag.Pos
	major  int // 0 inherit, 1 column, 2 row
	offset int // -1 none
	align  int // 0 none
	access ir.Access
}

// typeOf resolves a type specifier (with the array dimensions written on
// it). It returns nil after reporting an error.
func (c *checker) typeOf(ts *ast.TypeSpec) *ir.Type {
	if ts == nil {
		return nil
	}
	var base *ir.Type
	switch {
	case ts.Struct != nil:
		// members are sized whatever the declaration's initializer
		old := c.unsizedInner
		c.unsizedInner = false
		info := c.structDecl(ts.Struct)
		c.unsizedInner = old
		if info == nil {
			return nil
		}
		base = info.typ
	case ts.Builtin && isParamType(ts.Name):
		base = c.paramTypeOf(ts)
	case ts.Builtin:
		if len(ts.Params) > 0 {
			c.errorf(ts.Loc, "type '%s' takes no parameters", ts.Name)
			return nil
		}
		base = c.builtinTypeNamed(ts.Name, ts.Loc)
	case ts.Name == "":
		return nil
	default:
		sym, _ := c.scope.lookup(ts.Name)
		if sym == nil || sym.kind != symType {
			c.errorf(ts.Loc, "'%s' is not a type", ts.Name)
			return nil
		}
		base = sym.typ
	}
	if base == nil {
		return nil
	}
	return c.arrayOf(base, ts.Dims, ts.Loc)
}

// builtinTypeNamed resolves a type keyword, checking its extension.
func (c *checker) builtinTypeNamed(name string, pos diag.Pos) *ir.Type {
	bt, ok := typeNames[name]
	if !ok {
		if t, opaque := c.opaqueNamed(name, pos); opaque {
			return t
		}
		c.errorf(pos, "type '%s' is not supported in %s", name, c.stageName())
		return nil
	}
	if bt.double && c.es && !c.extOn(extFloat64, pos) {
		c.errorf(pos, "'%s': double precision is not available in ESSL", name)
		return nil
	}
	if len(bt.exts) > 0 && !c.anyExtOn(bt.exts, pos) {
		c.errorf(pos, "'%s' requires extension %s", name, bt.exts[0])
		return nil
	}
	return bt.typ
}

// arrayOf wraps t in the array dimensions dims (as written, outermost
// first); pos is where the declarator or type is, for errors about a
// dimension that has no expression. An unsized dimension gives a runtime
// array for now; the caller sizes it from an initializer or accepts it as
// the last block member. Inner dimensions may be unsized only while
// c.unsizedInner is set (a constructor, or a variable with an initializer:
// the initializer gives every size, as glslang takes them).
func (c *checker) arrayOf(t *ir.Type, dims []ast.Expr, pos diag.Pos) *ir.Type {
	for i := len(dims) - 1; i >= 0; i-- {
		if t == nil {
			return nil
		}
		at := pos
		if dims[i] != nil {
			at = dims[i].Pos()
		}
		if t == ir.Void {
			c.errorf(at, "array of void")
			return nil
		}
		if t.Kind() == ir.KindRuntimeArray && !c.unsizedInner {
			c.errorf(at, "only the outermost dimension of an array may be unsized")
			return nil
		}
		d := dims[i]
		if d == nil {
			t = ir.RuntimeArrayOf(t, 0)
			continue
		}
		n, spec, ok := c.arraySize(d)
		if !ok {
			return nil
		}
		if spec != nil {
			t = ir.SpecArrayOf(t, spec, 0)
		} else {
			t = ir.ArrayOf(t, n, 0)
		}
	}
	return t
}

// hasUnsized reports whether some dimension of the array type t is unsized.
func hasUnsized(t *ir.Type) bool {
	for t != nil && (t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray) {
		if t.Kind() == ir.KindRuntimeArray {
			return true
		}
		t = t.Elem()
	}
	return false
}

// innerUnsized reports whether a dimension of t below the outermost is
// unsized.
func innerUnsized(t *ir.Type) bool {
	return t != nil && (t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray) && hasUnsized(t.Elem())
}

// sizedLike returns t with its unsized dimensions taken from u, a sized
// array type of the same shape and element type, or nil when u does not
// fit. glslang sizes "int[][](int[3](...), ...)" and
// "int a[][] = ..." this way.
func sizedLike(t, u *ir.Type) *ir.Type {
	if !hasUnsized(t) {
		if t == u {
			return t
		}
		return nil
	}
	if u == nil || u.Kind() != ir.KindArray || u.LenSpec() != nil {
		return nil
	}
	e := sizedLike(t.Elem(), u.Elem())
	if e == nil {
		return nil
	}
	if t.Kind() == ir.KindArray && (t.LenSpec() != nil || t.Len() != u.Len()) {
		return nil
	}
	return ir.ArrayOf(e, u.Len(), 0)
}

// arraySize evaluates an array dimension: a positive constant integer
// expression or a specialization-constant expression.
func (c *checker) arraySize(e ast.Expr) (int, *ir.SpecConst, bool) {
	op := c.expr(e)
	if op.bad() {
		return 0, nil, false
	}
	if !op.typ.IsInteger() || !op.typ.IsScalar() {
		c.errorf(e.Pos(), "array size must be a constant integer expression, not %s", op.typ)
		return 0, nil, false
	}
	if op.konst != nil {
		v := op.konst.Int()
		if op.typ.IsUint() {
			v = int64(op.konst.Bits)
		}
		if v <= 0 {
			c.errorf(e.Pos(), "array size must be a positive integer (have %d)", v)
			return 0, nil, false
		}
		if v > 1<<30 {
			c.errorf(e.Pos(), "array size %d is too large", v)
			return 0, nil, false
		}
		return int(v), nil, true
	}
	if op.spec && specExprOK(op.val) {
		return 0, c.specFor(op, e.Pos()), true
	}
	c.errorf(e.Pos(), "array size must be a constant integer expression%s", foldFailure(op.val))
	return 0, nil, false
}

// structDecl declares a struct type.
func (c *checker) structDecl(st *ast.StructType) *structInfo {
	info := &structInfo{name: st.Name, pos: st.Loc}
	if len(st.Fields) == 0 {
		c.errorf(st.Loc, "struct '%s' has no members", st.Name)
	}
	seen := map[string]diag.Pos{}
	var members []ir.Member
	for _, f := range st.Fields {
		if f.Quals != nil {
			if f.Quals.Storage != 0 || len(f.Quals.Layout) > 0 || f.Quals.Memory != 0 {
				c.errorf(f.Quals.Loc, "struct members cannot have storage, layout or memory qualifiers")
			}
		}
		if f.Type != nil && f.Type.Struct != nil {
			c.errorf(f.Type.Loc, "struct definitions cannot be nested")
		}
		base := c.typeOf(f.Type)
		for _, d := range f.Names {
			if p, dup := seen[d.Name]; dup {
				c.redeclared(d.Loc, d.Name, p)
				continue
			}
			seen[d.Name] = d.Loc
			if base == nil {
				continue
			}
			t := c.arrayOf(base, d.Dims, d.Loc)
			if t == nil {
				continue
			}
			if t == ir.Void {
				c.errorf(d.Loc, "member '%s' has type void", d.Name)
				continue
			}
			if hasRayQuery(t) {
				c.errorf(d.Loc, "member '%s': a rayQueryEXT cannot be a struct member", d.Name)
				continue
			}
			if t.Kind() == ir.KindRuntimeArray {
				c.errorf(d.Loc, "member '%s' of struct '%s' must have a size", d.Name, st.Name)
				continue
			}
			info.fields = append(info.fields, fieldInfo{name: d.Name, typ: t, pos: d.Loc, offset: -1})
			members = append(members, ir.Member{Name: d.Name, Type: t})
		}
	}
	info.typ = ir.NewStruct(st.Name, members...)
	c.structs[info.typ] = info
	if st.Name != "" {
		c.declare(&symbol{kind: symType, name: st.Name, pos: st.Loc, typ: info.typ, info: info})
	}
	return info
}

// typeName renders a type for messages.
func typeName(t *ir.Type) string {
	if t == nil {
		return "<invalid>"
	}
	switch t.Kind() {
	case ir.KindArray:
		if t.LenSpec() != nil {
			return typeName(t.Elem()) + "[" + t.LenSpec().Name + "]"
		}
		return fmt.Sprintf("%s[%d]", typeName(t.Elem()), t.Len())
	case ir.KindRuntimeArray:
		return typeName(t.Elem()) + "[]"
	case ir.KindStruct:
		if t.Name() == "" {
			return "struct"
		}
		return t.Name()
	}
	return t.String()
}

// isUnsized reports whether t is an unsized (runtime) array.
func isUnsized(t *ir.Type) bool { return t != nil && t.Kind() == ir.KindRuntimeArray }

// specSized reports a type containing an array whose length is a
// specialization constant: glslang refuses ==, != and assignment of one
// (SPIR-V has no composite of unknown length to compare or copy).
func specSized(t *ir.Type) bool {
	switch {
	case t == nil:
		return false
	case t.Kind() == ir.KindArray:
		return t.LenSpec() != nil || specSized(t.Elem())
	case t.Kind() == ir.KindStruct:
		for _, m := range t.Members() {
			if specSized(m.Type) {
				return true
			}
		}
	}
	return false
}
