package texel

import (
	"bytes"
	"math"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Every GLSL image format qualifier names a format here, with the SPIR-V
// enumerant sema gives it.
func TestGLSLQualifiersCovered(t *testing.T) {
	n := 0
	for _, e := range spirv.KindImageFormat.Info().Enumerants {
		if e.Value == 0 {
			continue
		}
		f, ok := FromSPIRV(spirv.ImageFormat(e.Value))
		if !ok {
			t.Errorf("SPIR-V image format %s has no texel format", e.Name)
			continue
		}
		n++
		if got := f.Info().SPIRV; got != spirv.ImageFormat(e.Value) {
			t.Errorf("%v: SPIRV %d, want %d", f, got, e.Value)
		}
	}
	if n != 41 {
		t.Errorf("%d SPIR-V formats, want 41", n)
	}
	for _, in := range infos {
		sz := 0
		for _, fl := range in.Fields {
			sz += int(fl.Bits)
		}
		if sz != in.Size*8 {
			t.Errorf("%s: fields have %d bits, size %d bytes", in.Name, sz, in.Size)
		}
		if f, ok := ParseFormat("VK_FORMAT_" + in.Name); !ok || f != in.Format {
			t.Errorf("ParseFormat(%s) = %v %v", in.Name, f, ok)
		}
		if in.GLSL != "" {
			if f, ok := FromGLSL(in.GLSL); !ok || f != in.Format {
				t.Errorf("FromGLSL(%s) = %v", in.GLSL, f)
			}
		}
	}
	if _, ok := ParseFormat("R9_UNORM"); ok {
		t.Error("R9_UNORM parsed")
	}
	if f, _ := ParseFormat("r32_sfloat"); f != 100 {
		t.Errorf("r32_sfloat = %d, want 100", f)
	}
}

func TestEncodeFloat(t *testing.T) {
	nan := math.NaN()
	cases := []struct {
		f    Format
		v    [4]float64
		want []byte
	}{
		// 0.5·255 = 127.5 rounds to even 128; 1.2 clamps to 255; -3 to 0;
		// NaN writes 0.
		{R8G8B8A8_UNORM, [4]float64{0.5, 1.2, -3, nan}, []byte{128, 255, 0, 0}},
		// 0.2·255 = 51; 1/255 exactly 1; 0.498·255 = 126.99 -> 127
		{R8G8B8A8_UNORM, [4]float64{0.2, 1.0 / 255, 0.498, 1}, []byte{51, 1, 127, 255}},
		// B first in memory
		{B8G8R8A8_UNORM, [4]float64{1, 0, 0.2, 0}, []byte{51, 0, 255, 0}},
		// SNORM: -1 -> -127 (0x81), -2 clamps to -127, 0.5·127 = 63.5 -> 64
		{R8G8B8A8_SNORM, [4]float64{-1, -2, 0.5, 1}, []byte{0x81, 0x81, 64, 127}},
		// 16-bit: 0.5·65535 = 32767.5 -> 32768 (even)
		{R16_UNORM, [4]float64{0.5}, []byte{0x00, 0x80}},
		{R16_SNORM, [4]float64{-0.5}, []byte{0x00, 0xc0}}, // -16383.5 -> -16384 = 0xc000
		// half, toward zero: 1.0 = 0x3c00; 65520 -> 65504 (0x7bff, not
		// Inf); 1/3 -> 0x3555; 0.1 = 0x2e66.66.. -> 0x2e66 (nearest would
		// give 0x2e66 too); 0.3 = 0x34cc.cc.. -> 0x34cc (nearest: 0x34cd)
		{R16G16B16A16_SFLOAT, [4]float64{1, 65520, 1.0 / 3, -2}, []byte{0x00, 0x3c, 0xff, 0x7b, 0x55, 0x35, 0x00, 0xc0}},
		{R16G16_SFLOAT, [4]float64{0.1, 0.3}, []byte{0x66, 0x2e, 0xcc, 0x34}},
		{R32_SFLOAT, [4]float64{1.5}, []byte{0, 0, 0xc0, 0x3f}},
		// rgb10_a2: R=1023 bits 0..9, G=0, B=512 (0.5·1023=511.5 -> 512), A = 1/3·3 = 1
		// word = 1023 | 512<<20 | 1<<30 = 0x600003ff
		{A2B10G10R10_UNORM_PACK32, [4]float64{1, 0, 0.5, 1.0 / 3}, []byte{0xff, 0x03, 0x00, 0x60}},
		// r11f_g11f_b10f: R = 1.0 -> e15 m0 = 15<<6 = 0x3c0; G = -1 -> 0;
		// B = 1e9 -> max finite 10-bit = 30<<5|31 = 0x3df.
		// word = 0x3c0 | 0x3df<<22 = 0xf7c003c0
		{B10G11R11_UFLOAT_PACK32, [4]float64{1, -1, 1e9, 0}, []byte{0xc0, 0x03, 0xc0, 0xf7}},
		// R = 1.5 -> e15 m32 = 0x3e0; G = +Inf -> 31<<6 = 0x7c0 at bit 11;
		// B = 2^-15 (subnormal: 2^-15·2^14·32 = 16) -> 16 at bit 22.
		// word = 0x3e0 | 0x7c0<<11 | 16<<22 = 0x043e03e0
		{B10G11R11_UFLOAT_PACK32, [4]float64{1.5, math.Inf(1), 0x1p-15, 0}, []byte{0xe0, 0x03, 0x3e, 0x04}},
		// 65024 = 2^15·(1+63/64) is the largest 11-bit value (30<<6|63 =
		// 0x7bf); 65100 rounds down to it, 70000 clamps to it
		{B10G11R11_UFLOAT_PACK32, [4]float64{65100, 0, 0, 0}, []byte{0xbf, 0x07, 0, 0}},
		{B10G11R11_UFLOAT_PACK32, [4]float64{70000, 0, 0, 0}, []byte{0xbf, 0x07, 0, 0}},
		// sRGB: linear 0.5 -> 0.7354 -> 187.5 -> 188; alpha linear
		{R8G8B8A8_SRGB, [4]float64{0.5, 0, 1, 0.5}, []byte{188, 0, 255, 128}},
	}
	for _, c := range cases {
		b := make([]byte, c.f.Size())
		c.f.EncodeFloat(b, c.v)
		if !bytes.Equal(b, c.want) {
			t.Errorf("%v %v: % x, want % x", c.f, c.v, b, c.want)
		}
	}
}

func TestDecode(t *testing.T) {
	cases := []struct {
		f    Format
		b    []byte
		want [4]float64
	}{
		// UNORM reads in float32: 51·float32(1/255) rounds to
		// 0.20000001788139343, not float32(0.2) = 0.20000000298
		{R8_UNORM, []byte{51}, [4]float64{0.20000001788139343, 0, 0, 1}},
		{R8G8_SNORM, []byte{0x80, 0x81}, [4]float64{-1, -1, 0, 1}}, // -128 clamps to -1
		{B8G8R8A8_UNORM, []byte{0, 255, 0, 255}, [4]float64{0, 1, 0, 1}},
		{A2B10G10R10_UNORM_PACK32, []byte{0xff, 0x03, 0x00, 0x60}, [4]float64{1, 0, float64(512 * float32(1.0/1023)), float64(float32(1.0 / 3))}},
		{B10G11R11_UFLOAT_PACK32, []byte{0xe0, 0x03, 0x3e, 0x04}, [4]float64{1.5, math.Inf(1), 0x1p-15, 1}},
		{R16_SFLOAT, []byte{0x00, 0xc0}, [4]float64{-2, 0, 0, 1}},
		{D32_SFLOAT, []byte{0, 0, 0x80, 0x3f}, [4]float64{1, 0, 0, 1}},
	}
	for _, c := range cases {
		if got := c.f.DecodeFloat(c.b); got != c.want {
			t.Errorf("%v % x: %v, want %v", c.f, c.b, got, c.want)
		}
	}
	if got := R8G8B8A8_SINT.DecodeInt([]byte{0xff, 0x80, 7, 0}); got != [4]uint64{^uint64(0), ^uint64(127), 7, 0} {
		t.Errorf("rgba8i: %x", got)
	}
	if got := R16G16_UINT.DecodeInt([]byte{0xff, 0xff, 1, 0}); got != [4]uint64{0xffff, 1, 0, 1} {
		t.Errorf("rg16ui: %x", got)
	}
	if got := A2B10G10R10_UINT_PACK32.DecodeInt([]byte{0xff, 0x03, 0x00, 0xe0}); got != [4]uint64{1023, 0, 512, 3} {
		t.Errorf("rgb10_a2ui: %x", got)
	}
	if got := R64_SINT.DecodeInt([]byte{0xfe, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff}); got != [4]uint64{^uint64(1), 0, 0, 1} {
		t.Errorf("r64i: %x", got)
	}
}

func TestEncodeIntSaturates(t *testing.T) {
	b := make([]byte, 4)
	if !R8G8B8A8_UINT.EncodeInt(b, [4]uint64{0x1ff, 256, 3, ^uint64(0)}) || !bytes.Equal(b, []byte{0xff, 0xff, 3, 0xff}) {
		t.Errorf("rgba8ui: % x", b)
	}
	// R = 1023, G = 1<<10, B = 2<<20, A = 3<<30: 0xc02007ff
	if !A2B10G10R10_UINT_PACK32.EncodeInt(b, [4]uint64{1024 + 5, 1, 2, 7}) || !bytes.Equal(b, []byte{0xff, 0x07, 0x20, 0xc0}) {
		t.Errorf("rgb10_a2ui: % x", b)
	}
	neg := func(x int64) uint64 { return uint64(x) }
	if !R8G8B8A8_SINT.EncodeInt(b, [4]uint64{neg(-200), 200, neg(-5), 127}) || !bytes.Equal(b, []byte{0x80, 0x7f, 0xfb, 0x7f}) {
		t.Errorf("rgba8i: % x", b)
	}
	if R8G8B8A8_SINT.EncodeInt(b, [4]uint64{neg(-128), 127, 0, 1}) {
		t.Errorf("rgba8i in range reported clamped")
	}
}

// Every storage format: what a decode reads, an encode writes back to the
// same bytes (for every byte pattern that is not a NaN or a non-canonical
// SNORM minimum).
func TestRoundTrip(t *testing.T) {
	for _, f := range Formats() {
		in := f.Info()
		b := make([]byte, in.Size)
		for seed := 0; seed < 200; seed++ {
			for i := range b {
				b[i] = byte(seed*37 + i*101 + seed*i)
			}
			out := make([]byte, len(b))
			if in.Class.IsFloat() {
				v := f.DecodeFloat(b)
				skip := false
				for _, x := range v {
					if x != x || (in.Class == SNorm && x == -1) {
						skip = true
					}
				}
				if skip {
					continue
				}
				f.EncodeFloat(out, v)
			} else {
				f.EncodeInt(out, f.DecodeInt(b))
			}
			if !bytes.Equal(b, out) {
				t.Errorf("%v: % x -> % x", f, b, out)
				break
			}
		}
	}
}

func TestImageLayout(t *testing.T) {
	img := NewImage(R32_UINT, Dim2D, 4, 3, 0, 2, 3, 0)
	// level 0: 4x3x2 layers = 24 texels; level 1: 2x1x2 = 4; level 2: 1x1x2 = 2
	if len(img.Data) != 30*4 {
		t.Fatalf("size %d, want 120", len(img.Data))
	}
	if off := img.TexelOffset(1, 1, 1, 0, 0, 0); off != (24+2+1)*4 {
		t.Errorf("offset %d, want %d", off, 27*4)
	}
	ms := NewImage(R8_UNORM, Dim2D, 2, 2, 1, 1, 1, 4)
	if off := ms.TexelOffset(0, 0, 1, 1, 0, 2); off != 3*4+2 {
		t.Errorf("ms offset %d, want 14", off)
	}
}
