// Package pp is the GLSL 4.60 / ESSL 3.20 preprocessor of glslc-nv. It
// turns the bytes of a shader (and the files it #includes) into the
// preprocessed token stream the parser reads: it removes comments and line
// continuations, expands object- and function-like macros (with ## pasting,
// argument pre-expansion and the "painted blue" recursion guard), evaluates
// #if/#ifdef/#ifndef/#elif/#else/#endif, handles #define, #undef, #error,
// #pragma, #line, #version, #extension and, when GL_GOOGLE_include_directive
// is enabled, #include. It records the version, the extension directives
// (with the token index they take effect at) and the pragmas for the later
// stages, and prints the -E text in the form glslangValidator -E uses.
//
// Positions. Lines and columns are 1-based byte positions in the file the
// token comes from; tab counts as one column. A token produced by a macro
// expansion is reported at the macro name of the outermost invocation. A
// token of an #included file names that file as the includer wrote it,
// joined to the includer's folder ("./inc/a.h" for #include "inc/a.h" in
// main.comp), or the -I folder it was found in. After "#line N" the next
// line is numbered N; after "#line N S" positions also name S (the source
// string number, in decimal) as their file, because that is what such a
// directive asks for and what glslang reports; __FILE__ then gives S.
// __FILE__ is 0 until then; an included file inherits its includer's value
// (glslang yields a file name string there, which GLSL has no token for).
// With GL_GOOGLE_cpp_style_line_directive, "#line N "name"" makes
// positions name that file. __LINE__ in a macro argument spread over lines
// gives the argument's own line, as in glslang.
//
// #include "f" searches the includer's folder, then Options.IncludeDirs in
// order; #include <f> searches only IncludeDirs. Including a file that is
// still open (a cycle) is an error, as is nesting more than 64 files.
//
// Macro semantics follow C99: empty arguments (F() passes one empty
// argument to a one-parameter F), placemarkers for ## with empty operands,
// ## may form any valid token, defined(__LINE__) is true, and a directive
// inside macro arguments is an error but still takes effect. #if arithmetic
// is 32-bit and wraps, as in glslang; it takes the C operators including ?:
// (not ^^), integer suffixes, and skips division-by-zero errors in operands
// that are not evaluated (0 && 1/0). An undefined name in #if is 0, and an
// error in the es profile.
//
// Deviations from glslang, on purpose: the points above where C and glslang
// differ; an unsupported extension with "require" and "#extension all :
// enable|require" are errors (the GLSL specification's rule; glslang -E is
// silent); redefining or undefining any predefined macro is an error
// (glslang only warns for __VERSION__ and friends); GL_es_profile is defined
// for es shaders; "1abc" is one invalid token; a UTF-8 byte order mark is
// skipped; #pragma tokens keep their spacing in the -E text; errors do not
// stop preprocessing (glslang stops at the first one). String literals
// (GL_EXT_debug_printf) become one Bad token with an error, because package
// token has no kind for them yet.
//
// Preprocess never panics and always terminates: macro expansion, argument
// nesting, #if nesting and #include depth are bounded and report an error
// when exceeded.
package pp
