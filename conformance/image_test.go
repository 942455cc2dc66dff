package conformance

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/imagefile"
	"github.com/glslc-nv/glslc-nv/internal/texel"
)

func parseOK(t *testing.T, src string) *Script {
	t.Helper()
	s, err := Parse("t.amber", []byte(header+src))
	if err != nil {
		t.Fatal(err)
	}
	if s.Unsupported != nil {
		t.Fatalf("unsupported: %v", s.Unsupported)
	}
	return s
}

func TestImageDecl(t *testing.T) {
	s := parseOK(t, "IMAGE a FORMAT R8G8B8A8_UNORM DIM_3D WIDTH 4 HEIGHT 2 DEPTH 3 MIP_LEVELS 2 FILL 7\n"+
		"IMAGE b DATA_TYPE vec2<float> DIM_1D WIDTH 3 HEIGHT 9 DATA\n1 2 3 4 5 6\nEND\n"+
		"IMAGE c DATA_TYPE uint32 WIDTH 2 HEIGHT 2 SERIES_FROM 10 INC_BY 3\n"+
		"IMAGE ms FORMAT R32_UINT DIM_2D WIDTH 2 HEIGHT 2 SAMPLES 4\n")
	a, b, c, ms := s.Buffers[0], s.Buffers[1], s.Buffers[2], s.Buffers[3]
	if *a.Image != (ImageInfo{texel.Dim3D, 4, 2, 3, 2, 1}) || len(a.Init) != 4*2*3*4 || a.Init[0] != 7 || a.Init[len(a.Init)-1] != 7 {
		t.Errorf("a: %+v, %d bytes", *a.Image, len(a.Init))
	}
	// DIM_1D keeps one row whatever HEIGHT said.
	if *b.Image != (ImageInfo{texel.Dim1D, 3, 1, 1, 1, 1}) || len(b.Init) != 3*8 || get(b.Init, 20, Scalar{Float, 32}) != uint64(0x40c00000) {
		t.Errorf("b: %+v, %x", *b.Image, b.Init)
	}
	if f, _ := imageFormat(b.Type); f != texel.R32G32_SFLOAT {
		t.Errorf("b's format is %v", f)
	}
	// Without DIM_* an IMAGE is 2D (Amber's Vulkan engine makes it 2D).
	if c.Image.Dim != texel.Dim2D || get(c.Init, 12, Scalar{Uint, 32}) != 19 {
		t.Errorf("c: %+v %v", *c.Image, c.Init)
	}
	if ms.Image.Samples != 4 || len(ms.Init) != 16 {
		t.Errorf("ms: %+v", *ms.Image)
	}
}

func TestImageErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"IMAGE FORMAT R8_UNORM WIDTH 2\n", "t.amber:2:7: missing IMAGE name"},
		{"IMAGE i FORMAT R8_UNORM DIM_2D WIDTH 2\n", "t.amber:2:39: expected IMAGE HEIGHT"},
		{"IMAGE i FORMAT R8_UNORM DIM_3D WIDTH 2 HEIGHT 2\n", "t.amber:2:48: expected IMAGE DEPTH (a DIM_3D image needs one)"},
		{"IMAGE i FORMAT R8_UNORM DIM_1D\n", "t.amber:2:31: expected IMAGE WIDTH"},
		{"IMAGE i FORMAT R8_UNORM DIM_1D WIDTH 0\n", "t.amber:2:38: expected positive IMAGE WIDTH, found \"0\""},
		{"IMAGE i FORMAT R8_UNORM DIM_1D WIDTH 2 SAMPLES 3\n", "t.amber:2:48: invalid sample count \"3\" (1, 2, 4, 8, 16, 32 or 64)"},
		{"IMAGE i FORMAT R8_UNORM DIM_1D WIDTH 2 BOGUS\n", "t.amber:2:40: unknown IMAGE option \"BOGUS\""},
		{"IMAGE i DIM_1D WIDTH 2\n", "t.amber:2:7: IMAGE i needs a FORMAT or a DATA_TYPE"},
		{"IMAGE i DATA_TYPE vec3<float> DIM_1D WIDTH 2\n", "t.amber:2:19: vec3<float> is not an image format glslc-nv knows"},
		{"IMAGE i FORMAT R8_UNORM DIM_1D WIDTH 2 DATA\n1 2 3\nEND\n", "t.amber:2:40: IMAGE DATA gives 3 texels; the image has 2"},
		{"IMAGE i FORMAT R8_UNORM DIM_1D WIDTH 2 FILE BINARY x\n", "t.amber:2:40: IMAGE takes its data from FILL, SERIES_FROM or DATA (Amber has no FILE for IMAGE; a BUFFER FORMAT ... FILE can be bound as an image)"},
		{"IMAGE i FORMAT R8_UNORM DIM_3D WIDTH 2 HEIGHT 2 DEPTH 2 SAMPLES 4\n", "t.amber:2:7: a multisampled image must be DIM_2D with one mip level"},
		{"SAMPLER s MAG_FILTER cubic\n", "t.amber:2:22: invalid MAG_FILTER value \"cubic\" (nearest or linear)"},
		{"SAMPLER s MIN_LOD 2.0 MAX_LOD 1.0\n", "t.amber:2:23: MAX_LOD 1 is less than MIN_LOD 2"},
		{"SAMPLER s ADDRESS_MODE_U wrap\n", "t.amber:2:26: invalid ADDRESS_MODE_U value \"wrap\""},
		{"SAMPLER s BOGUS\n", "t.amber:2:11: unexpected sampler parameter \"BOGUS\""},
		{fakeShader + "IMAGE i FORMAT R8_UNORM DIM_2D WIDTH 2 HEIGHT 2\nPIPELINE compute p\n  ATTACH s\n  BIND BUFFER i AS combined_image_sampler SAMPLER nope DESCRIPTOR_SET 0 BINDING 0\nEND\n",
			"t.amber:8:51: unknown sampler \"nope\""},
		{fakeShader + "IMAGE i FORMAT R8_UNORM DIM_2D WIDTH 2 HEIGHT 2 MIP_LEVELS 2\nPIPELINE compute p\n  ATTACH s\n  BIND BUFFER i AS storage_image DESCRIPTOR_SET 0 BINDING 0 BASE_MIP_LEVEL 2\nEND\n",
			"t.amber:8:76: BASE_MIP_LEVEL 2 is not below the 2 mip level(s) of i"},
		{fakeShader + "BUFFER b DATA_TYPE uint32 SIZE 4 FILL 0\nPIPELINE compute p\n  ATTACH s\n  BIND BUFFER b AS storage DESCRIPTOR_SET 0 BINDING 0 BASE_MIP_LEVEL 0\nEND\n",
			"t.amber:8:55: BASE_MIP_LEVEL is only for storage_image, sampled_image and combined_image_sampler"},
		{fakeShader + "BUFFER b DATA_TYPE vec3<float> SIZE 4 FILL 0\nPIPELINE compute p\n  ATTACH s\n  BIND BUFFER b AS storage_texel_buffer DESCRIPTOR_SET 0 BINDING 0\nEND\n",
			"t.amber:8:20: buffer b (vec3<float>) has no image format to bind as storage_texel_buffer"},
		{fakeShader + "IMAGE i FORMAT R8_UNORM DIM_2D WIDTH 2 HEIGHT 2\nPIPELINE compute p\n  ATTACH s\n  BIND BUFFER i AS uniform_texel_buffer DESCRIPTOR_SET 0 BINDING 0\nEND\n",
			"t.amber:8:20: i is an IMAGE; a uniform_texel_buffer binds a BUFFER"},
		{fakeShader + "SAMPLER x\nSAMPLER y\nPIPELINE compute p\n  ATTACH s\n  BIND SAMPLER x DESCRIPTOR_SET 0 BINDING 0\n  BIND SAMPLER y DESCRIPTOR_SET 0 BINDING 0\nEND\n",
			"t.amber:10:8: descriptor set 0 binding 0 is already bound to sampler x"},
		{"IMAGE i FORMAT R8_UNORM DIM_2D WIDTH 2 HEIGHT 2\nEXPECT i IDX 1 1 SIZE 2 1 EQ_RGB 0 0 0\n", "t.amber:3:14: probe rectangle (1, 1) size 2×1 is outside i (2×2)"},
		{"IMAGE i FORMAT R8_UNORM DIM_2D WIDTH 2 HEIGHT 2\nEXPECT i IDX 0 0 SIZE 1 1 EQ_RGB 0 256 0\n", "t.amber:3:36: invalid G value \"256\" (0..255)"},
		{"IMAGE i FORMAT R8_UNORM DIM_2D WIDTH 2 HEIGHT 2\nEXPECT i IDX 0 0 SIZE 1 1 EQ_RGBX 0 0 0\n", "t.amber:3:27: unknown comparator \"EQ_RGBX\" (EQ_RGB or EQ_RGBA)"},
		{"IMAGE i FORMAT R8_UNORM DIM_2D WIDTH 2 HEIGHT 2\nEXPECT i IDX 0 0 SIZE 1 1 EQ_RGB 0 0 0 TOLERANCE 1 1 1 1\n", "t.amber:3:40: TOLERANCE for an EQ_RGB comparison has at most 3 values"},
	} {
		_, err := Parse("t.amber", []byte(header+tc.src))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q:\n got %v\nwant %s", tc.src, err, tc.want)
		}
	}
}

