package conformance

import (
	"bytes"
	"fmt"
	"slices"

	"github.com/glslc-nv/glslc-nv/internal/texel"
	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// compareEngines runs cfg on the reference engine and then on cfg.Engine
// (InterpDevice.CompareEngines), one worker each so that a run that
// stops early stops at the same place, and returns the second run's
// result and error, or an error naming the first difference. The memory
// the dispatch binds is saved before the first run and written back
// before the second, in place, so buffers or images bound twice stay
// aliased.
func compareEngines(prog *interp.Program, cfg interp.Config) (*interp.Result, error) {
	var mem [][]byte // every byte slice the dispatch binds, in a fixed order
	for _, k := range sortedKeys(cfg.Buffers) {
		mem = append(mem, cfg.Buffers[k])
	}
	for _, k := range sortedKeys(cfg.BufferArrays) {
		mem = append(mem, cfg.BufferArrays[k]...)
	}
	mem = append(mem, cfg.AddressBuffers...)
	seen := map[*texel.Image]bool{}
	addImage := func(b *texel.Binding) {
		if b != nil && b.View.Image != nil && !seen[b.View.Image] {
			seen[b.View.Image] = true
			mem = append(mem, b.View.Image.Data)
		}
	}
	for _, k := range sortedKeys(cfg.Images) {
		addImage(cfg.Images[k])
	}
	for _, k := range sortedKeys(cfg.ImageArrays) {
		for _, b := range cfg.ImageArrays[k] {
			addImage(b)
		}
	}
	snapshot := func() [][]byte {
		out := make([][]byte, len(mem))
		for i, m := range mem {
			out[i] = slices.Clone(m)
		}
		return out
	}
	initial := snapshot()
	printTo := cfg.Printf
	cfg.Workers = 1
	engines := [2]interp.Engine{interp.EngineReference, cfg.Engine}
	var res [2]*interp.Result
	var errs [2]error
	var printed [2]bytes.Buffer
	var after [2][][]byte
	for k, e := range engines {
		if k == 1 {
			for i, m := range mem {
				copy(m, initial[i])
			}
		}
		c := cfg
		c.Engine = e
		if printTo != nil {
			c.Printf = &printed[k]
		}
		res[k], errs[k] = prog.Run(c)
		after[k] = snapshot()
	}
	if printTo != nil {
		printTo.Write(printed[1].Bytes())
	}
	if diff := engineDiff(engines, res, errs, after, printed); diff != "" {
		return res[1], fmt.Errorf("the engines differ: %s", diff)
	}
	return res[1], errs[1]
}

// engineDiff describes the first difference between two runs, or "".
func engineDiff(engines [2]interp.Engine, res [2]*interp.Result, errs [2]error, mem [2][][]byte, printed [2]bytes.Buffer) string {
	a, b := engines[0], engines[1]
	if ea, eb := fmt.Sprint(errs[0]), fmt.Sprint(errs[1]); ea != eb {
		return fmt.Sprintf("error %s on the %s engine, %s on the %s engine", ea, a, eb, b)
	}
	for i := range mem[0] {
		if j := firstDiff(mem[0][i], mem[1][i]); j >= 0 {
			if j >= len(mem[0][i]) || j >= len(mem[1][i]) {
				return fmt.Sprintf("bound memory %d has %d bytes on the %s engine, %d on the %s engine", i, len(mem[0][i]), a, len(mem[1][i]), b)
			}
			return fmt.Sprintf("bound memory %d (buffers by set and binding, then images) differs from byte %d: %#x on the %s engine, %#x on the %s engine", i, j, mem[0][i][j], a, mem[1][i][j], b)
		}
	}
	if res[0] == nil || res[1] == nil {
		if (res[0] == nil) != (res[1] == nil) {
			return "one engine returned no result"
		}
		return ""
	}
	if res[0].Instructions != res[1].Instructions {
		return fmt.Sprintf("%d lane-instructions on the %s engine, %d on the %s engine", res[0].Instructions, a, res[1].Instructions, b)
	}
	da, db := res[0].Diagnostics, res[1].Diagnostics
	for i := range max(len(da), len(db)) {
		if i >= len(da) || i >= len(db) || da[i] != db[i] {
			return fmt.Sprintf("%d diagnostics on the %s engine, %d on the %s engine; the first difference is at %d", len(da), a, len(db), b, i)
		}
	}
	if !bytes.Equal(printed[0].Bytes(), printed[1].Bytes()) {
		return "the DebugPrintf output differs"
	}
	return ""
}

func firstDiff(x, y []byte) int {
	for i := range min(len(x), len(y)) {
		if x[i] != y[i] {
			return i
		}
	}
	if len(x) != len(y) {
		return min(len(x), len(y))
	}
	return -1
}

// sortedKeys returns a binding map's keys in set, binding order.
func sortedKeys[V any](m map[[2]uint32]V) [][2]uint32 {
	keys := make([][2]uint32, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y [2]uint32) int {
		if x[0] != y[0] {
			return int(x[0]) - int(y[0])
		}
		return int(x[1]) - int(y[1])
	})
	return keys
}
