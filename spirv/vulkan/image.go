//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"bytes"
	"fmt"
	"unsafe"

	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// boundImage is one image, sampler or texel-buffer descriptor of a run.
type boundImage struct {
	set, binding uint32
	elem, count  uint32
	desc         *texel.Binding
	decl         *imageDecl
	name         string
}

// imageDescType gives the Vulkan descriptor type of a texel.Kind.
func imageDescType(k texel.Kind) uint32 {
	switch k {
	case texel.StorageImage:
		return vkDescriptorTypeStorageImage
	case texel.SampledImage:
		return vkDescriptorTypeSampledImage
	case texel.CombinedImageSampler:
		return vkDescriptorTypeCombinedImageSampler
	case texel.SamplerOnly:
		return vkDescriptorTypeSampler
	case texel.UniformTexelBuffer:
		return vkDescriptorTypeUniformTexelBuffer
	}
	return vkDescriptorTypeStorageTexelBuffer
}

// declKind is the descriptor kind a variable's type declares.
func (d *imageDecl) kind() texel.Kind {
	switch {
	case d.op == spirv.OpTypeSampler:
		return texel.SamplerOnly
	case d.op == spirv.OpTypeSampledImage && d.dim == uint32(spirv.DimBuffer):
		return texel.UniformTexelBuffer // samplerBuffer
	case d.op == spirv.OpTypeSampledImage:
		return texel.CombinedImageSampler
	case d.dim == uint32(spirv.DimBuffer) && d.sampled == 2:
		return texel.StorageTexelBuffer
	case d.dim == uint32(spirv.DimBuffer):
		return texel.UniformTexelBuffer
	case d.sampled == 2:
		return texel.StorageImage
	}
	return texel.SampledImage
}

var kindNames = map[texel.Kind]string{
	texel.StorageImage: "storage image", texel.SampledImage: "sampled image",
	texel.CombinedImageSampler: "combined image sampler", texel.SamplerOnly: "sampler",
	texel.UniformTexelBuffer: "uniform texel buffer", texel.StorageTexelBuffer: "storage texel buffer",
}

// collectImages pairs the module's image, sampler and texel-buffer
// variables with the caller's descriptors.
func (d *Device) collectImages(m *moduleInfo, cfg RunConfig) ([]boundImage, error) {
	var out []boundImage
	seen := map[[2]uint32]bool{}
	for _, b := range m.bindings {
		key := [2]uint32{b.set, b.binding}
		if b.image == nil || seen[key] {
			continue
		}
		seen[key] = true
		if b.count < 0 {
			return nil, &UnsupportedError{Device: d.info.Name, Missing: []string{fmt.Sprintf("binding (set %d, binding %d) %s is a runtime-sized descriptor array, which this back end does not bind yet", b.set, b.binding, b.name)}}
		}
		var descs []*texel.Binding
		if b.count > 1 {
			descs = cfg.ImageArrays[key]
			if len(descs) != b.count {
				return nil, fmt.Errorf("vulkan: binding (set %d, binding %d) %s is an array of %d descriptors; %d are bound", b.set, b.binding, b.name, b.count, len(descs))
			}
		} else {
			x := cfg.Images[key]
			if x == nil {
				return nil, fmt.Errorf("vulkan: no %s bound at set %d binding %d (%s)", kindNames[b.image.kind()], b.set, b.binding, b.name)
			}
			descs = []*texel.Binding{x}
		}
		for i, x := range descs {
			want := b.image.kind()
			if x == nil || x.Kind != want {
				got := "nothing"
				if x != nil {
					got = "a " + kindNames[x.Kind]
				}
				return nil, fmt.Errorf("vulkan: binding (set %d, binding %d) %s is a %s; %s is bound", b.set, b.binding, b.name, kindNames[want], got)
			}
			if err := checkDesc(x); err != nil {
				return nil, fmt.Errorf("vulkan: binding (set %d, binding %d) %s: %v", b.set, b.binding, b.name, err)
			}
			out = append(out, boundImage{b.set, b.binding, uint32(i), uint32(len(descs)), x, b.image, b.name})
		}
	}
	return out, nil
}

