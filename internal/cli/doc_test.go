package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

const cliDoc = "../../docs/cli.md"

// docFileCommands reads the example commands of a document (at least min)
// and of docs/amber.md, whose console blocks run the same way.
func docFileCommands(t *testing.T, doc string, min int) []docCommand {
	t.Helper()
	var all []docCommand
	for _, d := range []struct {
		path string
		min  int
	}{{doc, min}, {"../../docs/amber.md", 2}} {
		text, err := os.ReadFile(d.path)
		if err != nil {
			t.Fatal(err)
		}
		cmds, err := docCommands(string(text))
		if err != nil {
			t.Fatalf("%s: %v", d.path, err)
		}
		if len(cmds) < d.min {
			t.Fatalf("only %d example commands in %s", len(cmds), d.path)
		}
		for i := range cmds {
			cmds[i].doc = strings.TrimPrefix(d.path, "../../")
		}
		all = append(all, cmds...)
	}
	return all
}

// docCommand is one "$ glslc-nv ..." line of a console block of
// docs/cli.md with the output and exit status shown under it.
type docCommand struct {
	doc    string // the document, for messages
	line   int
	args   []string
	stdin  string // "< FILE"
	output []string
	code   int
}

// docCommands extracts the example commands of a markdown text: the lines
// starting "$ glslc-nv " inside ```console blocks.
func docCommands(text string) ([]docCommand, error) {
	var cmds []docCommand
	inBlock := false
	for i, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "```console"):
			inBlock = true
			continue
		case strings.HasPrefix(line, "```"):
			inBlock = false
			continue
		case !inBlock:
			continue
		}
		if rest, ok := strings.CutPrefix(line, "$ "); ok {
			fields := strings.Fields(rest)
			if len(fields) == 0 || fields[0] != "glslc-nv" || strings.ContainsAny(rest, `'"|>;&`) {
				return nil, fmt.Errorf("line %d: want a plain $ glslc-nv command: %s", i+1, line)
			}
			c := docCommand{line: i + 1}
			for j := 1; j < len(fields); j++ {
				if fields[j] == "<" && j+1 < len(fields) {
					c.stdin = fields[j+1]
					j++
					continue
				}
				c.args = append(c.args, fields[j])
			}
			cmds = append(cmds, c)
			continue
		}
		if len(cmds) == 0 {
			return nil, fmt.Errorf("line %d: output before any command", i+1)
		}
		c := &cmds[len(cmds)-1]
		if s, ok := strings.CutPrefix(line, "[exit "); ok {
			n, err := strconv.Atoi(strings.TrimSuffix(s, "]"))
			if err != nil {
				return nil, fmt.Errorf("line %d: bad exit marker %q", i+1, line)
			}
			c.code = n
			continue
		}
		c.output = append(c.output, line)
	}
	return cmds, nil
}

// matchOutput checks got against the expected lines, where a "..." line
// stands for any number of lines.
func matchOutput(want []string, got string) error {
	if len(want) == 0 {
		return nil
	}
	var segs [][]string
	cur := []string{}
	for _, w := range want {
		if w == "..." {
			segs = append(segs, cur)
			cur = []string{}
			continue
		}
		cur = append(cur, w)
	}
	segs = append(segs, cur)
	lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	pos := 0
	for k, seg := range segs {
		if len(seg) == 0 {
			continue
		}
		first, last := k == 0, k == len(segs)-1
		found := -1
		for start := pos; start+len(seg) <= len(lines); start++ {
			if first && start != 0 {
				break
			}
			if last && start+len(seg) != len(lines) {
				continue
			}
			if equalLines(lines[start:start+len(seg)], seg) {
				found = start
				break
			}
		}
		if found < 0 {
			return fmt.Errorf("output does not contain, in order:\n%s", strings.Join(seg, "\n"))
		}
		pos = found + len(seg)
	}
	return nil
}

