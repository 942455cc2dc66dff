package main

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
)

// gcHeadroom is the heap a run may allocate before its first garbage
// collection. A compile of a typical shader allocates a few megabytes
// (11 MB for the largest glslang test shader) and exits within tens of
// milliseconds, so collecting while it runs is pure cost: with Go's
// default (a first collection at 4 MB, then whenever the heap doubles)
// the collector took 25-35% of a compile's instructions. 256 MB covers a
// 10,000-line shader (about 135 MB allocated; with 64 MB its collections
// of a heap that is nearly all live cost a third of its instructions).
const gcHeadroom = 256 << 20

// gcPercentAfter is GOGC once the heap has passed gcHeadroom: a run that
// large (a 5 MB shader, a huge interpreter run) collects when its heap has
// grown by half of what is live instead of doubling it. For the 5 MB
// shader of bench/all.sh it bounds the peak at about 390 MB instead of
// 480-650 MB (the default's heap goal is twice a live heap of about
// 250 MB, and how far past it the heap gets depends on how busy the
// machine is), for about a fifth more CPU time.
const gcPercentAfter = 50

// tuneGC turns the collector off until the heap reaches gcHeadroom, then
// on with GOGC=gcPercentAfter for the rest of the run, so small runs never
// collect and large ones (a 5 MB shader, a big interpreter run) keep
// bounded memory. GOGC or GOMEMLIMIT in the environment, or
// GLSLC_NV_GC_HEADROOM (bytes; 0 keeps Go's default), override it.
func tuneGC() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	headroom := int64(gcHeadroom)
	if s := os.Getenv("GLSLC_NV_GC_HEADROOM"); s != "" {
		v, err := strconv.ParseInt(s, 10, 64)
		if err != nil || v < 0 {
			return
		}
		headroom = v
	}
	if headroom == 0 {
		return
	}
	debug.SetGCPercent(-1)
	debug.SetMemoryLimit(headroom)
	// The first collection (the heap reached the limit) finalizes the
	// sentinel; from then on GOGC=gcPercentAfter applies.
	sentinel := new([16]byte)
	runtime.SetFinalizer(sentinel, func(*[16]byte) {
		debug.SetGCPercent(gcPercentAfter)
		debug.SetMemoryLimit(math.MaxInt64)
	})
}
