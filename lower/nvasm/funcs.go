package nvasm

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"strings"

	"github.com/glslc-nv/glslc-nv/ir"
)

// Functions. The entry point is the "main:" routine; every other
// function reachable from it is a subroutine entered with CAL and left
// with RET. GLSL has no recursion, so each function owns its registers:
// its parameters (p_*), locals (v_*), result (ret_*) and expression
// temporaries (R<k>_<n>; main's are R<n>) are separate TEMPs, and a call
// cannot clobber a value its caller still holds.

type funcInfo struct {
	fn        *ir.Function
	label     string
	prefix    string
	next, max int
	ret       *slotVar
	isMain    bool
	long      map[int]bool // temporaries used as LONG TEMPs
}

// slotVar is the register storage of a variable: one TEMP for a scalar or
// vector, a TEMP array with one element per leaf (vector, scalar or
// matrix column) otherwise.
type slotVar struct {
	name string
	arr  bool
	n    int
	t    *ir.Type
	// parts names one LONG TEMP per leaf of a 64-bit aggregate
	// (frontend/nvasm has no LONG TEMP arrays); such a variable cannot be
	// indexed dynamically.
	parts []string
}

// leaves flattens a type into its scalar, vector and matrix-column parts.
func leaves(t *ir.Type) []*ir.Type {
	switch t.Kind() {
	case ir.KindMatrix:
		out := make([]*ir.Type, t.Len())
		for i := range out {
			out[i] = t.Elem()
		}
		return out
	case ir.KindArray:
		el := leaves(t.Elem())
		var out []*ir.Type
		for i := 0; i < arrLen(t); i++ {
			out = append(out, el...)
		}
		return out
	case ir.KindStruct:
		var out []*ir.Type
		for _, m := range t.Members() {
			out = append(out, leaves(m.Type)...)
		}
		return out
	}
	return []*ir.Type{t}
}

func leafCount(t *ir.Type) int {
	switch t.Kind() {
	case ir.KindMatrix:
		return t.Len()
	case ir.KindArray:
		return arrLen(t) * leafCount(t.Elem())
	case ir.KindStruct:
		n := 0
		for _, m := range t.Members() {
			n += leafCount(m.Type)
		}
		return n
	}
	return 1
}

// newSlotVar declares the TEMP storage of a variable (LONG TEMP when its
// parts are 64-bit; a variable mixing 32- and 64-bit parts has no
// storage).
func (e *emitter) newSlotVar(pos ir.Pos, base string, t *ir.Type) *slotVar {
	v := &slotVar{name: e.unique(base), t: t, n: leafCount(t)}
	v.arr = t.Components() == 0
	long, short := 0, 0
	for _, l := range leaves(t) {
		if is64(l) {
			long++
		} else {
			short++
		}
	}
	decl := v.name
	if v.arr {
		decl = fmt.Sprintf("%s[%d]", v.name, v.n)
	}
	switch {
	case long > 0 && short > 0:
		e.unsupported(pos, "a variable mixing 64-bit and 32-bit parts ("+base+")")
	case long > 0 && v.arr:
		for i := 0; i < v.n; i++ {
			v.parts = append(v.parts, e.unique(fmt.Sprintf("%s_%d", v.name, i)))
		}
		e.longTemps = append(e.longTemps, v.parts...)
		e.options["NV_gpu_program_fp64"] = true
	case long > 0:
		e.longTemps = append(e.longTemps, decl)
		e.options["NV_gpu_program_fp64"] = true
	default:
		e.temps = append(e.temps, decl)
	}
	return v
}

// varOf returns the storage of a local, parameter or private global.
func (e *emitter) varOf(key any, base string, t *ir.Type) *slotVar {
	if v, ok := e.vars[key]; ok {
		return v
	}
	var pos ir.Pos
	if p, ok := key.(interface{ At() ir.Pos }); ok {
		pos = p.At()
	}
	v := e.newSlotVar(pos, base, t)
	e.vars[key] = v
	return v
}

