package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/glslc-nv/glslc-nv/internal/limits"
	"github.com/glslc-nv/glslc-nv/spirv"
)

func newDisCommand(e *env) *cobra.Command {
	var opts spirv.DisOptions
	var output string
	cmd := &cobra.Command{
		Use:   "dis FILE.spv",
		Short: "Disassemble a SPIR-V module (text that spirv-as and glslc-nv accept)",
		Long: `Disassemble a SPIR-V binary module. The text matches spirv-dis: with --raw-id
it is identical to spirv-dis --raw-id. FILE - reads standard input.`,
		Example: `  glslc-nv dis shader.spv
  glslc-nv dis --raw-id --no-header -o shader.txt shader.spv`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var data []byte
			var err error
			if args[0] == "-" {
				data, err = limits.ReadAll(e.stdin, "standard input", limits.SourceBytes)
			} else {
				data, err = limits.ReadFile(args[0], limits.SourceBytes)
			}
			if err != nil {
				name := args[0]
				if name == "-" {
					name = "standard input"
				}
				return &exitError{code: 1, msg: fmt.Sprintf("cannot read %s: %v", name, errText(err))}
			}
			text, err := spirv.DisassembleBytes(data, opts)
			if err != nil {
				return &exitError{code: 1, msg: fmt.Sprintf("%s: %v", args[0], err)}
			}
			if output == "" {
				output = "-"
			}
			return writeOutput(e, output, []byte(text))
		},
	}
	f := cmd.Flags()
	f.BoolVar(&opts.RawIDs, "raw-id", false, "print numeric ids instead of names")
	f.BoolVar(&opts.NoHeader, "no-header", false, "omit the header comment lines")
	f.BoolVar(&opts.NoIndent, "no-indent", false, "do not align result ids")
	f.StringVarP(&output, "output", "o", "", "write the text to `FILE` (default standard output)")
	return cmd
}