func TestSamplerDecl(t *testing.T) {
	s := parseOK(t, "SAMPLER d\nSAMPLER s MAG_FILTER linear MIN_FILTER linear ADDRESS_MODE_U clamp_to_border ADDRESS_MODE_V mirrored_repeat "+
		"ADDRESS_MODE_W mirror_clamp_to_edge BORDER_COLOR int_opaque_white MIN_LOD 0.5 MAX_LOD 3 COMPARE on COMPARE_OP greater_or_equal\n"+
		"SAMPLER u MAX_LOD 4 UNNORMALIZED_COORDS\n")
	want := texel.Sampler{AddressU: texel.Repeat, AddressV: texel.Repeat, AddressW: texel.Repeat, MaxLod: 1}
	if got := s.Samplers[0].Sampler; got != want {
		t.Errorf("defaults %+v, want %+v", got, want)
	}
	want = texel.Sampler{MagFilter: texel.Linear, MinFilter: texel.Linear, AddressU: texel.ClampToBorder, AddressV: texel.MirroredRepeat,
		AddressW: texel.MirrorClampToEdge, Border: texel.IntOpaqueWhite, MinLod: 0.5, MaxLod: 3, Compare: true, CompareOp: texel.GreaterOrEqual}
	if got := s.Samplers[1].Sampler; got != want {
		t.Errorf("got %+v, want %+v", got, want)
	}
	// UNNORMALIZED_COORDS sets both LODs to 0, as Amber does.
	if got := s.Samplers[2].Sampler; !got.Unnormalized || got.MaxLod != 0 || got.MinLod != 0 {
		t.Errorf("unnormalized: %+v", got)
	}
}

