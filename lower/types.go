package lower

import (
	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

type ptrKey struct {
	sc spirv.StorageClass
	t  *ir.Type
}

// typeID returns the id of t, declaring it (and its decorations and the
// capabilities its scalars need) on first use.
func (l *lowerer) typeID(t *ir.Type) uint32 {
	if id, ok := l.types[t]; ok {
		return id
	}
	var id uint32
	switch t.Kind() {
	case ir.KindVoid:
		id = l.b.TypeVoid()
	case ir.KindBool:
		id = l.b.TypeBool()
	case ir.KindInt, ir.KindUint:
		switch t.Width() {
		case 8:
			l.capability(spirv.CapabilityInt8)
		case 16:
			l.capability(spirv.CapabilityInt16)
		case 64:
			l.capability(spirv.CapabilityInt64)
		}
		id = l.b.TypeInt(uint32(t.Width()), t.Kind() == ir.KindInt)
	case ir.KindFloat:
		if t.Encoding() != ir.IEEE {
			id = l.narrowFloatType(t)
			break
		}
		switch t.Width() {
		case 16:
			l.capability(spirv.CapabilityFloat16)
		case 64:
			l.capability(spirv.CapabilityFloat64)
		}
		id = l.b.TypeFloat(uint32(t.Width()))
	case ir.KindVector:
		if t.IsLongVector() {
			// GL_EXT_long_vector's vector<T, N> with N of 1 or above 4
			l.capability(spirv.CapabilityLongVectorEXT)
			l.extension("SPV_EXT_long_vector")
		}
		id = l.b.TypeVector(l.typeID(t.Elem()), uint32(t.Len()))
	case ir.KindMatrix:
		id = l.b.TypeMatrix(l.typeID(t.Elem()), uint32(t.Len()))
	case ir.KindArray:
		elem := l.typeID(t.Elem())
		var n uint32
		if s := t.LenSpec(); s != nil {
			n = l.specID(s)
		} else {
			n = l.constU32(uint32(t.Len()))
		}
		if t.Stride() != 0 {
			id = l.b.TypeArrayStride(elem, n, t.Stride())
		} else {
			id = l.b.TypeArray(elem, n)
		}
	case ir.KindRuntimeArray:
		elem := l.typeID(t.Elem())
		if t.Stride() != 0 {
			id = l.b.TypeArrayStride(elem, 0, t.Stride())
		} else {
			id = l.b.TypeRuntimeArray(elem)
		}
	case ir.KindStruct:
		ms := t.Members()
		if len(ms) > 0xFFFF-2 {
			l.fail(ir.Pos{}, "a structure of %d members is too large for SPIR-V (one OpTypeStruct holds at most %d)", len(ms), 0xFFFF-2)
		}
		ids := make([]uint32, len(ms))
		for i, m := range ms {
			ids[i] = l.typeID(m.Type)
		}
		if id, ok := l.types[t]; ok {
			// A member is a buffer reference whose block holds this
			// struct: declaring the member declared the struct.
			return id
		}
		id = l.b.TypeStruct(ids...)
		l.name(id, t.Name())
		for i, m := range ms {
			l.memberName(id, i, m.Name)
			if t.Laid() {
				l.memberDecorate(id, i, spirv.DecorationOffset, m.Offset)
				if isMatrixish(m.Type) {
					if m.RowMajor {
						l.memberDecorate(id, i, spirv.DecorationRowMajor)
					} else {
						l.memberDecorate(id, i, spirv.DecorationColMajor)
					}
					l.memberDecorate(id, i, spirv.DecorationMatrixStride, m.MatrixStride)
				}
			}
			l.accessDecorations(m.Access, func(d spirv.Decoration) { l.memberDecorate(id, i, d) })
		}
	case ir.KindCoopMat:
		id = l.coopType(t)
	case ir.KindTensorLayout, ir.KindTensorView:
		id = l.tensorType(t)
	case ir.KindReference:
		// glslang declares every reference with OpTypeForwardPointer
		// first: the block may point to itself
		l.physical()
		id = l.b.TypeForwardPointer(spirv.StorageClassPhysicalStorageBuffer)
		l.types[t] = id
		block := t.Elem()
		l.ptrs[ptrKey{spirv.StorageClassPhysicalStorageBuffer, block}] = id
		bid := l.typeID(block)
		l.blockDecoration(block, bid)
		l.b.TypePointerAt(id, spirv.StorageClassPhysicalStorageBuffer, bid)
		return id
	case ir.KindImage:
		id = l.imageType(t)
	case ir.KindSampler:
		id = l.b.Type(spirv.OpTypeSampler)
	case ir.KindAccelStruct:
		id = l.accelType()
	case ir.KindRayQuery:
		l.rayQueryCaps()
		id = l.b.Type(spirv.OpTypeRayQueryKHR)
	case ir.KindSampledImage:
		id = l.b.Type(spirv.OpTypeSampledImage, l.typeID(t.Elem()))
	default:
		l.fail(ir.Pos{}, "cannot lower type %s", t)
	}
	l.types[t] = id
	return id
}

// imageType emits OpTypeImage and the capabilities its operands need.
func (l *lowerer) imageType(t *ir.Type) uint32 {
	d := t.Image()
	storage := d.Use == ir.ImageStorage
	pick := func(sampled, image spirv.Capability) {
		if storage {
			l.capability(image)
		} else {
			l.capability(sampled)
		}
	}
	switch {
	case d.Dim == ir.Dim1D:
		pick(spirv.CapabilitySampled1D, spirv.CapabilityImage1D)
	case d.Dim == ir.DimBuffer:
		pick(spirv.CapabilitySampledBuffer, spirv.CapabilityImageBuffer)
	case d.Dim == ir.DimCube && d.Arrayed:
		pick(spirv.CapabilitySampledCubeArray, spirv.CapabilityImageCubeArray)
	case d.Dim == ir.DimSubpassData:
		l.capability(spirv.CapabilityInputAttachment)
	}
	if storage && d.MS && d.Dim != ir.DimSubpassData {
		l.capability(spirv.CapabilityStorageImageMultisample)
		if d.Arrayed {
			l.capability(spirv.CapabilityImageMSArray)
		}
	}
	if e, ok := spirv.KindImageFormat.Enumerant(uint32(spirvFormat(d.Format))); ok && d.Format != 0 {
		for _, c := range e.Capabilities {
			if c != spirv.CapabilityShader {
				l.capability(c)
			}
		}
	}
	b := func(v bool) uint32 {
		if v {
			return 1
		}
		return 0
	}
	return l.b.Type(spirv.OpTypeImage, l.typeID(t.Elem()), uint32(spirvDim[d.Dim]), b(d.Depth), b(d.Arrayed), b(d.MS), spirvSampled[d.Use], uint32(spirvFormat(d.Format)))
}

func isMatrixish(t *ir.Type) bool {
	for t.Kind() == ir.KindArray || t.Kind() == ir.KindRuntimeArray {
		t = t.Elem()
	}
	return t.Kind() == ir.KindMatrix
}

// physical notes that the module uses PhysicalStorageBuffer pointers
// (buffer references): the PhysicalStorageBuffer64 addressing model, its
// capability and, before SPIR-V 1.5, SPV_KHR_physical_storage_buffer.
func (l *lowerer) physical() {
	if l.usesPhysical {
		return
	}
	l.usesPhysical = true
	l.capability(spirv.CapabilityPhysicalStorageBufferAddresses)
	if l.version < spirv.Version1_5 {
		l.extension("SPV_KHR_physical_storage_buffer")
	}
}

// blockDecoration decorates the block a buffer reference points to Block
// and adds the 8/16-bit storage capabilities its members need.
func (l *lowerer) blockDecoration(block *ir.Type, id uint32) {
	if l.blockDone(block) {
		return
	}
	l.decorate(id, spirv.DecorationBlock)
	l.storageCaps(ir.StorageBuffer, block)
}

// aliasedPointer decorates a Function variable or parameter id holding a
// buffer reference AliasedPointer, as glslang does (SPIR-V requires
// AliasedPointer or RestrictPointer on such variables).
func (l *lowerer) aliasedPointer(id uint32, t *ir.Type) {
	if t.Kind() == ir.KindReference {
		l.decorate(id, spirv.DecorationAliasedPointer)
	}
}

// ptrType returns the id of a pointer to t in storage class sc.
func (l *lowerer) ptrType(sc spirv.StorageClass, t *ir.Type) uint32 {
	k := ptrKey{sc, t}
	if id, ok := l.ptrs[k]; ok {
		return id
	}
	elem := l.typeID(t)
	id := l.b.TypePointer(sc, elem)
	l.ptrs[k] = id
	return id
}

// storageCaps adds the 8/16-bit storage capabilities (and, before they
// were core, their extensions) for a buffer, uniform or push-constant
// variable whose type holds 8- or 16-bit scalars.
func (l *lowerer) storageCaps(s ir.Storage, t *ir.Type) {
	var has8, has16 bool
	var walk func(t *ir.Type)
	seen := map[*ir.Type]bool{}
	walk = func(t *ir.Type) {
		if seen[t] {
			return
		}
		seen[t] = true
		switch {
		case t.IsScalar():
			has8 = has8 || (t.Width() == 8 && t.Kind() != ir.KindBool)
			has16 = has16 || (t.Width() == 16)
		case t.Kind() == ir.KindStruct:
			for _, m := range t.Members() {
				walk(m.Type)
			}
		case t.Elem() != nil:
			walk(t.Elem())
		}
	}
	walk(t)
	var c8, c16 spirv.Capability
	switch s {
	case ir.StorageBuffer:
		c8, c16 = spirv.CapabilityStorageBuffer8BitAccess, spirv.CapabilityStorageBuffer16BitAccess
	case ir.StorageUniform:
		c8, c16 = spirv.CapabilityUniformAndStorageBuffer8BitAccess, spirv.CapabilityUniformAndStorageBuffer16BitAccess
	case ir.StoragePushConstant:
		c8, c16 = spirv.CapabilityStoragePushConstant8, spirv.CapabilityStoragePushConstant16
	case ir.StorageWorkgroup: // shared blocks (SPIR-V 1.4: no storage extensions)
		if has8 {
			l.capability(spirv.CapabilityWorkgroupMemoryExplicitLayout8BitAccessKHR)
		}
		if has16 {
			l.capability(spirv.CapabilityWorkgroupMemoryExplicitLayout16BitAccessKHR)
		}
		return
	default:
		return
	}
	if has8 {
		l.capability(c8)
		if l.version < spirv.Version1_5 {
			l.extension("SPV_KHR_8bit_storage")
		}
	}
	if has16 {
		l.capability(c16)
		if l.version < spirv.Version1_3 {
			l.extension("SPV_KHR_16bit_storage")
		}
	}
}

func (l *lowerer) accessDecorations(a ir.Access, dec func(spirv.Decoration)) {
	if a&ir.ReadOnly != 0 {
		dec(spirv.DecorationNonWritable)
	}
	if a&ir.WriteOnly != 0 {
		dec(spirv.DecorationNonReadable)
	}
	// The Vulkan memory model has no Coherent and Volatile decorations
	// (coopmat.go).
	if a&ir.Coherent != 0 && !l.vulkanMemModel {
		dec(spirv.DecorationCoherent)
	}
	if a&ir.Volatile != 0 && !l.vulkanMemModel {
		dec(spirv.DecorationVolatile)
	}
	if a&ir.Restrict != 0 {
		dec(spirv.DecorationRestrict)
	}
}

// spirvDim is SPIR-V's Dim of each IR image dimensionality.
var spirvDim = map[ir.ImageDim]spirv.Dim{
	ir.Dim1D: spirv.Dim1D, ir.Dim2D: spirv.Dim2D, ir.Dim3D: spirv.Dim3D, ir.DimCube: spirv.DimCube,
	ir.DimRect: spirv.DimRect, ir.DimBuffer: spirv.DimBuffer, ir.DimSubpassData: spirv.DimSubpassData,
}

// spirvSampled is OpTypeImage's Sampled operand of each IR image use: 1
// (used with a sampler), 2 (storage image).
var spirvSampled = map[ir.ImageUse]uint32{ir.ImageSampled: 1, ir.ImageStorage: 2}

// spirvFormat is SPIR-V's Image Format of an IR image format (internal/texel's
// table); Unknown for none.
func spirvFormat(f texel.Format) spirv.ImageFormat {
	if in := f.Info(); in != nil {
		return in.SPIRV
	}
	return spirv.ImageFormatUnknown
}
