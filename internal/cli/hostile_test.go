package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// The hostile-input campaign (issue 27): generated inputs of every class
// that once killed the Go runtime, ran without bound, wrote an invalid
// module or lost its position, each with the exit status, a piece of the
// message and a bound on the bytes the command may allocate. A case that
// regresses fails here, not in a user's session.

const hsHead = `OpCapability Shader
OpMemoryModel Logical GLSL450
OpEntryPoint GLCompute %main "main"
OpExecutionMode %main LocalSize 1 1 1
%void = OpTypeVoid
%fn = OpTypeFunction %void
%u = OpTypeInt 32 0
`

const hsComp = "#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint v[]; };\n"

type hostileCase struct {
	name  string
	file  string                // the input's name (its extension picks the reader)
	gen   func() string         // the input
	args  func(string) []string // the command line, given the input's path
	code  int
	want  string // in stderr (or stdout when wantOut)
	out   bool
	alloc int64 // most bytes the command may allocate
}

func nested(n int, length string) string {
	var b strings.Builder
	b.WriteString(hsHead + "%c = OpConstant %u " + length + "\n%a0 = OpTypeArray %u %c\n")
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, "%%a%d = OpTypeArray %%a%d %%c\n", i, i-1)
	}
	b.WriteString("%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n")
	return b.String()
}

func list(n int, item string, sep string) string {
	return strings.Repeat(item+sep, n-1) + item
}

