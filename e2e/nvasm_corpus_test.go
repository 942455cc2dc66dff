package e2e

import (
	"errors"
	"fmt"
	"github.com/glslc-nv/glslc-nv/lower/nvasm"
	"github.com/glslc-nv/glslc-nv/lower/nvasm/nvfill"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/conformance"
	"github.com/glslc-nv/glslc-nv/ir"
)

// corpusCase is one GLSL shader of the project's test set with the
// buffers of one dispatch.
type corpusCase struct {
	name string
	src  string
	d    dispatch
	skip string // why the case cannot run both ways at all
}

// syntheticCase builds buffers for a shader from its IR: every block gets
// deterministic contents (runtime arrays 256 elements), two workgroups.
func syntheticCase(name, src string) corpusCase {
	c := corpusCase{name: name, src: src, d: dispatch{groups: [3]uint32{2, 1, 1}, bufs: map[[2]uint32][]byte{}}}
	m, err := compileIR(name, src)
	if err != nil {
		c.skip = "does not compile: " + firstLine(err.Error())
		return c
	}
	for i, g := range m.Globals {
		switch g.Storage {
		case ir.StorageBuffer, ir.StorageUniform:
			if g.Type.Kind() == ir.KindStruct {
				c.d.bufs[[2]uint32{uint32(g.Set), uint32(g.Binding)}] = nvfill.FillBlock(g.Type, 256, uint32(i+1))
			}
		case ir.StoragePushConstant:
			c.d.push = nvfill.FillBlock(g.Type, 0, 99)
		}
	}
	return c
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

// amberCases takes each GLSL pipeline of a script with the buffers as
// the script initializes them and the workgroup count of its first RUN.
func amberCases(path string) []corpusCase {
	s, err := conformance.ParseFile(path)
	base := filepath.Base(path)
	if err != nil {
		return []corpusCase{{name: base, skip: "script does not parse"}}
	}
	runs := map[*conformance.Pipeline][3]uint32{}
	var scan func(cmds []conformance.Command)
	scan = func(cmds []conformance.Command) {
		for _, cmd := range cmds {
			switch c := cmd.(type) {
			case *conformance.RunCommand:
				if _, seen := runs[c.Pipeline]; !seen {
					runs[c.Pipeline] = c.Workgroups
				}
			case *conformance.RepeatCommand:
				scan(c.Body)
			}
		}
	}
	scan(s.Commands)
	var out []corpusCase
	for _, p := range s.Pipelines {
		c := corpusCase{name: base + ":" + p.Name, d: dispatch{bufs: map[[2]uint32][]byte{}}}
		out = append(out, c)
		cc := &out[len(out)-1]
		if p.Shader == nil || p.Shader.Format != "GLSL" {
			cc.skip = "not a GLSL shader"
			continue
		}
		cc.src = p.Shader.Source
		g, ok := runs[p]
		if !ok {
			cc.skip = "never run"
			continue
		}
		cc.d.groups = g
		if p.Entry != "main" && p.Entry != "" {
			cc.skip = "entry point other than main"
			continue
		}
		if len(p.Spec) > 0 {
			cc.d.spec = map[uint32]uint64{}
			for _, sc := range p.Spec {
				cc.d.spec[sc.ID] = sc.Value.Bits
			}
		}
		for _, b := range p.Bindings {
			// A dynamic or partial binding is the bound range.
			data := b.Buffer.Init
			start := min(b.Offset+b.DescOffset, len(data))
			end := len(data)
			if b.Range >= 0 {
				end = min(start+b.Range, end)
			}
			cc.d.bufs[[2]uint32{b.Set, b.Binding}] = append([]byte(nil), data[start:end]...)
		}
		if p.PushConstants != nil {
			cc.d.push = append([]byte(nil), p.PushConstants.Init...)
		}
	}
	return out
}

// corpus collects the project's GLSL compute shaders.
func corpus(t *testing.T) []corpusCase {
	var cases []corpusCase
	glob := func(pat string) []string {
		fs, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		sort.Strings(fs)
		return fs
	}
	for _, pat := range []string{"../sema/testdata/*.comp", "../examples/*.comp", "testdata/nvasm/roundtrip/*.comp", "testdata/nvasm/golden/*.comp"} {
		for _, f := range glob(pat) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			cases = append(cases, syntheticCase(strings.TrimPrefix(f, "../"), string(src)))
		}
	}
	for _, pat := range []string{"../conformance/cases/*.amber", "../conformance/nvcases/*.amber"} {
		for _, f := range glob(pat) {
			cases = append(cases, amberCases(f)...)
		}
	}
	return cases
}

// TestRoundTrip is the acceptance test of the back end: every shader of
// the project's test set that the assembly target can express runs
// GLSL → SPIR-V and GLSL → IR → !!NVcp5.0 → frontend/nvasm → SPIR-V on
// the interpreter at subgroup sizes 8, 16, 32 and 64 with identical
// buffers.
// The others are counted with the reason.
func TestNVAsmRoundTrip(t *testing.T) {
	cases := corpus(t)
	ok, total := 0, 0
	reasons := map[string][]string{}
	for _, c := range cases {
		total++
		if c.skip != "" {
			reasons[c.skip] = append(reasons[c.skip], c.name)
			continue
		}
		text, err := roundTrip(c.name, c.src, c.d)
		var emitErr *nvasm.Error
		switch {
		case err == nil:
			ok++
		case errors.As(err, &emitErr):
			reasons[reasonOf(emitErr)] = append(reasons[reasonOf(emitErr)], c.name)
		case strings.HasPrefix(err.Error(), "reference"):
			reasons["reference path fails: "+firstLine(err.Error())] = append(reasons["reference path fails: "+firstLine(err.Error())], c.name)
		default:
			t.Errorf("%s: %v\n%s", c.name, err, text)
		}
	}
	var keys []string
	for k := range reasons {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	fmt.Fprintf(&b, "round trip: %d of %d shaders expressible and identical at subgroup sizes 8, 16, 32 and 64\n", ok, total)
	for _, k := range keys {
		fmt.Fprintf(&b, "  %2d  %s: %s\n", len(reasons[k]), k, strings.Join(reasons[k], ", "))
	}
	t.Log(b.String())
	if ok < minRoundTrip {
		t.Errorf("only %d shaders round-trip, want at least %d", ok, minRoundTrip)
	}
}

// minRoundTrip is the number of shaders known to round-trip (raise it as
// the back end grows).
const minRoundTrip = 70

// reasonOf shortens an emission error to the construct it names.
func reasonOf(e *nvasm.Error) string {
	msg := e.Msg
	if i := strings.Index(msg, " (of "); i >= 0 {
		msg = msg[:i] + msg[strings.Index(msg, ")")+1:]
	}
	return msg
}
