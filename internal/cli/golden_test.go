package cli

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/sebdah/goldie/v2"
)

// Golden files live under testdata/golden; `go test ./internal/cli
// -update` rewrites them (review the diff).
func golden(t *testing.T) *goldie.Goldie {
	return goldie.New(t, goldie.WithFixtureDir("testdata/golden"), goldie.WithNameSuffix(".golden"))
}

const examples = "../../examples/"

// goldenRun runs the command line and compares what it printed (standard
// output, then standard error after a marker line) and its exit status.
func goldenRun(t *testing.T, name string, wantCode int, normalize func(string) string, args ...string) {
	t.Helper()
	code, out, errText := run(t, "", args...)
	if code != wantCode {
		t.Errorf("%s: exit %d, want %d\nstderr: %s", name, code, wantCode, errText)
	}
	if normalize != nil {
		out = normalize(out)
	}
	got := out
	if errText != "" {
		got += "--- stderr ---\n" + errText
	}
	golden(t).Assert(t, name, []byte(got))
}

func TestGoldenHelp(t *testing.T) {
	goldenRun(t, "help", 0, nil, "--help")
	goldenRun(t, "help_run", 0, nil, "run", "--help")
	goldenRun(t, "help_dis", 0, nil, "dis", "--help")
}

func TestGoldenCompile(t *testing.T) {
	goldenRun(t, "assembly_subgroup_scan", 0, nil, "--target-env=vulkan1.1", "-S", "-o", "-", examples+"subgroup_scan.comp")
	goldenRun(t, "assembly_constant_branches_O", 0, nil, "-S", "-O", "-o", "-", examples+"constant_branches.comp")
	goldenRun(t, "preprocess_macros", 0, nil, "-E", "-I", examples+"include", "-DOFFSET=7u", examples+"macros.comp")
}

func TestGoldenDiagnostics(t *testing.T) {
	out := filepath.Join(t.TempDir(), "e.spv")
	goldenRun(t, "diagnostics_text", 1, nil, "-o", out, examples+"problems/errors.comp")
	goldenRun(t, "diagnostics_json", 1, nil, "-fdiagnostics-format=json", "-o", out, examples+"problems/errors.comp")
}

var timing = regexp.MustCompile(`[0-9]+\.[0-9]+ ms`)

// normalizeJSONTime zeroes time_ms in a run report.
func normalizeJSONTime(t *testing.T) func(string) string {
	return func(s string) string {
		var rep map[string]any
		if err := json.Unmarshal([]byte(s), &rep); err != nil {
			t.Fatalf("run --format json printed invalid JSON: %v\n%s", err, s)
		}
		if _, ok := rep["time_ms"].(float64); !ok {
			t.Fatal("no time_ms number in the report")
		}
		return jsonTime.ReplaceAllString(s, `"time_ms": 0`)
	}
}

var jsonTime = regexp.MustCompile(`"time_ms": [0-9.e+-]+`)

func TestGoldenRun(t *testing.T) {
	args := []string{"run", "--subgroup-size", "8", "-b", "0=uint:series:1:1:16", "-b", "1=uint:fill:0:32", examples + "subgroup_scan.comp"}
	goldenRun(t, "run_text", 0, func(s string) string { return timing.ReplaceAllString(s, "T ms") }, args...)
	goldenRun(t, "run_json", 0, normalizeJSONTime(t), append([]string{"run", "--format", "json"}, args[1:]...)...)
	goldenRun(t, "run_out_of_bounds", 0, func(s string) string { return timing.ReplaceAllString(s, "T ms") },
		"run", "-b", "0=uint:series:1:1:4", "-b", "1=uint:fill:0:4", examples+"problems/out_of_bounds.comp")
}

func TestGoldenDisassemble(t *testing.T) {
	spv := filepath.Join(t.TempDir(), "scan.spv")
	if code, _, stderr := run(t, "", "--target-env=vulkan1.1", "-o", spv, examples+"subgroup_scan.comp"); code != 0 {
		t.Fatal(stderr)
	}
	goldenRun(t, "dis_subgroup_scan", 0, nil, "dis", spv)
	goldenRun(t, "dis_subgroup_scan_raw", 0, nil, "dis", "--raw-id", "--no-header", spv)
}
