package imagefile

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	pix := []byte{1, 2, 3, 4, 250, 251, 252, 253, 0, 0, 0, 0, 9, 8, 7, 255, 5, 5, 5, 5, 6, 6, 6, 6}
	var b bytes.Buffer
	if err := EncodePNG(&b, 3, 2, pix); err != nil {
		t.Fatal(err)
	}
	w, h, got, err := DecodePNG(&b)
	if err != nil || w != 3 || h != 2 || !bytes.Equal(got, pix) {
		t.Errorf("%dx%d %v %v", w, h, got, err)
	}
	if err := EncodePNG(&b, 2, 2, pix); err == nil {
		t.Error("a short pixel slice was accepted")
	}
}

// TestDecodeConverts checks the expansion to 8-bit RGBA: 16-bit channels
// keep their high byte, grey becomes R = G = B with alpha 255.
func TestDecodeConverts(t *testing.T) {
	g := image.NewGray16(image.Rect(0, 0, 2, 1))
	g.SetGray16(0, 0, color.Gray16{Y: 0x1234})
	g.SetGray16(1, 0, color.Gray16{Y: 0xffff})
	var b bytes.Buffer
	png.Encode(&b, g)
	_, _, got, err := DecodePNG(&b)
	if err != nil || !bytes.Equal(got, []byte{0x12, 0x12, 0x12, 255, 255, 255, 255, 255}) {
		t.Errorf("%v %v", got, err)
	}
	if _, _, _, err := DecodePNG(strings.NewReader("not a png")); err == nil || !strings.HasPrefix(err.Error(), "png:") {
		t.Errorf("bad input: %v", err)
	}
}
