package robust

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/spirv"
)

// Clamp returns the module with the indices of every OpAccessChain and
// OpInBoundsAccessChain in a function clamped into range:
//
//   - an index into an array, vector or matrix of known size n becomes
//     SClamp(i, 0, n-1) (a constant index out of range is replaced by the
//     clamped constant; one in range is left alone);
//   - an index into a runtime array becomes SClamp(i, 0, min(len-1, max)),
//     where len is OpArrayLength of the enclosing block and max the largest
//     signed value of the index type.
//
// Indices compare as signed integers whatever their type's signedness, as
// spirv-opt's pass does. Struct member indices are constants and stay.
func Clamp(words []uint32) ([]uint32, error) {
	m, err := spirv.DecodeWords(words)
	if err != nil {
		return nil, err
	}
	r := &rewriter{
		bound: m.Header.Bound, types: map[uint32]typeInfo{}, ints: map[uint32]intType{},
		consts: map[uint32]constVal{}, resType: map[uint32]uint32{}, constByKey: map[[2]uint64]uint32{},
		intByKey: map[intType]uint32{}, ptrByKey: map[[2]uint32]uint32{}, storageClass: map[uint32]uint32{},
	}
	for _, in := range m.Insts {
		r.scan(in)
	}
	// the body: functions with clamps inserted before each access chain
	var body []uint32
	firstFn := -1
	for i, in := range m.Insts {
		if in.Op == spirv.OpFunction && firstFn < 0 {
			firstFn = i
		}
		if firstFn < 0 {
			continue
		}
		if in.Op == spirv.OpAccessChain || in.Op == spirv.OpInBoundsAccessChain {
			pre, chain, err := r.chain(in)
			if err != nil {
				return nil, fmt.Errorf("SPIR-V word %d: %v", in.Offset, err)
			}
			body = append(body, pre...)
			body = append(body, chain...)
			continue
		}
		body = append(body, in.Words...)
	}
	if firstFn < 0 {
		return words, nil
	}
	out := make([]uint32, 0, len(words)+len(body)+len(r.globals)+8)
	out = append(out, words[:5]...)
	importDone := r.glsl != 0 && !r.newGLSL
	for _, in := range m.Insts[:firstFn] {
		if !importDone && (in.Op == spirv.OpMemoryModel) {
			out = append(out, r.importInst()...)
			importDone = true
		}
		out = append(out, in.Words...)
	}
	out = append(out, r.globals...)
	out = append(out, body...)
	out[3] = r.bound
	return out, nil
}

type typeInfo struct {
	op      spirv.Op
	elem    uint32   // array, runtime array, vector, matrix element; pointer pointee
	n       uint64   // array length, vector or matrix count
	sized   bool     // n is known
	members []uint32 // struct
}

type intType struct {
	width  uint32
	signed bool
}

type constVal struct {
	typ uint32
	val uint64 // zero-extended bits
}

type rewriter struct {
	bound        uint32
	types        map[uint32]typeInfo
	storageClass map[uint32]uint32 // pointer type -> storage class
	ints         map[uint32]intType
	consts       map[uint32]constVal
	resType      map[uint32]uint32 // result id -> type id
	glsl         uint32            // the GLSL.std.450 import
	newGLSL      bool
	globals      []uint32 // types and constants made here
	// the first declaration of each, so the output is deterministic
	constByKey map[[2]uint64]uint32 // (type, value)
	intByKey   map[intType]uint32
	ptrByKey   map[[2]uint32]uint32 // (storage class, pointee)
}

func (r *rewriter) id() uint32 {
	r.bound++
	return r.bound - 1
}

