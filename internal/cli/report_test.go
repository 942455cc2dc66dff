package cli

import (
	"reflect"
	"testing"
)

// TestFormatValues checks the one-allocation listing against hand-worked
// values, element by element, for each kind of element type (and the
// partial element at the end, which is not listed).
func TestFormatValues(t *testing.T) {
	cases := []struct {
		typ  string
		data []byte
		want []string
	}{
		{"uint", []byte{1, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 7}, []string{"1", "4294967295"}},
		{"int8", []byte{0x80, 0x7f, 0xff, 0}, []string{"-128", "127", "-1", "0"}},
		{"int16", []byte{0xfe, 0xff, 0x10, 0x00}, []string{"-2", "16"}},
		{"float", []byte{0, 0, 0xc0, 0x3f, 0, 0, 0x80, 0x7f}, []string{"1.5", "+Inf"}},
		{"float16", []byte{0x00, 0x3c, 0x00, 0xc0}, []string{"1", "-2"}},
		{"double", []byte{0, 0, 0, 0, 0, 0, 0xf0, 0x3f}, []string{"1"}},
		{"uint64", []byte{}, []string{}},
	}
	for _, c := range cases {
		ty, ok := elemTypes[c.typ]
		if !ok {
			t.Fatalf("no element type %s", c.typ)
		}
		got := formatValues(ty, c.data)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s % x: %q, want %q", c.typ, c.data, got, c.want)
		}
		for i, s := range got {
			if one := formatValue(ty, c.data[i*ty.size:]); one != s {
				t.Errorf("%s element %d: formatValues %q, formatValue %q", c.typ, i, s, one)
			}
		}
	}
}
