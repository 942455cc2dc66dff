package conformance

import (
	"os"
	"path/filepath"
	"testing"
)

// TestAmberFile runs the script, or every *.amber of the folder, named by
// $AMBER_FILE (skipped when unset), with glslangValidator as the compiler
// and $AMBER_ENV as the default target environment:
//
//	AMBER_FILE=path/x.amber go test ./conformance -run TestAmberFile -v
func TestAmberFile(t *testing.T) {
	f := os.Getenv("AMBER_FILE")
	if f == "" {
		t.Skip("AMBER_FILE is not set")
	}
	files := []string{f}
	if st, err := os.Stat(f); err == nil && st.IsDir() {
		files, _ = filepath.Glob(filepath.Join(f, "*.amber"))
	}
	sum := RunFiles(files, RunOptions{Compile: glslangCompiler(t), TargetEnv: os.Getenv("AMBER_ENV")})
	t.Log("\n" + sum.String())
	if sum.Failed > 0 {
		t.Fail()
	}
}
