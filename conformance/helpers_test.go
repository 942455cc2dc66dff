package conformance

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
)

// glslangCompiler returns a CompileFunc running glslangValidator -V, the
// stand-in for the project's own compiler until it is ready.
func glslangCompiler(t testing.TB) CompileFunc {
	tool := testtool.Require(t, "glslangValidator")
	dir := t.TempDir()
	n := 0
	return func(name, source, env string) ([]byte, error) {
		n++
		src := filepath.Join(dir, fmt.Sprintf("s%d.comp", n))
		out := filepath.Join(dir, fmt.Sprintf("s%d.spv", n))
		if err := os.WriteFile(src, []byte(source), 0o644); err != nil {
			return nil, err
		}
		args := []string{"-V"}
		switch {
		case env == "":
			args = append(args, "--target-env", "vulkan1.1")
		case strings.HasPrefix(env, "spv"):
			args = append(args, "--target-env", "spirv"+strings.TrimPrefix(env, "spv"))
		case env == "vulkan1.1spv1.4":
			args = append(args, "--target-env", "vulkan1.1", "--target-env", "spirv1.4")
		default:
			args = append(args, "--target-env", env)
		}
		args = append(args, "-o", out, src)
		msg, err := exec.Command(tool, args...).CombinedOutput()
		if err != nil {
			return nil, fmt.Errorf("glslangValidator: %v\n%s", err, msg)
		}
		return os.ReadFile(out)
	}
}
