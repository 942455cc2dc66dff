//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"encoding/binary"
	"fmt"
	"sort"
	"time"
	"unsafe"
)

// runObjects are the Vulkan objects of one Run, destroyed together.
type runObjects struct {
	d          *Device
	fence      vkHandle
	cmdPool    vkHandle
	descPool   vkHandle
	pipeline   vkHandle
	pipeLayout vkHandle
	shader     vkHandle
	setLayouts []vkHandle
	buffers    []vkHandle
	memory     vkHandle // one allocation for all buffers
	mappedAll  bool     // memory is mapped
	mapped     [][]byte // host views of the buffers
	// Images, their views, samplers and texel-buffer views, and the
	// allocations of images, texel buffers and the staging buffer
	// (mappedMem lists those mapped).
	images      []vkHandle
	views       []vkHandle
	samplers    []vkHandle
	bufferViews []vkHandle
	memories    []vkHandle
	mappedMem   []vkHandle
}

func (r *runObjects) destroy() {
	d := r.d
	f := &d.fn
	gone := func(h *vkHandle, fn uintptr) {
		if *h != 0 {
			call(fn, d.dev, uintptr(*h), 0)
			*h = 0
			d.live--
		}
	}
	gone(&r.fence, f.destroyFence)
	gone(&r.cmdPool, f.destroyCommandPool) // frees its command buffer
	gone(&r.descPool, f.destroyDescriptorPool)
	gone(&r.pipeline, f.destroyPipeline)
	gone(&r.pipeLayout, f.destroyPipelineLayout)
	gone(&r.shader, f.destroyShaderModule)
	for i := range r.setLayouts {
		gone(&r.setLayouts[i], f.destroyDescriptorSetLayout)
	}
	for i := range r.views {
		gone(&r.views[i], f.destroyImageView)
	}
	for i := range r.bufferViews {
		gone(&r.bufferViews[i], f.destroyBufferView)
	}
	for i := range r.samplers {
		gone(&r.samplers[i], f.destroySampler)
	}
	for i := range r.images {
		gone(&r.images[i], f.destroyImage)
	}
	for i := range r.buffers {
		gone(&r.buffers[i], f.destroyBuffer)
	}
	for _, m := range r.mappedMem {
		call(f.unmapMemory, d.dev, uintptr(m))
	}
	r.mappedMem = nil
	for i := range r.memories {
		gone(&r.memories[i], f.freeMemory)
	}
	if r.mappedAll {
		call(f.unmapMemory, d.dev, uintptr(r.memory))
		r.mappedAll = false
	}
	r.mapped = nil
	gone(&r.memory, f.freeMemory)
}

// check turns a VkResult into an error.
func (d *Device) check(what string, r vkResult) error {
	if r == vkSuccess {
		return nil
	}
	if r == vkErrorDeviceLost {
		d.lost = true
	}
	return &VkError{what, int32(r)}
}

// boundBuffer is one descriptor of a run.
type boundBuffer struct {
	set, binding uint32
	kind         BufferKind
	data         []byte
	name         string
	// elem is the element of a descriptor array this buffer is, count
	// the array's descriptor count (1 for a single buffer).
	elem, count uint32
}

