//go:build !((linux || freebsd || darwin) && (amd64 || arm64))

package vulkan

import "runtime"

// Device is an opened Vulkan device. On this platform the package cannot
// reach a Vulkan driver, so no Device can be opened.
type Device struct{ info DeviceInfo }

func unsupportedPlatform() error {
	return &UnavailableError{Reason: "this package does not support " + runtime.GOOS + "/" + runtime.GOARCH}
}

// Devices lists the Vulkan physical devices; here it always fails.
func Devices() ([]DeviceInfo, error) { return nil, unsupportedPlatform() }

// Open opens a device; here it always fails.
func Open(index int) (*Device, error) { return nil, unsupportedPlatform() }

// Info describes the device.
func (d *Device) Info() DeviceInfo { return d.info }

// Close releases the device.
func (d *Device) Close() error { return nil }

// Run dispatches a module; here it always fails.
func (d *Device) Run(spv []byte, cfg RunConfig) (*RunResult, error) {
	return nil, unsupportedPlatform()
}

// Check reports whether the device can run the module; here it always fails.
func (d *Device) Check(spv []byte, cfg RunConfig) error { return unsupportedPlatform() }
