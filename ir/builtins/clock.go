package builtins

// clockFuncs are the shader clocks of GL_ARB_shader_clock (Subgroup scope)
// and GL_EXT_shader_realtime_clock (Device scope), as a uint64_t or a uvec2
// of its low and high halves: OpReadClockKHR (SPV_KHR_shader_clock), as
// glslang emits them.
var clockFuncs = []Func{
	clockFunc(FnClockARB, extShaderClock, Pattern{Uint64, Scalar1}),
	clockFunc(FnClock2x32ARB, extShaderClock, Pattern{Uint32, Vec2}),
	clockFunc(FnClockRealtimeEXT, extRealtimeClock, Pattern{Uint64, Scalar1}),
	clockFunc(FnClockRealtime2x32EXT, extRealtimeClock, Pattern{Uint32, Vec2}),
}

const (
	extShaderClock   = "GL_ARB_shader_clock"
	extRealtimeClock = "GL_EXT_shader_realtime_clock"
)

func clockFunc(id FuncID, ext string, ret Pattern) Func {
	return Func{ID: id, Exts: []string{ext}, Overloads: []Overload{fixed(ret)}}
}