// checkDesc checks that a descriptor has what its kind needs.
func checkDesc(x *texel.Binding) error {
	needView := x.Kind != texel.SamplerOnly
	needSampler := x.Kind == texel.SamplerOnly || x.Kind == texel.CombinedImageSampler
	if needSampler && x.Sampler == nil {
		return fmt.Errorf("a %s needs a sampler", kindNames[x.Kind])
	}
	if !needView {
		return nil
	}
	img := x.View.Image
	if img == nil {
		return fmt.Errorf("a %s needs an image", kindNames[x.Kind])
	}
	f := x.View.ViewFormat()
	if f.Info() == nil || img.Format.Info() == nil {
		return fmt.Errorf("unknown format %v", f)
	}
	buffer := x.Kind == texel.UniformTexelBuffer || x.Kind == texel.StorageTexelBuffer
	if buffer != (img.Dim == texel.DimBuffer) {
		return fmt.Errorf("a %s cannot view a %s", kindNames[x.Kind], map[bool]string{true: "texel buffer", false: "non-buffer image"}[img.Dim == texel.DimBuffer])
	}
	if buffer {
		if len(img.Data) == 0 {
			return fmt.Errorf("an empty texel buffer")
		}
		if len(img.Data)%f.Size() != 0 {
			return fmt.Errorf("a texel buffer of %d bytes is not a whole number of %v texels", len(img.Data), f)
		}
		return nil
	}
	if len(img.Data) != img.Size() {
		return fmt.Errorf("the image's data has %d bytes, its shape needs %d", len(img.Data), img.Size())
	}
	if x.View.BaseLevel >= max(img.Levels, 1) {
		return fmt.Errorf("base level %d of an image with %d levels", x.View.BaseLevel, img.Levels)
	}
	if f.Size() != img.Format.Size() {
		return fmt.Errorf("view format %v and image format %v differ in size", f, img.Format)
	}
	return nil
}

// imageRun holds the Vulkan objects of a run's images.
type imageRun struct {
	images    []*texel.Image // distinct images, in creation order
	handles   []vkHandle     // their VkImages
	stageOff  []uint64       // their data's offsets in the staging buffer
	staging   []byte         // mapped staging memory
	stageBuf  vkHandle
	texelBufs map[texelKey]*texelBuf
	entries   []descEntry
}

type texelBuf struct {
	data   []byte // the caller's
	usage  uint32
	h      vkHandle
	mapped []byte
}

// descEntry is one descriptor to write.
type descEntry struct {
	set, binding, elem, count uint32
	typ                       uint32
	buffer                    vkHandle // buffer descriptors
	rng                       uint64
	view, sampler             vkHandle // image descriptors
	texelView                 vkHandle // texel buffers
}

// Vulkan numbers for image types and view types.
func vkImageType(dim texel.Dim) uint32 {
	switch dim {
	case texel.Dim1D:
		return 0
	case texel.Dim3D:
		return 2
	}
	return 1
}

func vkViewType(img *texel.Image, decl *imageDecl) uint32 {
	dim, arrayed := img.Dim, img.Layers > 1
	if decl != nil && decl.op != spirv.OpTypeSampler {
		arrayed = decl.arrayed
		switch decl.dim {
		case 0:
			dim = texel.Dim1D
		case 2:
			dim = texel.Dim3D
		case 3:
			dim = texel.DimCube
		default:
			dim = texel.Dim2D
		}
	}
	switch dim {
	case texel.Dim1D:
		if arrayed {
			return 4
		}
		return 0
	case texel.Dim3D:
		return 2
	case texel.DimCube:
		if arrayed {
			return 6
		}
		return 3
	}
	if arrayed {
		return 5
	}
	return 1
}

// memoryTypeFor picks a memory type allowed by bits: the host-visible
// one when allowed, else the first device-local one, else the first.
func (d *Device) memoryTypeFor(bits uint32) (uint32, error) {
	if bits&(1<<d.memType) != 0 {
		return d.memType, nil
	}
	c := d.caps
	first := -1
	for i := 0; i < int(c.memTypes.memoryTypeCount) && i < 32; i++ {
		if bits&(1<<i) == 0 {
			continue
		}
		if c.memTypes.memoryTypes[i].propertyFlags&vkMemoryPropertyDeviceLocal != 0 {
			return uint32(i), nil
		}
		if first < 0 {
			first = i
		}
	}
	if first < 0 {
		return 0, fmt.Errorf("vulkan: no memory type for an image")
	}
	return uint32(first), nil
}

