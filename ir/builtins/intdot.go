package builtins

// extIntDot is GL_EXT_integer_dot_product.
const extIntDot = "GL_EXT_integer_dot_product"

// intDotFuncs are the integer dot products of GL_EXT_integer_dot_product,
// overload for overload as glslang declares them: dotEXT and dotAccSatEXT
// on 2-, 3- and 4-component vectors of 8-, 16-, 32- and 64-bit integers of
// either signedness (the result is int or uint for widths up to 32, the
// 64-bit type for 64; it is signed when either operand is), and the packed
// forms dotPacked4x8EXT / dotPacked4x8AccSatEXT on 32-bit scalars holding
// four 8-bit lanes. The AccSat forms add a third argument of the result
// type with saturation. Lower emits OpSDot / OpUDot / OpSUDot (or their
// AccSat forms) of SPV_KHR_integer_dot_product (lower/intdot.go).
var intDotFuncs = []Func{
	{ID: FnDotEXT, Exts: []string{extIntDot}, Overloads: intDotOverloads(false)},
	{ID: FnDotAccSatEXT, Exts: []string{extIntDot}, Overloads: intDotOverloads(true)},
	{ID: FnDotPacked4x8EXT, Exts: []string{extIntDot}, Overloads: intDotPacked(false)},
	{ID: FnDotPacked4x8AccSatEXT, Exts: []string{extIntDot}, Overloads: intDotPacked(true)},
}

// intDotPairs are the operand signedness pairs glslang declares for each
// width, in its order: (unsigned, unsigned) gives an unsigned result, the
// others a signed one.
func intDotPairs(s, u Scalar) [][2]Scalar {
	return [][2]Scalar{{u, u}, {s, s}, {s, u}, {u, s}}
}

func intDotOverloads(accSat bool) []Overload {
	var out []Overload
	widths := [][2]Scalar{{Int8, Uint8}, {Int16, Uint16}, {Int32, Uint32}, {Int64, Uint64}}
	for _, w := range widths {
		for _, shape := range []Shape{Vec2, Vec3, Vec4} {
			for _, pr := range intDotPairs(w[0], w[1]) {
				ret := Pattern{Int32, Scalar1}
				if pr[0] == w[1] && pr[1] == w[1] {
					ret.Comp = Uint32
				}
				if w[0] == Int64 {
					ret.Comp = Int64
					if pr[0] == Uint64 && pr[1] == Uint64 {
						ret.Comp = Uint64
					}
				}
				params := []Param{p("a", Pattern{pr[0], shape}), p("b", Pattern{pr[1], shape})}
				if accSat {
					params = append(params, p("c", ret))
				}
				out = append(out, fixed(ret, params...))
			}
		}
	}
	return out
}

func intDotPacked(accSat bool) []Overload {
	var out []Overload
	for _, pr := range intDotPairs(Int32, Uint32) {
		ret := PInt
		if pr[0] == Uint32 && pr[1] == Uint32 {
			ret = PUint
		}
		params := []Param{p("a", Pattern{pr[0], Scalar1}), p("b", Pattern{pr[1], Scalar1})}
		if accSat {
			params = append(params, p("c", ret))
		}
		out = append(out, fixed(ret, params...))
	}
	return out
}
