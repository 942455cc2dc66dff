package e2e

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// lowerFail is what TestLowerFailsPositioned knows of one l.fail call of
// package lower, keyed by its format string: a GLSL shader that reaches
// it through the driver and the diagnostic it must give, or why no shader
// that sema accepts reaches it.
type lowerFail struct {
	src, env string // the shader (lf.comp) and its --target-env ("" for the default)
	want     string // the whole diagnostic: "lf.comp:LINE:COL: error: message"
	internal string // why GLSL cannot reach it (then src is "")
}

// Why GLSL cannot reach the internal ones.
const (
	byTable    = "every built-in identity and overload of the table lowers: TestBuiltinFuncs and TestBuiltinVars (lower) lower each one"
	bySema     = "sema builds no such IR node"
	byValidate = "ir.Validate rejects such IR, and sema's output passes it (lower.Options.CheckIR, e2e's tests)"
	bySpec     = "sema admits a specialization-constant expression only when specExprOK accepts it (no float, no call); TestSpecConstantExpressions compiles each form that passes"
	byConst    = "sema requires a constant for the argument (constArgOK, barrierArgOK); a specialization constant is refused there"
	byFeature  = "sema reports every use of a targetenv.Feature the target lacks, at the use (sema's TestErrors, TestLowerFailsPositioned's feature rows)"
)

