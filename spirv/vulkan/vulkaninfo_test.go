//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"bufio"
	"bytes"
	"math"
	"os"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// vulkaninfoSections parses `vulkaninfo` text output: section name ->
// field -> values (one for scalars, several for arrays).
func vulkaninfoSections(out []byte) map[string]map[string][]string {
	secs := map[string]map[string][]string{}
	var cur map[string][]string
	var arr string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "==") || strings.HasPrefix(line, "--") {
			continue
		}
		if !strings.HasPrefix(line, "\t") && strings.HasSuffix(line, ":") {
			name := strings.TrimSuffix(line, ":")
			if _, dup := secs[name]; dup {
				cur = nil // a second GPU: keep the first
				continue
			}
			cur = map[string][]string{}
			secs[name] = cur
			arr = ""
			continue
		}
		if cur == nil {
			continue
		}
		if strings.HasPrefix(line, "\t\t") && arr != "" {
			cur[arr] = append(cur[arr], strings.TrimSpace(line))
			continue
		}
		arr = ""
		s := strings.TrimSpace(line)
		if k, _, ok := strings.Cut(s, ": count ="); ok {
			arr = strings.TrimSpace(k)
			cur[arr] = nil
			continue
		}
		if k, v, ok := strings.Cut(s, "="); ok {
			cur[strings.TrimSpace(k)] = []string{strings.TrimSpace(v)}
		}
	}
	return secs
}

// compareStruct compares every named numeric field of v with vulkaninfo's
// section; it returns how many fields it compared.
func compareStruct(t *testing.T, section string, fields map[string][]string, v reflect.Value) int {
	t.Helper()
	if fields == nil {
		t.Errorf("vulkaninfo has no section %s", section)
		return 0
	}
	n := 0
	for i := 0; i < v.NumField(); i++ {
		name := v.Type().Field(i).Name
		if name == "_" || name == "sType" || name == "pNext" {
			continue
		}
		want, ok := fields[name]
		if !ok {
			continue
		}
		fv := v.Field(i)
		var got []reflect.Value
		if fv.Kind() == reflect.Array {
			if fv.Type().Elem().Kind() == reflect.Uint8 {
				continue // strings, checked elsewhere
			}
			for k := 0; k < fv.Len(); k++ {
				got = append(got, fv.Index(k))
			}
		} else {
			got = []reflect.Value{fv}
		}
		if len(got) == 1 && len(want) != 1 {
			continue // a flags field that vulkaninfo prints as bit names
		}
		if len(got) != len(want) {
			t.Errorf("%s.%s: %d values, vulkaninfo has %d", section, name, len(got), len(want))
			continue
		}
		for k, g := range got {
			w := want[k]
			if _, b, ok := strings.Cut(w, "("); ok && strings.HasSuffix(b, ")") {
				w = strings.TrimSuffix(b, ")") // "1.3.230 (4206822)"
			}
			if w != "true" && w != "false" && (w == "" || !strings.ContainsAny(w[:1], "-0123456789")) {
				continue // an enumerant name
			}
			var okv bool
			switch g.Kind() {
			case reflect.Uint32, reflect.Uint64, reflect.Uintptr:
				switch w {
				case "true":
					okv = g.Uint() == 1
				case "false":
					okv = g.Uint() == 0
				default:
					u, err := strconv.ParseUint(w, 0, 64)
					okv = err == nil && u == g.Uint()
				}
			case reflect.Int32:
				x, err := strconv.ParseInt(w, 0, 64)
				okv = err == nil && x == g.Int()
			case reflect.Float32:
				x, err := strconv.ParseFloat(w, 64)
				okv = err == nil && math.Abs(x-g.Float()) <= 1e-4*math.Max(1, math.Abs(x))
			default:
				continue
			}
			n++
			if !okv {
				t.Errorf("%s.%s[%d] = %v, vulkaninfo says %s", section, name, k, g, want[k])
			}
		}
	}
	return n
}