// Run dispatches the compute module spv once. The buffers of cfg are
// uploaded, bound by (set, binding), and read back into the same slices
// when the dispatch has finished. Everything Run creates is destroyed
// before it returns (unless the dispatch times out: see TimeoutError).
func (d *Device) Run(spv []byte, cfg RunConfig) (*RunResult, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return nil, fmt.Errorf("vulkan: device is closed")
	}
	if d.lost {
		return nil, fmt.Errorf("vulkan: device %q was lost", d.info.Name)
	}
	d.reap()
	t0 := time.Now()

	m, e, local, haveLocal, err := d.check1(spv, cfg)
	if err != nil {
		return nil, err
	}
	res := &RunResult{Entry: e.name, SubgroupSize: int(d.info.SubgroupSize)}
	if cfg.FullSubgroups && haveLocal {
		unit := uint32(cfg.SubgroupSize)
		if unit == 0 {
			unit = d.info.MaxSubgroupSize
		}
		if w := PartialSubgroupsWarning(local[0], unit, cfg.SubgroupSize != 0); w != "" {
			res.Warnings = append(res.Warnings, w)
		}
	}
	if cfg.SubgroupSize != 0 {
		res.SubgroupSize = cfg.SubgroupSize
	}
	wg := cfg.Workgroups
	for i := range wg {
		if wg[i] == 0 {
			wg[i] = 1
		}
		if wg[i] > d.info.MaxComputeWorkGroupCount[i] {
			return nil, fmt.Errorf("vulkan: %d workgroups in dimension %d exceed the device's limit %d", wg[i], i, d.info.MaxComputeWorkGroupCount[i])
		}
	}
	if haveLocal {
		res.LocalSize = local
		for i := range local {
			if local[i] > d.info.MaxComputeWorkGroupSize[i] {
				return nil, fmt.Errorf("vulkan: workgroup size %v exceeds the device's limit %v", local, d.info.MaxComputeWorkGroupSize)
			}
		}
		if n := uint64(local[0]) * uint64(local[1]) * uint64(local[2]); n > uint64(d.info.MaxComputeWorkGroupInvocations) {
			return nil, fmt.Errorf("vulkan: workgroup of %d invocations exceeds the device's limit %d", n, d.info.MaxComputeWorkGroupInvocations)
		}
		res.Invocations = int64(wg[0]) * int64(wg[1]) * int64(wg[2]) * int64(local[0]) * int64(local[1]) * int64(local[2])
	}

	bufs, err := d.collectBuffers(m, cfg)
	if err != nil {
		return nil, err
	}
	imgs, err := d.collectImages(m, cfg)
	if err != nil {
		return nil, err
	}
	pushSize := (max(m.pushSize, len(cfg.PushConstants)) + 3) &^ 3
	if pushSize > int(d.info.MaxPushConstantsSize) {
		return nil, fmt.Errorf("vulkan: %d bytes of push constants exceed the device's limit %d", pushSize, d.info.MaxPushConstantsSize)
	}

	ar := &d.ar
	defer ar.reset()
	r := &runObjects{d: d}
	done := false
	defer func() {
		if !done {
			r.destroy()
		}
	}()

	if err := d.createBuffers(r, bufs); err != nil {
		return nil, err
	}
	ir, err := d.createImages(r, imgs)
	if err != nil {
		return nil, err
	}
	sets, err := d.createDescriptors(r, bufs, ir.entries)
	if err != nil {
		return nil, err
	}
	if err := d.createPipeline(r, spv, m, e, cfg, pushSize); err != nil {
		return nil, err
	}
	cb, err := d.record(r, sets, cfg.PushConstants, pushSize, wg, ir)
	if err != nil {
		return nil, err
	}
	res.Setup = time.Since(t0)

	// Submit and wait.
	t1 := time.Now()
	fci := newOf[vkFenceCreateInfo](ar)
	fci.sType = stFenceCreateInfo
	fence := newOf[vkHandle](ar)
	if err := d.check("vkCreateFence", call(d.fn.createFence, d.dev, ptr(fci), 0, ptr(fence))); err != nil {
		return nil, err
	}
	r.fence = *fence
	d.live++
	cbs := newOf[uintptr](ar)
	*cbs = cb
	si := newOf[vkSubmitInfo](ar)
	si.sType = stSubmitInfo
	si.commandBufferCount = 1
	si.pCommandBuffers = ptr(cbs)
	if err := d.check("vkQueueSubmit", call(d.fn.queueSubmit, d.queue, 1, ptr(si), uintptr(r.fence))); err != nil {
		return nil, err
	}
	timeout := cfg.Timeout
	if timeout <= 0 {
		timeout = 60 * time.Second
	}
	switch w := call(d.fn.waitForFences, d.dev, 1, ptr(fence), 1, uintptr(timeout.Nanoseconds())); w {
	case vkSuccess:
	case vkTimeout:
		done = true
		d.pending = append(d.pending, r)
		return nil, &TimeoutError{Timeout: timeout}
	default:
		return nil, d.check("vkWaitForFences", w)
	}
	res.Dispatch = time.Since(t1)

	// Read back.
	t2 := time.Now()
	for i, b := range bufs {
		copy(b.data, r.mapped[i])
	}
	ir.readBack()
	res.Readback = time.Since(t2)
	t3 := time.Now()
	done = true
	r.destroy()
	res.Teardown = time.Since(t3)
	return res, nil
}

