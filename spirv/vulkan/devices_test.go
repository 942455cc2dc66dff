//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestDevices lists the devices and checks what lavapipe reports. The
// values asserted for Mesa 22.3 (Debian 12's lavapipe) are the ones that
// driver really reports: subgroup size 8 in the fragment and compute
// stages; basic, vote, arithmetic, ballot, shuffle, shuffle_relative and
// quad operations but not clustered; no VK_NV_shader_subgroup_partitioned
// and no VK_KHR_shader_subgroup_rotate; subgroup size control fixed at
// 8..8 with full subgroups; shaderInt64, shaderInt16 and shaderFloat64.
// Mesa 25.0 (bookworm-backports, what CI installs) adds Vulkan 1.4, the
// clustered, rotate and rotate_clustered operations in the task and mesh
// stages too, VK_KHR_shader_subgroup_rotate, maximal reconvergence,
// zero-initialized workgroup memory and integer dot product.
func TestDevices(t *testing.T) {
	devs, err := Devices()
	if err != nil {
		if errors.Is(err, ErrUnavailable) {
			if !strings.Contains(err.Error(), "apt-get install mesa-vulkan-drivers libvulkan1") {
				t.Errorf("the error does not say how to get a CPU driver: %v", err)
			}
			unavailable(t, "%v", err)
		}
		t.Fatal(err)
	}
	t.Logf("\n%s", Table(devs))
	var lvp *DeviceInfo
	for i := range devs {
		d := &devs[i]
		t.Logf("\n%s", d)
		if d.Index != i || d.Name == "" || d.SubgroupSize == 0 {
			t.Errorf("device %d: %+v", i, d)
		}
		if d.DriverName == "llvmpipe" {
			lvp = d
		}
	}
	if lvp == nil {
		if vulkanRequired() {
			t.Fatal("lavapipe (llvmpipe) is not among the devices")
		}
		t.Skip("no lavapipe device")
	}
	d := lvp
	if d.Type != "cpu" || !strings.HasPrefix(d.Name, "llvmpipe") || !strings.HasPrefix(d.DriverInfo, "Mesa ") {
		t.Errorf("lavapipe identity: %q %q %q", d.Type, d.Name, d.DriverInfo)
	}
	if d.APIVersion < MakeVersion(1, 3, 0) {
		t.Errorf("API version %s, want 1.3 or later", d.APIVersion)
	}
	if d.SubgroupSize != 8 {
		t.Errorf("subgroup size %d, want 8", d.SubgroupSize)
	}
	if d.SubgroupStages&StageCompute == 0 {
		t.Errorf("subgroup stages %s lack compute", d.SubgroupStages)
	}
	base := OpBasic | OpVote | OpArithmetic | OpBallot | OpShuffle | OpShuffleRelative | OpQuad
	if d.SubgroupOps&base != base {
		t.Errorf("subgroup operations %s, want at least %s", d.SubgroupOps, base)
	}
	if !d.SizeControl || d.MinSubgroupSize != 8 || d.MaxSubgroupSize != 8 || !d.ComputeFullSubgroups ||
		d.RequiredSubgroupSizeStages&StageCompute == 0 {
		t.Errorf("subgroup size control: %v %d..%d full %v stages %s", d.SizeControl, d.MinSubgroupSize, d.MaxSubgroupSize,
			d.ComputeFullSubgroups, d.RequiredSubgroupSizeStages)
	}
	if !d.ShaderInt64 || !d.ShaderInt16 || !d.ShaderFloat64 {
		t.Errorf("shaderInt64/Int16/Float64 = %v/%v/%v", d.ShaderInt64, d.ShaderInt16, d.ShaderFloat64)
	}
	for name, b := range map[string]bool{"shaderInt64": d.ShaderInt64, "shaderInt16": d.ShaderInt16, "shaderFloat64": d.ShaderFloat64,
		"shaderInt8": d.ShaderInt8, "shaderFloat16": d.ShaderFloat16, "subgroupSizeControl": d.SizeControl,
		"computeFullSubgroups": d.ComputeFullSubgroups} {
		if _, ok := d.Features[name]; !ok || d.Feature(name) != b {
			t.Errorf("Features[%q] = %v (present %v), the field says %v", name, d.Features[name], ok, b)
		}
	}
	// The features the project's AmberScript cases ask for, which
	// lavapipe has (as vulkaninfo reports on Debian 12).
	for _, name := range []string{"Storage8BitFeatures.storageBuffer8BitAccess", "Storage16BitFeatures.storageBuffer16BitAccess",
		"ShaderSubgroupExtendedTypesFeatures.shaderSubgroupExtendedTypes", "Float16Int8Features.shaderInt8",
		"Float16Int8Features.shaderFloat16", "vulkanMemoryModel"} {
		if !d.Feature(name) {
			t.Errorf("lavapipe: feature %s reported absent", name)
		}
	}
	if d.PartitionedNV != d.HasExtension("VK_NV_shader_subgroup_partitioned") {
		t.Error("PartitionedNV disagrees with the extension list")
	}
	if MesaMatch(d.DriverInfo, "22.3") {
		if d.SubgroupOps != base {
			t.Errorf("Mesa 22.3 lavapipe: operations %s, want exactly %s (no clustered)", d.SubgroupOps, base)
		}
		if d.SubgroupStages != 0x10|StageCompute {
			t.Errorf("Mesa 22.3 lavapipe: stages %s, want fragment,compute", d.SubgroupStages)
		}
		if d.PartitionedNV || d.RotateKHR {
			t.Errorf("Mesa 22.3 lavapipe: partitioned %v rotate %v, want neither", d.PartitionedNV, d.RotateKHR)
		}
	}
	if MesaMatch(d.DriverInfo, "25.0+") {
		if d.APIVersion < MakeVersion(1, 4, 0) {
			t.Errorf("Mesa %s lavapipe: API version %s, want 1.4", d.DriverInfo, d.APIVersion)
		}
		if want := base | OpClustered | OpRotate | OpRotateClustered; d.SubgroupOps&want != want {
			t.Errorf("Mesa %s lavapipe: operations %s, want at least %s", d.DriverInfo, d.SubgroupOps, want)
		}
		if !d.RotateKHR || d.PartitionedNV {
			t.Errorf("Mesa %s lavapipe: rotate %v partitioned %v, want rotate only", d.DriverInfo, d.RotateKHR, d.PartitionedNV)
		}
		for _, name := range []string{"shaderSubgroupRotate", "shaderSubgroupRotateClustered", "shaderMaximalReconvergence",
			"shaderZeroInitializeWorkgroupMemory", "shaderIntegerDotProduct"} {
			if !d.Feature(name) {
				t.Errorf("Mesa %s lavapipe: feature %s reported absent", d.DriverInfo, name)
			}
		}
		for _, ext := range []string{"VK_KHR_shader_maximal_reconvergence", "VK_KHR_zero_initialize_workgroup_memory",
			"VK_KHR_shader_integer_dot_product"} {
			if !d.HasExtension(ext) {
				t.Errorf("Mesa %s lavapipe: extension %s not offered", d.DriverInfo, ext)
			}
		}
	}
	for _, col := range []string{"llvmpipe", "SUBGROUP", "8..8", "shuffle_relative"} {
		if !strings.Contains(Table(devs), col) {
			t.Errorf("the table lacks %q", col)
		}
	}
}

