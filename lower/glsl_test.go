package lower

import (
	"math"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

func bc(name string, t *ir.Type, args ...ir.Expr) *ir.BuiltinCall {
	return ir.CallBuiltin(name, t, args...)
}
func v2(x, y float32) ir.Expr    { return ir.Cons(vec2, f(x), f(y)) }
func v3(x, y, z float32) ir.Expr { return ir.Cons(vec3, f(x), f(y), f(z)) }
func s2f(x ir.Expr) ir.Expr      { return ir.Conv(ir.SToF, x, ir.Float32) }
func u2f(x ir.Expr) ir.Expr      { return ir.Conv(ir.UToF, x, ir.Float32) }
func sum2(x ir.Expr) ir.Expr     { return fadd(ir.Swz(x, 0), ir.Swz(x, 1)) }

// glsl_builtins: chapter-8 built-ins lowered through GLSL.std.450, core
// opcodes and the special cases, each result stored to one float.
func buildGLSLBuiltins() *ir.Module {
	p := newProg(1, 1, 1)
	out := p.buf("Out", 0, ir.Float32, 4)
	e, ip := p.local("e", ir.Int32), p.local("ip", ir.Float32)
	carry, msb, lsb := p.local("carry", ir.Uint32), p.local("msb", ir.Uint32), p.local("lsb", ir.Uint32)
	m := p.local("m", mat2)
	mv := ld(m)
	col := func(x ir.Expr, c, r int) ir.Expr { return ir.Ext(ir.Ext(x, c), r) }
	nan := &ir.Const{Typ: ir.Float32, Bits: 0x7fc00000}
	results := []ir.Expr{
		bc("sqrt", ir.Float32, f(16)),
		bc("pow", ir.Float32, f(2), f(10)),
		func() ir.Expr {
			c := bc("clamp", vec3, v3(-1, 0.5, 3), f(0), f(1))
			return &ir.Seq{Value: fadd(fadd(ir.Swz(c, 0), ir.Swz(bc("clamp", vec3, v3(-1, 0.5, 3), f(0), f(1)), 1)), ir.Swz(bc("clamp", vec3, v3(-1, 0.5, 3), f(0), f(1)), 2))}
		}(),
		bc("mix", ir.Float32, f(2), f(4), f(0.25)),
		bc("fma", ir.Float32, f(2), f(3), f(4)),
		bc("length", ir.Float32, v2(3, 4)),
		bc("dot", ir.Float32, v3(1, 2, 3), v3(4, 5, 6)),
		ir.Swz(bc("cross", vec3, v3(1, 0, 0), v3(0, 1, 0)), 2),
		s2f(bc("findMSB", ir.Int32, u(256))),
		s2f(bc("bitCount", ir.Int32, u(0xf0f0))),
		fadd(bc("frexp", ir.Float32, f(8), lr(e)), s2f(ld(e))),
		fadd(ir.Bin(ir.FMul, bc("modf", ir.Float32, f(3.25), lr(ip)), f(10)), ld(ip)),
		u2f(uadd(umul(bc("uaddCarry", ir.Uint32, u(0xffffffff), u(2), lr(carry)), u(10)), ld(carry))),
		&ir.Seq{Stmts: []ir.Stmt{ir.Do(bc("umulExtended", ir.Void, u(0x80000000), u(4), lr(msb), lr(lsb)))},
			Value: u2f(uadd(umul(ld(msb), u(10)), ld(lsb)))},
		ir.Swz(bc("min", vec2, v2(3, -2), f(1)), 1),
		s2f(bc("abs", ir.Int32, i32(-7))),
		bc("floor", ir.Float32, f(-1.5)),
		sum2(bc("step", vec2, f(0.5), v2(0.2, 0.7))),
		sum2(bc("mix", vec2, v2(1, 2), v2(3, 4), ir.Cons(ir.Vec(ir.Bool, 2), ir.ConstBool(true), ir.ConstBool(false)))),
		bc("dot", ir.Float32, f(2), f(3)),
		u2f(bc("bitfieldExtract", ir.Uint32, u(0xabcd), i32(4), i32(8))),
		ir.Conv(ir.BoolToFloat, bc("any", ir.Bool, bc("lessThan", ir.Vec(ir.Bool, 2), v2(1, 2), v2(0, 3))), ir.Float32),
		u2f(ir.Bin(ir.ShiftRightLogical, bc("floatBitsToUint", ir.Uint32, f(1)), u(23))),
		ir.Conv(ir.BoolToFloat, bc("isnan", ir.Bool, nan), ir.Float32),
		ir.Bin(ir.FMul, bc("atan", ir.Float32, f(1), f(1)), f(4)),
		ir.Swz(bc("unpackHalf2x16", vec2, bc("packHalf2x16", ir.Uint32, v2(1.5, -2))), 1),
		bc("determinant", ir.Float32, ir.Cons(mat2, v2(2, 0), v2(0, 3))),
		col(bc("inverse", mat2, ir.Cons(mat2, v2(2, 0), v2(0, 4))), 1, 1),
		col(bc("transpose", mat2, mv), 0, 1),
		col(bc("outerProduct", mat2, v2(1, 2), v2(3, 4)), 1, 0),
		col(bc("matrixCompMult", mat2, mv, ld(m)), 1, 1),
		col(ir.Bin(ir.MatrixTimesMatrix, ld(m), ld(m)), 0, 0),
		col(ir.Bin(ir.FAdd, ld(m), ld(m)), 1, 0),
		col(ir.Un(ir.FNegate, ld(m)), 0, 1),
		bc("sin", ir.Float32, f(0)),
		bc("exp2", ir.Float32, f(3)),
		bc("inversesqrt", ir.Float32, f(4)),
		bc("smoothstep", ir.Float32, f(0), f(1), f(0.5)),
		bc("sign", ir.Float32, f(-3)),
		bc("roundEven", ir.Float32, f(2.5)),
	}
	p.add(set(m, ir.Cons(mat2, v2(1, 2), v2(3, 4))))
	for i, r := range results {
		p.add(ir.Assign(at(out, u(uint32(i))), r))
	}
	return p.Module
}

var glslWant = []float32{4, 1024, 1.5, 2.5, 10, 5, 32, 1, 8, 8, 4.5, 5.5, 11, 20, -2, 7, -2, 1, 5, 6, 188, 1, 127, 1,
	math.Pi, -2, 6, 0.25, 3, 4, 16, 7, 6, -2, 0, 8, 0.5, 0.5, -1, 2}

var _ = register(lowerCase{name: "glsl_builtins", build: buildGLSLBuiltins, check: func(t *testing.T, w []uint32) {
	buf := make([]byte, 4*len(glslWant))
	run(t, w, interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
	for i, g := range f32s(buf) {
		if math.Abs(float64(g-glslWant[i])) > 1e-5 {
			t.Errorf("result %d = %g, want %g", i, g, glslWant[i])
		}
	}
}})
