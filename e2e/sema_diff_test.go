package e2e

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/sema"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// exprGen makes random well-typed GLSL expressions over int, uint and
// float scalars and vectors. Values stay small and float constants exact,
// so that any evaluation order and any constant folder give the same bits.
type exprGen struct {
	r *rand.Rand
}

var genTypes = []string{"int", "uint", "float", "ivec2", "uvec3", "vec2", "vec4"}

func (g *exprGen) scalarOf(t string) string {
	switch {
	case strings.HasPrefix(t, "i") || t == "int":
		return "int"
	case strings.HasPrefix(t, "u"):
		return "uint"
	}
	return "float"
}

func (g *exprGen) size(t string) int {
	if n := t[len(t)-1]; n >= '2' && n <= '4' {
		return int(n - '0')
	}
	return 1
}

func (g *exprGen) lit(s string) string {
	switch s {
	case "int":
		return fmt.Sprint(g.r.Intn(21) - 10)
	case "uint":
		return fmt.Sprintf("%du", g.r.Intn(20))
	}
	return fmt.Sprintf("%.1f", float64(g.r.Intn(40)-20)/2)
}

// leaf is an input (known only at run time) or a literal.
func (g *exprGen) leaf(t string) string {
	s, n := g.scalarOf(t), g.size(t)
	one := func() string {
		if g.r.Intn(2) == 0 {
			return g.lit(s)
		}
		switch s {
		case "int":
			return fmt.Sprintf("in_i[%d]", g.r.Intn(4))
		case "uint":
			return fmt.Sprintf("in_u[%d]", g.r.Intn(4))
		}
		return fmt.Sprintf("in_f[%d]", g.r.Intn(4))
	}
	if n == 1 {
		return one()
	}
	parts := make([]string, n)
	for i := range parts {
		parts[i] = one()
	}
	return t + "(" + strings.Join(parts, ", ") + ")"
}

func (g *exprGen) expr(t string, depth int) string {
	if depth <= 0 {
		return g.leaf(t)
	}
	s, n := g.scalarOf(t), g.size(t)
	switch g.r.Intn(11) {
	case 0, 1:
		op := []string{"+", "-", "*"}[g.r.Intn(3)]
		return "(" + g.expr(t, depth-1) + " " + op + " " + g.expr(t, depth-1) + ")"
	case 2:
		if s == "float" {
			return "(" + g.expr(t, depth-1) + " / 4.0)"
		}
		one := "1"
		if s == "uint" {
			one = "1u"
		}
		d := "(" + g.expr(t, depth-1) + " & 7" + strings.TrimPrefix(one, "1") + ")"
		if n > 1 {
			return "(" + g.expr(t, depth-1) + " / (" + d + " + " + t + "(" + one + ")))"
		}
		// % of a negative operand is undefined in GLSL (glslang's folder
		// and OpSMod disagree): keep the dividend non-negative.
		x := g.expr(t, depth-1)
		if s == "int" {
			x = "abs(" + x + ")"
		}
		return "(" + x + " % (" + d + " + " + one + "))"
	case 3:
		if s == "float" {
			return "(- " + g.expr(t, depth-1) + ")"
		}
		op := []string{"&", "|", "^"}[g.r.Intn(3)]
		return "(" + g.expr(t, depth-1) + " " + op + " " + g.expr(t, depth-1) + ")"
	case 4:
		if s != "float" {
			return "(" + g.expr(t, depth-1) + " << (" + g.expr(t, depth-1) + " & " + t + "(3)))"
		}
		return "abs(" + g.expr(t, depth-1) + ")"
	case 5:
		f := []string{"min", "max"}[g.r.Intn(2)]
		return f + "(" + g.expr(t, depth-1) + ", " + g.expr(t, depth-1) + ")"
	case 6:
		// A conversion from another type of the same size.
		others := map[string][]string{"int": {"uint", "float"}, "uint": {"int"}, "float": {"int", "uint"}}[s]
		o := others[g.r.Intn(len(others))]
		ot := o
		if n > 1 {
			ot = map[string]string{"int": "ivec", "uint": "uvec", "float": "vec"}[o] + fmt.Sprint(n)
		}
		return t + "(" + g.expr(ot, depth-1) + ")"
	case 7:
		cond := g.cond(s, depth-1)
		return "(" + cond + " ? " + g.expr(t, depth-1) + " : " + g.expr(t, depth-1) + ")"
	case 8:
		if n > 1 {
			// A swizzle of a wider vector.
			src := map[string]string{"int": "ivec4", "uint": "uvec4", "float": "vec4"}[s]
			comps := ""
			for i := 0; i < n; i++ {
				comps += string("xyzw"[g.r.Intn(4)])
			}
			return g.expr(src, depth-1) + "." + comps
		}
		if s == "uint" {
			// int -> uint implicit conversion.
			return "(" + g.expr("int", depth-1) + " + " + g.expr("uint", depth-1) + ")"
		}
		if s == "float" {
			// int -> float implicit conversion.
			return "(" + g.expr("int", depth-1) + " * " + g.expr("float", depth-1) + ")"
		}
		return g.expr(t, depth-1)
	case 9:
		if n > 1 {
			// Vector-scalar arithmetic.
			op := []string{"+", "-", "*"}[g.r.Intn(3)]
			return "(" + g.expr(t, depth-1) + " " + op + " " + g.expr(s, depth-1) + ")"
		}
		if s == "float" && g.r.Intn(2) == 0 {
			return "dot(" + g.expr("vec2", depth-1) + ", vec2(0.5, 2.0))"
		}
		return "clamp(" + g.expr(t, depth-1) + ", " + g.lit(s) + ", " + g.lit(s) + " + " + g.lit(s) + ")"
	}
	return g.leaf(t)
}

