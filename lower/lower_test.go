package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// lowerCase is one program of the table test: built as IR, lowered at every
// env in envs (all target environments when nil), validated with spirv-val,
// compared with its golden disassembly (at vulkan1.1, else the first env) and, when check is
// set, run on the reference interpreter. The IR's text (ir.Print) is kept
// beside the disassembly as <name>.ir: examples of IR for GLSL constructs.
type lowerCase struct {
	name  string
	build func() *ir.Module
	envs  []string
	opts  Options
	check func(t *testing.T, words []uint32)
}

// subgroupEnvs are the environments with subgroup operations (SPIR-V 1.3+).
var subgroupEnvs = []string{"vulkan1.1", "vulkan1.1spv1.4", "vulkan1.2", "vulkan1.3"}

var cases []lowerCase

func register(cs ...lowerCase) bool {
	cases = append(cases, cs...)
	return true
}

func TestPrograms(t *testing.T) {
	g := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".spvasm"))
	gIR := goldie.New(t, goldie.WithFixtureDir("testdata"), goldie.WithNameSuffix(".ir"))
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			envs := c.envs
			if envs == nil {
				envs = targetenv.CompilerNames
			}
			golden := envs[0]
			for _, env := range envs {
				if env == "vulkan1.1" {
					golden = env
				}
			}
			for _, env := range envs {
				opts := c.opts
				opts.TargetEnv = targetenv.MustCompiler(env)
				words := lowerOK(t, c.build(), opts)
				if env != golden {
					continue
				}
				text, err := spirv.DisassembleBytes(spirv.Encode(words), spirv.DisOptions{})
				if err != nil {
					t.Fatalf("disassemble: %v", err)
				}
				g.Assert(t, c.name, []byte(text))
				gIR.Assert(t, c.name, []byte(c.build().String()))
				if c.check != nil {
					c.check(t, words)
				}
			}
		})
	}
}