// Check reports whether the device can run the module with cfg's entry
// point, specialization and subgroup-size request, without running it: nil,
// an *UnsupportedError naming what is missing, or another error for a
// module that cannot be read.
func (d *Device) Check(spv []byte, cfg RunConfig) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	_, _, _, _, err := d.check1(spv, cfg)
	return err
}

// check1 decodes the module and checks it against the device.
func (d *Device) check1(spv []byte, cfg RunConfig) (m *moduleInfo, e *entryInfo, local [3]uint32, haveLocal bool, err error) {
	m, err = analyze(spv)
	if err != nil {
		return nil, nil, local, false, fmt.Errorf("vulkan: %w", err)
	}
	e, err = m.entry(cfg.Entry)
	if err != nil {
		return nil, nil, local, false, err
	}
	// What the device lacks first: a module it cannot run is refused for
	// that, even where the validator predates the module's extensions
	// (cooperative matrices with the installed spirv-val).
	missing := checkModule(m, &d.info, d.caps)
	local, haveLocal = m.localSize(e, cfg.Spec)
	missing = append(missing, d.checkSubgroupSize(cfg, local, haveLocal)...)
	if len(missing) > 0 {
		return nil, nil, local, false, &UnsupportedError{Device: d.info.Name, Missing: missing}
	}
	if !cfg.SkipValidation {
		if err := d.validate(spv); err != nil {
			return nil, nil, local, false, err
		}
	}
	return m, e, local, haveLocal, nil
}

// checkSubgroupSize validates the subgroup-size request.
func (d *Device) checkSubgroupSize(cfg RunConfig, local [3]uint32, haveLocal bool) []string {
	var missing []string
	info := &d.info
	n := cfg.SubgroupSize
	if n != 0 {
		switch {
		case n < 0 || n&(n-1) != 0:
			missing = append(missing, fmt.Sprintf("required subgroup size %d (not a power of two)", n))
		case !info.SizeControl:
			missing = append(missing, fmt.Sprintf("required subgroup size %d (the device has no subgroup size control: needs Vulkan 1.3 or VK_EXT_subgroup_size_control with the subgroupSizeControl feature)", n))
		case info.RequiredSubgroupSizeStages&StageCompute == 0:
			missing = append(missing, fmt.Sprintf("required subgroup size %d (the device cannot require a subgroup size for compute shaders)", n))
		case uint32(n) < info.MinSubgroupSize || uint32(n) > info.MaxSubgroupSize:
			missing = append(missing, fmt.Sprintf("required subgroup size %d (the device supports %d..%d)", n, info.MinSubgroupSize, info.MaxSubgroupSize))
		case haveLocal && uint64(local[0])*uint64(local[1])*uint64(local[2]) > uint64(n)*uint64(info.MaxComputeWorkgroupSubgroups):
			missing = append(missing, fmt.Sprintf("required subgroup size %d (a workgroup of %v needs more than the device's %d subgroups)", n, local, info.MaxComputeWorkgroupSubgroups))
		}
	}
	// A local size that is not a multiple of the subgroup size breaks a
	// valid-usage rule, but drivers run it with a partial last subgroup
	// and the CTS relies on that: Run warns (PartialSubgroupsWarning) and
	// goes on.
	if cfg.FullSubgroups && !info.ComputeFullSubgroups {
		missing = append(missing, "full subgroups (the device lacks the computeFullSubgroups feature)")
	}
	return missing
}

