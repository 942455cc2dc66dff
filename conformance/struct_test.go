package conformance

import (
	"testing"
)

func TestStructLayouts(t *testing.T) {
	src := header + `STRUCT inner
  float x
  vec2<float> y
END
STRUCT s
  float a
  vec3<float> b
  float c
  inner d
  mat2x2<float> m
  int32 e OFFSET 100
END
STRUCT strided STRIDE 32
  uint8 u
  uint16 h OFFSET 2
  mat2x2<float> m MATRIX_STRIDE 12 OFFSET 4
END
BUFFER b430 DATA_TYPE s STD430 SIZE 2 FILL 1
BUFFER b140 DATA_TYPE s STD140 SIZE 1 FILL 1
BUFFER st DATA_TYPE strided DATA 1 2 3 4 5 6 END
BUFFER arr DATA_TYPE inner[] STD140 DATA 1 2 3 4 5 6 END
`
	s, err := Parse("t.amber", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	offsets := func(e ElemLayout) []int {
		var o []int
		for _, c := range e.Comps {
			o = append(o, c.Offset)
		}
		return o
	}
	for _, tc := range []struct {
		buf     string
		size    int
		offsets []int
	}{
		// std430: a 0, b 16..24, c 28, d (align 8) 32: x 32, y 40 44, m 48..60, e 100; size 112 (align 16, from b)
		{"b430", 112, []int{0, 16, 20, 24, 28, 32, 40, 44, 48, 52, 56, 60, 100}},
		// std140: d aligned to 16: 32, its y at 40; d is 16 bytes; m columns of 16 at 48: 48 52 64 68; e 100; size 112
		{"b140", 112, []int{0, 16, 20, 24, 28, 32, 40, 44, 48, 52, 64, 68, 100}},
		{"st", 32, []int{0, 2, 4, 8, 16, 20}},
		// inner[] in std140: 16 bytes, rounded to 16
		{"arr", 16, []int{0, 8, 12}},
	} {
		var b *Buffer
		for _, x := range s.Buffers {
			if x.Name == tc.buf {
				b = x
			}
		}
		if b.Elem.Size != tc.size || !equalInts(offsets(b.Elem), tc.offsets) {
			t.Errorf("%s: size %d offsets %v, want %d %v", tc.buf, b.Elem.Size, offsets(b.Elem), tc.size, tc.offsets)
		}
	}
	var st *Buffer
	for _, x := range s.Buffers {
		if x.Name == "st" {
			st = x
		}
	}
	if len(st.Init) != 32 || st.Init[0] != 1 || st.Init[2] != 2 || get(st.Init, 16, Scalar{Float, 32}) != 0x40a00000 {
		t.Errorf("strided data % x", st.Init)
	}

	for _, tc := range []struct{ src, want string }{
		{"STRUCT s\n  float a\n", "t.amber:2:1: missing END for STRUCT s"},
		{"STRUCT s\nEND\n", "t.amber:2:1: STRUCT s has no members"},
		{"STRUCT s\n  vec5<float> a\nEND\n", `t.amber:3:3: unknown type "vec5<float>" for STRUCT member`},
		{"STRUCT s\n  float a\n  int32 a\nEND\n", `t.amber:4:9: duplicate STRUCT member "a"`},
		{"STRUCT s\n  s a\nEND\n", "t.amber:3:3: STRUCT s cannot contain itself"},
		{"STRUCT s\n  float[] a\nEND\n", "t.amber:3:3: STRUCT members cannot be arrays"},
		{"STRUCT s\n  float a MATRIX_STRIDE 4\nEND\n", "t.amber:3:11: MATRIX_STRIDE is only for matrix members"},
		{"STRUCT s\n  vec4<float> a\n  float b OFFSET 8\nEND\nBUFFER x DATA_TYPE s SIZE 1 FILL 0\n",
			"t.amber:6:20: STRUCT s: member b at OFFSET 8 overlaps the member before it (STD430 layout: it ends at byte 16)"},
		{"STRUCT s STRIDE 8\n  vec4<float> a\nEND\nBUFFER x DATA_TYPE s SIZE 1 FILL 0\n",
			"t.amber:5:20: STRUCT s: STRIDE 8 is smaller than its members (16 bytes in STD430 layout)"},
		{"STRUCT s\n  float a\nEND\nSTRUCT s\n  float a\nEND\n", `t.amber:5:8: duplicate STRUCT name "s"`},
	} {
		_, err := Parse("t.amber", []byte(header+tc.src))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: got %v\nwant %s", tc.src, err, tc.want)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
