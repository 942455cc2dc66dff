package spirv

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// corpusModule is one corpus shader compiled by glslangValidator.
type corpusModule struct {
	name string
	data []byte
}

var corpusCache struct {
	once sync.Once
	mods []corpusModule
	err  string
}

// corpusModules compiles the corpus shaders that glslangValidator accepts
// (-V --target-env vulkan1.1 --amb) once per test binary.
func corpusModules(t testing.TB) []corpusModule {
	t.Helper()
	glslang := testtool.Require(t, "glslangValidator")
	entries := testtool.Corpus(t)
	corpusCache.once.Do(func() {
		dir, err := os.MkdirTemp("", "spirv-corpus")
		if err != nil {
			corpusCache.err = err.Error()
			return
		}
		defer os.RemoveAll(dir)
		for _, e := range entries {
			if e.Expect != "compile" {
				continue
			}
			out := filepath.Join(dir, e.File+".spv")
			cmd := exec.Command(glslang, "-V", "--target-env", "vulkan1.1", "--amb", "-o", out, e.Path)
			if cmd.Run() != nil {
				continue // the reference compiler's own gaps (newer extensions)
			}
			data, err := os.ReadFile(out)
			if err != nil {
				corpusCache.err = err.Error()
				return
			}
			corpusCache.mods = append(corpusCache.mods, corpusModule{e.File, data})
		}
		sort.Slice(corpusCache.mods, func(i, j int) bool { return corpusCache.mods[i].name < corpusCache.mods[j].name })
	})
	if corpusCache.err != "" {
		t.Fatal(corpusCache.err)
	}
	if len(corpusCache.mods) < 40 {
		t.Fatalf("only %d corpus modules compiled", len(corpusCache.mods))
	}
	return corpusCache.mods
}

// largestCorpusModule returns the biggest compiled corpus module.
func largestCorpusModule(t testing.TB) corpusModule {
	mods := corpusModules(t)
	best := mods[0]
	for _, m := range mods {
		if len(m.data) > len(best.data) {
			best = m
		}
	}
	return best
}

// runTool runs a SPIRV-Tools command with input on stdin and returns its
// standard output.
func runTool(t testing.TB, tool string, stdin []byte, args ...string) ([]byte, error) {
	t.Helper()
	path := testtool.Require(t, tool)
	cmd := exec.Command(path, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.Bytes(), &toolError{tool, err, errb.String()}
	}
	return out.Bytes(), nil
}

type toolError struct {
	tool   string
	err    error
	stderr string
}

func (e *toolError) Error() string {
	return e.tool + ": " + e.err.Error() + ": " + strings.TrimSpace(e.stderr)
}

// spirvDis disassembles data with spirv-dis and the given flags.
func spirvDis(t testing.TB, data []byte, flags ...string) (string, error) {
	out, err := runTool(t, "spirv-dis", data, append(flags, "-")...)
	return string(out), err
}

// spirvAs assembles text with spirv-as and the given flags.
func spirvAs(t testing.TB, text string, flags ...string) ([]byte, error) {
	return runTool(t, "spirv-as", []byte(text), append(flags, "-o", "-", "-")...)
}

// spirvVal validates data for a target environment.
func spirvVal(t testing.TB, data []byte, env string) error {
	_, err := runTool(t, "spirv-val", data, "--target-env", env, "-")
	return err
}

// mustWords converts spirv-as output to words.
func mustWords(t testing.TB, data []byte) []uint32 {
	t.Helper()
	w, err := Words(data)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

// firstDiff describes where two texts first differ.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return "line " + itoa(uint32(i+1)) + ":\n  got  " + x + "\n  want " + y
		}
	}
	return "texts are equal"
}

// wordsDiff describes where two word slices first differ.
func wordsDiff(got, want []uint32) string {
	for i := 0; i < len(got) || i < len(want); i++ {
		if i >= len(got) || i >= len(want) || got[i] != want[i] {
			g, w := "end", "end"
			if i < len(got) {
				g = "0x" + strings.ToLower(strings.TrimLeft(hex32(got[i]), "0"))
			}
			if i < len(want) {
				w = "0x" + strings.ToLower(strings.TrimLeft(hex32(want[i]), "0"))
			}
			return "word " + itoa(uint32(i)) + ": got " + g + ", want " + w
		}
	}
	return "equal"
}

func hex32(v uint32) string {
	const digits = "0123456789abcdef"
	var b [8]byte
	for i := 7; i >= 0; i-- {
		b[i] = digits[v&15]
		v >>= 4
	}
	return string(b[:])
}

func equalWords(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
