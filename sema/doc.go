// Package sema is the semantic checker of glslc-nv: it reads the syntax tree
// of a GLSL shader of a compiled stage (package frontend/ast) and produces the typed,
// structured IR (package ir) that the back ends lower.
//
// Check owns everything between parsing and the IR: scopes and
// declarations (globals, locals, functions with prototypes and overloads,
// structs, interface blocks, shared variables, constants and specialization
// constants, the local size), the type system (scalars of every width the
// explicit arithmetic types extensions allow, vectors, matrices, arrays,
// structs), block layouts (std140, std430, scalar, with offset, align and
// row_major; the rules themselves are internal/layout's), implicit conversions and overload resolution (GLSL 4.60
// §4.1.10 and §6.1), constant folding, statement rules, extension gating
// by the position of #extension directives (with a warning at each use of
// an extension enabled with "warn"), and the built-in variables and
// functions of the declarative table in ir/builtins.
//
// Like go/types, the checker never changes the tree and keeps what it
// learns in its own tables; it reports every problem with a position to a
// diag.List, keeps going, and never panics on a tree the parser can
// produce (partial trees after syntax errors included).
//
// Files by concern: check.go (entry point, options, extensions), scope.go
// (symbols), types.go (type names, structs, array sizes), layout.go
// (explicit layout), qual.go (layout and memory qualifiers), conv.go
// (conversions), consts.go (folding, through ir/constfold), operand.go (checked expressions),
// expr.go, ops.go, access.go (indexing, fields, swizzles, length()),
// construct.go (calls and constructors), overload.go (user functions and
// §6.1 resolution), builtins.go (built-in variables and functions), atomics.go, binding.go (bindings: glslc's bases, automatic bindings of the live resources)
// (GL_KHR_memory_scope_semantics atomics and barriers), printf.go
// (debugPrintf of GL_EXT_debug_printf, its format check, and the rule that
// string literals appear only as its format), opaque.go (image,
// texture and sampler uniforms), image.go (image built-ins), bufref.go
// (buffer references), coopmat.go (GL_KHR_cooperative_matrix), longvector.go
// (GL_EXT_long_vector's vector<T, N>),
// coopmat_tensor.go (GL_NV_cooperative_matrix2's tensor layouts and views
// and its matrix functions), smallfloat.go (bfloat16 and the 8-bit
// floats), spirvintr.go (GL_EXT_spirv_intrinsics' spirv_instruction),
// decl.go and block.go (declarations), funcs.go (functions, entry point,
// recursion), stmt.go, stage.go (the graphics stages' interface: user
// inputs and outputs and their locations, built-in rows per stage and their
// redeclarations, fragment modes) and geomtess.go (geometry and
// tessellation: primitive layouts, per-vertex arrays, gl_in[] and gl_out[]),
// rayquery.go (GL_EXT_ray_query: its types, functions and misuse errors),
// derivgroup.go (compute shader derivative groups). TestFileListsComplete (internal/deps) checks
// that this list names every file.
package sema