// collectBuffers pairs the module's bindings with the caller's data.
func (d *Device) collectBuffers(m *moduleInfo, cfg RunConfig) ([]boundBuffer, error) {
	var out []boundBuffer
	seen := map[[2]uint32]bool{}
	for _, b := range m.bindings {
		key := [2]uint32{b.set, b.binding}
		if seen[key] {
			continue // aliased variables share a descriptor
		}
		seen[key] = true
		if b.image != nil {
			continue // collectImages
		}
		kind := b.kind
		if k := cfg.Kinds[key]; k != KindAuto {
			kind = k
		}
		if kind == KindAuto {
			return nil, fmt.Errorf("vulkan: binding (set %d, binding %d) %s is %s; only storage and uniform buffers are supported", b.set, b.binding, b.name, b.other)
		}
		if b.count < 0 {
			return nil, &UnsupportedError{Device: d.info.Name, Missing: []string{fmt.Sprintf("binding (set %d, binding %d) %s is a runtime-sized descriptor array, which this back end does not bind yet", b.set, b.binding, b.name)}}
		}
		if b.count > 1 {
			// A descriptor array: one buffer per element.
			elems := cfg.BufferArrays[key]
			if len(elems) != b.count {
				return nil, fmt.Errorf("vulkan: binding (set %d, binding %d) %s is an array of %d descriptors; %d buffers are bound", b.set, b.binding, b.name, b.count, len(elems))
			}
			for i, data := range elems {
				out = append(out, boundBuffer{b.set, b.binding, kind, data, b.name, uint32(i), uint32(b.count)})
			}
			continue
		}
		data, ok := cfg.Buffers[key]
		if !ok {
			return nil, fmt.Errorf("vulkan: no buffer bound at set %d binding %d (%s)", b.set, b.binding, b.name)
		}
		out = append(out, boundBuffer{b.set, b.binding, kind, data, b.name, 0, 1})
	}
	for key, k := range cfg.Kinds {
		if seen[key] || k == KindAuto {
			continue
		}
		data, ok := cfg.Buffers[key]
		if !ok {
			return nil, fmt.Errorf("vulkan: no buffer bound at set %d binding %d", key[0], key[1])
		}
		out = append(out, boundBuffer{key[0], key[1], k, data, "", 0, 1})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].set != out[j].set {
			return out[i].set < out[j].set
		}
		if out[i].binding != out[j].binding {
			return out[i].binding < out[j].binding
		}
		return out[i].elem < out[j].elem
	})
	for _, b := range out {
		limit := d.info.MaxStorageBufferRange
		if b.kind == Uniform {
			limit = d.info.MaxUniformBufferRange
		}
		if len(b.data) == 0 {
			return nil, fmt.Errorf("vulkan: the buffer at set %d binding %d is empty", b.set, b.binding)
		}
		if uint64(len(b.data)) > uint64(limit) {
			return nil, fmt.Errorf("vulkan: the %s buffer at set %d binding %d has %d bytes, more than the device's limit %d", b.kind, b.set, b.binding, len(b.data), limit)
		}
	}
	return out, nil
}

