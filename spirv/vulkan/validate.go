//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// findValidator locates spirv-val ("" when there is none or it is off).
func findValidator() string {
	if p, ok := os.LookupEnv(ValidatorEnv); ok {
		if p == "off" {
			return ""
		}
		return p
	}
	p, err := exec.LookPath("spirv-val")
	if err != nil {
		return ""
	}
	return p
}

// validate runs the validator on a module for the device's Vulkan version.
// Results are cached by the module's hash, so a module is validated once
// per Device.
func (d *Device) validate(spv []byte) error {
	if d.validator == "" {
		return nil
	}
	key := sha256.Sum256(spv)
	if msg, ok := d.validated[key]; ok {
		if msg == "" {
			return nil
		}
		return &InvalidModuleError{Validator: d.validator, Output: msg}
	}
	minor := min(d.caps.api.Minor(), 3)
	if d.caps.api.Major() > 1 {
		minor = 3
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	args := []string{"--target-env", fmt.Sprintf("vulkan1.%d", minor)}
	// The layout and execution-mode relaxations the device's enabled
	// features allow, as the Vulkan validation layer passes them.
	c := d.caps
	if c.api >= MakeVersion(1, 1, 0) {
		args = append(args, "--relax-block-layout")
	}
	if c.f12.uniformBufferStandardLayout != 0 {
		args = append(args, "--uniform-buffer-standard-layout")
	}
	if c.f12.scalarBlockLayout != 0 {
		args = append(args, "--scalar-block-layout")
	}
	if c.f13.maintenance4 != 0 {
		args = append(args, "--allow-localsizeid")
	}
	cmd := exec.CommandContext(ctx, d.validator, append(args, "-")...)
	cmd.Stdin = bytes.NewReader(spv)
	out, err := cmd.CombinedOutput()
	msg := ""
	if err != nil {
		if _, ok := err.(*exec.ExitError); !ok {
			// The validator could not run at all: say so rather than
			// blaming the module.
			return fmt.Errorf("vulkan: running %s: %v", d.validator, err)
		}
		msg = strings.TrimSpace(string(out))
		if msg == "" {
			msg = err.Error()
		}
	}
	if len(d.validated) > 4096 {
		clear(d.validated)
	}
	d.validated[key] = msg
	if msg != "" {
		return &InvalidModuleError{Validator: d.validator, Output: msg}
	}
	return nil
}