// cond makes a bool expression.
func (g *exprGen) cond(s string, depth int) string {
	cmp := func() string {
		op := []string{"<", "<=", ">", ">=", "==", "!="}[g.r.Intn(6)]
		return "(" + g.expr(s, depth) + " " + op + " " + g.expr(s, depth) + ")"
	}
	switch g.r.Intn(5) {
	case 0:
		return "(" + cmp() + " && " + cmp() + ")"
	case 1:
		return "(" + cmp() + " || !" + cmp() + ")"
	case 2:
		return "(" + cmp() + " ^^ " + cmp() + ")"
	}
	return cmp()
}

// TestDifferential compiles random expression programs with glslang and
// with sema+lower, runs both on the interpreter and compares the results.
func TestSemaDifferential(t *testing.T) {
	if testing.Short() {
		t.Skip("runs glslangValidator")
	}
	tool := testtool.Require(t, "glslangValidator")
	programs := 12
	if s := os.Getenv("DIFF"); s != "" {
		fmt.Sscan(s, &programs)
	}
	r := rand.New(rand.NewSource(7))
	for p := 0; p < programs; p++ {
		g := &exprGen{r: r}
		var b strings.Builder
		b.WriteString("#version 450\nlayout(local_size_x = 1) in;\n")
		b.WriteString("layout(binding = 0) buffer In { int in_i[4]; uint in_u[4]; float in_f[4]; };\n")
		b.WriteString("layout(binding = 1) buffer Out { uint res[]; };\nvoid main() {\n")
		slot := 0
		for k := 0; k < 16; k++ {
			typ := genTypes[r.Intn(len(genTypes))]
			e := g.expr(typ, 3+r.Intn(2))
			fmt.Fprintf(&b, "  %s v%d = %s;\n", typ, k, e)
			for c := 0; c < g.size(typ); c++ {
				comp := fmt.Sprintf("v%d", k)
				if g.size(typ) > 1 {
					comp += "." + string("xyzw"[c])
				}
				if g.scalarOf(typ) == "float" {
					comp = "floatBitsToUint(" + comp + ")"
				} else {
					comp = "uint(" + comp + ")"
				}
				fmt.Fprintf(&b, "  res[%d] = %s;\n", slot, comp)
				slot++
			}
		}
		b.WriteString("}\n")
		src := b.String()
		name := fmt.Sprintf("diff%d.comp", p)

		// glslang's binary.
		dir := t.TempDir()
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		if out, err := exec.Command(tool, "-V", "--target-env", "vulkan1.1", path, "-o", path+".spv").CombinedOutput(); err != nil {
			t.Errorf("%s: glslang rejects the generated program: %s\n%s", name, out, src)
			continue
		}
		ref, err := os.ReadFile(path + ".spv")
		if err != nil {
			t.Fatal(err)
		}
		// Ours.
		m := mustCheck(t, name, src, sema.Options{})
		ours := spirv.Encode(lowerVal(t, name, m, "vulkan1.1"))

		input := bytesOf([]uint32{iw(3), iw(-7), iw(12), iw(-1), 5, 9, 0xFFFFFFF0, 1, fw(1.5), fw(-2.25), fw(8), fw(0.5)}, 12)
		run := func(code []byte) []uint32 {
			prog, err := interp.Load(code)
			if err != nil {
				t.Fatalf("%s: interp.Load: %v", name, err)
			}
			in := append([]byte(nil), input...)
			out := make([]byte, 4*slot)
			if _, err := prog.Run(interp.Config{NoChecks: true, Buffers: map[[2]uint32][]byte{{0, 0}: in, {0, 1}: out}}); err != nil {
				t.Fatalf("%s: run: %v", name, err)
			}
			return words(out)
		}
		want, got := run(ref), run(ours)
		for i := range want {
			if want[i] != got[i] {
				t.Errorf("%s: slot %d: glslang %#x, sema %#x\n%s", name, i, want[i], got[i], src)
				break
			}
		}
	}
}
