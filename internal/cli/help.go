package cli

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// spellingKey is the flag annotation holding the way users type a flag
// (glslc's single-dash long options, -DNAME[=VALUE], -MF FILE ...), which
// the help prints instead of pflag's double-dash form.
const spellingKey = "glslc-nv/spelling"

// spell records how a flag is typed on the command line.
func spell(f *pflag.FlagSet, name, spelling string) {
	if err := f.SetAnnotation(name, spellingKey, []string{spelling}); err != nil {
		panic(err) // a flag registered under another name: a programming error
	}
}

// flagSpelling is the flag as the help shows it.
func flagSpelling(fl *pflag.Flag) string {
	if s := fl.Annotations[spellingKey]; len(s) > 0 {
		return s[0]
	}
	varname, _ := pflag.UnquoteUsage(fl)
	var b strings.Builder
	if fl.Shorthand != "" {
		b.WriteString("-" + fl.Shorthand + ", ")
	}
	b.WriteString("--" + fl.Name)
	if varname != "" && varname != "bool" && fl.NoOptDefVal == "" {
		b.WriteString(" " + varname)
	}
	return b.String()
}

// flagTable renders a flag set as two aligned columns, one flag per line,
// with the default value where it is not the zero value.
func flagTable(fs *pflag.FlagSet) string {
	type row struct{ left, right string }
	var rows []row
	width := 0
	fs.VisitAll(func(fl *pflag.Flag) {
		if fl.Hidden {
			return
		}
		_, usage := pflag.UnquoteUsage(fl)
		if d := fl.DefValue; d != "" && d != "false" && d != "[]" && d != "0" && fl.Annotations[spellingKey] == nil {
			usage += fmt.Sprintf(" (default %s)", d)
		}
		left := "  " + flagSpelling(fl)
		rows = append(rows, row{left, usage})
		if len(left) > width {
			width = len(left)
		}
	})
	var b strings.Builder
	for _, r := range rows {
		lines := wrap(r.right, helpWidth-width-3)
		fmt.Fprintf(&b, "%-*s   %s\n", width, r.left, lines[0])
		for _, l := range lines[1:] {
			fmt.Fprintf(&b, "%-*s   %s\n", width, "", l)
		}
	}
	return strings.TrimRight(b.String(), "\n")
}

// helpWidth is the width the flag tables are wrapped to.
const helpWidth = 100

// wrap splits text into lines of at most width characters at spaces (a
// longer word gets a line of its own).
func wrap(text string, width int) []string {
	if width < 30 {
		width = 30
	}
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case len(line)+1+len(w) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	return append(lines, line)
}

// usageTemplate is cobra's usage template with the flag lists rendered by
// flagTable.
const usageTemplate = `Usage:{{if .Runnable}}
  {{.UseLine}}{{end}}{{if .HasAvailableSubCommands}}
  {{.CommandPath}} COMMAND [flags] ...{{end}}{{if gt (len .Aliases) 0}}

Aliases:
  {{.NameAndAliases}}{{end}}{{if .HasExample}}

Examples:
{{.Example}}{{end}}{{if .HasAvailableSubCommands}}

Commands:{{range .Commands}}{{if (or .IsAvailableCommand (eq .Name "help"))}}
  {{rpad .Name .NamePadding }} {{.Short}}{{end}}{{end}}{{end}}{{if .HasAvailableLocalFlags}}

Flags:
{{flagTable .LocalFlags}}{{end}}{{if .HasAvailableInheritedFlags}}

Global Flags:
{{flagTable .InheritedFlags}}{{end}}{{if .HasAvailableSubCommands}}

Use "{{.CommandPath}} COMMAND --help" for more about a command.{{end}}
`

func init() {
	cobra.AddTemplateFunc("flagTable", flagTable)
}

// setHelp installs the usage template on a command and its children.
func setHelp(c *cobra.Command) {
	c.SetUsageTemplate(usageTemplate)
	c.Flags().SortFlags = false
	c.Flags().BoolP("help", "h", false, "show this help")
	for _, sub := range c.Commands() {
		setHelp(sub)
	}
}

