package sema

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// blockDecl checks a buffer, uniform or push-constant block.
func (c *checker) blockDecl(d *ast.BlockDecl) {
	q := d.Quals
	kind := ""
	switch {
	case q.Storage == ast.Buffer:
		kind = "buffer"
	case q.Storage == ast.Uniform:
		kind = "uniform"
	case q.Storage == ast.Shared:
		// GL_EXT_shared_memory_block: explicitly laid-out shared memory
		// (SPV_KHR_workgroup_memory_explicit_layout), which needs SPIR-V
		// 1.4 as glslang requires. After an error the block is still
		// declared, so that its uses give no further errors.
		kind = "shared"
		if c.requireExt(d.Loc, "a shared block", extSharedMemoryBlock) {
			c.lacks(d.Loc, targetenv.SharedBlock, "a shared block")
		}
	case q.Storage&(ast.In|ast.Out) != 0:
		if c.compute() {
			c.errorf(d.Loc, "compute shaders cannot declare input or output blocks")
			return
		}
		if d.Name == "gl_PerVertex" {
			c.perVertexBlock(d)
			return
		}
		c.ioBlock(d)
		return
	default:
		c.errorf(d.Loc, "a block must be declared 'buffer' or 'uniform'")
		return
	}
	if !c.storageWords(q, ast.Buffer|ast.Uniform|ast.Shared, "blocks") {
		return
	}
	li := c.layoutOf(q, lcBlock)
	access := accessOf(q)
	// a buffer_reference block declares a type, not a variable; the
	// type exists before the members (which may refer to it)
	var ref *refInfo
	if li.ref {
		switch {
		case kind != "buffer":
			c.errorf(d.Loc, "buffer_reference applies only to buffer blocks")
			return
		case li.push:
			c.errorf(d.Loc, "a buffer_reference block cannot be push_constant")
			return
		}
		// With an instance name glslang declares, beside the reference
		// type, an ordinary buffer block variable of the same members
		// (its binding and set are that variable's); without one a
		// binding or set means nothing and is ignored, as in glslang.
		ref = c.refNamed(d.Name, d.NamePos, li.refAlign)
		if li.refAlign != 0 && !ref.defined {
			ref.typ.SetRefAlign(uint32(li.refAlign)) // the definition's alignment counts
		}
	} else if li.refAlign != 0 {
		c.errorf(d.Loc, "buffer_reference_align applies only to buffer_reference blocks")
	}
	k := 0
	if kind == "buffer" {
		k = 1
	}
	// the defaults set by "layout(...) buffer;" and "uniform;" are not a
	// shared block's
	shared := kind == "shared"
	if li.rules == std430 && kind == "uniform" && !li.push && !c.extOn(extScalar, li.rulesPos) {
		c.errorf(li.rulesPos, "std430 on a uniform block requires extension %s", extScalar)
	}
	rules := li.rules
	if rules == 0 && !li.push && !shared {
		rules = c.defaultRules[k]
	}
	if rules == 0 && shared {
		rules = c.sharedRules
	}
	if rules == 0 {
		rules = std140
		if kind == "buffer" || kind == "shared" || li.push {
			rules = std430
		}
	}
	if li.major == 0 && !shared {
		li.major = c.defaultMajor[k]
	}
	if li.major == 0 && shared {
		li.major = c.sharedMajor
	}
	storage := ir.StorageBuffer
	switch {
	case li.push:
		if kind != "uniform" {
			c.errorf(d.Loc, "push_constant applies only to uniform blocks")
			return
		}
		storage = ir.StoragePushConstant
		if li.binding >= 0 || li.set >= 0 {
			c.errorf(d.Loc, "a push_constant block cannot have a binding or set")
		}
		kind = "push_constant"
		if c.pushPos.IsValid() {
			c.errorf(d.Loc, "only one push_constant block is allowed (the first is at %s)", c.pushPos)
			return
		}
		c.pushPos = d.Loc
	case kind == "uniform":
		storage = ir.StorageUniform
	case kind == "shared":
		storage = ir.StorageWorkgroup
		if li.binding >= 0 || li.set >= 0 {
			c.errorf(d.Loc, "a shared block cannot have a binding or set")
		}
		// all shared blocks alias one another; plain shared variables
		// cannot live beside them
		if c.sharedVarPos.IsValid() {
			c.errorf(d.Loc, "a shared block cannot be declared with shared variables outside blocks (the first at %s)", c.sharedVarPos)
		}
		if !c.sharedBlockPos.IsValid() {
			c.sharedBlockPos = d.Loc
		}
	}
	// Members.
	var fields []fieldInfo
	var logical []ir.Member
	seen := map[string]bool{}
	for fi, f := range d.Fields {
		if f.Type != nil && f.Type.Struct != nil {
			c.errorf(f.Type.Loc, "struct definitions are not allowed inside blocks")
		}
		fl := layoutInfo{offset: -1}
		if f.Quals != nil {
			if !c.storageWords(f.Quals, q.Storage, "block members") {
				continue
			}
			fl = c.layoutOf(f.Quals, lcMember)
		}
		base := c.typeOf(f.Type)
		for ni, n := range f.Names {
			if seen[n.Name] {
				c.errorf(n.Loc, "'%s' redeclared in block '%s'", n.Name, d.Name)
				continue
			}
			seen[n.Name] = true
			if base == nil {
				continue
			}
			t := c.arrayOf(base, n.Dims, n.Loc)
			if t == nil {
				continue
			}
			last := fi == len(d.Fields)-1 && ni == len(f.Names)-1
			if isUnsized(t) && (!last || kind != "buffer") {
				if kind == "shared" {
					c.errorf(n.Loc, "a shared block cannot have an unsized array")
					continue
				}
				c.errorf(n.Loc, "only the last member of a buffer block can be an unsized array")
				continue
			}
			if t == ir.Void {
				c.errorf(n.Loc, "block member '%s' cannot be void", n.Name)
				continue
			}
			if hasFP4(t) {
				c.errorf(n.Loc, "block member '%s': floate2m1_t cannot be in uniform, buffer or shared memory (GL_EXT_float_e2m1; use uint8_t and unpackFloat2xfe2m1EXT)", n.Name)
				continue
			}
			align := fl.align
			if align == 0 {
				align = li.align // layout(align = N) on the block applies to every member
			}
			macc := accessOf(f.Quals)
			if ref != nil {
				macc |= access // no variable carries the block's qualifiers
			}
			fields = append(fields, fieldInfo{name: n.Name, typ: t, pos: n.Loc, major: fl.major, offset: fl.offset, align: align, access: macc})
			logical = append(logical, ir.Member{Name: n.Name, Type: t})
		}
	}
	if len(fields) == 0 {
		c.errorf(d.NamePos, "block '%s' has no members", d.Name)
		return
	}
	rowMajor := li.major == 2
	// -fhlsl-offsets lays out a block without an explicit packing by HLSL's
	// offset rules (glslang applies them where its front end left the
	// offsets to the back end: blocks of the default packing).
	c.hlslLayout = c.opts.HlslOffsets && li.rules == 0 && c.defaultRules[k] == 0 && !li.push && !shared
	defer func() { c.hlslLayout = false }()
	members, _, _ := c.layMembers(d.Name, logical, fields, rules, rowMajor)
	if ref != nil {
		last := len(members) - 1
		size := members[last].Offset + c.lay(logical[last].Type, rules, rowMajor).size
		c.refDefine(d, ref, members, logical, fields, size)
		if d.Instance == nil {
			return
		}
	}
	bt := ir.NewBlock(d.Name, members...)
	lt := ir.NewStruct(d.Name, logical...)
	c.structs[lt] = &structInfo{name: d.Name, typ: lt, fields: fields, pos: d.NamePos}

	gt, vt := bt, lt
	name := d.Name
	if d.Instance != nil {
		name = d.Instance.Name
		if len(d.Instance.Dims) > 0 {
			if storage == ir.StoragePushConstant || storage == ir.StorageWorkgroup {
				c.errorf(d.Instance.Loc, "a %s block cannot be an array", kind)
				return
			}
			if len(d.Instance.Dims) > 1 {
				c.errorf(d.Instance.Loc, "arrays of arrays of blocks are not supported")
				return
			}
			if d.Instance.Dims[0] == nil {
				// A runtime-sized descriptor array of blocks: glslang
				// takes it with GL_EXT_nonuniform_qualifier.
				if !c.anyExtOn([]string{builtins.ExtNonUniform}, d.Instance.Loc) {
					c.errorf(d.Instance.Loc, "an array of blocks must have a size (an unsized one needs GL_EXT_nonuniform_qualifier)")
					return
				}
				gt, vt = ir.RuntimeArrayOf(bt, 0), ir.RuntimeArrayOf(lt, 0)
			} else {
				n, spec, ok := c.arraySize(d.Instance.Dims[0])
				if !ok {
					return
				}
				if spec != nil {
					c.errorf(d.Instance.Loc, "an array of blocks cannot be sized by a specialization constant")
					return
				}
				gt, vt = ir.ArrayOf(bt, n, 0), ir.ArrayOf(lt, n, 0)
			}
		}
	}
	g := &ir.Global{Pos: c.irPos(d.Loc), Name: name, Type: gt, Storage: storage, Access: access}
	if storage != ir.StoragePushConstant && storage != ir.StorageWorkgroup {
		set := li.set
		if set < 0 {
			set = 0
		}
		g.Set = set
		switch {
		case li.binding >= 0:
			g.Binding = c.shiftBinding(g, li.binding)
			c.useBinding(set, g.Binding, descriptorKind(storage, nil), li.bindingPos)
		case c.opts.AutoBindUniforms:
			c.autoBinds = append(c.autoBinds, g)
		default:
			c.errorf(d.Loc, "%s block '%s' needs a binding: add layout(binding = N) (or compile with automatic binding)", kind, d.Name)
		}
	}
	c.mod.AddGlobal(g)
	readonly := ""
	switch {
	case storage == ir.StorageUniform:
		readonly = "uniform block members are read-only"
	case storage == ir.StoragePushConstant:
		readonly = "push constants are read-only"
	case access&ir.ReadOnly != 0:
		readonly = "the block is readonly"
	}
	if d.Instance != nil {
		c.declare(&symbol{kind: symVar, name: name, pos: d.Instance.Loc, typ: vt, global: g, member: -1, readonly: readonly})
		return
	}
	for i, f := range fields {
		ro := readonly
		if ro == "" && f.access&ir.ReadOnly != 0 {
			ro = "the member is readonly"
		}
		c.declare(&symbol{kind: symVar, name: f.name, pos: f.pos, typ: f.typ, global: g, member: i, readonly: ro, writeonly: f.access&ir.WriteOnly != 0})
	}
}

