package vulkan

import (
	"bytes"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/glslc-nv/glslc-nv/internal/texel"
)

// WorkerEnv is the environment variable that turns a process into the
// worker of an IsolatedDevice. Any program linking this package serves
// as its own worker: when the variable is set, the package's init reads
// requests from descriptor 3, answers on descriptor 4 and exits, before
// main (or a test binary's TestMain) runs.
const WorkerEnv = "GLSLC_NV_VULKAN_WORKER"

func init() {
	if os.Getenv(WorkerEnv) == "" {
		return
	}
	os.Unsetenv(WorkerEnv) // not inherited by anything the driver starts
	// Requests arrive on descriptor 3 and replies leave on 4, so that
	// whatever the driver prints on standard output cannot corrupt them.
	os.Exit(serveWorker(os.NewFile(3, "requests"), os.NewFile(4, "replies")))
}

// CrashError says the driver killed the worker process while it ran a
// module (lavapipe does on some valid SPIR-V); the calling process is
// unaffected and the next Run starts a new worker.
type CrashError struct {
	Device string
	State  string // how the worker ended: "signal: segmentation fault", ...
	Output string // the last lines the worker wrote to its standard error
}

func (e *CrashError) Error() string {
	s := fmt.Sprintf("vulkan: the driver of %q crashed running the module (%s); this is a driver bug, the interpreter (--device interp) can run the module", e.Device, e.State)
	if e.Output != "" {
		s += ": " + e.Output
	}
	return s
}

// IsolatedDevice is a Device opened in a child process, so that a driver
// crash becomes a *CrashError instead of ending the caller. Its Run has
// Device.Run's contract (buffers are updated in place); the child is the
// caller's own executable, which serves requests through this package's
// init when WorkerEnv is set.
type IsolatedDevice struct {
	index int
	info  DeviceInfo

	mu     sync.Mutex
	w      *worker
	closed bool
}

type worker struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    io.ReadCloser
	enc    *gob.Encoder
	dec    *gob.Decoder
	stderr *tailBuffer
	done   chan struct{} // closed when the process has been waited for
	state  string
}

type workerRequest struct {
	Index int // open: the device index
	Open  bool
	SPIRV []byte
	Cfg   RunConfig
	// Shared lists the image descriptors whose image (or texel-buffer
	// data) is another's, which gob would otherwise send as copies.
	Shared []imageShare
}

// imageRef names one image descriptor of a RunConfig.
type imageRef struct {
	Key  [2]uint32
	Elem int // -1 in Images, else the element in ImageArrays
}

// imageShare says that descriptor Ref views the image of descriptor
// Of (Same), or an image with the same data bytes.
type imageShare struct {
	Ref, Of imageRef
	Same    bool
}

func (c *RunConfig) imageAt(r imageRef) *texel.Binding {
	if r.Elem < 0 {
		return c.Images[r.Key]
	}
	if a := c.ImageArrays[r.Key]; r.Elem < len(a) {
		return a[r.Elem]
	}
	return nil
}

// imageShares finds the descriptors that share an image or its data.
func imageShares(c *RunConfig) []imageShare {
	var refs []imageRef
	for k := range c.Images {
		refs = append(refs, imageRef{k, -1})
	}
	for k, a := range c.ImageArrays {
		for i := range a {
			refs = append(refs, imageRef{k, i})
		}
	}
	sort.Slice(refs, func(i, j int) bool {
		a, b := refs[i], refs[j]
		if a.Key != b.Key {
			return a.Key[0] < b.Key[0] || (a.Key[0] == b.Key[0] && a.Key[1] < b.Key[1])
		}
		return a.Elem < b.Elem
	})
	var out []imageShare
	byImage := map[*texel.Image]imageRef{}
	byData := map[texelKey]imageRef{}
	for _, r := range refs {
		b := c.imageAt(r)
		if b == nil || b.View.Image == nil || len(b.View.Image.Data) == 0 {
			continue
		}
		img := b.View.Image
		if first, ok := byImage[img]; ok {
			out = append(out, imageShare{r, first, true})
			continue
		}
		byImage[img] = r
		k := keyOf(img.Data)
		if first, ok := byData[k]; ok {
			out = append(out, imageShare{r, first, false})
			continue
		}
		byData[k] = r
	}
	return out
}

