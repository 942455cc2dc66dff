package cli

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/glslcnv"
	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/limits"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
	"io"
	"path/filepath"
	"strconv"
	"strings"
)

func parseSizes(s string) ([]int, error) {
	if s == "all" {
		return interp.SubgroupSizes(), nil
	}
	n, err := strconv.Atoi(s)
	if err == nil {
		err = interp.CheckSubgroupSize(n)
	}
	if err != nil {
		return nil, fmt.Errorf("--subgroup-size %s: want a power of two from %d to %d, or all", s, interp.MinSubgroupSize, interp.MaxSubgroupSize)
	}
	return []int{n}, nil
}

func parseWorkgroups(s string) ([3]uint32, error) {
	var wg [3]uint32
	parts := strings.Split(s, ",")
	if len(parts) < 1 || len(parts) > 3 {
		return wg, fmt.Errorf("--workgroups %s: want X,Y,Z", s)
	}
	wg = [3]uint32{1, 1, 1}
	for i, p := range parts {
		n, err := strconv.ParseUint(strings.TrimSpace(p), 10, 32)
		if err != nil || n == 0 {
			return wg, fmt.Errorf("--workgroups %s: each count must be a positive integer", s)
		}
		wg[i] = uint32(n)
	}
	return wg, nil
}

func parseSpec(specs []string) (map[uint32]uint64, error) {
	out := map[uint32]uint64{}
	for _, s := range specs {
		id, v, ok := strings.Cut(s, "=")
		n, err := strconv.ParseUint(id, 10, 32)
		if !ok || err != nil {
			return nil, fmt.Errorf("--spec %s: want ID=VALUE", s)
		}
		switch {
		case v == "true":
			out[uint32(n)] = 1
		case v == "false":
			out[uint32(n)] = 0
		default:
			if i, err := strconv.ParseInt(v, 0, 64); err == nil {
				out[uint32(n)] = uint64(i)
			} else if u, err := strconv.ParseUint(v, 0, 64); err == nil {
				out[uint32(n)] = u
			} else if f, err := strconv.ParseFloat(v, 32); err == nil {
				out[uint32(n)] = uint64(mathFloat32bits(float32(f)))
			} else {
				return nil, fmt.Errorf("--spec %s: %q is not an integer, float or bool", s, v)
			}
		}
	}
	return out, nil
}

func parsePush(s string) ([]byte, error) {
	if s == "" {
		return nil, nil
	}
	spec, err := parseBufferSpec("0=" + strings.Replace(s, ":", ":data:", 1))
	if err != nil {
		return nil, fmt.Errorf("--push %s: want TYPE:V1,V2,...", s)
	}
	return spec.data, nil
}

// loadModule reads a .spv binary, assembles a .spvasm file or compiles a
// .comp shader (with automatic bindings) into SPIR-V bytes.
func loadModule(e *env, o *runOptions, path string) ([]byte, error) {
	targetEnv, err := resolveTargetEnv(o.targetEnv, "")
	if err != nil {
		return nil, err
	}
	data, err := limits.ReadFile(path, limits.SourceBytes)
	if err != nil {
		return nil, &exitError{code: 1, msg: fmt.Sprintf("cannot read %s: %v", path, errText(err))}
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".spv":
		return data, nil
	case ".spvasm", ".nvcp":
		input := driver.SPIRVAssembly
		if strings.EqualFold(filepath.Ext(path), ".nvcp") {
			input = driver.NVAssembly
		}
		diags := &diag.List{}
		// An assembly program runs with its lines (OpLine), so that the
		// interpreter's reports name them.
		res := driver.Compile(path, data, driver.Options{Input: input, TargetEnv: targetEnv, Debug: input == driver.NVAssembly}, diags)
		if err := diag.Print(e.stderr, diags, res.Sources, diag.Text); err != nil {
			return nil, err
		}
		if res.Words == nil {
			return nil, failed()
		}
		return spirv.Encode(res.Words), nil
	case ".comp":
		opts := glslcnv.Options{StageMode: glslcnv.StageForced, TargetEnv: o.targetEnv, IncludeDirs: o.includeDirs, AutoBindUniforms: true,
			Optimize: o.optimize, Debug: o.trace != ""}
		for _, d := range o.defines {
			def, warn, err := parseGlslcDefine("-D" + d)
			if err != nil {
				return nil, usageErrorf("%s", err.(*exitError).msg)
			}
			if warn != "" {
				fmt.Fprintf(e.stderr, "glslc-nv: warning: %s\n", warn)
			}
			if def != nil {
				opts.Defines = append(opts.Defines, glslcnv.Macro{Name: def.Name, Value: def.Value})
			}
		}
		res := glslcnv.Compile(path, data, opts)
		errs, warns, err := res.WriteDiagnostics(e.stderr, false)
		if err != nil {
			return nil, err
		}
		if errs > 0 || warns > 0 {
			if _, err := io.WriteString(e.stderr, glslcnv.Summary(errs, warns)); err != nil {
				return nil, err
			}
		}
		if res.SPIRV == nil {
			return nil, failed()
		}
		return res.Bytes(), nil
	}
	return nil, usageErrorf("%s: want a .comp, .spv, .spvasm or .nvcp file", path)
}
