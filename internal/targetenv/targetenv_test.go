package targetenv

import (
	"strings"
	"testing"
)

func TestAmberGLSL(t *testing.T) {
	for _, c := range []struct {
		name     string
		vk, spv  int
		compiler string
		override uint32
	}{
		{"spv1.0", 0, 0, "vulkan1.0", 0},
		{"spv1.3", 1, 3, "vulkan1.1", 0},
		// Amber: Vulkan 1.2 requires SPIR-V 1.4, so spv1.4 means Vulkan 1.2.
		{"spv1.4", 2, 4, "vulkan1.2", Word(4)},
		{"spv1.5", 2, 5, "vulkan1.2", 0},
		{"vulkan1.1spv1.4", 1, 4, "vulkan1.1", Word(4)},
		{"vulkan1.2", 2, 5, "vulkan1.2", 0},
	} {
		e, err := AmberGLSL(c.name)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if e.Name != c.name || e.VulkanMinor != c.vk || e.SPIRVMinor() != c.spv {
			t.Errorf("%s: got %+v", c.name, e)
		}
		if n, o := e.Compiler(); n != c.compiler || o != c.override {
			t.Errorf("%s: Compiler() = %s, %#x; want %s, %#x", c.name, n, o, c.compiler, c.override)
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
