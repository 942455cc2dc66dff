package lower

import (
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// TestBuiltinFuncs: lower maps every built-in function identity to a
// SPIR-V form (spirvFuncs), of the kind the table's family implies, with
// instruction numbers and opcodes that exist. TestEveryBuiltin then lowers
// every overload of every callable row and validates the result.
func TestBuiltinFuncs(t *testing.T) {
	kinds := map[builtins.Kind][]spirvKind{
		builtins.KindValue:            {kGLSL, kCore, kSpecial, kOneOp},
		builtins.KindSubgroup:         {kGroup},
		builtins.KindCrossLane:        {kExpand},
		builtins.KindAtomic:           {kAtomic},
		builtins.KindBarrier:          {kBarrier},
		builtins.KindImage:            {kImage},
		builtins.KindCoop:             {kCoop},
		builtins.KindSpirvInstruction: {kSpirvInst},
		builtins.KindRayQuery:         {kRayQuery},
	}
	for _, id := range builtins.FuncIDs() {
		l := spirvFuncOf(id)
		if l == nil {
			t.Errorf("%s: lower has no SPIR-V form for it", id)
			continue
		}
		kind := builtins.KindSpirvInstruction
		if f := builtins.ByID(id); f != nil {
			kind = f.Kind
			if f.ID == id && f.Pure != (l.Kind == kGLSL) {
				t.Errorf("%s: Pure=%v but lowered as %d (the optimiser drops exactly the GLSL.std.450 calls)", id, f.Pure, l.Kind)
			}
		}
		ok := false
		for _, k := range kinds[kind] {
			ok = ok || l.Kind == k
		}
		if !ok {
			t.Errorf("%s: a %s function lowered as kind %d", id, kind, l.Kind)
		}
		switch l.Kind {
		case kGLSL:
			for _, n := range []uint32{l.Float, l.Sint, l.Uint, l.Bool} {
				if _, ok := spirv.GLSLstd450Info(n); n != 0 && !ok {
					t.Errorf("%s: GLSL.std.450 instruction %d does not exist", id, n)
				}
			}
		case kCore, kGroup, kOneOp:
			any := false
			for _, n := range []uint32{l.Float, l.Sint, l.Uint, l.Bool} {
				if n == 0 {
					continue
				}
				any = true
				if _, ok := spirv.Op(n).Info(); !ok {
					t.Errorf("%s: opcode %d does not exist", id, n)
				}
			}
			if !any {
				t.Errorf("%s: no opcode", id)
			}
			if (l.Kind == kGroup || l.Kind == kOneOp) && l.Cap == 0 {
				t.Errorf("%s: subgroup op without capability", id)
			}
		case kBarrier:
			if id != builtins.FnControlBarrier && l.MemScope == 0 && l.ExecScope == 0 {
				t.Errorf("%s: barrier without scope", id)
			}
		case kSpecial:
			if l.Special == "" {
				t.Errorf("%s: special lowering without a family label", id)
			}
		}
	}
	if len(spirvFuncs) != len(builtins.FuncIDs()) {
		t.Errorf("%d SPIR-V forms for %d built-in functions", len(spirvFuncs), len(builtins.FuncIDs()))
	}
}

// TestDescribeGolden renders the built-in table with lower's SPIR-V
// mapping, for review (testdata/builtins.golden; -update regenerates it).
func TestDescribeGolden(t *testing.T) {
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".golden"))
	g.Assert(t, "builtins", []byte(builtins.Describe(describeSpirvFunc)))
}
