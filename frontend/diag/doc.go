// Package diag owns source positions and diagnostics: the error and warning
// records every stage of glslc-nv produces, their text form
// ("file:line:col: error: message" followed by the source line and a caret, as
// clang prints them) and their JSON form (-fdiagnostics-format=json).
package diag
