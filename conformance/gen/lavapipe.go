package gen

import (
	"errors"
	"fmt"
	"runtime"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// Lavapipe is Mesa's CPU Vulkan driver as a Device for the harness
// (subgroup size 8). Dispatches run in worker processes
// (vulkan.IsolatedDevice), one per CPU so that the harness's goroutines
// do not wait for each other, and a driver crash is a reported failure of
// one program, not the end of the run.
type Lavapipe struct {
	pool chan *vulkan.IsolatedDevice
	all  []*vulkan.IsolatedDevice
	size int
	info string
}

// OpenLavapipe opens the first CPU device (lavapipe).
func OpenLavapipe() (*Lavapipe, error) {
	devs, err := vulkan.Devices()
	if err != nil {
		return nil, err
	}
	for _, di := range devs {
		if di.Type != "cpu" && !strings.Contains(di.Name, "llvmpipe") {
			continue
		}
		n := runtime.GOMAXPROCS(0)
		l := &Lavapipe{pool: make(chan *vulkan.IsolatedDevice, n), size: int(di.SubgroupSize), info: di.DriverInfo}
		for i := 0; i < n; i++ {
			d, err := vulkan.OpenIsolated(di.Index)
			if err != nil {
				l.Close()
				return nil, err
			}
			l.all = append(l.all, d)
			l.pool <- d
		}
		return l, nil
	}
	return nil, fmt.Errorf("no CPU Vulkan device among %d devices", len(devs))
}

// Close ends the worker processes.
func (l *Lavapipe) Close() error {
	for _, d := range l.all {
		d.Close()
	}
	return nil
}

// DriverInfo is the driver's version string ("Mesa 22.3.6 (LLVM 15.0.6)").
func (l *Lavapipe) DriverInfo() string { return l.info }

// SubgroupSize is the device's subgroup size.
func (l *Lavapipe) SubgroupSize() int { return l.size }

// Run dispatches spv with the given buffers.
func (l *Lavapipe) Run(spv []byte, workgroups uint32, buffers map[[2]uint32][]byte, images map[[2]uint32]*texel.Binding) error {
	d := <-l.pool
	defer func() { l.pool <- d }()
	_, err := d.Run(spv, vulkan.RunConfig{Workgroups: [3]uint32{workgroups, 1, 1}, Buffers: buffers, Images: images, SubgroupSize: l.size})
	return err
}

// Skip says err means the device cannot run the module.
func (l *Lavapipe) Skip(err error) bool {
	var u *vulkan.UnsupportedError
	return errors.As(err, &u)
}
