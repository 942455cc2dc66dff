package ir

import (
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"
)

func TestPrintGolden(t *testing.T) {
	m, main, _ := sample()
	s := m.AddSpec(&SpecConst{Name: "N", Type: Int32, ID: 2, Default: Int32Const(8)})
	m.AddSpec(&SpecConst{Name: "N2", Type: Int32, ID: -1, Value: Bin(IMul, &SpecRef{Spec: s}, Int32Const(2))})
	v := main.NewLocal("v", Vec(Float32, 4))
	main.Body.Stmts = append(main.Body.Stmts,
		Assign(SwizzleOf(RefLocal(v), 2, 0), Cons(Vec(Float32, 2), Float32Const(1), &Cond{Cond: ConstBool(true), X: Float32Const(2), Y: Float32Const(3)})),
		Do(&Seq{Stmts: []Stmt{Assign(RefLocal(main.Locals[0]), Uint32Const(7))}, Value: &ShortCircuit{Op: OrOr, X: ConstBool(false), Y: ConstBool(true)}}),
		DoWhile(ConstBool(false), Do(CallBuiltin("subgroupBallot", Vec(Uint32, 4), ConstBool(true)))),
	)
	if err := Validate(m); err != nil {
		t.Fatal(err)
	}
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".ir"))
	g.Assert(t, "sample", []byte(m.String()))
}

func TestInspect(t *testing.T) {
	m, main, _ := sample()
	counts := map[string]int{}
	Inspect(main.Body, func(n any) bool {
		switch n.(type) {
		case *Loop:
			counts["loop"]++
		case *Call:
			counts["call"]++
		case *Load:
			counts["load"]++
		}
		return true
	})
	if counts["loop"] != 1 || counts["call"] != 1 || counts["load"] < 4 {
		t.Errorf("Inspect counts %v", counts)
	}
	if !strings.Contains(m.String(), "func uint twice(in uint x, out uint y)") {
		t.Errorf("Print:\n%s", m)
	}
}
