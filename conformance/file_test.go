package conformance

import (
	"os"
	"path/filepath"
	"testing"
)

func TestParseFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("data.bin", "\x01\x00\x02\x00\x03\x00")
	write("data.txt", "# values\n10 -20\n30\n")
	write("shader.comp", "#version 450\nvoid main() {}\n")
	write("s.amber", header+
		"SHADER compute s GLSL FILE shader.comp\n"+
		"BUFFER bin DATA_TYPE uint16 SIZE 4 FILE BINARY data.bin\n"+
		"BUFFER binall DATA_TYPE uint16 FILE BINARY data.bin\n"+
		"BUFFER txt DATA_TYPE int32 SIZE 2 FILE TEXT data.txt\n"+
		"BUFFER txtall DATA_TYPE int32 FILE TEXT data.txt\n")
	s, err := ParseFile(filepath.Join(dir, "s.amber"))
	if err != nil {
		t.Fatal(err)
	}
	if s.Shaders[0].Source != "#version 450\nvoid main() {}\n" {
		t.Errorf("shader from FILE: %q", s.Shaders[0].Source)
	}
	want := map[string]string{
		"bin":    "\x01\x00\x02\x00\x03\x00\x00\x00",
		"binall": "\x01\x00\x02\x00\x03\x00",
		"txt":    "\x0a\x00\x00\x00\xec\xff\xff\xff",
		"txtall": "\x0a\x00\x00\x00\xec\xff\xff\xff\x1e\x00\x00\x00",
	}
	for _, b := range s.Buffers {
		if string(b.Init) != want[b.Name] {
			t.Errorf("buffer %s: % x, want % x", b.Name, b.Init, want[b.Name])
		}
	}
	write("bad.amber", header+"BUFFER txt DATA_TYPE int32 SIZE 4 FILE TEXT data.txt\n")
	_, err = ParseFile(filepath.Join(dir, "bad.amber"))
	if want := filepath.Join(dir, "bad.amber") + ":2:45: data.txt has 3 elements, SIZE is 4"; err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
	// As in Amber, -20 read for a uint8 wraps to 236.
	write("wrap.amber", header+"BUFFER txt DATA_TYPE uint8 FILE TEXT data.txt\n")
	if s, err := ParseFile(filepath.Join(dir, "wrap.amber")); err != nil || string(s.Buffers[0].Init) != "\x0a\xec\x1e" {
		t.Errorf("uint8 from TEXT: %v", err)
	}
	write("data2.txt", "1 2.5\n")
	write("bad2.amber", header+"BUFFER txt DATA_TYPE uint8 FILE TEXT data2.txt\n")
	_, err = ParseFile(filepath.Join(dir, "bad2.amber"))
	if want := filepath.Join(dir, "bad2.amber") + `:2:38: data2.txt:1:3: invalid uint8 value "2.5"`; err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
	if _, err := ParseFile(filepath.Join(dir, "missing.amber")); err == nil {
		t.Error("no error for a missing file")
	}
}