// TestLayoutAgainstVulkaninfo reads the device through the Go structures
// and compares every field with what the C tool vulkaninfo prints: a wrong
// offset anywhere shows up as a mismatch.
func TestLayoutAgainstVulkaninfo(t *testing.T) {
	d := device(t)
	bin, err := exec.LookPath("vulkaninfo")
	if err != nil {
		t.Skip("vulkaninfo is not installed")
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "XDG_RUNTIME_DIR="+t.TempDir(), "DISPLAY=")
	out, err := cmd.Output()
	if err != nil && len(out) == 0 {
		t.Skipf("vulkaninfo failed: %v", err)
	}
	secs := vulkaninfoSections(out)
	if d.info.Index != 0 {
		t.Skip("vulkaninfo's first GPU is not the test device")
	}
	c := d.caps
	n := 0
	n += compareStruct(t, "VkPhysicalDeviceLimits", secs["VkPhysicalDeviceLimits"], reflect.ValueOf(c.props.limits))
	n += compareStruct(t, "VkPhysicalDeviceProperties", secs["VkPhysicalDeviceProperties"], reflect.ValueOf(c.props))
	n += compareStruct(t, "VkPhysicalDeviceSparseProperties", secs["VkPhysicalDeviceSparseProperties"], reflect.ValueOf(c.props.sparseProperties))
	n += compareStruct(t, "VkPhysicalDeviceFeatures", secs["VkPhysicalDeviceFeatures"], reflect.ValueOf(c.f10))
	if c.has12() {
		n += compareStruct(t, "VkPhysicalDeviceVulkan11Features", secs["VkPhysicalDeviceVulkan11Features"], reflect.ValueOf(c.f11))
		n += compareStruct(t, "VkPhysicalDeviceVulkan12Features", secs["VkPhysicalDeviceVulkan12Features"], reflect.ValueOf(c.f12))
	}
	if c.has13() {
		n += compareStruct(t, "VkPhysicalDeviceVulkan13Features", secs["VkPhysicalDeviceVulkan13Features"], reflect.ValueOf(c.f13))
	}
	if c.exts["VK_EXT_shader_atomic_float"] {
		n += compareStruct(t, "VkPhysicalDeviceShaderAtomicFloatFeaturesEXT", secs["VkPhysicalDeviceShaderAtomicFloatFeaturesEXT"], reflect.ValueOf(c.atomicF))
	}
	if c.exts["VK_KHR_shader_clock"] {
		n += compareStruct(t, "VkPhysicalDeviceShaderClockFeaturesKHR", secs["VkPhysicalDeviceShaderClockFeaturesKHR"], reflect.ValueOf(c.clock))
	}
	if sg := secs["VkPhysicalDeviceSubgroupProperties"]; sg != nil {
		if w := sg["subgroupSize"]; len(w) == 1 && w[0] != strconv.Itoa(int(d.info.SubgroupSize)) {
			t.Errorf("subgroupSize %d, vulkaninfo says %s", d.info.SubgroupSize, w[0])
		}
		n++
	}
	if sc := secs["VkPhysicalDeviceSubgroupSizeControlProperties"]; sc != nil {
		for name, got := range map[string]uint32{"minSubgroupSize": d.info.MinSubgroupSize, "maxSubgroupSize": d.info.MaxSubgroupSize,
			"maxComputeWorkgroupSubgroups": d.info.MaxComputeWorkgroupSubgroups} {
			if w := sc[name]; len(w) != 1 || w[0] != strconv.Itoa(int(got)) {
				t.Errorf("%s = %d, vulkaninfo says %v", name, got, w)
			}
			n++
		}
	}
	if dp := secs["VkPhysicalDeviceDriverProperties"]; dp != nil {
		for name, got := range map[string]string{"driverName": d.info.DriverName, "driverInfo": d.info.DriverInfo} {
			if w := dp[name]; len(w) != 1 || w[0] != got {
				t.Errorf("%s = %q, vulkaninfo says %q", name, got, w)
			}
			n++
		}
	}
	if w := secs["VkPhysicalDeviceProperties"]["deviceName"]; len(w) != 1 || w[0] != d.info.Name {
		t.Errorf("deviceName = %q, vulkaninfo says %q", d.info.Name, w)
	}
	if n < 200 {
		t.Errorf("compared only %d fields", n)
	}
	t.Logf("%d fields agree with vulkaninfo", n)
}
