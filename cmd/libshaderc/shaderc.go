//go:build cgo

package main

/*
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

// The ABI of shaderc_include_result and the callback types (shaderc.h).
typedef struct {
	const char* source_name;
	size_t source_name_length;
	const char* content;
	size_t content_length;
	void* user_data;
} glslcnv_include_result;

typedef glslcnv_include_result* (*glslcnv_resolve_fn)(void*, const char*, int, const char*, size_t);
typedef void (*glslcnv_release_fn)(void*, glslcnv_include_result*);

static glslcnv_include_result* glslcnv_call_resolve(void* f, void* ud, const char* req, int type, const char* from, size_t depth) {
	return ((glslcnv_resolve_fn)f)(ud, req, type, from, depth);
}
static void glslcnv_call_release(void* f, void* ud, glslcnv_include_result* r) {
	((glslcnv_release_fn)f)(ud, r);
}
*/
import "C"

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"unsafe"

	"github.com/glslc-nv/glslc-nv/glslcnv"
	"github.com/glslc-nv/glslc-nv/internal/reslimit"
)

// Handles: every object C sees is the address of a small block this
// library allocated with malloc, mapped to its Go value (Go pointers may
// not be kept by C).
var (
	mu      sync.Mutex
	objects = map[uintptr]any{}
)

func newHandle(v any) unsafe.Pointer {
	p := C.malloc(1)
	mu.Lock()
	objects[uintptr(p)] = v
	mu.Unlock()
	return p
}

func lookup(p unsafe.Pointer) any {
	mu.Lock()
	defer mu.Unlock()
	return objects[uintptr(p)]
}

func release(p unsafe.Pointer) any {
	if p == nil {
		return nil
	}
	mu.Lock()
	v, ok := objects[uintptr(p)]
	delete(objects, uintptr(p))
	mu.Unlock()
	if ok {
		C.free(p)
	}
	return v
}

type compiler struct{}

// options is a shaderc_compile_options_t: glslcnv's options plus what
// only libshaderc has.
type options struct {
	o        glslcnv.Options
	hlsl     bool
	env      string                                  // "" , or "opengl" (refused at compile time)
	bases    map[int][glslcnv.NumBindingKinds]uint32 // by shaderc stage kind; -1 for every stage
	resolve  unsafe.Pointer
	releaser unsafe.Pointer
	userData unsafe.Pointer
}

func (o *options) clone() *options {
	c := *o
	c.o.Defines = append([]glslcnv.Macro(nil), o.o.Defines...)
	if o.o.Limits != nil {
		c.o.Limits = map[string]int{}
		for k, v := range o.o.Limits {
			c.o.Limits[k] = v
		}
	}
	c.bases = map[int][glslcnv.NumBindingKinds]uint32{}
	for k, v := range o.bases {
		c.bases[k] = v
	}
	return &c
}

// The values of shaderc's enums used here (shaderc.h, status.h, env.h).
const (
	statusSuccess         = 0
	statusInvalidStage    = 1
	statusCompilationErr  = 2
	statusInternalErr     = 3
	statusNullResult      = 4
	statusInvalidAssembly = 5

	kindInferFromSource = 6
	kindSPIRVAssembly   = 13

	targetEnvVulkan = 0
)

// result is a shaderc_compilation_result_t.
type result struct {
	status           int
	errors, warnings int
	data             unsafe.Pointer // malloc'd output bytes
	length           int
	msg              *C.char // malloc'd, NUL-terminated
}

//export shaderc_compiler_initialize
func shaderc_compiler_initialize() unsafe.Pointer { return newHandle(&compiler{}) }

//export shaderc_compiler_release
func shaderc_compiler_release(c unsafe.Pointer) { release(c) }

//export shaderc_compile_options_initialize
func shaderc_compile_options_initialize() unsafe.Pointer {
	return newHandle(&options{bases: map[int][glslcnv.NumBindingKinds]uint32{}})
}

