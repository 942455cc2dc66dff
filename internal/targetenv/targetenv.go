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

// OrDefault returns e, or Default for the zero Env: what a stage given an
// Env does with one nobody chose.
func (e Env) OrDefault() Env {
	if e.IsZero() {
		return Default
	}
	return e
}

// Check reports an Env that no name gives: a SPIR-V version word that is
// not 1.0 ... 1.6, or a Vulkan version past 1.4 (a hand-made Env).
func (e Env) Check() error {
	if e.SPIRV < Word(0) || e.SPIRV > Word(maxSPIRVMinor) || e.SPIRV&0xff0000ff != 0 {
		return fmt.Errorf("unsupported SPIR-V version word 0x%08x", e.SPIRV)
	}
	if e.VulkanMinor < 0 || e.VulkanMinor > 4 {
		return fmt.Errorf("unsupported Vulkan version 1.%d", e.VulkanMinor)
	}
	return nil
}

// String names e as the command line would give it: its name, with the
// SPIR-V version when that differs from the one the name implies.
func (e Env) String() string {
	name := e.Name
	if name == "" {
		name = fmt.Sprintf("vulkan1.%d", e.VulkanMinor)
	}
	if def, ok := compilerEnvs[name]; !ok || def.SPIRV != e.SPIRV {
		return fmt.Sprintf("%s (SPIR-V 1.%d)", name, e.SPIRVMinor())
	}
	return name
}

// WithSPIRV returns e with the SPIR-V version named by a --target-spv
// value (spv1.0 ... spv1.6) instead of the one its name implies; ""
// returns e unchanged.
func (e Env) WithSPIRV(name string) (Env, error) {
	if name == "" {
		return e, nil
	}
	for minor := 0; minor <= maxSPIRVMinor; minor++ {
		if name == fmt.Sprintf("spv1.%d", minor) {
			e.SPIRV = Word(minor)
			return e, nil
		}
	}
	return e, fmt.Errorf("unknown SPIR-V version %q (want spv1.0 ... spv1.%d)", name, maxSPIRVMinor)
}

// maxSPIRVMinor is the newest SPIR-V version, 1.6.
const maxSPIRVMinor = 6

// Word gives the SPIR-V header version word of SPIR-V 1.minor.
func Word(minor int) uint32 { return 1<<16 | uint32(minor)<<8 }

func env(vk, spv int) Env { return Env{VulkanMinor: vk, SPIRV: Word(spv)} }

// DefaultName is the environment of a compile that names none through the
// Go packages (the zero Env: the driver and every stage), of glslc-nv run
// and of AmberScript files without TARGET_ENV: Vulkan 1.1, the oldest with
// subgroup operations, which the interpreter exists to run.
const DefaultName = "vulkan1.1"

// GlslcDefaultName is the compile command's default, glslc's own: a build
// that names no --target-env gets what glslc gives it, Vulkan 1.0 and
// SPIR-V 1.0 (so subgroup operations need --target-env=vulkan1.1).
const GlslcDefaultName = "vulkan1.0"

// Default is the environment DefaultName names.
var Default = func() Env {
	e := compilerEnvs[DefaultName]
	e.Name = DefaultName
	return e
}()

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
		return Default, nil
	}
	return lookup(compilerEnvs, CompilerNames, "target environment", name)
}

// OldestWith names the oldest --target-env whose SPIR-V version is at
// least word's ("vulkan1.1" for SPIR-V 1.3), for messages.
func OldestWith(word uint32) string {
	for _, n := range CompilerNames {
		if compilerEnvs[n].SPIRV >= word {
			return n
		}
	}
	return CompilerNames[len(CompilerNames)-1]
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

// MustCompiler is Compiler for a name known to be good (tests, tables);
// it panics on an unknown one.
func MustCompiler(name string) Env {
	e, err := Compiler(name)
	if err != nil {
		panic(err)
	}
	return e
}

// Validator is the SPIRV-Tools target environment (spirv-val
// --target-env) of modules written for e: the Vulkan name with e's
// Vulkan and SPIR-V versions, or, for a SPIR-V version no Vulkan name
// pairs with e's Vulkan version, the bare spv1.x.
func (e Env) Validator() string {
	e = e.OrDefault()
	for _, n := range SPIRVToolsNames {
		if t := spirvToolsEnvs[n]; strings.HasPrefix(n, "vulkan") && t.VulkanMinor == e.VulkanMinor && t.SPIRV == e.SPIRV {
			return n
		}
	}
	return fmt.Sprintf("spv1.%d", e.SPIRVMinor())
}
