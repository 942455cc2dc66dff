//go:build nvasm_egl

// Command eglrun checks the !!NVcp5.0 back end on real hardware: it
// compiles a GLSL compute shader to assembly (lower/nvasm), loads the
// program on an NVIDIA OpenGL driver through a headless EGL context
// (glProgramStringARB with GL_COMPUTE_PROGRAM_NV), dispatches it with
// deterministic buffer contents and compares the buffers with the
// reference interpreter running the shader's SPIR-V at subgroup size 32.
// Without such a driver it says so and exits with status 0.
//
//	go run -tags nvasm_egl ./cmd/nvasm-eglrun [-groups x,y,z] [-n] shader.comp...
//
// -n only prepares (compile both ways, run the interpreter) and prints
// the programs, without GL.
//
// It is not part of CI: the build tag keeps cgo and EGL out of
// go build ./... (run.sh beside it is the wrapper).
package main

import (
	"bytes"
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"os"
)

func main() {
	groups := flag.String("groups", "1,1,1", "workgroup counts x,y,z")
	runtimeLen := flag.Int("runtime", 256, "elements of each runtime array")
	dry := flag.Bool("n", false, "prepare only: compile, run the interpreter and print the programs, no GL")
	ulp := flag.Int("ulp", 0, "accept words that differ by at most this many float32 ulps (EX2, SIN, POW, RSQ, DIV approximate on hardware)")
	flag.Parse()
	if flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: eglrun [-groups x,y,z] shader.comp...")
		os.Exit(2)
	}
	var g [3]uint32
	if _, err := fmt.Sscanf(*groups, "%d,%d,%d", &g[0], &g[1], &g[2]); err != nil {
		fmt.Fprintln(os.Stderr, "eglrun: bad -groups:", err)
		os.Exit(2)
	}
	if *dry {
		for _, path := range flag.Args() {
			c, err := prepare(path, g, *runtimeLen)
			if err != nil {
				fmt.Printf("FAIL %s: %v\n", path, err)
				os.Exit(1)
			}
			fmt.Printf("# %s: %d storage buffers, %d program.local entries\n%s", path, len(c.asmBufs), len(c.local)/16, c.prog.Text)
		}
		return
	}
	dev, err := openGL()
	if err != nil {
		fmt.Printf("eglrun: no NVIDIA OpenGL driver with GL_NV_compute_program5 is present (%v); nothing run\n", err)
		return
	}
	fmt.Printf("eglrun: %s\n", dev.renderer)
	failed := 0
	for _, path := range flag.Args() {
		if err := check(dev, path, g, *runtimeLen, *ulp); err != nil {
			fmt.Printf("FAIL %s: %v\n", path, err)
			failed++
			continue
		}
		fmt.Printf("PASS %s\n", path)
	}
	if failed > 0 {
		os.Exit(1)
	}
}

// check runs one shader both ways.
func check(dev *glDevice, path string, groups [3]uint32, runtimeLen, ulp int) error {
	c, err := prepare(path, groups, runtimeLen)
	if err != nil {
		return err
	}
	got, err := dev.run(c.prog.Text, c.asmBufs, c.local, groups)
	if err != nil {
		return err
	}
	for idx, w := range c.want {
		if !bytes.Equal(w, got[idx]) && !withinULP(w, got[idx], ulp) {
			return fmt.Errorf("program.storage[%d] differs from the interpreter:\n%s", idx, diff(w, got[idx]))
		}
	}
	return nil
}

// withinULP reports whether every 32-bit word of got is within ulp float32
// units in the last place of want (words compared as ordered integers of
// the same sign).
func withinULP(want, got []byte, ulp int) bool {
	if ulp == 0 || len(want) != len(got) {
		return false
	}
	for i := 0; i+4 <= len(want); i += 4 {
		w, g := binary.LittleEndian.Uint32(want[i:]), binary.LittleEndian.Uint32(got[i:])
		if w == g {
			continue
		}
		if w>>31 != g>>31 || math.IsNaN(float64(math.Float32frombits(w))) {
			return false
		}
		d := int64(w&0x7fffffff) - int64(g&0x7fffffff)
		if d < -int64(ulp) || d > int64(ulp) {
			return false
		}
	}
	return true
}
