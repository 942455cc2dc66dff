//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"fmt"
	"strings"
	"sync"
)

// Device is an opened Vulkan device with one compute queue. The instance
// and the device live until Close; every Run creates and destroys its own
// objects. A Device may be used from several goroutines; runs are
// serialised.
type Device struct {
	mu      sync.Mutex
	info    DeviceInfo
	caps    *devCaps
	inst    *instance
	pd      uintptr
	dev     uintptr
	queue   uintptr
	fn      devFns
	memType uint32
	ar      arena
	pending []*runObjects // timed-out runs whose fence has not signalled yet
	live    int           // Vulkan objects created by runs and not yet destroyed
	// validator is the spirv-val used before modules reach the driver
	// ("" for none); validated caches its verdicts by module hash.
	validator string
	validated map[[32]byte]string
	lost      bool
	closed    bool
}

// Info describes the device.
func (d *Device) Info() DeviceInfo { return d.info }

// Validator is the path of the SPIR-V validator Run uses before giving a
// module to the driver, or "" when modules go unvalidated.
func (d *Device) Validator() string { return d.validator }

// Open opens physical device index (as listed by Devices) with one compute
// queue and every feature and useful extension the device offers enabled.
// With no loader or no device the error matches ErrUnavailable. The caller
// must Close the Device.
func Open(index int) (*Device, error) {
	in, err := newInstance()
	if err != nil {
		return nil, err
	}
	pds, err := in.physicalDevices()
	if err != nil {
		in.destroy()
		return nil, err
	}
	if index < 0 || index >= len(pds) {
		in.destroy()
		return nil, fmt.Errorf("vulkan: no device %d (there are %d)", index, len(pds))
	}
	d := &Device{inst: in, pd: pds[index], validator: findValidator(), validated: map[[32]byte]string{}}
	d.info, d.caps = in.query(d.pd, index)
	if err := d.create(); err != nil {
		d.destroyAll()
		return nil, err
	}
	return d, nil
}

