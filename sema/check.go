package sema

import (
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/reslimit"
	"runtime"
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/ext"
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"github.com/glslc-nv/glslc-nv/ir"
)

// Options configure Check.
type Options struct {
	// AutoBindUniforms gives buffer and uniform blocks without a binding
	// the next free binding of set 0 instead of reporting an error.
	AutoBindUniforms bool
	// TargetEnv is the target environment (the zero Env is
	// targetenv.Default). The language features its SPIR-V version lacks
	// (targetenv.Feature) are reported at their use.
	TargetEnv targetenv.Env
	// EntryPoint names the entry function; "" means "main".
	EntryPoint string
	// Limits are the resource limits (-flimit); nil means the defaults.
	Limits reslimit.Set
	// BindingBases are added to the explicit bindings of each kind of
	// resource, and are where automatic bindings of that kind start
	// (glslc's -f<kind>-binding-base, for the stage being compiled).
	BindingBases [NumBindingKinds]uint32
	// HlslOffsets (-fhlsl-offsets) lays out blocks without an explicit
	// packing by HLSL's offset rules.
	HlslOffsets bool
	// AutoCombinedSampler (-fauto-combined-image-sampler) turns textures
	// into combined image samplers and removes samplers, as glslang's
	// texture-sampler upgrade does.
	AutoCombinedSampler bool
	// Stage is the shader stage (the zero Stage is compute).
	Stage ir.Stage
	// AutoMapLocations (-fauto-map-locations) gives user inputs and
	// outputs without a location one.
	AutoMapLocations bool
}

// lacks reports a use of feature f, called what, at pos when the target
// does not have it.
func (c *checker) lacks(pos diag.Pos, f targetenv.Feature, what string) bool {
	if msg := c.opts.TargetEnv.Lacks(f, what); msg != "" {
		c.errorf(pos, "%s", msg)
		return true
	}
	return false
}

// useVulkanModel switches the module to the Vulkan memory model for what
// (the pragma, gl_ScopeQueueFamily, an availability or visibility
// semantics), as glslang does; false, reported at pos, when the target's
// SPIR-V version lacks the model.
func (c *checker) useVulkanModel(pos diag.Pos, what string) bool {
	if c.lacks(pos, targetenv.VulkanMemoryModel, what) {
		return false
	}
	c.mod.VulkanMemoryModel = true
	return true
}

// Check type-checks tu and returns its IR. Every problem is reported to
// diags; when there were errors the result is nil or a partial module that
// must not be lowered. Check never panics: an internal failure becomes an
// error diagnostic.
func Check(tu *ast.TranslationUnit, opts Options, diags *diag.List) (m *ir.Module) {
	if diags == nil {
		diags = &diag.List{}
	}
	if tu == nil {
		diags.Errorf(diag.Pos{}, "no translation unit")
		return nil
	}
	c := newChecker(tu, opts, diags)
	defer func() {
		if r := recover(); r != nil {
			buf := make([]byte, 4096)
			buf = buf[:runtime.Stack(buf, false)]
			diags.Errorf(tu.Pos(), "internal error in the checker: %v\n%s", r, buf)
			m = nil
		}
	}()
	c.translationUnit()
	if diags.HasErrors() {
		return nil
	}
	return c.mod
}

