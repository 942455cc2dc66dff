package diag

import (
	"bytes"
	"strings"
	"testing"
)

func printed(t *testing.T, src string, pos Pos, msg string) string {
	t.Helper()
	var l List
	l.Errorf(pos, "%s", msg)
	var b bytes.Buffer
	if err := Print(&b, &l, MapSources{pos.File: src}, Text); err != nil {
		t.Fatal(err)
	}
	return strings.TrimSuffix(b.String(), "1 error generated.\n")
}

// TestRenderEscapes: control bytes and bytes that are not UTF-8, in the
// message and in the source line, are printed as \xNN; the caret moves
// past the escapes.
func TestRenderEscapes(t *testing.T) {
	got := printed(t, "int x = 1 \x1b[2J\xff;\n", Pos{"a", 1, 15}, "invalid token '\x1b'")
	want := "a:1:15: error: invalid token '\\x1b'\nint x = 1 \\x1b[2J\\xff;\n" + strings.Repeat(" ", 17) + "^\n"
	if got != want {
		t.Fatalf("got\n%q\nwant\n%q", got, want)
	}
}

// TestRenderUTF8: columns count characters, so the caret sits under the
// character, not under its byte offset.
func TestRenderUTF8(t *testing.T) {
	got := printed(t, "/* héllo wörld */ y;\n", Pos{"a", 1, 19}, "e")
	want := "a:1:19: error: e\n/* héllo wörld */ y;\n" + strings.Repeat(" ", 18) + "^\n"
	if got != want {
		t.Fatalf("got\n%q\nwant\n%q", got, want)
	}
}

// TestRenderCROnly: files with CR-only (old Mac) and CRLF line endings get
// their source line.
func TestRenderCROnly(t *testing.T) {
	for _, src := range []string{"a\rbb\rccc x\r", "a\r\nbb\r\nccc x\r\n", "a\nbb\rccc x"} {
		got := printed(t, src, Pos{"a", 3, 5}, "e")
		if want := "a:3:5: error: e\nccc x\n    ^\n"; got != want {
			t.Errorf("%q: got\n%q\nwant\n%q", src, got, want)
		}
	}
}

// TestRenderLongLine: a line wider than MaxLineWidth is shown as a window
// around the caret, with the caret under the right character.
func TestRenderLongLine(t *testing.T) {
	line := strings.Repeat("a", 5000) + "BAD" + strings.Repeat("b", 5000)
	got := printed(t, line, Pos{"a", 1, 5001}, "e")
	lines := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	if len(lines) != 3 {
		t.Fatalf("got %q", got)
	}
	text, mark := lines[1], lines[2]
	if len(text) > MaxLineWidth+6 || !strings.HasPrefix(text, "...") || !strings.HasSuffix(text, "...") {
		t.Fatalf("the line is not a window: %d characters: %.100q", len(text), text)
	}
	at := strings.IndexByte(mark, '^')
	if at < 0 || !strings.HasPrefix(text[at:], "BAD") {
		t.Fatalf("the caret (column %d) is not under BAD:\n%s\n%s", at, text, mark)
	}
	// Near the start: no leading "...".
	got = printed(t, line, Pos{"a", 1, 3}, "e")
	if lines := strings.Split(got, "\n"); !strings.HasPrefix(lines[1], "aaa") || lines[2] != "  ^" {
		t.Fatalf("got %q", got)
	}
	// A short line is printed whole.
	if got := printed(t, "abc", Pos{"a", 1, 2}, "e"); got != "a:1:2: error: e\nabc\n ^\n" {
		t.Fatalf("got %q", got)
	}
}
