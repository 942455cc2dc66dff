package sema

import (
	"sort"

	"github.com/glslc-nv/glslc-nv/ir"
)

// BindingKind is a kind of resource with a binding base of its own
// (glslc's -f<kind>-binding-base): glslang's resource classes for GLSL.
type BindingKind int

const (
	BindImage   BindingKind = iota // storage images and storage texel buffers
	BindTexture                    // sampled images, combined image samplers, uniform texel buffers, subpass inputs
	BindSampler                    // samplers
	BindUBO                        // uniform blocks
	BindSSBO                       // buffer blocks
	NumBindingKinds
)

// bindingKind classifies a resource global as glslang's I/O mapper does.
func bindingKind(g *ir.Global) BindingKind {
	switch g.Storage {
	case ir.StorageBuffer:
		return BindSSBO
	case ir.StorageUniform:
		return BindUBO
	}
	t := g.Type
	for t != nil && t.Kind() == ir.KindArray {
		t = t.Elem()
	}
	switch {
	case t != nil && t.Kind() == ir.KindSampler:
		return BindSampler
	case t != nil && t.Kind() == ir.KindImage && t.Image().Use == ir.ImageStorage:
		return BindImage
	}
	return BindTexture
}

// shiftBinding is an explicit binding as glslang maps it: the base of its
// kind (Options.BindingBases) is added to it.
func (c *checker) shiftBinding(g *ir.Global, binding int) int {
	return binding + int(c.opts.BindingBases[bindingKind(g)])
}

// autoBind gives the resources without a binding theirs, as glslang's
// I/O mapper does with -fauto-bind-uniforms: each one the entry point
// uses, in declaration order, the lowest binding of its set at or above
// the base of its kind that no resource holds yet (explicit bindings hold
// theirs first); one it never uses gets binding 0 and holds nothing.
func (c *checker) autoBind(entry *ir.Function) {
	if len(c.autoBinds) == 0 {
		return
	}
	live := liveGlobals(entry)
	used := map[int]map[int]bool{} // set -> bindings held
	for key := range c.bindings {
		if used[key[0]] == nil {
			used[key[0]] = map[int]bool{}
		}
		used[key[0]][key[1]] = true
	}
	order := append([]*ir.Global(nil), c.autoBinds...)
	sort.SliceStable(order, func(i, j int) bool { return c.globalIndex(order[i]) < c.globalIndex(order[j]) })
	for _, g := range order {
		if !live[g] {
			g.Binding = 0
			continue
		}
		if used[g.Set] == nil {
			used[g.Set] = map[int]bool{}
		}
		b := int(c.opts.BindingBases[bindingKind(g)])
		for used[g.Set][b] {
			b++
		}
		used[g.Set][b] = true
		g.Binding = b
		c.bindings[[2]int{g.Set, b}] = bindingUse{kind: descriptorKind(g.Storage, g.Type)}
	}
}

// globalIndex is a global's place in the module's declarations.
func (c *checker) globalIndex(g *ir.Global) int {
	for i, x := range c.mod.Globals {
		if x == g {
			return i
		}
	}
	return len(c.mod.Globals)
}

// liveGlobals are the globals the code reachable from entry refers to
// (glslang's "live" variables).
func liveGlobals(entry *ir.Function) map[*ir.Global]bool {
	live := map[*ir.Global]bool{}
	seen := map[*ir.Function]bool{}
	var visit func(f *ir.Function)
	visit = func(f *ir.Function) {
		if f == nil || seen[f] {
			return
		}
		seen[f] = true
		ir.Inspect(f.Body, func(n any) bool {
			switch n := n.(type) {
			case *ir.GlobalRef:
				live[n.Var] = true
			case *ir.Call:
				visit(n.Fn)
			}
			return true
		})
	}
	visit(entry)
	return live
}
