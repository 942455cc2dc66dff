//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import "sort"

// requestedAPI is the API version the package asks for: the highest whose
// structures it knows.
var requestedAPI = MakeVersion(1, 3, 0)

type instance struct {
	h   uintptr
	api Version // the loader's instance version, capped at requestedAPI
	fn  instFns
	ar  arena
}

func cString(b []byte) string {
	for i, c := range b {
		if c == 0 {
			return string(b[:i])
		}
	}
	return string(b)
}

func newInstance() (*instance, error) {
	if err := loadLibrary(); err != nil {
		return nil, err
	}
	in := &instance{}
	ar := &in.ar
	defer ar.reset()
	ver := MakeVersion(1, 0, 0)
	if lib.enumerateInstanceVersion != 0 {
		p := newOf[uint32](ar)
		if call(lib.enumerateInstanceVersion, ptr(p)) == vkSuccess {
			ver = Version(*p)
		}
	}
	if ver < MakeVersion(1, 1, 0) {
		in.ar.free()
		return nil, &UnavailableError{Reason: "the Vulkan loader supports API " + ver.String() + " only; 1.1 or later is needed"}
	}
	in.api = min(ver, requestedAPI)
	// Instance extensions: only portability enumeration is of interest
	// (MoltenVK hides its devices without it).
	var exts []string
	var flags uint32
	for _, e := range in.instanceExtensions() {
		if e == "VK_KHR_portability_enumeration" {
			exts = append(exts, e)
			flags |= vkInstanceCreateEnumeratePortabil
		}
	}
	app := newOf[vkApplicationInfo](ar)
	app.sType = stApplicationInfo
	app.pApplicationName = ar.cstr("glslc-nv")
	app.pEngineName = ar.cstr("glslc-nv")
	app.apiVersion = uint32(requestedAPI)
	ci := newOf[vkInstanceCreateInfo](ar)
	ci.sType = stInstanceCreateInfo
	ci.flags = flags
	ci.pApplicationInfo = ptr(app)
	ci.enabledExtensionCount = uint32(len(exts))
	ci.ppEnabledExtensionNames = ar.cstrs(exts)
	h := newOf[uintptr](ar)
	if r := call(lib.createInstance, ptr(ci), 0, ptr(h)); r != vkSuccess {
		in.ar.free()
		if r == vkErrorIncompatibleDriver {
			return nil, &UnavailableError{Reason: "the Vulkan loader found no usable driver (vkCreateInstance: VK_ERROR_INCOMPATIBLE_DRIVER)"}
		}
		return nil, &UnavailableError{Reason: "vkCreateInstance failed: " + r.String()}
	}
	in.h = *h
	if err := resolve(lib.getInstanceProcAddr, in.h, in.fn.entries()); err != nil {
		in.destroy()
		return nil, &UnavailableError{Reason: err.Error()}
	}
	return in, nil
}

func (in *instance) instanceExtensions() []string {
	ar := &in.ar
	n := newOf[uint32](ar)
	if call(lib.enumerateInstanceExtensionProperties, 0, ptr(n), 0) != vkSuccess || *n == 0 {
		return nil
	}
	props := sliceOf[vkExtensionProperties](ar, int(*n))
	if r := call(lib.enumerateInstanceExtensionProperties, 0, ptr(n), ptrs(props)); r != vkSuccess && r != vkIncomplete {
		return nil
	}
	var out []string
	for _, p := range props[:*n] {
		out = append(out, cString(p.extensionName[:]))
	}
	return out
}

func (in *instance) destroy() {
	if in.h != 0 && in.fn.destroyInstance != 0 {
		call(in.fn.destroyInstance, in.h, 0)
	}
	in.h = 0
	in.ar.free()
}

