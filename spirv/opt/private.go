package opt

import "github.com/glslc-nv/glslc-nv/spirv"

const storagePrivate = 6

// privateToLocal turns each Private variable that only one entry-point
// function uses (after inlining, typically main) into a Function variable
// of that function, which mem2reg can then promote: an invocation's
// Private memory lives exactly as long as its entry point runs. It
// reports whether it moved any.
func privateToLocal(m *Module) bool {
	entries := map[uint32]int{}
	for _, in := range m.Globals {
		if in.Op == spirv.OpEntryPoint {
			entries[in.Ref(0)]++
		}
	}
	called := map[uint32]bool{}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, in := range b.Insts {
				if in.Op == spirv.OpFunctionCall {
					called[in.Ref(0)] = true
				}
			}
		}
	}
	private := map[uint32]*Inst{}
	for _, in := range m.Globals {
		if in.Op == spirv.OpVariable && in.Words[3] == storagePrivate {
			private[in.Result()] = in
		}
	}
	if len(private) == 0 {
		return false
	}
	// user is the one function using each variable (nil: several, or a
	// global instruction).
	user := map[uint32]*Function{}
	several := map[uint32]bool{}
	for _, in := range m.Globals {
		switch in.Op {
		case spirv.OpEntryPoint, spirv.OpName, spirv.OpDecorate, spirv.OpDecorateString:
			continue // these go with the global variable
		}
		in.uses(func(id uint32) { several[id] = several[id] || private[id] != nil })
	}
	for _, f := range m.Funcs {
		f.each(func(in *Inst) {
			in.uses(func(id uint32) {
				if private[id] == nil {
					return
				}
				if u, ok := user[id]; ok && u != f {
					several[id] = true
				}
				user[id] = f
			})
		})
	}
	pointers := map[[2]uint32]uint32{} // storage class, pointee -> pointer type
	t := newTypeInfo(m)
	for _, in := range m.Globals {
		if in.Op == spirv.OpTypePointer {
			pointers[[2]uint32{in.Words[2], in.Words[3]}] = in.Result()
		}
	}
	changed := false
	for id, v := range private {
		f := user[id]
		if f == nil || several[id] || called[f.ID()] || entries[f.ID()] != 1 || len(f.Blocks) == 0 {
			continue
		}
		pointee := t.pointee[v.Type()]
		ptr, ok := pointers[[2]uint32{storageFunction, pointee}]
		if !ok {
			ptr = m.newID()
			m.Globals = append(m.Globals, newInst(spirv.OpTypePointer, 0, 1, []int{3}, ptr, storageFunction, pointee))
			pointers[[2]uint32{storageFunction, pointee}] = ptr
		}
		local := newInst(spirv.OpVariable, 1, 2, nil, ptr, m.newID(), storageFunction)
		if len(v.Words) > 4 {
			local.Words = append(local.Words, v.Words[4])
			local.refs = []int{4}
		}
		entry := f.Blocks[0]
		entry.Insts = append([]*Inst{local}, entry.Insts...)
		f.replaceAll(map[uint32]uint32{id: local.Result()})
		changed = true
	}
	return changed
}
