//go:build glslc_nv_antlr_only

package frontend

// Built with -tags glslc_nv_antlr_only, every Parse skips the fast path:
// a build of the whole compiler whose front end is ANTLR's parser alone,
// for measuring what the fast path saves (bench/parsers.sh).
func init() { antlrOnly = true }
