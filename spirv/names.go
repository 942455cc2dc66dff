package spirv

import (
	"strconv"
	"strings"
)

// friendlyNames gives ids readable names the way the Khronos disassembler
// does by default: debug names first, then built-in variables, scalar, vector,
// matrix, array and pointer types after their parts, and scalar constants
// after their type and value. Names are made unique with _0, _1, ...
// suffixes; ids without a name print as their number.
type friendlyNames struct {
	names []string          // by id, for ids below denseIDs
	far   map[uint32]string // the others
	used  map[string]bool
	tried map[string]int // per base name, suffixes known to be taken
	total int            // bytes of the derived names given
}

func (n *friendlyNames) get(id uint32) (string, bool) {
	if id < uint32(len(n.names)) {
		s := n.names[id]
		return s, s != ""
	}
	s, ok := n.far[id]
	return s, ok
}

// name returns the name id prints as.
func (n *friendlyNames) name(id uint32) string {
	if s, ok := n.get(id); ok {
		return s
	}
	return strconv.FormatUint(uint64(id), 10)
}

// The names derived from other names (vectors, matrices, arrays, pointers
// and constants after their types) are bounded so that the names of deeply
// nested types, each array's holding its element's, cannot grow
// quadratically with the module: a derived name longer than
// maxDerivedName bytes, or one past maxDerivedTotal bytes of derived names
// in all, is not given, and the id prints as its number. spirv-dis has no
// bound and runs out of memory on such modules; the derived names of real
// modules are far shorter (a pointer to an array of arrays of vectors is
// about 50 bytes).
const (
	maxDerivedName  = 200
	maxDerivedTotal = 16 << 20
)

// derive names id after base, a name derived from other names, within the
// bounds above.
func (n *friendlyNames) derive(id uint32, base string) {
	if len(base) > maxDerivedName || n.total+len(base) > maxDerivedTotal {
		return
	}
	if _, ok := n.get(id); !ok {
		n.total += len(base)
	}
	n.save(id, base)
}

// save names id after base unless it has a name already.
func (n *friendlyNames) save(id uint32, base string) {
	if _, ok := n.get(id); ok {
		return
	}
	s := base
	if n.used[s] {
		i := n.tried[base]
		for {
			s = base + "_" + strconv.Itoa(i)
			i++
			if !n.used[s] {
				break
			}
		}
		n.tried[base] = i
	}
	n.used[s] = true
	if id < denseIDs {
		if id >= uint32(len(n.names)) {
			c := 2 * len(n.names)
			if c <= int(id) {
				c = int(id) + 64
			}
			if c > denseIDs {
				c = denseIDs
			}
			d := make([]string, c)
			copy(d, n.names)
			n.names = d
		}
		n.names[id] = s
		return
	}
	if n.far == nil {
		n.far = make(map[uint32]string)
	}
	n.far[id] = s
}

// sanitizeName keeps ASCII letters, digits and '_' and replaces every other
// byte by '_'.
func sanitizeName(s string) string {
	if s == "" {
		return "_"
	}
	b := []byte(s)
	for i, c := range b {
		if !isIDChar(c) {
			b[i] = '_'
		}
	}
	return string(b)
}