// allocate allocates and binds memory for an object with requirements req.
func (d *Device) allocate(r *runObjects, req *vkMemoryRequirements, typ uint32) (vkHandle, error) {
	ar := &d.ar
	mai := newOf[vkMemoryAllocateInfo](ar)
	mai.sType = stMemoryAllocateInfo
	mai.allocationSize = req.size
	mai.memoryTypeIndex = typ
	mem := newOf[vkHandle](ar)
	if err := d.check("vkAllocateMemory", call(d.fn.allocateMemory, d.dev, ptr(mai), 0, ptr(mem))); err != nil {
		return 0, err
	}
	r.memories = append(r.memories, *mem)
	d.live++
	return *mem, nil
}

// mapAll maps a whole allocation of size bytes.
func (d *Device) mapAll(r *runObjects, mem vkHandle, size int) ([]byte, error) {
	pp := newOf[unsafe.Pointer](&d.ar)
	if err := d.check("vkMapMemory", call(d.fn.mapMemory, d.dev, uintptr(mem), 0, uintptr(vkWholeSize), 0, ptr(pp))); err != nil {
		return nil, err
	}
	r.mappedMem = append(r.mappedMem, mem)
	return unsafe.Slice((*byte)(*pp), size), nil
}

// formatFeatures returns VkFormatProperties for a format.
func (d *Device) formatFeatures(f texel.Format) vkFormatProperties {
	fp := newOf[vkFormatProperties](&d.ar)
	call(d.inst.fn.getPhysicalDeviceFormatProperties, d.pd, uintptr(f), ptr(fp))
	return *fp
}

