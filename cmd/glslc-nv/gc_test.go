package main

import (
	"github.com/glslc-nv/glslc-nv/internal/testtool"
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
	"time"
)

func gcSettings() (gogc, limit uint64) {
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}, {Name: "/gc/gomemlimit:bytes"}}
	metrics.Read(s)
	return s[0].Value.Uint64(), s[1].Value.Uint64()
}

// TestTuneGC checks the policy: no collection (GOGC off, the heap limit at
// the headroom) until the first collection, then GOGC=50 and no limit; GOGC in
// the environment leaves everything alone.
func TestTuneGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))

	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	t.Setenv("GLSLC_NV_GC_HEADROOM", "")
	tuneGC()
	gogc, limit := gcSettings()
	if gogc != math.MaxUint64 || limit != gcHeadroom {
		t.Fatalf("after tuneGC: GOGC %d, limit %d; want off (MaxUint64) and %d", gogc, limit, gcHeadroom)
	}
	// the first collection restores the defaults (the finalizer runs soon after it)
	deadline := time.Now().Add(testtool.HangLimit)
	for {
		runtime.GC()
		gogc, limit = gcSettings()
		if gogc == 50 && limit == math.MaxInt64 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after a collection: GOGC %d, limit %d; want 50 and no limit", gogc, limit)
		}
		time.Sleep(10 * time.Millisecond)
	}

	t.Setenv("GOGC", "150")
	debug.SetGCPercent(150)
	tuneGC()
	if gogc, _ := gcSettings(); gogc != 150 {
		t.Errorf("with GOGC=150 in the environment tuneGC changed GOGC to %d", gogc)
	}
	t.Setenv("GOGC", "")
	t.Setenv("GLSLC_NV_GC_HEADROOM", "0")
	tuneGC()
	if gogc, _ := gcSettings(); gogc != 150 {
		t.Errorf("with GLSLC_NV_GC_HEADROOM=0 tuneGC changed GOGC to %d", gogc)
	}
}
