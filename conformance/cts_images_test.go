package conformance

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/internal/driver"
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// ctsImageFiles lists MANIFEST-images.tsv: the 12 compute files of the
// CTS suite that use images.
func ctsImageFiles(t *testing.T, dir string) []string {
	t.Helper()
	files := manifestNames(t, dir, "MANIFEST-images.tsv")
	if len(files) != 12 {
		t.Fatalf("MANIFEST-images.tsv lists %d files, want 12", len(files))
	}
	return files
}

// ctsImageWrong are the image files whose expectation no correct
// implementation meets, with the text that fixes it: the shaders OR bits
// 63 and 62 into every texel and XOR it with 0x0a00... and 0x06...
// (0x0c00... together), so each texel ends with 0xcc in its top byte, but
// the check expects 0x0a (the 32-bit versions of the files expect 0xcc,
// and pass). The file must fail on its probe as written and pass with
// the constant corrected.
var ctsImageWrong = map[string][2]string{
	"texture/multisample/atomic/storage_image_r64i.amber":  {"| 0x0a00000000000000L) &", "| 0xcc00000000000000L) &"},
	"texture/multisample/atomic/storage_image_r64ui.amber": {"| 0x0a00000000000000L) &", "| 0xcc00000000000000L) &"},
}

// ctsImageUndefined lists image files whose RUN the interpreter reports
// undefined behaviour in, with the diagnostic kind; they must pass with
// AllowUndefined. samples_storage's 256 invocations all store the sample
// count to word 0 (a data race, however equal the values; see ctsRaces).
// The invalidsampleindex files store to sample indices -256..255 and
// expect the invalid ones dropped, which the interpreter does without a
// report.
var ctsImageUndefined = map[string]string{
	"spirv_assembly/instruction/image_query/samples_storage.amber": "buffer-data-race",
}

// TestCTSImages runs the 12 image files of the CTS suite on the
// interpreter: each passes (those in ctsImageUndefined once undefined
// behaviour is allowed, after the RUN reported it).
func TestCTSImages(t *testing.T) {
	dir := ctsDir(t)
	compile := driver.CompileGLSL
	for _, rel := range ctsImageFiles(t, dir) {
		kind, undefined := ctsImageUndefined[rel]
		rep := RunFile(filepath.Join(dir, rel), RunOptions{Compile: compile, Device: &InterpDevice{CompareEngines: true}, AllowUndefined: undefined})
		if fix, wrong := ctsImageWrong[rel]; wrong {
			if rep.Status != Fail || !strings.Contains(rep.String(), "4096 of 4096 texels differ") {
				t.Errorf("%s: want every texel of the probe to fail, got\n%s", rel, rep)
			}
			src, err := os.ReadFile(filepath.Join(dir, rel))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(src), fix[0]) {
				t.Fatalf("%s no longer holds %q", rel, fix[0])
			}
			s, err := Parse(rel, []byte(strings.Replace(string(src), fix[0], fix[1], 1)))
			if err != nil {
				t.Fatal(err)
			}
			rep = s.Run(RunOptions{Compile: compile, Device: &InterpDevice{CompareEngines: true}})
		}
		if rep.Status != Pass {
			t.Errorf("%s", strings.TrimRight(rep.String(), "\n"))
			continue
		}
		if undefined {
			found := false
			for _, r := range rep.Results {
				for _, d := range r.Diagnostics {
					found = found || strings.Contains(d, kind)
				}
			}
			if !found {
				t.Errorf("%s: no %s diagnostic any more; remove it from ctsImageUndefined", rel, kind)
			}
		}
	}
}

// ctsImageLavapipeSkips are the image files lavapipe cannot run, with
// what the skip reason must name: it has sample counts 1 and 4 only
// (storageImageSampleCounts 0x5 on Mesa 22.3 and 25.0) and no 64-bit
// image atomics.
var ctsImageLavapipeSkips = map[string]string{
	"texture/multisample/invalidsampleindex/sample_count_2.amber":  "2 sample(s)",
	"texture/multisample/invalidsampleindex/sample_count_8.amber":  "8 sample(s)",
	"texture/multisample/invalidsampleindex/sample_count_16.amber": "16 sample(s)",
	"texture/multisample/invalidsampleindex/sample_count_32.amber": "32 sample(s)",
	"texture/multisample/invalidsampleindex/sample_count_64.amber": "64 sample(s)",
	"texture/multisample/atomic/storage_image_r64i.amber":          "Int64ImageEXT",
	"texture/multisample/atomic/storage_image_r64ui.amber":         "Int64ImageEXT",
}

// TestCTSImagesLavapipe runs the 12 image files on the Vulkan device
// (lavapipe in CI): each passes or is skipped for what the device lacks.
func TestCTSImagesLavapipe(t *testing.T) {
	if testing.Short() {
		t.Skip("short")
	}
	dev := openLavapipe(t)
	defer dev.Close()
	dir := ctsDir(t)
	for _, rel := range ctsImageFiles(t, dir) {
		rep := RunFile(filepath.Join(dir, rel), RunOptions{Compile: driver.CompileGLSL, Device: &VulkanDevice{Dev: dev, Timeout: testtool.HangLimit}})
		want, skip := ctsImageLavapipeSkips[rel]
		switch {
		case rep.Status == Pass && !skip:
		case rep.Status == Skip && skip && strings.Contains(rep.Reason, want):
			t.Logf("%s: skipped: %s", rel, rep.Reason)
		default:
			t.Errorf("on %s: %s", dev.Info().Name, strings.TrimRight(rep.String(), "\n"))
		}
	}
}

// openLavapipe opens the CPU Vulkan device in a worker process, or skips
// (fails when GLSLC_NV_REQUIRE_VULKAN or strict testing asks for it).
func openLavapipe(t *testing.T) *vulkan.IsolatedDevice {
	t.Helper()
	devs, err := vulkan.Devices()
	if err != nil || len(devs) == 0 {
		if (err == nil || errors.Is(err, vulkan.ErrUnavailable)) && !testtool.Strict() && os.Getenv("GLSLC_NV_REQUIRE_VULKAN") == "" {
			t.Skipf("no Vulkan device: %v", err)
		}
		t.Fatalf("no Vulkan device: %v", err)
	}
	index := 0
	for i, d := range devs {
		if d.Type == "cpu" {
			index = i
		}
	}
	dev, err := vulkan.OpenIsolated(index)
	if err != nil {
		t.Fatalf("no Vulkan device: %v", err)
	}
	return dev
}
