package builtins

// clockFuncs are the shader clocks of GL_ARB_shader_clock (Subgroup scope)
// and GL_EXT_shader_realtime_clock (Device scope), as a uint64_t or a uvec2
// of its low and high halves: OpReadClockKHR (SPV_KHR_shader_clock), as
// glslang emits them.
var clockFuncs = []Func{
	clockFunc("clockARB", extShaderClock, Pattern{Uint64, Scalar1}, "clockSubgroup"),
	clockFunc("clock2x32ARB", extShaderClock, Pattern{Uint32, Vec2}, "clockSubgroup"),
	clockFunc("clockRealtimeEXT", extRealtimeClock, Pattern{Uint64, Scalar1}, "clockDevice"),
	clockFunc("clockRealtime2x32EXT", extRealtimeClock, Pattern{Uint32, Vec2}, "clockDevice"),
}

const (
	extShaderClock   = "GL_ARB_shader_clock"
	extRealtimeClock = "GL_EXT_shader_realtime_clock"
)

func clockFunc(name, ext string, ret Pattern, lowering string) Func {
	return Func{Name: name, Exts: []string{ext}, Overloads: []Overload{fixed(ret)}, Lower: special(lowering)}
}
