package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// runJSON runs with --format json and decodes the report.
func runJSON(t *testing.T, args ...string) (int, *runReport, string) {
	t.Helper()
	code, out, stderr := run(t, "", append([]string{"run", "--format", "json"}, args...)...)
	var rep runReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		return code, nil, stderr
	}
	return code, &rep, stderr
}

func values(rep *runReport, i int) string { return strings.Join(rep.Buffers[i].Values, " ") }

func TestRunSpecPushWorkgroups(t *testing.T) {
	src := examples + "spec_push.comp"
	code, rep, stderr := runJSON(t, "--workgroups", "2", "--spec", "0=10", "--push", "uint:100", "-b", "0=uint:fill:0:8", src)
	if code != 0 || rep == nil || values(rep, 0) != "100 110 120 130 140 150 160 170" || rep.Invocations != 8 {
		t.Fatalf("exit %d %+v %s", code, rep, stderr)
	}
	// One workgroup of 4 and the default SCALE of 1.
	_, rep, _ = runJSON(t, "--push", "uint:5", "-b", "0=uint:fill:0:8", src)
	if rep == nil || values(rep, 0) != "5 6 7 8 0 0 0 0" {
		t.Fatalf("defaults: %+v", rep)
	}
	code, _, stderr = run(t, "", "run", "-b", "0=uint:fill:0:8", src)
	if code != 1 || !strings.Contains(stderr, "push-constant block Push needs 4 bytes") {
		t.Errorf("missing --push: exit %d %q", code, stderr)
	}
	code, _, stderr = run(t, "", "run", "--push", "uint", src)
	if code != 2 || !strings.Contains(stderr, "--push uint") {
		t.Errorf("bad --push: exit %d %q", code, stderr)
	}
}

func TestParseSpec(t *testing.T) {
	got, err := parseSpec([]string{"0=10", "1=-1", "2=1.5", "3=true", "4=false", "5=0x10"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[uint32]uint64{0: 10, 1: 0xffffffffffffffff, 2: 0x3fc00000, 3: 1, 4: 0, 5: 16}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("spec %d = %#x, want %#x", k, got[k], v)
		}
	}
	if _, err := parseSpec([]string{"1=abc"}); err == nil {
		t.Error("1=abc accepted")
	}
}

func TestRunChecksAndLimits(t *testing.T) {
	oob := []string{"-b", "0=uint:series:1:1:4", "-b", "1=uint:fill:0:4", examples + "problems/out_of_bounds.comp"}
	_, checked, _ := runJSON(t, oob...)
	_, unchecked, _ := runJSON(t, append([]string{"--no-checks"}, oob...)...)
	if checked == nil || unchecked == nil {
		t.Fatal("no reports")
	}
	if len(checked.Diagnostics) != 1 || checked.Diagnostics[0].Kind != "out-of-bounds" || len(unchecked.Diagnostics) != 0 {
		t.Errorf("diagnostics: %d with checks (%+v), %d with --no-checks", len(checked.Diagnostics), checked.Diagnostics, len(unchecked.Diagnostics))
	}
	if values(checked, 1) != "2 3 4 0" || values(unchecked, 1) != values(checked, 1) {
		t.Errorf("results: %s vs %s", values(checked, 1), values(unchecked, 1))
	}
	code, out, _ := run(t, "", "run", "--max-steps", "500", "-b", "0=uint:fill:0:1", examples+"problems/spin.comp")
	if code != 1 || !strings.Contains(out, "error step-limit") || !strings.Contains(out, "more than 500 instructions") {
		t.Errorf("--max-steps: exit %d\n%s", code, out)
	}
}

func TestRunScheduleAndDevice(t *testing.T) {
	args := []string{"--subgroup-size", "8", "-b", "0=uint:series:1:1:16", "-b", "1=uint:fill:0:32", examples + "subgroup_scan.comp"}
	_, inOrder, _ := runJSON(t, args...)
	code, random, _ := runJSON(t, append([]string{"--schedule", "random", "--seed", "7"}, args...)...)
	if code != 0 || inOrder == nil || random == nil || values(inOrder, 1) != values(random, 1) {
		t.Errorf("--schedule random changed a barrier-free result (exit %d)", code)
	}
	for _, c := range []struct {
		args []string
		code int
		msg  string
	}{
		{[]string{"--device", "gpu"}, 2, "--device gpu: want interp or vulkan"},
		{[]string{"--compare"}, 2, "--compare needs --device vulkan"},
		{[]string{"--format", "xml"}, 2, "--format xml: want text or json"},
		{[]string{"--entry", "nope"}, 1, "nope"},
		{[]string{"--target-env", "vulkan1.0"}, 1, "subgroup_scan.comp:"},
		{[]string{"--seed", "x"}, 2, "invalid argument"},
	} {
		code, _, stderr := run(t, "", append(append([]string{"run"}, c.args...), args...)...)
		if code != c.code || !strings.Contains(stderr, c.msg) {
			t.Errorf("%q: exit %d %q, want %d %q", c.args, code, stderr, c.code, c.msg)
		}
	}
}