var lowerFails = map[string]lowerFail{
	"cannot copy %s to another memory layout: an array in it is sized by a specialization constant": {
		src: "#version 450\nlayout(local_size_x = 1) in;\nlayout(constant_id = 0) const int N = 2;\n" +
			"layout(std430, binding = 0) buffer B { float r; float a[N]; } b;\nfloat f(float x[N]) { return x[0]; }\nvoid main() { b.r = f(b.a); }\n",
		want: "lf.comp:6:25: error: cannot copy float[N] to another memory layout: an array in it is sized by a specialization constant",
	},

	"a composite of %d elements is too large for SPIR-V (one instruction holds at most %d)": {
		src:  "#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint v[]; };\nvoid main() {\n  uint a[70000] = uint[70000](" + strings.Repeat("v[0],", 69999) + "v[0]);\n  v[1] = a[v[2]];\n}\n",
		want: "lf.comp:5:19: error: a composite of 70000 elements is too large for SPIR-V (one instruction holds at most 65532)",
	},

	"a switch of %d case labels is too large for SPIR-V (one OpSwitch holds at most %d)": {
		src:  "#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint v[]; };\nvoid main() {\n  switch (int(v[0])) {\n" + switchCases(40000) + "  }\n}\n",
		want: "lf.comp:5:3: error: a switch of 40000 case labels is too large for SPIR-V (one OpSwitch holds at most 32766)",
	},
	"control flow nested too deeply: more than %d nested selections and loops, SPIR-V's limit (each ?:, && and || is a selection)": {
		src: "#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { int v[]; };\nvoid main() {\n  int x = v[0];\n  v[1] = " + ternaryChain(1024) + ";\n}\n",
		// at the 1024th "?": column 10 is where the chain starts
		want: "lf.comp:6:" + strconv.Itoa(10+len(ternaryChain(1023))-len("v[0]")+len("x == 1023 ")) + ": error: control flow nested too deeply: more than 1023 nested selections and loops, SPIR-V's limit (each ?:, && and || is a selection)",
	},
	"a structure of %d members is too large for SPIR-V (one OpTypeStruct holds at most %d)": {
		src:  "#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint v[]; };\nstruct S {" + structMembers(70000) + " };\nlayout(binding = 1) buffer C { S s; };\nvoid main() {\n  v[0] = s.m5;\n}\n",
		want: "lf.comp:5:1: error: a structure of 70000 members is too large for SPIR-V (one OpTypeStruct holds at most 65533)",
	},

	"internal error: %s": {internal: byFeature},
	"a rayQueryEXT argument of %s must be a ray-query variable": {internal: "sema passes a rayQueryEXT argument only as a whole ray-query variable (a local, a global or a parameter) and refuses an array element of one with a positioned error"},
	"internal error: argument %s of %s is not a constant":       {internal: byConst},
	"argument %d of %s is not a constant":                       {internal: byConst},
	"cluster size of %s must be a constant":                     {internal: byConst},
	"== on an array whose length is a specialization constant":  {internal: "sema refuses ==, != and assignment of a type containing such an array, as glslang does (sema's TestErrors)"},

	"%T is not allowed in a specialization-constant expression":            {internal: bySpec},
	"%s is not allowed in a specialization-constant expression":            {internal: bySpec},
	"conversion %s is not allowed in a specialization-constant expression": {internal: bySpec},

	"%s has no GLSL.std.450 form for %s":        {internal: byTable},
	"%s has no opcode for %s":                   {internal: byTable},
	"built-in %s (%s) has no SPIR-V lowering":   {internal: byTable},
	"built-in %s has no lowering":               {internal: byTable},
	"built-in %s has no special lowering":       {internal: byTable},
	"built-in %s has no expansion":              {internal: byTable},
	"image built-in %s has no lowering":         {internal: byTable},
	"unknown cooperative-matrix built-in %s":    {internal: byTable},
	"unknown derived built-in %s":               {internal: byTable},
	"unknown NV shuffle %s":                     {internal: byTable},
	"unknown NV thread-group function %s":       {internal: byTable},
	"%s: no emulation for %s":                   {internal: byTable + "; TestEmulate* (lower) emulate every family and type"},
	"%s: no emulation for group operation %d":   {internal: byTable + "; TestEmulate* (lower) emulate every family and type"},
	"%s with %d arguments":                      {internal: byTable},
	"%s must be lowered from an ir.Atomic node": {internal: bySema + ": atomic built-ins become ir.Atomic"},
	"argument %d of %s has type %s":             {internal: byValidate},
	"no overload of %s matches the arguments":   {internal: byValidate},
	"%v":                  {internal: byValidate + " (ir.ImageSignature)"},
	"atomic add on %s":    {internal: byTable},
	"atomic on a swizzle": {internal: bySema + ": an atomic's operand is a scalar l-value, indexed, not swizzled"},
	"unknown atomic %s":   {internal: byValidate},
	"%s needs an opaque variable, not a computed %s":  {internal: bySema + ": GLSL has no expression of opaque type but a variable or an element of one"},
	"length() of something other than a block member": {internal: bySema + ": sema refuses length() of a runtime array that is not a buffer block's member"},
	"break outside a loop or switch":                  {internal: bySema + " (sema refuses the statement)"},
	"continue outside a loop":                         {internal: bySema + " (sema refuses the statement)"},
	"module has no entry point":                       {internal: bySema + " (sema refuses a shader without main)"},
	"reference %T used as a value":                    {internal: byValidate},
	"reference to local %s of another function":       {internal: byValidate},
	"reference to parameter %s of another function":   {internal: byValidate},
	"reference to undeclared global %s":               {internal: byValidate},
	"unknown binary operation %s":                     {internal: byValidate},
	"unknown conversion %s":                           {internal: byValidate},
	"unknown entry mode %s":                           {internal: byValidate},
	"%s shaders are not supported yet":                {internal: "the driver refuses, at the #version line, every stage it does not compile (driver.CompiledStages) before sema runs: lower sees only stages with an execution model"},
	"user %s variable '%s' without an interface":      {internal: "sema gives every user in/out variable its interface (location, component, interpolation) when it declares it"},
	"unknown expression %T":                           {internal: byValidate},
	"unknown reference %T":                            {internal: byValidate},
	"unknown statement %T":                            {internal: byValidate},
	"unknown storage %d":                              {internal: byValidate},
	"cannot lower type %s":                            {internal: byValidate},
}

