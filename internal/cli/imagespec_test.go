package cli

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/imagefile"
	"github.com/glslc-nv/glslc-nv/internal/texel"
)

func TestImageSpecs(t *testing.T) {
	s, err := parseImageSpec("1.2=image:r32f:4x3x2:out=x.png:levels=2:nearest:repeat")
	if err != nil {
		t.Fatal(err)
	}
	if s.set != 1 || s.binding != 2 || s.format != texel.R32_SFLOAT || s.w != 4 || s.h != 3 || s.d != 2 || s.out != "x.png" || s.levels != 2 ||
		s.smp.MagFilter != texel.Nearest || s.smp.AddressU != texel.Repeat {
		t.Errorf("%+v", s)
	}
	s, err = parseImageSpec("3=sampler")
	if err != nil || !s.sampler || s.smp != defaultSampler {
		t.Errorf("%+v %v", s, err)
	}
	s, err = parseImageSpec("0=image:R16G16B16A16_SFLOAT:8")
	if err != nil || s.format != texel.R16G16B16A16_SFLOAT || s.w != 8 || s.h != 1 {
		t.Errorf("%+v %v", s, err)
	}
	for _, tc := range []struct{ spec, want string }{
		{"0=image:rgba8", "-b 0=image:rgba8: want image:FORMAT:SOURCE, SOURCE a .png file or a size WxH"},
		{"0=image:rgb9:4x4", `-b 0=image:rgb9:4x4: unknown format "rgb9"`},
		{"0=image:rgba8:4x0", `-b 0=image:rgba8:4x0: size "4x0" is not W, WxH or WxHxD (each from 1 to 32768), nor a .png file`},
		{"0=image:rgba8:4x4x4x4", `-b 0=image:rgba8:4x4x4x4: size "4x4x4x4" is not W, WxH or WxHxD`},
		{"0=image:rgba8:4x4:bogus", `-b 0=image:rgba8:4x4:bogus: unknown option "bogus"`},
		{"0=image:rgba8:4x4:samples=3", "-b 0=image:rgba8:4x4:samples=3: samples=3: want a number from 1 to 64, a power of two"},
		{"0=image:rgba8:4x4:samples=4:levels=2", "a multisampled image has one level"},
		{"0=sampler:out=x.png", `-b 0=sampler:out=x.png: unknown option "out=x.png"`},
		{"0=image:rgba8:missing.png", "-b 0=image:rgba8:missing.png: cannot read missing.png"},
		{"x=image:rgba8:4", `binding "x" is not B or S.B`},
	} {
		_, err := parseImageSpec(tc.spec)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.spec, err, tc.want)
		}
	}
}

// TestSobelPicture runs examples/sobel.comp on examples/half.png (black
// left half, white right half): the gradient is 4 × luminance 1 in the
// two middle columns (clamped to 1, white) and 0 elsewhere.
func TestSobelPicture(t *testing.T) {
	out := filepath.Join(t.TempDir(), "edges.png")
	code, stdout, stderr := run(t, "", "run", "-b", "0=image:rgba8:../../examples/half.png", "-b", "1=image:rgba8:8x8:out="+out, "../../examples/sobel.comp")
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	w, h, pix, err := imagefile.DecodePNG(bytes.NewReader(data))
	if err != nil || w != 8 || h != 8 {
		t.Fatalf("%dx%d %v", w, h, err)
	}
	for y := 0; y < 8; y++ {
		for x := 0; x < 8; x++ {
			v := byte(0)
			if x == 3 || x == 4 {
				v = 255
			}
			if got := pix[4*(8*y+x) : 4*(8*y+x)+4]; !bytes.Equal(got, []byte{v, v, v, 255}) {
				t.Fatalf("pixel (%d, %d) = %v, want %d %d %d 255", x, y, got, v, v, v)
			}
		}
	}
}

// TestImageKinds binds a combined image sampler, a texel buffer and an
// integer storage image from the command line.
func TestImageKinds(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "k.comp")
	os.WriteFile(src, []byte(`#version 450
layout(local_size_x = 2) in;
layout(set = 0, binding = 0) uniform sampler2D tex;
layout(set = 0, binding = 1, r32ui) uniform uimageBuffer tb;
layout(set = 0, binding = 2, rgba8ui) uniform uimage2D ui;
layout(set = 0, binding = 3) buffer Out { float v[]; };
void main() {
    uint i = gl_GlobalInvocationID.x;
    // The middle of the 2x1 picture: linear filtering averages the two pixels.
    v[i] = textureLod(tex, vec2(0.5, 0.5), 0.0)[i];
    imageStore(tb, int(i), uvec4(imageLoad(ui, ivec2(i, 0)).r + 1u));
}
`), 0o644)
	pic := filepath.Join(dir, "p.png")
	var b bytes.Buffer
	imagefile.EncodePNG(&b, 2, 1, []byte{0, 100, 255, 255, 255, 200, 255, 255})
	os.WriteFile(pic, b.Bytes(), 0o644)
	tbOut := filepath.Join(dir, "tb.png")
	code, stdout, stderr := run(t, "", "run", "-b", "0=image:rgba8:"+pic+":linear", "-b", "1=image:r32ui:2:out="+tbOut, "-b", "2=image:rgba8ui:"+pic,
		"-b", "3=float:fill:0:2", src)
	if code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	// (0 + 255)/2/255 = 0.5 and (100 + 200)/2/255 = 0.588235..., within
	// the 1/255 that 8-bit filtering may round by (the interpreter filters
	// 8-bit UNORM in fixed point, as lavapipe does: 128/255 for the first).
	var v0, v1 float64
	if i := strings.Index(stdout, "0: "); i < 0 {
		t.Fatalf("no values:\n%s", stdout)
	} else if _, err := fmt.Sscan(stdout[i+3:], &v0, &v1); err != nil || math.Abs(v0-0.5) > 1.0/255+1e-6 || math.Abs(v1-150.0/255) > 1.0/255+1e-6 {
		t.Errorf("sampled values %v %v (%v):\n%s", v0, v1, err, stdout)
	}
	data, _ := os.ReadFile(tbOut)
	_, _, pix, err := imagefile.DecodePNG(bytes.NewReader(data))
	// The texel buffer holds 0+1 and 255+1 = 256, clamped to 255 in the
	// picture; alpha 255.
	if err != nil || !bytes.Equal(pix, []byte{1, 0, 0, 255, 255, 0, 0, 255}) {
		t.Errorf("texel buffer picture %v %v", pix, err)
	}
	code, _, stderr = run(t, "", "run", "--subgroup-size", "all", "-b", "0=image:rgba8:"+pic, "-b", "3=float:fill:0:2", src)
	if code != 2 || !strings.Contains(stderr, "--subgroup-size all compares buffers only") {
		t.Errorf("--subgroup-size all: %d %s", code, stderr)
	}
	code, _, stderr = run(t, "", "run", "-b", "0=image:rgba8:"+pic, "-b", "3=float:fill:0:2", src)
	if code != 1 || !strings.Contains(stderr, "no image buffer given for set 0 binding 1 (tb); add -b 0.1=image:FORMAT:PICTURE.png") {
		t.Errorf("missing image: %d %s", code, stderr)
	}
}