func (d *Device) create() error {
	c := d.caps
	if c.api < MakeVersion(1, 1, 0) {
		return fmt.Errorf("vulkan: device %q supports Vulkan %s; 1.1 or later is needed", d.info.Name, d.info.APIVersion)
	}
	if c.queueFam < 0 {
		return fmt.Errorf("vulkan: device %q has no compute queue", d.info.Name)
	}
	// A host-visible, coherent memory type, cached if possible.
	best := -1
	for i := 0; i < int(c.memTypes.memoryTypeCount) && i < 32; i++ {
		f := c.memTypes.memoryTypes[i].propertyFlags
		want := uint32(vkMemoryPropertyHostVisible | vkMemoryPropertyHostCoherent)
		if f&want != want {
			continue
		}
		if best < 0 || (f&vkMemoryPropertyHostCached != 0 && c.memTypes.memoryTypes[best].propertyFlags&vkMemoryPropertyHostCached == 0) {
			best = i
		}
	}
	if best < 0 {
		return fmt.Errorf("vulkan: device %q has no host-visible coherent memory", d.info.Name)
	}
	d.memType = uint32(best)

	ar := &d.ar
	defer ar.reset()
	var exts []string
	for _, e := range optionalExtensions {
		if c.exts[e.name] && (e.core == 0 || c.api < e.core) {
			exts = append(exts, e.name)
		}
	}
	prio := newOf[float32](ar)
	*prio = 1
	qci := newOf[vkDeviceQueueCreateInfo](ar)
	qci.sType = stDeviceQueueCreateInfo
	qci.queueFamilyIndex = uint32(c.queueFam)
	qci.queueCount = 1
	qci.pQueuePriorities = ptr(prio)

	// Enable every feature the device has, through the same chain the
	// query used.
	f2 := newOf[vkPhysicalDeviceFeatures2](ar)
	f2.sType = stPhysicalDeviceFeatures2
	f2.features = c.f10
	next := &f2.pNext
	if c.has12() {
		f11 := newOf[vkPhysicalDeviceVulkan11Features](ar)
		*f11 = c.f11
		f12 := newOf[vkPhysicalDeviceVulkan12Features](ar)
		*f12 = c.f12
		*next, f11.pNext, next = ptr(f11), ptr(f12), &f12.pNext
	}
	if c.has13() {
		f13 := newOf[vkPhysicalDeviceVulkan13Features](ar)
		*f13 = c.f13
		*next, next = ptr(f13), &f13.pNext
	}
	if c.sizeCtlExt {
		sc := newOf[vkPhysicalDeviceSubgroupSizeControlFeatures](ar)
		*sc = c.sizeCtl
		*next, next = ptr(sc), &sc.pNext
	}
	if c.exts["VK_KHR_shader_subgroup_rotate"] {
		r := newOf[vkPhysicalDeviceShaderSubgroupRotateFeatures](ar)
		*r = c.rotate
		*next, next = ptr(r), &r.pNext
	}
	if c.exts["VK_EXT_shader_atomic_float"] {
		a := newOf[vkPhysicalDeviceShaderAtomicFloatFeatures](ar)
		*a = c.atomicF
		*next, next = ptr(a), &a.pNext
	}
	if c.exts["VK_KHR_shader_clock"] {
		k := newOf[vkPhysicalDeviceShaderClockFeatures](ar)
		*k = c.clock
		*next, next = ptr(k), &k.pNext
	}
	if c.exts["VK_KHR_shader_maximal_reconvergence"] {
		m := newOf[vkPhysicalDeviceShaderMaximalReconvergenceFeatures](ar)
		*m = c.maxReconv
		*next, next = ptr(m), &m.pNext
	}
	// The cooperative-matrix and narrow-float extensions (caps.go): each
	// the device offers is enabled with the features it reported.
	for i, s := range extFeatureStructs {
		if c.exts[s.ext] {
			x := newOf[vkFeatureBools](ar)
			*x = c.extF[i]
			*next, next = ptr(x), &x.pNext
			exts = append(exts, s.ext)
		}
	}
	dci := newOf[vkDeviceCreateInfo](ar)
	dci.sType = stDeviceCreateInfo
	dci.pNext = ptr(f2)
	dci.queueCreateInfoCount = 1
	dci.pQueueCreateInfos = ptr(qci)
	dci.enabledExtensionCount = uint32(len(exts))
	dci.ppEnabledExtensionNames = ar.cstrs(exts)
	h := newOf[uintptr](ar)
	if r := call(d.inst.fn.createDevice, d.pd, ptr(dci), 0, ptr(h)); r != vkSuccess {
		return &VkError{"vkCreateDevice (extensions " + strings.Join(exts, ", ") + ")", int32(r)}
	}
	d.dev = *h
	if err := resolve(d.inst.fn.getDeviceProcAddr, d.dev, d.fn.entries()); err != nil {
		return err
	}
	q := newOf[uintptr](ar)
	call(d.fn.getDeviceQueue, d.dev, uintptr(c.queueFam), 0, ptr(q))
	d.queue = *q
	return nil
}

// Close waits for outstanding work and destroys the device and the
// instance. When a timed-out dispatch is still running, the device cannot
// be destroyed safely: Close then leaves it (and its instance) alive and
// says so.
func (d *Device) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return nil
	}
	d.reap()
	if len(d.pending) > 0 && !d.lost {
		return fmt.Errorf("vulkan: %d timed-out dispatch(es) still running on %q; the device is left open", len(d.pending), d.info.Name)
	}
	d.closed = true
	d.destroyAll()
	return nil
}

func (d *Device) destroyAll() {
	if d.dev != 0 {
		call(d.fn.deviceWaitIdle, d.dev)
		for _, r := range d.pending {
			r.destroy()
		}
		d.pending = nil
		call(d.fn.destroyDevice, d.dev, 0)
		d.dev = 0
	}
	d.ar.free()
	if d.inst != nil {
		d.inst.destroy()
		d.inst = nil
	}
}

// reap frees the objects of timed-out runs that have finished since.
func (d *Device) reap() {
	keep := d.pending[:0]
	for _, r := range d.pending {
		switch call(d.fn.getFenceStatus, d.dev, uintptr(r.fence)) {
		case vkSuccess:
			r.destroy()
		case vkErrorDeviceLost:
			d.lost = true
			r.destroy()
		default:
			keep = append(keep, r)
		}
	}
	clear(d.pending[len(keep):])
	d.pending = keep
}

// liveObjects counts the objects runs created and have not destroyed.
func (d *Device) liveObjects() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.live
}