// createBuffers makes one buffer per binding, places them all in one
// host-visible allocation (each at an offset its requirements allow), maps
// it and uploads the data.
func (d *Device) createBuffers(r *runObjects, bufs []boundBuffer) error {
	ar := &d.ar
	r.mapped = make([][]byte, len(bufs))
	offsets := make([]uint64, len(bufs))
	var total uint64
	typeBits := ^uint32(0)
	for i, b := range bufs {
		bci := newOf[vkBufferCreateInfo](ar)
		bci.sType = stBufferCreateInfo
		bci.size = uint64((len(b.data) + 3) &^ 3)
		bci.usage = vkBufferUsageStorageBuffer | vkBufferUsageTransferSrc | vkBufferUsageTransferDst
		if b.kind == Uniform {
			bci.usage = vkBufferUsageUniformBuffer | vkBufferUsageTransferSrc | vkBufferUsageTransferDst
		}
		bci.sharingMode = vkSharingModeExclusive
		h := newOf[vkHandle](ar)
		if err := d.check("vkCreateBuffer", call(d.fn.createBuffer, d.dev, ptr(bci), 0, ptr(h))); err != nil {
			return err
		}
		r.buffers = append(r.buffers, *h)
		d.live++
		req := newOf[vkMemoryRequirements](ar)
		call(d.fn.getBufferMemoryRequirements, d.dev, uintptr(*h), ptr(req))
		align := max(req.alignment, 16)
		total = (total + align - 1) / align * align
		offsets[i] = total
		total += req.size
		typeBits &= req.memoryTypeBits
	}
	if len(bufs) == 0 {
		return nil
	}
	if typeBits&(1<<d.memType) == 0 {
		return fmt.Errorf("vulkan: buffer memory cannot live in the host-visible memory type %d", d.memType)
	}
	mai := newOf[vkMemoryAllocateInfo](ar)
	mai.sType = stMemoryAllocateInfo
	mai.allocationSize = total
	mai.memoryTypeIndex = d.memType
	mem := newOf[vkHandle](ar)
	if err := d.check("vkAllocateMemory", call(d.fn.allocateMemory, d.dev, ptr(mai), 0, ptr(mem))); err != nil {
		return err
	}
	r.memory = *mem
	d.live++
	pp := newOf[unsafe.Pointer](ar)
	if err := d.check("vkMapMemory", call(d.fn.mapMemory, d.dev, uintptr(r.memory), 0, uintptr(vkWholeSize), 0, ptr(pp))); err != nil {
		return err
	}
	r.mappedAll = true
	view := unsafe.Slice((*byte)(*pp), int(total))
	clear(view)
	for i, b := range bufs {
		if err := d.check("vkBindBufferMemory", call(d.fn.bindBufferMemory, d.dev, uintptr(r.buffers[i]), uintptr(r.memory), uintptr(offsets[i]))); err != nil {
			return err
		}
		r.mapped[i] = view[offsets[i] : offsets[i]+uint64(len(b.data))]
		copy(r.mapped[i], b.data)
	}
	return nil
}

