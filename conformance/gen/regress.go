package gen

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// RegressCase is a regression case: a program kept as GLSL text with the
// dispatch it needs and what is known about it.
type RegressCase struct {
	Path    string
	Program *Program
	// Status is "known-failure" (the disagreement is not fixed; the
	// replay test reports it without counting it as passing) or "pass".
	Status string
	// Failure is the failure recorded when the case was found, and
	// Diagnosis says which component is wrong and why.
	Failure   string
	Diagnosis string
	// Mesa names the Mesa releases a known failure on lavapipe was seen
	// on (vulkan.MesaMatch: "22.3", "25.0+", "22.3-24.3"). The replay
	// expects the failure only on those; on another release the case must
	// agree like a passing one, or get its own release added.
	Mesa string
}

// Header keys of a regression case, after the #version line:
//
//	// seed: 12 local_size: 64 workgroups: 2 input_words: 256 slots: 9 min_subgroup: 4
//	// local_dims: 64 1 1 target_env: vulkan1.1
//	// failure: mismatch: glslangValidator vs glslc-nv at subgroup size 8: ...
//	// mesa: 22.3
//	// status: known-failure
//	// diagnosis: ...
const caseMarker = "// glslc-nv differential regression case (conformance/gen)"

// FormatCase renders p as a regression case file.
func FormatCase(p *Program, f *Failure, status, diagnosis string) string {
	src := p.GLSL()
	nl := strings.IndexByte(src, '\n')
	var b strings.Builder
	b.WriteString(src[:nl+1])
	b.WriteString(caseMarker + "\n")
	fmt.Fprintf(&b, "// seed: %d local_size: %d workgroups: %d input_words: %d slots: %d min_subgroup: %d\n",
		p.Seed, p.LocalSize, p.Workgroups, p.InputWords, p.Slots, p.MinSubgroup)
	d := p.dims()
	fmt.Fprintf(&b, "// local_dims: %d %d %d target_env: %s\n", d[0], d[1], d[2], p.env())
	if f != nil {
		for i, l := range strings.Split(f.String(), "\n") {
			if i == 0 {
				fmt.Fprintf(&b, "// failure: %s\n", l)
			} else {
				fmt.Fprintf(&b, "//   %s\n", l)
			}
		}
	}
	if f != nil && f.Driver != "" {
		if v, ok := vulkan.ParseMesaVersion(f.Driver); ok {
			fmt.Fprintf(&b, "// mesa: %d.%d\n", v.Major, v.Minor)
		}
	}
	fmt.Fprintf(&b, "// status: %s\n", status)
	for i, l := range strings.Split(diagnosis, "\n") {
		if i == 0 {
			fmt.Fprintf(&b, "// diagnosis: %s\n", l)
		} else {
			fmt.Fprintf(&b, "//   %s\n", l)
		}
	}
	b.WriteString(src[nl+1:])
	return b.String()
}

// LoadCase reads a regression case file.
func LoadCase(path string) (*RegressCase, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	src := string(data)
	if !strings.Contains(src, caseMarker) {
		return nil, fmt.Errorf("%s: not a regression case (no %q line)", path, caseMarker)
	}
	c := &RegressCase{Path: path, Program: &Program{Source: src, Workgroups: 2, InputWords: 256, MinSubgroup: 4}}
	p := c.Program
	p.Images = strings.Contains(src, "uimage2D imgOut")
	var key string
	for _, line := range strings.Split(src, "\n") {
		if !strings.HasPrefix(line, "//") {
			continue
		}
		rest := strings.TrimSpace(strings.TrimPrefix(line, "//"))
		if strings.HasPrefix(line, "//   ") && key != "" {
			switch key {
			case "failure":
				c.Failure += "\n" + rest
			case "diagnosis":
				c.Diagnosis += "\n" + rest
			}
			continue
		}
		key = ""
		switch {
		case strings.HasPrefix(rest, "seed:"):
			f := strings.Fields(rest)
			for i := 0; i+1 < len(f); i += 2 {
				n, err := strconv.ParseInt(f[i+1], 10, 64)
				if err != nil {
					return nil, fmt.Errorf("%s: bad %s %q", path, f[i], f[i+1])
				}
				switch strings.TrimSuffix(f[i], ":") {
				case "seed":
					p.Seed = n
				case "local_size":
					p.LocalSize = int(n)
				case "workgroups":
					p.Workgroups = int(n)
				case "input_words":
					p.InputWords = int(n)
				case "slots":
					p.Slots = int(n)
				case "min_subgroup":
					p.MinSubgroup = int(n)
				}
			}
		case strings.HasPrefix(rest, "local_dims:"):
			f := strings.Fields(rest)
			if len(f) != 6 {
				return nil, fmt.Errorf("%s: bad local_dims line %q", path, rest)
			}
			for i := 0; i < 3; i++ {
				n, err := strconv.Atoi(f[1+i])
				if err != nil {
					return nil, fmt.Errorf("%s: bad local_dims line %q", path, rest)
				}
				p.LocalDims[i] = n
			}
			p.TargetEnv = f[5]
		case strings.HasPrefix(rest, "target_env:"):
			p.TargetEnv = strings.TrimSpace(strings.TrimPrefix(rest, "target_env:"))
		case strings.HasPrefix(rest, "failure:"):
			key, c.Failure = "failure", strings.TrimSpace(strings.TrimPrefix(rest, "failure:"))
		case strings.HasPrefix(rest, "mesa:"):
			c.Mesa = strings.TrimSpace(strings.TrimPrefix(rest, "mesa:"))
			if err := vulkan.CheckMesaSpec(c.Mesa); err != nil {
				return nil, fmt.Errorf("%s: %v", path, err)
			}
		case strings.HasPrefix(rest, "status:"):
			c.Status = strings.TrimSpace(strings.TrimPrefix(rest, "status:"))
		case strings.HasPrefix(rest, "diagnosis:"):
			key, c.Diagnosis = "diagnosis", strings.TrimSpace(strings.TrimPrefix(rest, "diagnosis:"))
		}
	}
	if p.LocalSize == 0 || p.Slots == 0 {
		return nil, fmt.Errorf("%s: header lacks local_size or slots", path)
	}
	if c.Status != "known-failure" && c.Status != "pass" {
		return nil, fmt.Errorf("%s: status %q is neither known-failure nor pass", path, c.Status)
	}
	if c.Status == "known-failure" && strings.Contains(c.Failure, ExecLavapipe) && c.Mesa == "" {
		return nil, fmt.Errorf("%s: a known lavapipe failure needs a \"// mesa: MAJOR.MINOR\" line naming the Mesa releases it was seen on", path)
	}
	return c, nil
}

// LoadCases reads every *.comp regression case under dir.
func LoadCases(dir string) ([]*RegressCase, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.comp"))
	if err != nil {
		return nil, err
	}
	var cs []*RegressCase
	for _, f := range files {
		c, err := LoadCase(f)
		if err != nil {
			return nil, err
		}
		cs = append(cs, c)
	}
	return cs, nil
}

func writeFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o644) }

// SaveCase writes p as a regression case into dir, named after its seed
// and failure kind, and returns the path.
func SaveCase(dir string, p *Program, f *Failure, status, diagnosis string) (string, error) {
	name := fmt.Sprintf("seed%d-%s.comp", p.Seed, f.Kind)
	path := filepath.Join(dir, name)
	return path, writeFile(path, FormatCase(p, f, status, diagnosis))
}
