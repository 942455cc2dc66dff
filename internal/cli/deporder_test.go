package cli

import (
	"fmt"
	"slices"
	"testing"
)

// The expected orders were printed by a C++ program iterating a
// std::unordered_set<std::string> built by the same insertions with GCC 12's
// libstdc++ (x86-64), and agree with the make rules glslc 2023.2 writes.
func TestDepOrderMatchesLibstdcxx(t *testing.T) {
	if h := libstdcxxHash("inc/a.h"); h != 0xa049923df9021b3c {
		t.Errorf("hash of inc/a.h = %#x, want 0xa049923df9021b3c", h)
	}
	got := depOrder([]string{"inc/a.h", "inc/b.h", "inc/c.h", "inc/d.h", "inc/e.h", "inc/a.h"})
	want := []string{"inc/e.h", "inc/d.h", "inc/b.h", "inc/c.h", "inc/a.h"}
	if !slices.Equal(got, want) {
		t.Errorf("order %q, want %q", got, want)
	}
	got = depOrder([]string{"./inc/a.h", "./inc/b.h", "./inc/c.h", "./inc/d.h", "./inc/e.h"})
	want = []string{"./inc/e.h", "./inc/d.h", "./inc/c.h", "./inc/b.h", "./inc/a.h"}
	if !slices.Equal(got, want) {
		t.Errorf("order %q, want %q", got, want)
	}
}

func TestDepOrderKeepsEveryPathOnce(t *testing.T) {
	var in []string
	for i := 0; i < 300; i++ { // through several rehashes
		in = append(in, fmt.Sprintf("h%d.glsl", i%250))
	}
	got := depOrder(in)
	if len(got) != 250 {
		t.Fatalf("%d paths, want 250", len(got))
	}
	s := slices.Clone(got)
	slices.Sort(s)
	if len(slices.Compact(s)) != 250 {
		t.Error("a path is listed twice")
	}
}