func (in *instance) physicalDevices() ([]uintptr, error) {
	ar := &in.ar
	defer ar.reset()
	n := newOf[uint32](ar)
	if r := call(in.fn.enumeratePhysicalDevices, in.h, ptr(n), 0); r != vkSuccess {
		return nil, &UnavailableError{Reason: "vkEnumeratePhysicalDevices failed: " + r.String()}
	}
	if *n == 0 {
		return nil, &UnavailableError{Reason: "the Vulkan loader found no physical device (no driver is installed, or none works here)"}
	}
	list := sliceOf[uintptr](ar, int(*n))
	if r := call(in.fn.enumeratePhysicalDevices, in.h, ptr(n), ptrs(list)); r != vkSuccess && r != vkIncomplete {
		return nil, &UnavailableError{Reason: "vkEnumeratePhysicalDevices failed: " + r.String()}
	}
	return append([]uintptr(nil), list[:*n]...), nil
}

func (in *instance) deviceExtensions(pd uintptr) []string {
	ar := &in.ar
	n := newOf[uint32](ar)
	if call(in.fn.enumerateDeviceExtensionProperties, pd, 0, ptr(n), 0) != vkSuccess || *n == 0 {
		return nil
	}
	props := sliceOf[vkExtensionProperties](ar, int(*n))
	if r := call(in.fn.enumerateDeviceExtensionProperties, pd, 0, ptr(n), ptrs(props)); r != vkSuccess && r != vkIncomplete {
		return nil
	}
	var out []string
	for _, p := range props[:*n] {
		out = append(out, cString(p.extensionName[:]))
	}
	sort.Strings(out)
	return out
}

var deviceTypes = []string{"other", "integrated-gpu", "discrete-gpu", "virtual-gpu", "cpu"}

