package interp

import "fmt"

// ComponentType is a VkComponentTypeKHR value: the element type of a
// cooperative matrix in a property list.
type ComponentType uint32

// The VkComponentTypeKHR values (Vulkan 1.4 headers).
const (
	CompFloat16   ComponentType = 0
	CompFloat32   ComponentType = 1
	CompFloat64   ComponentType = 2
	CompSInt8     ComponentType = 3
	CompSInt16    ComponentType = 4
	CompSInt32    ComponentType = 5
	CompSInt64    ComponentType = 6
	CompUInt8     ComponentType = 7
	CompUInt16    ComponentType = 8
	CompUInt32    ComponentType = 9
	CompUInt64    ComponentType = 10
	CompBFloat16  ComponentType = 1000141000
	CompFloatE4M3 ComponentType = 1000491002
	CompFloatE5M2 ComponentType = 1000491003
)

func (c ComponentType) String() string {
	switch c {
	case CompFloat16:
		return "float16"
	case CompFloat32:
		return "float32"
	case CompFloat64:
		return "float64"
	case CompBFloat16:
		return "bfloat16"
	case CompFloatE4M3:
		return "floate4m3"
	case CompFloatE5M2:
		return "floate5m2"
	}
	if c >= CompSInt8 && c <= CompSInt64 {
		return fmt.Sprintf("int%d", 8<<(c-CompSInt8))
	}
	if c >= CompUInt8 && c <= CompUInt64 {
		return fmt.Sprintf("uint%d", 8<<(c-CompUInt8))
	}
	return fmt.Sprintf("ComponentType(%d)", uint32(c))
}

// VkScopeSubgroup is VK_SCOPE_SUBGROUP_KHR and VkScopeWorkgroup
// VK_SCOPE_WORKGROUP_KHR, the scopes the interpreter runs cooperative
// matrices at.
const (
	VkScopeSubgroup  = 3
	VkScopeWorkgroup = 2
)

// CoopMatFlexibleProperties is one VkCooperativeMatrixFlexibleDimensionsPropertiesNV
// (VK_NV_cooperative_matrix2): products whose M, N and K are any
// multiples of the granularities, at Scope; at Workgroup scope only in
// workgroups of exactly WorkgroupInvocations invocations. A matrix type
// is supported when its rows and columns are multiples of the
// granularities of its use (A: M x K, B: K x N, accumulators: M x N) and
// its component type is the entry's for that use.
type CoopMatFlexibleProperties struct {
	MGranularity, NGranularity, KGranularity int
	AType, BType, CType, ResultType          ComponentType
	SaturatingAccumulation                   bool
	Scope                                    uint32
	WorkgroupInvocations                     int
}

// DefaultCoopMatFlexibleProperties is what the interpreter offers at
// Workgroup scope without a configured list (Config.CoopMatFlexibleProperties):
// float16 x float16 and bfloat16 x bfloat16 products into float16 or
// float32 (bfloat16 into float32 only), not saturating, in workgroups of 128
// invocations with M, N, K granularities 32, 16, 16 and of 256 invocations
// with 32, 32, 16. These are the entries ggml's Vulkan back end looks for
// before it uses its coopmat2 shaders (ggml-vulkan.cpp, read through the
// code index); what NVIDIA's driver reports beyond them was not checked.
var DefaultCoopMatFlexibleProperties = func() []CoopMatFlexibleProperties {
	var ps []CoopMatFlexibleProperties
	for _, g := range [][4]int{{128, 32, 16, 16}, {256, 32, 32, 16}} {
		for _, t := range [][4]ComponentType{
			{CompFloat16, CompFloat16, CompFloat16, CompFloat16},
			{CompFloat16, CompFloat16, CompFloat32, CompFloat32},
			{CompBFloat16, CompBFloat16, CompFloat32, CompFloat32},
		} {
			ps = append(ps, CoopMatFlexibleProperties{g[1], g[2], g[3], t[0], t[1], t[2], t[3], false, VkScopeWorkgroup, g[0]})
		}
	}
	return ps
}()

func (c *Config) coopFlexProps() []CoopMatFlexibleProperties {
	if c.CoopMatFlexibleProperties != nil {
		return c.CoopMatFlexibleProperties
	}
	return DefaultCoopMatFlexibleProperties
}

// scopeOK says whether p is for a matrix of this scope (and workgroup
// size W at Workgroup scope).
func (p CoopMatFlexibleProperties) scopeOK(wg bool, W int) bool {
	if wg {
		return p.Scope == VkScopeWorkgroup && p.WorkgroupInvocations == W
	}
	return p.Scope == VkScopeSubgroup
}

