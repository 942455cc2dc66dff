// Package opt is glslc-nv's SPIR-V optimiser, the second half of -O: it
// rewrites a module that lower wrote (after ir/opt simplified the IR) into
// a smaller one with the same meaning, as spirv-opt's -O recipe does for
// glslc. It works on any valid logical-addressing shader module, not only
// on lower's output.
//
// The passes, in order, each in its own file:
//
//   - merge return (mergereturn.go): a function other than an entry point
//     that returns from several places, none inside a loop or switch, is
//     wrapped in a one-case switch whose merge block is its only return
//     (the returns become breaks, an OpPhi joins the returned values), so
//     that inlining can copy it;
//   - inlining (inline.go): every call of a function with a single return,
//     in its last block, is replaced by a copy of the callee's blocks
//     (parameters become the arguments, the return value the call's
//     result, the callee's variables move to the caller's first block,
//     its decorations are copied to the new ids);
//   - private to local (private.go): a Private variable only an entry
//     point's function uses becomes a Function variable there, its access
//     chains retyped to Function pointers;
//   - scalar replacement of aggregates (sroa.go): a function variable of
//     struct or array type used only through access chains with a
//     constant first index and whole loads and stores becomes one
//     variable per member, split in turn;
//   - access chain conversion (accesschain.go): loads and stores through
//     constant access chains of a function variable scalar replacement
//     left whole (a vector, a matrix) become whole loads with
//     OpCompositeExtract and OpCompositeInsert;
//   - memory to registers (mem2reg.go): a function variable that is only
//     loaded and stored as a whole becomes SSA values with OpPhi at the
//     joins (Braun et al., "Simple and Efficient Construction of Static
//     Single Assignment Form", 2013), and trivial phis go;
//   - composite folding (composite.go): an extract of a construct,
//     insert, extract or shuffle takes the value it names, and a
//     construct of a value's members in order is that value, so the
//     members nobody reads go in dead code elimination (vector DCE);
//   - value numbering (cse.go): walking the dominator tree, an
//     instruction that computes what a dominating one computed (the same
//     pure operation on the same operands, commutative ones in either
//     order, or a load of the same address in memory the shader cannot
//     write: push constants, uniform blocks, inputs) is replaced by that
//     one's result; decorated instructions take no part;
//   - dead code elimination (dce.go): results nobody uses whose
//     instructions have no effect, functions no entry point reaches, and
//     the types, constants, variables, names and decorations nothing
//     refers to any more (an entry point's interface lists only the
//     variables that remain);
//   - block merging (blocks.go): a block whose only predecessor ends in an
//     unconditional branch to it joins that predecessor when neither is
//     named by a merge instruction.
//
// OpLine and OpNoLine stay with the instructions after them, so -g -O
// keeps the source lines of what survives.
package opt