// reshare restores the sharing imageShares found, after decoding.
func reshare(c *RunConfig, shares []imageShare) {
	for _, s := range shares {
		b, of := c.imageAt(s.Ref), c.imageAt(s.Of)
		if b == nil || of == nil || of.View.Image == nil || b.View.Image == nil {
			continue
		}
		if s.Same {
			b.View.Image = of.View.Image
		} else if len(b.View.Image.Data) == len(of.View.Image.Data) {
			b.View.Image.Data = of.View.Image.Data
		}
	}
}

type workerReply struct {
	Info         DeviceInfo
	Result       RunResult
	Buffers      map[[2]uint32][]byte
	BufferArrays map[[2]uint32][][]byte
	Images       map[[2]uint32]*texel.Binding
	ImageArrays  map[[2]uint32][]*texel.Binding
	Err          *workerError
}

// workerError carries the error kinds callers test with errors.As/Is.
type workerError struct {
	Kind      string // "unavailable", "unsupported", "invalid", "timeout", "vk", "other"
	Msg       string
	Device    string
	Missing   []string
	Validator string
	Output    string
	Timeout   time.Duration
	Call      string
	Result    int32
}

func encodeError(err error) *workerError {
	if err == nil {
		return nil
	}
	var (
		ua *UnavailableError
		us *UnsupportedError
		iv *InvalidModuleError
		to *TimeoutError
		vk *VkError
	)
	switch {
	case errors.As(err, &ua):
		return &workerError{Kind: "unavailable", Msg: ua.Reason}
	case errors.As(err, &us):
		return &workerError{Kind: "unsupported", Device: us.Device, Missing: us.Missing}
	case errors.As(err, &iv):
		return &workerError{Kind: "invalid", Validator: iv.Validator, Output: iv.Output}
	case errors.As(err, &to):
		return &workerError{Kind: "timeout", Timeout: to.Timeout}
	case errors.As(err, &vk):
		return &workerError{Kind: "vk", Call: vk.Call, Result: vk.Result}
	}
	return &workerError{Kind: "other", Msg: err.Error()}
}

func (e *workerError) err() error {
	if e == nil {
		return nil
	}
	switch e.Kind {
	case "unavailable":
		return &UnavailableError{Reason: e.Msg}
	case "unsupported":
		return &UnsupportedError{Device: e.Device, Missing: e.Missing}
	case "invalid":
		return &InvalidModuleError{Validator: e.Validator, Output: e.Output}
	case "timeout":
		return &TimeoutError{Timeout: e.Timeout}
	case "vk":
		return &VkError{Call: e.Call, Result: e.Result}
	}
	return errors.New(e.Msg)
}

// serveWorker is the child side: an open request, then run requests until
// standard input closes.
func serveWorker(r io.Reader, w io.Writer) int {
	dec, enc := gob.NewDecoder(r), gob.NewEncoder(w)
	var dev *Device
	defer func() {
		if dev != nil {
			dev.Close()
		}
	}()
	for {
		var req workerRequest
		if err := dec.Decode(&req); err != nil {
			if errors.Is(err, io.EOF) {
				return 0
			}
			fmt.Fprintf(os.Stderr, "vulkan worker: %v\n", err)
			return 1
		}
		var rep workerReply
		switch {
		case req.Open:
			d, err := Open(req.Index)
			if err == nil {
				dev = d
				rep.Info = d.Info()
			}
			rep.Err = encodeError(err)
		case dev == nil:
			rep.Err = &workerError{Kind: "other", Msg: "vulkan worker: run before open"}
		default:
			reshare(&req.Cfg, req.Shared)
			res, err := dev.Run(req.SPIRV, req.Cfg)
			if res != nil {
				rep.Result = *res
			}
			rep.Buffers, rep.BufferArrays = req.Cfg.Buffers, req.Cfg.BufferArrays
			rep.Images, rep.ImageArrays = req.Cfg.Images, req.Cfg.ImageArrays
			rep.Err = encodeError(err)
		}
		if err := enc.Encode(&rep); err != nil {
			fmt.Fprintf(os.Stderr, "vulkan worker: %v\n", err)
			return 1
		}
	}
}

