package builtins

import (
	"strings"
	"testing"
)

func TestTableShape(t *testing.T) {
	fs := Funcs()
	if len(fs) < 150 {
		t.Errorf("%d built-in functions, want at least 150", len(fs))
	}
	names := map[string]bool{}
	for _, f := range fs {
		if names[f.Name] {
			t.Errorf("%s listed twice", f.Name)
		}
		names[f.Name] = true
		if len(f.Overloads) == 0 {
			t.Errorf("%s has no overloads", f.Name)
		}
		for i := range f.Overloads {
			checkOverload(t, f, i)
		}
	}
	for _, want := range []string{"sin", "atan", "frexp", "packHalf2x16", "inverse", "notEqual", "bitfieldInsert",
		"atomicCompSwap", "barrier", "subgroupElect", "subgroupAllEqual", "subgroupExclusiveXor", "subgroupBallotFindMSB",
		"subgroupShuffleDown", "subgroupClusteredMul", "subgroupQuadSwapDiagonal", "subgroupClusteredRotate",
		"subgroupPartitionNV", "subgroupPartitionedExclusiveMinNV", "shuffleNV", "shuffleXorNV", "quadSwizzleYNV",
		"allThreadsEqualNV", "ballotARB", "readInvocationARB", "allInvocationsEqualARB", "swizzleInvocationsMaskedAMD",
		"mbcntAMD", "controlBarrier"} {
		if Lookup(want) == nil {
			t.Errorf("no row for %s", want)
		}
	}
}

func checkOverload(t *testing.T, f *Func, i int) {
	t.Helper()
	o := &f.Overloads[i]
	pats := []Pattern{o.Ret}
	for _, p := range o.Params {
		pats = append(pats, p.Type)
	}
	for _, p := range pats {
		if p.Comp == Gen && p.Shape != VoidShape && o.Gen == 0 {
			t.Errorf("%s overload %d uses S without a Gen set", f.Name, i)
		}
		if p.Shape == N && o.Sizes == 0 {
			t.Errorf("%s overload %d uses N without sizes", f.Name, i)
		}
		if (p.Shape == Mat || p.Shape == MatT || p.Shape == Col || p.Shape == Row) && len(o.Mats) == 0 {
			t.Errorf("%s overload %d uses a matrix shape without Mats", f.Name, i)
		}
	}
	switch f.Kind {
	case KindAtomic:
		if f.Atomic == 0 || !o.Params[0].InOut {
			t.Errorf("%s: atomic row without op or memory parameter", f.Name)
		}
	case KindBarrier:
		scoped := len(o.Params) == 3 || len(o.Params) == 4 // operands from constant arguments
		for _, p := range o.Params {
			if !p.Const || p.Type != PInt {
				t.Errorf("%s: barrier parameter %s is not a constant int", f.Name, p.Name)
			}
		}
		if len(o.Params) > 0 && !scoped {
			t.Errorf("%s: barrier with %d parameters", f.Name, len(o.Params))
		}
	case KindSubgroup, KindCrossLane:
		if len(f.Exts) == 0 {
			t.Errorf("%s: cross-lane function without an extension", f.Name)
		}
	case KindValue:
	default:
		t.Errorf("%s: kind %s in the callable table", f.Name, f.Kind)
	}
	if o.ID != 0 && ByID(o.ID) != f {
		t.Errorf("%s: overload %d's identity %s maps to another row", f.Name, i, o.ID)
	}
}

func d(s Scalar, n int) Desc { return Desc{Scalar: s, Size: n} }