func TestRunCompileFlags(t *testing.T) {
	args := []string{"-b", "0=uint:series:1:1:8", examples + "constant_branches.comp"}
	_, plain, _ := runJSON(t, args...)
	_, opt, _ := runJSON(t, append([]string{"-O"}, args...)...)
	if plain == nil || opt == nil || values(plain, 0) != "5 7 9 11 13 15 17 19" || values(opt, 0) != values(plain, 0) || opt.Instructions >= plain.Instructions {
		t.Errorf("run -O: %+v vs %+v", plain, opt)
	}
	_, rep, stderr := runJSON(t, "-I", examples+"include", "-DOFFSET=7u", "-b", "0=uint:fill:0:4", examples+"macros.comp")
	if rep == nil || values(rep, 0) != "7 8 11 16" {
		t.Errorf("run -D -I: %+v %s", rep, stderr)
	}
}

func TestRunAmber(t *testing.T) {
	code, out, _ := run(t, "", "run", examples+"subgroup_sum.amber")
	if code != 0 || !strings.HasPrefix(out, "PASS ") || !strings.HasSuffix(out, "1 passed, 0 failed, 0 skipped\n") {
		t.Errorf("amber: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "run", "--subgroup-size", "4", examples+"subgroup_sum.amber")
	if code != 0 {
		t.Errorf("REQUIRED_SIZE wins over --subgroup-size: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "run", "--format", "json", examples+"subgroup_sum.amber")
	if code != 0 || !strings.Contains(out, `"status": "PASS"`) {
		t.Errorf("amber json: exit %d\n%s", code, out)
	}
	if code, _, _ := run(t, "", "run", "--format", "xml", examples+"subgroup_sum.amber"); code != 2 {
		t.Errorf("amber --format xml: exit %d", code)
	}
	code, _, stderr := run(t, "", "run", "--workgroups", "2", examples+"subgroup_sum.amber")
	if code != 2 || !strings.Contains(stderr, "--workgroups X,Y,Z does not apply to .amber files") {
		t.Errorf("--workgroups with amber: exit %d %q", code, stderr)
	}
	code, _, stderr = run(t, "", "run", examples+"subgroup_sum.amber", examples+"problems/spin.comp")
	if code != 2 || !strings.Contains(stderr, "any number of .amber files") {
		t.Errorf("mixed inputs: exit %d %q", code, stderr)
	}
}

func TestRunScheduleSeed(t *testing.T) {
	last := func(args ...string) string {
		t.Helper()
		_, rep, stderr := runJSON(t, append(append([]string{"--subgroup-size", "4", "-b", "0=uint:fill:0:1"}, args...), "testdata/last_writer.comp")...)
		if rep == nil {
			t.Fatalf("%q: %s", args, stderr)
		}
		return values(rep, 0)
	}
	// In order, subgroup 7 writes last; random orders differ by seed and
	// repeat for one seed.
	if got := last(); got != "7" {
		t.Errorf("in-order: %s, want 7", got)
	}
	seen := map[string]bool{}
	for _, seed := range []string{"1", "2", "3", "4", "5"} {
		v := last("--schedule", "random", "--seed", seed)
		if again := last("--schedule", "random", "--seed", seed); again != v {
			t.Errorf("seed %s: %s then %s", seed, v, again)
		}
		seen[v] = true
	}
	if len(seen) < 2 {
		t.Errorf("five seeds gave the same order: %v", seen)
	}
}

func TestDisFlags(t *testing.T) {
	dir := t.TempDir()
	spv := filepath.Join(dir, "scan.spv")
	if code, _, stderr := run(t, "", "--target-env=vulkan1.1", "-o", spv, examples+"subgroup_scan.comp"); code != 0 {
		t.Fatal(stderr)
	}
	_, plain, _ := run(t, "", "dis", spv)
	_, noIndent, _ := run(t, "", "dis", "--no-indent", spv)
	if !strings.Contains(plain, "\n               OpCapability Shader\n") || !strings.Contains(noIndent, "\nOpCapability Shader\n") {
		t.Errorf("--no-indent did not remove the alignment:\n%.300s", noIndent)
	}
	data, _ := os.ReadFile(spv)
	if code, out, _ := run(t, string(data), "dis", "-"); code != 0 || out != plain {
		t.Error("dis - differs from dis FILE")
	}
	txt := filepath.Join(dir, "scan.txt")
	if code, out, _ := run(t, "", "dis", "-o", txt, spv); code != 0 || out != "" {
		t.Error("dis -o printed")
	}
	if b, _ := os.ReadFile(txt); string(b) != plain {
		t.Error("dis -o FILE differs from standard output")
	}
}

// TestRunAmberInterpFlags: --no-checks, --max-steps and --schedule reach
// every RUN of an AmberScript file, as they reach a .comp run (they were
// ignored for scripts).
func TestRunAmberInterpFlags(t *testing.T) {
	script := filepath.Join(t.TempDir(), "div.amber")
	src := `#!amber
SHADER compute div GLSL
#version 450
layout(local_size_x = 1) in;
layout(binding = 0) buffer B { uint d[]; };
void main() {
  d[1] = d[1] / d[2];
  for (uint i = 0u; i < d[3]; i++) { d[0] += 1u; }
}
END
BUFFER buf DATA_TYPE uint32 DATA 0 7 0 50 END
PIPELINE compute p
  ATTACH div
  BIND BUFFER buf AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 1 1 1
EXPECT buf IDX 0 EQ 50
`
	if err := os.WriteFile(script, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ := run(t, "", "run", script)
	if code != 1 || !strings.Contains(out, "division-by-zero") {
		t.Errorf("with checks: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "run", "--no-checks", script)
	if code != 0 || !strings.Contains(out, "1 passed, 0 failed") {
		t.Errorf("--no-checks: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "run", "--no-checks", "--max-steps", "40", script)
	if code != 1 || !strings.Contains(out, "more than 40 instructions") {
		t.Errorf("--max-steps: exit %d\n%s", code, out)
	}
	if code, _, stderr := run(t, "", "run", "--schedule", "sideways", script); code != 2 || !strings.Contains(stderr, "--schedule sideways") {
		t.Errorf("--schedule: exit %d\n%s", code, stderr)
	}
}

// TestRunEngine: --engine reference gives the fast engine's buffers,
// counts and diagnostics, and both summaries name their engine; a bad
// name is a usage error, and so is --engine on a Vulkan run that runs
// no interpreter.
func TestRunEngine(t *testing.T) {
	for _, args := range [][]string{
		{"--subgroup-size", "8", "-b", "0=uint:series:1:1:16", "-b", "1=uint:fill:0:32", examples + "subgroup_scan.comp"},
		{"-b", "0=uint:series:1:1:4", "-b", "1=uint:fill:0:4", examples + "problems/out_of_bounds.comp"},
		{"--max-steps", "500", "-b", "0=uint:fill:0:1", examples + "problems/spin.comp"},
	} {
		codeF, fast, _ := runJSON(t, args...)
		codeR, ref, _ := runJSON(t, append([]string{"--engine", "reference"}, args...)...)
		if fast == nil || ref == nil {
			t.Fatalf("%q: no reports", args)
		}
		if fast.Engine != "fast" || ref.Engine != "reference" {
			t.Errorf("%q: engines %q and %q", args, fast.Engine, ref.Engine)
		}
		if codeF != codeR || fast.Instructions != ref.Instructions || len(fast.Diagnostics) != len(ref.Diagnostics) {
			t.Errorf("%q: exit %d/%d, %d/%d lane-instructions, %d/%d diagnostics", args, codeF, codeR, fast.Instructions, ref.Instructions, len(fast.Diagnostics), len(ref.Diagnostics))
		}
		for i := range fast.Buffers {
			if values(fast, i) != values(ref, i) {
				t.Errorf("%q: buffer %d: %s / reference %s", args, i, values(fast, i), values(ref, i))
			}
		}
		for i := range min(len(fast.Diagnostics), len(ref.Diagnostics)) {
			if fast.Diagnostics[i].Text != ref.Diagnostics[i].Text {
				t.Errorf("%q: diagnostic %d: %s / reference %s", args, i, fast.Diagnostics[i].Text, ref.Diagnostics[i].Text)
			}
		}
	}
	_, out, _ := run(t, "", "run", "--engine", "reference", "-b", "0=uint:fill:0:1", "--max-steps", "100", examples+"problems/spin.comp")
	if !strings.Contains(out, "interpreter: reference engine, subgroup size 32,") {
		t.Errorf("text summary:\n%s", out)
	}
	code, out, _ := run(t, "", "run", "--engine", "reference", examples+"subgroup_sum.amber")
	if code != 0 || !strings.HasSuffix(out, "interpreter: reference engine\n1 passed, 0 failed, 0 skipped\n") {
		t.Errorf("amber --engine reference: exit %d\n%s", code, out)
	}
	code, out, _ = run(t, "", "run", "--format", "json", "--engine", "reference", examples+"subgroup_sum.amber")
	if code != 0 || !strings.Contains(out, `"engine": "reference"`) {
		t.Errorf("amber json: exit %d\n%s", code, out)
	}
	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--engine", "turbo", "-b", "0=uint:fill:0:1", examples + "problems/spin.comp"}, "--engine turbo: want fast or reference"},
		{[]string{"--engine", "turbo", examples + "subgroup_sum.amber"}, "--engine turbo: want fast or reference"},
		{[]string{"--engine", "reference", "--device", "vulkan", "-b", "0=uint:fill:0:1", examples + "problems/spin.comp"}, "with --device vulkan it needs --compare"},
		{[]string{"--engine", "reference", "--device", "vulkan", examples + "subgroup_sum.amber"}, "does not apply to --device vulkan"},
	} {
		code, _, stderr := run(t, "", append([]string{"run"}, c.args...)...)
		if code != 2 || !strings.Contains(stderr, c.msg) {
			t.Errorf("%q: exit %d %q, want 2 %q", c.args, code, stderr, c.msg)
		}
	}
}