// TestImageBindings checks the descriptors a RUN hands the device and
// Amber's mip-level rule for the data: every level from BASE_MIP_LEVEL
// on gets the first texels of the data; the read-back copies each level
// to the start of the data in turn.
func TestImageBindings(t *testing.T) {
	src := header + fakeShader +
		"IMAGE img FORMAT R8_UINT DIM_2D WIDTH 4 HEIGHT 2 MIP_LEVELS 3 DATA\n1 2 3 4 5 6 7 8\nEND\n" +
		"BUFFER tb DATA_TYPE R32_SFLOAT DATA 1.5 2.5 END\n" +
		"SAMPLER smp MAG_FILTER linear\n" +
		"PIPELINE compute p\n  ATTACH s\n" +
		"  BIND BUFFER img AS combined_image_sampler SAMPLER smp DESCRIPTOR_SET 0 BINDING 0 BASE_MIP_LEVEL 1\n" +
		"  BIND BUFFER img AS storage_image DESCRIPTOR_SET 0 BINDING 1 BASE_MIP_LEVEL 1\n" +
		"  BIND BUFFER tb AS storage_texel_buffer DESCRIPTOR_SET 0 BINDING 2\n" +
		"  BIND BUFFER tb AS storage DESCRIPTOR_SET 0 BINDING 3\n" +
		"  BIND SAMPLER smp DESCRIPTOR_SET 1 BINDING 0\n" +
		"END\nRUN p 1 1 1\n" +
		"EXPECT img IDX 0 EQ 40 50 3 4 5 6 7 8\n" +
		"EXPECT tb IDX 0 EQ 9.0 2.5\n"
	dev := &fakeDevice{fn: func(d *Dispatch) (*DispatchResult, error) {
		if len(d.Images) != 4 || len(d.Buffers) != 1 {
			t.Fatalf("%d image and %d buffer bindings", len(d.Images), len(d.Buffers))
		}
		cis, st, tb, smp := d.Images[0], d.Images[1], d.Images[2], d.Images[3]
		if cis.Desc.Kind != texel.CombinedImageSampler || cis.Desc.Sampler == nil || cis.Desc.Sampler.MagFilter != texel.Linear ||
			st.Desc.Kind != texel.StorageImage || tb.Desc.Kind != texel.StorageTexelBuffer || smp.Desc.Kind != texel.SamplerOnly || smp.Set != 1 {
			t.Errorf("kinds %+v", d.Images)
		}
		img := cis.Desc.View.Image
		if st.Desc.View.Image != img || cis.Desc.View.BaseLevel != 1 || img.Levels != 3 || img.Width != 4 {
			t.Errorf("the two bindings of img do not share a 3-level 4x2 image viewed from level 1")
		}
		// Level 0 (8 texels) is below the base: zero. Level 1 is 2x1,
		// level 2 1x1: each holds the first texels of the data.
		if want := []byte{0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 1}; !bytes.Equal(img.Data, want) {
			t.Errorf("image data %v, want %v", img.Data, want)
		}
		img.Data[8], img.Data[9], img.Data[10] = 30, 50, 40 // level 1 = 30 50, level 2 = 40
		// The texel buffer is the storage buffer's memory.
		if &tb.Desc.View.Image.Data[0] != &d.Buffers[0].Data[0] || tb.Desc.View.Image.Width != 2 || tb.Desc.View.Image.Format != texel.R32_SFLOAT {
			t.Errorf("texel buffer %+v", tb.Desc.View.Image)
		}
		put(d.Buffers[0].Data, 0, Scalar{Float, 32}, 0x41100000) // 9.0
		return &DispatchResult{}, nil
	}}
	rep := runScript(t, src, RunOptions{Device: dev})
	if rep.Status != Pass {
		t.Errorf("%s", rep)
	}
}