var hostileCases = []hostileCase{
	{name: "direct recursion", file: "rec.spvasm", gen: func() string {
		return hsHead + "%main = OpFunction %void None %fn\n%l = OpLabel\n%r = OpFunctionCall %void %f\nOpReturn\nOpFunctionEnd\n" +
			"%f = OpFunction %void None %fn\n%l2 = OpLabel\n%r2 = OpFunctionCall %void %f\nOpReturn\nOpFunctionEnd\n"
	}, code: 1, want: "calls itself (SPIR-V forbids recursion)", alloc: 64 << 20},
	{name: "entry point calls itself", file: "self.spvasm", gen: func() string {
		return hsHead + "%main = OpFunction %void None %fn\n%l = OpLabel\n%r = OpFunctionCall %void %main\nOpReturn\nOpFunctionEnd\n"
	}, code: 1, want: "calls itself", alloc: 64 << 20},
	{name: "block without terminator", file: "noterm.spvasm", gen: func() string {
		return hsHead + "%main = OpFunction %void None %fn\n%l = OpLabel\nOpFunctionEnd\n"
	}, code: 1, want: "has no terminator before the end of function", alloc: 64 << 20},
	{name: "OpPhi parent not a predecessor", file: "phi.spvasm", gen: func() string {
		return hsHead + "%c = OpConstant %u 1\n%main = OpFunction %void None %fn\n%l = OpLabel\nOpBranch %a\n%a = OpLabel\n%p = OpPhi %u %c %l %c %a\nOpReturn\nOpFunctionEnd\n"
	}, code: 1, want: "is not a predecessor of block", alloc: 64 << 20},
	{name: "OpPhi in the entry block", file: "phi0.spvasm", gen: func() string {
		return hsHead + "%c = OpConstant %u 1\n%main = OpFunction %void None %fn\n%l = OpLabel\n%p = OpPhi %u %c %l\nOpReturn\nOpFunctionEnd\n"
	}, code: 1, want: "OpPhi in the entry block", alloc: 64 << 20},
	{name: "100,000 nested arrays: dis", file: "nest.spv", gen: func() string { return nested(100000, "2") },
		args: func(p string) []string { return []string{"dis", p} }, code: 0, want: "OpTypeArray", out: true, alloc: 1 << 30},
	{name: "100,000 nested arrays: run", file: "nest1.spvasm", gen: func() string { return nested(100000, "1") },
		code: 1, want: "composite types nest 256 deep (the limit is 255)", alloc: 512 << 20},
	{name: "#if of 500,000 nested parentheses", file: "paren.comp", gen: func() string {
		return hsComp + "#if " + strings.Repeat("(", 500000) + "1" + strings.Repeat(")", 500000) + "\n#endif\nvoid main(){}\n"
	}, code: 1, want: "#if expression nested too deeply", alloc: 1 << 30},
	{name: "#if of a 5 MB 1+1+... expression", file: "add.comp", gen: func() string {
		return hsComp + "#if " + strings.Repeat("1+", 2500000) + "1\n#endif\nvoid main(){}\n"
	}, code: 1, want: "directive longer than 2097152 tokens", alloc: 1 << 30},
	{name: "macro of 150,000 parameters", file: "macro.comp", gen: func() string {
		var b strings.Builder
		b.WriteString(hsComp + "#define M(")
		for i := 0; i < 150000; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, "a%d", i)
		}
		b.WriteString(") a0\nvoid main(){ v[0] = M(" + list(150000, "1u", ",") + "); }\n")
		return b.String()
	}, args: func(p string) []string { return []string{p, "-o", p + ".spv"} }, code: 0, alloc: 1 << 30},
	{name: "10,000-deep ternary chain", file: "tern.comp", gen: func() string {
		e := "0u"
		for i := 0; i < 10000; i++ {
			e = fmt.Sprintf("(v[%d] > %du ? %du : %s)", i%7, i, i, e)
		}
		return hsComp + "void main(){ v[0] = " + e + "; }\n"
	}, code: 1, want: "program is nested too deeply", alloc: 1 << 30},
	{name: "1,000,000-element initializer", file: "init.comp", gen: func() string {
		return hsComp + "void main(){\n  uint a[1000000] = uint[1000000](" + list(1000000, "1u", ",") + ");\n  v[0] = a[v[1]];\n}\n"
	}, code: 1, want: "init.comp:5:21: error: a composite of 1000000 elements is too large for SPIR-V", alloc: 2 << 30},
	{name: "100,000-long OpSpecConstantOp chain", file: "chain.spvasm", gen: func() string {
		var b strings.Builder
		b.WriteString(hsHead + "%s0 = OpSpecConstant %u 1\n")
		for i := 1; i < 100000; i++ {
			fmt.Fprintf(&b, "%%s%d = OpSpecConstantOp %%u IAdd %%s%d %%s0\n", i, i-1)
		}
		b.WriteString("%main = OpFunction %void None %fn\n%l = OpLabel\nOpReturn\nOpFunctionEnd\n")
		return b.String()
	}, code: 0, want: "interpreter: fast engine, subgroup size", out: true, alloc: 1 << 30},
	{name: "specialization-constant division by zero", file: "specdiv.comp", gen: func() string {
		return hsComp + "layout(constant_id = 0) const uint N = 0u;\nconst uint Q = 7u / N;\nvoid main(){ v[0] = Q; }\n"
	}, args: func(p string) []string { return []string{"run", "-b", "0=uint:fill:0:1", p} }, code: 0, want: "division-by-zero", out: true, alloc: 256 << 20},
	{name: "LF-CR line ends", file: "lfcr.comp", gen: func() string {
		return "#version 450\n\rlayout(local_size_x=1) in;\n\rvoid f(){}\n\rvoid main(){ x = 1; }\n\r"
	}, args: func(p string) []string { return []string{p, "-o", p + ".spv"} }, code: 1, want: "lfcr.comp:4:14: error:", alloc: 64 << 20},
	{name: "#line 0", file: "line0.comp", gen: func() string {
		return "#version 450\nlayout(local_size_x=1) in;\n#line 0\nvoid main(){ x = 1; }\n"
	}, args: func(p string) []string { return []string{p, "-o", p + ".spv"} }, code: 1, want: "line0.comp:0:14: error:", alloc: 64 << 20},
	{name: "fill past the buffer bound", file: "fill.comp", gen: func() string { return hsComp + "void main(){ v[0] = 1u; }\n" },
		args: func(p string) []string { return []string{"run", "-b", "0=uint:fill:0:100000000", p} }, code: 1, want: "larger than 256 MiB, the input limit", alloc: 64 << 20},
	// storage-buffer races: one word stored by 4,000 workgroups (cross-
	// workgroup), and 16,384 invocations each writing its own 256 words of
	// a 16 MiB buffer (no race; 64 MB of race records)
	{name: "one word stored by 4,000 workgroups", file: "race.comp", gen: func() string { return hsComp + "void main(){ v[0] = gl_WorkGroupID.x; }\n" },
		args: func(p string) []string { return []string{"run", "--workgroups", "4000", "-b", "0=uint:fill:0:1", p} }, code: 0, want: "buffer-data-race", out: true, alloc: 64 << 20},
	{name: "4M words each written by its own invocation", file: "norace.comp", gen: func() string {
		return hsComp + "void main(){ for (uint i = 0u; i < 256u; i++) v[(gl_WorkGroupID.y * 128u + gl_WorkGroupID.x) * 256u + i] = i; }\n"
	}, args: func(p string) []string {
		return []string{"run", "--workgroups", "128,128", "-b", "0=uint:fill:0:4194304", p}
	}, code: 0, want: "16384 invocations", out: true, alloc: 512 << 20},
	{name: "-o naming the input", file: "self.comp", gen: func() string { return hsComp + "void main(){ v[0] = 1u; }\n" },
		args: func(p string) []string { return []string{p, "-o", p} }, code: 1, alloc: 64 << 20},
}

