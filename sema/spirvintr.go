package sema

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// GL_EXT_spirv_intrinsics: functions declared with
// spirv_instruction(extensions = [...], capabilities = [...], set = "...",
// id = N) become calls of that instruction; their extensions and
// capabilities go into the module whether the function is called or not,
// as glslang does. The other qualifiers of the extension are reported as
// not supported.

const extSpirvIntrinsics = "GL_EXT_spirv_intrinsics"

// spirvQualsUnsupported reports GL_EXT_spirv_intrinsics qualifiers where
// glslc-nv does not implement them (everything but spirv_instruction on a
// function declaration). It returns false when it reported something.
func (c *checker) spirvQualsUnsupported(q *ast.Qualifiers, where string) bool {
	if q == nil || len(q.Spirv) == 0 {
		return true
	}
	if !c.requireExt(q.Spirv[0].Loc, "'"+q.Spirv[0].Word+"'", extSpirvIntrinsics) {
		return false
	}
	for _, s := range q.Spirv {
		c.errorf(s.Loc, "'%s' is not supported on %s", s.Word, where)
	}
	return false
}

// spirvInstruction checks the GL_EXT_spirv_intrinsics qualifiers of a
// function declaration and returns the built-in its calls become, nil when
// there is no spirv_instruction; ok is false after an error.
func (c *checker) spirvInstruction(d *ast.FuncDecl, ret *ir.Type, params []paramInfo) (fn *builtins.Func, ok bool) {
	q := d.Quals
	if q == nil || len(q.Spirv) == 0 {
		return nil, true
	}
	if !c.requireExt(q.Spirv[0].Loc, "'"+q.Spirv[0].Word+"'", extSpirvIntrinsics) {
		return nil, false
	}
	ok = true
	for _, s := range q.Spirv {
		if s.Word != "spirv_instruction" {
			c.errorf(s.Loc, "'%s' is not supported on a function declaration", s.Word)
			ok = false
			continue
		}
		inst := &builtins.SpirvInstruction{}
		var exts []string
		var caps []uint32
		haveID := false
		for _, a := range s.Args {
			switch a.Name {
			case "extensions":
				vs, good := spirvValues(a.Values, "extensions", c.spirvString)
				exts, ok = append(exts, vs...), ok && good
			case "capabilities":
				vs, good := spirvValues(a.Values, "capabilities", c.spirvUint)
				caps, ok = append(caps, vs...), ok && good
			case "set":
				str, good := spirvOne(c, a, "set", "one string", c.spirvString)
				inst.Set, ok = str, ok && good
			case "id":
				n, good := spirvOne(c, a, "id", "one integer", c.spirvUint)
				inst.ID, haveID, ok = n, haveID || good, ok && good
			case "":
				c.errorf(a.Loc, "spirv_instruction: arguments are name = value (extensions, capabilities, set, id)")
				ok = false
			default:
				c.errorf(a.Loc, "spirv_instruction: unknown argument '%s'", a.Name)
				ok = false
			}
		}
		if !haveID {
			c.errorf(s.Loc, "spirv_instruction: 'id' is required")
			ok = false
		}
		if d.Body != nil {
			c.errorf(d.NamePos, "a function declared with spirv_instruction cannot have a body")
			ok = false
		}
		for i, p := range params {
			if p.mode != ir.In {
				c.errorf(d.Params[i].Loc, "spirv_instruction: parameter %d of '%s' must be an in parameter", i+1, d.Name)
				ok = false
			}
		}
		if !ok {
			return nil, false
		}
		c.mod.SpirvExtensions = appendNew(c.mod.SpirvExtensions, exts...)
		c.mod.SpirvCapabilities = appendNew(c.mod.SpirvCapabilities, caps...)
		fn = &builtins.Func{ID: builtins.FnSpirvInstruction, Kind: builtins.KindSpirvInstruction, Name: d.Name, Spirv: inst}
	}
	return fn, ok
}

func appendNew[T comparable](list []T, vs ...T) []T {
next:
	for _, v := range vs {
		for _, have := range list {
			if have == v {
				continue next
			}
		}
		list = append(list, v)
	}
	return list
}

func (c *checker) spirvString(e ast.Expr, what string) (string, bool) {
	if s, ok := e.(*ast.StringLit); ok {
		return s.Value, true
	}
	c.errorf(e.Pos(), "spirv_instruction: '%s' takes strings", what)
	return "", false
}

func (c *checker) spirvUint(e ast.Expr, what string) (uint32, bool) {
	o := c.expr(e)
	if o.bad() {
		return 0, false
	}
	if o.konst == nil || !o.typ.IsInteger() || !o.typ.IsScalar() || (!o.typ.IsUint() && o.konst.Int() < 0) {
		c.errorf(e.Pos(), "spirv_instruction: '%s' takes non-negative constant integers", what)
		return 0, false
	}
	return uint32(o.konst.Bits), true
}

// spirvCall builds the call of a spirv_instruction function: the
// arguments converted to the declared parameter types.
func (c *checker) spirvCall(x *ast.CallExpr, cd *candidate, args []operand) operand {
	irArgs := make([]ir.Expr, len(args))
	for i, a := range args {
		v, ok := c.implicit(a, cd.params[i], a.pos, fmt.Sprintf("argument %d", i+1))
		if !ok {
			return badOp
		}
		irArgs[i] = v
	}
	call := &ir.BuiltinCall{Pos: c.irPos(x.Loc), Fn: cd.fn.spirv, ID: builtins.FnSpirvInstruction, Args: irArgs, Typ: cd.fn.ret}
	return operand{typ: cd.fn.ret, val: call, pos: x.Loc}
}

// spirvValues reads every value of a spirv_instruction list argument with
// parse (which reports what it rejects).
func spirvValues[T any](vals []ast.Expr, what string, parse func(ast.Expr, string) (T, bool)) ([]T, bool) {
	var out []T
	ok := true
	for _, v := range vals {
		if x, good := parse(v, what); good {
			out = append(out, x)
		} else {
			ok = false
		}
	}
	return out, ok
}

// spirvOne reads a spirv_instruction argument that takes a single value.
func spirvOne[T any](c *checker, a *ast.SpirvArg, what, takes string, parse func(ast.Expr, string) (T, bool)) (T, bool) {
	var zero T
	if len(a.Values) != 1 || a.List {
		c.errorf(a.Loc, "spirv_instruction: '%s' takes %s", what, takes)
		return zero, false
	}
	return parse(a.Values[0], what)
}
