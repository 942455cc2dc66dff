package diag

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func TestTextCaret(t *testing.T) {
	var l List
	l.Errorf(Pos{"a.comp", 2, 5}, "undeclared identifier 'x'")
	l.Warnf(Pos{"a.comp", 1, 1}, "something")
	var b bytes.Buffer
	src := MapSources{"a.comp": "#version 450\n\tint x;\n"}
	if err := Print(&b, &l, src, Text); err != nil {
		t.Fatal(err)
	}
	want := "a.comp:2:5: error: undeclared identifier 'x'\n\tint x;\n\t   ^\n" +
		"a.comp:1:1: warning: something\n#version 450\n^\n1 warning and 1 error generated.\n"
	if b.String() != want {
		t.Fatalf("got\n%q\nwant\n%q", b.String(), want)
	}
}

func TestLimitAndWerror(t *testing.T) {
	l := List{Limit: 2, WarningsAsErrors: true}
	l.Warnf(Pos{"f", 1, 1}, "w")
	l.Errorf(Pos{"f", 2, 1}, "e1")
	l.Errorf(Pos{"f", 3, 1}, "e2")
	if len(l.Diags) != 2 || l.Diags[0].Severity != Error || !l.Truncated() || !l.Full() {
		t.Fatalf("unexpected list %+v truncated=%v", l.Diags, l.Truncated())
	}
	var nw List
	nw.NoWarnings = true
	nw.Warnf(Pos{}, "w")
	if len(nw.Diags) != 0 || nw.HasErrors() {
		t.Fatal("-w kept a warning")
	}
}

func TestJSON(t *testing.T) {
	var l List
	l.Errorf(Pos{"b.comp", 3, 7}, "bad")
	var b bytes.Buffer
	if err := Print(&b, &l, nil, JSON); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Diagnostics []map[string]any
		Errors      int
	}
	if err := json.Unmarshal(b.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	d := got.Diagnostics[0]
	if got.Errors != 1 || d["severity"] != "error" || d["file"] != "b.comp" || d["line"] != 3.0 || d["column"] != 7.0 || d["message"] != "bad" {
		t.Fatalf("json %s", b.String())
	}
}

func TestPosString(t *testing.T) {
	for _, c := range []struct {
		p    Pos
		want string
	}{{Pos{}, ""}, {Pos{File: "x"}, "x"}, {Pos{"x", 3, 0}, "x:3"}, {Pos{"x", 3, 4}, "x:3:4"}} {
		if got := c.p.String(); got != c.want {
			t.Errorf("%+v: got %q want %q", c.p, got, c.want)
		}
	}
	if _, ok := (MapSources{"f": "a"}).Line("f", 2); ok {
		t.Error("line past the end reported as present")
	}
	if !strings.Contains(Diagnostic{Error, Pos{}, "m"}.Error(), "error: m") {
		t.Error("Error() lacks severity")
	}
}
