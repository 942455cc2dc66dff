package cli

import (
	"encoding/binary"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// ggmlMinOptional is how many of ggml's 540 optional variants (those
// needing cooperative matrices, integer dot products, bfloat16 or fp4)
// compiled when it was last raised; the test fails below it. Measured: all
// 540 since GL_EXT_float_e2m1 (the 42 fp4 builds; 498 before).
const ggmlMinOptional = 540

// ggmlMinOptionalLoads is how many of them load into the interpreter with
// their default specialization constants (all the cooperative-matrix ones
// included, since Workgroup scope and cooperative_matrix2 run there, and
// the 42 fp4 builds since the interpreter has fp4; 491 before).
const ggmlMinOptionalLoads = 533

// newerThanValidator are the capabilities of the extensions SPIRV-Tools
// 2023.1 (the installed spirv-val) does not know: a module declaring one
// can only be checked by the newer validator GLSLC_NV_SPIRV_VAL names.
var newerThanValidator = map[spirv.Capability]bool{
	spirv.CapabilityCooperativeMatrixKHR:                     true,
	spirv.CapabilityBFloat16TypeKHR:                          true,
	spirv.CapabilityBFloat16DotProductKHR:                    true,
	spirv.CapabilityBFloat16CooperativeMatrixKHR:             true,
	spirv.CapabilityFloat8EXT:                                true,
	spirv.CapabilityFloat8CooperativeMatrixEXT:               true,
	spirv.CapabilityCooperativeMatrixTensorAddressingNV:      true,
	spirv.CapabilityTensorAddressingNV:                       true,
	spirv.CapabilityCooperativeMatrixReductionsEXT:           true,
	spirv.CapabilityCooperativeMatrixPerElementOperationsEXT: true,
	spirv.CapabilityCooperativeMatrixConversionsNV:           true,
	spirv.CapabilityCooperativeMatrixBlockLoadsNV:            true,
	spirv.CapabilityFloat4EXT:                                true,
	spirv.CapabilityBitcastExtractEXT:                        true,
}

// needsNewerValidator reports whether a module declares a capability of
// newerThanValidator.
func needsNewerValidator(bin []byte) bool {
	words := make([]uint32, len(bin)/4)
	for i := range words {
		words[i] = binary.LittleEndian.Uint32(bin[4*i:])
	}
	for i := 5; i < len(words); {
		n := int(words[i] >> 16)
		if n == 0 {
			break
		}
		if spirv.Op(words[i]&0xffff) == spirv.OpCapability && n == 2 && i+1 < len(words) && newerThanValidator[spirv.Capability(words[i+1])] {
			return true
		}
		i += n
	}
	return false
}

// TestGGMLOptional compiles ggml's optional variants exactly as ggml's
// build invokes glslc, and validates each module: with the installed
// spirv-val when it knows the module's extensions (the integer dot
// products), otherwise with the spirv-val GLSLC_NV_SPIRV_VAL names when it
// is set; without it those modules are counted as not validated, and the
// log says so. It reports the first error of every failing row by class.
func TestGGMLOptional(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	val := testtool.Require(t, "spirv-val")
	newer := testtool.NewerVal(t)
	dir := filepath.Join(testtool.SharedDir(t), "corpus", "ggml-vulkan")
	rows := ggmlRows(t, dir)
	out := t.TempDir()
	t.Chdir(filepath.Join(dir, "shaders"))
	optional, compiled, loaded, oldValid, newValid, unchecked := 0, 0, 0, 0, 0, 0
	classes := map[string][]string{}
	num := regexp.MustCompile(`'[^']*'|"[^"]*"|[0-9]+`)
	fail := func(class, name string) { classes[class] = append(classes[class], name) }
	for _, r := range rows {
		if !r.optional {
			continue
		}
		optional++
		spv, class := compileGGMLRow(r, out, num)
		if class != "" {
			fail(class, r.name)
			continue
		}
		compiled++
		bin, err := os.ReadFile(spv)
		if err != nil {
			t.Fatal(err)
		}
		tool := val
		if needsNewerValidator(bin) {
			tool = newer
		}
		if tool == "" {
			unchecked++
		} else {
			if msg, err := exec.Command(tool, "--target-env", r.env, spv).CombinedOutput(); err != nil {
				fail(tool+": "+num.ReplaceAllString(strings.SplitN(string(msg), "\n", 2)[0], "X"), r.name)
				continue
			}
			if tool == val {
				oldValid++
			} else {
				newValid++
			}
		}
		// a valid variant loads into the interpreter with its default
		// specialization constants (all but 7: see ggmlMinOptionalLoads)
		if _, err := interp.Load(bin); err != nil {
			fail("interp.Load: "+num.ReplaceAllString(err.Error(), "X"), r.name)
			continue
		}
		loaded++
	}
	keys := make([]string, 0, len(classes))
	for k := range classes {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return len(classes[keys[i]]) > len(classes[keys[j]]) })
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%4d  %s  (e.g. %s)\n", len(classes[k]), k, classes[k][0])
	}
	t.Logf("ggml optional variants: %d of %d compile; %d valid for the installed spirv-val, %d valid for %s=%q, %d not validated (they use extensions the installed spirv-val does not know; set %s to check them); %d load into the interpreter; failures by first error:\n%s",
		compiled, optional, oldValid, newValid, testtool.NewerValEnv, newer, unchecked, testtool.NewerValEnv, loaded, b.String())
	if optional != 540 {
		t.Errorf("%d optional rows, want ggml's 540", optional)
	}
	if compiled < ggmlMinOptional {
		t.Errorf("%d compile, fewer than the %d that did", compiled, ggmlMinOptional)
	}
	if compiled != oldValid+newValid+unchecked {
		t.Errorf("%d of the %d compiled modules are invalid", compiled-oldValid-newValid-unchecked, compiled)
	}
	// 7 do not: flash_attn's fp32_int8 variants size an array from
	// specialization constants whose defaults give it an out-of-range
	// length (they load with ggml's values)
	if loaded < ggmlMinOptionalLoads {
		t.Errorf("%d of the %d compiled modules load into the interpreter, fewer than the %d that did", loaded, compiled, ggmlMinOptionalLoads)
	}
}