//export shaderc_compile_options_clone
func shaderc_compile_options_clone(p unsafe.Pointer) unsafe.Pointer {
	if o, ok := lookup(p).(*options); ok {
		return newHandle(o.clone())
	}
	return shaderc_compile_options_initialize()
}

//export shaderc_compile_options_release
func shaderc_compile_options_release(p unsafe.Pointer) { release(p) }

func opts(p unsafe.Pointer) *options {
	o, _ := lookup(p).(*options)
	if o == nil {
		return &options{bases: map[int][glslcnv.NumBindingKinds]uint32{}} // writes to a bad handle go nowhere
	}
	return o
}

// maxText bounds a text the library copies from C (a source, a macro, an
// included file): glslc-nv's limit on a source.
const maxText = 64 << 20

func goStringN(s *C.char, n C.size_t) string {
	if s == nil {
		return ""
	}
	return C.GoStringN(s, C.int(min(n, maxText)))
}

//export shaderc_compile_options_add_macro_definition
func shaderc_compile_options_add_macro_definition(p unsafe.Pointer, name *C.char, nameLen C.size_t, value *C.char, valueLen C.size_t) {
	o := opts(p)
	mu.Lock()
	defer mu.Unlock()
	o.o.Defines = append(o.o.Defines, glslcnv.Macro{Name: goStringN(name, nameLen), Value: goStringN(value, valueLen)})
}

//export shaderc_compile_options_set_source_language
func shaderc_compile_options_set_source_language(p unsafe.Pointer, lang C.int) {
	opts(p).hlsl = lang == 1
}

//export shaderc_compile_options_set_generate_debug_info
func shaderc_compile_options_set_generate_debug_info(p unsafe.Pointer) { opts(p).o.Debug = true }

//export shaderc_compile_options_set_optimization_level
func shaderc_compile_options_set_optimization_level(p unsafe.Pointer, level C.int) {
	opts(p).o.Optimize = level != 0
}

//export shaderc_compile_options_set_forced_version_profile
func shaderc_compile_options_set_forced_version_profile(p unsafe.Pointer, version C.int, profile C.int) {
	s := fmt.Sprint(int(version))
	switch profile {
	case 1:
		s += "core"
	case 2:
		s += "compatibility"
	case 3:
		s += "es"
	}
	opts(p).o.Std = s
}

//export shaderc_compile_options_set_include_callbacks
func shaderc_compile_options_set_include_callbacks(p unsafe.Pointer, resolver, releaser, userData unsafe.Pointer) {
	o := opts(p)
	o.resolve, o.releaser, o.userData = resolver, releaser, userData
}

//export shaderc_compile_options_set_suppress_warnings
func shaderc_compile_options_set_suppress_warnings(p unsafe.Pointer) { opts(p).o.NoWarnings = true }

//export shaderc_compile_options_set_target_env
func shaderc_compile_options_set_target_env(p unsafe.Pointer, target C.int, version C.uint32_t) {
	o := opts(p)
	if target != targetEnvVulkan {
		o.env = "opengl"
		return
	}
	o.env = ""
	minor := (uint32(version) >> 12) & 0x3ff
	if version == 0 {
		minor = 0
	}
	o.o.TargetEnv = fmt.Sprintf("vulkan1.%d", minor)
}

//export shaderc_compile_options_set_target_spirv
func shaderc_compile_options_set_target_spirv(p unsafe.Pointer, version C.uint32_t) {
	opts(p).o.TargetSPV = fmt.Sprintf("spv%d.%d", (uint32(version)>>16)&0xff, (uint32(version)>>8)&0xff)
}

//export shaderc_compile_options_set_warnings_as_errors
func shaderc_compile_options_set_warnings_as_errors(p unsafe.Pointer) {
	opts(p).o.WarningsAsErrors = true
}

