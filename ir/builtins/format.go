package builtins

import (
	"fmt"
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// String renders a pattern: S, S<N> (scalar or vector of size N), uint,
// uvec4, S mat (C×R), ...
func (p Pattern) String() string {
	c := p.Comp.String()
	switch p.Shape {
	case VoidShape:
		return "void"
	case Scalar1:
		return c
	case N:
		return c + "<N>"
	case Mat:
		return c + "<CxR>"
	case MatT:
		return c + "<RxC>"
	case Col:
		return c + "<R>"
	case Row:
		return c + "<C>"
	}
	return fmt.Sprintf("%s<%d>", c, p.Shape)
}

// Signature renders one overload of a function as a declaration with its
// bindings, e.g. "S<N> mix(S<N> x, S<N> y, S a)  S in {float,double} N in {1..4}".
func (o *Overload) Signature(name string) string {
	params := make([]string, len(o.Params))
	for i, p := range o.Params {
		q := ""
		switch {
		case p.Out:
			q = "out "
		case p.InOut:
			q = "inout "
		case p.Const:
			q = "const "
		}
		params[i] = q + p.Type.String() + " " + p.Name
	}
	s := fmt.Sprintf("%s %s(%s)", o.Ret, name, strings.Join(params, ", "))
	if o.Gen != 0 {
		var ss []string
		for sc := Bool; sc <= Float64; sc++ {
			if o.Gen.Has(sc) {
				ss = append(ss, sc.String())
			}
		}
		s += "  S in {" + strings.Join(ss, ",") + "}"
	}
	if o.Sizes != 0 {
		var ns []string
		for n := 1; n <= 4; n++ {
			if o.Sizes.Has(n) {
				ns = append(ns, fmt.Sprint(n))
			}
		}
		s += "  N in {" + strings.Join(ns, ",") + "}"
	}
	if len(o.Mats) > 0 {
		var ms []string
		for _, d := range o.Mats {
			ms = append(ms, fmt.Sprintf("%dx%d", d.Cols, d.Rows))
		}
		s += "  CxR in {" + strings.Join(ms, ",") + "}"
	}
	if len(o.Exts) > 0 {
		s += "  needs " + strings.Join(o.Exts, "|")
	}
	return s
}

// String renders a lowering, e.g. "GLSL.std.450 float:FMix" or
// "group GroupNonUniformArithmetic Reduce float:OpGroupNonUniformFAdd ...".
func (l *Lowering) String() string {
	variants := func(name func(uint32) string) string {
		var parts []string
		for _, v := range []struct {
			class string
			n     uint32
		}{{"float", l.Float}, {"sint", l.Sint}, {"uint", l.Uint}, {"bool", l.Bool}} {
			if v.n != 0 {
				parts = append(parts, v.class+":"+name(v.n))
			}
		}
		return strings.Join(parts, " ")
	}
	glslName := func(n uint32) string {
		if info, ok := spirv.GLSLstd450Info(n); ok {
			return info.Name
		}
		return fmt.Sprint(n)
	}
	opName := func(n uint32) string { return spirv.Op(n).String() }
	var s string
	switch l.Kind {
	case GLSLstd450:
		s = "GLSL.std.450 " + variants(glslName)
	case CoreOp:
		s = "core " + variants(opName)
	case Group:
		s = "group " + capName(l.Cap)
		if l.HasGroupOp {
			if e, ok := spirv.KindGroupOperation.Enumerant(uint32(l.GroupOp)); ok {
				s += " " + e.Name
			}
		}
		s += " " + variants(opName)
		if len(l.Imm) > 0 {
			s += fmt.Sprintf(" imm%v", l.Imm)
		}
		if l.NoScope {
			s += " no-scope"
		}
	case Atomic:
		s = "atomic " + l.Atomic.String()
	case Barrier:
		s = fmt.Sprintf("barrier exec=%d mem=%d sem=0x%x", l.ExecScope, l.MemScope, uint32(l.Semantics))
	case Special:
		s = "special " + l.Special
	case Expand:
		s = "expand " + l.Special
		if l.Cap != 0 {
			s += " " + capName(l.Cap)
		}
	}
	if l.Splat {
		s += " splat"
	}
	if l.SwapArgs {
		s += " swap-args"
	}
	return s
}

func capName(c spirv.Capability) string {
	if e, ok := spirv.KindCapability.Enumerant(uint32(c)); ok {
		return e.Name
	}
	return fmt.Sprint(uint32(c))
}

// Describe renders the whole table, one function per paragraph, for
// review (the golden file ir/builtins/testdata/table.golden).
func Describe() string {
	var b strings.Builder
	for _, f := range Funcs() {
		fmt.Fprintf(&b, "%s", f.Name)
		if len(f.Exts) > 0 {
			fmt.Fprintf(&b, "  [%s]", strings.Join(f.Exts, " "))
		}
		fmt.Fprintf(&b, "\n  lower: %s\n", f.Lower.String())
		for i := range f.Overloads {
			o := &f.Overloads[i]
			fmt.Fprintf(&b, "  %s\n", o.Signature(f.Name))
			if o.Lower != nil {
				fmt.Fprintf(&b, "    lower: %s\n", o.Lower.String())
			}
		}
	}
	b.WriteString("\nvariables\n")
	for _, v := range Vars() {
		fmt.Fprintf(&b, "  %s %s %s", v.Type, v.Name, v.ID)
		if v.Derived {
			b.WriteString(" derived")
		}
		if len(v.Exts) > 0 {
			fmt.Fprintf(&b, " [%s]", strings.Join(v.Exts, " "))
		}
		if v.Subgroup {
			b.WriteString(" subgroup")
		}
		b.WriteString("\n")
	}
	return b.String()
}