// createDescriptors makes a set layout for every set number up to the
// highest used (empty ones for gaps), a pool, and the sets, and points the
// descriptors at the buffers, images, samplers and texel buffers. It
// returns the set handles by set number (0 for gaps).
func (d *Device) createDescriptors(r *runObjects, bufs []boundBuffer, more []descEntry) ([]vkHandle, error) {
	ar := &d.ar
	entries := make([]descEntry, 0, len(bufs)+len(more))
	for i, b := range bufs {
		entries = append(entries, descEntry{set: b.set, binding: b.binding, elem: b.elem, count: b.count, typ: descType(b.kind),
			buffer: r.buffers[i], rng: uint64(len(b.data))})
	}
	entries = append(entries, more...)
	nsets := 0
	for _, b := range entries {
		nsets = max(nsets, int(b.set)+1)
	}
	if nsets == 0 {
		return nil, nil
	}
	if lim := d.caps.props.limits.maxBoundDescriptorSets; uint32(nsets) > lim {
		return nil, fmt.Errorf("vulkan: the module uses descriptor set %d; the device binds at most %d sets", nsets-1, lim)
	}
	counts := map[uint32]uint32{}
	used := 0
	for s := 0; s < nsets; s++ {
		var list []descEntry // one per binding: the first element of an array
		for _, b := range entries {
			if int(b.set) == s && b.elem == 0 {
				list = append(list, b)
			}
		}
		bindings := sliceOf[vkDescriptorSetLayoutBinding](ar, len(list))
		for i, b := range list {
			bindings[i] = vkDescriptorSetLayoutBinding{binding: b.binding, descriptorType: b.typ, descriptorCount: b.count, stageFlags: vkShaderStageCompute}
			counts[b.typ] += b.count
		}
		if len(list) > 0 {
			used++
		}
		ci := newOf[vkDescriptorSetLayoutCreateInfo](ar)
		ci.sType = stDescriptorSetLayoutCreateInfo
		ci.bindingCount = uint32(len(list))
		ci.pBindings = ptrs(bindings)
		h := newOf[vkHandle](ar)
		if err := d.check("vkCreateDescriptorSetLayout", call(d.fn.createDescriptorSetLayout, d.dev, ptr(ci), 0, ptr(h))); err != nil {
			return nil, err
		}
		r.setLayouts = append(r.setLayouts, *h)
		d.live++
	}
	sizes := sliceOf[vkDescriptorPoolSize](ar, len(counts))
	i := 0
	for _, t := range []uint32{vkDescriptorTypeSampler, vkDescriptorTypeCombinedImageSampler, vkDescriptorTypeSampledImage,
		vkDescriptorTypeStorageImage, vkDescriptorTypeUniformTexelBuffer, vkDescriptorTypeStorageTexelBuffer,
		vkDescriptorTypeUniformBuffer, vkDescriptorTypeStorageBuffer} {
		if counts[t] > 0 {
			sizes[i] = vkDescriptorPoolSize{typ: t, descriptorCount: counts[t]}
			i++
		}
	}
	pci := newOf[vkDescriptorPoolCreateInfo](ar)
	pci.sType = stDescriptorPoolCreateInfo
	pci.maxSets = uint32(used)
	pci.poolSizeCount = uint32(len(sizes))
	pci.pPoolSizes = ptrs(sizes)
	pool := newOf[vkHandle](ar)
	if err := d.check("vkCreateDescriptorPool", call(d.fn.createDescriptorPool, d.dev, ptr(pci), 0, ptr(pool))); err != nil {
		return nil, err
	}
	r.descPool = *pool
	d.live++

	sets := make([]vkHandle, nsets)
	writes := sliceOf[vkWriteDescriptorSet](ar, len(entries))
	w := 0
	for s := 0; s < nsets; s++ {
		first := -1
		for bi, b := range entries {
			if int(b.set) == s {
				first = bi
				break
			}
		}
		if first < 0 {
			continue
		}
		layouts := newOf[vkHandle](ar)
		*layouts = r.setLayouts[s]
		ai := newOf[vkDescriptorSetAllocateInfo](ar)
		ai.sType = stDescriptorSetAllocateInfo
		ai.descriptorPool = r.descPool
		ai.descriptorSetCount = 1
		ai.pSetLayouts = ptr(layouts)
		h := newOf[vkHandle](ar)
		if err := d.check("vkAllocateDescriptorSets", call(d.fn.allocateDescriptorSets, d.dev, ptr(ai), ptr(h))); err != nil {
			return nil, err
		}
		sets[s] = *h
		for _, b := range entries {
			if int(b.set) != s {
				continue
			}
			wr := vkWriteDescriptorSet{sType: stWriteDescriptorSet, dstSet: *h, dstBinding: b.binding, dstArrayElement: b.elem,
				descriptorCount: 1, descriptorType: b.typ}
			switch b.typ {
			case vkDescriptorTypeUniformBuffer, vkDescriptorTypeStorageBuffer:
				info := newOf[vkDescriptorBufferInfo](ar)
				info.buffer = b.buffer
				info.rng = b.rng
				wr.pBufferInfo = ptr(info)
			case vkDescriptorTypeUniformTexelBuffer, vkDescriptorTypeStorageTexelBuffer:
				v := newOf[vkHandle](ar)
				*v = b.texelView
				wr.pTexelBufferView = ptr(v)
			default:
				info := newOf[vkDescriptorImageInfo](ar)
				info.sampler = b.sampler
				info.imageView = b.view
				info.imageLayout = vkImageLayoutGeneral
				wr.pImageInfo = ptr(info)
			}
			writes[w] = wr
			w++
		}
	}
	call(d.fn.updateDescriptorSets, d.dev, uintptr(w), ptrs(writes), 0, 0)
	return sets, nil
}

