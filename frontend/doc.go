// Package frontend turns GLSL source into an AST: Parse runs the
// preprocessor (frontend/pp), then parses its tokens with the hand-written
// fast path or, when that gives up, the ANTLR-generated parser
// (frontend/parser), building the tree (frontend/ast).
//
// It owns the pieces between those packages:
//
//   - the token source, which maps preprocessed tokens to the parser's token
//     types: identifiers become keywords, reserved words (reported) or
//     identifiers according to the language version (GLSL 4.60 §3.6, ESSL
//     3.20 §3.7), and every token keeps the preprocessor's position;
//   - the symbol table the parser's type-name predicate consults, which is
//     what tells `S x;` (a declaration, S a struct) from `a * b;` (an
//     expression);
//   - the fast path (fastparse.go): a hand-written parser of the same grammar
//     that builds the AST directly for input without diagnostics and gives
//     up at anything else, leaving it to ANTLR's parser (grammar_test.go
//     keeps the two, and build.go, in step: grammar/README.md);
//   - two-stage parsing: SLL prediction first, stopping at the first error;
//     only when that fails, a second parse with full LL prediction and
//     ANTLR's error recovery, which reports every syntax error;
//   - syntax error messages ("syntax error: unexpected 'foo', expecting ';'"),
//     with positions, in source order, capped by the diagnostics list's
//     error limit;
//   - the AST builder, which applies operator precedence to the parser's flat
//     operator lists, reads literals, recognizes constructors and .length(),
//     and reports what the grammar lets through on purpose.
//
// Parse never panics and always returns a tree; after syntax errors the tree
// is partial (see ast.BadExpr).
package frontend
