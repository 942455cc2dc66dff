//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// vulkanRequired says whether a missing loader, device or compiler fails
// the tests instead of skipping them (GLSLC_NV_REQUIRE_VULKAN,
// GLSLC_NV_REQUIRE_TOOLS or CI set, as scripts/test-all.sh does).
func vulkanRequired() bool {
	return os.Getenv("GLSLC_NV_REQUIRE_VULKAN") != "" || os.Getenv("GLSLC_NV_REQUIRE_TOOLS") != "" || os.Getenv("CI") != ""
}

func unavailable(t testing.TB, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	if vulkanRequired() {
		t.Fatalf("%s (GLSLC_NV_REQUIRE_VULKAN or CI is set, so this is a failure)", msg)
	}
	t.Skip(msg)
}

var shared struct {
	once sync.Once
	dev  *Device
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if shared.dev != nil {
		if err := shared.dev.Close(); err != nil {
			fmt.Fprintln(os.Stderr, "closing the device:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// lavapipeIndex picks the CPU device when there is one, else device 0.
func lavapipeIndex(devs []DeviceInfo) int {
	for i, d := range devs {
		if d.Type == "cpu" || d.DriverName == "llvmpipe" {
			return i
		}
	}
	return 0
}

// device returns the process-wide test device.
func device(t testing.TB) *Device {
	t.Helper()
	shared.once.Do(func() {
		devs, err := Devices()
		if err != nil {
			shared.err = err
			return
		}
		shared.dev, shared.err = Open(lavapipeIndex(devs))
	})
	if shared.err != nil {
		unavailable(t, "no Vulkan device: %v", shared.err)
	}
	return shared.dev
}

const glslang = "/usr/bin/glslangValidator"

var compiled sync.Map // hash of source and args -> []byte

// compile turns GLSL compute source into SPIR-V with glslangValidator.
func compile(t testing.TB, src string, args ...string) []byte {
	t.Helper()
	spv, err := compileErr(t.TempDir(), src, args...)
	if err != nil {
		var ee *exec.Error
		if errors.As(err, &ee) {
			unavailable(t, "glslangValidator is not installed: %v", err)
		}
		t.Fatalf("%v\n%s", err, numbered(src))
	}
	return spv
}

func compileErr(dir, src string, args ...string) ([]byte, error) {
	if len(args) == 0 {
		args = []string{"--target-env", "vulkan1.1"}
	}
	key := sha256.Sum256([]byte(strings.Join(args, "\x00") + "\x00" + src))
	if v, ok := compiled.Load(key); ok {
		return v.([]byte), nil
	}
	bin := glslang
	if _, err := os.Stat(bin); err != nil {
		bin = "glslangValidator"
	}
	in := filepath.Join(dir, "s.comp")
	out := filepath.Join(dir, "s.spv")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, append(append([]string{"-V"}, args...), "-o", out, in)...)
	msg, err := cmd.CombinedOutput()
	if err != nil {
		return nil, fmt.Errorf("glslangValidator: %w\n%s", err, msg)
	}
	spv, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	compiled.Store(key, spv)
	return spv, nil
}

func numbered(src string) string {
	var b strings.Builder
	for i, l := range strings.Split(src, "\n") {
		fmt.Fprintf(&b, "%3d  %s\n", i+1, l)
	}
	return b.String()
}

func zeros(n int) []byte { return make([]byte, 4*n) }

func seq(n int, f func(i int) uint32) []uint32 {
	out := make([]uint32, n)
	for i := range out {
		out[i] = f(i)
	}
	return out
}

func equalWords(t *testing.T, what string, got []byte, want []uint32) {
	t.Helper()
	g := words(got)
	if len(g) != len(want) {
		t.Fatalf("%s: %d words, want %d", what, len(g), len(want))
	}
	bad := 0
	for i := range g {
		if g[i] != want[i] {
			if bad < 8 {
				t.Errorf("%s[%d] = %d (0x%x), want %d (0x%x)", what, i, int32(g[i]), g[i], int32(want[i]), want[i])
			}
			bad++
		}
	}
	if bad > 8 {
		t.Errorf("%s: %d mismatches in all", what, bad)
	}
}

// precompile fills the compile cache from GOMAXPROCS goroutines; errors
// surface later, when the test compiles the source itself.
func precompile(t testing.TB, srcs []string) {
	dir := t.TempDir()
	work := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			sub := filepath.Join(dir, strconv.Itoa(w))
			if os.Mkdir(sub, 0o755) != nil {
				return
			}
			for i := range work {
				_, _ = compileErr(sub, srcs[i]) // errors are reported by the caller's own compile
			}
		}(w)
	}
	for i := range srcs {
		work <- i
	}
	close(work)
	wg.Wait()
}

// Buffer conversions shared by the project's tests.
var (
	u32s  = testtool.U32Bytes
	i32s  = testtool.I32Bytes
	words = testtool.U32s
)