// rootHelp is the compile command's help: glslc's options (each accepted as
// glslc spells it), glslc-nv's own, and the subcommands.
const rootHelp = `glslc-nv - compile GLSL to SPIR-V (a drop-in glslc), and run SPIR-V on emulated subgroups

Usage: glslc-nv [options] file...
       glslc-nv run [flags] FILE | SCRIPT.amber...   run on the reference interpreter (or Vulkan)
       glslc-nv dis [flags] FILE.spv                 disassemble a module
       glslc-nv devices                              list Vulkan devices and their subgroup support

An input file of - is standard input. Options are read in order: -fshader-stage and -x
apply to the files after them, every other option to the whole command; exit status 0
on success, 1 on any error.

Output:
  -c                  compile each input to its own file: <name>.spv in the current
                      directory (a.comp -> a.comp.spv, a.glsl -> a.spv)
  -S                  write SPIR-V assembly text (<name>.spvasm) instead of a binary
  -E                  preprocess only; the text goes to standard output unless -o names a file
  -o <file>           write the output to <file>; - is standard output (default a.spv)
  -mfmt=<format>      binary output format: bin (the bytes, the default), c (a C initializer
                      list of 32-bit words) or num (comma-separated hexadecimal words)
  -M, -MM             write a make rule for each input instead of compiling (implies -E, -w)
  -MD                 compile, and write each input's make rule to <output>.d
  -MF <file>          the file -MD writes the make rule to
  -MT <target>        the target the make rule names

Language and target:
  -x <language>       the language of the files after it: glsl (HLSL is not compiled)
  -fshader-stage=<stage>
                      the stage of the files after it: vertex (vert), fragment (frag),
                      tesscontrol (tesc), tesseval (tese), geometry (geom), compute (comp),
                      task, mesh, rgen, rint, rahit, rchit, rmiss, rcall; without it the stage
                      comes from the file's extension (.vert .frag .tesc .tese .geom .comp
                      .task .mesh .rgen .rint .rahit .rchit .rmiss .rcall), or from a
                      #pragma shader_stage(...) in the source. Compute, vertex, tessellation,
                      geometry and fragment shaders are compiled; mesh, task and ray-tracing
                      shaders are refused with an error
  -std=<value>        override #version: a version and profile, such as 450, 460core, 310es
  --target-env=<env>  vulkan1.0 (the default; also vulkan), vulkan1.1, vulkan1.2, vulkan1.3,
                      vulkan1.4 (opengl and opengl4.5 are recognised but not compiled yet)
  --target-spv=<ver>  the SPIR-V version, spv1.0 ... spv1.6 (default: the environment's:
                      1.0 for vulkan1.0, 1.3 for vulkan1.1, 1.5 for vulkan1.2, 1.6 after)
  --target=<kind>     spirv (the default), or nvasm: an NVIDIA !!NVcp5.0 assembly program
                      (compute only; output a.nvcp, or <name>.nvcp with -c)

Preprocessor:
  -D<name>[=<value>]  define a macro, as the line "#define name value"; name may have a
                      parameter list: -D'F(x)=((x)+1)'
  -I <dir>            add a directory to the #include search path (also -I<dir>)

Code generation:
  -g                  debug information: source text and lines (OpSource, OpLine)
  -O                  optimise for performance; -Os for size; -O0 not at all (the default)
  -fauto-bind-uniforms
                      give uniforms, buffers, images and samplers without a binding the next
                      free binding
  -fauto-map-locations
                      give interface variables without a location one automatically
  -fauto-combined-image-sampler
                      turn separate textures and samplers into combined image samplers
  -f<kind>-binding-base [stage] <value>
                      the lowest binding given to (and the amount added to the binding of)
                      resources of a kind, for every stage or one: kind is image, texture,
                      sampler, ubo (also cbuffer) or ssbo
  -fhlsl-offsets      lay out blocks without an explicit packing by HLSL's offset rules
  -finvert-y          negate gl_Position.y in vertex shaders
  -fnan-clamp         min, max and clamp return the operand that is not NaN
  -fpreserve-bindings keep every declared binding, used or not, when optimising
  -fmax-id-bound=<n>  fail when a module needs more than n ids
  -flimit=<settings>  resource limits: names followed by values ("MaxLights 8 ...")
  -flimit-file <file> the same, read from a file
  --show-limits       print every limit and its default, then exit
  -femulate-subgroup=<list>
                      emulate these subgroup features with basic, ballot and shuffle
                      operations: partitioned, clustered, quad, rotate, shuffle-relative, all

Diagnostics:
  -w                  suppress warnings
  -Werror             treat warnings as errors
  -fdiagnostics-format=<format>
                      text (file:line:col: error: ..., the line and a caret) or json

  -h, --help          print this help, then exit
  --version           print the version and the supported extensions, then exit

HLSL-only options (-fhlsl-iomap, -fhlsl-16bit-types, -fhlsl_functionality1,
-fresource-set-binding, -fuav-binding-base, -fentry-point=<name> other than main) are
refused: glslc-nv compiles GLSL. docs/cli.md has every option with examples.
`

// printRootHelp prints the compile command's help.
func printRootHelp(e *env) { e.out(rootHelp) }
