package cli

import (
	"encoding/binary"
	"fmt"
	"math"
	"sort"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// This file reads what TestGGMLSameAsGlslang needs to make inputs out of a
// module's own declarations: the scalar members of every buffer and of the
// push-constant block, with their offsets, types and names.

// scalarKind is the type of one scalar of a buffer.
type scalarKind struct {
	float  bool
	signed bool
	width  int // bits
}

// modScalar is one scalar of a block: its offset in the block (within one
// element for the runtime array's part), its type and its member path.
type modScalar struct {
	off  int
	kind scalarKind
	name string
}

// modBlock is the layout of one buffer or push-constant variable.
type modBlock struct {
	set, binding uint32
	storage      spirv.StorageClass
	fixed        []modScalar // scalars before the runtime array
	rtOff        int         // offset of the runtime array (-1 without one)
	rtStride     int
	rtElem       []modScalar // scalars of one runtime-array element, relative to it
}

// modInfo is what the harness reads from a module.
type modInfo struct {
	blocks []modBlock
	// spec holds the default of every specialization constant by SpecId.
	// glslang gives local_size_x_id = N its own constant (default 1) beside
	// the program's constant_id = N one; the program's default wins here,
	// as it does on a device once the id is specialized.
	spec map[uint32]uint64
	// specName names the program's constant of every SpecId.
	specName map[uint32]string
}

type modType struct {
	op      spirv.Op
	ops     []uint32
	members []uint32
}

// reflectModule decodes data and lists its buffer and push-constant blocks.
func reflectModule(data []byte) (*modInfo, error) {
	m, err := spirv.Decode(data)
	if err != nil {
		return nil, err
	}
	types := map[uint32]modType{}
	consts := map[uint32]uint64{}
	names := map[uint32]string{}
	memberNames := map[[2]uint32]string{}
	memberOff := map[[2]uint32]int{}
	stride := map[uint32]int{}
	matStride := map[[2]uint32]int{}
	set := map[uint32]uint32{}
	binding := map[uint32]uint32{}
	specID := map[uint32]uint32{}
	specVal := map[uint32]uint64{}
	var specOrder []uint32
	inWGSize := map[uint32]bool{}
	wgSizeIDs := map[uint32]bool{}
	type variable struct {
		id, ptr uint32
		sc      spirv.StorageClass
	}
	var vars []variable
	for _, in := range m.Insts {
		o := in.Operands()
		switch in.Op {
		case spirv.OpName:
			if s, _, err := spirv.String(o[1:]); err == nil {
				names[o[0]] = s
			}
		case spirv.OpMemberName:
			if s, _, err := spirv.String(o[2:]); err == nil {
				memberNames[[2]uint32{o[0], o[1]}] = s
			}
		case spirv.OpDecorate:
			switch spirv.Decoration(o[1]) {
			case spirv.DecorationArrayStride:
				stride[o[0]] = int(o[2])
			case spirv.DecorationDescriptorSet:
				set[o[0]] = o[2]
			case spirv.DecorationBinding:
				binding[o[0]] = o[2]
			case spirv.DecorationSpecId:
				specID[o[0]] = o[2]
			case spirv.DecorationBuiltIn:
				if spirv.BuiltIn(o[2]) == spirv.BuiltInWorkgroupSize {
					wgSizeIDs[o[0]] = true
				}
			}
		case spirv.OpMemberDecorate:
			switch spirv.Decoration(o[2]) {
			case spirv.DecorationOffset:
				memberOff[[2]uint32{o[0], o[1]}] = int(o[3])
			case spirv.DecorationMatrixStride:
				matStride[[2]uint32{o[0], o[1]}] = int(o[3])
			}
		case spirv.OpTypeBool, spirv.OpTypeInt, spirv.OpTypeFloat, spirv.OpTypeVector, spirv.OpTypeMatrix,
			spirv.OpTypeArray, spirv.OpTypeRuntimeArray, spirv.OpTypePointer:
			types[o[0]] = modType{op: in.Op, ops: o[1:]}
		case spirv.OpTypeStruct:
			types[o[0]] = modType{op: in.Op, members: o[1:]}
		case spirv.OpConstant, spirv.OpSpecConstant:
			if len(o) >= 3 {
				v := uint64(o[2])
				if len(o) >= 4 {
					v |= uint64(o[3]) << 32
				}
				consts[o[1]] = v
				if in.Op == spirv.OpSpecConstant {
					specVal[o[1]] = v
					specOrder = append(specOrder, o[1])
				}
			}
		case spirv.OpSpecConstantTrue, spirv.OpSpecConstantFalse:
			if in.Op == spirv.OpSpecConstantTrue {
				specVal[o[1]] = 1
			} else {
				specVal[o[1]] = 0
			}
			specOrder = append(specOrder, o[1])
		case spirv.OpSpecConstantComposite:
			if wgSizeIDs[o[1]] {
				for _, c := range o[2:] {
					inWGSize[c] = true
				}
			}
		case spirv.OpExecutionModeId:
			if spirv.ExecutionMode(o[1]) == spirv.ExecutionModeLocalSizeId {
				for _, c := range o[2:] {
					inWGSize[c] = true
				}
			}
		case spirv.OpVariable:
			sc := spirv.StorageClass(o[2])
			if sc == spirv.StorageClassStorageBuffer || sc == spirv.StorageClassUniform || sc == spirv.StorageClassPushConstant {
				vars = append(vars, variable{o[1], o[0], sc})
			}
		}
	}
	var walk func(tid uint32, off int, name string, out *[]modScalar, depth int, mstride int) error
	walk = func(tid uint32, off int, name string, out *[]modScalar, depth int, mstride int) error {
		if depth > 32 {
			return fmt.Errorf("type %d nests too deep", tid)
		}
		t, ok := types[tid]
		if !ok {
			return fmt.Errorf("type %d unknown", tid)
		}
		switch t.op {
		case spirv.OpTypeBool:
			*out = append(*out, modScalar{off, scalarKind{width: 32}, name})
		case spirv.OpTypeInt:
			*out = append(*out, modScalar{off, scalarKind{signed: t.ops[1] == 1, width: int(t.ops[0])}, name})
		case spirv.OpTypeFloat:
			if len(t.ops) > 1 {
				return fmt.Errorf("float type %d has an encoding", tid)
			}
			*out = append(*out, modScalar{off, scalarKind{float: true, signed: true, width: int(t.ops[0])}, name})
		case spirv.OpTypeVector:
			var first []modScalar
			if err := walk(t.ops[0], 0, name, &first, depth+1, 0); err != nil {
				return err
			}
			w := first[0].kind.width / 8
			for i := 0; i < int(t.ops[1]); i++ {
				if err := walk(t.ops[0], off+i*w, fmt.Sprintf("%s[%d]", name, i), out, depth+1, 0); err != nil {
					return err
				}
			}
		case spirv.OpTypeMatrix:
			if mstride == 0 {
				return fmt.Errorf("matrix %d without MatrixStride", tid)
			}
			for i := 0; i < int(t.ops[1]); i++ {
				if err := walk(t.ops[0], off+i*mstride, fmt.Sprintf("%s[%d]", name, i), out, depth+1, 0); err != nil {
					return err
				}
			}
		case spirv.OpTypeArray:
			n, ok := consts[t.ops[1]]
			s := stride[tid]
			if !ok || s == 0 {
				return fmt.Errorf("array %d: length or stride unknown", tid)
			}
			if n > 1<<16 {
				return fmt.Errorf("array %d: %d elements", tid, n)
			}
			for i := 0; i < int(n); i++ {
				if err := walk(t.ops[0], off+i*s, fmt.Sprintf("%s[%d]", name, i), out, depth+1, mstride); err != nil {
					return err
				}
			}
		case spirv.OpTypeStruct:
			for i, mt := range t.members {
				k := [2]uint32{tid, uint32(i)}
				mo, ok := memberOff[k]
				if !ok {
					return fmt.Errorf("struct %d member %d has no Offset", tid, i)
				}
				n := memberNames[k]
				if name != "" {
					n = name + "." + n
				}
				if err := walk(mt, off+mo, n, out, depth+1, matStride[k]); err != nil {
					return err
				}
			}
		default:
			return fmt.Errorf("type %d: %v in a block", tid, t.op)
		}
		return nil
	}
	info := &modInfo{spec: map[uint32]uint64{}, specName: map[uint32]string{}}
	for _, pass := range []bool{true, false} {
		for _, c := range specOrder {
			sid, ok := specID[c]
			if !ok || inWGSize[c] != pass {
				continue
			}
			info.spec[sid] = specVal[c]
			if n := names[c]; n != "" {
				info.specName[sid] = n
			}
		}
	}
	for _, v := range vars {
		pt, ok := types[v.ptr]
		if !ok || pt.op != spirv.OpTypePointer {
			return nil, fmt.Errorf("variable %d: pointer type unknown", v.id)
		}
		st, ok := types[pt.ops[1]]
		if !ok || st.op != spirv.OpTypeStruct {
			return nil, fmt.Errorf("variable %d (%s): not a block (descriptor arrays are not handled)", v.id, names[v.id])
		}
		b := modBlock{set: set[v.id], binding: binding[v.id], storage: v.sc, rtOff: -1}
		if v.sc == spirv.StorageClassPushConstant {
			b.set, b.binding = 0xFFFFFFFF, 0xFFFFFFFF
		}
		for i, mt := range st.members {
			k := [2]uint32{pt.ops[1], uint32(i)}
			if t := types[mt]; t.op == spirv.OpTypeRuntimeArray {
				b.rtOff, b.rtStride = memberOff[k], stride[mt]
				if err := walk(t.ops[0], 0, memberNames[k], &b.rtElem, 0, matStride[k]); err != nil {
					return nil, err
				}
				continue
			}
			if err := walk(mt, memberOff[k], memberNames[k], &b.fixed, 0, matStride[k]); err != nil {
				return nil, err
			}
		}
		info.blocks = append(info.blocks, b)
	}
	sort.SliceStable(info.blocks, func(i, j int) bool {
		a, b := info.blocks[i], info.blocks[j]
		if a.set != b.set {
			return a.set < b.set
		}
		return a.binding < b.binding
	})
	return info, nil
}

// fillPriority orders the views of aliasing blocks: a byte written by a
// later (higher) view keeps that view's value. Narrow integers come first
// and wide ones before them so that index-like 32-bit arrays hold small
// values while byte arrays (quantized data) hold any bits; floats come last
// so that every float view reads a finite value (a float16 pair read as a
// float32 is finite too, as a float16's top bits never make a float32
// exponent of all ones, so float16 goes last).
func fillPriority(k scalarKind) int {
	switch {
	case !k.float && k.width >= 32:
		return 0
	case !k.float && k.width == 16:
		return 1
	case !k.float:
		return 2
	case k.width == 64:
		return 3
	case k.width == 32:
		return 4
	default:
		return 5
	}
}

// mix is a small deterministic hash for the fill pattern.
func mix(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return x
}

// putScalar writes the pattern value number seed as a k at b.
func putScalar(b []byte, k scalarKind, seed uint64) {
	h := mix(seed)
	if k.float {
		// Multiples of 1/8 in [-2, 2]: exact in every float width, so
		// no input is NaN, infinite or subnormal.
		v := float64(int(h%33)-16) / 8
		switch k.width {
		case 16:
			binary.LittleEndian.PutUint16(b, f16.FromFloat32(float32(v)))
		case 32:
			binary.LittleEndian.PutUint32(b, math.Float32bits(float32(v)))
		case 64:
			binary.LittleEndian.PutUint64(b, math.Float64bits(v))
		}
		return
	}
	switch k.width {
	case 8:
		b[0] = byte(h)
	case 16:
		binary.LittleEndian.PutUint16(b, uint16(h))
	case 32:
		binary.LittleEndian.PutUint32(b, uint32(h%8))
	case 64:
		binary.LittleEndian.PutUint64(b, h%8)
	}
}

// fillBuffer fills buf with the pattern for every block view of it.
func fillBuffer(buf []byte, views []modBlock, seed uint64) {
	type item struct {
		off  int
		kind scalarKind
	}
	var items []item
	for _, v := range views {
		for _, s := range v.fixed {
			items = append(items, item{s.off, s.kind})
		}
		if v.rtOff >= 0 && v.rtStride > 0 {
			for base := v.rtOff; base+v.rtStride <= len(buf); base += v.rtStride {
				for _, s := range v.rtElem {
					items = append(items, item{base + s.off, s.kind})
				}
			}
		}
	}
	sort.SliceStable(items, func(i, j int) bool { return fillPriority(items[i].kind) < fillPriority(items[j].kind) })
	for _, it := range items {
		if it.off+it.kind.width/8 <= len(buf) {
			putScalar(buf[it.off:], it.kind, seed*1000003+uint64(it.off))
		}
	}
}