// createImages makes the images (uploaded through a staging buffer when
// the command buffer runs), their views, the samplers and the texel
// buffers, and lists the descriptors to write.
func (d *Device) createImages(r *runObjects, imgs []boundImage) (*imageRun, error) {
	ir := &imageRun{}
	if len(imgs) == 0 {
		return ir, nil
	}
	ar := &d.ar
	index := map[*texel.Image]int{}
	usage := map[*texel.Image]uint32{}
	mutable := map[*texel.Image]bool{}
	for _, b := range imgs {
		img := b.desc.View.Image
		if b.desc.Kind == texel.SamplerOnly || img.Dim == texel.DimBuffer {
			continue
		}
		if _, ok := index[img]; !ok {
			index[img] = len(ir.images)
			ir.images = append(ir.images, img)
		}
		u := uint32(vkImageUsageSampled)
		if b.desc.Kind == texel.StorageImage {
			u = vkImageUsageStorage
		}
		usage[img] |= u
		if b.desc.View.ViewFormat() != img.Format {
			mutable[img] = true
		}
	}
	// Check the formats and shapes against the device, then create.
	var stageSize uint64
	for _, img := range ir.images {
		u := usage[img] | vkImageUsageTransferSrc | vkImageUsageTransferDst
		flags := uint32(0)
		if img.Dim == texel.DimCube {
			flags |= vkImageCreateCubeCompatible
		}
		if mutable[img] {
			flags |= 0x8 // VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT
		}
		props := newOf[vkImageFormatProperties](ar)
		res := call(d.inst.fn.getPhysicalDeviceImageFormatProperties, d.pd, uintptr(img.Format), uintptr(vkImageType(img.Dim)), 0, uintptr(u), uintptr(flags), ptr(props))
		what := fmt.Sprintf("%v image %dx%dx%d with %d level(s), %d layer(s), %d sample(s)", img.Format, img.Width, img.Height, img.Depth, img.Levels, img.Layers, img.Samples)
		if res == vkErrorFormatNotSupported {
			return nil, &UnsupportedError{Device: d.info.Name, Missing: []string{what + " (format not supported for this use)"}}
		}
		if err := d.check("vkGetPhysicalDeviceImageFormatProperties", res); err != nil {
			return nil, err
		}
		if props.sampleCounts&max(img.Samples, 1) == 0 || img.Levels > props.maxMipLevels || img.Layers > props.maxArrayLayers ||
			img.Width > props.maxExtent[0] || img.Height > props.maxExtent[1] || img.Depth > props.maxExtent[2] {
			return nil, &UnsupportedError{Device: d.info.Name, Missing: []string{fmt.Sprintf("%s (the device allows sample counts 0x%x, %d levels, %d layers, extent %v)",
				what, props.sampleCounts, props.maxMipLevels, props.maxArrayLayers, props.maxExtent)}}
		}
		ici := newOf[vkImageCreateInfo](ar)
		ici.sType = stImageCreateInfo
		ici.flags = flags
		ici.imageType = vkImageType(img.Dim)
		ici.format = uint32(img.Format)
		ici.extent = [3]uint32{img.Width, img.Height, img.Depth}
		ici.mipLevels = max(img.Levels, 1)
		ici.arrayLayers = max(img.Layers, 1)
		ici.samples = max(img.Samples, 1)
		ici.usage = u
		ici.sharingMode = vkSharingModeExclusive
		h := newOf[vkHandle](ar)
		if err := d.check("vkCreateImage", call(d.fn.createImage, d.dev, ptr(ici), 0, ptr(h))); err != nil {
			return nil, err
		}
		r.images = append(r.images, *h)
		ir.handles = append(ir.handles, *h)
		d.live++
		req := newOf[vkMemoryRequirements](ar)
		call(d.fn.getImageMemoryRequirements, d.dev, uintptr(*h), ptr(req))
		typ, err := d.memoryTypeFor(req.memoryTypeBits)
		if err != nil {
			return nil, err
		}
		mem, err := d.allocate(r, req, typ)
		if err != nil {
			return nil, err
		}
		if err := d.check("vkBindImageMemory", call(d.fn.bindImageMemory, d.dev, uintptr(*h), uintptr(mem), 0)); err != nil {
			return nil, err
		}
		// Offsets in the staging buffer: a multiple of 16 and of the
		// texel size.
		align := uint64(16 * img.Format.Size())
		stageSize = (stageSize + align - 1) / align * align
		ir.stageOff = append(ir.stageOff, stageSize)
		stageSize += uint64(len(img.Data))
	}
	if stageSize > 0 {
		bci := newOf[vkBufferCreateInfo](ar)
		bci.sType = stBufferCreateInfo
		bci.size = stageSize
		bci.usage = vkBufferUsageTransferSrc | vkBufferUsageTransferDst
		bci.sharingMode = vkSharingModeExclusive
		h := newOf[vkHandle](ar)
		if err := d.check("vkCreateBuffer", call(d.fn.createBuffer, d.dev, ptr(bci), 0, ptr(h))); err != nil {
			return nil, err
		}
		r.buffers = append(r.buffers, *h)
		d.live++
		ir.stageBuf = *h
		data, err := d.hostBuffer(r, *h, int(stageSize))
		if err != nil {
			return nil, err
		}
		ir.staging = data
		for i, img := range ir.images {
			if img.Samples > 1 {
				if _, err := clearValue(img); err != nil {
					return nil, err
				}
				continue
			}
			copy(data[ir.stageOff[i]:], img.Data)
		}
	}

	// Texel buffers: one per distinct data.
	ir.texelBufs = map[texelKey]*texelBuf{}
	var order []*texelBuf
	for _, b := range imgs {
		x := b.desc
		if x.Kind != texel.UniformTexelBuffer && x.Kind != texel.StorageTexelBuffer {
			continue
		}
		k := keyOf(x.View.Image.Data)
		tb := ir.texelBufs[k]
		if tb == nil {
			tb = &texelBuf{data: x.View.Image.Data}
			ir.texelBufs[k] = tb
			order = append(order, tb)
		}
		tb.usage |= map[bool]uint32{true: vkBufferUsageStorageTexel, false: vkBufferUsageUniformTexel}[x.Kind == texel.StorageTexelBuffer]
	}
	for _, tb := range order {
		if err := d.createTexelBuffer(r, tb); err != nil {
			return nil, err
		}
	}

	// Views and samplers: one per descriptor.
	for _, b := range imgs {
		e := descEntry{set: b.set, binding: b.binding, elem: b.elem, count: b.count, typ: imageDescType(b.desc.Kind)}
		x := b.desc
		if x.Sampler != nil {
			h, err := d.createSampler(r, x.Sampler)
			if err != nil {
				return nil, err
			}
			e.sampler = h
		}
		switch {
		case x.Kind == texel.SamplerOnly:
		case x.Kind == texel.UniformTexelBuffer || x.Kind == texel.StorageTexelBuffer:
			h, err := d.texelView(r, ir.texelBufs[keyOf(x.View.Image.Data)], x)
			if err != nil {
				return nil, err
			}
			e.texelView = h
		default:
			img := x.View.Image
			f := x.View.ViewFormat()
			fp := d.formatFeatures(f)
			need, what := uint32(vkFormatFeatureSampledImage), "a sampled image"
			if x.Kind == texel.StorageImage {
				need, what = vkFormatFeatureStorageImage, "a storage image"
			}
			if x.Sampler != nil && (x.Sampler.MagFilter == texel.Linear || x.Sampler.MinFilter == texel.Linear || x.Sampler.MipmapMode == texel.Linear) {
				need |= vkFormatFeatureSampledLinear
				what += " with linear filtering"
			}
			if fp.optimalTilingFeatures&need != need {
				return nil, &UnsupportedError{Device: d.info.Name, Missing: []string{fmt.Sprintf("format %v as %s", f, what)}}
			}
			ivci := newOf[vkImageViewCreateInfo](ar)
			ivci.sType = stImageViewCreateInfo
			ivci.image = ir.handles[index[img]]
			ivci.viewType = vkViewType(img, b.decl)
			ivci.format = uint32(f)
			ivci.subresourceRange = vkImageSubresourceRange{aspectMask: vkImageAspectColor, baseMipLevel: x.View.BaseLevel,
				levelCount: x.View.LevelCount(), layerCount: max(img.Layers, 1)}
			h := newOf[vkHandle](ar)
			if err := d.check("vkCreateImageView", call(d.fn.createImageView, d.dev, ptr(ivci), 0, ptr(h))); err != nil {
				return nil, err
			}
			r.views = append(r.views, *h)
			d.live++
			e.view = *h
		}
		ir.entries = append(ir.entries, e)
	}
	return ir, nil
}

