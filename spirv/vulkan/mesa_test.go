package vulkan

import "testing"

func TestParseMesaVersion(t *testing.T) {
	for _, c := range []struct {
		in   string
		want MesaVersion
		ok   bool
	}{
		{"Mesa 22.3.6", MesaVersion{22, 3, 6}, true},
		{"Mesa 25.0.7-2~bpo12+1 (LLVM 15.0.6)", MesaVersion{25, 0, 7}, true},
		{"Mesa 24.1.0-devel (git-abc)", MesaVersion{24, 1, 0}, true},
		{"Mesa 23.2", MesaVersion{23, 2, 0}, true},
		{"Mesa 23", MesaVersion{}, false},
		{"NVIDIA 550.54", MesaVersion{}, false},
		{"", MesaVersion{}, false},
	} {
		got, ok := ParseMesaVersion(c.in)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("ParseMesaVersion(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

func TestMesaMatch(t *testing.T) {
	const m22, m25, m251 = "Mesa 22.3.6", "Mesa 25.0.7-2~bpo12+1 (LLVM 15.0.6)", "Mesa 25.1.0"
	for _, c := range []struct {
		info, spec string
		want       bool
	}{
		{m22, "22.3", true}, {m25, "22.3", false},
		{m25, "25.0", true}, {m251, "25.0", false},
		{m22, "25.0+", false}, {m25, "25.0+", true}, {m251, "25.0+", true},
		{m22, "22.3-25.0", true}, {m25, "22.3-25.0", true}, {m251, "22.3-25.0", false},
		{m25, "22.3, 25.0", true}, {m251, "22.3,25.0", false},
		{"llvmpipe", "22.3", false}, {"NVIDIA 550.54", "25.0+", false},
		{m22, "22", false}, {m22, "22.3.6", false}, {m22, "", false}, {m25, "25.0-22.3", false},
	} {
		if got := MesaMatch(c.info, c.spec); got != c.want {
			t.Errorf("MesaMatch(%q, %q) = %v, want %v", c.info, c.spec, got, c.want)
		}
	}
	for _, bad := range []string{"", "22", "22.3.6", "x.y", "25.0-22.3", "22.3,", "+"} {
		if CheckMesaSpec(bad) == nil {
			t.Errorf("CheckMesaSpec(%q) accepted", bad)
		}
	}
}
