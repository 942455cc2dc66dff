package vulkan

import (
	"fmt"
	"strconv"
	"strings"
)

// MesaVersion is a Mesa release as a Mesa driver reports it in
// VkPhysicalDeviceDriverProperties.driverInfo: "Mesa 25.0.7-2~bpo12+1
// (LLVM 15.0.6)" is 25.0.7. (lavapipe's driverVersion is a constant 1, so
// the string is the only place the release shows.)
type MesaVersion struct{ Major, Minor, Patch int }

func (v MesaVersion) String() string { return fmt.Sprintf("%d.%d.%d", v.Major, v.Minor, v.Patch) }

// before orders releases by major, minor, patch.
func (v MesaVersion) before(w MesaVersion) bool {
	if v.Major != w.Major {
		return v.Major < w.Major
	}
	if v.Minor != w.Minor {
		return v.Minor < w.Minor
	}
	return v.Patch < w.Patch
}

// ParseMesaVersion reads the release from a driverInfo string ("Mesa
// 22.3.6", "Mesa 25.0.7-2~bpo12+1 (LLVM 15.0.6)"); ok is false when the
// string does not start with "Mesa " and a version.
func ParseMesaVersion(driverInfo string) (v MesaVersion, ok bool) {
	s, found := strings.CutPrefix(driverInfo, "Mesa ")
	if !found {
		return v, false
	}
	return parseDotted(s)
}

// parseDotted reads MAJOR.MINOR[.PATCH] at the start of s; what follows
// the last number ("-devel", "-2~bpo12+1 (LLVM ...)") is ignored.
func parseDotted(s string) (MesaVersion, bool) {
	var n [3]int
	k, i := 0, 0
	for k < 3 {
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i || j-i > 6 {
			break
		}
		n[k], _ = strconv.Atoi(s[i:j])
		k++
		if j == len(s) || s[j] != '.' {
			break
		}
		i = j + 1
	}
	return MesaVersion{n[0], n[1], n[2]}, k >= 2
}

// Mesa returns the Mesa release of the device's driver; ok is false for a
// driver that is not Mesa's.
func (d *DeviceInfo) Mesa() (MesaVersion, bool) { return ParseMesaVersion(d.DriverInfo) }

// MesaMatch reports whether driverInfo names a Mesa release that spec
// covers. The lists of known driver bugs key each entry by such a spec, so
// that a bug is expected only on the releases it was seen on and a fixed
// one is not expected on a newer driver. spec is a comma-separated list of
//
//	22.3       the 22.3.x releases
//	25.0+      25.0.0 and every later release
//	22.3-24.3  the releases from 22.3.0 through the last 24.3.x
//
// A driver that is not Mesa, or a malformed spec, matches nothing.
func MesaMatch(driverInfo, spec string) bool {
	v, ok := ParseMesaVersion(driverInfo)
	if !ok {
		return false
	}
	m, err := parseMesaSpec(spec)
	return err == nil && m(v)
}

// CheckMesaSpec reports what is wrong with a spec MesaMatch would read,
// for the tests that keep the lists of known bugs well-formed.
func CheckMesaSpec(spec string) error {
	_, err := parseMesaSpec(spec)
	return err
}

func parseMesaSpec(spec string) (func(MesaVersion) bool, error) {
	var ms []func(MesaVersion) bool
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		series := func(s string) (MesaVersion, error) {
			v, ok := parseDotted(s)
			if !ok || v.String() != s+".0" {
				return v, fmt.Errorf("Mesa release spec %q: %q is not MAJOR.MINOR", spec, s)
			}
			return v, nil
		}
		switch {
		case strings.HasSuffix(item, "+"):
			lo, err := series(strings.TrimSuffix(item, "+"))
			if err != nil {
				return nil, err
			}
			ms = append(ms, func(v MesaVersion) bool { return !v.before(lo) })
		case strings.Contains(item, "-"):
			a, b, _ := strings.Cut(item, "-")
			lo, err := series(a)
			if err != nil {
				return nil, err
			}
			hi, err := series(b)
			if err != nil {
				return nil, err
			}
			if hi.before(lo) {
				return nil, fmt.Errorf("Mesa release spec %q: empty range %s", spec, item)
			}
			ms = append(ms, func(v MesaVersion) bool {
				return !v.before(lo) && (v.Major < hi.Major || v.Major == hi.Major && v.Minor <= hi.Minor)
			})
		default:
			s, err := series(item)
			if err != nil {
				return nil, err
			}
			ms = append(ms, func(v MesaVersion) bool { return v.Major == s.Major && v.Minor == s.Minor })
		}
	}
	return func(v MesaVersion) bool {
		for _, m := range ms {
			if m(v) {
				return true
			}
		}
		return false
	}, nil
}
