package interp

import "sort"

// PortabilityReport compares the buffers a dispatch leaves at several
// subgroup sizes.
type PortabilityReport struct {
	Sizes   []int
	Results []*Result // per size, in Sizes order
	// Buffers holds, per size in Sizes order, the buffers its run left.
	Buffers []map[[2]uint32][]byte
	// Diffs lists, for each size after the first and each buffer, the bytes
	// that differ from the run at Sizes[0]. Empty when the results agree.
	Diffs []BufferDiff
}

// BufferDiff describes the bytes of one buffer that differ between the
// runs at subgroup sizes Base and Size.
type BufferDiff struct {
	Set, Binding uint32
	Base, Size   int
	Count        int   // differing bytes
	Offsets      []int // the first (at most 32) differing byte offsets
}

// Portable reports whether every size gave the same buffers.
func (r *PortabilityReport) Portable() bool { return len(r.Diffs) == 0 }

// Portability runs the dispatch described by cfg once per subgroup size,
// each on fresh copies of cfg.Buffers (which it leaves untouched), and
// reports which buffer bytes depend on the size. A run that fails ends
// the comparison: its error is returned, and its result is the last of the
// report's Results.
func Portability(p *Program, cfg Config, sizes []int) (*PortabilityReport, error) {
	rep := &PortabilityReport{Sizes: sizes}
	var keys [][2]uint32
	for k := range cfg.Buffers {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if keys[i][0] != keys[j][0] {
			return keys[i][0] < keys[j][0]
		}
		return keys[i][1] < keys[j][1]
	})
	var base map[[2]uint32][]byte
	for i, S := range sizes {
		c := cfg
		c.SubgroupSize = S
		c.Buffers = make(map[[2]uint32][]byte, len(cfg.Buffers))
		for k, b := range cfg.Buffers {
			c.Buffers[k] = append([]byte(nil), b...)
		}
		res, err := p.Run(c)
		if err != nil {
			// the failing run's result (its diagnostics) is kept: it is
			// the last of Results, at Sizes[len(Results)-1]
			if res != nil {
				rep.Results = append(rep.Results, res)
				rep.Buffers = append(rep.Buffers, c.Buffers)
			}
			return rep, err
		}
		rep.Results = append(rep.Results, res)
		rep.Buffers = append(rep.Buffers, c.Buffers)
		if i == 0 {
			base = c.Buffers
			continue
		}
		for _, k := range keys {
			a, b := base[k], c.Buffers[k]
			d := BufferDiff{Set: k[0], Binding: k[1], Base: sizes[0], Size: S}
			for j := range a {
				if j < len(b) && a[j] != b[j] {
					d.Count++
					if len(d.Offsets) < 32 {
						d.Offsets = append(d.Offsets, j)
					}
				}
			}
			if d.Count > 0 {
				rep.Diffs = append(rep.Diffs, d)
			}
		}
	}
	return rep, nil
}
