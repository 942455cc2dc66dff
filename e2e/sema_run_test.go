package e2e

import (
	"encoding/binary"
	"github.com/glslc-nv/glslc-nv/sema"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

func fw(f float32) uint32 { return math.Float32bits(f) }
func iw(i int32) uint32   { return uint32(i) }

// runCase runs one shader of testdata on the reference interpreter.
type runCase struct {
	file       string
	workgroups [3]uint32
	subgroup   int
	// in gives the initial words of each buffer (binding in set 0); the
	// buffer is zero-filled up to size words.
	in   map[uint32][]uint32
	size map[uint32]int
	// arrays gives the elements of descriptor arrays (binding in set 0).
	arrays map[uint32][][]uint32
	// want gives the expected words from the start of each buffer.
	want map[uint32][]uint32
	push []uint32
	spec map[uint32]uint64
}

func words(b []byte) []uint32 {
	out := make([]uint32, len(b)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return out
}

func bytesOf(ws []uint32, size int) []byte {
	if size < len(ws) {
		size = len(ws)
	}
	b := make([]byte, 4*size)
	for i, w := range ws {
		binary.LittleEndian.PutUint32(b[4*i:], w)
	}
	return b
}

func runShader(t *testing.T, rc runCase) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(semaTestdata, rc.file))
	if err != nil {
		t.Fatal(err)
	}
	m := mustCheck(t, rc.file, string(src), sema.Options{})
	code := lowerVal(t, rc.file, m, "vulkan1.1")
	prog, err := interp.Load(spirv.Encode(code))
	if err != nil {
		t.Fatalf("interp.Load: %v", err)
	}
	bufs := map[[2]uint32][]byte{}
	for b, size := range rc.size {
		bufs[[2]uint32{0, b}] = bytesOf(rc.in[b], size)
	}
	for b, ws := range rc.in {
		if _, ok := rc.size[b]; !ok {
			bufs[[2]uint32{0, b}] = bytesOf(ws, len(ws))
		}
	}
	cfg := interp.Config{SubgroupSize: rc.subgroup, Workgroups: rc.workgroups, Buffers: bufs, Spec: rc.spec}
	for b, elems := range rc.arrays {
		if cfg.BufferArrays == nil {
			cfg.BufferArrays = map[[2]uint32][][]byte{}
		}
		for _, ws := range elems {
			cfg.BufferArrays[[2]uint32{0, b}] = append(cfg.BufferArrays[[2]uint32{0, b}], bytesOf(ws, len(ws)))
		}
	}
	if rc.push != nil {
		cfg.PushConstants = bytesOf(rc.push, len(rc.push))
	}
	res, err := prog.Run(cfg)
	if err != nil {
		t.Fatalf("interp.Run: %v\nIR:\n%s", err, m)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("interpreter diagnostic: %s", d)
	}
	for b, want := range rc.want {
		got := words(bufs[[2]uint32{0, b}])
		for i, w := range want {
			if i >= len(got) {
				t.Errorf("binding %d: buffer has %d words, want at least %d", b, len(got), len(want))
				break
			}
			if got[i] != w {
				t.Errorf("binding %d word %d = %#x (%d, %g), want %#x (%d, %g)", b, i, got[i], int32(got[i]), math.Float32frombits(got[i]), w, int32(w), math.Float32frombits(w))
			}
		}
	}
	if t.Failed() {
		t.Logf("IR:\n%s", m)
	}
}

// TestFolding runs testdata/fold.comp: every constant sema folds must
// equal the value computed at run time.
func TestSemaFolding(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(semaTestdata, "fold.comp"))
	if err != nil {
		t.Fatal(err)
	}
	m := mustCheck(t, "fold.comp", string(src), sema.Options{})
	code := lowerVal(t, "fold.comp", m, "vulkan1.1")
	prog, err := interp.Load(spirv.Encode(code))
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 160)
	if _, err := prog.Run(interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}}); err != nil {
		t.Fatal(err)
	}
	w := words(buf)
	for i := 0; i < 20; i++ {
		if w[i] != w[20+i] {
			t.Errorf("slot %d: folded %#x, run time %#x", i, w[i], w[20+i])
		}
	}
}

