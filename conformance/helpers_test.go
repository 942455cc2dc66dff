package conformance

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// glslangCompiler returns a CompileFunc running glslangValidator -V, the
// stand-in for the project's own compiler until it is ready.
func glslangCompiler(t testing.TB) CompileFunc {
	tool := testtool.Require(t, "glslangValidator")
	dir := t.TempDir()
	n := 0
	return func(name, source string, env targetenv.Env) ([]byte, error) {
		n++
		src := filepath.Join(dir, fmt.Sprintf("s%d.comp", n))
		out := filepath.Join(dir, fmt.Sprintf("s%d.spv", n))
		if err := os.WriteFile(src, []byte(source), 0o644); err != nil {
			return nil, err
		}
		args := []string{"-V"}
		if env.IsZero() {
			env = targetenv.Default
		}
		args = append(args, "--target-env", fmt.Sprintf("vulkan1.%d", env.VulkanMinor),
			"--target-env", fmt.Sprintf("spirv1.%d", env.SPIRVMinor()))
		args = append(args, "-o", out, src)
		msg, err := exec.Command(tool, args...).CombinedOutput()
		if err != nil {
			return nil, fmt.Errorf("glslangValidator: %v\n%s", err, msg)
		}
		return os.ReadFile(out)
	}
}