func (r *rewriter) scan(in spirv.Inst) {
	w := in.Words
	switch in.Op {
	case spirv.OpExtInstImport:
		if len(w) >= 3 && litString(w[2:]) == "GLSL.std.450" {
			r.glsl = w[1]
		}
	case spirv.OpTypeInt:
		if len(w) >= 4 {
			it := intType{w[2], w[3] != 0}
			r.ints[w[1]] = it
			if _, ok := r.intByKey[it]; !ok {
				r.intByKey[it] = w[1]
			}
		}
	case spirv.OpTypeVector, spirv.OpTypeMatrix:
		if len(w) >= 4 {
			r.types[w[1]] = typeInfo{op: in.Op, elem: w[2], n: uint64(w[3]), sized: true}
		}
	case spirv.OpTypeArray:
		if len(w) >= 4 {
			t := typeInfo{op: in.Op, elem: w[2]}
			if c, ok := r.consts[w[3]]; ok {
				t.n, t.sized = c.val, true
			}
			r.types[w[1]] = t
		}
	case spirv.OpTypeRuntimeArray:
		if len(w) >= 3 {
			r.types[w[1]] = typeInfo{op: in.Op, elem: w[2]}
		}
	case spirv.OpTypeStruct:
		if len(w) >= 2 {
			r.types[w[1]] = typeInfo{op: in.Op, members: append([]uint32(nil), w[2:]...)}
		}
	case spirv.OpTypePointer:
		if len(w) >= 4 {
			r.types[w[1]] = typeInfo{op: in.Op, elem: w[3]}
			r.storageClass[w[1]] = w[2]
			if _, ok := r.ptrByKey[[2]uint32{w[2], w[3]}]; !ok {
				r.ptrByKey[[2]uint32{w[2], w[3]}] = w[1]
			}
		}
	case spirv.OpConstant:
		if len(w) >= 4 {
			v := uint64(w[3])
			if len(w) >= 5 {
				v |= uint64(w[4]) << 32
			}
			if it, ok := r.ints[w[1]]; ok {
				if it.width < 64 {
					v &= 1<<it.width - 1
				}
				r.consts[w[2]] = constVal{w[1], v}
				if _, ok := r.constByKey[[2]uint64{uint64(w[1]), v}]; !ok {
					r.constByKey[[2]uint64{uint64(w[1]), v}] = w[2]
				}
			}
		}
	}
	if info, ok := in.Op.Info(); ok && info.HasResultType() && info.HasResult() && len(w) >= 3 {
		r.resType[w[2]] = w[1]
	}
}

// litString reads a nul-terminated literal string.
func litString(w []uint32) string {
	var b []byte
	for _, x := range w {
		for i := 0; i < 4; i++ {
			c := byte(x >> (8 * i))
			if c == 0 {
				return string(b)
			}
			b = append(b, c)
		}
	}
	return string(b)
}

func (r *rewriter) importInst() []uint32 {
	name := spirv.StringWords("GLSL.std.450")
	return append([]uint32{uint32(2+len(name))<<16 | uint32(spirv.OpExtInstImport), r.glsl}, name...)
}

func (r *rewriter) ext() uint32 {
	if r.glsl == 0 {
		r.glsl, r.newGLSL = r.id(), true
	}
	return r.glsl
}

// constant returns a constant of integer type t with value v (bits),
// reusing one the module has.
func (r *rewriter) constant(t uint32, v uint64) uint32 {
	it := r.ints[t]
	if it.width < 64 {
		v &= 1<<it.width - 1
	}
	key := [2]uint64{uint64(t), v}
	if id, ok := r.constByKey[key]; ok {
		return id
	}
	id := r.id()
	if it.width > 32 {
		r.globals = append(r.globals, 5<<16|uint32(spirv.OpConstant), t, id, uint32(v), uint32(v>>32))
	} else {
		r.globals = append(r.globals, 4<<16|uint32(spirv.OpConstant), t, id, uint32(v))
	}
	r.constByKey[key] = id
	r.consts[id] = constVal{t, v}
	return id
}

func signedMax(width uint32) uint64 { return 1<<(width-1) - 1 }

func sext(v uint64, width uint32) int64 {
	if width >= 64 {
		return int64(v)
	}
	s := 64 - width
	return int64(v<<s) >> s
}