func TestImageProbe(t *testing.T) {
	img := "IMAGE i FORMAT R8G8B8A8_UNORM DIM_2D WIDTH 2 HEIGHT 2 DATA\n255 0 0 255  0 255 0 255\n255 0 0 255  0 255 0 128\nEND\n" +
		"IMAGE f FORMAT B8G8R8A8_UNORM DIM_2D WIDTH 1 HEIGHT 1 DATA\n10 20 30 40\nEND\n" +
		"IMAGE n DATA_TYPE R32_SINT DIM_2D WIDTH 1 HEIGHT 1 DATA\n3\nEND\n"
	for _, tc := range []struct {
		expect string
		fail   string
	}{
		{"EXPECT i IDX 0 0 SIZE 1 2 EQ_RGBA 255 0 0 255", ""},
		{"EXPECT i IDX 1 0 SIZE 1 2 EQ_RGB 0 255 0", ""}, // alpha not compared
		{"EXPECT i IDX 1 0 SIZE 1 2 EQ_RGBA 0 255 0 255", "1 of 2 texels differ; the first at (1, 1): expected 0 255 0 255, got 0 255 0 128"},
		{"EXPECT i IDX 0 0 SIZE 2 2 EQ_RGB 255 0 0", "2 of 4 texels differ; the first at (1, 0): expected 255 0 0, got 0 255 0"},
		{"EXPECT i IDX 1 1 SIZE 1 1 EQ_RGBA 0 255 0 127", "1 of 1 texels differ; the first at (1, 1): expected 0 255 0 127, got 0 255 0 128"},
		// 1/255 is within 0.5% of 128/255 (Amber's percentage is of the texel).
		{"EXPECT i IDX 1 1 SIZE 1 1 EQ_RGBA 0 255 0 127 TOLERANCE 1%", ""},
		{"EXPECT i IDX 1 1 SIZE 1 1 EQ_RGBA 0 255 0 127 TOLERANCE 0 0 0 0.004", ""},
		// B8G8R8A8: byte 0 is blue.
		{"EXPECT f IDX 0 0 SIZE 1 1 EQ_RGBA 30 20 10 40", ""},
		// An integer format compares its numbers with c/255.
		{"EXPECT n IDX 0 0 SIZE 1 1 EQ_RGB 3 0 0", "1 of 1 texels differ; the first at (0, 0): expected 0.0117647 0 0, got 3 0 0"},
	} {
		rep := runScript(t, header+img+tc.expect+"\n", RunOptions{Device: &fakeDevice{}})
		msg := ""
		if len(rep.Results) == 1 {
			msg = rep.Results[0].Message
		}
		if msg != tc.fail || len(rep.Results) != 1 {
			t.Errorf("%s: got %q, want %q\n%s", tc.expect, msg, tc.fail, rep)
		}
	}
}

func TestBufferFilePNG(t *testing.T) {
	dir := t.TempDir()
	var b bytes.Buffer
	pix := []byte{1, 2, 3, 255, 4, 5, 6, 128}
	if err := imagefile.EncodePNG(&b, 2, 1, pix); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(dir, "p.png"), b.Bytes(), 0o644)
	src := header + "BUFFER p FORMAT R8G8B8A8_UNORM FILE PNG p.png\nEXPECT p IDX 0 0 SIZE 2 1 EQ_RGB 0 0 0 TOLERANCE 0.03\nEXPECT p IDX 4 EQ 4 5 6 128\n"
	path := filepath.Join(dir, "t.amber")
	os.WriteFile(path, []byte(src), 0o644)
	s, err := ParseFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if s.Buffers[0].Width != 2 || s.Buffers[0].Height != 1 || !bytes.Equal(s.Buffers[0].Init, pix) {
		t.Errorf("buffer %+v", s.Buffers[0])
	}
	if rep := s.Run(RunOptions{Device: &fakeDevice{}}); rep.Status != Pass {
		t.Errorf("%s", rep)
	}
	os.WriteFile(filepath.Join(dir, "bad.png"), []byte("not a png"), 0o644)
	_, err = Parse(path, []byte(header+"BUFFER p FORMAT R8G8B8A8_UNORM FILE PNG bad.png\n"))
	if err == nil || !strings.Contains(err.Error(), "t.amber:2:41: bad.png: png:") {
		t.Errorf("bad png: %v", err)
	}
}

func TestEmptyImageBinding(t *testing.T) {
	rep := runScript(t, header+fakeShader+"BUFFER e FORMAT R32_UINT\nPIPELINE compute p\n  ATTACH s\n  BIND BUFFER e AS storage_texel_buffer DESCRIPTOR_SET 0 BINDING 0\nEND\nRUN p 1 1 1\n",
		RunOptions{Device: &fakeDevice{}})
	if rep.Status != Fail || len(rep.Results) != 1 || rep.Results[0].Message != "t.amber:8:15: buffer e has 0 bytes, less than one R32_UINT texel, to bind as storage_texel_buffer" {
		t.Errorf("%s", rep)
	}
}
