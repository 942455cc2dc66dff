// Package imagefile reads and writes the picture files glslc-nv binds as
// images: PNG, as 8-bit RGBA texels (R, G, B, A bytes per pixel, rows top
// to bottom), which is what AmberScript's FILE PNG loads and what
// `glslc-nv run -b N=image:...` reads and writes.
package imagefile

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
)

// MaxPixels bounds the pictures DecodePNG accepts (64 Mi pixels, 256 MiB
// of RGBA).
const MaxPixels = 64 << 20

// DecodePNG reads a PNG picture as non-premultiplied 8-bit RGBA: 16-bit
// channels keep their high byte, grey and palette pictures are expanded,
// a picture without alpha gets 255.
func DecodePNG(r io.Reader) (width, height int, rgba []byte, err error) {
	data, err := io.ReadAll(io.LimitReader(r, 1<<30))
	if err != nil {
		return 0, 0, nil, err
	}
	cfg, err := png.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return 0, 0, nil, fmt.Errorf("png: %w", err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > MaxPixels {
		return 0, 0, nil, fmt.Errorf("png: a %dx%d picture is outside the supported size (1 to %d pixels)", cfg.Width, cfg.Height, MaxPixels)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return 0, 0, nil, fmt.Errorf("png: %w", err)
	}
	b := img.Bounds()
	width, height = b.Dx(), b.Dy()
	rgba = make([]byte, 0, 4*width*height)
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
			rgba = append(rgba, c.R, c.G, c.B, c.A)
		}
	}
	return width, height, rgba, nil
}

// EncodePNG writes 8-bit RGBA pixels (4*width*height bytes,
// non-premultiplied) as a PNG picture.
func EncodePNG(w io.Writer, width, height int, rgba []byte) error {
	if width <= 0 || height <= 0 || len(rgba) != 4*width*height {
		return fmt.Errorf("png: %d bytes are not a %dx%d RGBA picture", len(rgba), width, height)
	}
	img := &image.NRGBA{Pix: rgba, Stride: 4 * width, Rect: image.Rect(0, 0, width, height)}
	return png.Encode(w, img)
}