// lowerFailFormats finds the format string of every l.fail call in
// package lower's sources, with where it is.
func lowerFailFormats(t *testing.T) map[string][]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(testtool.RepoRoot(), "lower", "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("lower's sources: %v", err)
	}
	found := map[string][]string{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(file, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "fail" {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); !ok || x.Name != "l" {
				return true
			}
			where := fset.Position(call.Pos())
			at := filepath.Base(where.Filename) + ":" + strconv.Itoa(where.Line)
			if len(call.Args) < 2 {
				t.Errorf("%s: l.fail without a position and a format", at)
				return true
			}
			lit, ok := call.Args[1].(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				t.Errorf("%s: l.fail's format is not a string literal", at)
				return true
			}
			format, _ := strconv.Unquote(lit.Value)
			found[format] = append(found[format], at)
			return true
		})
	}
	return found
}

// TestLowerFailsPositioned: every error the SPIR-V back end can report
// for a shader sema accepts carries the shader's file:line:col and no
// package name. Each l.fail call in package lower must be listed in
// lowerFails, with a shader that reaches it (compiled through the
// driver, which must print exactly the diagnostic given) or with the
// reason no checked shader can; a new l.fail fails this test until it is
// listed.
func TestLowerFailsPositioned(t *testing.T) {
	found := lowerFailFormats(t)
	var formats []string
	for f := range found {
		formats = append(formats, f)
	}
	sort.Strings(formats)
	for _, f := range formats {
		if _, ok := lowerFails[f]; !ok {
			t.Errorf("l.fail(%q) at %s is not in lowerFails (e2e/lower_errors_test.go): add a GLSL shader that reaches it and the positioned diagnostic it gives, or the reason no shader sema accepts can", f, strings.Join(found[f], ", "))
		}
	}
	for f, c := range lowerFails {
		if _, ok := found[f]; !ok {
			t.Errorf("lowerFails lists %q, which no l.fail in lower uses any more: remove the row", f)
			continue
		}
		if c.internal != "" {
			if c.src != "" {
				t.Errorf("%q: both a shader and a reason", f)
			}
			continue
		}
		t.Run(f, func(t *testing.T) {
			env := targetenv.MustCompiler(c.env)
			diags := &diag.List{}
			res := driver.Compile("lf.comp", []byte(c.src), driver.Options{PP: pp.Options{Vulkan: true}, TargetEnv: env}, diags)
			if res.Words != nil || len(diags.Diags) != 1 {
				t.Fatalf("want one error, got %d diagnostics: %v", len(diags.Diags), diags.Diags)
			}
			if got := diags.Diags[0].String(); got != c.want {
				t.Errorf("got  %s\nwant %s", got, c.want)
			}
			if !formatRegexp(f).MatchString(diags.Diags[0].Msg) {
				t.Errorf("%q does not come from l.fail(%q)", diags.Diags[0].Msg, f)
			}
		})
	}
}

// formatRegexp matches what fmt.Sprintf(format, ...) can give.
func formatRegexp(format string) *regexp.Regexp {
	parts := regexp.MustCompile(`%[a-zA-Z]`).Split(format, -1)
	for i, p := range parts {
		parts[i] = regexp.QuoteMeta(p)
	}
	return regexp.MustCompile("^" + strings.Join(parts, ".+") + "$")
}

