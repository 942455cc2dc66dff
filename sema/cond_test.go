package sema

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
)

// TestCondSelect: ?: whose arms are constants or reads of whole variables
// is an eager Select (one OpSelect, as glslang emits it); any other arm
// keeps the lazy Cond; a const parameter is marked Const.
func TestCondSelect(t *testing.T) {
	m := mustCheck(t, "c.comp", `#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint o[]; };
uint f(const uint k, uint n) { return k < n ? k : n; }
void main() {
	uint a = o[0], b = o[1];
	bool c = a < b;
	o[2] = c ? a : b;
	o[3] = c ? 16u : 0u;
	o[4] = c ? a + 1u : b;
	o[5] = c ? o[6] : b;
	o[7] = f(a, b);
}
`, Options{})
	var selects, conds int
	for _, f := range m.Functions {
		ir.Inspect(f.Body, func(n any) bool {
			switch n.(type) {
			case *ir.Select:
				selects++
			case *ir.Cond:
				conds++
			}
			return true
		})
		if f.Name == "f" && (!f.Params[0].Const || f.Params[1].Const) {
			t.Errorf("f's parameters Const = %v, %v; want true, false", f.Params[0].Const, f.Params[1].Const)
		}
	}
	if selects != 3 || conds != 2 {
		t.Errorf("%d Selects and %d Conds, want 3 and 2:\n%s", selects, conds, m)
	}
}

// TestLogicalEager: && and || whose right operand is a leaf or one
// comparison, not or conversion of leaves are eager Binary nodes (one
// OpLogicalAnd/Or, as glslang); a call, a dynamic index or arithmetic on
// the right keeps the lazy ShortCircuit.
func TestLogicalEager(t *testing.T) {
	m := mustCheck(t, "l.comp", `#version 450
layout(local_size_x = 1) in;
struct S { uint k[2]; };
layout(binding = 0) buffer B { S s; bool f; uint o[]; };
bool g() { o[9] = 1u; return true; }
void main() {
	uint a = o[0], b = o[1];
	bool c = a < b;
	o[2] = uint(c && a == b);
	o[3] = uint(c || !c);
	o[4] = uint(c && s.k[1] > 3u);
	o[5] = uint(c || f);
	o[6] = uint(c && g());
	o[7] = uint(c && o[a] == 0u);
	o[8] = uint(c || a + 1u == b);
}
`, Options{})
	var eager, lazy int
	ir.Inspect(m.Functions[len(m.Functions)-1].Body, func(n any) bool {
		switch n := n.(type) {
		case *ir.Binary:
			if n.Op == ir.LogicalAnd || n.Op == ir.LogicalOr {
				eager++
			}
		case *ir.ShortCircuit:
			lazy++
		}
		return true
	})
	if eager != 4 || lazy != 3 {
		t.Errorf("%d eager and %d lazy, want 4 and 3:\n%s", eager, lazy, m)
	}
}