func descType(k BufferKind) uint32 {
	if k == Uniform {
		return vkDescriptorTypeUniformBuffer
	}
	return vkDescriptorTypeStorageBuffer
}

// createPipeline makes the shader module, the pipeline layout and the
// compute pipeline (with specialization and subgroup-size control).
func (d *Device) createPipeline(r *runObjects, spv []byte, m *moduleInfo, e *entryInfo, cfg RunConfig, pushSize int) error {
	ar := &d.ar
	smci := newOf[vkShaderModuleCreateInfo](ar)
	smci.sType = stShaderModuleCreateInfo
	smci.codeSize = uintptr(len(spv))
	smci.pCode = uintptr(ar.bytes(spv))
	sh := newOf[vkHandle](ar)
	if err := d.check("vkCreateShaderModule", call(d.fn.createShaderModule, d.dev, ptr(smci), 0, ptr(sh))); err != nil {
		return err
	}
	r.shader = *sh
	d.live++

	plci := newOf[vkPipelineLayoutCreateInfo](ar)
	plci.sType = stPipelineLayoutCreateInfo
	if len(r.setLayouts) > 0 {
		layouts := sliceOf[vkHandle](ar, len(r.setLayouts))
		copy(layouts, r.setLayouts)
		plci.setLayoutCount = uint32(len(layouts))
		plci.pSetLayouts = ptrs(layouts)
	}
	if pushSize > 0 {
		pcr := newOf[vkPushConstantRange](ar)
		*pcr = vkPushConstantRange{stageFlags: vkShaderStageCompute, size: uint32(pushSize)}
		plci.pushConstantRangeCount = 1
		plci.pPushConstantRanges = ptr(pcr)
	}
	pl := newOf[vkHandle](ar)
	if err := d.check("vkCreatePipelineLayout", call(d.fn.createPipelineLayout, d.dev, ptr(plci), 0, ptr(pl))); err != nil {
		return err
	}
	r.pipeLayout = *pl
	d.live++

	cpci := newOf[vkComputePipelineCreateInfo](ar)
	cpci.sType = stComputePipelineCreateInfo
	st := &cpci.stage
	st.sType = stPipelineShaderStageCreateInfo
	st.stage = vkShaderStageCompute
	st.module = r.shader
	st.pName = ar.cstr(e.name)
	if cfg.FullSubgroups {
		st.flags |= vkPipelineShaderStageRequireFullSG
	}
	if cfg.SubgroupSize != 0 {
		rs := newOf[vkPipelineShaderStageRequiredSubgroupSizeCreateInfo](ar)
		rs.sType = stRequiredSubgroupSizeCreateInfo
		rs.requiredSubgroupSize = uint32(cfg.SubgroupSize)
		st.pNext = ptr(rs)
	}
	// Specialization: only the ids the module declares, in id order.
	var ids []uint32
	for id := range cfg.Spec {
		if _, ok := m.specs[id]; ok {
			ids = append(ids, id)
		}
	}
	if len(ids) > 0 {
		sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
		entries := sliceOf[vkSpecializationMapEntry](ar, len(ids))
		data := unsafe.Slice((*byte)(ar.alloc(8*len(ids))), 8*len(ids))
		for i, id := range ids {
			si := m.specs[id]
			v := cfg.Spec[id]
			if si.isBool && v != 0 {
				v = 1
			}
			binary.LittleEndian.PutUint64(data[8*i:], v)
			entries[i] = vkSpecializationMapEntry{constantID: id, offset: uint32(8 * i), size: uintptr(si.size)}
		}
		spec := newOf[vkSpecializationInfo](ar)
		spec.mapEntryCount = uint32(len(ids))
		spec.pMapEntries = ptrs(entries)
		spec.dataSize = uintptr(len(data))
		spec.pData = ptrs(data)
		st.pSpecializationInfo = ptr(spec)
	}
	cpci.layout = r.pipeLayout
	cpci.basePipelineIndex = -1
	p := newOf[vkHandle](ar)
	if err := d.check("vkCreateComputePipelines", call(d.fn.createComputePipelines, d.dev, 0, 1, ptr(cpci), 0, ptr(p))); err != nil {
		return err
	}
	r.pipeline = *p
	d.live++
	return nil
}