// query reads everything the package wants to know about a physical device.
func (in *instance) query(pd uintptr, index int) (DeviceInfo, *devCaps) {
	ar := &in.ar
	defer ar.reset()
	c := &devCaps{exts: map[string]bool{}, queueFam: -1}
	info := DeviceInfo{Index: index}

	info.Extensions = in.deviceExtensions(pd)
	for _, e := range info.Extensions {
		c.exts[e] = true
	}
	info.PartitionedNV = c.exts["VK_NV_shader_subgroup_partitioned"]
	info.RotateKHR = c.exts["VK_KHR_shader_subgroup_rotate"]

	p1 := newOf[vkPhysicalDeviceProperties](ar)
	call(in.fn.getPhysicalDeviceProperties, pd, ptr(p1))
	c.api = min(Version(p1.apiVersion), in.api)
	has12, has13 := c.api >= MakeVersion(1, 2, 0), c.api >= MakeVersion(1, 3, 0)

	// Properties.
	p2 := newOf[vkPhysicalDeviceProperties2](ar)
	p2.sType = stPhysicalDeviceProperties2
	sg := newOf[vkPhysicalDeviceSubgroupProperties](ar)
	sg.sType = stPhysicalDeviceSubgroupProperties
	p2.pNext = ptr(sg)
	next := &sg.pNext
	var drv *vkPhysicalDeviceDriverProperties
	if has12 || c.exts["VK_KHR_driver_properties"] {
		drv = newOf[vkPhysicalDeviceDriverProperties](ar)
		drv.sType = stPhysicalDeviceDriverProperties
		*next, next = ptr(drv), &drv.pNext
	}
	var fc *vkPhysicalDeviceFloatControlsProperties
	if has12 || c.exts["VK_KHR_shader_float_controls"] {
		fc = newOf[vkPhysicalDeviceFloatControlsProperties](ar)
		fc.sType = stPhysicalDeviceFloatControlsProps
		*next, next = ptr(fc), &fc.pNext
	}
	var scp *vkPhysicalDeviceSubgroupSizeControlProperties
	c.sizeCtlExt = !has13 && c.exts["VK_EXT_subgroup_size_control"]
	if has13 || c.sizeCtlExt {
		scp = newOf[vkPhysicalDeviceSubgroupSizeControlProperties](ar)
		scp.sType = stPhysicalDeviceSubgroupSizeControlP
		*next = ptr(scp)
	}
	call(in.fn.getPhysicalDeviceProperties2, pd, ptr(p2))
	p := &p2.properties
	c.props = *p
	info.Name = cString(p.deviceName[:])
	if int(p.deviceType) < len(deviceTypes) {
		info.Type = deviceTypes[p.deviceType]
	} else {
		info.Type = "other"
	}
	info.VendorID, info.DeviceID = p.vendorID, p.deviceID
	info.APIVersion = Version(p.apiVersion)
	info.DriverVersion = p.driverVersion
	info.SubgroupSize = sg.subgroupSize
	info.SubgroupStages = Stages(sg.supportedStages)
	info.SubgroupOps = SubgroupOps(sg.supportedOperations)
	info.QuadOperationsInAllStages = sg.quadOperationsInAllStages != 0
	if drv != nil {
		info.DriverID = drv.driverID
		info.DriverName = cString(drv.driverName[:])
		info.DriverInfo = cString(drv.driverInfo[:])
	}
	if fc != nil {
		info.FloatControls = make(map[string]bool, len(FloatControlsNames))
		for i, n := range FloatControlsNames {
			info.FloatControls[n] = fc.flags[i] != 0
		}
	}
	if scp != nil {
		info.MinSubgroupSize = scp.minSubgroupSize
		info.MaxSubgroupSize = scp.maxSubgroupSize
		info.MaxComputeWorkgroupSubgroups = scp.maxComputeWorkgroupSubgroups
		info.RequiredSubgroupSizeStages = Stages(scp.requiredSubgroupSizeStages)
	}
	l := &p.limits
	info.MaxComputeWorkGroupCount = l.maxComputeWorkGroupCount
	info.MaxComputeWorkGroupSize = l.maxComputeWorkGroupSize
	info.MaxComputeWorkGroupInvocations = l.maxComputeWorkGroupInvocations
	info.MaxComputeSharedMemorySize = l.maxComputeSharedMemorySize
	info.MaxPushConstantsSize = l.maxPushConstantsSize
	info.MaxStorageBufferRange = l.maxStorageBufferRange
	info.MaxUniformBufferRange = l.maxUniformBufferRange

	// Features.
	f2 := newOf[vkPhysicalDeviceFeatures2](ar)
	f2.sType = stPhysicalDeviceFeatures2
	next = &f2.pNext
	var f11 *vkPhysicalDeviceVulkan11Features
	var f12 *vkPhysicalDeviceVulkan12Features
	var f13 *vkPhysicalDeviceVulkan13Features
	var sc *vkPhysicalDeviceSubgroupSizeControlFeatures
	var rot *vkPhysicalDeviceShaderSubgroupRotateFeatures
	var af *vkPhysicalDeviceShaderAtomicFloatFeatures
	var ck *vkPhysicalDeviceShaderClockFeatures
	var mr *vkPhysicalDeviceShaderMaximalReconvergenceFeatures
	if has12 {
		f11 = newOf[vkPhysicalDeviceVulkan11Features](ar)
		f11.sType = stPhysicalDeviceVulkan11Features
		f12 = newOf[vkPhysicalDeviceVulkan12Features](ar)
		f12.sType = stPhysicalDeviceVulkan12Features
		*next, f11.pNext, next = ptr(f11), ptr(f12), &f12.pNext
	}
	if has13 {
		f13 = newOf[vkPhysicalDeviceVulkan13Features](ar)
		f13.sType = stPhysicalDeviceVulkan13Features
		*next, next = ptr(f13), &f13.pNext
	}
	if c.sizeCtlExt {
		sc = newOf[vkPhysicalDeviceSubgroupSizeControlFeatures](ar)
		sc.sType = stPhysicalDeviceSubgroupSizeControlF
		*next, next = ptr(sc), &sc.pNext
	}
	if c.exts["VK_KHR_shader_subgroup_rotate"] {
		rot = newOf[vkPhysicalDeviceShaderSubgroupRotateFeatures](ar)
		rot.sType = stPhysicalDeviceShaderSubgroupRotateF
		*next, next = ptr(rot), &rot.pNext
	}
	if c.exts["VK_EXT_shader_atomic_float"] {
		af = newOf[vkPhysicalDeviceShaderAtomicFloatFeatures](ar)
		af.sType = stPhysicalDeviceShaderAtomicFloatF
		*next, next = ptr(af), &af.pNext
	}
	if c.exts["VK_KHR_shader_clock"] {
		ck = newOf[vkPhysicalDeviceShaderClockFeatures](ar)
		ck.sType = stPhysicalDeviceShaderClockF
		*next, next = ptr(ck), &ck.pNext
	}
	if c.exts["VK_KHR_shader_maximal_reconvergence"] {
		mr = newOf[vkPhysicalDeviceShaderMaximalReconvergenceFeatures](ar)
		mr.sType = stPhysicalDeviceShaderMaxReconvF
		*next, next = ptr(mr), &mr.pNext
	}
	var xf [len(extFeatureStructs)]*vkFeatureBools
	for i, s := range extFeatureStructs {
		if c.exts[s.ext] {
			xf[i] = newOf[vkFeatureBools](ar)
			xf[i].sType = s.sType
			*next, next = ptr(xf[i]), &xf[i].pNext
		}
	}
	call(in.fn.getPhysicalDeviceFeatures2, pd, ptr(f2))
	c.f10 = f2.features
	if f11 != nil {
		c.f11, c.f12 = *f11, *f12
		c.f11.pNext, c.f12.pNext = 0, 0
	}
	if f13 != nil {
		c.f13 = *f13
		c.f13.pNext = 0
		info.SizeControl = f13.subgroupSizeControl != 0
		info.ComputeFullSubgroups = f13.computeFullSubgroups != 0
	}
	if sc != nil {
		c.sizeCtl = *sc
		c.sizeCtl.pNext = 0
		info.SizeControl = sc.subgroupSizeControl != 0
		info.ComputeFullSubgroups = sc.computeFullSubgroups != 0
	}
	if rot != nil {
		c.rotate = *rot
		c.rotate.pNext = 0
	}
	if af != nil {
		c.atomicF = *af
		c.atomicF.pNext = 0
	}
	if ck != nil {
		c.clock = *ck
		c.clock.pNext = 0
	}
	if mr != nil {
		c.maxReconv = *mr
		c.maxReconv.pNext = 0
	}
	for i, x := range xf {
		if x != nil {
			c.extF[i] = *x
			c.extF[i].pNext = 0
			for j := len(extFeatureStructs[i].features); j < len(x.b); j++ {
				c.extF[i].b[j] = 0 // past the structure: not the driver's
			}
		}
	}
	info.ShaderInt64 = c.f10.shaderInt64 != 0
	info.ShaderInt16 = c.f10.shaderInt16 != 0
	info.ShaderFloat64 = c.f10.shaderFloat64 != 0
	info.ShaderInt8 = c.f12.shaderInt8 != 0
	info.ShaderFloat16 = c.f12.shaderFloat16 != 0
	info.Features = c.featureMap()

	// Memory and queues.
	mp := newOf[vkPhysicalDeviceMemoryProperties](ar)
	call(in.fn.getPhysicalDeviceMemoryProperties, pd, ptr(mp))
	c.memTypes = *mp
	nq := newOf[uint32](ar)
	call(in.fn.getPhysicalDeviceQueueFamilyProperties, pd, ptr(nq), 0)
	if *nq > 0 {
		qs := sliceOf[vkQueueFamilyProperties](ar, int(*nq))
		call(in.fn.getPhysicalDeviceQueueFamilyProperties, pd, ptr(nq), ptrs(qs))
		for i, q := range qs[:*nq] {
			if q.queueFlags&vkQueueComputeBit != 0 && q.queueCount > 0 {
				c.queueFam = i
				break
			}
		}
	}
	return info, c
}

// Devices lists the Vulkan physical devices with their subgroup
// properties. It creates and destroys a Vulkan instance. With no loader or
// no device the error matches ErrUnavailable and says how to install a CPU
// driver.
func Devices() ([]DeviceInfo, error) {
	in, err := newInstance()
	if err != nil {
		return nil, err
	}
	defer in.destroy()
	pds, err := in.physicalDevices()
	if err != nil {
		return nil, err
	}
	out := make([]DeviceInfo, len(pds))
	for i, pd := range pds {
		out[i], _ = in.query(pd, i)
	}
	return out, nil
}