// bindingUse records the first resource declared on a set/binding: its
// descriptor kind and where.
type bindingUse struct {
	kind string
	pos  diag.Pos
}

// descriptorKind names the Vulkan descriptor type a resource needs: a
// buffer or uniform block, or an opaque uniform of type t.
func descriptorKind(s ir.Storage, t *ir.Type) string {
	switch s {
	case ir.StorageBuffer:
		return "buffer block"
	case ir.StorageUniform:
		return "uniform block"
	}
	for t != nil && t.Kind() == ir.KindArray {
		t = t.Elem()
	}
	switch {
	case t == nil:
		return "resource"
	case t.Kind() == ir.KindSampler:
		return "sampler"
	case t.Kind() == ir.KindSampledImage:
		return "combined image sampler"
	case t.Kind() == ir.KindImage && t.Image().Dim == ir.DimBuffer && t.Image().Use == ir.ImageStorage:
		return "storage texel buffer"
	case t.Kind() == ir.KindImage && t.Image().Dim == ir.DimBuffer:
		return "uniform texel buffer"
	case t.Kind() == ir.KindImage && t.Image().Use == ir.ImageStorage:
		return "storage image"
	}
	return "sampled image"
}

// useBinding records a resource on set/binding. Resources of one
// descriptor kind may alias (Vulkan allows it, as glslang does); a binding
// has a single descriptor type, so resources of different kinds may not.
func (c *checker) useBinding(set, binding int, kind string, pos diag.Pos) {
	key := [2]int{set, binding}
	if prev, dup := c.bindings[key]; dup {
		if prev.kind != kind {
			c.errorf(pos, "binding %d of set %d is already used by a %s (at %s); a %s cannot share it", binding, set, prev.kind, prev.pos, kind)
		}
		return
	}
	c.bindings[key] = bindingUse{kind: kind, pos: pos}
}