func isIDChar(c byte) bool {
	return c == '_' || '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// builtInNames are the names variables decorated BuiltIn get; other
// built-ins leave the variable unnamed.
var builtInNames = map[BuiltIn]string{
	BuiltInPosition:                  "gl_Position",
	BuiltInPointSize:                 "gl_PointSize",
	BuiltInClipDistance:              "gl_ClipDistance",
	BuiltInCullDistance:              "gl_CullDistance",
	BuiltInVertexId:                  "gl_VertexID",
	BuiltInInstanceId:                "gl_InstanceID",
	BuiltInPrimitiveId:               "gl_PrimitiveID",
	BuiltInInvocationId:              "gl_InvocationID",
	BuiltInLayer:                     "gl_Layer",
	BuiltInViewportIndex:             "gl_ViewportIndex",
	BuiltInTessLevelOuter:            "gl_TessLevelOuter",
	BuiltInTessLevelInner:            "gl_TessLevelInner",
	BuiltInTessCoord:                 "gl_TessCoord",
	BuiltInPatchVertices:             "gl_PatchVertices",
	BuiltInFragCoord:                 "gl_FragCoord",
	BuiltInPointCoord:                "gl_PointCoord",
	BuiltInFrontFacing:               "gl_FrontFacing",
	BuiltInSampleId:                  "gl_SampleID",
	BuiltInSamplePosition:            "gl_SamplePosition",
	BuiltInSampleMask:                "gl_SampleMask",
	BuiltInFragDepth:                 "gl_FragDepth",
	BuiltInHelperInvocation:          "gl_HelperInvocation",
	BuiltInNumWorkgroups:             "gl_NumWorkGroups",
	BuiltInWorkgroupSize:             "gl_WorkGroupSize",
	BuiltInWorkgroupId:               "gl_WorkGroupID",
	BuiltInLocalInvocationId:         "gl_LocalInvocationID",
	BuiltInGlobalInvocationId:        "gl_GlobalInvocationID",
	BuiltInLocalInvocationIndex:      "gl_LocalInvocationIndex",
	BuiltInVertexIndex:               "gl_VertexIndex",
	BuiltInInstanceIndex:             "gl_InstanceIndex",
	BuiltInBaseInstance:              "gl_BaseInstance",
	BuiltInWorkDim:                   "WorkDim",
	BuiltInGlobalSize:                "GlobalSize",
	BuiltInEnqueuedWorkgroupSize:     "EnqueuedWorkgroupSize",
	BuiltInGlobalOffset:              "GlobalOffset",
	BuiltInGlobalLinearId:            "GlobalLinearId",
	BuiltInSubgroupSize:              "SubgroupSize",
	BuiltInSubgroupMaxSize:           "SubgroupMaxSize",
	BuiltInNumSubgroups:              "NumSubgroups",
	BuiltInNumEnqueuedSubgroups:      "NumEnqueuedSubgroups",
	BuiltInSubgroupId:                "SubgroupId",
	BuiltInSubgroupLocalInvocationId: "SubgroupLocalInvocationId",
	BuiltInSubgroupEqMask:            "SubgroupEqMaskKHR",
	BuiltInSubgroupGeMask:            "SubgroupGeMaskKHR",
	BuiltInSubgroupGtMask:            "SubgroupGtMaskKHR",
	BuiltInSubgroupLeMask:            "SubgroupLeMaskKHR",
	BuiltInSubgroupLtMask:            "SubgroupLtMaskKHR",
}

// intTypeName and floatTypeName name scalar types.
func intTypeName(width uint32, signed bool) string {
	var s string
	switch width {
	case 8:
		s = "char"
	case 16:
		s = "short"
	case 32:
		s = "int"
	case 64:
		s = "long"
	default:
		if signed {
			return "i" + strconv.FormatUint(uint64(width), 10)
		}
		return "u" + strconv.FormatUint(uint64(width), 10)
	}
	if !signed {
		s = "u" + s
	}
	return s
}

func floatTypeName(width uint32) string {
	switch width {
	case 16:
		return "half"
	case 32:
		return "float"
	case 64:
		return "double"
	}
	return "fp" + strconv.FormatUint(uint64(width), 10)
}

// constantName turns a printed literal into a name: '-' becomes 'n' and
// other characters that may not appear in a name '_'.
func constantName(lit string) string {
	return sanitizeName(strings.ReplaceAll(lit, "-", "n"))
}

// enumName is the printed name of value v of enum kind k.
func enumName(k OperandKind, v uint32) string {
	if e, ok := k.Enumerant(v); ok {
		return e.Name
	}
	return strconv.FormatUint(uint64(v), 10)
}

// nameModule computes the friendly names of module m, whose operands are
// ops[i] for instruction i.
func nameModule(m *RawModule, ops [][]Operand) *friendlyNames {
	n := &friendlyNames{used: make(map[string]bool), tried: make(map[string]int)}
	for i, in := range m.Insts {
		w := in.Words
		o := ops[i]
		switch in.Op {
		case OpName:
			s, _, _ := String(w[2:])
			n.save(w[1], sanitizeName(s))
		case OpDecorate:
			if w[2] == uint32(DecorationBuiltIn) && len(w) > 3 {
				if s, ok := builtInNames[BuiltIn(w[3])]; ok {
					n.save(w[1], s)
				}
			}
		case OpTypeVoid:
			n.save(w[1], "void")
		case OpTypeBool:
			n.save(w[1], "bool")
		case OpTypeInt:
			n.save(w[1], intTypeName(w[2], w[3] != 0))
		case OpTypeFloat:
			if len(w) > 3 {
				n.save(w[1], encodedTypeName(FPEncoding(w[3]), w[2]))
			} else {
				n.save(w[1], floatTypeName(w[2]))
			}
		case OpTypeVector:
			n.derive(w[1], "v"+strconv.FormatUint(uint64(w[3]), 10)+n.name(w[2]))
		case OpTypeMatrix:
			n.derive(w[1], "mat"+strconv.FormatUint(uint64(w[3]), 10)+n.name(w[2]))
		case OpTypeArray:
			n.derive(w[1], "_arr_"+n.name(w[2])+"_"+n.name(w[3]))
		case OpTypeRuntimeArray:
			n.derive(w[1], "_runtimearr_"+n.name(w[2]))
		case OpTypePointer:
			n.derive(w[1], "_ptr_"+enumName(KindStorageClass, w[2])+"_"+n.name(w[3]))
		case OpTypeStruct:
			n.save(w[1], "_struct_"+strconv.FormatUint(uint64(w[1]), 10))
		case OpTypeOpaque:
			s, _, _ := String(w[2:])
			n.save(w[1], "Opaque_"+sanitizeName(s))
		case OpTypeEvent:
			n.save(w[1], "Event")
		case OpTypeDeviceEvent:
			n.save(w[1], "DeviceEvent")
		case OpTypeReserveId:
			n.save(w[1], "ReserveId")
		case OpTypeQueue:
			n.save(w[1], "Queue")
		case OpTypePipe:
			n.save(w[1], "Pipe"+enumName(KindAccessQualifier, w[2]))
		case OpTypePipeStorage:
			n.save(w[1], "PipeStorage")
		case OpTypeNamedBarrier:
			n.save(w[1], "NamedBarrier")
		case OpConstantTrue:
			n.save(w[2], "true")
		case OpConstantFalse:
			n.save(w[2], "false")
		case OpConstant:
			lit := o[len(o)-1]
			n.derive(w[2], n.name(w[1])+"_"+constantName(formatNumber(lit.Words, lit.Num)))
		}
	}
	return n
}