// hostBuffer places buffer h in its own host-visible allocation and
// maps it.
func (d *Device) hostBuffer(r *runObjects, h vkHandle, size int) ([]byte, error) {
	req := newOf[vkMemoryRequirements](&d.ar)
	call(d.fn.getBufferMemoryRequirements, d.dev, uintptr(h), ptr(req))
	if req.memoryTypeBits&(1<<d.memType) == 0 {
		return nil, fmt.Errorf("vulkan: buffer memory cannot live in the host-visible memory type %d", d.memType)
	}
	mem, err := d.allocate(r, req, d.memType)
	if err != nil {
		return nil, err
	}
	if err := d.check("vkBindBufferMemory", call(d.fn.bindBufferMemory, d.dev, uintptr(h), uintptr(mem), 0)); err != nil {
		return nil, err
	}
	data, err := d.mapAll(r, mem, int(req.size))
	if err != nil {
		return nil, err
	}
	clear(data)
	return data[:size], nil
}

// createTexelBuffer makes the buffer behind one or more texel-buffer
// descriptors, holding their data.
func (d *Device) createTexelBuffer(r *runObjects, tb *texelBuf) error {
	ar := &d.ar
	bci := newOf[vkBufferCreateInfo](ar)
	bci.sType = stBufferCreateInfo
	bci.size = uint64((len(tb.data) + 3) &^ 3)
	bci.usage = tb.usage | vkBufferUsageTransferSrc | vkBufferUsageTransferDst
	bci.sharingMode = vkSharingModeExclusive
	h := newOf[vkHandle](ar)
	if err := d.check("vkCreateBuffer", call(d.fn.createBuffer, d.dev, ptr(bci), 0, ptr(h))); err != nil {
		return err
	}
	r.buffers = append(r.buffers, *h)
	d.live++
	mapped, err := d.hostBuffer(r, *h, len(tb.data))
	if err != nil {
		return err
	}
	copy(mapped, tb.data)
	tb.h, tb.mapped = *h, mapped
	return nil
}

// texelView makes a texel-buffer descriptor's buffer view.
func (d *Device) texelView(r *runObjects, tb *texelBuf, x *texel.Binding) (vkHandle, error) {
	ar := &d.ar
	f := x.View.ViewFormat()
	need, what := uint32(vkFormatFeatureUniformTexelBuffer), "a uniform texel buffer"
	if x.Kind == texel.StorageTexelBuffer {
		need, what = vkFormatFeatureStorageTexelBuffer, "a storage texel buffer"
	}
	if d.formatFeatures(f).bufferFeatures&need == 0 {
		return 0, &UnsupportedError{Device: d.info.Name, Missing: []string{fmt.Sprintf("format %v as %s", f, what)}}
	}
	if n := uint64(len(tb.data) / f.Size()); n > uint64(d.caps.props.limits.maxTexelBufferElements) {
		return 0, fmt.Errorf("vulkan: a texel buffer of %d texels exceeds the device's limit %d", n, d.caps.props.limits.maxTexelBufferElements)
	}
	bv := newOf[vkBufferViewCreateInfo](ar)
	bv.sType = stBufferViewCreateInfo
	bv.buffer = tb.h
	bv.format = uint32(f)
	bv.rng = uint64(len(tb.data))
	v := newOf[vkHandle](ar)
	if err := d.check("vkCreateBufferView", call(d.fn.createBufferView, d.dev, ptr(bv), 0, ptr(v))); err != nil {
		return 0, err
	}
	r.bufferViews = append(r.bufferViews, *v)
	d.live++
	return *v, nil
}

