package tracehtml

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

var (
	tagRE  = regexp.MustCompile(`<(text|path|rect|line|div|body)\b([^>]*)>([^<]*)`)
	attrRE = regexp.MustCompile(`([a-z-]+)="([^"]*)"`)
)

type elem struct {
	tag   string
	attrs map[string]string
	text  string
}

// elems lists the elements of a serialised DOM whose class attribute has
// the word class (any element when class is "").
func elems(dom, tag, class string) []elem {
	var out []elem
	for _, m := range tagRE.FindAllStringSubmatch(dom, -1) {
		if m[1] != tag {
			continue
		}
		e := elem{tag: m[1], attrs: map[string]string{}, text: m[3]}
		for _, a := range attrRE.FindAllStringSubmatch(m[2], -1) {
			e.attrs[a[1]] = a[2]
		}
		if class == "" || strings.Contains(" "+e.attrs["class"]+" ", " "+class+" ") {
			out = append(out, e)
		}
	}
	return out
}

// TestBrowser renders the example's page in headless Chromium (Debian's
// chromium package) and checks the DOM its script built: a row per lane,
// the divergence marker at line 12, the arrows of line 16's shuffleXor
// (lane 1 to lane 0 among them), the red arrows of line 14's read of
// inactive lane 7, and the panel a #step=&lane= address opens; then that
// a screenshot shows active and shuffle cells.
func TestBrowser(t *testing.T) {
	bin := testtool.Require(t, "chromium")
	p := examplePage(t)
	tl := p.Timelines[0]
	xor := stepAt(t, tl, "OpGroupNonUniformShuffleXor", 16)
	sh := stepAt(t, tl, "OpGroupNonUniformShuffle", 14)
	var b bytes.Buffer
	if err := Write(&b, p); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "trace.html")
	if err := os.WriteFile(file, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	url := fmt.Sprintf("file://%s#step=%d&lane=0", file, xor+1)
	dom := string(testtool.Chromium(t, bin, "--dump-dom", url))

	if bs := elems(dom, "body", ""); len(bs) != 1 || bs[0].attrs["data-rendered"] != "1" {
		t.Fatalf("the page's script did not run to the end (body %v)", bs)
	}
	labels := elems(dom, "text", "lane-label")
	if len(labels) != 8 {
		t.Errorf("%d lane rows, want 8", len(labels))
	}
	for l, e := range labels {
		if e.text != fmt.Sprintf("lane %d", l) {
			t.Errorf("row %d is labelled %q", l, e.text)
		}
	}
	div := elems(dom, "text", "diverge")
	if len(div) != 1 || div[0].attrs["data-line"] != "12" {
		t.Errorf("divergence markers %v, want one at line 12", div)
	}
	if rc := elems(dom, "text", "reconverge"); len(rc) != 1 || rc[0].attrs["data-line"] != "16" {
		t.Errorf("reconvergence markers %v, want one at line 16", rc)
	}
	arrows := map[string]bool{}
	for _, e := range elems(dom, "path", "arrow") {
		key := e.attrs["data-step"] + ":" + e.attrs["data-from"] + "->" + e.attrs["data-to"]
		if strings.Contains(e.attrs["class"], "bad") {
			key += " bad"
		}
		arrows[key] = true
	}
	for l := 0; l < 8; l++ {
		if k := fmt.Sprintf("%d:%d->%d", xor, l^1, l); !arrows[k] {
			t.Errorf("no shuffle arrow %s (have %v)", k, arrows)
		}
	}
	for l := 0; l < 3; l++ {
		if k := fmt.Sprintf("%d:7->%d bad", sh, l); !arrows[k] {
			t.Errorf("no red arrow %s from the inactive lane", k)
		}
	}
	if len(arrows) != 8+3 {
		t.Errorf("%d arrows, want 11", len(arrows))
	}
	if bars := elems(dom, "line", "barrier"); len(bars) != 1 || bars[0].attrs["data-scope"] != "workgroup" {
		t.Errorf("barriers %v", bars)
	}
	groups := map[string]string{}
	for _, e := range elems(dom, "rect", "on") {
		if g, ok := e.attrs["data-group"]; ok && e.attrs["data-step"] == fmt.Sprint(stepAt(t, tl, "OpGroupNonUniformPartitionNV", 17)) {
			groups[e.attrs["data-lane"]] = g + " " + e.attrs["style"]
		}
	}
	if len(groups) != 8 || groups["0"] != groups["2"] || groups["0"] == groups["1"] || groups["1"] != groups["7"] {
		t.Errorf("partition colours by lane: %v", groups)
	}
	info := elems(dom, "div", "")
	var panel string
	for _, e := range info {
		if e.attrs["id"] == "info" {
			panel = e.text
		}
	}
	if !strings.Contains(panel, "OpGroupNonUniformShuffleXor at trace_diverge.comp:16") || !strings.Contains(panel, "lane 0 active, value 11, read lane 1") {
		t.Errorf("the info panel for #step=%d&lane=0 says %q", xor, panel)
	}

	shot := filepath.Join(t.TempDir(), "shot.png")
	testtool.Chromium(t, bin, "--hide-scrollbars", "--window-size=900,400", "--screenshot="+shot, url)
	f, err := os.Open(shot)
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
	active, read := count[[3]uint32{0x4a, 0x7b, 0xd0}], count[[3]uint32{0x3a, 0x9a, 0x5a}]
	if r.Dx() != 900 || active < 2000 || read < 500 {
		t.Errorf("screenshot %dx%d: %d active-blue and %d shuffle-green pixels", r.Dx(), r.Dy(), active, read)
	}
}

// TestExampleScript runs scripts/trace-example.sh, which makes
// docs/trace.png, into a temporary folder: the page it draws is that of
// the command docs/cli.md shows, and the picture has the committed one's
// size.
func TestExampleScript(t *testing.T) {
	testtool.Require(t, "chromium")
	testtool.Require(t, "bash")
	root := testtool.RepoRoot()
	doc, err := os.ReadFile(filepath.Join(root, "docs", "cli.md"))
	if err != nil {
		t.Fatal(err)
	}
	const command = "glslc-nv run --subgroup-size 8 -b 0=uint:fill:0:8 --trace trace.html examples/trace_diverge.comp"
	if !strings.Contains(string(doc), "\n$ "+command+"\n") || !strings.Contains(string(doc), "](trace.png)") {
		t.Fatalf("docs/cli.md does not show %q and trace.png", command)
	}
	out := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), testtool.HangLimit)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", filepath.Join(root, "scripts", "trace-example.sh"), out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("scripts/trace-example.sh: %v\n%s", err, msg)
	}
	html, err := os.ReadFile(filepath.Join(out, "trace.html"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := ReadPage(html)
	if err != nil {
		t.Fatal(err)
	}
	if p.Command != command || len(p.Timelines) != 1 || len(p.Timelines[0].Steps) < 30 {
		t.Errorf("the script's page: command %q, %d timelines", p.Command, len(p.Timelines))
	}
	size := func(file string) [2]int {
		f, err := os.Open(file)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		c, err := png.DecodeConfig(f)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		return [2]int{c.Width, c.Height}
	}
	if got, want := size(filepath.Join(out, "trace.png")), size(filepath.Join(root, "docs", "trace.png")); got != want {
		t.Errorf("the script draws %v pixels, docs/trace.png has %v", got, want)
	}
}