func TestHostileInputs(t *testing.T) {
	if testing.Short() {
		t.Skip("the hostile inputs take about a minute")
	}
	dir := t.TempDir()
	for _, c := range hostileCases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, c.file)
			src := c.gen()
			data := []byte(src)
			if strings.HasSuffix(c.file, ".spv") {
				w, err := spirv.Assemble(src, spirv.AsmOptions{})
				if err != nil {
					t.Fatal(err)
				}
				data = spirv.Encode(w)
			}
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			args := []string{"run", path}
			if c.args != nil {
				args = c.args(path)
			}
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			code, out, errs := run(t, "", args...)
			runtime.ReadMemStats(&after)
			alloc := int64(after.TotalAlloc - before.TotalAlloc)
			where := errs
			if c.out {
				where = out
			}
			if code != c.code || !strings.Contains(where, c.want) {
				t.Fatalf("status %d, want %d and %q in\n%.2000s\n%.2000s", code, c.code, c.want, errs, out)
			}
			if strings.Contains(errs, "panic") || strings.Contains(errs, "goroutine ") {
				t.Fatalf("a Go failure:\n%.2000s", errs)
			}
			if alloc > c.alloc {
				t.Fatalf("allocated %d MB for a %d kB input, bound %d MB", alloc>>20, len(src)>>10, c.alloc>>20)
			}
			if mod, err := os.ReadFile(path + ".spv"); err == nil && code == 0 {
				// what the compiler wrote must be valid for its target
				// (glslc's default, vulkan1.0)
				val := testtool.Require(t, "spirv-val")
				mp := filepath.Join(t.TempDir(), "m.spv")
				os.WriteFile(mp, mod, 0o644)
				if msg, err := exec.Command(val, "--target-env", "vulkan1.0", mp).CombinedOutput(); err != nil {
					t.Fatalf("spirv-val: %v\n%s", err, msg)
				}
				testtool.ValidateNewer(t, c.name, mod, "vulkan1.0")
			}
			t.Logf("%d kB input: status %d, %d MB allocated", len(src)>>10, code, alloc>>20)
		})
	}
	self := filepath.Join(dir, "self.comp")
	if b, _ := os.ReadFile(self); !strings.HasPrefix(string(b), "#version") {
		t.Errorf("-o naming the input overwrote it")
	}
}