func TestSemaRunShaders(t *testing.T) {
	x := uint32(0xF0000000)
	cases := []runCase{
		{file: "arith.comp", size: map[uint32]int{0: 22}, want: map[uint32][]uint32{0: {
			iw(12), iw(22), iw(-85), iw(-3), iw(2), iw(-17), iw(-18), iw(68), iw(-3), iw(18), iw(-4), iw(-5),
			0x0F000000, x / 3, x % 7, 0xFFFFFFFE, 0xE0000000, 0xF0000001,
			fw(3.75), fw(14), fw(-7.5), fw(3.5)}}},
		{file: "conv.comp", size: map[uint32]int{0: 12}, want: map[uint32][]uint32{0: {
			0xFFFFFFFE, fw(-4.25), fw(2.5), 2, 0xFFFFFFFE, 1, 10, 0xFFFFFFF9, 4000000000, fw(4), 12, 11}}},
		{file: "control.comp", size: map[uint32]int{0: 11}, want: map[uint32][]uint32{0: {
			25, 120, 12, 11, 10, 1100, 1000, 7, 3, 10, 2}}},
		{file: "funcs.comp", size: map[uint32]int{0: 10}, want: map[uint32][]uint32{0: {
			3, fw(0.25), 1234, 14, 7, fw(3.5), 85, 15, 675, 25}}},
		{file: "std430.comp", size: map[uint32]int{0: 44},
			in: map[uint32][]uint32{0: {
				0, 0, 0, 0,
				fw(1), fw(2), fw(3), fw(0.5), 2, 0, fw(1), fw(0),
				fw(4), fw(5), fw(6), fw(1), 3, 0, fw(0), fw(1),
				fw(2), fw(3), fw(0), 0,
				fw(1), fw(2), fw(3), fw(4)}},
			want: map[uint32][]uint32{0: {
				2, 0, 0, 0,
				fw(1), fw(2), fw(3), fw(0.5), 2, 0, fw(1), fw(0),
				fw(4), fw(5), fw(6), fw(1), 3, 0, fw(0), fw(1),
				fw(2), fw(3), fw(0), 0,
				fw(1), fw(2), fw(3), fw(4),
				fw(2), fw(4), fw(6), fw(2.5), 2, 0, fw(1), fw(2),
				fw(12), fw(15), fw(18), fw(4), 3, 0, fw(3), fw(4)}}},
		{file: "std140.comp",
			in: map[uint32][]uint32{0: {
				fw(1), 0, 0, 0, fw(2), 0, 0, 0, fw(3), 0, 0, 0,
				fw(4), 0, fw(0.5), fw(1.5),
				fw(1), fw(2), 0, 0, fw(3), fw(4), 0, 0,
				iw(2), 0, 0, 0}},
			size: map[uint32]int{1: 12},
			want: map[uint32][]uint32{1: {fw(10), 0, fw(1), fw(3), fw(21), 0, 0, 0, fw(43)}}},
		{file: "shared.comp", workgroups: [3]uint32{2, 1, 1}, size: map[uint32]int{0: 16}, want: map[uint32][]uint32{0: func() []uint32 {
			var w []uint32
			for wg := uint32(0); wg < 2; wg++ {
				total := 140 + 800*wg
				for i := uint32(0); i < 8; i++ {
					w = append(w, (7-i)*(7-i)+100*wg+total*1000)
				}
			}
			return w
		}()}},
		{file: "atomics.comp", size: map[uint32]int{0: 22}, want: map[uint32][]uint32{0: {
			136, iw(-5), 45, 0x7FFF, 99, 16, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1}}},
		{file: "subgroup.comp", subgroup: 8, size: map[uint32]int{0: 96}, want: map[uint32][]uint32{0: func() []uint32 {
			var w []uint32
			for l := uint32(0); l < 8; l++ {
				cl := uint32(4)
				if l >= 4 {
					cl = 8
				}
				w = append(w, 36, (l+1)*(l+2)/2, (l^1)+1, cl)
			}
			for l := uint32(0); l < 8; l++ {
				first := uint32(6)
				if l == 0 {
					first += 100
				}
				w = append(w, 0xAA, (l&^3)+3, first, 1)
			}
			for l := uint32(0); l < 8; l++ {
				fact := uint32(1)
				for k := uint32(1); k <= l; k++ {
					fact *= k
				}
				down := l + 2
				if l == 7 {
					down = 8
				}
				w = append(w, fact, down, 4, 8-l)
			}
			return w
		}()}},
		{file: "matrix.comp", size: map[uint32]int{0: 16}, want: map[uint32][]uint32{0: {
			fw(4), fw(6), fw(3), fw(7), fw(7), fw(10), fw(15), fw(22), fw(5), fw(33), fw(7), fw(15), fw(25), fw(-10), fw(3), fw(8)}}},
		{file: "swizzle.comp", size: map[uint32]int{0: 12}, want: map[uint32][]uint32{0: {
			fw(2), fw(12), fw(3), fw(1), fw(12), fw(3), fw(3), fw(7), fw(7), fw(3.5), fw(10), fw(4321)}}},
		{file: "consts.comp", size: map[uint32]int{0: 14}, want: map[uint32][]uint32{0: {
			6, 20, fw(3.5), 5, 6, 1, 12, 6, 42, 25, 5, 1, fw(4.5), 76}}},
		{file: "consts.comp", spec: map[uint32]uint64{3: 2, 4: 0}, size: map[uint32]int{0: 14}, want: map[uint32][]uint32{0: {
			6, 20, fw(3.5), 5, 2, 0, 4, 2, 42, 25, 5, 1, fw(4.5), 32}}},
		{file: "arrays.comp", in: map[uint32][]uint32{0: append(make([]uint32, 16), 1, 2, iw(-3))}, want: map[uint32][]uint32{0: {
			6, 3, 12, 23, 49, 1, 1, fw(2), 3, 0, 0, 0, 0, 0, 0, 0, 2, 4, iw(-6)}}},
		{file: "ternary.comp", size: map[uint32]int{0: 7}, want: map[uint32][]uint32{0: {10, 5, 4, 10, 12, 105, 0}}},
		{file: "incdec.comp", size: map[uint32]int{0: 7}, want: map[uint32][]uint32{0: {5775, 5, 1010, 3, fw(2.25), 2, 652}}},
		{file: "bools.comp", size: map[uint32]int{0: 20}, want: map[uint32][]uint32{0: {
			1, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 1, 1, 0, 10, 1, 0}}},
		{file: "builtins.comp", size: map[uint32]int{0: 24}, want: map[uint32][]uint32{0: {
			fw(2.5), fw(-3), fw(0.75), fw(-1), fw(2.5), fw(3), fw(32), fw(5), fw(4), fw(1024), fw(8), fw(1.5), fw(0), fw(1), fw(0.5), 0,
			4, 8, 8, 0xBC, 10, 6, 102}}},
		{file: "types.comp", size: map[uint32]int{0: 12}, want: map[uint32][]uint32{0: {
			7, 4, 3000, 256, fw(3), 750, 0xFFFFFFFF, 0,
			0xFFFFFFFD, 0xFF, 0x4200<<16 | 0x3F00}}}, // float16 1.75 and 3.0 packed
		{file: "blocks.comp", spec: map[uint32]uint64{0: 4}, push: []uint32{2, 1},
			arrays: map[uint32][][]uint32{0: {{5, 6, 7}, {1, 2, 4}}}, // ins[1] sums to 7
			size:   map[uint32]int{1: 4},
			want:   map[uint32][]uint32{1: {14 + 4000, 15 + 4000, 16 + 4000, 17 + 4000}}},
		{file: "misc.comp", in: map[uint32][]uint32{0: append(make([]uint32, 10), 0, 0)}, want: map[uint32][]uint32{0: {
			11, fw(-7), 10, 30, 7, 34, 4, 3, 0, 0, 0, 1}}},
		{file: "nv.comp", subgroup: 8, size: map[uint32]int{0: 96}, want: map[uint32][]uint32{0: func() []uint32 {
			var w []uint32
			var valid [8][2]uint32
			for l := uint32(0); l < 8; l++ {
				base, local := l&^3, l&3
				up, down := l*10, l*10
				if local >= 1 {
					up, valid[l][0] = (l-1)*10, 1
				}
				if local+1 < 4 {
					down, valid[l][1] = (l+1)*10, 1
				}
				w = append(w, (base+2)*10, up, down, (l^3)*10)
			}
			for l := uint32(0); l < 8; l++ {
				w = append(w, valid[l][0], valid[l][1], 8, 0xAA)
			}
			for l := uint32(0); l < 8; l++ {
				w = append(w, 0xFF, (l&^3)+1, (l^1)+100, 111)
			}
			return w
		}()}},
		// local_size_*_id sharing SpecIds with declared constants of other
		// defaults and types: unspecialized the workgroup is 1x2, BLOCK_SIZE
		// 64 and ROWS -3; specialized, both constants of an ID change.
		{file: "specsize.comp", size: map[uint32]int{0: 32}, want: map[uint32][]uint32{0: {
			102, 64, 7, 2, 102, 64, 7, 1}}},
		{file: "specsize.comp", spec: map[uint32]uint64{0: 4, 1: 2}, size: map[uint32]int{0: 32}, want: map[uint32][]uint32{0: {
			402, 4, 12, 2, 402, 4, 12, 3, 402, 4, 12, 4, 402, 4, 12, 5,
			402, 4, 12, 6, 402, 4, 12, 7, 402, 4, 12, 8, 402, 4, 12, 1}}},
		// spec-constant sign changes (emitted as IAdd with 0, not Bitcast)
		{file: "specconv.comp", size: map[uint32]int{0: 7}, want: map[uint32][]uint32{0: {
			iw(-3), 5, 2, iw(-3), 5, 5, iw(-3)}}},
		{file: "specconv.comp", spec: map[uint32]uint64{0: 7, 1: 0xFFFFFFFF}, size: map[uint32]int{0: 7}, want: map[uint32][]uint32{0: {
			7, 0xFFFFFFFF, 6, 7, 0xFFFFFFFF, 0xFFFFFFFF, 7}}},
		// compound assignments read writeonly memory
		{file: "writeonly_rmw.comp", in: map[uint32][]uint32{0: {1, 2, 3, 4, 5, 6, 7, 8}, 1: {10, 11, 12, 13, 14}}, want: map[uint32][]uint32{
			0: {5, 3, 3, 24, 5, 7, 8, 28}, 1: {1, 12, 24, 10, 28}}},
		// overload resolution with implicit conversions picks the uint max
		{file: "overload_conv.comp", size: map[uint32]int{0: 6}, want: map[uint32][]uint32{0: {
			0xFFFFFFFE, 7, 5, 1, 3, 2}}},
		{file: "scopes.comp", size: map[uint32]int{0: 4}, want: map[uint32][]uint32{0: {28, 0, 16, 7}}},
		{file: "struct.comp", size: map[uint32]int{0: 18}, want: map[uint32][]uint32{0: {
			1, 0, fw(2), fw(3), fw(4), fw(5), 6, 0, fw(7), fw(7),
			7, 53, 1, 1, 4, 3}}},
	}
	for _, rc := range cases {
		rc := rc
		t.Run(rc.file, func(t *testing.T) { runShader(t, rc) })
	}
}
