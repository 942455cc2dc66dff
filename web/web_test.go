// Package web_test builds the browser page (scripts/build-web.sh) and runs
// it in Debian's headless Chromium.
package web_test

import (
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

func buildPage(t *testing.T) string {
	t.Helper()
	page := filepath.Join(t.TempDir(), "glslc-nv.html")
	out, err := exec.Command("bash", filepath.Join(testtool.RepoRoot(), "scripts", "build-web.sh"), page).CombinedOutput()
	if err != nil {
		t.Fatalf("scripts/build-web.sh: %v\n%s", err, out)
	}
	t.Logf("%s", out)
	return page
}

var bodyRE = regexp.MustCompile(`<body([^>]*)>`)
var attrRE = regexp.MustCompile(`data-([a-z-]+)="([^"]*)"`)
var rowRE = regexp.MustCompile(`<tr data-size="(\d+)">(.*?)</tr>`)
var cellRE = regexp.MustCompile(`<td[^>]*>([^<]*)</td>`)

// TestPage opens the page with #selftest, which drives its own controls:
// compile the example, run it at widths 4 and 8, then compile a shader
// with an error and click the diagnostic. The DOM must show the buffers
// of both widths (the inclusive sums restart at each subgroup), the
// elements that differ, the error at its line (selected in the editor)
// and the lane timeline drawn for a subgroup of 4 lanes.
func TestPage(t *testing.T) {
	bin := testtool.Require(t, "chromium")
	page := buildPage(t)
	start := time.Now()
	// Headless Chromium's virtual clock runs on while the module
	// compiles on a loaded machine, so the budget can end before the
	// self-test has finished (data-state still "loading" or "ready"):
	// the page is then loaded again, three times at most. The budget
	// costs no wall-clock time when the page is idle.
	var dom string
	var body map[string]string
	for try := 1; try <= 3; try++ {
		dom = string(testtool.Chromium(t, bin, "--virtual-time-budget=3600000", "--dump-dom", "file://"+page+"#selftest"))
		t.Logf("headless Chromium, try %d: page loaded, compiled, ran twice and showed an error in %v (wall clock)", try, time.Since(start).Round(time.Millisecond))
		m := bodyRE.FindStringSubmatch(dom)
		if m == nil {
			t.Fatalf("no body in the DOM:\n%.2000s", dom)
		}
		body = map[string]string{}
		for _, a := range attrRE.FindAllStringSubmatch(m[1], -1) {
			body[a[1]] = a[2]
		}
		if st := body["state"]; st != "loading" && st != "ready" {
			break
		}
	}
	want := map[string]string{"state": "done", "test-compile": "ok", "test-run": "done", "ran": "ok",
		"test-error": "failed", "selected-line": "20", "timeline-lanes": "4", "timeline-rendered": "1"}
	for k, v := range want {
		if body[k] != v {
			t.Errorf("body data-%s = %q, want %q (all: %v)", k, body[k], v, body)
		}
	}
	rows := map[string][]string{}
	for _, r := range rowRE.FindAllStringSubmatch(dom, -1) {
		var cells []string
		for _, c := range cellRE.FindAllStringSubmatch(r[2], -1) {
			cells = append(cells, c[1])
		}
		if len(cells) > 0 && cells[0] == "width "+r[1] && len(rows[r[1]+"/in"]) == 0 {
			rows[r[1]+"/in"] = cells[1:]
			continue
		}
		rows[r[1]+"/out"] = cells[1:]
	}
	prefix := map[string]string{
		"4": "1 3 6 10 5 11 18 26 9 19 30 42 13 27 42 58",
		"8": "1 3 6 10 15 21 28 36 9 19 30 42 55 69 84 100",
	}
	for w, p := range prefix {
		if got := strings.Join(rows[w+"/out"][:min(16, len(rows[w+"/out"]))], " "); got != p {
			t.Errorf("width %s: prefix %q, want %q", w, got, p)
		}
	}
	if !strings.Contains(dom, `id="portability">binding 0.1: 24 bytes differ between widths 4 and 8`) {
		t.Error("the page does not say which bytes depend on the width")
	}
	if !regexp.MustCompile(`<a class="diag error" data-line="20" data-column="26">shader.comp:20:26: error: 'undeclared': undeclared identifier`).MatchString(dom) {
		t.Error("no clickable diagnostic at shader.comp:20:26")
	}
}

// TestScreenshot runs scripts/web-screenshot.sh (which makes docs/web.png)
// into a temporary folder: the picture shows the page after its
// self-test, with the differing buffer cells and the timeline drawn.
func TestScreenshot(t *testing.T) {
	testtool.Require(t, "chromium")
	// Headless Chromium takes the screenshot when its virtual time budget
	// runs out; on a loaded machine that can come before the timeline's
	// frame has painted (TestPage checks the DOM itself). So a picture
	// without the timeline is taken again, up to three times in all.
	var active, differs int
	for attempt := 1; attempt <= 3; attempt++ {
		active, differs = screenshotColours(t)
		if active >= 1000 && differs >= 500 {
			return
		}
		t.Logf("attempt %d: %d active-lane pixels, %d differing-cell pixels", attempt, active, differs)
	}
	t.Errorf("screenshot: %d active-lane pixels, %d differing-cell pixels", active, differs)
}

// screenshotColours makes the screenshot and counts the timeline's
// active-lane blue and the differing cells' red.
func screenshotColours(t *testing.T) (active, differs int) {
	t.Helper()
	dir := t.TempDir()
	if out, err := exec.Command("bash", filepath.Join(testtool.RepoRoot(), "scripts", "web-screenshot.sh"), dir).CombinedOutput(); err != nil {
		t.Fatalf("scripts/web-screenshot.sh: %v\n%s", err, out)
	}
	f, err := os.Open(filepath.Join(dir, "web.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	count := map[[3]uint32]int{}
	r := img.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			count[[3]uint32{cr >> 8, cg >> 8, cb >> 8}]++
		}
	}
	return count[[3]uint32{0x4a, 0x7b, 0xd0}], count[[3]uint32{0xff, 0xd7, 0xd7}]
}
