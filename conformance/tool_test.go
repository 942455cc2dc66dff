package conformance

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
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
	var env targetenv.Env
	if name := os.Getenv("AMBER_ENV"); name != "" {
		var err error
		if env, err = targetenv.AmberGLSL(name); err != nil {
			t.Fatalf("AMBER_ENV: %v", err)
		}
	}
	sum := RunFiles(files, RunOptions{Compile: glslangCompiler(t), TargetEnv: env})
	t.Log("\n" + sum.String())
	if sum.Failed > 0 {
		t.Fail()
	}
}