// checker holds the state of one Check call.
type checker struct {
	tu    *ast.TranslationUnit
	opts  Options
	diags *diag.List
	mod   *ir.Module

	es      bool
	version int
	files   map[string]int

	declIndex int // index of the top-level declaration being checked

	scope  *scope
	global *scope
	funcs  map[string][]*funcSym
	order  []*funcSym // in declaration order
	fn     *funcState
	// initFn collects the temporaries of global initializers that are not
	// constant; globalInits are their stores, run first in the entry point.
	initFn      *funcState
	globalInits []ir.Stmt
	structs     map[*ir.Type]*structInfo

	// Layout caches: a struct laid out under given rules.
	laid map[laidKey]laidOut

	local    [3]localSizeDecl
	localSet bool
	deriv    derivGroup // the compute derivative group (derivgroup.go)
	wgConst  *ir.Const  // gl_WorkGroupSize when constant
	bindings map[[2]int]bindingUse
	// unsizedInner is set while the type of a constructor or of a
	// variable with an initializer is read: its inner array dimensions may
	// be unsized (the initializer sizes them).
	unsizedInner bool
	// allowOpaque is set while the type of a global uniform variable is
	// resolved: the one place opaque types are accepted.
	allowOpaque bool
	extWarned   map[string]bool
	autoBinds   []*ir.Global
	hlslLayout  bool // laying out a block under Options.HlslOffsets
	combineArgs bool // checking the arguments of an upgraded sampler constructor
	specIDs     map[int]*ir.SpecConst
	tmpCount    int
	// Default block layout and majorness set by "layout(...) uniform;"
	// (index 0) and "layout(...) buffer;" (index 1).
	defaultRules [2]layoutRules
	// sharedRules and sharedMajor are set by "layout(...) shared;"
	// (GL_EXT_shared_memory_block): the defaults of shared blocks.
	sharedRules  layoutRules
	sharedMajor  int
	defaultMajor [2]int
	pushPos      diag.Pos // the push_constant block, when declared
	// the first shared block and the first shared variable outside a
	// block: GL_EXT_shared_memory_block forbids having both
	sharedBlockPos, sharedVarPos diag.Pos
	// noExtendedTypes turns off the subgroup extended-types check (for
	// the vendor functions that map onto subgroup operations).
	noExtendedTypes bool
	// buffer reference types by name and by type
	refs      map[string]*refInfo
	refByType map[*ir.Type]*refInfo
	// st is the state of the graphics stages' interface (stage.go).
	st stageState
}

type localSizeDecl struct {
	set   bool
	value uint32
	id    int // -1 when none
	idSet bool
	pos   diag.Pos
	// spec is the dimension's own uint spec constant (local_size_*_id),
	// created on first use.
	spec *ir.SpecConst
}

func newChecker(tu *ast.TranslationUnit, opts Options, diags *diag.List) *checker {
	c := &checker{
		tu:       tu,
		opts:     opts,
		diags:    diags,
		es:       tu.Version.ES(),
		version:  tu.Version.Number,
		files:    map[string]int{tu.File: 0},
		funcs:    map[string][]*funcSym{},
		structs:  map[*ir.Type]*structInfo{},
		laid:     map[laidKey]laidOut{},
		bindings: map[[2]int]bindingUse{},
		specIDs:  map[int]*ir.SpecConst{},
	}
	for i := range c.local {
		c.local[i].id = -1
		c.local[i].value = 1
	}
	c.mod = &ir.Module{Files: []string{tu.File}, Version: tu.Version.Number, ES: tu.Version.ES()}
	for _, p := range tu.Pragmas {
		if strings.TrimSpace(p.Text) == "use_vulkan_memory_model" {
			c.useVulkanModel(p.Loc, "#pragma use_vulkan_memory_model")
		}
	}
	if src, ok := tu.Sources[tu.File]; ok {
		c.mod.Source = src
	}
	c.global = newScope(nil, scopeGlobal)
	c.scope = c.global
	return c
}

// errorf reports an error at pos.
func (c *checker) errorf(pos diag.Pos, format string, args ...any) {
	c.diags.Errorf(pos, format, args...)
}

func (c *checker) warnf(pos diag.Pos, format string, args ...any) {
	c.diags.Warnf(pos, format, args...)
}

// irPos converts a source position for the IR.
func (c *checker) irPos(p diag.Pos) ir.Pos {
	if !p.IsValid() {
		return ir.Pos{}
	}
	i, ok := c.files[p.File]
	if !ok {
		i = len(c.mod.Files)
		c.mod.Files = append(c.mod.Files, p.File)
		c.files[p.File] = i
	}
	return ir.Pos{File: i, Line: p.Line, Col: p.Col}
}

// translationUnit checks the whole shader.
func (c *checker) translationUnit() {
	c.checkVersion()
	c.recordExtensions()
	for i, d := range c.tu.Decls {
		c.declIndex = i
		c.topDecl(d)
		if c.diags.Full() {
			return
		}
	}
	c.declIndex = len(c.tu.Decls)
	c.finish()
}

