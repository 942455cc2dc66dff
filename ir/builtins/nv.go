package builtins

// nvFuncs is the place for the GL_NV_shader_thread_shuffle (shuffleNV,
// shuffleUpNV, shuffleDownNV, shuffleXorNV) and GL_NV_shader_thread_group
// (ballotThreadNV, activeThreadsNV, anyThreadNV, allThreadsNV,
// allThreadsEqualNV, quadSwizzle*NV) built-ins of SEMANTICS.md sections 3
// and 4. They will use Lowering{Kind: Expand, Special: "<name>"}: lower
// expands them into subgroup operations (see lower/builtin.go, function
// expandBuiltin).
var nvFuncs = []Func{}