// createSampler makes a VkSampler; texel's enums are numbered as
// Vulkan's.
func (d *Device) createSampler(r *runObjects, s *texel.Sampler) (vkHandle, error) {
	ar := &d.ar
	sci := newOf[vkSamplerCreateInfo](ar)
	sci.sType = stSamplerCreateInfo
	sci.magFilter = uint32(s.MagFilter)
	sci.minFilter = uint32(s.MinFilter)
	sci.mipmapMode = uint32(s.MipmapMode)
	sci.addressModeU = uint32(s.AddressU)
	sci.addressModeV = uint32(s.AddressV)
	sci.addressModeW = uint32(s.AddressW)
	sci.mipLodBias = s.LodBias
	sci.maxAnisotropy = 1
	if s.Compare {
		sci.compareEnable = 1
	}
	sci.compareOp = uint32(s.CompareOp)
	sci.minLod = s.MinLod
	sci.maxLod = s.MaxLod
	sci.borderColor = uint32(s.Border)
	if s.Unnormalized {
		sci.unnormalizedCoordinates = 1
	}
	h := newOf[vkHandle](ar)
	if err := d.check("vkCreateSampler", call(d.fn.createSampler, d.dev, ptr(sci), 0, ptr(h))); err != nil {
		return 0, err
	}
	r.samplers = append(r.samplers, *h)
	d.live++
	return *h, nil
}

// clearValue is the VkClearColorValue (16 bytes) that fills a
// multisampled image with its data. Vulkan cannot copy a buffer into a
// multisampled image, so such an image is uploaded with a clear: its data
// must be one texel value repeated (all zeros, as AmberScript leaves it,
// or a FILL); other data is an error.
func clearValue(img *texel.Image) ([16]byte, error) {
	var out [16]byte
	ts := img.Format.Size()
	first := img.Data[:ts]
	for off := ts; off < len(img.Data); off += ts {
		if !bytes.Equal(img.Data[off:off+ts], first) {
			return out, fmt.Errorf("vulkan: a multisampled image can only be uploaded as one value in every texel and sample (Vulkan cannot copy into a multisampled image; this back end clears it)")
		}
	}
	in := img.Format.Info()
	if in.Class.IsFloat() {
		v := img.Format.DecodeFloat(first)
		for i, x := range v {
			*(*float32)(unsafe.Pointer(&out[4*i])) = float32(x)
		}
		return out, nil
	}
	if ts == 8 && len(in.Fields) == 1 { // R64_UINT, R64_SINT
		if !bytes.Equal(first, make([]byte, ts)) {
			return out, fmt.Errorf("vulkan: a multisampled 64-bit image can only be uploaded as zeros")
		}
		return out, nil
	}
	for i, x := range img.Format.DecodeInt(first) {
		*(*uint32)(unsafe.Pointer(&out[4*i])) = uint32(x)
	}
	return out, nil
}