// chain clamps the indices of one access chain: it returns the
// instructions to insert before it and the rewritten chain.
func (r *rewriter) chain(in spirv.Inst) (pre, out []uint32, err error) {
	w := append([]uint32(nil), in.Words...)
	if len(w) < 4 {
		return nil, w, nil
	}
	pt, ok := r.types[r.resType[w[3]]]
	if !ok || pt.op != spirv.OpTypePointer {
		return nil, w, nil // not a pointer we know (a function parameter's type is known; anything else is left)
	}
	ptrType := r.resType[w[3]]
	cur := pt.elem
	var parent uint32 // the struct holding cur, for a runtime array
	var parentMember uint32
	for k := 4; k < len(w); k++ {
		t, ok := r.types[cur]
		if !ok {
			return nil, w, nil
		}
		idx := w[k]
		switch t.op {
		case spirv.OpTypeStruct:
			c, ok := r.consts[idx]
			if !ok || c.val >= uint64(len(t.members)) {
				return nil, nil, fmt.Errorf("struct member index %%%d is not a constant in range", idx)
			}
			parent, parentMember = cur, uint32(c.val)
			cur = t.members[c.val]
			continue
		case spirv.OpTypeArray, spirv.OpTypeVector, spirv.OpTypeMatrix:
			if !t.sized {
				cur = t.elem
				continue // a specialization-constant length: left alone
			}
			it := r.idxType(idx)
			if it == 0 {
				cur = t.elem
				continue
			}
			width := r.ints[it].width
			if c, ok := r.consts[idx]; ok {
				if v := sext(c.val, width); v < 0 || uint64(v) >= t.n {
					if v < 0 {
						w[k] = r.constant(it, 0)
					} else {
						w[k] = r.constant(it, t.n-1)
					}
				}
			} else {
				hi := t.n - 1
				if hi > signedMax(width) {
					hi = signedMax(width)
				}
				d := r.id()
				pre = append(pre, 8<<16|uint32(spirv.OpExtInst), it, d, r.ext(), spirv.GLSLstd450SClamp,
					idx, r.constant(it, 0), r.constant(it, hi))
				w[k] = d
			}
		case spirv.OpTypeRuntimeArray:
			it := r.idxType(idx)
			if it == 0 || parent == 0 || k == 4 {
				cur = t.elem
				continue
			}
			// the pointer to the enclosing struct: the base when the
			// struct is its pointee, else a chain of the indices before
			structPtr := w[3]
			if k > 5 {
				sp := r.structPointer(ptrType, parent)
				structPtr = r.id()
				n := uint32(4 + (k - 1 - 4))
				pre = append(pre, n<<16|uint32(in.Op), sp, structPtr, w[3])
				pre = append(pre, w[4:k-1]...)
			}
			width := r.ints[it].width
			u := r.intOf(32, false)
			length := r.id()
			pre = append(pre, 5<<16|uint32(spirv.OpArrayLength), u, length, structPtr, parentMember)
			if width != 32 {
				conv := r.id()
				lt := r.intOf(width, false)
				pre = append(pre, 4<<16|uint32(spirv.OpUConvert), lt, conv, length)
				length = conv
			}
			m1, hi, d := r.id(), r.id(), r.id()
			pre = append(pre,
				5<<16|uint32(spirv.OpISub), it, m1, length, r.constant(it, 1),
				7<<16|uint32(spirv.OpExtInst), it, hi, r.ext(), spirv.GLSLstd450UMin, m1, r.constant(it, signedMax(width)),
				8<<16|uint32(spirv.OpExtInst), it, d, r.ext(), spirv.GLSLstd450SClamp, idx, r.constant(it, 0), hi)
			w[k] = d
		default:
			return nil, w, nil
		}
		parent = 0
		cur = t.elem
	}
	return pre, w, nil
}

// idxType is the integer type of an index, or 0.
func (r *rewriter) idxType(idx uint32) uint32 {
	t := r.resType[idx]
	if c, ok := r.consts[idx]; ok {
		t = c.typ
	}
	if _, ok := r.ints[t]; !ok {
		return 0
	}
	return t
}

// intOf returns an integer type of the width and signedness, declaring it
// when the module has none.
func (r *rewriter) intOf(width uint32, signed bool) uint32 {
	key := intType{width, signed}
	if id, ok := r.intByKey[key]; ok {
		return id
	}
	id := r.id()
	s := uint32(0)
	if signed {
		s = 1
	}
	r.globals = append(r.globals, 4<<16|uint32(spirv.OpTypeInt), id, width, s)
	r.ints[id] = key
	r.intByKey[key] = id
	return id
}

// structPointer returns a pointer type to st in the storage class of
// the pointer type pt, declaring it when the module has none.
func (r *rewriter) structPointer(pt, st uint32) uint32 {
	sc := r.storageClass[pt]
	if id, ok := r.ptrByKey[[2]uint32{sc, st}]; ok {
		return id
	}
	id := r.id()
	r.globals = append(r.globals, 4<<16|uint32(spirv.OpTypePointer), id, sc, st)
	r.types[id] = typeInfo{op: spirv.OpTypePointer, elem: st}
	r.storageClass[id] = sc
	r.ptrByKey[[2]uint32{sc, st}] = id
	return id
}
