package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// FuzzTranslate feeds arbitrary text to Translate: it must never panic,
// never report an internal error, and whatever it translates must load
// into the interpreter. Crashers found are kept in testdata/fuzz.
func FuzzTranslate(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.nvcp")
	for _, p := range files {
		if src, err := os.ReadFile(p); err == nil {
			f.Add(src)
		}
	}
	f.Add([]byte(hdr + "GROUP_SIZE 1;\nTEMP R, A[2];\nMOV R(NE1.xyyy), -|A[R.x + 1].zw|;\nREP R.x;\nBRK (GT);\nENDREP;\nEND\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		tm := time.AfterFunc(testtool.HangLimit, func() {
			panic("hang: Translate did not finish within testtool.HangLimit on " + strconv.Quote(string(src)))
		})
		defer tm.Stop()
		var dl diag.List
		bin := Translate("f.nvcp", src, Options{}, &dl)
		for _, d := range dl.Diags {
			if strings.Contains(d.Msg, "internal error") {
				t.Fatalf("%s\n%s", d, src)
			}
		}
		if bin == nil {
			if !dl.HasErrors() {
				t.Fatalf("no module and no error")
			}
			return
		}
		if _, err := interp.Load(bin); err != nil {
			t.Fatalf("interp.Load: %v\n%s", err, src)
		}
	})
}
