package lower

import (
	"testing"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

func atomicOn(op ir.AtomicOp, r ir.Ref, v ir.Expr) *ir.Atomic {
	return &ir.Atomic{Op: op, Ref: r, Value: v, Scope: ir.ScopeDevice, Semantics: ir.SemanticsNone}
}

// atomics: add / min / max / and / or / xor / exchange / comp-swap on a
// buffer (signed and unsigned) and add on a shared counter.
func buildAtomics() *ir.Module {
	p := newProg(8, 1, 1)
	bt := ir.NewBlock("C",
		ir.Member{Name: "sum", Type: ir.Uint32, Offset: 0},
		ir.Member{Name: "smin", Type: ir.Int32, Offset: 4},
		ir.Member{Name: "umax", Type: ir.Uint32, Offset: 8},
		ir.Member{Name: "bits", Type: ir.Uint32, Offset: 12},
		ir.Member{Name: "x", Type: ir.Uint32, Offset: 16},
		ir.Member{Name: "swap", Type: ir.Uint32, Offset: 20},
		ir.Member{Name: "old", Type: ir.RuntimeArrayOf(ir.Uint32, 4), Offset: 24},
	)
	g := p.AddGlobal(&ir.Global{Name: "c", Type: bt, Storage: ir.StorageBuffer, Binding: 0, Access: ir.Coherent})
	sh := p.AddGlobal(&ir.Global{Name: "shared_count", Type: ir.Uint32, Storage: ir.StorageWorkgroup})
	m := func(i int) ir.Ref { return ir.FieldOf(ir.RefGlobal(g), i) }
	gi := ir.Conv(ir.Bitcast, p.gid(), ir.Int32)
	p.add(
		ir.IfElse(ueq(p.bi("gl_LocalInvocationIndex"), u(0)), ir.Blk(ir.Assign(ir.RefGlobal(sh), u(0))), nil),
		ir.Do(ir.CallBuiltin("barrier", ir.Void)),
		ir.Do(atomicOn(ir.AtomicAdd, m(0), uadd(p.gid(), u(1)))),
		ir.Do(atomicOn(ir.AtomicMin, m(1), ir.Bin(ir.ISub, i32(3), gi))),
		ir.Do(atomicOn(ir.AtomicMax, m(2), umul(p.gid(), u(5)))),
		ir.Do(atomicOn(ir.AtomicOr, m(3), ir.Bin(ir.ShiftLeft, u(1), p.gid()))),
		ir.Do(atomicOn(ir.AtomicAnd, m(3), u(0xff))),
		ir.Do(atomicOn(ir.AtomicXor, m(4), u(1))),
		ir.Do(&ir.Atomic{Op: ir.AtomicCompSwap, Ref: m(5), Comparator: p.gid(), Value: u(100), Scope: ir.ScopeDevice}),
		ir.Do(atomicOn(ir.AtomicAdd, ir.RefGlobal(sh), u(1))),
		ir.Do(ir.CallBuiltin("barrier", ir.Void)),
		ir.Do(atomicOn(ir.AtomicExchange, ir.IndexOf(m(6), p.gid()), ir.Ld(ir.RefGlobal(sh)))),
	)
	return p.Module
}

// shared_reverse: each workgroup reverses its slice through shared memory
// with barriers.
func buildSharedReverse() *ir.Module {
	p := newProg(8, 1, 1)
	data := p.buf("Data", 0, ir.Uint32, 4)
	tmp := p.AddGlobal(&ir.Global{Name: "tmp", Type: ir.ArrayOf(ir.Uint32, 8, 0), Storage: ir.StorageWorkgroup})
	lid := p.bi("gl_LocalInvocationIndex")
	p.add(
		ir.Assign(ir.IndexOf(ir.RefGlobal(tmp), lid), ir.Ld(at(data, p.gid()))),
		ir.Do(ir.CallBuiltin("barrier", ir.Void)),
		ir.Do(ir.CallBuiltin("memoryBarrierShared", ir.Void)),
		ir.Assign(at(data, p.gid()), ir.Ld(ir.IndexOf(ir.RefGlobal(tmp), ir.Bin(ir.ISub, u(7), p.bi("gl_LocalInvocationIndex"))))),
		ir.Do(ir.CallBuiltin("memoryBarrier", ir.Void)),
		ir.Do(ir.CallBuiltin("memoryBarrierBuffer", ir.Void)),
		ir.Do(ir.CallBuiltin("memoryBarrierImage", ir.Void)),
		ir.Do(ir.CallBuiltin("groupMemoryBarrier", ir.Void)),
	)
	return p.Module
}

// builtin_vars: the compute built-in inputs in a 2-D dispatch.
func buildBuiltinVars() *ir.Module {
	p := newProg(2, 2, 1)
	out := p.buf("Out", 0, ir.Uint32, 4)
	wid := ir.Ld(ir.RefGlobal(p.Builtin("gl_WorkGroupID")))
	nwg := ir.Ld(ir.RefGlobal(p.Builtin("gl_NumWorkGroups")))
	lid := ir.Ld(ir.RefGlobal(p.Builtin("gl_LocalInvocationID")))
	gidv := ir.Ld(ir.RefGlobal(p.Builtin("gl_GlobalInvocationID")))
	flat := p.local("flat", ir.Uint32)
	p.add(
		// flat = gid.y * (nwg.x * 2) + gid.x
		set(flat, uadd(umul(ir.Swz(gidv, 1), umul(ir.Swz(nwg, 0), ir.Swz(&ir.WorkgroupSize{}, 0))), ir.Swz(gidv, 0))),
		ir.Assign(at(out, ld(flat)), uadd(uadd(umul(ir.Swz(wid, 0), u(1000)), umul(ir.Swz(wid, 1), u(100))),
			uadd(umul(ir.Swz(lid, 1), u(10)), p.bi("gl_LocalInvocationIndex")))),
	)
	return p.Module
}

var _ = register(
	lowerCase{name: "atomics", build: buildAtomics, check: func(t *testing.T, w []uint32) {
		buf := make([]byte, 24+4*8)
		copy(buf, u32Bytes(0, 1000, 0, 0xf00, 0, 3))
		run(t, w, interp.Config{Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		got := u32s(buf)
		want := []uint32{36, uint32(0xfffffffc) /* 3-7 = -4 */, 35, 0xff, 0, 100, 8, 8, 8, 8, 8, 8, 8, 8}
		for i := range want {
			if got[i] != want[i] {
				t.Errorf("word %d = %d, want %d", i, got[i], want[i])
			}
		}
	}},
	lowerCase{name: "shared_reverse", build: buildSharedReverse, check: func(t *testing.T, w []uint32) {
		buf := u32Bytes(0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 15, 16, 17)
		run(t, w, interp.Config{Workgroups: [3]uint32{2, 1, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		wantU32(t, "data", buf, 7, 6, 5, 4, 3, 2, 1, 0, 17, 16, 15, 14, 13, 12, 11, 10)
	}},
	lowerCase{name: "builtin_vars", build: buildBuiltinVars, check: func(t *testing.T, w []uint32) {
		buf := make([]byte, 4*16)
		run(t, w, interp.Config{Workgroups: [3]uint32{2, 2, 1}, Buffers: map[[2]uint32][]byte{{0, 0}: buf}})
		var want []uint32
		for y := uint32(0); y < 4; y++ {
			for x := uint32(0); x < 4; x++ {
				wx, wy, lx, ly := x/2, y/2, x%2, y%2
				want = append(want, wx*1000+wy*100+ly*10+ly*2+lx)
			}
		}
		wantU32(t, "out", buf, want...)
	}},
)