func TestOpenBadIndex(t *testing.T) {
	device(t)
	if _, err := Open(1000); err == nil || !strings.Contains(err.Error(), "no device 1000") {
		t.Errorf("err = %v", err)
	}
}

// TestNoDriverMessages runs the test binary again without a usable loader
// (GLSLC_NV_VULKAN_LIBRARY names a missing file) and without a driver
// (VK_ICD_FILENAMES / VK_DRIVER_FILES name a missing manifest): Devices
// must fail with ErrUnavailable and say how to install a CPU driver.
func TestNoDriverMessages(t *testing.T) {
	if os.Getenv("GLSLC_NV_VULKAN_CHILD") != "" {
		_, err := Devices()
		if err == nil {
			fmt.Println("CHILD: no error")
			return
		}
		fmt.Printf("CHILD: unavailable=%v msg=%s\n", errors.Is(err, ErrUnavailable), err)
		return
	}
	device(t) // only meaningful where Vulkan otherwise works
	for _, env := range [][]string{
		{LibraryEnv + "=/nonexistent/libvulkan.so.1"},
		{"VK_ICD_FILENAMES=/nonexistent/icd.json", "VK_DRIVER_FILES=/nonexistent/icd.json"},
	} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestNoDriverMessages$", "-test.v")
		cmd.Env = append(append(os.Environ(), "GLSLC_NV_VULKAN_CHILD=1"), env...)
		out, _ := cmd.CombinedOutput()
		s := string(out)
		if !strings.Contains(s, "CHILD: unavailable=true") || !strings.Contains(s, "apt-get install mesa-vulkan-drivers libvulkan1") {
			t.Errorf("%v:\n%s", env, s)
			continue
		}
		for _, l := range strings.Split(s, "\n") {
			if strings.HasPrefix(l, "CHILD:") {
				t.Logf("%v: %s", env, l)
			}
		}
	}
}
