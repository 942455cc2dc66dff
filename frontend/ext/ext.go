// Package ext is the list of GLSL extensions glslc-nv knows: their names (each
// becomes a predefined macro set to 1), the extensions that enabling one
// implicitly enables, and the behaviours an #extension directive can ask for.
// The preprocessor reads it to validate directives; sema reads it to gate
// built-ins and types.
package ext

import (
	"sort"
	"sync"
)

// Behavior is the behaviour named in an #extension directive.
type Behavior uint8

const (
	Disable Behavior = iota
	Warn
	Enable
	Require
)

func (b Behavior) String() string {
	return [...]string{"disable", "warn", "enable", "require"}[b]
}

// ParseBehavior reads require, enable, warn or disable.
func ParseBehavior(s string) (Behavior, bool) {
	switch s {
	case "disable":
		return Disable, true
	case "warn":
		return Warn, true
	case "enable":
		return Enable, true
	case "require":
		return Require, true
	}
	return Disable, false
}

// Info describes one supported extension.
type Info struct {
	Name string
	// Implies lists extensions enabled together with this one, as the
	// extension specifications define (every GL_KHR_shader_subgroup_* implies
	// _basic, for example).
	Implies []string
}

var table = []Info{
	{Name: "GL_GOOGLE_include_directive", Implies: []string{"GL_GOOGLE_cpp_style_line_directive"}},
	{Name: "GL_GOOGLE_cpp_style_line_directive"},
	{Name: "GL_ARB_gpu_shader_int64"},
	{Name: "GL_ARB_shader_ballot"},
	{Name: "GL_ARB_shader_group_vote"},
	{Name: "GL_AMD_shader_ballot"},
	{Name: "GL_AMD_gpu_shader_half_float"},
	{Name: "GL_AMD_gpu_shader_int16"},
	{Name: "GL_EXT_buffer_reference"},
	{Name: "GL_EXT_buffer_reference2", Implies: []string{"GL_EXT_buffer_reference"}},
	{Name: "GL_EXT_buffer_reference_uvec2", Implies: []string{"GL_EXT_buffer_reference"}},
	{Name: "GL_EXT_device_group"},
	// The graphics stages' extensions.
	{Name: "GL_EXT_demote_to_helper_invocation"},
	{Name: "GL_EXT_terminate_invocation"},
	{Name: "GL_ARB_post_depth_coverage"},
	{Name: "GL_NV_sample_mask_override_coverage"},
	{Name: "GL_EXT_post_depth_coverage"},
	{Name: "GL_EXT_multiview"},
	{Name: "GL_ARB_shader_draw_parameters"},
	{Name: "GL_ARB_shader_viewport_layer_array"},
	{Name: "GL_EXT_tessellation_shader"}, // ES 3.10's tessellation stages
	{Name: "GL_EXT_geometry_shader"},     // ES 3.10's geometry stage
	{Name: "GL_EXT_control_flow_attributes"},
	{Name: "GL_EXT_debug_printf"},
	{Name: "GL_EXT_null_initializer"},
	{Name: "GL_EXT_spirv_intrinsics"},
	{Name: "GL_EXT_scalar_block_layout"},
	{Name: "GL_EXT_shader_16bit_storage"},
	{Name: "GL_EXT_shader_8bit_storage"},
	{Name: "GL_EXT_shader_atomic_float"},
	{Name: "GL_EXT_shader_atomic_int64"},
	{Name: "GL_NV_shader_atomic_int64"},
	{Name: "GL_EXT_shader_atomic_float2"},
	{Name: "GL_ARB_shader_clock"},
	{Name: "GL_EXT_shader_realtime_clock"},
	{Name: "GL_EXT_integer_dot_product"},
	{Name: "GL_KHR_cooperative_matrix"},
	{Name: "GL_NV_cooperative_matrix2", Implies: []string{"GL_KHR_cooperative_matrix"}},
	{Name: "GL_NV_cooperative_matrix_decode_vector"},
	{Name: "GL_EXT_long_vector"},
	{Name: "GL_EXT_bfloat16"},
	{Name: "GL_EXT_float_e4m3"},
	{Name: "GL_EXT_float_e5m2"},
	{Name: "GL_EXT_float_e2m1"},
	{Name: "GL_EXT_shader_image_int64"},
	{Name: "GL_EXT_shader_image_load_formatted"},
	{Name: "GL_EXT_nonuniform_qualifier"},
	{Name: "GL_EXT_samplerless_texture_functions"},
	{Name: "GL_EXT_shader_explicit_arithmetic_types", Implies: []string{
		"GL_EXT_shader_explicit_arithmetic_types_int8",
		"GL_EXT_shader_explicit_arithmetic_types_int16",
		"GL_EXT_shader_explicit_arithmetic_types_int32",
		"GL_EXT_shader_explicit_arithmetic_types_int64",
		"GL_EXT_shader_explicit_arithmetic_types_float16",
		"GL_EXT_shader_explicit_arithmetic_types_float32",
		"GL_EXT_shader_explicit_arithmetic_types_float64",
	}},
	{Name: "GL_EXT_shader_explicit_arithmetic_types_int8"},
	{Name: "GL_EXT_shader_explicit_arithmetic_types_int16"},
	{Name: "GL_EXT_shader_explicit_arithmetic_types_int32"},
	{Name: "GL_EXT_shader_explicit_arithmetic_types_int64"},
	{Name: "GL_EXT_shader_explicit_arithmetic_types_float16"},
	{Name: "GL_EXT_shader_explicit_arithmetic_types_float32"},
	{Name: "GL_EXT_shader_explicit_arithmetic_types_float64"},
	{Name: "GL_EXT_shader_subgroup_extended_types_int8", Implies: []string{"GL_EXT_shader_explicit_arithmetic_types_int8"}},
	{Name: "GL_EXT_shader_subgroup_extended_types_int16", Implies: []string{"GL_EXT_shader_explicit_arithmetic_types_int16"}},
	{Name: "GL_EXT_shader_subgroup_extended_types_int64", Implies: []string{"GL_EXT_shader_explicit_arithmetic_types_int64"}},
	{Name: "GL_EXT_shader_subgroup_extended_types_float16", Implies: []string{"GL_EXT_shader_explicit_arithmetic_types_float16"}},
	{Name: "GL_EXT_shared_memory_block"},
	{Name: "GL_EXT_subgroup_uniform_control_flow"},
	{Name: "GL_EXT_maximal_reconvergence"},
	{Name: "GL_KHR_memory_scope_semantics"},
	{Name: "GL_KHR_shader_subgroup_basic"},
	{Name: "GL_KHR_shader_subgroup_vote", Implies: []string{"GL_KHR_shader_subgroup_basic"}},
	{Name: "GL_KHR_shader_subgroup_arithmetic", Implies: []string{"GL_KHR_shader_subgroup_basic"}},
	{Name: "GL_KHR_shader_subgroup_ballot", Implies: []string{"GL_KHR_shader_subgroup_basic"}},
	{Name: "GL_KHR_shader_subgroup_shuffle", Implies: []string{"GL_KHR_shader_subgroup_basic"}},
	{Name: "GL_KHR_shader_subgroup_shuffle_relative", Implies: []string{"GL_KHR_shader_subgroup_basic"}},
	{Name: "GL_KHR_shader_subgroup_clustered", Implies: []string{"GL_KHR_shader_subgroup_basic"}},
	{Name: "GL_KHR_shader_subgroup_quad", Implies: []string{"GL_KHR_shader_subgroup_basic"}},
	{Name: "GL_KHR_shader_subgroup_rotate", Implies: []string{"GL_KHR_shader_subgroup_basic"}},
	{Name: "GL_NV_shader_subgroup_partitioned", Implies: []string{"GL_KHR_shader_subgroup_basic"}},
	{Name: "GL_EXT_split_barrier"},
	{Name: "GL_EXT_ray_query"},
	// Known so that a compute shader may enable it, as glslang lets one
	// (nvpro's ray_query sample): it gives accelerationStructureEXT and the
	// gl_RayFlags constants; the ray-tracing stages are not compiled.
	{Name: "GL_EXT_ray_tracing"},
	{Name: "GL_EXT_ray_flags_primitive_culling"},
	{Name: "GL_EXT_ray_tracing_position_fetch"},
	{Name: "GL_EXT_opacity_micromap"},
	{Name: "GL_NV_shader_sm_builtins"},
	{Name: "GL_NV_compute_shader_derivatives"},
	{Name: "GL_KHR_compute_shader_derivatives"},
	{Name: "GL_EXT_expect_assume"},
	{Name: "GL_NV_shader_thread_group"},
	{Name: "GL_NV_shader_thread_shuffle"},
}

