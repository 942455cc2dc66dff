// Package targetenv is the one table of target environments: the names
// glslc-nv's --target-env takes, the names AmberScript's TARGET_ENV takes
// (Amber's list for GLSL shaders, SPIRV-Tools' list for SPIR-V assembly),
// and the Vulkan and SPIR-V versions each name implies. Every stage that
// needs a target environment asks this package; nothing else spells out
// the mapping.
package targetenv

import (
	"fmt"
	"strings"
)

// Env is a target environment: a Vulkan API version and the SPIR-V
// version modules for it are written in. The zero Env means "not given":
// the compiler's default applies.
type Env struct {
	// Name is the name the environment was given by ("spv1.3",
	// "vulkan1.1", ...); "" for the zero Env.
	Name string
	// VulkanMinor is the minor version of Vulkan 1.x.
	VulkanMinor int
	// SPIRV is the SPIR-V header version word (0x00010300 for 1.3).
	SPIRV uint32
}

// IsZero reports whether the Env is the zero Env (no environment given).
func (e Env) IsZero() bool { return e == Env{} }

// SPIRVMinor is the minor version of SPIR-V 1.x.
func (e Env) SPIRVMinor() int { return int(e.SPIRV>>8) & 0xff }

// Compiler gives the compiler's --target-env name for the Vulkan version
// ("vulkan1.1") and the SPIR-V version word when it differs from the one
// that name implies (0 otherwise): what the compiler's options take.
func (e Env) Compiler() (name string, spirvOverride uint32) {
	name = fmt.Sprintf("vulkan1.%d", e.VulkanMinor)
	if def, ok := compilerEnvs[name]; ok && def.SPIRV == e.SPIRV {
		return name, 0
	}
	return name, e.SPIRV
}

// Word gives the SPIR-V header version word of SPIR-V 1.minor.
func Word(minor int) uint32 { return 1<<16 | uint32(minor)<<8 }

func env(vk, spv int) Env { return Env{VulkanMinor: vk, SPIRV: Word(spv)} }

// Default is the environment of a compile that names none: Vulkan 1.1,
// SPIR-V 1.3 (the oldest Vulkan with subgroup operations).
var Default = env(1, 3)

// compilerEnvs are glslc-nv's --target-env values (glslc's names).
var compilerEnvs = map[string]Env{
	"vulkan": env(0, 0), "vulkan1.0": env(0, 0), "vulkan1.1": env(1, 3),
	"vulkan1.1spv1.4": env(1, 4), "vulkan1.2": env(2, 5), "vulkan1.3": env(3, 6),
	"vulkan1.4": env(4, 6),
}

// CompilerNames lists the --target-env values in order ("vulkan" is an
// alias of vulkan1.0 and not listed).
var CompilerNames = []string{"vulkan1.0", "vulkan1.1", "vulkan1.1spv1.4", "vulkan1.2", "vulkan1.3", "vulkan1.4"}

// amberGLSLEnvs are the TARGET_ENV values Amber accepts for a GLSL shader
// and the environment shaderc is given for each (Amber's ParseSpvEnv): a
// bare SPIR-V version picks the oldest Vulkan that has it, except that
// spv1.4 means Vulkan 1.2, which requires it.
var amberGLSLEnvs = map[string]Env{
	"spv1.0": env(0, 0), "spv1.1": env(1, 1), "spv1.2": env(1, 2), "spv1.3": env(1, 3),
	"spv1.4": env(2, 4), "spv1.5": env(2, 5),
	"vulkan1.0": env(0, 0), "vulkan1.1": env(1, 3), "vulkan1.1spv1.4": env(1, 4), "vulkan1.2": env(2, 5),
}

// AmberGLSLNames lists amberGLSLEnvs' names in order.
var AmberGLSLNames = []string{"spv1.0", "spv1.1", "spv1.2", "spv1.3", "spv1.4", "spv1.5",
	"vulkan1.0", "vulkan1.1", "vulkan1.1spv1.4", "vulkan1.2"}

// spirvToolsEnvs are SPIRV-Tools' target environment names (what Amber
// hands spvParseTargetEnv for SPIR-V assembly) with the SPIR-V version
// the assembler writes for each. The OpenCL and OpenGL environments are
// accepted for their SPIR-V version only (VulkanMinor 0).
var spirvToolsEnvs = map[string]Env{
	"spv1.0": env(0, 0), "spv1.1": env(0, 1), "spv1.2": env(0, 2), "spv1.3": env(0, 3),
	"spv1.4": env(0, 4), "spv1.5": env(0, 5), "spv1.6": env(0, 6),
	"vulkan1.0": env(0, 0), "vulkan1.1": env(1, 3), "vulkan1.1spv1.4": env(1, 4),
	"vulkan1.2": env(2, 5), "vulkan1.3": env(3, 6), "vulkan1.4": env(4, 6),
	"opencl1.2": env(0, 0), "opencl1.2embedded": env(0, 0), "opencl2.0": env(0, 0),
	"opencl2.0embedded": env(0, 0), "opencl2.1": env(0, 0), "opencl2.1embedded": env(0, 0),
	"opencl2.2": env(0, 2), "opencl2.2embedded": env(0, 2),
	"opengl4.0": env(0, 0), "opengl4.1": env(0, 0), "opengl4.2": env(0, 0),
	"opengl4.3": env(0, 0), "opengl4.5": env(0, 0),
}

// SPIRVToolsNames lists spirvToolsEnvs' Vulkan and SPIR-V names in order
// (for messages; the OpenCL and OpenGL names are accepted too).
var SPIRVToolsNames = []string{"spv1.0", "spv1.1", "spv1.2", "spv1.3", "spv1.4", "spv1.5", "spv1.6",
	"vulkan1.0", "vulkan1.1", "vulkan1.1spv1.4", "vulkan1.2", "vulkan1.3", "vulkan1.4"}

func lookup(table map[string]Env, names []string, what, name string) (Env, error) {
	e, ok := table[name]
	if !ok {
		return Env{}, fmt.Errorf("unknown %s %q (want one of %s)", what, name, strings.Join(names, ", "))
	}
	e.Name = name
	return e, nil
}

// Compiler resolves a --target-env value; "" gives Default.
func Compiler(name string) (Env, error) {
	if name == "" {
		e := Default
		e.Name = "vulkan1.1"
		return e, nil
	}
	return lookup(compilerEnvs, CompilerNames, "target environment", name)
}

// AmberGLSL resolves an AmberScript TARGET_ENV of a GLSL shader.
func AmberGLSL(name string) (Env, error) {
	return lookup(amberGLSLEnvs, AmberGLSLNames, "target environment for GLSL", name)
}

// SPIRVTools resolves a SPIRV-Tools target environment name, as an
// AmberScript TARGET_ENV of a SPIR-V assembly shader.
func SPIRVTools(name string) (Env, error) {
	return lookup(spirvToolsEnvs, SPIRVToolsNames, "SPIR-V target environment", name)
}
