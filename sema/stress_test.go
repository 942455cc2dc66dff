package sema

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStress checks random mutations of the test shaders and reports any
// that take long (set STRESS=n for n mutations).
func TestStress(t *testing.T) {
	n := 0
	if s := os.Getenv("STRESS"); s != "" {
		for _, ch := range s {
			n = n*10 + int(ch-'0')
		}
	}
	if n == 0 {
		t.Skip("set STRESS=n")
	}
	files, _ := filepath.Glob(filepath.Join("testdata", "*.comp"))
	if dir := os.Getenv("GLSLC_NV_SHARED"); dir != "" {
		more, _ := filepath.Glob(filepath.Join(dir, "corpus", "glslang", "*.comp"))
		files = append(files, more...)
	}
	var srcs []string
	for _, f := range files {
		data, _ := os.ReadFile(f)
		srcs = append(srcs, string(data))
	}
	r := rand.New(rand.NewSource(1))
	for i := 0; i < n; i++ {
		b := []byte(srcs[r.Intn(len(srcs))])
		for k := r.Intn(4) + 1; k > 0; k-- {
			p := r.Intn(len(b))
			switch r.Intn(4) {
			case 0:
				b = append(b[:p], b[p+1:]...)
			case 1:
				const chars = "(){}[];,.=+-*/<>!&|^~?:0123456789abcxyz \n"
				b[p] = chars[r.Intn(len(chars))]
			case 2:
				q := p + r.Intn(40)
				if q > len(b) {
					q = len(b)
				}
				b = append(b[:q], append(append([]byte{}, b[p:q]...), b[q:]...)...)
			case 3:
				b = append(b[:p], append([]byte("((((((((("), b[p:]...)...)
			}
		}
		var diags *diag.List
		testtool.NoHang(t, fmt.Sprintf("Check of mutation %d", i), func() {
			_, diags = check(t, "stress.comp", string(b), Options{AutoBindUniforms: true})
		})
		for _, d := range diags.Diags {
			if strings.Contains(d.Msg, "internal error") {
				t.Errorf("mutation %d: %s\n%s", i, d.Msg, b)
			}
		}
	}
}
