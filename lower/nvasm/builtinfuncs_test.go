package nvasm

import (
	"errors"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// nvLowers reports whether the assembly back end emits built-in id (the
// atomic functions reach it as ir.Atomic nodes, atomic.go).
func nvLowers(id builtins.FuncID, f *builtins.Func) bool {
	_, early := nvEarlyFuncs[id]
	_, comp := componentFuncs[id]
	_, whole := nvFuncs[id]
	return early || comp || whole || f != nil && f.Kind == builtins.KindAtomic
}

// TestBuiltinFuncs: the assembly back end emits every built-in function
// identity or refuses it, by itself (nvRefusedFuncs) or by its family
// (nvRefusedKinds), with a message; never both.
func TestBuiltinFuncs(t *testing.T) {
	for _, id := range builtins.FuncIDs() {
		f := builtins.ByID(id)
		kind := builtins.KindSpirvInstruction
		if f != nil {
			kind = f.Kind
		}
		why, byID := nvRefusedFuncs[id]
		if !byID {
			why = nvRefusedKinds[kind]
		}
		refused := why != ""
		lowered := nvLowers(id, f)
		switch {
		case lowered && refused:
			t.Errorf("%s: both lowered and refused (%q)", id, why)
		case !lowered && !refused:
			t.Errorf("%s: neither lowered nor refused by lower/nvasm", id)
		case refused && !strings.Contains(why, "%s"):
			t.Errorf("%s: refusal %q does not name the function", id, why)
		}
	}
	for id := range nvRefusedFuncs {
		if _, ok := nvEarlyFuncs[id]; ok {
			t.Errorf("%s: refused and in nvEarlyFuncs", id)
		}
	}
}

// TestRefusedBuiltinError: a refused built-in is a positioned error
// naming it (no panic), in each way a refusal happens: a family refused
// before the arguments are looked at, a single function refused that way,
// and a function refused after its arguments passed the 32-bit check.
func TestRefusedBuiltinError(t *testing.T) {
	cases := []struct {
		id   builtins.FuncID
		args []ir.Expr
		ret  *ir.Type
		want string
	}{
		{builtins.FnSubgroupAdd, []ir.Expr{ir.Uint32Const(1)}, ir.Uint32,
			"t.comp:3:7: the subgroup function subgroupAdd (the assembly target has 32-lane warps, not subgroups) cannot be expressed"},
		{builtins.FnBallotARB, []ir.Expr{ir.ConstBool(true)}, ir.Uint64,
			"t.comp:3:7: the function ballotARB (it works on whole subgroups, the assembly target on 32-lane warps) cannot be expressed"},
		{builtins.FnSubgroupBarrier, nil, ir.Void, "t.comp:3:7: the subgroup function subgroupBarrier cannot be expressed"},
		{builtins.FnAsin, []ir.Expr{ir.Float32Const(0.5)}, ir.Float32, "t.comp:3:7: the built-in function asin cannot be expressed"},
		{builtins.FnClockARB, nil, ir.Uint64, "t.comp:3:7: the built-in function clockARB cannot be expressed"},
	}
	for _, c := range cases {
		t.Run(c.id.String(), func(t *testing.T) {
			f := builtins.ByID(c.id)
			call := &ir.BuiltinCall{Pos: ir.Pos{Line: 3, Col: 7}, Fn: f, ID: c.id, Args: c.args, Typ: c.ret}
			fn := &ir.Function{Name: "main", Ret: ir.Void, Body: ir.Blk(ir.Do(call))}
			m := &ir.Module{Files: []string{"t.comp"}, Version: 460, Functions: []*ir.Function{fn},
				Entry: &ir.EntryPoint{Fn: fn, Name: "main", LocalSize: [3]ir.LocalSize{{Value: 32}, {Value: 1}, {Value: 1}}}}
			if err := ir.Validate(m); err != nil {
				t.Fatalf("test IR invalid: %v", err)
			}
			_, err := Emit(m, Options{})
			var e *Error
			if !errors.As(err, &e) || !e.Pos.Known() || !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("got %v, want %q...", err, c.want)
			}
		})
	}
}
