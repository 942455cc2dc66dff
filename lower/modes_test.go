package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// block_arrays: an array of buffer blocks with memory qualifiers on the
// variable and on a member, a readonly input, float atomics and a 64-bit
// atomic.
func buildBlockArrays() *ir.Module {
	p := newProg(4, 1, 1)
	bt := ir.NewBlock("B", ir.Member{Name: "data", Type: ir.RuntimeArrayOf(ir.Uint32, 4), Access: ir.Restrict})
	bufs := p.AddGlobal(&ir.Global{Name: "bufs", Type: ir.ArrayOf(bt, 2, 0), Storage: ir.StorageBuffer, Binding: 0, Access: ir.Coherent | ir.Volatile})
	in := p.AddGlobal(&ir.Global{Name: "in", Type: ir.NewBlock("In", ir.Member{Name: "data", Type: ir.RuntimeArrayOf(ir.Uint32, 4)}),
		Storage: ir.StorageBuffer, Set: 1, Binding: 0, Access: ir.ReadOnly | ir.Restrict})
	wo := p.AddGlobal(&ir.Global{Name: "wo", Type: ir.NewBlock("WO", ir.Member{Name: "data", Type: ir.RuntimeArrayOf(ir.Uint32, 4)}),
		Storage: ir.StorageBuffer, Set: 1, Binding: 1, Access: ir.WriteOnly})
	elem := func(b int) ir.Ref {
		return ir.IndexOf(ir.FieldOf(ir.IndexOf(ir.RefGlobal(bufs), i32(int32(b))), 0), p.gid())
	}
	p.add(
		ir.Assign(elem(1), uadd(ir.Ld(elem(0)), ir.Ld(at(in, p.gid())))),
		ir.Assign(at(wo, p.gid()), u(9)),
	)
	return p.Module
}

// float_atomics: atomicAdd on float and a 64-bit integer atomic.
func buildFloatAtomics() *ir.Module {
	p := newProg(4, 1, 1)
	bt := ir.NewBlock("A", ir.Member{Name: "f", Type: ir.Float32, Offset: 0}, ir.Member{Name: "l", Type: ir.Uint64, Offset: 8})
	g := p.AddGlobal(&ir.Global{Name: "a", Type: bt, Storage: ir.StorageBuffer, Binding: 0})
	p.add(
		ir.Do(atomicOn(ir.AtomicAdd, ir.FieldOf(ir.RefGlobal(g), 0), f(0.5))),
		ir.Do(atomicOn(ir.AtomicMax, ir.FieldOf(ir.RefGlobal(g), 1), ir.Conv(ir.UConvert, p.gid(), ir.Uint64))),
	)
	return p.Module
}

