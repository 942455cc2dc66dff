package gen

import (
	"errors"
	"fmt"
	"strings"

	"github.com/glslc-nv/glslc-nv/spirv/vulkan"
)

// Lavapipe is Mesa's CPU Vulkan driver opened through spirv/vulkan, as a
// Device for the harness (subgroup size 8).
type Lavapipe struct {
	d *vulkan.Device
}

// OpenLavapipe opens the first CPU device (lavapipe).
func OpenLavapipe() (*Lavapipe, error) {
	devs, err := vulkan.Devices()
	if err != nil {
		return nil, err
	}
	for _, di := range devs {
		if di.Type == "cpu" || strings.Contains(di.Name, "llvmpipe") {
			d, err := vulkan.Open(di.Index)
			if err != nil {
				return nil, err
			}
			return &Lavapipe{d: d}, nil
		}
	}
	return nil, fmt.Errorf("no CPU Vulkan device among %d devices", len(devs))
}

// Close releases the device.
func (l *Lavapipe) Close() error { return l.d.Close() }

// SubgroupSize is the device's subgroup size.
func (l *Lavapipe) SubgroupSize() int { return int(l.d.Info().SubgroupSize) }

// Run dispatches spv with the given buffers.
func (l *Lavapipe) Run(spv []byte, workgroups uint32, buffers map[[2]uint32][]byte) error {
	_, err := l.d.Run(spv, vulkan.RunConfig{Workgroups: [3]uint32{workgroups, 1, 1}, Buffers: buffers, SubgroupSize: l.SubgroupSize()})
	return err
}

// Skip says err means the device cannot run the module.
func (l *Lavapipe) Skip(err error) bool {
	var u *vulkan.UnsupportedError
	return errors.As(err, &u)
}
