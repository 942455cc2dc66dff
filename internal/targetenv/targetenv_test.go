package targetenv

import (
	"strings"
	"testing"
)

func TestAmberGLSL(t *testing.T) {
	for _, c := range []struct {
		name      string
		vk, spv   int
		validator string
	}{
		{"spv1.0", 0, 0, "vulkan1.0"},
		{"spv1.3", 1, 3, "vulkan1.1"},
		// Amber: Vulkan 1.2 requires SPIR-V 1.4, so spv1.4 means Vulkan 1.2.
		{"spv1.4", 2, 4, "spv1.4"},
		{"spv1.5", 2, 5, "vulkan1.2"},
		{"vulkan1.1spv1.4", 1, 4, "vulkan1.1spv1.4"},
		{"vulkan1.2", 2, 5, "vulkan1.2"},
	} {
		e, err := AmberGLSL(c.name)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if e.Name != c.name || e.VulkanMinor != c.vk || e.SPIRVMinor() != c.spv {
			t.Errorf("%s: got %+v", c.name, e)
		}
		if v := e.Validator(); v != c.validator {
			t.Errorf("%s: Validator() = %s, want %s", c.name, v, c.validator)
		}
	}
	// Amber hands shaderc neither spv1.6 nor vulkan1.3.
	for _, bad := range []string{"spv1.6", "vulkan1.3", "vulkan", "", "spirv1.3"} {
		if _, err := AmberGLSL(bad); err == nil || !strings.Contains(err.Error(), "spv1.0, spv1.1") {
			t.Errorf("AmberGLSL(%q): %v", bad, err)
		}
	}
}

func TestSPIRVToolsAndCompiler(t *testing.T) {
	for name, spv := range map[string]int{"spv1.6": 6, "vulkan1.3": 6, "vulkan1.4": 6, "vulkan1.1": 3, "opencl2.2": 2, "opengl4.5": 0} {
		e, err := SPIRVTools(name)
		if err != nil || e.SPIRVMinor() != spv {
			t.Errorf("SPIRVTools(%q) = %+v, %v; want SPIR-V 1.%d", name, e, err, spv)
		}
	}
	if _, err := SPIRVTools("vulkan2.0"); err == nil {
		t.Error("SPIRVTools accepted vulkan2.0")
	}
	for name, spv := range map[string]int{"": 3, "vulkan": 0, "vulkan1.0": 0, "vulkan1.1": 3, "vulkan1.1spv1.4": 4, "vulkan1.2": 5, "vulkan1.3": 6} {
		e, err := Compiler(name)
		if err != nil || e.SPIRVMinor() != spv {
			t.Errorf("Compiler(%q) = %+v, %v; want SPIR-V 1.%d", name, e, err, spv)
		}
	}
	if _, err := Compiler("spv1.3"); err == nil {
		t.Error("the compiler took an AmberScript-only name")
	}
	if !(Env{}).IsZero() || Default.IsZero() {
		t.Error("IsZero")
	}
}

// TestDefault: the default is one named environment, and the zero Env
// stands for it everywhere.
func TestDefault(t *testing.T) {
	e, err := Compiler(DefaultName)
	if err != nil || e != Default {
		t.Fatalf("Compiler(DefaultName) = %+v, %v; Default is %+v", e, err, Default)
	}
	if d, _ := Compiler(""); d != Default {
		t.Errorf("Compiler(\"\") = %+v", d)
	}
	if (Env{}).OrDefault() != Default || MustCompiler("vulkan1.3").OrDefault().SPIRVMinor() != 6 {
		t.Error("OrDefault")
	}
}

func TestWithSPIRV(t *testing.T) {
	e, err := MustCompiler("vulkan1.1").WithSPIRV("spv1.5")
	if err != nil || e.SPIRV != Word(5) || e.VulkanMinor != 1 || e.Name != "vulkan1.1" {
		t.Fatalf("WithSPIRV(spv1.5) = %+v, %v", e, err)
	}
	if e.String() != "vulkan1.1 (SPIR-V 1.5)" || MustCompiler("vulkan1.2").String() != "vulkan1.2" {
		t.Errorf("String: %s", e)
	}
	if same, err := Default.WithSPIRV(""); err != nil || same != Default {
		t.Errorf("WithSPIRV(\"\") = %+v, %v", same, err)
	}
	for _, bad := range []string{"spv1.7", "1.3", "vulkan1.1"} {
		if _, err := Default.WithSPIRV(bad); err == nil {
			t.Errorf("WithSPIRV(%q) accepted", bad)
		}
	}
	if err := (Env{SPIRV: 0x00010700}).Check(); err == nil {
		t.Error("Check accepted SPIR-V 1.7")
	}
	if err := MustCompiler("vulkan1.3").Check(); err != nil {
		t.Error(err)
	}
}

// TestFeatures: each gate at the versions around it, and its message.
func TestFeatures(t *testing.T) {
	for f := Feature(0); f < numFeatures; f++ {
		min := f.MinSPIRV()
		below := Env{SPIRV: min - 0x100}
		at := Env{SPIRV: min}
		if below.Has(f) || !at.Has(f) || at.Lacks(f, "x") != "" {
			t.Errorf("%s: gate is not at SPIR-V 1.%d", f, at.SPIRVMinor())
		}
		if msg := below.Lacks(f, "x"); !strings.HasPrefix(msg, "x needs SPIR-V 1.") || !strings.Contains(msg, OldestWith(min)) {
			t.Errorf("%s: %q", f, msg)
		}
	}
	got := MustCompiler("vulkan1.0").Lacks(Subgroup, "'subgroupAdd'")
	if want := "'subgroupAdd' needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)"; got != want {
		t.Errorf("Lacks = %q, want %q", got, want)
	}
}
