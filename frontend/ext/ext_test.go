package ext

import "testing"

func TestTableConsistent(t *testing.T) {
	for _, i := range table {
		for _, m := range i.Implies {
			if _, ok := Lookup(m); !ok {
				t.Errorf("%s implies unknown extension %s", i.Name, m)
			}
		}
	}
	if len(Names()) != len(table) {
		t.Fatal("duplicate extension names")
	}
	c := Closure("GL_NV_shader_subgroup_partitioned")
	if len(c) != 2 || c[1] != "GL_KHR_shader_subgroup_basic" {
		t.Fatalf("closure %v", c)
	}
	if b, ok := ParseBehavior("require"); !ok || b != Require {
		t.Fatal("require")
	}
	if _, ok := ParseBehavior("maybe"); ok {
		t.Fatal("accepted a bogus behaviour")
	}
}
