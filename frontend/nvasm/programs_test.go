package nvasm

import (
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestPrograms runs every testdata/*.nvcp program through Translate,
// spirv-val and the interpreter at subgroup sizes 32 and 64, and compares
// the buffers with the hand-worked values in its "#!" lines:
//
//	#! groups X Y Z          dispatch size (default 1 1 1)
//	#! in B TYPE v...        initial words of binding B
//	#! push TYPE v...        push constants (program.local)
//	#! out B TYPE v...       expected words of binding B after the run
//	#! out32 / out64 ...     expected only at that subgroup size
//	#! allow KIND            an interpreter diagnostic kind that may occur
//
// TYPE is u32 (decimal or 0x hex), i32 or f32; "v*N" repeats v N times.
func TestPrograms(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.nvcp")
	if len(files) == 0 {
		t.Fatal("no test programs")
	}
	for _, f := range files {
		f := f
		t.Run(strings.TrimSuffix(filepath.Base(f), ".nvcp"), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			runProgram(t, filepath.Base(f), string(src))
		})
	}
}

type expect struct {
	sg      int // 0: every size
	binding uint32
	words   []uint32
}

func runProgram(t *testing.T, name, src string) {
	rc := runCase{groups: [3]uint32{1, 1, 1}, bufs: map[[2]uint32][]byte{}}
	var outs []expect
	for n, line := range strings.Split(src, "\n") {
		line = strings.TrimSpace(line)
		if !strings.HasPrefix(line, "#!") {
			continue
		}
		f := strings.Fields(line[2:])
		if len(f) == 0 {
			continue
		}
		bad := func() { t.Fatalf("%s:%d: bad directive %q", name, n+1, line) }
		switch f[0] {
		case "groups":
			if len(f) != 4 {
				bad()
			}
			for i := 0; i < 3; i++ {
				v, err := strconv.Atoi(f[1+i])
				if err != nil {
					bad()
				}
				rc.groups[i] = uint32(v)
			}
		case "push":
			w, ok := parseWords(f[1:])
			if !ok {
				bad()
			}
			rc.push = u32b(w...)
		case "in", "out", "out32", "out64":
			if len(f) < 3 {
				bad()
			}
			b, err := strconv.Atoi(f[1])
			w, ok := parseWords(f[2:])
			if err != nil || !ok {
				bad()
			}
			if f[0] == "in" {
				rc.bufs[[2]uint32{0, uint32(b)}] = u32b(w...)
				continue
			}
			e := expect{binding: uint32(b), words: w}
			if f[0] != "out" {
				e.sg, _ = strconv.Atoi(f[0][3:])
			}
			merged := false
			for i := range outs {
				if outs[i].sg == e.sg && outs[i].binding == e.binding {
					outs[i].words = append(outs[i].words, w...)
					merged = true
				}
			}
			if !merged {
				outs = append(outs, e)
			}
		case "allow":
			rc.allowed = append(rc.allowed, f[1:]...)
		default:
			bad()
		}
	}
	if len(outs) == 0 {
		t.Skip("no #! out lines (run by its own test)")
	}
	bin := translateOK(t, name, src)
	for _, sg := range sizes {
		c := rc
		c.sg = sg
		got := run(t, bin, c)
		for _, e := range outs {
			if e.sg != 0 && e.sg != sg {
				continue
			}
			wantWords(t, "subgroup "+strconv.Itoa(sg)+" binding "+strconv.Itoa(int(e.binding)), got[[2]uint32{0, e.binding}], e.words)
		}
	}
}

// parseWords reads "TYPE v v*N ..." (the type may change midway).
func parseWords(f []string) ([]uint32, bool) {
	typ := ""
	var out []uint32
	for _, s := range f {
		switch s {
		case "u32", "i32", "f32":
			typ = s
			continue
		}
		rep := 1
		if i := strings.IndexByte(s, '*'); i >= 0 {
			n, err := strconv.Atoi(s[i+1:])
			if err != nil {
				return nil, false
			}
			s, rep = s[:i], n
		}
		var w uint32
		switch typ {
		case "u32":
			v, err := strconv.ParseUint(s, 0, 32)
			if err != nil {
				return nil, false
			}
			w = uint32(v)
		case "i32":
			v, err := strconv.ParseInt(s, 0, 32)
			if err != nil {
				return nil, false
			}
			w = uint32(int32(v))
		case "f32":
			v, err := strconv.ParseFloat(s, 32)
			if err != nil {
				return nil, false
			}
			w = math.Float32bits(float32(v))
		default:
			return nil, false
		}
		for i := 0; i < rep; i++ {
			out = append(out, w)
		}
	}
	return out, true
}
