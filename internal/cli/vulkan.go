package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

func newDevicesCommand(e *env) *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "devices",
		Short: "List the Vulkan devices run --device vulkan can use",
		Long: `List the Vulkan devices: name, driver, subgroup size, the stages and
operations with subgroup support, whether VK_NV_shader_subgroup_partitioned
is offered, and the subgroup-size-control range. Without a Vulkan loader or
device it says how to install a CPU driver (lavapipe).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			devs, err := vulkan.Devices()
			if err != nil {
				return &exitError{code: 1, msg: err.Error()}
			}
			if format == "json" {
				enc := json.NewEncoder(e.stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(devs)
			}
			if format != "text" {
				return usageErrorf("--format %s: want text or json", format)
			}
			fmt.Fprint(e.stdout, vulkan.Table(devs))
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format, `FORMAT`: text or json")
	return cmd
}

// runDevice runs the module on the Vulkan device; with compare it also runs
// the interpreter at the device's subgroup size and reports every element
// that differs.
func runDevice(e *env, o *runOptions, path string, data []byte, specs []*bufferSpec, ispecs []*imageSpec, cfg interp.Config, subgroupGiven bool) error {
	// The dispatch runs in a worker process: some drivers (lavapipe) crash
	// on valid modules, and that must be reported, not end this process.
	dev, err := vulkan.OpenIsolated(o.deviceIndex)
	if err != nil {
		return &exitError{code: 1, msg: err.Error()}
	}
	defer dev.Close()
	vcfg := vulkan.RunConfig{Entry: cfg.Entry, Workgroups: cfg.Workgroups, Buffers: map[[2]uint32][]byte{},
		PushConstants: cfg.PushConstants, Spec: cfg.Spec, Images: cfg.Images}
	if subgroupGiven {
		vcfg.SubgroupSize = cfg.SubgroupSize
	}
	var ref map[[2]uint32][]byte
	if o.compare {
		ref = map[[2]uint32][]byte{}
	}
	for k, b := range cfg.Buffers {
		vcfg.Buffers[k] = b
		if ref != nil {
			ref[k] = append([]byte(nil), b...)
		}
	}
	var refImages map[[2]uint32]*texel.Binding
	if o.compare && len(cfg.Images) > 0 {
		refImages = map[[2]uint32]*texel.Binding{}
		for k, b := range cfg.Images {
			c := *b
			if b.View.Image != nil {
				img := *b.View.Image
				img.Data = append([]byte(nil), img.Data...)
				c.View.Image = &img
			}
			refImages[k] = &c
		}
	}
	start := time.Now()
	vres, err := dev.Run(data, vcfg)
	if err != nil {
		return &exitError{code: 1, msg: fmt.Sprintf("%s: %v", path, err)}
	}
	elapsed := time.Since(start)
	cfg.SubgroupSize = vres.SubgroupSize
	res := &interp.Result{Invocations: vres.Invocations}
	var diffs []string
	var interpTime time.Duration
	if o.compare {
		prog, err := interp.Load(data)
		if err != nil {
			return &exitError{code: 1, msg: fmt.Sprintf("%s: %v", path, err)}
		}
		icfg := cfg
		icfg.Buffers = ref
		icfg.Images = refImages
		istart := time.Now()
		ires, ierr := prog.Run(icfg)
		interpTime = time.Since(istart)
		var re *interp.RunError
		if ierr != nil && !errors.As(ierr, &re) {
			return &exitError{code: 1, msg: fmt.Sprintf("%s: interpreter: %v", path, ierr)}
		}
		if ires != nil {
			res.Diagnostics, res.Instructions = ires.Diagnostics, ires.Instructions
		}
		diffs = compareBuffers(specs, ref, cfg.Buffers)
		for _, s := range ispecs {
			k := [2]uint32{s.set, s.binding}
			a, b := refImages[k], cfg.Images[k]
			if a == nil || b == nil || a.View.Image == nil {
				continue
			}
			if n := differingTexels(a.View.Image, b.View.Image); n > 0 {
				diffs = append(diffs, fmt.Sprintf("image %d.%d: %d of %d texels differ", s.set, s.binding, n, len(b.View.Image.Data)/b.View.Image.Format.Size()))
			}
		}
	}
	out := buildReport(specs, cfg, res, nil, elapsed)
	out.Images = imageLines(ispecs)
	if err := savePictures(ispecs); err != nil {
		return &exitError{code: 1, msg: err.Error()}
	}
	out.Device = dev.Info().Name
	if !o.compare {
		out.Engine = "" // no interpreter ran
	}
	out.full = o.full
	if o.compare {
		out.InterpTimeMS = ms(interpTime)
		out.Compared = true
		out.Differences = append([]string{}, diffs...)
	}
	if o.format == "json" {
		enc := json.NewEncoder(e.stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else {
		printReport(e.stdout, out)
		printComparison(e.stdout, out)
	}
	if out.Errors > 0 || len(diffs) > 0 {
		return failed()
	}
	return nil
}

// compareBuffers lists the elements, typed as the user gave them, whose
// interpreter and device values differ (at most 20 per buffer).
func compareBuffers(specs []*bufferSpec, interpBufs, devBufs map[[2]uint32][]byte) []string {
	var out []string
	for _, s := range specs {
		k := [2]uint32{s.set, s.binding}
		a, b := interpBufs[k], devBufs[k]
		n := 0
		for off := 0; off+s.typ.size <= len(a) && off+s.typ.size <= len(b); off += s.typ.size {
			x, y := formatValue(s.typ, a[off:]), formatValue(s.typ, b[off:])
			if string(a[off:off+s.typ.size]) == string(b[off:off+s.typ.size]) {
				continue
			}
			n++
			if n <= 20 {
				out = append(out, fmt.Sprintf("buffer %d.%d [%d]: interpreter %s, device %s", s.set, s.binding, off/s.typ.size, x, y))
			}
		}
		if n > 20 {
			out = append(out, fmt.Sprintf("buffer %d.%d: %d more elements differ", s.set, s.binding, n-20))
		}
	}
	return out
}

func printComparison(w io.Writer, r *runReport) {
	if !r.Compared {
		return
	}
	if len(r.Differences) == 0 {
		fmt.Fprintf(w, "interpreter and %s agree\n", r.Device)
		return
	}
	fmt.Fprintf(w, "interpreter and %s differ:\n  %s\n", r.Device, strings.Join(r.Differences, "\n  "))
}

// differingTexels counts the texels whose bytes differ between two
// images of one shape.
func differingTexels(a, b *texel.Image) int {
	ts := a.Format.Size()
	n := 0
	for off := 0; off+ts <= len(a.Data) && off+ts <= len(b.Data); off += ts {
		if string(a.Data[off:off+ts]) != string(b.Data[off:off+ts]) {
			n++
		}
	}
	return n
}

// KillChildren kills the processes the command started (Vulkan workers), for
// the signal handler of cmd/glslc-nv.
func KillChildren() { vulkan.KillWorkers() }
