// Package ir is the typed, structured intermediate representation between
// sema and the back ends (lower for SPIR-V, lower/nvasm for NVIDIA
// assembly). It is the contract between them: sema produces a Module that
// passes Validate, and back ends rely on the invariants documented here and
// on each node, never on the source AST.
//
// Types (Type) are interned: compare them with ==. Scalars are bool,
// int/uint of 8/16/32/64 bits and float of 16/32/64 bits; vectors have 2..4
// components; matrices are 2..4 columns of float vectors; arrays have a
// constant length, a length given by a specialization constant, or none
// (runtime arrays, last member of a buffer block only). Opaque types
// (ImageOf, Sampler, SampledImageOf) are the types of StorageUniformConstant
// globals only, never of members, locals or values. Explicit layout
// (array strides, member offsets, matrix strides, row/column major) is
// computed by sema for std140/std430/scalar and recorded in the types; lower
// only emits it.
//
// A Module holds specialization constants, globals (buffer, uniform and
// push-constant blocks with set/binding and memory qualifiers; shared and
// private variables; built-in inputs), functions and the entry point (local
// size, possibly from specialization constants, and extra execution modes).
// SPIR-V capabilities and extensions are not stored: lower derives them.
//
// Function bodies are structured: Block, ExprStmt, Store, If, Loop (pre- or
// post-tested, with a continue block), Switch (with fall-through), Break,
// Continue, Return, and Printf (debugPrintf: a format string and value
// arguments; an effect no pass removes). Expressions are trees of typed nodes. The central rules:
//
//   - Values and references are distinct. A Ref (GlobalRef, LocalRef,
//     ParamRef, FieldRef, IndexRef, SwizzleRef) denotes memory; Load reads
//     it. Value operands are never Refs; Store targets, Out/InOut call
//     arguments, atomic operands and ArrayLength operands are Refs.
//   - Every operand already has the exact type the node requires: no
//     implicit conversions happen after sema (int + uint is converted by
//     sema; vec * float uses VectorTimesScalar; a scalar in a vector
//     operation is made a vector with Splat).
//   - Each node occurrence is evaluated once, in operand order (left to
//     right; call arguments in order). To use a value twice, store it in a
//     Local (sema adds locals to Function.Locals freely) and use Seq.
//   - Operation kinds are explicit: IAdd vs FAdd, SLess vs ULess vs
//     FOrdLess, SToF vs UToF, ... Validate checks they match the operands.
//   - Built-in functions are BuiltinCall nodes naming a row of package
//     builtins and the resolved overload's identity (ID, a builtins.FuncID:
//     what every back end dispatches on); atomics are Atomic nodes; barriers are BuiltinCalls of the
//     barrier rows (the scoped controlBarrier/memoryBarrier of
//     GL_KHR_memory_scope_semantics carry their scopes and semantics as
//     constant arguments).
//
// How GLSL maps onto the IR (what sema produces):
//
//   - int x = e;          Local x + Store(x, e) where the declaration is.
//   - x += e; x++ (value) Store(ref, Binary(Load(ref), e)); a Seq with a
//     temporary when the old value or an index expression is needed twice.
//     Store evaluates the index expressions of its destination first, then
//     the value.
//   - a.b[i].xy           FieldRef / IndexRef / SwizzleRef on a root Ref,
//     wrapped in Load where read; on an rvalue (f().x, (a+b)[i]) use
//     Extract / DynExtract / Swizzle instead.
//   - buffer B { ... } b; Global{Storage: StorageBuffer, Type: NewBlock(...)}
//     with offsets/strides computed for the block's layout; an anonymous
//     block's members are FieldRefs of its global. GLSL bool members are
//     uint in laid-out types (sema converts with IntToBool / BoolToInt).
//     Assigning between a block struct and the plain struct type is
//     Convert{Op: Relayout}.
//   - shared T s;         Global{Storage: StorageWorkgroup}; plain globals are
//     StoragePrivate (a constant initializer in Init, otherwise Stores at
//     the start of main).
//   - gl_GlobalInvocationID etc.  Module.Builtin(name) (a StorageInput
//     global); gl_WorkGroupSize is the WorkgroupSize node.
//   - layout(constant_id = k) const T n = v;  SpecConst{ID: k, Default: v};
//     const expressions over spec constants are SpecConst{ID: -1, Value: ...};
//     layout(local_size_x_id = k) in; is EntryPoint.LocalSize[0].Spec.
//   - for (init; c; inc) body   init; Loop{Cond: c, Body, Continue: inc}.
//   - do body while (c)         Loop{Body, Cond: c, PostTest: true}.
//   - a && b, a || b, c ? x : y ShortCircuit / Cond (Select when both arms
//     are side-effect free and cheap).
//   - vec3(1.0), v * 2.0, m * v Splat, VectorTimesScalar, MatrixTimesVector.
//   - a == b on aggregates      Binary AggEqual / AggNotEqual.
//   - arr.length()              ArrayLength for runtime arrays; a Const for
//     sized arrays; a SpecRef for spec-sized ones.
//   - atomicAdd(m, v)           Atomic{Op: AtomicAdd, Ref: m, Value: v,
//     Scope: ScopeDevice, Semantics: 0} (the table row's
//     Lowering.Atomic names the op); atomicCompSwap with scope arguments
//     also sets SemanticsUnequal.
//   - layout(binding = 1, rgba8) uniform writeonly image2D img;
//     Global{Storage: StorageUniformConstant, Type: ImageOf(Float32,
//     ImageDesc{Dim: Dim2D, Use: ImageStorage, Format: the texel.Format of rgba8}),
//     Access: WriteOnly}.
//     Blocks of one kind may share a set/binding (aliasing).
//   - barrier(), sin(x), subgroupAdd(x) ...  BuiltinCall of the table row,
//     ID builtins.FnBarrier, FnSin, FnSubgroupAdd ...
//   - debugPrintfEXT("i=%u v=%v2f", i, v)  (GL_EXT_debug_printf)
//     Printf{Format: "i=%u v=%v2f", Args: [Load(i), Load(v)]}, a statement;
//     in an expression position (a comma operand, a for-loop increment) it
//     is a void Seq holding it. Format is the string with escapes
//     resolved; sema checked the conversions against the arguments.
//
// Print renders a module as text for golden tests; Inspect walks trees;
// the helpers in build.go (RefLocal, Ld, Bin, Cons, CallBuiltin, Blk, For,
// ...) keep hand-written IR short.
package ir