var byName = func() map[string]*Info {
	m := make(map[string]*Info, len(table))
	for i := range table {
		m[table[i].Name] = &table[i]
	}
	return m
}()

// Lookup returns the extension called name.
func Lookup(name string) (*Info, bool) {
	i, ok := byName[name]
	return i, ok
}

// Names returns every supported extension name, sorted.
func Names() []string {
	out := make([]string, 0, len(table))
	for _, i := range table {
		out = append(out, i.Name)
	}
	sort.Strings(out)
	return out
}

// closures caches Closure by name (the table is fixed; sema asks for the
// closure of every enabled extension at every extension check).
var closures sync.Map // string -> []string

// Closure returns name and everything it implies, transitively. The slice
// is shared: callers must not modify it.
func Closure(name string) []string {
	if c, ok := closures.Load(name); ok {
		return c.([]string)
	}
	c := closure(name)
	if _, known := byName[name]; known { // not names from the source
		closures.Store(name, c)
	}
	return c
}

func closure(name string) []string {
	seen := map[string]bool{}
	var out []string
	var walk func(string)
	walk = func(n string) {
		if seen[n] {
			return
		}
		seen[n] = true
		out = append(out, n)
		if i, ok := byName[n]; ok {
			for _, m := range i.Implies {
				walk(m)
			}
		}
	}
	walk(name)
	return out
}
