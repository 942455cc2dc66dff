//go:build (linux || freebsd || darwin) && (amd64 || arm64)

package vulkan

import (
	"syscall"
	"unsafe"
)

// arena hands out zeroed memory that the Go garbage collector does not
// manage (anonymous mmap). Everything the driver reads or writes through a
// pointer — create-info structures, their arrays and strings, output
// parameters, SPIR-V code — lives in an arena, so no Go pointer is ever
// passed to C and nothing needs pinning. An arena is reset (zeroed for reuse)
// after each Vulkan call sequence and freed when its owner closes.
type arena struct {
	chunks [][]byte // chunks[len-1] is the current one
	off    int      // bytes used in the current chunk
	big    [][]byte // oversized allocations, unmapped on reset
}

const arenaChunk = 64 << 10

func mmap(n int) ([]byte, error) {
	return syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
}

// alloc returns n zeroed bytes aligned to 16.
func (a *arena) alloc(n int) unsafe.Pointer {
	if n <= 0 {
		n = 1
	}
	n = (n + 15) &^ 15
	if n > arenaChunk/2 {
		b, err := mmap(n)
		if err != nil {
			panic("vulkan: mmap of " + itoa(int64(n)) + " bytes failed: " + err.Error())
		}
		a.big = append(a.big, b)
		return unsafe.Pointer(&b[0])
	}
	if len(a.chunks) == 0 || a.off+n > len(a.chunks[len(a.chunks)-1]) {
		b, err := mmap(arenaChunk)
		if err != nil {
			panic("vulkan: mmap of the arena failed: " + err.Error())
		}
		a.chunks = append(a.chunks, b)
		a.off = 0
	}
	c := a.chunks[len(a.chunks)-1]
	p := unsafe.Pointer(&c[a.off])
	a.off += n
	return p
}

// bytes copies b into the arena.
func (a *arena) bytes(b []byte) unsafe.Pointer {
	p := a.alloc(len(b))
	copy(unsafe.Slice((*byte)(p), len(b)), b)
	return p
}

// cstr copies s into the arena with a terminating NUL.
func (a *arena) cstr(s string) uintptr {
	p := a.alloc(len(s) + 1)
	copy(unsafe.Slice((*byte)(p), len(s)), s)
	return uintptr(p)
}

// cstrs builds a char*[] of the strings.
func (a *arena) cstrs(ss []string) uintptr {
	if len(ss) == 0 {
		return 0
	}
	arr := unsafe.Slice((*uintptr)(a.alloc(8*len(ss))), len(ss))
	for i, s := range ss {
		arr[i] = a.cstr(s)
	}
	return uintptr(unsafe.Pointer(&arr[0]))
}

// reset makes all memory available again: the first chunk is kept and
// zeroed, the others are unmapped.
func (a *arena) reset() {
	for _, b := range a.big {
		syscall.Munmap(b)
	}
	a.big = a.big[:0]
	if len(a.chunks) == 0 {
		return
	}
	if len(a.chunks) == 1 {
		clear(a.chunks[0][:a.off])
	} else {
		clear(a.chunks[0])
		for _, b := range a.chunks[1:] {
			syscall.Munmap(b)
		}
		a.chunks = a.chunks[:1]
	}
	a.off = 0
}

// free unmaps everything.
func (a *arena) free() {
	a.reset()
	for _, b := range a.chunks {
		syscall.Munmap(b)
	}
	a.chunks = nil
	a.off = 0
}

// newOf returns a zeroed T in the arena.
func newOf[T any](a *arena) *T {
	var z T
	return (*T)(a.alloc(int(unsafe.Sizeof(z))))
}

// sliceOf returns n zeroed Ts in the arena.
func sliceOf[T any](a *arena, n int) []T {
	if n == 0 {
		return nil
	}
	var z T
	return unsafe.Slice((*T)(a.alloc(n*int(unsafe.Sizeof(z)))), n)
}

// ptr converts an arena pointer to the uintptr a Vulkan structure field
// holds; a nil or empty value becomes 0.
func ptr[T any](p *T) uintptr { return uintptr(unsafe.Pointer(p)) }

// ptrs is ptr for the first element of an arena slice.
func ptrs[T any](s []T) uintptr {
	if len(s) == 0 {
		return 0
	}
	return uintptr(unsafe.Pointer(&s[0]))
}
