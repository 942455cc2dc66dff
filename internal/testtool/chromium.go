package testtool

import (
	"bytes"
	"context"
	"os/exec"
	"testing"
)

// Chromium runs headless Chromium (the binary bin) on a page with extra
// arguments, the URL last, and returns its standard output. Nothing leaves
// the machine: the page is a file, the background services are off and no
// host name resolves. Only a hang reaches HangLimit; a slow machine is
// not one.
func Chromium(t testing.TB, bin string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), HangLimit)
	defer cancel()
	base := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-extensions",
		"--host-resolver-rules=MAP * ~NOTFOUND",
		"--user-data-dir=" + t.TempDir()}
	cmd := exec.CommandContext(ctx, bin, append(base, args...)...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium %v: %v\n%s", args, err, errb.String())
	}
	return out.Bytes()
}