// TestFeatureGatesInSema: a shader using each targetenv.Feature on a
// target without it gets sema's positioned error, never lower's
// assertion (the "internal error: %s" row above).
func TestFeatureGatesInSema(t *testing.T) {
	cases := []struct {
		name, env, src, want string
	}{
		{"subgroup function", "vulkan1.0", "#extension GL_KHR_shader_subgroup_arithmetic : enable\nvoid main() { b.r = subgroupAdd(1u); }",
			"lf.comp:5:21: error: 'subgroupAdd' needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)"},
		{"subgroup variable", "vulkan1.0", "#extension GL_KHR_shader_subgroup_basic : enable\nvoid main() { b.r = gl_SubgroupSize; }",
			"lf.comp:5:21: error: 'gl_SubgroupSize' needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)"},
		{"NV shuffle (built from subgroup operations)", "vulkan1.0", "#extension GL_NV_shader_thread_shuffle : enable\nvoid main() { b.r = shuffleNV(1u, 0u, 32u); }",
			"lf.comp:5:21: error: 'shuffleNV' needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)"},
		{"NV warp variable", "vulkan1.0", "#extension GL_NV_shader_thread_group : enable\nvoid main() { b.r = gl_ThreadInWarpNV; }",
			"lf.comp:5:21: error: 'gl_ThreadInWarpNV' needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)"},
		{"subgroup ballot (the ARB ballot has a 1.0 form)", "vulkan1.0", "#extension GL_KHR_shader_subgroup_ballot : enable\nvoid main() { b.r = subgroupBallot(true).x; }",
			"lf.comp:5:21: error: 'subgroupBallot' needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)"},
		{"shared block", "vulkan1.1", "#extension GL_EXT_shared_memory_block : enable\nshared S { uint a; } s;\nvoid main() { s.a = 1u; }",
			"lf.comp:3:1: error: a shared block needs SPIR-V 1.4 or later (target is 1.3; --target-env=vulkan1.1spv1.4 or later)"},
		{"dynamic quad broadcast lane", "vulkan1.1", "#extension GL_KHR_shader_subgroup_quad : enable\nvoid main() { b.r = subgroupQuadBroadcast(1u, b.r); }",
			"lf.comp:5:49: error: argument 2 of 'subgroupQuadBroadcast' must be a constant integral expression: a dynamically uniform lane needs SPIR-V 1.5 or later (target is 1.3; --target-env=vulkan1.2 or later)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Every line but the last comes before the layout and buffer
			// lines; the last is the body.
			lines := strings.Split(c.src, "\n")
			body := lines[len(lines)-1]
			exts := strings.Join(lines[:len(lines)-1], "\n")
			src := "#version 450\n" + exts + "\nlayout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { uint r; } b;\n" + body + "\n"
			diags := &diag.List{}
			driver.Compile("lf.comp", []byte(src), driver.Options{PP: pp.Options{Vulkan: true}, TargetEnv: targetenv.MustCompiler(c.env)}, diags)
			if len(diags.Diags) != 1 || diags.Diags[0].String() != c.want {
				t.Errorf("got  %v\nwant %s", diags.Diags, c.want)
			}
		})
	}
}

// TestSpecConstantExpressions compiles each form of specialization-
// constant expression sema admits (a constant initialized from a
// specialization constant, kept as OpSpecConstantOp / composite) and
// validates the module: what the bySpec rows above rest on.
func TestSpecConstantExpressions(t *testing.T) {
	for _, c := range []struct{ decl, use string }{
		{"const bool G = bool(I) == true;", "int(G)"},
		{"const int G = I * I % 3 << 1;", "G"},
		{"const int G = int(uint(I) >> 1u);", "G"},
		{"const int G = -I;", "G"},
		{"const int G = (I, 2);", "G"},
		{"const int G = I > 1 ? 1 : 2;", "G"},
		{"const bool G = I > 1 && I < 3;", "int(G)"},
		{"const int G = int[2](I, 1)[0];", "G"},
		{"const int G = ivec2(I, 3)[1];", "G"},
		{"const ivec2 G = ivec2(I).yx;", "G.x"},
		{"const ivec3 G = ivec3(I);", "G.z"},
		{"const bvec2 G = bvec2(I);", "int(G.y)"},
		{"const ivec2 G = ivec2(I) + 1;", "G.y"},
		{"const ivec2 G = ivec2(bvec2(I));", "G.y"},
		{"const uvec2 G = uvec2(ivec2(I));", "int(G.x)"},
		{"struct S { int a; };\nconst S G = S(I);", "G.a"},
		{"const uint64_t G = uint64_t(I);", "int(G)"},
		{"const uint16_t G = uint16_t(I);", "int(G)"},
	} {
		t.Run(c.decl, func(t *testing.T) {
			src := "#version 450\n#extension GL_EXT_shader_explicit_arithmetic_types : enable\nlayout(local_size_x = 1) in;\n" +
				"layout(constant_id = 0) const int I = 2;\n" + c.decl + "\nlayout(binding = 0) buffer B { int r; } b;\nvoid main() { b.r = " + c.use + "; }\n"
			diags := &diag.List{}
			res := driver.Compile("spec.comp", []byte(src), driver.Options{PP: pp.Options{Vulkan: true}}, diags)
			if res.Words == nil {
				t.Fatalf("%v", diags.Diags)
			}
			spirvValWords(t, res.Words, targetenv.DefaultName)
		})
	}
}