// planFunctions orders the entry point and the functions it reaches and
// names their labels and registers.
func (e *emitter) planFunctions() {
	// Callers come before callees (reverse post-order of the call
	// graph): frontend/nvasm treats a routine as falling through into the
	// next label, so a callee placed before its caller would look
	// recursive to it.
	entry := e.m.Entry.Fn
	seen := map[*ir.Function]bool{}
	var post []*ir.Function
	var visit func(f *ir.Function)
	visit = func(f *ir.Function) {
		if seen[f] {
			return
		}
		seen[f] = true
		ir.Inspect(f.Body, func(n any) bool {
			if c, ok := n.(*ir.Call); ok {
				visit(c.Fn)
			}
			return true
		})
		post = append(post, f)
	}
	visit(entry)
	for i := len(post) - 1; i >= 0; i-- {
		e.order = append(e.order, post[i])
	}
	for i, f := range e.order {
		fi := &funcInfo{fn: f, isMain: f == entry, long: map[int]bool{}}
		if fi.isMain {
			fi.label, fi.prefix = "main", "R"
		} else {
			fi.label = e.unique("fn_" + f.Name)
			fi.prefix = fmt.Sprintf("R%d_", i)
			if f.Ret != ir.Void {
				fi.ret = e.newSlotVar(f.Pos, "ret_"+f.Name, f.Ret)
			}
		}
		e.funcs[f] = fi
	}
}

// function emits one routine.
func (e *emitter) function(f *ir.Function) {
	fi := e.funcs[f]
	e.f = fi
	e.code = nil
	e.last = lastWrite{line: -1}
	e.indent = 0
	e.code = append(e.code, fi.label+":")
	e.indent = 1
	if fi.isMain {
		e.initPrivates()
	}
	e.block(f.Body)
	if n := len(e.code); e.code[n-1] != "  RET;" {
		e.ins(nvisa.RET)
	}
	for i := 0; i < fi.max; i++ {
		e.temps = append(e.temps, fmt.Sprintf("%s%d", fi.prefix, i))
		if fi.long[i] {
			e.longTemps = append(e.longTemps, fmt.Sprintf("D%s%d", fi.prefix[1:], i))
		}
	}
}

// initPrivates stores the initializers of private globals.
func (e *emitter) initPrivates() {
	for _, g := range e.m.Globals {
		if g.Storage == ir.StoragePrivate && g.Init != nil {
			p := e.place(ir.RefGlobal(g))
			e.store(p, e.constLeaves(g.Init))
		}
	}
}

// call emits a call of a user function: copy-in, CAL, copy-out, result.
func (e *emitter) call(c *ir.Call) []val {
	fi := e.funcs[c.Fn]
	type outArg struct {
		p   place
		prm *slotVar
		t   *ir.Type
	}
	var outs []outArg
	args := make([][]val, len(c.Args))
	places := make([]*place, len(c.Args))
	for i, a := range c.Args {
		prm := c.Fn.Params[i]
		if prm.Mode == ir.In {
			args[i] = e.value(a)
			if i+1 < len(c.Args) && impure(c.Args[i+1:]...) {
				args[i] = e.stable(args[i])
			}
			continue
		}
		p := e.placePinned(a.(ir.Ref), c.Args[i+1:]...)
		places[i] = &p
		if prm.Mode == ir.InOut {
			args[i] = e.stable(e.load(p, a.At()))
		}
	}
	for i, prm := range c.Fn.Params {
		sv := e.varOf(prm, "p_"+prm.Name, prm.Type)
		if args[i] != nil {
			e.store(slotPlace(sv), args[i])
		}
		if places[i] != nil {
			outs = append(outs, outArg{*places[i], sv, prm.Type})
		}
	}
	e.ins(nvisa.CAL+" %s", fi.label)
	for _, o := range outs {
		e.store(o.p, e.load(slotPlace(o.prm), c.Pos))
	}
	if fi.ret == nil {
		return nil
	}
	return e.stable(e.load(slotPlace(fi.ret), c.Pos))
}

// stable copies values that live in variables (not fresh temporaries),
// so that later side effects cannot change them.
func (e *emitter) stable(vs []val) []val {
	out := make([]val, len(vs))
	for i, v := range vs {
		if v.isConst() || e.isTemp(v.reg) {
			out[i] = v
		} else {
			out[i] = e.copyVal(v)
		}
	}
	return out
}

func (e *emitter) isTemp(reg string) bool {
	p := e.f.prefix
	if strings.HasPrefix(reg, "D") {
		p = "D" + p[1:]
	}
	if len(reg) <= len(p) || reg[:len(p)] != p {
		return false
	}
	for _, c := range reg[len(p):] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// impure reports expressions that may write memory or variables.
func impure(xs ...ir.Expr) bool {
	found := false
	for _, x := range xs {
		ir.Inspect(x, func(n any) bool {
			switch n := n.(type) {
			case *ir.Seq, *ir.Call, *ir.Atomic, *ir.Store:
				found = true
			case *ir.BuiltinCall:
				for _, a := range n.Args {
					if _, ok := a.(ir.Ref); ok {
						found = true
					}
				}
			}
			return !found
		})
	}
	return found
}