func equalLines(a, b []string) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestDocExamples runs every example command of docs/cli.md and
// docs/amber.md in process,
// in order, in a directory where examples/ is the repository's, and checks
// the exit status and the output the document shows.
func TestDocExamples(t *testing.T) {
	cmds := docFileCommands(t, cliDoc, 40)
	ex, err := filepath.Abs("../../examples")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.Symlink(ex, filepath.Join(dir, "examples")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	for _, c := range cmds {
		var stdin []byte
		if c.stdin != "" {
			if stdin, err = os.ReadFile(c.stdin); err != nil {
				t.Errorf("%s:%d: %v", c.doc, c.line, err)
				continue
			}
		}
		var out, errb bytes.Buffer
		code := Main(c.args, bytes.NewReader(stdin), &out, &errb)
		got := timing.ReplaceAllString(out.String()+errb.String(), "T ms")
		if code != c.code {
			t.Errorf("%s:%d: glslc-nv %s: exit %d, the document says %d\n%s", c.doc, c.line, strings.Join(c.args, " "), code, c.code, got)
			continue
		}
		if err := matchOutput(c.output, got); err != nil {
			t.Errorf("%s:%d: glslc-nv %s: %v\ngot:\n%s", c.doc, c.line, strings.Join(c.args, " "), err, got)
		}
	}
	// Files the document says the commands write.
	for _, f := range []string{"a.spv", "subgroup_scan.comp.spv", "spec_push.comp.spv", "macros.spv.d", "deps.d", "opt.spv", "scan.txt", "edges.png"} {
		if _, err := os.Stat(f); err != nil {
			t.Errorf("the examples did not write %s", f)
		}
	}
}

func TestMatchOutput(t *testing.T) {
	got := "a\nb\nc\nd\n"
	for _, c := range []struct {
		want []string
		ok   bool
	}{
		{[]string{"a", "b", "c", "d"}, true},
		{[]string{"a", "..."}, true},
		{[]string{"...", "d"}, true},
		{[]string{"...", "b", "c", "..."}, true},
		{[]string{"b", "..."}, false}, // must start at the top
		{[]string{"...", "c"}, false}, // must reach the end
		{[]string{"...", "c", "b", "..."}, false},
	} {
		if err := matchOutput(c.want, got); (err == nil) != c.ok {
			t.Errorf("%q: %v", c.want, err)
		}
	}
}

// TestDocCoversFlags checks that docs/cli.md mentions every flag of every
// command, spelled as the help spells it.
func TestDocCoversFlags(t *testing.T) {
	text, err := os.ReadFile(cliDoc)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(text)
	root := newRoot(&env{})
	for _, c := range append(root.Commands(), root) {
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			if f.Hidden {
				return
			}
			// The spelling up to its value: -fshader-stage, -DNAME, -b, -MF.
			name := flagSpelling(f)
			if i := strings.IndexAny(name, " =[,"); i > 0 {
				name = name[:i]
			}
			long := "--" + f.Name
			if !strings.Contains(doc, "`"+name) && !strings.Contains(doc, long) {
				t.Errorf("%s: flag %s (%s) is not in docs/cli.md", c.Name(), name, long)
			}
		})
	}
}

// TestDocTables checks the markdown tables of the README and docs/: each
// row belongs to a table that starts with a header and a |---| line, so a
// paragraph dropped between rows (which ends the table and leaves the rest
// as text) is caught.
func TestDocTables(t *testing.T) {
	files, _ := filepath.Glob("../../docs/*.md")
	files = append(files, "../../README.md")
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(text), "\n")
		inCode, inTable := false, false
		for i, l := range lines {
			if strings.HasPrefix(l, "```") {
				inCode = !inCode
				continue
			}
			row := !inCode && strings.HasPrefix(l, "|")
			switch {
			case !row:
				inTable = false
			case inTable:
			case i+1 < len(lines) && strings.HasPrefix(lines[i+1], "|---"):
				inTable = true // a header
			default:
				t.Errorf("%s:%d: a table row outside a table (a line between rows ends the table): %.60s", strings.TrimPrefix(f, "../../"), i+1, l)
			}
		}
	}
}