// TestDynamicLanes: from SPIR-V 1.5 both broadcasts take a dynamically
// uniform lane, as glslang allows (natively and emulated).
func TestDynamicLanes(t *testing.T) {
	for _, emulate := range []driver.EmulateSet{0, driver.EmulateAll} {
		for _, fn := range []string{"subgroupBroadcast", "subgroupQuadBroadcast"} {
			src := "#version 450\n#extension GL_KHR_shader_subgroup_ballot : enable\n#extension GL_KHR_shader_subgroup_quad : enable\nlayout(local_size_x = 4) in;\n" +
				"layout(binding = 0) buffer B { uint i; uint r[]; } b;\nvoid main() { b.r[gl_LocalInvocationIndex] = " + fn + "(gl_LocalInvocationIndex, b.i); }\n"
			diags := &diag.List{}
			res := driver.Compile("lane.comp", []byte(src), driver.Options{PP: pp.Options{Vulkan: true}, TargetEnv: targetenv.MustCompiler("vulkan1.2"), Emulate: emulate}, diags)
			if res.Words == nil {
				t.Fatalf("%s (emulate %v): %v", fn, emulate, diags.Diags)
			}
			spirvValWords(t, res.Words, "vulkan1.2")
		}
	}
}

// spirvValWords validates a module with spirv-val (the newer one of
// testtool.NewerValEnv when it is set) for env.
func spirvValWords(t *testing.T, words []uint32, env string) {
	t.Helper()
	val := testtool.NewerVal(t)
	if val == "" {
		val = testtool.Require(t, "spirv-val")
	}
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, spirv.Encode(words), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(val, "--target-env", env, path).CombinedOutput(); err != nil {
		t.Errorf("spirv-val --target-env %s: %v\n%s", env, err, out)
	}
}

// ternaryChain is n conditional expressions, each nested in the last's
// false operand: x == 0 ? v[2] : x == 1 ? v[3] : ... : v[0]. The operands
// are loads, so each ?: is a selection (lazy), not an OpSelect.
func ternaryChain(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString("x == " + strconv.Itoa(i) + " ? v[" + strconv.Itoa(i+2) + "] : ")
	}
	b.WriteString("v[0]")
	return b.String()
}

// TestNestingLimit: a chain of conditional expressions as deep as SPIR-V
// allows (1023 nested selections, around a loop and an if that add two
// more levels below the limit) compiles to a module the validator
// accepts; one more level is the positioned error of TestLowerFailsPositioned.
func TestNestingLimit(t *testing.T) {
	src := "#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { int v[]; };\nvoid main() {\n" +
		"  for (int x = 0; x < v[1]; x++) {\n    if (x > 2) {\n      v[1] = " + ternaryChain(1021) + ";\n    }\n  }\n}\n"
	diags := &diag.List{}
	res := driver.Compile("deep.comp", []byte(src), driver.Options{PP: pp.Options{Vulkan: true}}, diags)
	if res.Words == nil {
		t.Fatalf("%v", diags.Diags)
	}
	spirvValWords(t, res.Words, targetenv.DefaultName)
	diags = &diag.List{}
	deeper := strings.Replace(src, ternaryChain(1021), ternaryChain(1022), 1)
	if res := driver.Compile("deep.comp", []byte(deeper), driver.Options{PP: pp.Options{Vulkan: true}}, diags); res.Words != nil ||
		len(diags.Diags) != 1 || !strings.Contains(diags.Diags[0].Msg, "nested too deeply") {
		t.Errorf("one level more: want the nesting error, got %v", diags.Diags)
	}
}

// switchCases is n "case i: ... break;" lines.
func switchCases(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString("  case " + strconv.Itoa(i) + ": v[1] = " + strconv.Itoa(i) + "u; break;\n")
	}
	return b.String()
}

// structMembers is n "uint mi;" members.
func structMembers(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		b.WriteString(" uint m" + strconv.Itoa(i) + ";")
	}
	return b.String()
}