// OpenIsolated opens device index in a worker process running this
// program's executable. Errors are Open's (no loader or device: an error
// matching ErrUnavailable).
func OpenIsolated(index int) (*IsolatedDevice, error) {
	d := &IsolatedDevice{index: index}
	w, info, err := d.start()
	if err != nil {
		return nil, err
	}
	d.w, d.info = w, info
	return d, nil
}

func (d *IsolatedDevice) start() (*worker, DeviceInfo, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, DeviceInfo{}, fmt.Errorf("vulkan: cannot start the worker process: %v", err)
	}
	reqR, reqW, err := os.Pipe()
	if err != nil {
		return nil, DeviceInfo{}, err
	}
	repR, repW, err := os.Pipe()
	if err != nil {
		reqR.Close()
		reqW.Close()
		return nil, DeviceInfo{}, err
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), WorkerEnv+"=1")
	cmd.ExtraFiles = []*os.File{reqR, repW} // descriptors 3 and 4
	w := &worker{cmd: cmd, in: reqW, out: repR, enc: gob.NewEncoder(reqW), dec: gob.NewDecoder(repR),
		stderr: &tailBuffer{max: 4096}, done: make(chan struct{})}
	cmd.Stdout = w.stderr // the driver's chatter, kept for a crash report
	cmd.Stderr = w.stderr
	setDeathSignal(cmd)
	err = cmd.Start()
	reqR.Close() // the child's ends
	repW.Close()
	if err != nil {
		reqW.Close()
		repR.Close()
		return nil, DeviceInfo{}, fmt.Errorf("vulkan: cannot start the worker process: %v", err)
	}
	liveWorkers.Store(cmd, true)
	go func() {
		err := cmd.Wait()
		liveWorkers.Delete(cmd)
		if err != nil {
			w.state = err.Error()
		} else {
			w.state = "exited"
		}
		w.out.Close()
		close(w.done)
	}()
	rep, err := w.call(&workerRequest{Open: true, Index: d.index}, 2*time.Minute)
	if err != nil {
		w.stop()
		return nil, DeviceInfo{}, d.crash(w, err)
	}
	if rep.Err != nil {
		w.stop()
		return nil, DeviceInfo{}, rep.Err.err()
	}
	return w, rep.Info, nil
}

// liveWorkers holds the worker processes started and not yet reaped.
var liveWorkers sync.Map // *exec.Cmd -> true

// KillWorkers kills every worker process still running: a signal handler
// calls it so that an interrupted run leaves no process behind (a worker
// busy in an endless dispatch would not notice its parent has gone).
func KillWorkers() {
	liveWorkers.Range(func(k, _ any) bool {
		if c := k.(*exec.Cmd); c.Process != nil {
			c.Process.Kill()
		}
		return true
	})
}

// call sends one request and waits for its reply, killing the worker when
// none comes within limit.
func (w *worker) call(req *workerRequest, limit time.Duration) (*workerReply, error) {
	type answer struct {
		rep *workerReply
		err error
	}
	ch := make(chan answer, 1)
	go func() {
		if err := w.enc.Encode(req); err != nil {
			ch <- answer{nil, err}
			return
		}
		var rep workerReply
		if err := w.dec.Decode(&rep); err != nil {
			ch <- answer{nil, err}
			return
		}
		ch <- answer{&rep, nil}
	}()
	t := time.NewTimer(limit)
	defer t.Stop()
	select {
	case a := <-ch:
		return a.rep, a.err
	case <-t.C:
		w.cmd.Process.Kill()
		<-ch
		return nil, fmt.Errorf("no answer within %v", limit)
	}
}

