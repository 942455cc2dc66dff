package interp

import (
	"bytes"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/internal/texel"
)

// imgProg compiles GLSL and checks the module with spirv-val.
func imgProg(t *testing.T, src string) *Program {
	t.Helper()
	spv := compileGLSL(t, src, "vulkan1.2")
	spirvVal(t, spv, "vulkan1.2")
	return mustLoad(t, spv)
}

// spirvVal runs spirv-val on a module.
func spirvVal(t *testing.T, spv []byte, env string) {
	t.Helper()
	tool := testtool.Require(t, "spirv-val")
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, spv, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(tool, "--target-env", env, path).CombinedOutput(); err != nil {
		t.Fatalf("spirv-val: %v\n%s", err, out)
	}
}

func imgRun(t *testing.T, p *Program, cfg Config) *Result {
	t.Helper()
	if cfg.SubgroupSize == 0 {
		cfg.SubgroupSize = 4
	}
	res, err := p.Run(cfg)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

func storage(img *texel.Image) *texel.Binding {
	k := texel.StorageImage
	if img.Dim == texel.DimBuffer {
		k = texel.StorageTexelBuffer
	}
	return &texel.Binding{Kind: k, View: texel.View{Image: img}}
}

// TestImageLoadStore: imageLoad/imageStore on rgba8 (UNORM conversion
// both ways), an r32ui atomic counter, an out-of-bounds store (dropped,
// reported) and imageSize.
func TestImageLoadStore(t *testing.T) {
	p := imgProg(t, `#version 450
layout(local_size_x = 2, local_size_y = 2) in;
layout(binding = 0, rgba8) uniform image2D img;
layout(binding = 1, r32ui) uniform uimage2D cnt;
layout(binding = 2) buffer B { uint old[4]; ivec2 size; };
void main() {
  ivec2 p = ivec2(gl_LocalInvocationID.xy);
  vec4 v = imageLoad(img, p);
  imageStore(img, p, v * 0.5 + vec4(0.25));
  old[gl_LocalInvocationIndex] = imageAtomicAdd(cnt, ivec2(0, 1), gl_LocalInvocationIndex + 1u);
  if (gl_LocalInvocationIndex == 3u) {
    imageStore(img, ivec2(5, 0), vec4(1));
    size = imageSize(img);
  }
}`)
	img := texel.NewImage(texel.R8G8B8A8_UNORM, texel.Dim2D, 2, 2, 1, 1, 1, 1)
	copy(img.Data, []byte{0, 255, 100, 51, 1, 2, 3, 4, 10, 20, 30, 40, 200, 201, 202, 203})
	cnt := texel.NewImage(texel.R32_UINT, texel.Dim2D, 1, 2, 1, 1, 1, 1)
	binary.LittleEndian.PutUint32(cnt.Data[4:], 100)
	buf := make([]byte, 24)
	res := imgRun(t, p, Config{Images: map[[2]uint32]*texel.Binding{{0, 0}: storage(img), {0, 1}: storage(cnt)},
		Buffers: map[[2]uint32][]byte{{0, 2}: buf}})
	wantOnly(t, res, "out-of-bounds")
	// c/255*0.5+0.25, in float32, back to UNORM: 0 -> 63.75 -> 64;
	// 255 -> 191.25 -> 191; 100 -> 113.75 -> 114; 51 -> 89.25 -> 89
	want := []byte{64, 191, 114, 89, 64, 65, 65, 66, 69, 74, 79, 84, 164, 164, 165, 165}
	if !bytes.Equal(img.Data, want) {
		t.Errorf("image\n got %v\nwant %v", img.Data, want)
	}
	// the atomics run in lane order: 100, 101, 103, 106; final 110
	eqU32(t, u32s(buf), []uint32{100, 101, 103, 106, 2, 2})
	if got := binary.LittleEndian.Uint32(cnt.Data[4:]); got != 110 {
		t.Errorf("counter %d, want 110", got)
	}
}