// record builds the command buffer: bind, push, dispatch, and a barrier
// that makes the shader's writes visible to the host.
func (d *Device) record(r *runObjects, sets []vkHandle, push []byte, pushSize int, wg [3]uint32, ir *imageRun) (uintptr, error) {
	ar := &d.ar
	cpci := newOf[vkCommandPoolCreateInfo](ar)
	cpci.sType = stCommandPoolCreateInfo
	cpci.flags = vkCommandPoolCreateTransient
	cpci.queueFamilyIndex = uint32(d.caps.queueFam)
	pool := newOf[vkHandle](ar)
	if err := d.check("vkCreateCommandPool", call(d.fn.createCommandPool, d.dev, ptr(cpci), 0, ptr(pool))); err != nil {
		return 0, err
	}
	r.cmdPool = *pool
	d.live++
	cbai := newOf[vkCommandBufferAllocateInfo](ar)
	cbai.sType = stCommandBufferAllocateInfo
	cbai.commandPool = r.cmdPool
	cbai.level = vkCommandBufferLevelPrimary
	cbai.commandBufferCount = 1
	cbp := newOf[uintptr](ar)
	if err := d.check("vkAllocateCommandBuffers", call(d.fn.allocateCommandBuffers, d.dev, ptr(cbai), ptr(cbp))); err != nil {
		return 0, err
	}
	cb := *cbp
	bi := newOf[vkCommandBufferBeginInfo](ar)
	bi.sType = stCommandBufferBeginInfo
	bi.flags = vkCommandBufferUsageOneTimeSubmit
	if err := d.check("vkBeginCommandBuffer", call(d.fn.beginCommandBuffer, cb, ptr(bi))); err != nil {
		return 0, err
	}
	d.recordUpload(cb, ir)
	call(d.fn.cmdBindPipeline, cb, vkPipelineBindPointCompute, uintptr(r.pipeline))
	for s, h := range sets {
		if h == 0 {
			continue
		}
		hp := newOf[vkHandle](ar)
		*hp = h
		call(d.fn.cmdBindDescriptorSets, cb, vkPipelineBindPointCompute, uintptr(r.pipeLayout), uintptr(s), 1, ptr(hp), 0, 0)
	}
	if pushSize > 0 {
		data := ar.alloc(pushSize)
		copy(unsafe.Slice((*byte)(data), pushSize), push)
		call(d.fn.cmdPushConstants, cb, uintptr(r.pipeLayout), vkShaderStageCompute, 0, uintptr(pushSize), uintptr(data))
	}
	call(d.fn.cmdDispatch, cb, uintptr(wg[0]), uintptr(wg[1]), uintptr(wg[2]))
	mb := newOf[vkMemoryBarrier](ar)
	mb.sType = stMemoryBarrier
	mb.srcAccessMask = vkAccessShaderWrite
	mb.dstAccessMask = vkAccessHostRead
	call(d.fn.cmdPipelineBarrier, cb, vkPipelineStageComputeShader, vkPipelineStageHost, 0, 1, ptr(mb), 0, 0, 0, 0)
	d.recordReadback(cb, ir)
	if err := d.check("vkEndCommandBuffer", call(d.fn.endCommandBuffer, cb)); err != nil {
		return 0, err
	}
	return cb, nil
}