func (c *checker) checkVersion() {
	v := c.tu.Version
	if !c.compute() {
		pos := v.Pos
		if !pos.IsValid() {
			pos = c.tu.Pos()
		}
		switch {
		case v.ES() && v.Number < 310:
			c.errorf(pos, "Vulkan SPIR-V needs #version 310 es or later for ES shaders (have %d es)", v.Number)
		case !v.ES() && v.Number < 140:
			c.errorf(pos, "Vulkan SPIR-V needs #version 140 or later for desktop shaders (have %d)", v.Number)
		}
		return
	}
	switch {
	case v.ES() && v.Number < 310:
		c.errorf(v.Pos, "compute shaders need #version 310 es or later (have %d es)", v.Number)
	case !v.ES() && v.Number < 430:
		pos := v.Pos
		if !pos.IsValid() {
			pos = c.tu.Pos()
		}
		c.errorf(pos, "compute shaders need #version 430 or later (have %d)", v.Number)
	}
}

func (c *checker) recordExtensions() {
	seen := map[string]bool{}
	for _, d := range c.tu.Extensions {
		if d.Behavior == ext.Disable || d.Name == "all" || seen[d.Name] {
			continue
		}
		seen[d.Name] = true
		c.mod.Extensions = append(c.mod.Extensions, d.Name)
	}
}

// extOn reports whether extension name is enabled at pos (inside the
// current top-level declaration).
func (c *checker) extOn(name string, pos diag.Pos) bool {
	on, warn := c.extState(name, pos)
	if on && warn {
		c.warnExtUse(name, pos)
	}
	return on
}

// extState reports whether extension name is enabled at pos, and whether
// the directive that enabled it last said "warn".
func (c *checker) extState(name string, pos diag.Pos) (on, warn bool) {
	for _, d := range c.tu.Extensions {
		if !c.directiveBefore(d, pos) {
			continue
		}
		switch {
		case d.Name == "all":
			if d.Behavior == ext.Disable {
				on, warn = false, false
			}
		case d.Behavior == ext.Disable:
			if d.Name == name {
				on, warn = false, false
			}
		default:
			for _, n := range ext.Closure(d.Name) {
				if n == name {
					on, warn = true, d.Behavior == ext.Warn
				}
			}
		}
	}
	return on, warn
}

// warnExtUse reports, once per position, the use of an extension enabled
// with "#extension name : warn" (GLSL 4.60 §3.3: warn on any detectable
// use of it).
func (c *checker) warnExtUse(name string, pos diag.Pos) {
	key := fmt.Sprintf("%s@%d:%d", name, pos.Line, pos.Col)
	if c.extWarned == nil {
		c.extWarned = map[string]bool{}
	}
	if c.extWarned[key] {
		return
	}
	c.extWarned[key] = true
	c.warnf(pos, "extension %s is used (its #extension directive says 'warn')", name)
}

// directiveBefore reports whether directive d applies at pos.
func (c *checker) directiveBefore(d *ast.ExtensionDirective, pos diag.Pos) bool {
	if d.Decl <= c.declIndex {
		return true
	}
	if d.Decl > c.declIndex+1 {
		return false
	}
	// The directive is inside the current declaration (or right after it).
	if !pos.IsValid() || d.Loc.File != pos.File {
		return false
	}
	return d.Loc.Line < pos.Line || (d.Loc.Line == pos.Line && d.Loc.Col < pos.Col)
}

// anyExtOn reports whether one of names is enabled at pos.
func (c *checker) anyExtOn(names []string, pos diag.Pos) bool {
	// A use supported by an extension enabled without "warn" gives no
	// warning.
	warned := ""
	for _, n := range names {
		on, warn := c.extState(n, pos)
		if on && !warn {
			return true
		}
		if on && warned == "" {
			warned = n
		}
	}
	if warned != "" {
		c.warnExtUse(warned, pos)
		return true
	}
	return false
}

// requireExt reports an error unless one of exts is enabled at pos.
func (c *checker) requireExt(pos diag.Pos, what string, exts ...string) bool {
	if len(exts) == 0 || c.anyExtOn(exts, pos) {
		return true
	}
	c.errorf(pos, "%s requires extension %s", what, strings.Join(exts, " or "))
	return false
}

func (c *checker) newTemp(prefix string, t *ir.Type) *ir.Local {
	c.tmpCount++
	name := fmt.Sprintf("%s.%d", prefix, c.tmpCount)
	if c.fn == nil {
		return nil
	}
	return c.fn.ir.NewLocal(name, t)
}
