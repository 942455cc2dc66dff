package sema

import (
	"github.com/glslc-nv/glslc-nv/internal/targetenv"
	"strings"
	"testing"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

// errCase is a shader with the exact first error it must produce
// ("line:col: message", in the file err.comp).
type errCase struct {
	name string
	src  string
	want string
	opts Options
}

const head = "#version 450\nlayout(local_size_x = 1) in;\n"

// body wraps statements in main after head (the statements start on line 4).
func body(stmts string) string { return head + "void main() {\n" + stmts + "\n}\n" }

var errCases = []errCase{
	// Scopes and declarations.
	{name: "undeclared", src: body("x = 1;"), want: "4:1: 'x': undeclared identifier"},
	{name: "redeclared local", src: body("int a; float a;"), want: "4:14: 'a' redeclared (previous declaration at err.comp:4:5)"},
	{name: "redeclared global", src: head + "int g;\nint g;\nvoid main() {}\n", want: "4:5: 'g' redeclared (previous declaration at err.comp:3:5)"},
	{name: "redeclared param in body", src: head + "void f(int a) { int a; }\nvoid main() {}\n", want: "3:21: 'a' redeclared (previous declaration at err.comp:3:12)"},
	{name: "function redefined", src: head + "void f() {}\nvoid f() {}\nvoid main() {}\n", want: "4:6: function 'void f()' is already defined (at err.comp:3:6)"},
	{name: "return type overload", src: head + "void f();\nint f();\nvoid main() {}\n", want: "4:5: function 'f' redeclared with a different return type (int, was void)"},
	{name: "variable named like function", src: head + "void f() {}\nint f;\nvoid main() {}\n", want: "4:5: 'f' redeclared (previous declaration at err.comp:3:6)"},
	{name: "redefined built-in", src: head + "float sin(float x) { return x; }\nvoid main() {}\n", want: "3:7: 'sin' redefines the built-in function genType sin(genType)"},
	{name: "es overloads built-in", src: "#version 310 es\nlayout(local_size_x = 1) in;\nint abs(bool b) { return 1; }\nvoid main() {}\n", want: "3:5: 'abs' is a built-in function: ESSL does not allow redeclaring or overloading it"},
	{name: "reserved name", src: body("int gl_foo;"), want: "4:5: 'gl_foo': identifiers starting with \"gl_\" are reserved"},
	{name: "not a function", src: body("int a; a(1);"), want: "4:8: 'a' is not a function"},
	{name: "undefined function", src: body("foo(1);"), want: "4:1: no function 'foo' is declared"},
	{name: "prototype never defined", src: head + "int f(int x);\nvoid main() { f(1); }\n", want: "4:15: function 'int f(int)' is called but never defined"},
	{name: "global initializer calls undefined", src: head + "float f();\nfloat g = f();\nvoid main() {}\n", want: "4:11: function 'float f()' is called but never defined"},
	{name: "recursion", src: head + "int f(int x);\nint g(int x) { return f(x); }\nint f(int x) { return g(x - 1); }\nvoid main() { f(1); }\n", want: "4:23: recursive call to 'f' (recursion is not allowed)"},
	{name: "self recursion", src: head + "int f(int x) { return x > 0 ? f(x - 1) : 0; }\nvoid main() { f(1); }\n", want: "3:31: recursive call to 'f' (recursion is not allowed)"},
	{name: "missing binding", src: head + "buffer B { int x; } b;\nvoid main() {}\n", want: "3:1: buffer block 'B' needs a binding: add layout(binding = N) (or compile with automatic binding)"},
	{name: "duplicate binding", src: head + "layout(binding = 1) buffer A { int x; } a;\nlayout(binding = 1) uniform B { int y; } b;\nvoid main() {}\n", want: "4:8: binding 1 of set 0 is already used by a buffer block (at err.comp:3:8); a uniform block cannot share it"},
	{name: "two push constant blocks", src: head + "layout(push_constant) uniform P { int a; } p;\nlayout(push_constant) uniform Q { int b; } q;\nvoid main() {}\n", want: "4:1: only one push_constant block is allowed (the first is at err.comp:3:1)"},
	{name: "shared initializer", src: head + "#extension GL_EXT_null_initializer : enable\nshared int s = 1;\nvoid main() {}\n", want: "4:16: shared variable 's' can only have a null initializer '{}' (GL_EXT_null_initializer)"},
	// glslang refuses ==, != and assignment of (and initializers of) a type containing an array sized by a specialization constant.
	{name: "== of a spec-sized array", src: head + "layout(constant_id = 0) const int N = 2;\nvoid main() { float a[N], c[N]; bool e = a == c; }\n", want: "4:44: operator '==' cannot be applied to float[N]: it contains an array sized by a specialization constant"},
	{name: "assignment of a spec-sized array", src: head + "layout(constant_id = 0) const int N = 2;\nstruct S { float a[N]; };\nvoid main() { S s, t; s = t; }\n", want: "5:25: cannot assign to S: it contains an array sized by a specialization constant"},
	{name: "initializer of a spec-sized array", src: head + "layout(constant_id = 0) const int N = 2;\nvoid main() { float a[N]; float c[N] = a; }\n", want: "4:40: 'c' of float[N] cannot have an initializer: the type contains an array sized by a specialization constant"},
	{name: "shared block without extension", src: head + "shared S { uint a; } s;\nvoid main() {}\n", want: "3:1: a shared block requires extension GL_EXT_shared_memory_block"},
	{name: "shared block before SPIR-V 1.4", src: head + "#extension GL_EXT_shared_memory_block : enable\nshared S { uint a; } s;\nvoid main() { s.a = 1u; }\n", want: "4:1: a shared block needs SPIR-V 1.4 or later (target is 1.3; --target-env=vulkan1.1spv1.4 or later)"},
	{name: "shared block after shared variable", src: head + "#extension GL_EXT_shared_memory_block : enable\nshared uint x;\nshared S { uint a; } s;\nvoid main() {}\n", want: "5:1: a shared block cannot be declared with shared variables outside blocks (the first at err.comp:4:13)", opts: Options{TargetEnv: targetenv.MustCompiler("vulkan1.1spv1.4")}},
	{name: "shared variable after shared block", src: head + "#extension GL_EXT_shared_memory_block : enable\nshared S { uint a; } s;\nshared uint x;\nvoid main() {}\n", want: "5:13: shared variable 'x' cannot be declared outside a block when the shader has shared blocks (the first at err.comp:4:1)", opts: Options{TargetEnv: targetenv.MustCompiler("vulkan1.1spv1.4")}},
	{name: "shared block unsized", src: head + "#extension GL_EXT_shared_memory_block : enable\nshared S { uint a[]; } s;\nvoid main() {}\n", want: "4:17: a shared block cannot have an unsized array", opts: Options{TargetEnv: targetenv.MustCompiler("vulkan1.1spv1.4")}},
	{name: "shared default without extension", src: head + "layout(scalar) shared;\nvoid main() {}\n", want: "3:1: a default layout for shared blocks requires extension GL_EXT_shared_memory_block"},
	{name: "shared block binding", src: head + "#extension GL_EXT_shared_memory_block : enable\nlayout(binding = 1) shared S { uint a; } s;\nvoid main() {}\n", want: "4:1: a shared block cannot have a binding or set", opts: Options{TargetEnv: targetenv.MustCompiler("vulkan1.1spv1.4")}},
	{name: "null initializer without extension", src: head + "shared int s = {};\nvoid main() {}\n", want: "3:16: an empty { } initializer requires extension GL_EXT_null_initializer"},
	{name: "null initializer local without extension", src: body("uint x = {};"), want: "4:10: an empty { } initializer requires extension GL_EXT_null_initializer"},
	{name: "null initializer unsized", src: head + "#extension GL_EXT_null_initializer : enable\nvoid main() { uint a[] = {}; }\n", want: "4:26: an empty { } initializer cannot size the unsized array 'a'"},
	{name: "null initializer nested", src: head + "#extension GL_EXT_null_initializer : enable\nstruct S { uint a; uint b; };\nvoid main() { S s = { {}, 1u }; }\n", want: "5:23: an initializer list cannot initialize uint"},
	{name: "local size changed", src: head + "layout(local_size_x = 2) in;\nvoid main() {}\n", want: "3:1: local_size_x is redeclared with a different value (2, was 1)"},
	{name: "local size too large", src: "#version 450\nlayout(local_size_x = 64, local_size_z = 65) in;\nvoid main() {}\n", want: "2:1: local_size_z = 65 is larger than gl_MaxComputeWorkGroupSize.z (64)"},
	{name: "compute input", src: head + "in float f;\nvoid main() {}\n", want: "3:1: 'in' is not allowed on variables in a compute shader"},
	{name: "version", src: "#version 420\nlayout(local_size_x = 1) in;\nvoid main() {}\n", want: "1:10: compute shaders need #version 430 or later (have 420)"},
	{name: "version es", src: "#version 300 es\nvoid main() {}\n", want: "1:10: compute shaders need #version 310 es or later (have 300 es)"},
	{name: "const without initializer", src: body("const int c;"), want: "4:11: const variable 'c' must be initialized"},
	{name: "global const not constant", src: head + "layout(binding = 0) buffer B { int x; } b;\nconst int c = b.x;\nvoid main() {}\n", want: "4:15: the initializer of global constant 'c' must be a constant expression"},
	{name: "es global initializer", src: "#version 310 es\nlayout(local_size_x = 1) in;\nuint g = gl_LocalInvocationIndex;\nvoid main() {}\n", want: "3:10: the initializer of global variable 'g' must be a constant expression in ESSL"},
	{name: "float spec expression", src: head + "layout(constant_id = 1) const float F = 1.5;\nconst float G = F * 2.0;\nvoid main() {}\n", want: "4:17: the initializer of global constant 'G' must be a constant expression"},
	{name: "spec constant vector", src: head + "layout(constant_id = 1) const vec2 v = vec2(1.0);\nvoid main() {}\n", want: "3:36: specialization constant 'v' must be a scalar, not vec2"},
	{name: "spec constant id reused", src: head + "layout(constant_id = 1) const int a = 1;\nlayout(constant_id = 1) const int b = 2;\nvoid main() {}\n", want: "4:35: constant_id 1 is already used by 'a'"},
	{name: "call of main", src: head + "void main();\nvoid f() { main(); }\nvoid main() {}\n", want: "4:12: the entry point 'main' cannot be called"},
	{name: "no main", src: head + "void f() {}\n", want: "0:0: no definition of the entry point 'main'"},
	{name: "workgroup size before declaration", src: "#version 450\nvoid f() { uvec3 x = gl_WorkGroupSize; }\nlayout(local_size_x = 1) in;\nvoid main() {}\n", want: "2:22: gl_WorkGroupSize cannot be read before the local size is declared"},

	// Types.
	{name: "int8 without extension", src: body("int8_t x;"), want: "4:1: 'int8_t' requires extension GL_EXT_shader_explicit_arithmetic_types_int8"},
	{name: "float16 without extension", src: body("f16vec2 x;"), want: "4:1: 'f16vec2' requires extension GL_EXT_shader_explicit_arithmetic_types_float16"},
	{name: "int64 literal", src: body("uint x = uint(3ul);"), want: "4:15: 64-bit integer literal '3ul' requires extension GL_EXT_shader_explicit_arithmetic_types_int64 or GL_ARB_gpu_shader_int64"},
	{name: "extension after use", src: head + "void main() { int16_t a; }\n#extension GL_EXT_shader_explicit_arithmetic_types_int16 : enable\nvoid f() { int16_t b; }\n", want: "3:15: 'int16_t' requires extension GL_EXT_shader_explicit_arithmetic_types_int16"},
	{name: "double in es", src: "#version 310 es\nlayout(local_size_x = 1) in;\nvoid main() { double d; }\n", want: "3:15: 'double' is a reserved word"},
	{name: "opaque struct member", src: head + "uniform struct S { sampler2D s; } u;\nvoid main() {}\n", want: "3:20: opaque type 'sampler2D' is supported only as the type of a global uniform variable"},
	{name: "opaque local", src: body("image2D img;"), want: "4:1: opaque type 'image2D' is supported only as the type of a global uniform variable"},
	{name: "rectangle texture local", src: body("sampler2DRect s;"), want: "4:1: 'sampler2DRect': rectangle textures are not supported when generating SPIR-V for Vulkan (Vulkan has no Dim Rect images; use a 2D texture and texelFetch)"},
	{name: "rectangle texture", src: head + "layout(binding = 0) uniform usampler2DRect r;\nvoid main() {}\n", want: "3:29: 'usampler2DRect': rectangle textures are not supported when generating SPIR-V for Vulkan (Vulkan has no Dim Rect images; use a 2D texture and texelFetch)"},
	{name: "rectangle storage image", src: head + "layout(binding = 0, r64i) uniform i64image2DRect r;\nvoid main() {}\n", want: "3:35: 'i64image2DRect': rectangle textures are not supported when generating SPIR-V for Vulkan (Vulkan has no Dim Rect images; use a 2D texture and texelFetch)"},
	{name: "atomic counter", src: head + "layout(binding = 0) uniform atomic_uint c;\nvoid main() {}\n", want: "3:29: 'atomic_uint': atomic counters are not supported when generating SPIR-V for Vulkan"},
	{name: "image without format", src: head + "layout(binding = 0) uniform image2D img;\nvoid main() {}\n", want: "3:29: image variables not declared 'writeonly' need a format layout qualifier (rgba32f, r32ui, ...)"},
	{name: "image format mismatch", src: head + "layout(binding = 0, r32ui) uniform readonly image2D img;\nvoid main() {}\n", want: "3:21: format layout qualifier does not match the image type 'image2D'"},
	{name: "format on a texture", src: head + "layout(binding = 0, rgba8) uniform texture2D tex;\nvoid main() {}\n", want: "3:21: a format layout qualifier applies only to image variables"},
	{name: "opaque uniform used", src: head + "layout(binding = 0, rgba8) uniform readonly image2D img;\nvoid main() { image2D i = img; }\n", want: "4:15: opaque type 'image2D' is supported only as the type of a global uniform variable"},
	{name: "opaque uniform read", src: head + "layout(binding = 0, rgba8) uniform readonly image2D img;\nvoid f(int x) {}\nvoid main() { f(img.length()); }\n", want: "5:21: length() cannot be applied to image2D/*rgba8*/"},
	{name: "mixed kinds on a binding", src: head + "layout(binding = 1) buffer A { int x; } a;\nlayout(binding = 1, rgba8) uniform writeonly image2D img;\nvoid main() {}\n", want: "4:8: binding 1 of set 0 is already used by a buffer block (at err.comp:3:8); a storage image cannot share it"},
	{name: "non-constant array size", src: body("int n = 2; float a[n];"), want: "4:20: array size must be a constant integer expression"},
	{name: "negative array size", src: body("float a[-2];"), want: "4:9: array size must be a positive integer (have -2)"},
	{name: "float array size", src: body("float a[2.0];"), want: "4:9: array size must be a constant integer expression, not float"},
	{name: "unsized not last", src: head + "layout(binding = 0) buffer B { float a[]; int n; } b;\nvoid main() {}\n", want: "3:38: only the last member of a buffer block can be an unsized array"},
	{name: "misaligned offset", src: head + "layout(binding = 0) buffer B { layout(offset = 2) int n; } b;\nvoid main() {}\n", want: "3:55: offset 2 of member 'n' is not aligned to its base alignment 4"},
	{name: "scalar layout without extension", src: head + "layout(scalar, binding = 0) buffer B { int n; } b;\nvoid main() {}\n", want: "3:8: layout(scalar) requires extension GL_EXT_scalar_block_layout"},
	{name: "std430 uniform block", src: head + "layout(std430, binding = 0) uniform U { float a[2]; } u;\nvoid main() {}\n", want: "3:8: std430 on a uniform block requires extension GL_EXT_scalar_block_layout"},
	{name: "unknown member", src: head + "struct S { int a; };\nvoid main() { S s; s.b = 1; }\n", want: "4:22: 'b' is not a member of S"},

	// Expressions.
	{name: "no matching overload", src: head + "void f(int a) {}\nvoid f(vec2 a) {}\nvoid main() { f(true); }\n", want: "5:15: no matching overload for call to 'f(bool)'; candidates are: void f(int), void f(vec2)"},
	{name: "ambiguous overload", src: head + "void f(int a, float b) {}\nvoid f(float a, int b) {}\nvoid main() { f(1, 1); }\n", want: "5:15: ambiguous call to 'f(int, int)'; candidates are: void f(int, float), void f(float, int)"},
	// GLSL 4.60 §6.1: int -> uint and int -> float are not ordered.
	{name: "ambiguous int to uint or float", src: head + "float f(uint a) { return 1.0; }\nfloat f(float a) { return 2.0; }\nvoid main() { f(1); }\n", want: "5:15: ambiguous call to 'f(int)'; candidates are: float f(uint), float f(float)"},
	// glslang's ranked order under the explicit arithmetic types
	// extensions: float16 -> double is a promotion, float16 -> float a
	// conversion, so neither max(float, float) nor max(double, double) wins.
	{name: "ambiguous ranked max", src: "#version 450\n#extension GL_EXT_shader_explicit_arithmetic_types : require\nlayout(local_size_x = 1) in;\nvoid main() { float16_t h = float16_t(1); float x = 1.0; max(h, x); }\n", want: "4:58: ambiguous call to 'max(float16_t, float)'; candidates are: float max(float, float), double max(double, double)"},
	{name: "no matching builtin", src: body("float x = dot(1, true);"), want: "4:11: no matching overload for call to 'dot(int, bool)'; candidates are: scalar dot(genType, genType)"},
	{name: "assign to const", src: body("const int c = 1; c = 2;"), want: "4:20: assignment: cannot write to 'c': it is a constant"},
	{name: "assign to readonly buffer", src: head + "layout(binding = 0) readonly buffer B { int x; } b;\nvoid main() { b.x = 1; }\n", want: "4:19: assignment: cannot write to 'b': the block is readonly"},
	{name: "assign to readonly member", src: head + "layout(binding = 0) buffer B { readonly int x; };\nvoid main() { x = 1; }\n", want: "4:17: assignment: cannot write to 'x': the member is readonly"},
	{name: "assign to uniform", src: head + "layout(binding = 0) uniform U { int x; } u;\nvoid main() { u.x++; }\n", want: "4:18: '++': cannot write to 'u': uniform block members are read-only"},
	{name: "assign to built-in", src: body("gl_LocalInvocationID.x = 1u;"), want: "4:24: assignment: cannot write to 'gl_LocalInvocationID': it is a built-in input"},
	{name: "assign to const param", src: head + "void f(const int a) { a = 1; }\nvoid main() {}\n", want: "3:25: assignment: cannot write to 'a': it is a const parameter"},
	{name: "assign to rvalue", src: body("int a; (a + 1) = 2;"), want: "4:16: assignment: the operand is not an l-value"},
	{name: "swizzle repeated write", src: body("vec2 v; v.xx = vec2(1.0);"), want: "4:14: assignment: cannot write to a swizzle with repeated components"},
	{name: "bad swizzle", src: body("vec2 v; float f = v.xq;"), want: "4:21: 'xq' is not a valid swizzle"},
	{name: "swizzle out of range", src: body("vec2 v; float f = v.z;"), want: "4:21: swizzle 'z' selects a component beyond vec2"},
	{name: "read writeonly", src: head + "layout(binding = 0) writeonly buffer B { int x; } b;\nvoid main() { int y = b.x; }\n", want: "4:25: cannot read 'b': it is writeonly"},
	// glslang accepts "b.x += 1" on writeonly memory but not ++ or --.
	{name: "increment writeonly", src: head + "layout(binding = 0) writeonly buffer B { int x; } b;\nvoid main() { b.x++; }\n", want: "4:18: cannot read 'b': it is writeonly"},
	{name: "decrement writeonly member", src: head + "layout(binding = 0) buffer B { int y; writeonly int x; } b;\nvoid main() { --b.x; }\n", want: "4:15: cannot read 'b': it is writeonly"},
	{name: "bad conversion", src: body("int i = 1.5;"), want: "4:5: initializer of 'i': cannot convert from float to int"},
	{name: "es no implicit conversion", src: "#version 310 es\nlayout(local_size_x = 1) in;\nvoid main() { float f = 1; }\n", want: "3:21: initializer of 'f': cannot convert from int to float"},
	{name: "es vector length", src: "#version 310 es\nlayout(local_size_x = 1) in;\nvoid main() { vec3 v; int n = v.length(); }\n", want: "3:33: length() of vectors and matrices is not available in ESSL"},
	{name: "operator types", src: body("bool b = true + 1;"), want: "4:15: operator '+' cannot be applied to bool and int"},
	{name: "matrix size mismatch", src: body("mat2 m; vec3 v = m * vec3(1.0);"), want: "4:20: operator '*' cannot be applied to mat2 and vec3"},
	{name: "index out of range", src: body("float a[3]; float b = a[3];"), want: "4:24: index 3 is out of range for float[3]"},
	{name: "constructor arity", src: head + "struct S { int a; float b; };\nvoid main() { S s = S(1); }\n", want: "4:21: constructor of S takes 2 arguments, not 1"},
	{name: "vector constructor too few", src: body("vec4 v = vec4(1.0, 2.0);"), want: "4:10: not enough data for the constructor of vec4"},
	{name: "vector constructor too many", src: body("vec2 v = vec2(1.0, 2.0, 3.0);"), want: "4:25: too many arguments to the constructor of vec2"},
	{name: "condition not bool", src: body("if (1) {}"), want: "4:5: the condition of if must be a bool scalar, not int"},
	{name: "ternary types", src: body("int x = true ? 1 : vec2(1.0);"), want: "4:14: the operands of '?:' have different types: int and vec2"},
	{name: "length of scalar", src: body("float f; int n = f.length();"), want: "4:20: length() cannot be applied to float"},
	{name: "atomic on local", src: body("uint x; atomicAdd(x, 1u);"), want: "4:9: 'atomicAdd': only buffer block members and shared variables can be used with atomic memory functions"},
	{name: "float atomic without extension", src: head + "layout(binding = 0) buffer B { float f; } b;\nvoid main() { atomicAdd(b.f, 1.0); }\n", want: "4:15: 'atomicAdd' on float, float requires extension GL_EXT_shader_atomic_float"},

	{name: "atomicLoad without extension", src: head + "shared uint s;\nvoid main() { uint v = atomicLoad(s, 2, 0x100, 0); }\n", want: "4:24: 'atomicLoad' with scope and semantics requires extension GL_KHR_memory_scope_semantics"},
	{name: "relaxed atomic with a storage class", src: "#version 450\n#extension GL_KHR_memory_scope_semantics : enable\nlayout(local_size_x = 1) in;\nshared uint s;\nvoid main() { atomicAdd(s, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelaxed); }\n", want: "5:78: 'atomicAdd': with storage semantics other than gl_StorageSemanticsNone the semantics must be gl_SemanticsAcquire, gl_SemanticsRelease or gl_SemanticsAcquireRelease"},
	{name: "ordered atomic without a storage class", src: "#version 450\n#extension GL_KHR_memory_scope_semantics : enable\nlayout(local_size_x = 1) in;\nshared uint s;\nvoid main() { atomicStore(s, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsNone, gl_SemanticsRelease); }\n", want: "5:53: 'atomicStore': the storage semantics cannot be gl_StorageSemanticsNone when the semantics order memory"},
	{name: "relaxed barrier with a storage class", src: "#version 450\n#extension GL_KHR_memory_scope_semantics : enable\nlayout(local_size_x = 1) in;\nvoid main() { controlBarrier(gl_ScopeWorkgroup, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsRelaxed); }\n", want: "4:95: 'controlBarrier': with storage semantics other than gl_StorageSemanticsNone the semantics must be gl_SemanticsAcquire, gl_SemanticsRelease or gl_SemanticsAcquireRelease"},
	{name: "scope not constant", src: "#version 450\n#extension GL_KHR_memory_scope_semantics : enable\nlayout(local_size_x = 1) in;\nshared uint s;\nvoid main() { int sc = gl_ScopeDevice; atomicAdd(s, 1u, sc, gl_StorageSemanticsNone, gl_SemanticsRelaxed); }\n", want: "5:57: argument 3 of 'atomicAdd' must be a constant integral expression"},
	{name: "vulkan memory model semantics below SPIR-V 1.3", src: "#version 450\n#extension GL_KHR_memory_scope_semantics : enable\nlayout(local_size_x = 1) in;\nshared uint s;\nvoid main() { atomicAdd(s, 1u, gl_ScopeWorkgroup, gl_StorageSemanticsShared, gl_SemanticsMakeAvailable | gl_SemanticsRelease); }\n", want: "5:104: 'atomicAdd' with gl_SemanticsMakeAvailable, gl_SemanticsMakeVisible or gl_SemanticsVolatile needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)", opts: Options{TargetEnv: targetenv.MustCompiler("vulkan1.0")}},
	{name: "imageAtomicLoad without scope", src: "#version 450\n#extension GL_KHR_memory_scope_semantics : enable\nlayout(local_size_x = 1) in;\nlayout(binding = 0, r32ui) uniform uimage2D im;\nvoid main() { uint v = imageAtomicLoad(im, ivec2(0)); }\n", want: "5:24: 'imageAtomicLoad' takes 5 arguments for uimage2D/*r32ui*/, not 2"},
	{name: "imageAtomicLoad with release", src: "#version 450\n#extension GL_KHR_memory_scope_semantics : enable\nlayout(local_size_x = 1) in;\nlayout(binding = 0, r32ui) uniform uimage2D im;\nvoid main() { uint v = imageAtomicLoad(im, ivec2(0), gl_ScopeDevice, gl_StorageSemanticsImage, gl_SemanticsRelease); }\n", want: "5:96: 'imageAtomicLoad' cannot have release semantics"},
	{name: "imageAtomicStore acquire-release", src: "#version 450\n#extension GL_KHR_memory_scope_semantics : enable\nlayout(local_size_x = 1) in;\nlayout(binding = 0, r32ui) uniform uimage2D im;\nvoid main() { imageAtomicStore(im, ivec2(0), 1u, gl_ScopeDevice, gl_StorageSemanticsImage, gl_SemanticsAcquireRelease); }\n", want: "5:92: 'imageAtomicStore' cannot have acquire-release semantics"},
	{name: "scoped imageAtomicAdd without extension", src: "#version 450\nlayout(local_size_x = 1) in;\nlayout(binding = 0, r32ui) uniform uimage2D im;\nvoid main() { imageAtomicAdd(im, ivec2(0), 1u, 1, 0, 0); }\n", want: "4:15: 'imageAtomicAdd' with scope and semantics requires extension GL_KHR_memory_scope_semantics"},
	{name: "gl_ScopeQueueFamily below SPIR-V 1.3", src: "#version 450\n#extension GL_KHR_memory_scope_semantics : enable\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint a; } b;\nvoid main() { uint v = atomicLoad(b.a, gl_ScopeQueueFamily, gl_StorageSemanticsBuffer, gl_SemanticsAcquire); }\n", want: "5:40: 'atomicLoad' with gl_ScopeQueueFamily needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)", opts: Options{TargetEnv: targetenv.MustCompiler("vulkan1.0")}},
	{name: "#pragma use_vulkan_memory_model below SPIR-V 1.3", src: "#version 450\n#pragma use_vulkan_memory_model\nlayout(local_size_x = 1) in;\nvoid main() { }\n", want: "2:1: #pragma use_vulkan_memory_model needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)", opts: Options{TargetEnv: targetenv.MustCompiler("vulkan1.0")}},

	// Statements.
	{name: "break outside loop", src: body("break;"), want: "4:1: 'break' must be inside a loop or switch"},
	{name: "continue outside loop", src: body("switch (1) { default: continue; }"), want: "4:23: 'continue' must be inside a loop"},
	{name: "discard", src: body("discard;"), want: "4:1: 'discard' is not allowed in compute shaders (only in fragment shaders)"},
	{name: "return value from void", src: body("return 1;"), want: "4:1: a void function cannot return a value"},
	{name: "return without value", src: head + "int f() { return; }\nvoid main() {}\n", want: "3:11: 'return' needs a value of type int"},
	{name: "return wrong type", src: head + "int f() { return vec2(1.0); }\nvoid main() {}\n", want: "3:18: return: cannot convert from vec2 to int"},
	{name: "duplicate case", src: body("switch (1) { case 1: break; case 1: break; }"), want: "4:34: duplicate case label 1"},
	{name: "non-constant case", src: body("int a = 1; switch (a) { case a: break; }"), want: "4:30: a case label must be a constant integer expression"},
	{name: "two defaults", src: body("switch (1) { default: break; default: break; }"), want: "4:30: more than one default label in a switch"},
	{name: "statement before case", src: body("switch (1) { int x; case 1: break; }"), want: "4:14: statements in a switch must follow a case label"},
	{name: "switch on float", src: body("switch (1.0) { default: break; }"), want: "4:9: the switch expression must be an integer scalar, not float"},
	{name: "case outside switch", src: body("case 1: ;"), want: "4:1: case label outside a switch"},

	// Built-ins and extensions.
	{name: "subgroup function without extension", src: body("uint x = subgroupAdd(1u);"), want: "4:10: 'subgroupAdd' requires extension GL_KHR_shader_subgroup_arithmetic"},
	{name: "subgroup variable without extension", src: body("uint x = gl_SubgroupSize;"), want: "4:10: 'gl_SubgroupSize' requires extension GL_KHR_shader_subgroup_basic"},
	{name: "ballot variable needs ballot", src: "#version 450\n#extension GL_KHR_shader_subgroup_basic : enable\nlayout(local_size_x = 1) in;\nvoid main() { uvec4 m = gl_SubgroupEqMask; }\n", want: "4:25: 'gl_SubgroupEqMask' requires extension GL_KHR_shader_subgroup_ballot"},
	{name: "extension enables basic", src: "#version 450\n#extension GL_KHR_shader_subgroup_vote : enable\nlayout(local_size_x = 1) in;\nvoid main() { uint s = gl_SubgroupSize; bool b = subgroupAll(true); uvec4 x = subgroupBallot(b); }\n", want: "4:79: 'subgroupBallot' requires extension GL_KHR_shader_subgroup_ballot"},
	{name: "extended types", src: "#version 450\n#extension GL_KHR_shader_subgroup_arithmetic : enable\n#extension GL_EXT_shader_explicit_arithmetic_types_int8 : enable\nlayout(local_size_x = 1) in;\nvoid main() { int8_t v = int8_t(1); v = subgroupAdd(v); }\n", want: "5:53: 'subgroupAdd' on int8_t requires extension GL_EXT_shader_subgroup_extended_types_int8"},
	{name: "cluster size not power of two", src: "#version 450\n#extension GL_KHR_shader_subgroup_clustered : enable\nlayout(local_size_x = 1) in;\nvoid main() { uint x = subgroupClusteredAdd(1u, 3u); }\n", want: "4:49: cluster size of 'subgroupClusteredAdd' must be a constant power of two (have 3)"},
	{name: "cluster size not constant", src: "#version 450\n#extension GL_KHR_shader_subgroup_clustered : enable\nlayout(local_size_x = 1) in;\nvoid main() { uint n = 4u; uint x = subgroupClusteredAdd(1u, n); }\n", want: "4:62: argument 2 of 'subgroupClusteredAdd' must be a constant integral expression"},
	{name: "quad index", src: "#version 450\n#extension GL_KHR_shader_subgroup_quad : enable\nlayout(local_size_x = 1) in;\nvoid main() { uint x = subgroupQuadBroadcast(1u, 4u); }\n", want: "4:50: quad index of 'subgroupQuadBroadcast' must be a constant in 0..3 (have 4)"},
	{name: "broadcast id not constant", src: "#version 450\n#extension GL_KHR_shader_subgroup_ballot : enable\nlayout(local_size_x = 1) in;\nvoid main() { uint i = 1u; uint x = subgroupBroadcast(1u, i); }\n", want: "4:59: argument 2 of 'subgroupBroadcast' must be a constant integral expression: a dynamically uniform lane needs SPIR-V 1.5 or later (target is 1.3; --target-env=vulkan1.2 or later)"},
	{name: "subgroup below SPIR-V 1.3", src: "#version 450\n#extension GL_KHR_shader_subgroup_basic : enable\nlayout(local_size_x = 1) in;\nvoid main() { bool e = subgroupElect(); }\n", want: "4:24: 'subgroupElect' needs SPIR-V 1.3 or later (target is 1.0; --target-env=vulkan1.1 or later)", opts: Options{TargetEnv: targetenv.MustCompiler("vulkan1.0")}},
	{name: "shuffle width", src: "#version 450\n#extension GL_NV_shader_thread_shuffle : enable\nlayout(local_size_x = 1) in;\nvoid main() { uint x = shuffleXorNV(1u, 1u, 6u); }\n", want: "4:45: the width of 'shuffleXorNV' must be a power of two in 2..32 (have 6)"},
	{name: "partitioned without extension", src: body("uvec4 p = subgroupPartitionNV(1u);"), want: "4:11: 'subgroupPartitionNV' requires extension GL_NV_shader_subgroup_partitioned"},
	{name: "layout value not constant", src: head + "int n = 2;\nlayout(binding = n) buffer B { int x; } b;\nvoid main() {}\n", want: "4:18: the value of layout qualifier 'binding' must be a constant integer expression"},
	{name: "unknown layout", src: head + "layout(binding = 0, location = 1) buffer B { int x; } b;\nvoid main() {}\n", want: "3:21: unknown layout qualifier 'location'"},

	// More declarations, qualifiers and constructors.
	{name: "align not power of two", src: head + "layout(binding = 0) buffer B { layout(align = 12) float f; } b;\nvoid main() {}\n", want: "3:39: align must be a power of two (have 12)"},
	{name: "interpolation qualifier", src: head + "flat int x;\nvoid main() {}\n", want: "3:1: interpolation, auxiliary and invariant qualifiers are not allowed in compute shaders"},
	{name: "in block", src: head + "in I { int a; } i;\nvoid main() {}\n", want: "3:1: compute shaders cannot declare input or output blocks"},
	{name: "push constant buffer", src: head + "layout(push_constant) buffer P { int a; } p;\nvoid main() {}\n", want: "3:1: push_constant applies only to uniform blocks"},
	{name: "push constant binding", src: head + "layout(push_constant, binding = 1) uniform P { int a; } p;\nvoid main() {}\n", want: "3:1: a push_constant block cannot have a binding or set"},
	{name: "push constant array", src: head + "layout(push_constant) uniform P { int a; } p[2];\nvoid main() {}\n", want: "3:44: a push_constant block cannot be an array"},
	{name: "16-bit local without arithmetic", src: "#version 450\n#extension GL_EXT_shader_16bit_storage : require\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { float16_t h[]; };\nvoid main() { float16_t t = h[0]; h[1] = t; }\n", want: "5:25: 't': float16 types can only be in uniform or buffer blocks without extension GL_AMD_gpu_shader_half_float or GL_EXT_shader_explicit_arithmetic_types or GL_EXT_shader_explicit_arithmetic_types_float16"},
	{name: "8-bit parameter without arithmetic", src: "#version 450\n#extension GL_EXT_shader_8bit_storage : require\nlayout(local_size_x = 1) in;\nuint f(uint8_t x) { return uint(x); }\nvoid main() {}\n", want: "4:8: 'x': (u)int8 types can only be in uniform or buffer blocks without extension GL_EXT_shader_explicit_arithmetic_types or GL_EXT_shader_explicit_arithmetic_types_int8"},
	{name: "16-bit shared without arithmetic", src: "#version 450\n#extension GL_EXT_shader_16bit_storage : require\nlayout(local_size_x = 1) in;\nshared u16vec2 s[4];\nvoid main() {}\n", want: "4:16: 's': (u)int16 types can only be in uniform or buffer blocks without extension GL_AMD_gpu_shader_int16 or GL_EXT_shader_explicit_arithmetic_types or GL_EXT_shader_explicit_arithmetic_types_int16"},
	{name: "unsized block array", src: head + "layout(binding = 0) buffer B { int a; } b[];\nvoid main() {}\n", want: "3:41: an array of blocks must have a size (an unsized one needs GL_EXT_nonuniform_qualifier)"},
	{name: "index not integer", src: body("float a[2]; float x = a[1.0];"), want: "4:24: array index must be an integer scalar, not float"},
	{name: "index a scalar", src: body("float a; float x = a[0];"), want: "4:21: '[]' cannot index a value of type float"},
	{name: "scalar swizzle in es", src: "#version 310 es\nlayout(local_size_x = 1) in;\nvoid main() { float f = 1.0; vec2 v = f.xx; }\n", want: "3:41: scalars cannot be swizzled in ESSL"},
	{name: "array of void", src: body("void a[2];"), want: "4:8: array of void"},
	{name: "inner unsized dimension", src: body("float a[2][];"), want: "4:9: only the outermost dimension of an array may be unsized"},
	{name: "inner unsized type dimension", src: body("float[2][] a;"), want: "4:7: only the outermost dimension of an array may be unsized"},
	{name: "inner unsized parameter", src: head + "void f(float a[][]) {}\nvoid main() {}\n", want: "3:8: only the outermost dimension of an array may be unsized"},
	{name: "inner unsized member", src: head + "struct S { int a[2][]; };\nvoid main() {}\n", want: "3:18: only the outermost dimension of an array may be unsized"},
	{name: "inner unsized member of a struct declared with an initializer", src: body("struct S { int a[2][]; } s = S(int[2][](int[](1), int[](2)));"), want: "4:18: only the outermost dimension of an array may be unsized"},
	{name: "inner unsized beside an initializer", src: body("int a[][] = int[][](int[](1)), b[][];"), want: "4:32: only the outermost dimension of an array may be unsized"},
	{name: "inner unsized constructor from a scalar", src: body("int a[2] = int[][](1, 2)[0];"), want: "4:12: the unsized inner dimensions of int[][] cannot be sized from argument 1 of type int"},
	{name: "inner unsized constructor sizes differ", src: body("int a[2][3] = int[][](int[2](1, 2), int[3](3, 4, 5));"), want: "4:37: array constructor: cannot convert from int[3] to int[2]"},
	{name: "inner unsized initializer list", src: body("int a[][] = {{1, 2}, {3, 4}};"), want: "4:14: initializer: cannot convert from int[2] to int[]"},
	{name: "struct member qualifier", src: head + "struct S { const int a; };\nvoid main() {}\n", want: "3:12: struct members cannot have storage, layout or memory qualifiers"},
	{name: "nested struct definition", src: head + "struct S { struct T { int a; } t; };\nvoid main() {}\n", want: "3:12: struct definitions cannot be nested"},
	{name: "block inside function", src: body("buffer B { int a; } b;"), want: "4:1: blocks must be declared at global scope"},
	{name: "while declaration not bool", src: body("while (int i = 1) {}"), want: "4:12: the condition must be a bool, not int"},
	{name: "case label type", src: body("switch (1) { case true: break; }"), want: "4:19: a case label must be a constant integer expression"},
	{name: "void constructor argument", src: head + "void f() {}\nvoid main() { vec2 v = vec2(f()); }\n", want: "4:29: void value used as a constructor argument"},
	{name: "construct scalar from struct", src: head + "struct S { int a; };\nvoid main() { S s; int i = int(s); }\n", want: "4:28: cannot construct int from S"},
	{name: "matrix and vector arguments", src: body("mat2 m = mat2(mat2(1.0), 1.0);"), want: "4:15: a matrix argument must be the only argument of a matrix constructor"},
	{name: "struct in vector constructor", src: head + "struct S { int a; };\nvoid main() { S s; vec2 v = vec2(s, 1.0); }\n", want: "4:34: cannot use S in the constructor of vec2"},
	{name: "double literal in es", src: "#version 310 es\nlayout(local_size_x = 1) in;\nvoid main() { float f = float(1.0lf); }\n", want: "3:31: double-precision literal '1.0lf' is not available in ESSL"},
	{name: "assign runtime array", src: head + "layout(binding = 0) buffer B { float a[]; } b;\nvoid main() { float c[2]; b.a = c; }\n", want: "4:31: cannot assign to a runtime-sized array"},
	{name: "ternary condition", src: body("int x = 1 ? 2 : 3;"), want: "4:11: the condition of '?:' must be a bool, not int"},
	{name: "return qualifier", src: head + "shared int f() { return 1; }\nvoid main() {}\n", want: "3:1: function return types cannot have storage, layout or memory qualifiers"},
	{name: "parameter qualifier mismatch", src: head + "void f(int a);\nvoid f(out int a) {}\nvoid main() {}\n", want: "4:8: parameter 1 of 'f' redeclared with a different qualifier"},
	{name: "const out parameter", src: head + "void f(const out int a) {}\nvoid main() {}\n", want: "3:8: const applies only to in parameters"},
	{name: "void parameter", src: head + "void f(int a, void b) {}\nvoid main() {}\n", want: "3:15: a parameter cannot have type void"},
	{name: "unsized parameter", src: head + "void f(float a[]) {}\nvoid main() {}\n", want: "3:8: a parameter cannot be an unsized array"},
	{name: "precision for vector", src: head + "precision highp vec4;\nvoid main() {}\n", want: "3:17: default precision cannot be set for type vec4 (only for int, float and opaque types)"},
	{name: "precision for uint", src: head + "precision highp uint;\nvoid main() {}\n", want: "3:17: default precision cannot be set for type uint (only for int, float and opaque types)"},
	{name: "precision for struct", src: head + "struct S { int a; };\nprecision highp S;\nvoid main() {}\n", want: "4:1: default precision applies only to int, float and opaque types"},
	{name: "in without local size", src: head + "layout(binding = 0) in;\nvoid main() {}\n", want: "3:8: layout qualifier 'binding' is not allowed here"},
	{name: "out declaration", src: head + "layout(local_size_x = 1) out;\nvoid main() {}\n", want: "3:1: compute shaders have no outputs"},
	{name: "memory qualifier on variable", src: head + "coherent shared int s;\nvoid main() {}\n", want: "3:1: memory qualifiers apply only to buffer and uniform blocks and buffer references"},
	{name: "unsized local array", src: body("float a[];"), want: "4:7: array 'a' must have a size (or an initializer that gives it)"},
	{name: "spec constant not constant", src: head + "layout(binding = 0) buffer B { int x; } b;\nlayout(constant_id = 2) const int S = b.x;\nvoid main() {}\n", want: "4:39: the default value of specialization constant 'S' must be a constant expression"},
	{name: "local spec constant", src: body("layout(constant_id = 3) const int S = 1;"), want: "4:35: specialization constants must be declared at global scope"},
	{name: "init list for scalar", src: body("float f = { 1.0 };"), want: "4:11: an initializer list cannot initialize float"},
	{name: "init list length", src: body("vec3 v = { 1.0, 2.0 };"), want: "4:10: initializer list for vec3 has 2 elements, want 3"},
}

func TestErrors(t *testing.T) {
	for _, tc := range errCases {
		tc := tc
		t.Run(tc.name, func(t *testing.T) {
			_, diags := check(t, "err.comp", tc.src, tc.opts)
			var first *diag.Diagnostic
			for i := range diags.Diags {
				if diags.Diags[i].Severity == diag.Error {
					first = &diags.Diags[i]
					break
				}
			}
			if first == nil {
				t.Fatalf("no error; want %s", tc.want)
			}
			got := first.String()
			want := "err.comp:" + tc.want
			if strings.HasPrefix(tc.want, "0:0:") {
				want = "err.comp: error: " + strings.TrimPrefix(tc.want, "0:0: ")
			} else {
				i := strings.Index(want, ": ")
				want = want[:i] + ": error: " + want[i+2:]
			}
			if got != want {
				t.Errorf("got  %s\nwant %s\nall:\n%s", got, want, diagText(diags))
			}
		})
	}
}

// TestNoPanic checks arbitrary fragments (bad ones included) without
// panicking.
func TestNoPanic(t *testing.T) {
	frags := []string{
		"int a = b + ;", "vec4 v = vec4(;", "x.y.z = 1;", "int a[] ;", "float f = 1.0 / 0.0;",
		"int x = 1 << 40;", "S s;", "mat2 m = mat2(vec3(1.0));", "int a[2]; a.length = 3;",
		"for (;;) {}", "while (true) break;", "uint u = -1;", "int i = int(1e30);",
	}
	for _, f := range frags {
		check(t, "frag.comp", body(f), Options{})
	}
}
