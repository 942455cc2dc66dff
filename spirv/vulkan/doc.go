// Package vulkan runs SPIR-V compute modules on a real Vulkan driver, so
// that the reference interpreter (spirv/interp) can be compared with a
// device — typically Mesa's CPU driver lavapipe, which needs no GPU.
//
// It owns the Vulkan side of the project: opening the loader, listing
// devices with their subgroup properties, checking a module's capabilities
// against a device, and running one dispatch with buffers, push constants,
// specialization constants and a required subgroup size. It does not
// compare results (the caller does) and never changes the module.
//
// # Use
//
//	devs, err := vulkan.Devices()          // errors.Is(err, vulkan.ErrUnavailable) without a driver
//	fmt.Print(vulkan.Table(devs))
//	d, err := vulkan.Open(0)
//	defer d.Close()
//	res, err := d.Run(spv, vulkan.RunConfig{Workgroups: [3]uint32{4, 1, 1},
//		Buffers: map[[2]uint32][]byte{{0, 0}: buf}, SubgroupSize: 8})
//	// buf now holds what the device wrote.
//
// # How it reaches the driver
//
// The loader (libvulkan.so.1, or the path in GLSLC_NV_VULKAN_LIBRARY) is
// opened at run time with github.com/ebitengine/purego; only
// vkGetInstanceProcAddr is looked up with dlsym and every other function
// comes from vkGetInstanceProcAddr and vkGetDeviceProcAddr. No cgo, C
// compiler or Vulkan header is needed, and the package builds with
// CGO_ENABLED=0. The C structures are declared in Go with their exact
// 64-bit layout (vkstructs.go, checked by layout_test.go against the
// header's sizes and offsets and, field by field, against vulkaninfo).
// Every structure, array, string and output parameter handed to the driver
// lives in anonymous mmap memory (arena.go) that the Go garbage collector
// neither scans nor moves, so no Go pointer ever crosses into C.
//
// # Runs
//
// A Device keeps its instance, device and queue for its lifetime. Each Run
// decodes the module (package spirv), checks its SPIR-V version,
// extensions and capabilities against the device's features and subgroup
// properties (an UnsupportedError names everything missing, before the
// module is validated), derives the
// descriptor bindings from the DescriptorSet/Binding decorations of its
// StorageBuffer and Uniform variables, then creates host-visible coherent
// buffers, descriptor set layouts (empty ones for unused set numbers), a
// pool and sets, the pipeline layout with a push-constant range, the
// compute pipeline (specialization map sized from the module's constant
// types; VkPipelineShaderStageRequiredSubgroupSizeCreateInfo and the
// full-subgroups flag when asked), a command pool and buffer and a fence;
// it dispatches, waits up to RunConfig.Timeout, copies the buffers back and
// destroys every object it created. A dispatch that times out keeps its
// objects until its fence signals (a later Run or Close frees them).
//
// Images, samplers and texel buffers (RunConfig.Images, ImageArrays: the
// texel.Binding descriptors the interpreter takes too) are made in
// image.go: one VkImage per distinct texel.Image, uploaded through a
// staging buffer with one copy region per level and read back the same
// way after the dispatch; views with the dimensionality the shader
// declares; samplers from texel.Sampler; one VkBuffer per distinct
// texel-buffer data with a VkBufferView per descriptor. Vulkan cannot copy
// to or from a multisampled image: Run clears one to its data's single
// repeated value (anything else is an error) and does not read it back.
// A format or shape the device cannot use is an UnsupportedError.
//
// Cooperative matrices and narrow floats (VK_KHR_cooperative_matrix,
// VK_KHR_shader_bfloat16, VK_EXT_shader_float8, VK_NV_cooperative_matrix2,
// VK_EXT_shader_ocp_microscaling_types; caps.go's extFeatureStructs): Open
// queries each one's feature structure when the device offers the
// extension and enables the extension with the features it reported; a
// module needing one the device lacks is an UnsupportedError saying "the
// device lacks VK_KHR_cooperative_matrix" (or naming the missing
// feature; Workgroup-scope matrices need VK_NV_cooperative_matrix2's
// cooperativeMatrixWorkgroupScope). Not checked: the shapes and component
// types of vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR.
//
// # Invalid modules
//
// Drivers are not required to survive invalid SPIR-V, and lavapipe does not:
// a flipped bit can crash the process inside vkCreateComputePipelines or
// the first dispatch. Run therefore validates every module it has not seen
// before with spirv-val (from PATH, or GLSLC_NV_SPIRV_VAL; "off" disables
// it) for the device's Vulkan version and returns an InvalidModuleError
// instead. The validator does not catch everything (lavapipe also crashed
// on a module spirv-val accepted: BuiltIn LocalInvocationIndex on a uvec3
// variable), and it crashes on some valid modules too (the
// subgroupBroadcastFirst cases in conformance/regress). OpenIsolated
// therefore opens the device in a worker process (the caller's own
// executable, which this package's init turns into a worker when
// GLSLC_NV_VULKAN_WORKER is set; requests and replies travel as gob on
// descriptors 3 and 4): its Run has Device.Run's contract and error types,
// and a driver crash becomes a *CrashError naming the signal, after which
// the next Run starts a new worker. glslc-nv run --device vulkan uses it.
//
// # Devices without subgroup size control
//
// A required subgroup size is honoured only through Vulkan 1.3 or
// VK_EXT_subgroup_size_control with the subgroupSizeControl feature;
// otherwise Run fails with an error that names the problem instead of
// running at another size.
//
// # lavapipe (Mesa 22.3, Debian 12; Mesa 25.0, bookworm-backports)
//
// Subgroup size 8 (fixed: size control 8..8). Mesa 22.3 (Debian 12's own)
// has the subgroup operations basic, vote, arithmetic, ballot, shuffle,
// shuffle_relative and quad in the fragment and compute stages (no
// clustered, no partitioned, no rotate); it ends every loop after 65535
// iterations, its gl_NumSubgroups rounds down when the workgroup size is
// not a multiple of 8, and with local_size_x smaller than 8 it runs each
// row as its own subgroup. Mesa 25.0 (what CI installs from
// bookworm-backports) is Vulkan 1.4, adds clustered, rotate and
// rotate_clustered (VK_KHR_shader_subgroup_rotate), maximal reconvergence,
// zero-initialized workgroup memory and integer dot product, has no loop
// limit and fixes both subgroup-numbering bugs, but folds
// double(float(x)) of a double x back to x. Both drivers compile shaders
// on first dispatch, not at pipeline creation.
//
// The tests key every known driver bug by the Mesa release it was seen
// on, read from the driverInfo the device reports at run time
// (DeviceInfo.Mesa, MesaMatch): a bug is expected only there, so a fixed
// one is not expected on a newer release and a new one fails until it is
// recorded.
//
// # Tests
//
// The tests need the loader, a device and /usr/bin/glslangValidator; they
// skip without them unless GLSLC_NV_REQUIRE_VULKAN, GLSLC_NV_REQUIRE_TOOLS or CI is set, which
// turns a missing piece into a failure. TestAgreesWithInterpreter,
// TestRunsAgreeWithInterpreter and TestAgreesRandom compare lavapipe with
// spirv/interp on glslangValidator output; TestEndToEndAgrees and
// TestEndToEndRandom (in the e2e subfolder, so that these tests do not
// depend on the compiler) do the same on glslc-nv output (emulated and
// native modules). GLSLC_NV_AGREE_RANDOM / GLSLC_NV_AGREE_SEED and
// GLSLC_NV_E2E_RANDOM / GLSLC_NV_E2E_SEED set the number and first seed of
// the random programs. Running the tests with
// VK_INSTANCE_LAYERS=VK_LAYER_KHRONOS_validation (Debian package
// vulkan-validationlayers) checks the package's use of the API: it reports
// no errors.
package vulkan
