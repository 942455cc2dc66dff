package opt

import "github.com/glslc-nv/glslc-nv/spirv"

// foldComposites simplifies composite operations whose operands are
// themselves composite operations, as spirv-opt's vector DCE and
// instruction folding do:
//
//   - OpCompositeExtract of an OpCompositeConstruct is the constituent
//     (for a vector, the component of the vector constituent that holds
//     it), of an OpCompositeInsert the inserted value (same indices) or
//     an extract of the composite inserted into (indices that part), of
//     an OpCompositeExtract one extract with both index lists, of an
//     OpVectorShuffle the component of the shuffled vector, of an
//     OpCopyLogical the same part of the copied value when the types of
//     the parts are the same;
//   - OpCompositeConstruct of the members of one value, in order, each
//     taken whole by OpCompositeExtract, is that value when the types
//     are the same.
//
// What the folded instructions leave unused goes in dead code
// elimination. It reports whether it folded any.
func foldComposites(m *Module) bool {
	defs := globalDefs(m)
	changed := false
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 && foldFunctionComposites(m, f, defs) {
			changed = true
		}
	}
	return changed
}

func foldFunctionComposites(m *Module, f *Function, gdefs map[uint32]*Inst) bool {
	def := map[uint32]*Inst{}
	typeOf := func(id uint32) uint32 {
		if d := def[id]; d != nil {
			return d.Type()
		}
		if d := gdefs[id]; d != nil {
			return d.Type()
		}
		return 0
	}
	width := func(typ uint32) uint32 { // components of a vector, 1 for a scalar
		if t := gdefs[typ]; t != nil && t.Op == spirv.OpTypeVector {
			return t.Words[3]
		}
		return 1
	}
	isVector := func(typ uint32) bool {
		t := gdefs[typ]
		return t != nil && t.Op == spirv.OpTypeVector
	}
	f.each(func(in *Inst) {
		if r := in.Result(); r != 0 {
			def[r] = in
		}
	})
	repl := map[uint32]uint32{}
	changed := false
	for _, b := range f.Blocks {
		for _, in := range b.Insts {
			in.mapRefs(func(id uint32) uint32 { return resolve(repl, id) })
			switch in.Op {
			case spirv.OpCompositeExtract:
				// Follow the chain of what the value was built from
				// until the indices run out or nothing is known.
				for len(in.Words) > 4 {
					src := def[in.Ref(0)]
					if src == nil {
						break
					}
					idx := in.Words[4:]
					var val uint32    // the whole result, when known
					var obj uint32    // else extract from obj...
					var rest []uint32 // ...with these indices
					switch src.Op {
					case spirv.OpCompositeConstruct:
						st := src.Type()
						if isVector(st) {
							at := idx[0]
							for k := 0; k < src.NumRefs(); k++ {
								c := src.Ref(k)
								n := width(typeOf(c))
								if at < n {
									if isVector(typeOf(c)) {
										obj, rest = c, append([]uint32{at}, idx[1:]...)
									} else {
										obj, rest = c, idx[1:]
									}
									break
								}
								at -= n
							}
						} else if int(idx[0]) < src.NumRefs() {
							obj, rest = src.Ref(int(idx[0])), idx[1:]
						}
					case spirv.OpCompositeInsert:
						at := src.Words[5:]
						n := len(at)
						if len(idx) < n {
							n = len(idx)
						}
						same := true
						for k := 0; k < n; k++ {
							if at[k] != idx[k] {
								same = false
							}
						}
						switch {
						case !same:
							obj, rest = src.Ref(1), idx
						case len(idx) >= len(at):
							obj, rest = src.Ref(0), idx[len(at):]
						}
					case spirv.OpCompositeExtract:
						obj, rest = src.Ref(0), append(append([]uint32(nil), src.Words[4:]...), idx...)
					case spirv.OpCopyLogical:
						// The same part of the copied value, when it
						// has the result's type (a part whose layout
						// differs is left to the copy).
						if typeAt(gdefs, typeOf(src.Ref(0)), idx) == in.Type() {
							obj, rest = src.Ref(0), idx
						}
					case spirv.OpVectorShuffle:
						sel := src.Words[5+idx[0]]
						if sel == 0xFFFFFFFF {
							break
						}
						a := src.Ref(0)
						if n := width(typeOf(a)); sel >= n {
							a, sel = src.Ref(1), sel-n
						}
						obj, rest = a, []uint32{sel}
					}
					if obj == 0 {
						break
					}
					if len(rest) == 0 {
						val = obj
					}
					changed = true
					if val != 0 {
						repl[in.Result()] = val
						in.Words = append(in.Words[:3], val)
						in.refs = []int{3}
						break
					}
					in.Words = append(append(in.Words[:3], obj), rest...)
					in.refs = []int{3}
				}
				if len(in.Words) == 4 { // a copy: the value itself
					repl[in.Result()] = in.Ref(0)
				}
			case spirv.OpCompositeConstruct:
				if src := wholeOf(in, def, typeOf); src != 0 {
					repl[in.Result()] = src
					changed = true
				}
			}
		}
	}
	f.replaceAll(repl)
	return changed
}

// typeAt is the type of the part of a value of type t that the indices
// of an OpCompositeExtract reach; 0 when not known.
func typeAt(gdefs map[uint32]*Inst, t uint32, idx []uint32) uint32 {
	for _, i := range idx {
		d := gdefs[t]
		if d == nil {
			return 0
		}
		switch d.Op {
		case spirv.OpTypeStruct:
			if int(i)+2 >= len(d.Words) {
				return 0
			}
			t = d.Words[2+i]
		case spirv.OpTypeArray, spirv.OpTypeVector, spirv.OpTypeMatrix:
			t = d.Words[2]
		default:
			return 0
		}
	}
	return t
}

// wholeOf is the value whose members construct takes in order, each by
// an OpCompositeExtract with one index, when it has construct's type.
func wholeOf(construct *Inst, def map[uint32]*Inst, typeOf func(uint32) uint32) uint32 {
	var src uint32
	for k := 0; k < construct.NumRefs(); k++ {
		e := def[construct.Ref(k)]
		if e == nil || e.Op != spirv.OpCompositeExtract || len(e.Words) != 5 || e.Words[4] != uint32(k) {
			return 0
		}
		if k == 0 {
			src = e.Ref(0)
		} else if e.Ref(0) != src {
			return 0
		}
	}
	if src == 0 || typeOf(src) != construct.Type() {
		return 0
	}
	// All members: the source has as many as construct names.
	if d := def[src]; d != nil && d.Op == spirv.OpCompositeConstruct && d.NumRefs() != construct.NumRefs() {
		return 0
	}
	return src
}
