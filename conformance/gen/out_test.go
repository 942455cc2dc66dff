package gen

import (
	"encoding/binary"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// TestOutputsVary guards against a generator whose programs observe
// nothing: the outputs of a batch must hold many distinct words.
func TestOutputsVary(t *testing.T) {
	distinct := map[uint32]bool{}
	texels, imagePrograms := map[uint32]bool{}, 0
	for s := int64(1); s <= 30; s++ {
		p := Generate(s, Options{})
		spv, err := CompileNative(p.GLSL(), p.TargetEnv, false)
		if err != nil {
			t.Fatalf("seed %d: %v", s, err)
		}
		pr, err := interp.Load(spv)
		if err != nil {
			t.Fatal(err)
		}
		out := make([]byte, p.OutputBytes())
		imgs := p.images(p.Input())
		res, err := pr.Run(interp.Config{SubgroupSize: 8, Workgroups: [3]uint32{uint32(p.Workgroups), 1, 1},
			Buffers: map[[2]uint32][]byte{{0, 0}: p.Input(), {0, 1}: out}, Images: imgs})
		if err != nil || len(res.Diagnostics) > 0 {
			t.Fatalf("seed %d: %v %v", s, err, res.Diagnostics)
		}
		for i := 0; i+4 <= len(out); i += 4 {
			distinct[binary.LittleEndian.Uint32(out[i:])] = true
		}
		if p.Images {
			imagePrograms++
			o := imgOut(imgs)
			for i := 0; i+4 <= len(o); i += 4 {
				texels[binary.LittleEndian.Uint32(o[i:])] = true
			}
		}
	}
	// A third of the programs use images; their imgOut texels must vary
	// too (imgAcc folds values in, imageLoad reads imgIn).
	if imagePrograms < 5 || len(texels) < 100 {
		t.Errorf("%d programs with images, %d distinct imgOut words", imagePrograms, len(texels))
	}
	if len(distinct) < 600 {
		t.Errorf("only %d distinct output words in 30 programs", len(distinct))
	}
	t.Logf("%d distinct output words", len(distinct))
}