//export shaderc_compile_options_set_limit
func shaderc_compile_options_set_limit(p unsafe.Pointer, limit C.int, value C.int) {
	// shaderc_limit lists the limits in glslang's TBuiltInResource order,
	// which is reslimit.All's (a test checks it against the header).
	if limit < 0 || int(limit) >= len(reslimit.All) {
		return
	}
	o := opts(p)
	mu.Lock()
	defer mu.Unlock()
	if o.o.Limits == nil {
		o.o.Limits = map[string]int{}
	}
	o.o.Limits[reslimit.All[limit].Name] = int(value)
}

//export shaderc_compile_options_set_auto_bind_uniforms
func shaderc_compile_options_set_auto_bind_uniforms(p unsafe.Pointer, on C.bool) {
	opts(p).o.AutoBindUniforms = bool(on)
}

//export shaderc_compile_options_set_auto_combined_image_sampler
func shaderc_compile_options_set_auto_combined_image_sampler(p unsafe.Pointer, on C.bool) {
	opts(p).o.AutoCombinedSampler = bool(on)
}

//export shaderc_compile_options_set_hlsl_io_mapping
func shaderc_compile_options_set_hlsl_io_mapping(p unsafe.Pointer, on C.bool) {}

//export shaderc_compile_options_set_hlsl_offsets
func shaderc_compile_options_set_hlsl_offsets(p unsafe.Pointer, on C.bool) {
	opts(p).o.HlslOffsets = bool(on)
}

// uniformKinds maps shaderc_uniform_kind (image, sampler, texture,
// buffer, storage_buffer, unordered_access_view) to glslcnv's kinds.
var uniformKinds = []glslcnv.BindingKind{glslcnv.BindImage, glslcnv.BindSampler, glslcnv.BindTexture,
	glslcnv.BindUBO, glslcnv.BindSSBO, glslcnv.BindSSBO}

func setBase(p unsafe.Pointer, stage int, kind C.int, base uint32) {
	if kind < 0 || int(kind) >= len(uniformKinds) {
		return
	}
	o := opts(p)
	mu.Lock()
	defer mu.Unlock()
	if stage < 0 {
		for _, st := range glslcnv.Stages() {
			s := int(st)
			b := o.bases[s]
			b[uniformKinds[kind]] = base
			o.bases[s] = b
		}
		return
	}
	b := o.bases[stage]
	b[uniformKinds[kind]] = base
	o.bases[stage] = b
}

//export shaderc_compile_options_set_binding_base
func shaderc_compile_options_set_binding_base(p unsafe.Pointer, kind C.int, base C.uint32_t) {
	setBase(p, -1, kind, uint32(base))
}

//export shaderc_compile_options_set_binding_base_for_stage
func shaderc_compile_options_set_binding_base_for_stage(p unsafe.Pointer, shaderKind C.int, kind C.int, base C.uint32_t) {
	if s, _, ok := stageOfKind(int(shaderKind)); ok {
		setBase(p, int(s), kind, uint32(base))
	}
}

//export shaderc_compile_options_set_auto_map_locations
func shaderc_compile_options_set_auto_map_locations(p unsafe.Pointer, on C.bool) {}

//export shaderc_compile_options_set_hlsl_register_set_and_binding_for_stage
func shaderc_compile_options_set_hlsl_register_set_and_binding_for_stage(p unsafe.Pointer, kind C.int, reg, set, binding *C.char) {
}

//export shaderc_compile_options_set_hlsl_register_set_and_binding
func shaderc_compile_options_set_hlsl_register_set_and_binding(p unsafe.Pointer, reg, set, binding *C.char) {
}

//export shaderc_compile_options_set_hlsl_functionality1
func shaderc_compile_options_set_hlsl_functionality1(p unsafe.Pointer, on C.bool) {}

//export shaderc_compile_options_set_hlsl_16bit_types
func shaderc_compile_options_set_hlsl_16bit_types(p unsafe.Pointer, on C.bool) {}

//export shaderc_compile_options_set_invert_y
func shaderc_compile_options_set_invert_y(p unsafe.Pointer, on C.bool) {}

//export shaderc_compile_options_set_nan_clamp
func shaderc_compile_options_set_nan_clamp(p unsafe.Pointer, on C.bool) {
	opts(p).o.NanClamp = bool(on)
}

