package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadableDiagnostics: the diagnostics of issue 18, end to end.
func TestReadableDiagnostics(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	for _, c := range []struct {
		name, file, text string
		args             []string
		want             string // the whole standard error, with DIR for the folder
	}{
		{"fold failure says why, no cascade", "fold.comp",
			"#version 450\nconst int N = 1 / 0;\nshared uint a[N];\nshared uint b[4 % (2 - 2)];\nvoid main(){ a[0] = uint(N); b[0] = 1u; }\n", nil,
			"DIR/fold.comp:2:15: error: the initializer of global constant 'N' must be a constant expression: division by zero\n" +
				"const int N = 1 / 0;\n              ^\n" +
				"DIR/fold.comp:4:17: error: array size must be a constant integer expression: division by zero\n" +
				"shared uint b[4 % (2 - 2)];\n                ^\n2 errors generated.\n"},
		{"columns count characters", "utf8.comp",
			"#version 450\nvoid main(){ /* ünïcödé */ uint x = y; }\n", nil,
			"DIR/utf8.comp:2:37: error: 'y': undeclared identifier\nvoid main(){ /* ünïcödé */ uint x = y; }\n" + strings.Repeat(" ", 36) + "^\n1 error generated.\n"},
		{"CR-only line endings", "cr.comp",
			"#version 450\rvoid main(){\r  uint x = y;\r}\r", nil,
			"DIR/cr.comp:3:12: error: 'y': undeclared identifier\n  uint x = y;\n           ^\n1 error generated.\n"},
		{"escape bytes are escaped", "esc.comp",
			"#version 450\nvoid main(){ \x1b]0;owned\x07 }\n", nil,
			"DIR/esc.comp:2:14: error: invalid token '\\x1b'\nvoid main(){ \\x1b]0;owned\\x07 }\n             ^\n"},
	} {
		path := write(c.file, c.text)
		args := append(append([]string{}, c.args...), "-o", filepath.Join(dir, "out.spv"), path)
		code, _, stderr := run(t, "", args...)
		want := strings.ReplaceAll(c.want, "DIR", dir)
		if code != 1 || !strings.HasPrefix(stderr, want) {
			t.Errorf("%s: exit %d, stderr\n%s\nwant (a prefix)\n%s", c.name, code, stderr, want)
		}
		if strings.ContainsAny(stderr, "\x1b\x07") {
			t.Errorf("%s: raw control bytes on standard error: %q", c.name, stderr)
		}
	}
}

// TestAmberDiagnostics: a GLSL error in an AmberScript file is positioned
// in the .amber file, and an unclosed PIPELINE says that END is missing.
func TestAmberDiagnostics(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.amber")
	os.WriteFile(bad, []byte(`#!amber
# a comment
SHADER compute s GLSL
#version 450
layout(local_size_x=1) in;
layout(set=0,binding=0) buffer B { uint d[]; };
void main(){ d[0] = undefinedThing; }
END
BUFFER b DATA_TYPE uint32 SIZE 1 FILL 0
PIPELINE compute p
  ATTACH s
  BIND BUFFER b AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 1 1 1
`), 0o644)
	code, stdout, _ := run(t, "", "run", bad)
	want := "FAIL " + bad + ": " + bad + ":7:21: error: 'undefinedThing': undeclared identifier\n" +
		"void main(){ d[0] = undefinedThing; }\n" + strings.Repeat(" ", 20) + "^\n"
	if code != 1 || !strings.HasPrefix(stdout, want) {
		t.Errorf("exit %d, stdout\n%s\nwant (a prefix)\n%s", code, stdout, want)
	}
	noEnd := filepath.Join(dir, "noend.amber")
	os.WriteFile(noEnd, []byte("#!amber\nSHADER compute s GLSL\n#version 450\nvoid main(){}\nEND\nPIPELINE compute p\n  ATTACH s\nRUN p 1 1 1\n"), 0o644)
	code, stdout, _ = run(t, "", "run", noEnd)
	if want := noEnd + ":8:1: missing END for PIPELINE p (opened at line 6) before RUN"; code != 1 || !strings.Contains(stdout, want) {
		t.Errorf("exit %d, stdout %q, want %q", code, stdout, want)
	}
}

// TestAssemblyProgramNames: messages about an assembly program's buffers
// name its STORAGE and PARAM declarations, not SPIR-V ids.
func TestAssemblyProgramNames(t *testing.T) {
	prog := "../../frontend/nvasm/testdata/example.nvcp"
	code, _, stderr := run(t, "", "run", "-b", "0=uint:fill:0:64", prog)
	if want := "the push-constant block program.local (PARAM scale) needs 16 bytes"; code != 1 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d, stderr %q, want %q", code, stderr, want)
	}
	code, _, stderr = run(t, "", "run", "--push", "float:1", prog)
	if want := "no buffer given for set 0 binding 0 (STORAGE data (program.storage[0]))"; code != 1 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d, stderr %q, want %q", code, stderr, want)
	}
}

// TestAssemblyProgramLines: the interpreter's reports about an assembly
// program name its line (the translation carries OpLine when run).
func TestAssemblyProgramLines(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "uninit.nvcp")
	os.WriteFile(prog, []byte("!!NVcp5.0\nOPTION NV_shader_storage_buffer;\nGROUP_SIZE 4;\nSHARED_MEMORY 16;\n"+
		"SHARED sh[] = { program.sharedmem };\nSTORAGE data[] = { program.storage[0] };\nTEMP R0, R1;\n"+
		"MOV.U R0.x, invocation.localid.x;\nSHL.U R0.y, R0.x, 2;\nLDS.U32 R1.x, sh[R0.y];\nSTB.U32 R1.x, data[R0.y];\nEND\n"), 0o644)
	code, out, stderr := run(t, "", "run", "-b", "0=uint:fill:0:4", prog)
	if want := prog + ":10: word "; code != 0 || !strings.Contains(out, want) || !strings.Contains(out, "uninitialized-shared-read") {
		t.Fatalf("exit %d, want a report at %q:\n%s%s", code, want, out, stderr)
	}
}
