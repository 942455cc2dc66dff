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