// exec_modes: SubgroupUniformControlFlowKHR.
func buildExecModes() *ir.Module {
	p := newProg(8, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	p.Entry.Modes = []ir.EntryMode{ir.SubgroupUniformControlFlow}
	p.add(ir.Assign(at(out, p.gid()), bc("subgroupAdd", ir.Uint32, u(1))))
	return p.Module
}

var _ = register(
	lowerCase{name: "block_arrays", build: buildBlockArrays, check: func(t *testing.T, w []uint32) {
		b0, b1, in, wo := u32Bytes(1, 2, 3, 4), make([]byte, 16), u32Bytes(10, 20, 30, 40), make([]byte, 16)
		// bufs is a descriptor array: one buffer per element.
		run(t, w, interp.Config{BufferArrays: map[[2]uint32][][]byte{{0, 0}: {b0, b1}},
			Buffers: map[[2]uint32][]byte{{1, 0}: in, {1, 1}: wo}})
		wantU32(t, "bufs[1]", b1, 11, 22, 33, 44)
		wantU32(t, "wo", wo, 9, 9, 9, 9)
	}},
	lowerCase{name: "float_atomics", build: buildFloatAtomics, envs: subgroupEnvs},
	lowerCase{name: "storage_buffer_ext", build: buildStoreGID, envs: []string{"vulkan1.0"}, opts: Options{StorageBufferExt: true}},
	lowerCase{name: "exec_modes", build: buildExecModes, envs: subgroupEnvs, check: func(t *testing.T, w []uint32) {
		wantU32(t, "out", runOut(t, w, 8), 8, 8, 8, 8, 8, 8, 8, 8)
	}},
)

// TestMaximalReconvergence checks the mode and its extension (spirv-val of
// this tool version may not know the extension, so no validation).
func TestMaximalReconvergence(t *testing.T) {
	m := buildExecModes()
	m.Entry.Modes = []ir.EntryMode{ir.MaximallyReconverges}
	words, err := Module(m, Options{})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := spirv.DecodeWords(words)
	if err != nil {
		t.Fatal(err)
	}
	var ext, mode bool
	for _, in := range raw.Insts {
		switch in.Op {
		case spirv.OpExtension:
			s, _, _ := spirv.String(in.Operands())
			ext = ext || s == "SPV_KHR_maximal_reconvergence"
		case spirv.OpExecutionMode:
			mode = mode || in.Operands()[1] == uint32(executionModeMaximallyReconvergesKHR)
		}
	}
	if !ext || !mode {
		t.Errorf("extension %v, execution mode %v; want both", ext, mode)
	}
}

// TestErrors checks what lower refuses.
func TestErrors(t *testing.T) {
	if _, err := Module(buildStoreGID(), Options{TargetEnv: targetenv.Env{SPIRV: 0x00020000}}); err == nil {
		t.Errorf("bad version accepted")
	}
	_, err := Module(buildSubgroupArith(), Options{TargetEnv: targetenv.MustCompiler("vulkan1.0")})
	if err == nil || !strings.Contains(err.Error(), "needs SPIR-V 1.3 or later") {
		t.Errorf("subgroup op at vulkan1.0: err = %v", err)
	}
	if _, err := Module(&ir.Module{}, Options{}); err == nil {
		t.Errorf("module without entry point accepted")
	}
	// Invalid IR (a reference used as a value) gives an error, not a panic.
	p := newProg(1, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	p.add(ir.Assign(at(out, u(0)), ir.RefGlobal(out)))
	if _, err := Module(p.Module, Options{}); err == nil {
		t.Errorf("reference as value accepted")
	}
	// A dynamic broadcast lane needs SPIR-V 1.5.
	p = newProg(8, 1, 1)
	out = p.buf("Out", 0, ir.Uint32, 4)
	p.add(ir.Assign(at(out, p.gid()), bc("subgroupBroadcast", ir.Uint32, p.gid(), ir.Bin(ir.BitAnd, p.gid(), u(1)))))
	if _, err := Module(p.Module, Options{TargetEnv: targetenv.MustCompiler("vulkan1.1")}); err == nil || !strings.Contains(err.Error(), "internal error: argument id of subgroupBroadcast, not a constant, needs SPIR-V 1.5") {
		t.Errorf("dynamic broadcast lane at vulkan1.1: err = %v", err)
	}
	lowerOK(t, p.Module, Options{TargetEnv: targetenv.MustCompiler("vulkan1.2")})
	// The SPIR-V version override.
	env, _ := targetenv.MustCompiler("vulkan1.1").WithSPIRV("spv1.5")
	words, err := Module(buildStoreGID(), Options{TargetEnv: env})
	if err != nil || words[1] != spirv.Version1_5 {
		t.Errorf("version override: %v, header 0x%x", err, words[1])
	}
}

// shared_null_init: a shared variable with a null initializer.
func buildSharedNullInit() *ir.Module {
	p := newProg(4, 1, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	arr := ir.ArrayOf(ir.Uint32, 4, 0)
	sh := p.AddGlobal(&ir.Global{Name: "zeroed", Type: arr, Storage: ir.StorageWorkgroup, Init: ir.ConstNull(arr)})
	p.add(ir.Assign(at(out, p.gid()), uadd(ir.Ld(ir.IndexOf(ir.RefGlobal(sh), p.gid())), u(3))))
	return p.Module
}

// Validation only (e2e/sema_nullinit_test.go runs null-initialised shared
// variables on the interpreter).
var _ = register(lowerCase{name: "shared_null_init", build: buildSharedNullInit, envs: []string{"vulkan1.3"}})
