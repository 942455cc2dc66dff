package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Positions after "#line 0" are on line 0 (glslang's and glslc's numbering;
// they used to lose their line), and LF-CR line ends count one line each,
// as CR-LF do (they used to count two).
func TestLineZeroAndLFCRPositions(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ name, src, want string }{
		{"line0.comp", "#version 450\nlayout(local_size_x=1) in;\n#line 0\nvoid main(){ x = 1; }\n", "line0.comp:0:14: error: 'x': undeclared identifier"},
		{"lfcr.comp", "#version 450\n\rlayout(local_size_x=1) in;\n\rvoid f(){}\n\rvoid main(){ x = 1; }\n\r", "lfcr.comp:4:14: error: 'x': undeclared identifier\nvoid main(){ x = 1; }\n"},
		{"crlf.comp", "#version 450\r\nlayout(local_size_x=1) in;\r\n\r\nvoid main(){ x = 1; }\r\n", "crlf.comp:4:14: error: 'x': undeclared identifier\nvoid main(){ x = 1; }\n"},
		{"splice.comp", "#version 450\n\rlayout(local_size_x=1) in;\n\r#define A \\\n\r 1\n\rvoid main(){ x = A; }\n\r", "splice.comp:5:14: error: 'x': undeclared identifier"},
	} {
		path := filepath.Join(dir, c.name)
		os.WriteFile(path, []byte(c.src), 0o644)
		code, _, errs := run(t, "", path, "-o", filepath.Join(dir, "x.spv"))
		if code != 1 || !strings.Contains(errs, c.want) {
			t.Errorf("%s: status %d\n%s\nwant %q", c.name, code, errs, c.want)
		}
	}
}