func TestBind(t *testing.T) {
	cases := []struct {
		fn   string
		args []Desc
		ret  Desc
		ok   bool
	}{
		{"mix", []Desc{d(Float32, 3), d(Float32, 3), d(Float32, 1)}, d(Float32, 3), true},
		{"mix", []Desc{d(Float32, 3), d(Float32, 3), d(Bool, 3)}, d(Float32, 3), true},
		{"mix", []Desc{d(Float32, 3), d(Float32, 2), d(Float32, 1)}, Desc{}, false},
		{"clamp", []Desc{d(Int32, 2), d(Int32, 1), d(Int32, 1)}, d(Int32, 2), true},
		{"clamp", []Desc{d(Int32, 2), d(Uint32, 1), d(Uint32, 1)}, Desc{}, false},
		{"length", []Desc{d(Float64, 4)}, d(Float64, 1), true},
		{"sin", []Desc{d(Float64, 1)}, Desc{}, false},
		{"lessThan", []Desc{d(Uint32, 2), d(Uint32, 2)}, d(Bool, 2), true},
		{"lessThan", []Desc{d(Uint32, 1), d(Uint32, 1)}, Desc{}, false},
		{"findMSB", []Desc{d(Uint32, 3)}, d(Int32, 3), true},
		{"frexp", []Desc{d(Float32, 2), d(Int32, 2)}, d(Float32, 2), true},
		{"outerProduct", []Desc{d(Float32, 3), d(Float32, 2)}, Desc{Scalar: Float32, Size: 3, Cols: 2}, true},
		{"transpose", []Desc{{Scalar: Float32, Size: 3, Cols: 2}}, Desc{Scalar: Float32, Size: 2, Cols: 3}, true},
		{"determinant", []Desc{{Scalar: Float32, Size: 3, Cols: 2}}, Desc{}, false},
		{"subgroupAdd", []Desc{d(Int16, 4)}, d(Int16, 4), true},
		{"subgroupAdd", []Desc{d(Bool, 1)}, Desc{}, false},
		{"subgroupOr", []Desc{d(Bool, 1)}, d(Bool, 1), true},
		{"subgroupBallot", []Desc{d(Bool, 1)}, d(Uint32, 4), true},
		{"subgroupPartitionedMaxNV", []Desc{d(Float64, 2), d(Uint32, 4)}, d(Float64, 2), true},
		{"subgroupPartitionNV", []Desc{d(Bool, 3)}, d(Uint32, 4), true},
		{"barrier", nil, Desc{Void: true}, true},
		{"shuffleUpNV", []Desc{d(Bool, 3), d(Uint32, 1), d(Uint32, 1)}, d(Bool, 3), true},
		{"shuffleUpNV", []Desc{d(Float32, 2), d(Uint32, 1), d(Uint32, 1), d(Bool, 1)}, d(Float32, 2), true},
		{"shuffleUpNV", []Desc{d(Float64, 1), d(Uint32, 1), d(Uint32, 1)}, Desc{}, false},
		{"quadSwizzleXNV", []Desc{d(Float32, 4), d(Float32, 4)}, d(Float32, 4), true},
		{"quadSwizzleXNV", []Desc{d(Int32, 1)}, Desc{}, false},
		{"ballotARB", []Desc{d(Bool, 1)}, d(Uint64, 1), true},
		{"mbcntAMD", []Desc{d(Uint64, 1)}, d(Uint32, 1), true},
		{"swizzleInvocationsAMD", []Desc{d(Int32, 2), d(Uint32, 4)}, d(Int32, 2), true},
	}
	for _, c := range cases {
		f := Lookup(c.fn)
		var got Desc
		ok := false
		for i := range f.Overloads {
			if _, r, match := f.Overloads[i].Bind(c.args); match {
				got, ok = r, true
				break
			}
		}
		if ok != c.ok || (ok && got != c.ret) {
			t.Errorf("%s%v = %v, %v; want %v, %v", c.fn, c.args, got, ok, c.ret, c.ok)
		}
	}
}

