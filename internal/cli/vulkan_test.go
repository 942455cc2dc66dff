package cli

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// needVulkan skips (locally) or fails (in CI) when no Vulkan device is there.
func needVulkan(t *testing.T) {
	t.Helper()
	if _, err := vulkan.Devices(); err != nil {
		if errors.Is(err, vulkan.ErrUnavailable) && !testtool.Strict() && os.Getenv("GLSLC_NV_REQUIRE_VULKAN") == "" {
			t.Skip(err)
		}
		t.Fatalf("no Vulkan device: %v", err)
	}
}

func TestDevicesCommand(t *testing.T) {
	needVulkan(t)
	code, out, stderr := run(t, "", "devices")
	if code != 0 || !strings.Contains(out, "SUBGROUP") || !strings.Contains(out, "STAGES") || !strings.Contains(out, "compute") || !strings.Contains(out, "basic,vote") {
		t.Fatalf("exit %d\n%s\n%s", code, out, stderr)
	}
	code, out, _ = run(t, "", "devices", "--format", "json")
	if code != 0 || !strings.Contains(out, `"SubgroupSize"`) {
		t.Fatalf("json: exit %d\n%s", code, out)
	}
}

// The example agrees between the device and the interpreter at the device's
// subgroup size: the sums restart at each subgroup boundary the device has.
func TestRunOnVulkanCompare(t *testing.T) {
	needVulkan(t)
	code, out, stderr := run(t, "", "run", "--device", "vulkan", "--compare", "-b", "0=uint:series:1:1:16", "-b", "1=uint:fill:0:32", example)
	if code != 0 || !strings.Contains(out, "agree") || !strings.Contains(out, "buffer 0.1 uint[32]:") {
		t.Fatalf("exit %d\n%s\n%s", code, out, stderr)
	}
	// The summary line names the device and says which time is which.
	summary := regexp.MustCompile(`(?m)^.+: subgroup size \d+, 16 invocations, \d+\.\d{3} ms; interpreter \(--compare, fast engine\): 352 lane-instructions, \d+\.\d{3} ms$`)
	if !summary.MatchString(out) || strings.HasPrefix(summary.FindString(out), "interpreter") {
		t.Fatalf("no device summary line:\n%s", out)
	}
}

// Reading shared memory nobody wrote is undefined: the interpreter's fill
// pattern and the driver's contents differ, and --compare says where.
func TestRunCompareFindsDifference(t *testing.T) {
	needVulkan(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "u.comp")
	os.WriteFile(src, []byte("#version 450\nlayout(local_size_x = 4) in;\nlayout(binding = 0) buffer B { uint o[4]; };\nshared uint s[4];\nvoid main() { o[gl_LocalInvocationIndex] = s[gl_LocalInvocationIndex]; }\n"), 0o644)
	code, out, _ := run(t, "", "run", "--device", "vulkan", "--compare", "-b", "0=uint:fill:7:4", src)
	if code != 1 || !strings.Contains(out, "differ:") || !strings.Contains(out, "buffer 0.0 [0]: interpreter 3452816845") {
		t.Fatalf("exit %d\n%s", code, out)
	}
}

func TestVulkanUsageErrors(t *testing.T) {
	code, _, stderr := run(t, "", "run", "--device", "vulkan", "--subgroup-size", "all", "-b", "0=uint:fill:0:16", "-b", "1=uint:fill:0:32", example)
	if code != 2 || !strings.Contains(stderr, "interpreter only") {
		t.Fatalf("exit %d %q", code, stderr)
	}
}

func TestAmberOnVulkan(t *testing.T) {
	needVulkan(t)
	code, out, stderr := run(t, "", "run", "--device", "vulkan", "../../examples/subgroup_sum.amber")
	if code != 0 || !strings.Contains(out, "PASS") || !strings.HasSuffix(out, "1 passed, 0 failed, 0 skipped\n") {
		t.Fatalf("exit %d\n%s\n%s", code, out, stderr)
	}
}