// recordUpload records the images' upload: to TRANSFER_DST, copy (or
// clear, for multisampled images), then to GENERAL for the shader.
func (d *Device) recordUpload(cb uintptr, ir *imageRun) {
	if len(ir.images) == 0 {
		return
	}
	ar := &d.ar
	d.imageBarriers(cb, ir, vkImageLayoutUndefined, vkImageLayoutTransferDst, 0, vkAccessTransferWrite, vkPipelineStageTopOfPipe, vkPipelineStageTransfer)
	for i, img := range ir.images {
		if img.Samples > 1 {
			cv, _ := clearValue(img)
			cvp := newOf[[16]byte](ar)
			*cvp = cv
			rng := newOf[vkImageSubresourceRange](ar)
			*rng = vkImageSubresourceRange{aspectMask: vkImageAspectColor, levelCount: max(img.Levels, 1), layerCount: max(img.Layers, 1)}
			call(d.fn.cmdClearColorImage, cb, uintptr(ir.handles[i]), vkImageLayoutTransferDst, ptr(cvp), 1, ptr(rng))
			continue
		}
		regions := d.copyRegions(img, ir.stageOff[i])
		call(d.fn.cmdCopyBufferToImage, cb, uintptr(ir.stageBuf), uintptr(ir.handles[i]), vkImageLayoutTransferDst, uintptr(len(regions)), ptrs(regions))
	}
	d.imageBarriers(cb, ir, vkImageLayoutTransferDst, vkImageLayoutGeneral, vkAccessTransferWrite, vkAccessShaderRead|vkAccessShaderWrite, vkPipelineStageTransfer, vkPipelineStageComputeShader)
}

// recordReadback records the copy of the images back to the staging
// buffer after the dispatch (not of multisampled ones, which Vulkan
// cannot copy).
func (d *Device) recordReadback(cb uintptr, ir *imageRun) {
	if len(ir.images) == 0 {
		return
	}
	d.imageBarriers(cb, ir, vkImageLayoutGeneral, vkImageLayoutTransferSrc, vkAccessShaderWrite, vkAccessTransferRead, vkPipelineStageComputeShader, vkPipelineStageTransfer)
	for i, img := range ir.images {
		if img.Samples > 1 {
			continue
		}
		regions := d.copyRegions(img, ir.stageOff[i])
		call(d.fn.cmdCopyImageToBuffer, cb, uintptr(ir.handles[i]), vkImageLayoutTransferSrc, uintptr(ir.stageBuf), uintptr(len(regions)), ptrs(regions))
	}
	mb := newOf[vkMemoryBarrier](&d.ar)
	mb.sType = stMemoryBarrier
	mb.srcAccessMask = vkAccessTransferWrite
	mb.dstAccessMask = vkAccessHostRead
	call(d.fn.cmdPipelineBarrier, cb, vkPipelineStageTransfer, vkPipelineStageHost, 0, 1, ptr(mb), 0, 0, 0, 0)
}

// copyRegions gives one copy region per level of img, its data at off
// in the staging buffer laid out as texel.Image lays it out.
func (d *Device) copyRegions(img *texel.Image, off uint64) []vkBufferImageCopy {
	n := max(img.Levels, 1)
	regions := sliceOf[vkBufferImageCopy](&d.ar, int(n))
	for l := uint32(0); l < n; l++ {
		lo, _ := img.LevelOffset(l)
		w, h, dd := img.Extent(l)
		regions[l] = vkBufferImageCopy{bufferOffset: off + uint64(lo), aspectMask: vkImageAspectColor, mipLevel: l,
			layerCount: max(img.Layers, 1), imageExtent: [3]uint32{w, h, dd}}
	}
	return regions
}

func (d *Device) imageBarriers(cb uintptr, ir *imageRun, from, to, srcAccess, dstAccess, srcStage, dstStage uint32) {
	bs := sliceOf[vkImageMemoryBarrier](&d.ar, len(ir.images))
	for i, img := range ir.images {
		bs[i] = vkImageMemoryBarrier{sType: stImageMemoryBarrier, srcAccessMask: srcAccess, dstAccessMask: dstAccess,
			oldLayout: from, newLayout: to, srcQueueFamilyIndex: vkQueueFamilyIgnored, dstQueueFamilyIndex: vkQueueFamilyIgnored,
			image: ir.handles[i], subresourceRange: vkImageSubresourceRange{aspectMask: vkImageAspectColor,
				levelCount: max(img.Levels, 1), layerCount: max(img.Layers, 1)}}
	}
	call(d.fn.cmdPipelineBarrier, cb, uintptr(srcStage), uintptr(dstStage), 0, 0, 0, 0, 0, uintptr(len(bs)), ptrs(bs))
}

// readBack copies the images and texel buffers into the caller's data.
func (ir *imageRun) readBack() {
	for i, img := range ir.images {
		if img.Samples > 1 {
			continue
		}
		copy(img.Data, ir.staging[ir.stageOff[i]:])
	}
	for _, tb := range ir.texelBufs {
		if tb.usage&vkBufferUsageStorageTexel != 0 {
			copy(tb.data, tb.mapped) // a uniform texel buffer is not written
		}
	}
}
