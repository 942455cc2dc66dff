package glslcnv_test

import (
	"encoding/binary"
	"fmt"
	"os"

	"github.com/glslc-nv/glslc-nv/glslcnv"
)

const scan = `#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer Data { uint values[]; };
layout(std430, binding = 1) buffer Result { uint prefix[16]; };
void main() {
    uint i = gl_LocalInvocationIndex;
    prefix[i] = subgroupInclusiveAdd(values[i]);
}
`

func u32s(vs ...uint32) []byte {
	b := make([]byte, 4*len(vs))
	for i, v := range vs {
		binary.LittleEndian.PutUint32(b[4*i:], v)
	}
	return b
}

// Compile a compute shader for Vulkan 1.1 and run it on the interpreter
// at subgroup size 8: the inclusive sums restart at invocation 8.
func Example() {
	res := glslcnv.Compile("scan.comp", []byte(scan), glslcnv.Options{TargetEnv: "vulkan1.1"})
	if err := res.Err(); err != nil {
		fmt.Println(err)
		return
	}
	in := u32s(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)
	out, err := glslcnv.Run(res.Bytes(), glslcnv.RunOptions{SubgroupSize: 8,
		Buffers: map[glslcnv.Binding][]byte{{Set: 0, Binding: 0}: in}})
	if err != nil {
		fmt.Println(err)
		return
	}
	prefix := out.Buffers[glslcnv.Binding{Set: 0, Binding: 1}]
	for i := 0; i < 16; i++ {
		fmt.Print(binary.LittleEndian.Uint32(prefix[4*i:]), " ")
	}
	fmt.Println()
	// Output:
	// 1 3 6 10 15 21 28 36 9 19 30 42 55 69 84 100
}

// A shader with an error gives positioned diagnostics; WriteDiagnostics
// prints them as glslc-nv does, with the source line and a caret.
func ExampleCompile_error() {
	src := "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { int x = 1.5 + true; }\n"
	res := glslcnv.Compile("bad.comp", []byte(src), glslcnv.Options{})
	for _, d := range res.Diagnostics {
		fmt.Printf("%s:%d:%d: %s\n", d.File, d.Line, d.Column, d.Severity)
	}
	res.WriteDiagnostics(os.Stdout, false)
	// Output:
	// bad.comp:3:27: error
	// bad.comp:3:27: error: operator '+' cannot be applied to float and bool
	// void main() { int x = 1.5 + true; }
	//                           ^
}

// An include callback supplies #include'd files from memory.
func ExampleOptions_include() {
	files := map[string]string{"common.h": "#define N 4\n"}
	opts := glslcnv.Options{Include: func(name string, system bool, from string, depth int) (string, []byte, error) {
		text, ok := files[name]
		if !ok {
			return "", nil, fmt.Errorf("no file %s", name)
		}
		return name, []byte(text), nil
	}}
	src := "#version 450\n#include \"common.h\"\nlayout(local_size_x = N) in;\nvoid main() {}\n"
	res := glslcnv.Compile("main.comp", []byte(src), opts)
	fmt.Println(res.Err(), res.Includes, len(res.SPIRV) > 5)
	// Output:
	// <nil> [common.h] true
}

// Portability runs a dispatch at every width and lists what depends on it.
func ExampleModule_Portability() {
	res := glslcnv.Compile("scan.comp", []byte(scan), glslcnv.Options{TargetEnv: "vulkan1.1"})
	m, err := glslcnv.LoadWords(res.SPIRV)
	if err != nil {
		fmt.Println(err)
		return
	}
	in := u32s(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
	rep, err := m.Portability(glslcnv.RunOptions{Buffers: map[glslcnv.Binding][]byte{{Set: 0, Binding: 0}: in}}, []int{4, 16})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, d := range rep.Differences {
		fmt.Printf("binding %s: %d bytes differ between widths %d and %d\n", d.Binding, d.Count, d.Base, d.Size)
	}
	// Output:
	// binding 0.1: 12 bytes differ between widths 4 and 16
}

// RunAmber runs an AmberScript on the interpreter.
func ExampleRunAmber() {
	script := `#!amber
SHADER compute add GLSL
#version 450
layout(local_size_x = 4) in;
layout(std430, binding = 0) buffer B { uint v[]; };
void main() { v[gl_LocalInvocationIndex] += 1u; }
END
BUFFER buf DATA_TYPE uint32 DATA 1 2 3 4 END
PIPELINE compute p
  ATTACH add
  BIND BUFFER buf AS storage DESCRIPTOR_SET 0 BINDING 0
END
RUN p 1 1 1
EXPECT buf IDX 0 EQ 2 3 4 5
`
	rep := glslcnv.RunAmber("add.amber", []byte(script), glslcnv.AmberOptions{})
	fmt.Print(rep.Text)
	// Output:
	// PASS add.amber
}
