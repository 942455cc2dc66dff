package cli

import (
	"github.com/spf13/cobra"
)

func newDisCommand(e *env) *cobra.Command {
	return &cobra.Command{
		Use:   "dis FILE.spv",
		Short: "Disassemble a SPIR-V module",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return &exitError{code: 1, msg: "dis: the disassembler is not available yet"}
		},
	}
}
