package builtins

import (
	"fmt"
	"strings"
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
		case p.Interp:
			q = "interpolant "
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

// Describe renders the whole table, one function per paragraph, for
// review. A back end passes lowering to add, under each function and each
// overload with an identity of its own, a "lower:" line saying how it
// emits that identity (lower's golden file lower/testdata/builtins.golden);
// nil leaves them out.
func Describe(lowering func(FuncID) string) string {
	var b strings.Builder
	for _, f := range Funcs() {
		fmt.Fprintf(&b, "%s", f.Name)
		if len(f.Exts) > 0 {
			fmt.Fprintf(&b, "  [%s]", strings.Join(f.Exts, " "))
		}
		b.WriteString("\n")
		if lowering != nil {
			fmt.Fprintf(&b, "  lower: %s\n", lowering(f.ID))
		}
		for i := range f.Overloads {
			o := &f.Overloads[i]
			fmt.Fprintf(&b, "  %s", o.Signature(f.Name))
			if o.LongVector {
				b.WriteString("  (long vectors only)")
			}
			b.WriteString("\n")
			if o.ID != 0 && lowering != nil {
				fmt.Fprintf(&b, "    lower: %s\n", lowering(o.ID))
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