// stageOfKind reads a shaderc_shader_kind: the stage and how it is
// chosen (forced, a default a #pragma may change, or the source's).
func stageOfKind(kind int) (glslcnv.Stage, glslcnv.StageMode, bool) {
	classic := []glslcnv.Stage{glslcnv.Vertex, glslcnv.Fragment, glslcnv.Compute, glslcnv.Geometry, glslcnv.TessControl, glslcnv.TessEvaluation}
	ray := []glslcnv.Stage{glslcnv.RayGen, glslcnv.AnyHit, glslcnv.ClosestHit, glslcnv.Miss, glslcnv.Intersection, glslcnv.Callable}
	switch {
	case kind >= 0 && kind <= 5:
		return classic[kind], glslcnv.StageForced, true
	case kind == kindInferFromSource:
		return glslcnv.Compute, glslcnv.StageFromSource, true
	case kind >= 7 && kind <= 12:
		return classic[kind-7], glslcnv.StageDefault, true
	case kind >= 14 && kind <= 19:
		return ray[kind-14], glslcnv.StageForced, true
	case kind >= 20 && kind <= 25:
		return ray[kind-20], glslcnv.StageDefault, true
	case kind == 26:
		return glslcnv.Task, glslcnv.StageForced, true
	case kind == 27:
		return glslcnv.Mesh, glslcnv.StageForced, true
	case kind == 28:
		return glslcnv.Task, glslcnv.StageDefault, true
	case kind == 29:
		return glslcnv.Mesh, glslcnv.StageDefault, true
	}
	return 0, 0, false
}

// output is what a compile function makes.
type output int

const (
	outSPIRV output = iota
	outAssembly
	outPreprocessed
)

func newResult(r *result) unsafe.Pointer { return newHandle(r) }

// message renders diagnostics in libshaderc's shape.
func message(ds []glslcnv.Diagnostic) (string, int, int) {
	var b strings.Builder
	errs, warns := 0, 0
	for _, d := range ds {
		switch d.Severity {
		case glslcnv.Error:
			errs++
		case glslcnv.Warning:
			warns++
		}
		switch {
		case d.File != "" && d.Line > 0:
			fmt.Fprintf(&b, "%s:%d: %s: %s\n", d.File, d.Line, d.Severity, d.Message)
		case d.File != "":
			fmt.Fprintf(&b, "%s: %s: %s\n", d.File, d.Severity, d.Message)
		default:
			fmt.Fprintf(&b, "%s: %s\n", d.Severity, d.Message)
		}
	}
	return b.String(), errs, warns
}