// stop ends the worker: closing its input makes it exit; a worker that
// does not is killed.
func (w *worker) stop() {
	w.in.Close()
	select {
	case <-w.done:
	case <-time.After(10 * time.Second):
		w.cmd.Process.Kill()
		<-w.done
	}
}

// crash turns a failed exchange with the worker into the error to report.
func (d *IsolatedDevice) crash(w *worker, err error) error {
	select {
	case <-w.done:
	case <-time.After(5 * time.Second):
		w.cmd.Process.Kill()
		<-w.done
	}
	name := d.info.Name
	if name == "" {
		name = fmt.Sprintf("device %d", d.index)
	}
	state := w.state
	if state == "" || state == "exited" {
		state = err.Error()
	}
	return &CrashError{Device: name, State: state, Output: w.stderr.lastLines(3)}
}

// Info describes the device.
func (d *IsolatedDevice) Info() DeviceInfo { return d.info }

// Run dispatches spv in the worker, as Device.Run does in-process. When
// the driver crashes the worker the error is a *CrashError; the next Run
// starts a new worker.
func (d *IsolatedDevice) Run(spv []byte, cfg RunConfig) (*RunResult, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return nil, errors.New("vulkan: Run on a closed device")
	}
	if d.w == nil {
		w, _, err := d.start()
		if err != nil {
			return nil, err
		}
		d.w = w
	}
	limit := cfg.Timeout
	if limit == 0 {
		limit = 60 * time.Second
	}
	// The worker's own timeout comes first; this one catches a driver
	// that hangs outside the wait (in pipeline creation, say).
	limit += 2 * time.Minute
	rep, err := d.w.call(&workerRequest{SPIRV: spv, Cfg: cfg, Shared: imageShares(&cfg)}, limit)
	if err != nil {
		w := d.w
		d.w = nil
		return nil, d.crash(w, err)
	}
	for k, b := range rep.Buffers {
		if dst, ok := cfg.Buffers[k]; ok {
			copy(dst, b)
		}
	}
	for k, elems := range rep.BufferArrays {
		for i, b := range elems {
			if dst := cfg.BufferArrays[k]; i < len(dst) {
				copy(dst[i], b)
			}
		}
	}
	// Image data comes back by binding (gob does not keep two bindings
	// of one image shared; either copy holds the image's final data).
	back := func(dst, src *texel.Binding) {
		if dst != nil && src != nil && dst.View.Image != nil && src.View.Image != nil {
			copy(dst.View.Image.Data, src.View.Image.Data)
		}
	}
	for k, b := range rep.Images {
		back(cfg.Images[k], b)
	}
	for k, elems := range rep.ImageArrays {
		for i, b := range elems {
			if dst := cfg.ImageArrays[k]; i < len(dst) {
				back(dst[i], b)
			}
		}
	}
	if rep.Err != nil {
		return nil, rep.Err.err()
	}
	res := rep.Result
	return &res, nil
}

// Close ends the worker process.
func (d *IsolatedDevice) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.closed {
		return nil
	}
	d.closed = true
	if d.w != nil {
		d.w.stop()
		d.w = nil
	}
	return nil
}

// tailBuffer keeps the last max bytes written to it.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	b   []byte
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.b = append(t.b, p...)
	if len(t.b) > t.max {
		t.b = append([]byte(nil), t.b[len(t.b)-t.max:]...)
	}
	return len(p), nil
}

func (t *tailBuffer) lastLines(n int) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(string(bytes.ToValidUTF8(t.b, nil))), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.TrimSpace(strings.Join(lines, " | "))
}