func TestVars(t *testing.T) {
	v := LookupVar("gl_SubgroupEqMask")
	if v == nil || v.Type != d(Uint32, 4) || v.ID != SubgroupEqMask || !v.Subgroup || v.Derived {
		t.Errorf("gl_SubgroupEqMask = %+v", v)
	}
	if VarByID(GlobalInvocationID).Name != "gl_GlobalInvocationID" {
		t.Errorf("VarByID(GlobalInvocationID) wrong")
	}
	compute := 0
	for _, v := range Vars() {
		if v.Stages&SCompute != 0 {
			compute++
		}
	}
	if compute != 31 || len(Vars()) != 81 {
		t.Errorf("%d built-in variable rows (%d of compute), want 81 (31)", len(Vars()), compute)
	}
	if v, _ := LookupVarIn("gl_Layer", SFragment); v == nil || v.Out || v.Stages != SFragment {
		t.Errorf("gl_Layer's fragment row = %+v", v)
	}
	if v, _ := LookupVarIn("gl_Layer", SGeometry); v == nil || !v.Out {
		t.Errorf("gl_Layer's geometry row = %+v, want an output", v)
	}
	if v := LookupMember("gl_in", "gl_Position", SGeometry); v == nil || v.Out || !v.PerVertex {
		t.Errorf("gl_in[].gl_Position in geometry = %+v", v)
	}
	if v, _ := LookupVarIn("gl_Position", STessControl); v != nil {
		t.Errorf("a bare gl_Position in tessellation control = %+v, want none (gl_out[] only)", v)
	}
	if v, any := LookupVarIn("gl_FragCoord", SVertex); v != nil || !any {
		t.Errorf("gl_FragCoord in a vertex shader = %+v, %v; want none of a known name", v, any)
	}
	if v := LookupVar("gl_DeviceIndex"); v == nil || v.ID != DeviceIndex || v.Type != d(Int32, 1) || v.Subgroup {
		t.Errorf("gl_DeviceIndex = %+v", v)
	}
	if v := LookupVar("gl_ThreadLtMaskNV"); v == nil || !v.Derived || VarByID(v.ID) != v {
		t.Errorf("gl_ThreadLtMaskNV = %+v", v)
	}
	if v := LookupVar("gl_SubGroupSizeARB"); v == nil || VarByID(v.ID).Name != "gl_SubgroupSize" {
		t.Errorf("gl_SubGroupSizeARB = %+v", v)
	}
	// Every identity is some variable's, and names itself.
	for id := NoVar + 1; id < NumVarIDs; id++ {
		if v := VarByID(id); v == nil || id.String() == "?" || strings.HasPrefix(id.String(), "VarID(") {
			t.Errorf("identity %d (%s) has no variable", id, id)
		}
	}
}

// TestFuncIDs checks the identities: every one but FnSpirvInstruction
// names one row, every row has its own, and the names are the rows' names.
func TestFuncIDs(t *testing.T) {
	seen := map[*Func]FuncID{}
	for _, id := range FuncIDs() {
		if id.String() == "FuncID?" {
			t.Errorf("identity %d has no name", id)
		}
		f := ByID(id)
		if id == FnSpirvInstruction {
			if f != nil {
				t.Errorf("FnSpirvInstruction has a table row")
			}
			continue
		}
		if f == nil {
			t.Errorf("%s has no row", id)
			continue
		}
		if f.ID == id {
			if prev, dup := seen[f]; dup {
				t.Errorf("%s and %s share a row", prev, id)
			}
			seen[f] = id
			if f.Name != id.String() && id != FnSamplerConstructor {
				t.Errorf("row %q has identity %s", f.Name, id)
			}
		}
	}
	for _, f := range Funcs() {
		if Lookup(f.Name) != f || ByID(f.ID) != f {
			t.Errorf("%s: lookup by name or identity gives another row", f.Name)
		}
	}
	if n := len(Funcs()) + len(ImageFuncs()) + len(CoopFuncs()) + len(RayQueryFuncs()) + 4; len(seen) != n { // + CombineFunc, BitcastExtractE2M1, DotBFloat16, AccelFromAddress
		t.Errorf("%d rows with identities, %d rows", len(seen), n)
	}
}

// TestDescribe renders the table without a back end (lower's golden
// file has the lowerings).
func TestDescribe(t *testing.T) {
	d := Describe(nil)
	for _, want := range []string{"\nmix\n  S<N> mix(S<N> x, S<N> y, S<N> a)", "S<N> mix(S<N> x, S<N> y, bool<N> a)", "\nvariables\n"} {
		if !strings.Contains(d, want) {
			t.Errorf("Describe(nil) lacks %q", want)
		}
	}
	if strings.Contains(d, "lower:") {
		t.Errorf("Describe(nil) has lowering lines")
	}
}