func compile(c unsafe.Pointer, src *C.char, n C.size_t, kind C.int, name *C.char, entry *C.char, op unsafe.Pointer, out output) (res unsafe.Pointer) {
	r := &result{}
	defer func() {
		if v := recover(); v != nil {
			r = &result{status: statusInternalErr, errors: 1}
			r.msg = C.CString(fmt.Sprintf("error: internal error: %v\n", v))
			res = newResult(r)
		}
	}()
	if _, ok := lookup(c).(*compiler); !ok {
		r.status = statusNullResult
		r.msg = C.CString("")
		return newResult(r)
	}
	base := &options{bases: map[int][glslcnv.NumBindingKinds]uint32{}}
	if op != nil {
		if o, ok := lookup(op).(*options); ok {
			mu.Lock()
			base = o.clone()
			mu.Unlock()
		}
	}
	file := "shader"
	if name != nil {
		file = C.GoString(name)
	}
	var source []byte
	if n > maxText {
		r.status, r.errors = statusCompilationErr, 1
		r.msg = C.CString(fmt.Sprintf("%s: error: the source is larger than %d bytes\n", file, maxText))
		return newResult(r)
	}
	if src != nil {
		source = C.GoBytes(unsafe.Pointer(src), C.int(n))
	}
	o := base.o
	stage, mode, ok := stageOfKind(int(kind))
	switch {
	case int(kind) == kindSPIRVAssembly:
		o.Language = glslcnv.SPIRVAssembly
	case !ok:
		r.status = statusInvalidStage
		r.msg = C.CString("")
		return newResult(r)
	}
	o.Stage, o.StageMode = stage, mode
	o.BindingBases = map[glslcnv.Stage][glslcnv.NumBindingKinds]uint32{}
	for s, b := range base.bases {
		o.BindingBases[glslcnv.Stage(s)] = b
	}
	fail := func(status int, msg string) unsafe.Pointer {
		r.status, r.errors = status, 1
		r.msg = C.CString(msg)
		return newResult(r)
	}
	switch {
	case base.hlsl:
		return fail(statusCompilationErr, fmt.Sprintf("%s: error: HLSL source is not supported: glslc-nv compiles GLSL\n", file))
	case base.env != "":
		return fail(statusCompilationErr, fmt.Sprintf("%s: error: OpenGL SPIR-V is not supported (Vulkan only)\n", file))
	}
	if err := o.Check(); err != nil {
		return fail(statusCompilationErr, fmt.Sprintf("%s: error: %v\n", file, err))
	}
	o.Include = includer(base)
	var gr *glslcnv.Result
	if out == outPreprocessed {
		gr = glslcnv.Preprocess(file, source, o)
	} else {
		gr = glslcnv.Compile(file, source, o)
	}
	text, errs, warns := message(gr.Diagnostics)
	r.errors, r.warnings = errs, warns
	err := gr.Err()
	switch {
	case errors.Is(err, glslcnv.ErrNoStage):
		r.status = statusInvalidStage
	case err != nil && o.Language == glslcnv.SPIRVAssembly:
		r.status = statusInvalidAssembly
	case err != nil:
		r.status = statusCompilationErr
		if text == "" {
			text = fmt.Sprintf("%s: error: %v\n", file, err)
			r.errors = 1
		}
	}
	r.msg = C.CString(text)
	if r.status != statusSuccess {
		return newResult(r)
	}
	var data []byte
	switch out {
	case outSPIRV:
		data = gr.Bytes()
	case outAssembly:
		s, derr := glslcnv.Disassemble(gr.SPIRV)
		if derr != nil {
			return fail(statusInternalErr, fmt.Sprintf("%s: error: internal error: %v\n", file, derr))
		}
		data = []byte(s)
	case outPreprocessed:
		data = []byte(gr.Text)
	}
	r.length = len(data)
	r.data = C.CBytes(append(data, 0))
	return newResult(r)
}

// includer calls the options' C include callbacks, if any; without them an
// #include fails, as in libshaderc.
func includer(o *options) glslcnv.IncludeFunc {
	resolve, releaser, ud := o.resolve, o.releaser, o.userData
	return func(name string, system bool, from string, depth int) (string, []byte, error) {
		if resolve == nil {
			return "", nil, errors.New("no include callback was given to the compiler")
		}
		cname, cfrom := C.CString(name), C.CString(from)
		defer C.free(unsafe.Pointer(cname))
		defer C.free(unsafe.Pointer(cfrom))
		typ := C.int(0) // shaderc_include_type_relative
		if system {
			typ = 1
		}
		ir := C.glslcnv_call_resolve(resolve, ud, cname, typ, cfrom, C.size_t(depth))
		if ir == nil {
			return "", nil, errors.New("the include callback returned no result")
		}
		if releaser != nil {
			defer C.glslcnv_call_release(releaser, ud, ir)
		}
		resolved := goStringN(ir.source_name, ir.source_name_length)
		content := goStringN(ir.content, ir.content_length)
		if resolved == "" {
			if content == "" {
				content = "cannot be included"
			}
			return "", nil, errors.New(content)
		}
		return resolved, []byte(content), nil
	}
}

//export shaderc_compile_into_spv
func shaderc_compile_into_spv(c unsafe.Pointer, src *C.char, n C.size_t, kind C.int, name *C.char, entry *C.char, op unsafe.Pointer) unsafe.Pointer {
	return compile(c, src, n, kind, name, entry, op, outSPIRV)
}