// A module that crashes the driver (Mesa 22.3's lavapipe; the shader is
// conformance/regress/lavapipe-broadcastfirst-bitcast-int64-scan.comp) is
// reported with exit status 1: the dispatch runs in a worker process.
func TestRunDriverCrash(t *testing.T) {
	needVulkan(t)
	devs, _ := vulkan.Devices()
	if len(devs) == 0 || !vulkan.MesaMatch(devs[0].DriverInfo, "22.3") {
		// Mesa 25.0 runs it; spirv/vulkan's TestIsolatedCrash covers the
		// worker's crash path on every lavapipe release.
		t.Skip("the crashing module is specific to Mesa 22.3's lavapipe")
	}
	src := filepath.Join(testtool.RepoRoot(), "conformance", "regress", "lavapipe-broadcastfirst-bitcast-int64-scan.comp")
	code, out, stderr := run(t, "", "run", "--device", "vulkan", "--target-env=vulkan1.2", "-b", "0=uint:fill:0:256", "-b", "1=uint:fill:0:8", src)
	if code != 1 || !strings.Contains(stderr, "crashed running the module (signal:") || out != "" {
		t.Fatalf("exit %d\nstdout: %s\nstderr: %s", code, out, stderr)
	}
	// The same file runs on the interpreter.
	code, out, stderr = run(t, "", "run", "--subgroup-size", "8", "--target-env=vulkan1.2", "-b", "0=uint:fill:0:256", "-b", "1=uint:fill:0:8", src)
	if code != 0 || !strings.Contains(out, "buffer 0.1 uint[8]:") {
		t.Fatalf("interpreter: exit %d\n%s\n%s", code, out, stderr)
	}
}

// Compute shader derivatives agree with the driver: quads (derivatives of
// both kinds, quad broadcasts and swaps, so the lane layout is the
// driver's) and linear groups with textureQueryLod over a 5-level texture,
// with linear and nearest mipmaps (the implicit level of detail is the
// quad's coarse one, as lavapipe's).
func TestComputeDerivativesOnVulkan(t *testing.T) {
	needVulkan(t)
	dir := t.TempDir()
	quads := filepath.Join(dir, "q.comp")
	os.WriteFile(quads, []byte(`#version 450
#extension GL_KHR_compute_shader_derivatives : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 8, local_size_y = 4) in;
layout(derivative_group_quadsKHR) in;
layout(binding = 0, std430) buffer B { vec4 d[32]; uvec4 q[32]; };
void main() {
  uvec2 id = gl_LocalInvocationID.xy;
  uint i = gl_LocalInvocationIndex;
  float f = float(id.x * id.x) + 10.0 * float(id.y * id.y);
  d[i] = vec4(dFdx(f), dFdy(f), fwidthFine(f), dFdyCoarse(f));
  q[i] = uvec4(subgroupQuadBroadcast(id, 0), subgroupQuadSwapDiagonal(i), i);
}
`), 0o644)
	linear := filepath.Join(dir, "l.comp")
	os.WriteFile(linear, []byte(`#version 450
#extension GL_KHR_compute_shader_derivatives : require
layout(local_size_x = 8, local_size_y = 4) in;
layout(derivative_group_linearKHR) in;
layout(binding = 0, std430) buffer B { vec4 d[32]; };
layout(binding = 1) uniform sampler2D tex;
void main() {
  uint i = gl_LocalInvocationIndex;
  float f = float(i * i);
  vec2 uv = vec2(float(i) * 0.3, float(i * i) * 0.05);
  d[i] = vec4(dFdx(f), dFdy(f), textureQueryLod(tex, uv));
}
`), 0o644)
	for _, args := range [][]string{
		{"-b", "0=float:fill:0:256", quads},
		{"-b", "0=float:fill:0:128", "-b", "1=image:rgba8:16x16:levels=5", linear},
		{"-b", "0=float:fill:0:128", "-b", "1=image:rgba8:16x16:levels=5:nearest", linear},
	} {
		code, out, stderr := run(t, "", append([]string{"run", "--device", "vulkan", "--compare"}, args...)...)
		if code != 0 && strings.Contains(stderr, "lacks VK_KHR_compute_shader_derivatives") && !testtool.Strict() {
			t.Skip(stderr) // Mesa before 24
		}
		if code != 0 || !strings.Contains(out, "agree") {
			t.Fatalf("%v: exit %d\n%s\n%s", args, code, out, stderr)
		}
	}
}