// coopFlexTypeOK says whether a matrix type matches what flexible
// property p offers for its use.
func coopFlexTypeOK(t *rtype, p CoopMatFlexibleProperties) bool {
	ct := t.coop
	if !p.scopeOK(ct.wg, ct.W) {
		return false
	}
	g := func(n, gran int) bool { return n%max(gran, 1) == 0 }
	ok := func(comp ComponentType) bool {
		for _, signed := range []bool{false, true} {
			e := *t.elem
			if e.k == tInt {
				e.signed = signed
			}
			if componentTypeOf(&e) == comp {
				return true
			}
		}
		return false
	}
	switch ct.use {
	case coopUseA:
		return g(ct.rows, p.MGranularity) && g(ct.cols, p.KGranularity) && ok(p.AType)
	case coopUseB:
		return g(ct.rows, p.KGranularity) && g(ct.cols, p.NGranularity) && ok(p.BType)
	}
	return g(ct.rows, p.MGranularity) && g(ct.cols, p.NGranularity) && (ok(p.CType) || ok(p.ResultType))
}

// CoopMatProperties is one VkCooperativeMatrixPropertiesKHR: a product
// MxK (A) times KxN (B) plus MxN (C) giving MxN (Result).
type CoopMatProperties struct {
	MSize, NSize, KSize             int
	AType, BType, CType, ResultType ComponentType
	SaturatingAccumulation          bool
	Scope                           uint32
}

// DefaultCoopMatProperties is what the interpreter offers without a
// configured list, all at subgroup scope:
//
//   - 16x16x16 float16 products into float16 or float32, and 16x16x16
//     8-bit integer products of every signedness of A and B into 32-bit
//     accumulators, saturating only with a signed accumulator: what Mesa's
//     RADV lists (radv_GetPhysicalDeviceCooperativeMatrixPropertiesKHR).
//   - 16x8x16 and 16x8x8 float16 products into float16 or float32, 16x16x32
//     and 16x8x32 8-bit products (int8 x int8 into int32, uint8 x uint8
//     into uint32, saturating or not) and 16x16x16 bfloat16 products into
//     float32 or bfloat16: NVIDIA's list on Turing and later GPUs as
//     vulkan.gpuinfo.org reports show it, written from memory (no network
//     here to check it again).
//
// ggml's coopmat shaders pick their tile sizes from these lists.
var DefaultCoopMatProperties = func() []CoopMatProperties {
	var ps []CoopMatProperties
	add := func(m, n, k int, a, b, c, r ComponentType, sat bool) {
		ps = append(ps, CoopMatProperties{m, n, k, a, b, c, r, sat, VkScopeSubgroup})
	}
	for _, s := range [][3]int{{16, 16, 16}, {16, 8, 16}, {16, 8, 8}} {
		add(s[0], s[1], s[2], CompFloat16, CompFloat16, CompFloat16, CompFloat16, false)
		add(s[0], s[1], s[2], CompFloat16, CompFloat16, CompFloat32, CompFloat32, false)
	}
	add(16, 16, 16, CompBFloat16, CompBFloat16, CompFloat32, CompFloat32, false)
	add(16, 16, 16, CompBFloat16, CompBFloat16, CompBFloat16, CompBFloat16, false)
	i8 := map[bool]ComponentType{true: CompSInt8, false: CompUInt8}
	i32 := map[bool]ComponentType{true: CompSInt32, false: CompUInt32}
	for _, as := range []bool{false, true} {
		for _, bs := range []bool{false, true} {
			for _, cs := range []bool{false, true} {
				for _, sat := range []bool{false, true} {
					if sat && !cs {
						continue
					}
					add(16, 16, 16, i8[as], i8[bs], i32[cs], i32[cs], sat)
				}
			}
		}
	}
	for _, s := range [][3]int{{16, 16, 32}, {16, 8, 32}} {
		for _, sat := range []bool{false, true} {
			add(s[0], s[1], s[2], CompSInt8, CompSInt8, CompSInt32, CompSInt32, sat)
			add(s[0], s[1], s[2], CompUInt8, CompUInt8, CompUInt32, CompUInt32, sat)
		}
	}
	return ps
}()

func (c *Config) coopProps() []CoopMatProperties {
	if c.CoopMatProperties != nil {
		return c.CoopMatProperties
	}
	return DefaultCoopMatProperties
}

// componentTypeOf maps a scalar type to its VkComponentTypeKHR.
func componentTypeOf(t *rtype) ComponentType {
	switch t.k {
	case tFloat:
		switch t.enc {
		case encBF16:
			return CompBFloat16
		case encE4M3:
			return CompFloatE4M3
		case encE5M2:
			return CompFloatE5M2
		}
		return map[int]ComponentType{16: CompFloat16, 32: CompFloat32, 64: CompFloat64}[t.width]
	case tInt:
		i := ComponentType(map[int]int{8: 0, 16: 1, 32: 2, 64: 3}[t.width])
		// signedness of a matrix's components comes from the operation;
		// the type's own signedness flag picks the name
		if t.signed {
			return CompSInt8 + i
		}
		return CompUInt8 + i
	}
	return ComponentType(^uint32(0))
}