//export shaderc_compile_into_spv_assembly
func shaderc_compile_into_spv_assembly(c unsafe.Pointer, src *C.char, n C.size_t, kind C.int, name *C.char, entry *C.char, op unsafe.Pointer) unsafe.Pointer {
	return compile(c, src, n, kind, name, entry, op, outAssembly)
}

//export shaderc_compile_into_preprocessed_text
func shaderc_compile_into_preprocessed_text(c unsafe.Pointer, src *C.char, n C.size_t, kind C.int, name *C.char, entry *C.char, op unsafe.Pointer) unsafe.Pointer {
	return compile(c, src, n, kind, name, entry, op, outPreprocessed)
}

//export shaderc_assemble_into_spv
func shaderc_assemble_into_spv(c unsafe.Pointer, src *C.char, n C.size_t, op unsafe.Pointer) unsafe.Pointer {
	return compile(c, src, n, kindSPIRVAssembly, nil, nil, op, outSPIRV)
}

func resultOf(p unsafe.Pointer) *result {
	r, _ := lookup(p).(*result)
	return r
}

//export shaderc_result_release
func shaderc_result_release(p unsafe.Pointer) {
	if r, ok := release(p).(*result); ok {
		if r.data != nil {
			C.free(r.data)
		}
		if r.msg != nil {
			C.free(unsafe.Pointer(r.msg))
		}
	}
}

//export shaderc_result_get_length
func shaderc_result_get_length(p unsafe.Pointer) C.size_t {
	if r := resultOf(p); r != nil {
		return C.size_t(r.length)
	}
	return 0
}

//export shaderc_result_get_num_warnings
func shaderc_result_get_num_warnings(p unsafe.Pointer) C.size_t {
	if r := resultOf(p); r != nil {
		return C.size_t(r.warnings)
	}
	return 0
}

//export shaderc_result_get_num_errors
func shaderc_result_get_num_errors(p unsafe.Pointer) C.size_t {
	if r := resultOf(p); r != nil {
		return C.size_t(r.errors)
	}
	return 0
}

//export shaderc_result_get_compilation_status
func shaderc_result_get_compilation_status(p unsafe.Pointer) C.int {
	if r := resultOf(p); r != nil {
		return C.int(r.status)
	}
	return statusNullResult
}

//export shaderc_result_get_bytes
func shaderc_result_get_bytes(p unsafe.Pointer) *C.char {
	if r := resultOf(p); r != nil {
		return (*C.char)(r.data)
	}
	return nil
}

//export shaderc_result_get_error_message
func shaderc_result_get_error_message(p unsafe.Pointer) *C.char {
	if r := resultOf(p); r != nil {
		return r.msg
	}
	return nil
}

//export shaderc_get_spv_version
func shaderc_get_spv_version(version, revision *C.uint) {
	// The newest SPIR-V version this compiler targets (1.6) and the
	// revision shaderc 2023.2 reports for it.
	if version != nil {
		*version = 0x10600
	}
	if revision != nil {
		*revision = 1
	}
}

//export shaderc_parse_version_profile
func shaderc_parse_version_profile(str *C.char, version *C.int, profile *C.int) C.bool {
	if str == nil {
		return false
	}
	// libshaderc reads the number and the profile as two words of a
	// stream: white space may come before either.
	text := strings.TrimSpace(C.GoString(str))
	if i := strings.IndexFunc(text, func(r rune) bool { return r < '0' || r > '9' }); i > 0 {
		text = text[:i] + strings.TrimSpace(text[i:])
	}
	v, p, ok := glslcnv.ParseVersionProfile(text)
	if !ok {
		return false
	}
	codes := map[string]C.int{"": 0, "core": 1, "compatibility": 2, "es": 3}
	if version != nil {
		*version = C.int(v)
	}
	if profile != nil {
		*profile = codes[p]
	}
	return true
}
