package sema

import (
	"fmt"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
)

const extDebugPrintf = "GL_EXT_debug_printf"

// isPrintfName reports the names of the GL_EXT_debug_printf function:
// debugPrintfEXT as the extension (and glslang) spell it, and debugPrintf.
func isPrintfName(name string) bool {
	return name == "debugPrintfEXT" || name == "debugPrintf"
}

// debugPrintf checks a call of debugPrintf(format, args...): the format
// must be a string literal, each argument a scalar or vector of integer or
// float type matching its conversion. The result is a void operand whose
// Seq holds one ir.Printf.
func (c *checker) debugPrintf(x *ast.CallExpr, name string) operand {
	if !c.extOn(extDebugPrintf, x.Loc) {
		c.errorf(x.Loc, "'%s' requires extension %s", name, extDebugPrintf)
		for i, a := range x.Args {
			if _, isLit := a.(*ast.StringLit); i > 0 || !isLit {
				c.expr(a)
			}
		}
		return badOp
	}
	if len(x.Args) == 0 {
		c.errorf(x.Loc, "'%s' needs a format string", name)
		return badOp
	}
	lit, ok := x.Args[0].(*ast.StringLit)
	if !ok {
		c.exprs(x.Args)
		c.errorf(x.Args[0].Pos(), "the first argument of '%s' must be a string literal", name)
		return badOp
	}
	args := c.exprs(x.Args[1:])
	bad := false
	for i, a := range args {
		if a.bad() {
			bad = true
			continue
		}
		t := a.typ
		if t == ir.Void || t.Components() == 0 || !(t.IsInteger() || t.IsFloat()) {
			c.errorf(x.Args[i+1].Pos(), "argument %d of '%s' has type %s: only scalars and vectors of integer or floating-point type can be printed", i+1, name, typeName(t))
			bad = true
		}
	}
	if bad {
		return badOp
	}
	if !c.checkFormat(lit, name, x.Args[1:], args) {
		return badOp
	}
	vals := make([]ir.Expr, len(args))
	for i, a := range args {
		vals[i] = c.value(a)
	}
	p := &ir.Printf{Pos: c.irPos(x.Loc), Format: lit.Value, Args: vals}
	return c.stmtsOp([]ir.Stmt{p}, x.Loc)
}

// printfConv is one conversion of a DebugPrintf format.
type printfConv struct {
	text string // as written, e.g. "%v2f"
	vec  int    // components of a %vN form, 0 otherwise
	long bool   // an l modifier
	conv byte
}

// parseFormat splits a DebugPrintf format into its conversions (%% is
// not one). Flags, width and precision ("-+ #0123456789.") may follow the
// %, then an optional vN (N = 2..4), optional l/h modifiers and the
// conversion character.
func parseFormat(f string) ([]printfConv, error) {
	var out []printfConv
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			continue
		}
		j := i + 1
		for j < len(f) && strings.IndexByte("-+ #0123456789.", f[j]) >= 0 {
			j++
		}
		var pc printfConv
		if j < len(f) && f[j] == 'v' {
			if j+1 >= len(f) || f[j+1] < '2' || f[j+1] > '4' {
				return nil, fmt.Errorf("'%s': a vector conversion needs 2, 3 or 4 components (%%v2f ... %%v4f)", f[i:min(j+2, len(f))])
			}
			pc.vec = int(f[j+1] - '0')
			j += 2
		}
		for j < len(f) && (f[j] == 'l' || f[j] == 'h') {
			if f[j] == 'l' {
				pc.long = true
			}
			j++
		}
		if j >= len(f) {
			return nil, fmt.Errorf("the format ends inside the conversion '%s'", f[i:])
		}
		pc.conv = f[j]
		pc.text = f[i : j+1]
		i = j
		switch pc.conv {
		case '%':
			if pc.text != "%%" {
				return nil, fmt.Errorf("'%s': %%%% takes no flags or modifiers", pc.text)
			}
			continue
		case 'd', 'i', 'u', 'x', 'X', 'o', 'c', 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		case 's':
			return nil, fmt.Errorf("'%s': debugPrintf prints no strings (only the format is a string)", pc.text)
		default:
			return nil, fmt.Errorf("'%s': unknown conversion '%c'", pc.text, pc.conv)
		}
		out = append(out, pc)
	}
	return out, nil
}

// checkFormat checks the format's conversions against the arguments.
func (c *checker) checkFormat(lit *ast.StringLit, name string, exprs []ast.Expr, args []operand) bool {
	convs, err := parseFormat(lit.Value)
	if err != nil {
		c.errorf(lit.Loc, "bad '%s' format: %v", name, err)
		return false
	}
	if len(convs) != len(args) {
		pos := lit.Loc
		if len(args) > len(convs) {
			pos = exprs[len(convs)].Pos()
		}
		c.errorf(pos, "the '%s' format has %d conversion%s but %d argument%s given", name,
			len(convs), plural(len(convs)), len(args), map[bool]string{true: " is", false: "s are"}[len(args) == 1])
		return false
	}
	ok := true
	for i, pc := range convs {
		if msg := convMismatch(pc, args[i].typ); msg != "" {
			c.errorf(exprs[i].Pos(), "argument %d of '%s' does not match '%s': %s", i+1, name, pc.text, msg)
			ok = false
		}
	}
	return ok
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// convMismatch says why a value of type t cannot be printed with pc, or "".
func convMismatch(pc printfConv, t *ir.Type) string {
	n := t.Components()
	isVec := t.Scalar() != t
	switch {
	case pc.vec == 0 && isVec:
		return fmt.Sprintf("it is a %s (use %%v%d%c)", typeName(t), n, pc.conv)
	case pc.vec != 0 && !isVec:
		return fmt.Sprintf("it is a scalar %s, not a %d-component vector", typeName(t), pc.vec)
	case pc.vec != 0 && pc.vec != n:
		return fmt.Sprintf("it is a %s, not a %d-component vector", typeName(t), pc.vec)
	}
	s := t.Scalar()
	switch pc.conv {
	case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		if !s.IsFloat() {
			return fmt.Sprintf("%%%c prints floating-point values, not %s", pc.conv, typeName(t))
		}
	default:
		if !s.IsInteger() {
			return fmt.Sprintf("%%%c prints integers, not %s", pc.conv, typeName(t))
		}
		if s.Width() == 64 && !pc.long {
			return fmt.Sprintf("a 64-bit integer needs the l modifier (%%l%c)", pc.conv)
		}
		if s.Width() != 64 && pc.long {
			return fmt.Sprintf("the l modifier is for 64-bit integers, not %s", typeName(t))
		}
	}
	return ""
}

// stringLit reports a string literal outside debugPrintf's format.
func (c *checker) stringLit(pos diag.Pos) operand {
	c.errorf(pos, "string literals are only allowed as the format of debugPrintf")
	return badOp
}
