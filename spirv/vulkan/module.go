package vulkan

import (
	"fmt"
	"sort"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// moduleInfo is what Run needs to know about a module: its version,
// capabilities and extensions (checked against the device), entry points,
// the buffers it binds, its specialization constants and the size of its
// push-constant block. It is read straight from the instruction stream.
type moduleInfo struct {
	version  uint32
	caps     []spirv.Capability
	exts     []string
	entries  []entryInfo
	bindings []bindingInfo
	specs    map[uint32]specInfo // by SpecId
	pushSize int

	names    map[uint32]string
	decos    map[uint32][]decoration
	members  map[uint32]map[uint32][]decoration // struct id -> member -> decorations
	types    map[uint32]spirv.Inst
	consts   map[uint32]spirv.Inst // OpConstant*, OpSpecConstant*
	wgSizeID uint32                // constant decorated BuiltIn WorkgroupSize
	specIDOf map[uint32]uint32     // result id -> SpecId
}

type decoration struct {
	kind spirv.Decoration
	args []uint32
}

type entryInfo struct {
	model     spirv.ExecutionModel
	id        uint32
	name      string
	localSize [3]uint32
	// localSizeIDs is set (nonzero) by LocalSizeId.
	localSizeIDs [3]uint32
	hasLocalSize bool
}

type bindingInfo struct {
	set, binding uint32
	kind         BufferKind // Storage or Uniform; KindAuto for other descriptor kinds
	name         string
	count        int // >1 for an array of blocks
	other        string
	// image describes an image, sampler or texel-buffer variable (nil
	// for buffers).
	image *imageDecl
}

// imageDecl is what a binding's OpTypeImage (or OpTypeSampledImage, or
// OpTypeSampler) declares.
type imageDecl struct {
	op      spirv.Op // OpTypeImage, OpTypeSampledImage or OpTypeSampler
	dim     uint32   // SPIR-V Dim: 0 1D, 1 2D, 2 3D, 3 Cube, 5 Buffer
	arrayed bool
	ms      bool
	sampled uint32 // 1 sampled, 2 storage (OpTypeImage's Sampled)
}

type specInfo struct {
	resultID uint32
	size     int // bytes Vulkan reads: 4 for bool
	isBool   bool
	def      uint64
}

func (m *moduleInfo) deco(id uint32, d spirv.Decoration) ([]uint32, bool) {
	for _, x := range m.decos[id] {
		if x.kind == d {
			return x.args, true
		}
	}
	return nil, false
}

func (m *moduleInfo) memberDeco(id, member uint32, d spirv.Decoration) ([]uint32, bool) {
	for _, x := range m.members[id][member] {
		if x.kind == d {
			return x.args, true
		}
	}
	return nil, false
}

// analyze reads the facts Run needs from a SPIR-V binary.
func analyze(data []byte) (*moduleInfo, error) {
	raw, err := spirv.Decode(data)
	if err != nil {
		return nil, err
	}
	m := &moduleInfo{
		version:  raw.Header.Version,
		specs:    map[uint32]specInfo{},
		names:    map[uint32]string{},
		decos:    map[uint32][]decoration{},
		members:  map[uint32]map[uint32][]decoration{},
		types:    map[uint32]spirv.Inst{},
		consts:   map[uint32]spirv.Inst{},
		specIDOf: map[uint32]uint32{},
	}
	type variable struct {
		id, ptrType uint32
		sc          spirv.StorageClass
	}
	var vars []variable
	bad := func(in spirv.Inst, what string) error {
		return &spirv.DecodeError{Offset: in.Offset, Msg: fmt.Sprintf("%s: %s", in.Op, what)}
	}
	for _, in := range raw.Insts {
		ops := in.Operands()
		need := func(n int) error {
			if len(ops) < n {
				return bad(in, fmt.Sprintf("has %d operands, expected at least %d", len(ops), n))
			}
			return nil
		}
		switch in.Op {
		case spirv.OpCapability:
			if err := need(1); err != nil {
				return nil, err
			}
			m.caps = append(m.caps, spirv.Capability(ops[0]))
		case spirv.OpExtension:
			s, _, err := spirv.String(ops)
			if err != nil {
				return nil, bad(in, err.Error())
			}
			m.exts = append(m.exts, s)
		case spirv.OpEntryPoint:
			if err := need(3); err != nil {
				return nil, err
			}
			s, _, err := spirv.String(ops[2:])
			if err != nil {
				return nil, bad(in, err.Error())
			}
			m.entries = append(m.entries, entryInfo{model: spirv.ExecutionModel(ops[0]), id: ops[1], name: s})
		case spirv.OpExecutionMode, spirv.OpExecutionModeId:
			if err := need(2); err != nil {
				return nil, err
			}
			mode := spirv.ExecutionMode(ops[1])
			if mode != spirv.ExecutionModeLocalSize && mode != spirv.ExecutionModeLocalSizeId {
				break
			}
			if err := need(5); err != nil {
				return nil, err
			}
			for i := range m.entries {
				e := &m.entries[i]
				if e.id != ops[0] {
					continue
				}
				e.hasLocalSize = true
				if mode == spirv.ExecutionModeLocalSize {
					copy(e.localSize[:], ops[2:5])
				} else {
					copy(e.localSizeIDs[:], ops[2:5])
				}
			}
		case spirv.OpName:
			if err := need(2); err != nil {
				return nil, err
			}
			if s, _, err := spirv.String(ops[1:]); err == nil {
				m.names[ops[0]] = s
			}
		case spirv.OpDecorate, spirv.OpDecorateId:
			if err := need(2); err != nil {
				return nil, err
			}
			d := spirv.Decoration(ops[1])
			m.decos[ops[0]] = append(m.decos[ops[0]], decoration{d, ops[2:]})
			if d == spirv.DecorationSpecId && len(ops) > 2 {
				m.specIDOf[ops[0]] = ops[2]
			}
			if d == spirv.DecorationBuiltIn && len(ops) > 2 && spirv.BuiltIn(ops[2]) == spirv.BuiltInWorkgroupSize {
				m.wgSizeID = ops[0]
			}
		case spirv.OpMemberDecorate:
			if err := need(3); err != nil {
				return nil, err
			}
			mm := m.members[ops[0]]
			if mm == nil {
				mm = map[uint32][]decoration{}
				m.members[ops[0]] = mm
			}
			mm[ops[1]] = append(mm[ops[1]], decoration{spirv.Decoration(ops[2]), ops[3:]})
		case spirv.OpTypeVoid, spirv.OpTypeBool, spirv.OpTypeInt, spirv.OpTypeFloat, spirv.OpTypeVector,
			spirv.OpTypeMatrix, spirv.OpTypeArray, spirv.OpTypeRuntimeArray, spirv.OpTypeStruct,
			spirv.OpTypePointer, spirv.OpTypeImage, spirv.OpTypeSampler, spirv.OpTypeSampledImage,
			spirv.OpTypeCooperativeMatrixKHR:
			if err := need(1); err != nil {
				return nil, err
			}
			m.types[ops[0]] = in
		case spirv.OpConstant, spirv.OpConstantTrue, spirv.OpConstantFalse, spirv.OpConstantComposite,
			spirv.OpSpecConstant, spirv.OpSpecConstantTrue, spirv.OpSpecConstantFalse, spirv.OpSpecConstantComposite:
			if err := need(2); err != nil {
				return nil, err
			}
			m.consts[ops[1]] = in
		case spirv.OpVariable:
			if err := need(3); err != nil {
				return nil, err
			}
			vars = append(vars, variable{id: ops[1], ptrType: ops[0], sc: spirv.StorageClass(ops[2])})
		}
	}
	// Specialization constants.
	for id, sid := range m.specIDOf {
		in, ok := m.consts[id]
		if !ok {
			continue
		}
		ops := in.Operands()
		si := specInfo{resultID: id}
		switch in.Op {
		case spirv.OpSpecConstantTrue, spirv.OpSpecConstantFalse:
			si.size, si.isBool = 4, true
			if in.Op == spirv.OpSpecConstantTrue {
				si.def = 1
			}
		case spirv.OpSpecConstant:
			w := m.scalarWidth(ops[0])
			if w == 0 {
				return nil, bad(in, "specialization constant of a non-scalar type")
			}
			si.size = w / 8
			if len(ops) > 2 {
				si.def = uint64(ops[2])
			}
			if len(ops) > 3 {
				si.def |= uint64(ops[3]) << 32
			}
		default:
			continue
		}
		m.specs[sid] = si
	}
	// Buffers and push constants.
	for _, v := range vars {
		pt, ok := m.types[v.ptrType]
		if !ok || pt.Op != spirv.OpTypePointer || len(pt.Operands()) < 3 {
			continue
		}
		pointee := pt.Operands()[2]
		if v.sc == spirv.StorageClassPushConstant {
			n, err := m.sizeOf(pointee, 0)
			if err != nil {
				return nil, err
			}
			if n > m.pushSize {
				m.pushSize = n
			}
			continue
		}
		set, ok1 := m.deco(v.id, spirv.DecorationDescriptorSet)
		bnd, ok2 := m.deco(v.id, spirv.DecorationBinding)
		if !ok1 || !ok2 || len(set) == 0 || len(bnd) == 0 {
			continue
		}
		b := bindingInfo{set: set[0], binding: bnd[0], count: 1, name: m.names[v.id]}
		t := pointee
		if ti, ok := m.types[t]; ok && (ti.Op == spirv.OpTypeArray || ti.Op == spirv.OpTypeRuntimeArray) {
			b.count = -1
			if ti.Op == spirv.OpTypeArray {
				if n, ok := m.constValue(ti.Operands()[2], nil); ok {
					b.count = int(n)
				}
			}
			t = ti.Operands()[1]
		}
		if b.name == "" {
			b.name = m.names[t]
		}
		_, block := m.deco(t, spirv.DecorationBlock)
		_, bufferBlock := m.deco(t, spirv.DecorationBufferBlock)
		switch {
		case v.sc == spirv.StorageClassStorageBuffer:
			b.kind = Storage
		case v.sc == spirv.StorageClassUniform && bufferBlock:
			b.kind = Storage
		case v.sc == spirv.StorageClassUniform && block:
			b.kind = Uniform
		default:
			b.other = fmt.Sprintf("a %s resource", opName(m.types[t].Op))
			if ti, ok := m.types[t]; ok {
				switch ti.Op {
				case spirv.OpTypeSampler:
					b.image = &imageDecl{op: ti.Op}
				case spirv.OpTypeSampledImage, spirv.OpTypeImage:
					it := ti
					if ti.Op == spirv.OpTypeSampledImage {
						it = m.types[ti.Operands()[1]]
					}
					if ops := it.Operands(); it.Op == spirv.OpTypeImage && len(ops) >= 8 {
						b.image = &imageDecl{op: ti.Op, dim: ops[2], arrayed: ops[4] != 0, ms: ops[5] != 0, sampled: ops[6]}
					}
				}
			}
		}
		m.bindings = append(m.bindings, b)
	}
	sort.Slice(m.bindings, func(i, j int) bool {
		a, b := m.bindings[i], m.bindings[j]
		if a.set != b.set {
			return a.set < b.set
		}
		return a.binding < b.binding
	})
	return m, nil
}

func opName(op spirv.Op) string {
	if op == 0 {
		return "non-buffer"
	}
	return op.String()
}

// scalarWidth is the bit width of an int or float type, 32 for bool
// (VkBool32), 0 otherwise.
func (m *moduleInfo) scalarWidth(t uint32) int {
	in, ok := m.types[t]
	if !ok {
		return 0
	}
	switch in.Op {
	case spirv.OpTypeInt, spirv.OpTypeFloat:
		if len(in.Operands()) > 1 {
			return int(in.Operands()[1])
		}
	case spirv.OpTypeBool:
		return 32
	}
	return 0
}

// constValue evaluates a scalar integer constant, applying spec overrides.
func (m *moduleInfo) constValue(id uint32, spec map[uint32]uint64) (uint64, bool) {
	in, ok := m.consts[id]
	if !ok {
		return 0, false
	}
	ops := in.Operands()
	if sid, ok := m.specIDOf[id]; ok && spec != nil {
		if v, ok := spec[sid]; ok {
			return v, true
		}
	}
	switch in.Op {
	case spirv.OpConstant, spirv.OpSpecConstant:
		if len(ops) < 3 {
			return 0, false
		}
		v := uint64(ops[2])
		if len(ops) > 3 {
			v |= uint64(ops[3]) << 32
		}
		return v, true
	case spirv.OpConstantTrue, spirv.OpSpecConstantTrue:
		return 1, true
	case spirv.OpConstantFalse, spirv.OpSpecConstantFalse:
		return 0, true
	}
	return 0, false
}

// localSize is the workgroup size of entry e after specialization; ok is
// false when it cannot be worked out.
func (m *moduleInfo) localSize(e *entryInfo, spec map[uint32]uint64) ([3]uint32, bool) {
	if m.wgSizeID != 0 {
		if in, ok := m.consts[m.wgSizeID]; ok && (in.Op == spirv.OpConstantComposite || in.Op == spirv.OpSpecConstantComposite) {
			ops := in.Operands()
			if len(ops) >= 5 {
				var out [3]uint32
				for i := 0; i < 3; i++ {
					v, ok := m.constValue(ops[2+i], spec)
					if !ok {
						return out, false
					}
					out[i] = uint32(v)
				}
				return out, true
			}
		}
	}
	if !e.hasLocalSize {
		return [3]uint32{}, false
	}
	if e.localSizeIDs != [3]uint32{} {
		var out [3]uint32
		for i, id := range e.localSizeIDs {
			v, ok := m.constValue(id, spec)
			if !ok {
				return out, false
			}
			out[i] = uint32(v)
		}
		return out, true
	}
	return e.localSize, true
}

// sizeOf is the byte size of a type in an explicitly laid out block;
// stride is the MatrixStride of the enclosing member (for matrices).
func (m *moduleInfo) sizeOf(t uint32, stride uint32) (int, error) {
	in, ok := m.types[t]
	if !ok {
		return 0, fmt.Errorf("SPIR-V: type %%%d is not defined", t)
	}
	ops := in.Operands()
	switch in.Op {
	case spirv.OpTypeInt, spirv.OpTypeFloat:
		return int(ops[1]) / 8, nil
	case spirv.OpTypeBool:
		return 4, nil
	case spirv.OpTypeVector:
		n, err := m.sizeOf(ops[1], 0)
		return n * int(ops[2]), err
	case spirv.OpTypeMatrix:
		col, err := m.sizeOf(ops[1], 0)
		if stride == 0 {
			stride = uint32(col)
		}
		return int(stride)*(int(ops[2])-1) + col, err
	case spirv.OpTypeArray:
		n, ok := m.constValue(ops[2], nil)
		if !ok {
			return 0, fmt.Errorf("SPIR-V: array length of %%%d is not a constant", t)
		}
		if st, ok := m.deco(t, spirv.DecorationArrayStride); ok && len(st) > 0 {
			return int(st[0]) * int(n), nil
		}
		e, err := m.sizeOf(ops[1], stride)
		return e * int(n), err
	case spirv.OpTypeRuntimeArray:
		return 0, nil
	case spirv.OpTypeStruct:
		end := 0
		for i, mt := range ops[1:] {
			off := 0
			if o, ok := m.memberDeco(t, uint32(i), spirv.DecorationOffset); ok && len(o) > 0 {
				off = int(o[0])
			}
			var ms uint32
			if s, ok := m.memberDeco(t, uint32(i), spirv.DecorationMatrixStride); ok && len(s) > 0 {
				ms = s[0]
			}
			n, err := m.sizeOf(mt, ms)
			if err != nil {
				return 0, err
			}
			if off+n > end {
				end = off + n
			}
		}
		return end, nil
	}
	return 0, fmt.Errorf("SPIR-V: %s has no size in a block", in.Op)
}

// entry finds the entry point to run.
func (m *moduleInfo) entry(name string) (*entryInfo, error) {
	var found []*entryInfo
	for i := range m.entries {
		e := &m.entries[i]
		if e.model != spirv.ExecutionModelGLCompute {
			continue
		}
		if name == "" || e.name == name {
			found = append(found, e)
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) == 0 && name != "":
		return nil, fmt.Errorf("vulkan: module has no GLCompute entry point named %q", name)
	case len(found) == 0:
		return nil, fmt.Errorf("vulkan: module has no GLCompute entry point")
	}
	return nil, fmt.Errorf("vulkan: module has %d GLCompute entry points; name one in RunConfig.Entry", len(found))
}

func capName(c spirv.Capability) string {
	if e, ok := spirv.KindCapability.Enumerant(uint32(c)); ok {
		return e.Name
	}
	return fmt.Sprintf("Capability(%d)", uint32(c))
}
