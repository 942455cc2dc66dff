package vulkan

import (
	"errors"
	"strings"
	"testing"
)

func TestSubgroupOpsString(t *testing.T) {
	if s := (OpBasic | OpQuad | OpPartitionedNV | OpRotate).String(); s != "basic,quad,partitioned_nv,rotate" {
		t.Error(s)
	}
	if s := SubgroupOps(0).String(); s != "none" {
		t.Error(s)
	}
	if s := SubgroupOps(0x801).String(); s != "basic,0x800" {
		t.Error(s)
	}
	if s := (StageCompute | 0x10).String(); s != "fragment,compute" {
		t.Error(s)
	}
	if v := MakeVersion(1, 3, 230); v.String() != "1.3.230" || uint32(v) != 4206822 {
		t.Error(v, uint32(v))
	}
}

func errorsIs(err, target error) bool { return errors.Is(err, target) }

func TestTable(t *testing.T) {
	devs := []DeviceInfo{{Index: 0, Name: "gpu", DriverName: "drv", DriverInfo: "1.0", APIVersion: MakeVersion(1, 2, 3),
		SubgroupSize: 32, SubgroupStages: StageCompute, SubgroupOps: OpBasic | OpBallot, SizeControl: true, MinSubgroupSize: 16, MaxSubgroupSize: 64, ShaderInt64: true}}
	tab := Table(devs)
	for _, w := range []string{"gpu", "drv (1.0)", "1.2.3", "16..64", "compute", "basic,ballot", "yes/no/no"} {
		if !strings.Contains(tab, w) {
			t.Errorf("table lacks %q:\n%s", w, tab)
		}
	}
	if s := devs[0].String(); !strings.Contains(s, "subgroup size control:") || !strings.Contains(s, "16..64") {
		t.Error(s)
	}
}

func TestFeatureName(t *testing.T) {
	d := &DeviceInfo{Features: map[string]bool{"storageBuffer16BitAccess": true, "shaderInt8": false}}
	for name, want := range map[string]bool{
		"storageBuffer16BitAccess":                      true,
		"Storage16BitFeatures.storageBuffer16BitAccess": true,
		"shaderInt8":                                  false,
		"Float16Int8Features.shaderInt8":              false,
		"Storage8BitFeatures.storageBuffer8BitAccess": false, // unknown: absent
		"": false,
	} {
		if got := d.Feature(name); got != want {
			t.Errorf("Feature(%q) = %v, want %v", name, got, want)
		}
	}
}
