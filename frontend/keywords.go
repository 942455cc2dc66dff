package frontend

import "github.com/glslc-nv/glslc-nv/frontend/parser"

// Which words are keywords depends on the language version (GLSL 4.60
// §3.6, ESSL 3.20 §3.7): a word is a keyword from the version that
// introduced it on; before that it is an identifier, or a reserved word
// (an error to use) where the specification reserves it.

// kw describes one keyword.
type kw struct {
	tok     int   // parser token type
	desktop int16 // first desktop GLSL version with the keyword; 0: never
	es      int16 // first ESSL version with the keyword; 0: never
	flags   kwFlags
}

type kwFlags uint8

const (
	// vulkanOnly keywords exist only when compiling for Vulkan (the
	// separate texture and sampler types), so texture2D stays a function
	// name in OpenGL shaders.
	vulkanOnly kwFlags = 1 << iota
	// extType marks the sized arithmetic types of the GL_EXT_shader_*
	// extensions and GL_ARB_gpu_shader_int64 (float16_t, int64_t, ...).
	// They are keywords whatever extensions are enabled, so that sema can
	// say which extension a use needs; they are never reserved words.
	extType
	// esRemoved keywords stop being keywords in ESSL 3.00 and become
	// reserved (attribute, varying).
	esRemoved
)

// reserved lists the words both specifications reserve for future use.
var reserved = map[string]bool{}

func init() {
	for _, w := range []string{
		"common", "partition", "active", "asm", "class", "union", "enum",
		"typedef", "template", "this", "resource", "goto", "inline",
		"noinline", "public", "static", "extern", "external", "interface",
		"long", "short", "half", "fixed", "unsigned", "superp", "input",
		"output", "hvec2", "hvec3", "hvec4", "fvec2", "fvec3", "fvec4",
		"filter", "sizeof", "cast", "namespace", "using", "sampler3DRect",
	} {
		reserved[w] = true
	}
}

var keywords = map[string]kw{}

func add(tok int, desktop, es int16, flags kwFlags, words ...string) {
	for _, w := range words {
		keywords[w] = kw{tok: tok, desktop: desktop, es: es, flags: flags}
	}
}

// prefixed returns p+s for each suffix s.
func prefixed(p string, suffixes ...string) []string {
	out := make([]string, len(suffixes))
	for i, s := range suffixes {
		out[i] = p + s
	}
	return out
}

var (
	vecN  = []string{"vec2", "vec3", "vec4"}
	matNM = []string{"mat2x2", "mat2x3", "mat2x4", "mat3x2", "mat3x3", "mat3x4", "mat4x2", "mat4x3", "mat4x4"}
	matN  = []string{"mat2", "mat3", "mat4"}
)

func init() {
	const (
		T  = parser.GLSLParserTYPE
		Q  = parser.GLSLParserQUALIFIER
		PQ = parser.GLSLParserPRECISION_QUALIFIER
	)

	// Statement and declaration keywords.
	add(parser.GLSLParserSTRUCT, 110, 100, 0, "struct")
	add(parser.GLSLParserIF, 110, 100, 0, "if")
	add(parser.GLSLParserELSE, 110, 100, 0, "else")
	add(parser.GLSLParserWHILE, 110, 100, 0, "while")
	add(parser.GLSLParserDO, 110, 100, 0, "do")
	add(parser.GLSLParserFOR, 110, 100, 0, "for")
	add(parser.GLSLParserCONTINUE, 110, 100, 0, "continue")
	add(parser.GLSLParserBREAK, 110, 100, 0, "break")
	add(parser.GLSLParserRETURN, 110, 100, 0, "return")
	add(parser.GLSLParserDISCARD, 110, 100, 0, "discard")
	add(parser.GLSLParserBOOLCONSTANT, 110, 100, 0, "true", "false")
	add(parser.GLSLParserSWITCH, 130, 300, 0, "switch")
	add(parser.GLSLParserCASE, 130, 300, 0, "case")
	add(parser.GLSLParserDEFAULT, 130, 300, 0, "default")
	add(parser.GLSLParserLAYOUT, 140, 300, 0, "layout")
	add(parser.GLSLParserPRECISION, 130, 100, 0, "precision")
	add(parser.GLSLParserSHARED, 430, 310, 0, "shared")

	// Qualifiers.
	add(Q, 110, 100, 0, "const", "uniform", "in", "out", "inout")
	add(Q, 110, 100, esRemoved, "attribute", "varying")
	add(Q, 120, 100, 0, "invariant")
	add(Q, 120, 300, 0, "centroid")
	add(Q, 130, 300, 0, "flat", "smooth")
	add(Q, 130, 0, 0, "noperspective")
	add(Q, 400, 320, 0, "patch", "sample", "precise")
	add(Q, 430, 310, 0, "buffer")
	add(Q, 420, 310, 0, "coherent", "volatile", "restrict", "readonly", "writeonly")
	// GL_KHR_memory_scope_semantics.
	add(Q, 450, 310, 0, "devicecoherent", "queuefamilycoherent", "workgroupcoherent",
		"subgroupcoherent", "nonprivate")
	add(PQ, 130, 100, 0, "highp", "mediump", "lowp")
	// GL_EXT_spirv_intrinsics: keywords in every version, so sema can say
	// the extension is needed (glslang makes them keywords only while it
	// is enabled).
	add(parser.GLSLParserSPIRV_QUALIFIER, 110, 100, extType, "spirv_instruction",
		"spirv_execution_mode", "spirv_execution_mode_id", "spirv_decorate",
		"spirv_decorate_id", "spirv_decorate_string", "spirv_storage_class",
		"spirv_by_reference", "spirv_literal")

	// Basic types.
	add(T, 110, 100, 0, "void", "bool", "int", "float")
	add(T, 110, 100, 0, vecN...)
	add(T, 110, 100, 0, prefixed("b", vecN...)...)
	add(T, 110, 100, 0, prefixed("i", vecN...)...)
	add(T, 110, 100, 0, matN...)
	add(T, 120, 300, 0, matNM...)
	add(T, 130, 300, 0, "uint")
	add(T, 130, 300, 0, prefixed("u", vecN...)...)
	add(T, 400, 0, 0, "double")
	add(T, 400, 0, 0, prefixed("d", vecN...)...)
	add(T, 400, 0, 0, prefixed("d", matN...)...)
	add(T, 400, 0, 0, prefixed("d", matNM...)...)
	add(T, 420, 310, 0, "atomic_uint")

	// Sized arithmetic types from extensions.
	for _, p := range []string{"float16", "float32", "float64"} {
		add(T, 130, 310, extType, p+"_t")
		add(T, 130, 310, extType, prefixed("f"+p[5:], vecN...)...)
		add(T, 130, 310, extType, prefixed("f"+p[5:], matN...)...)
		add(T, 130, 310, extType, prefixed("f"+p[5:], matNM...)...)
	}
	for _, n := range []string{"8", "16", "32", "64"} {
		add(T, 130, 310, extType, "int"+n+"_t", "uint"+n+"_t")
		add(T, 130, 310, extType, prefixed("i"+n, vecN...)...)
		add(T, 130, 310, extType, prefixed("u"+n, vecN...)...)
	}

	// GL_KHR_cooperative_matrix's parameterized type (a keyword whatever
	// extensions are enabled, like the sized types, so sema can say the
	// extension is needed).
	add(T, 450, 320, extType, "coopmat", "tensorLayoutNV", "tensorViewNV")
	// GL_EXT_ray_query's types (sema checks the extension).
	add(T, 460, 320, extType, "accelerationStructureEXT", "rayQueryEXT")
	// GL_EXT_bfloat16, GL_EXT_float_e4m3, GL_EXT_float_e5m2, GL_EXT_float_e2m1.
	for _, p := range []string{"bf16", "fe4m3", "fe5m2", "fe2m1"} {
		add(T, 450, 320, extType, prefixed(p, vecN...)...)
	}
	add(T, 450, 320, extType, "bfloat16_t", "floate4m3_t", "floate5m2_t", "floate2m1_t")

	// Samplers. g is "", "i" or "u".
	for _, g := range []string{"", "i", "u"} {
		s := g + "sampler"
		add(T, 110, 300, 0, s+"3D")
		add(T, 110, 0, 0, s+"1D")
		add(T, 130, 0, 0, s+"1DArray")
		add(T, 130, 300, 0, s+"2DArray")
		add(T, 140, 0, 0, s+"2DRect")
		add(T, 140, 320, 0, s+"Buffer")
		add(T, 150, 310, 0, s+"2DMS")
		add(T, 150, 320, 0, s+"2DMSArray")
		add(T, 400, 320, 0, s+"CubeArray")
		if g == "" {
			add(T, 110, 100, 0, "sampler2D", "samplerCube")
		} else {
			add(T, 130, 300, 0, s+"2D", s+"Cube")
		}
		img := g + "image"
		add(T, 420, 310, 0, img+"2D", img+"3D", img+"Cube", img+"2DArray")
		add(T, 420, 320, 0, img+"Buffer", img+"CubeArray")
		add(T, 420, 0, 0, img+"1D", img+"1DArray", img+"2DRect", img+"2DMS", img+"2DMSArray")
		tex := g + "texture"
		add(T, 110, 100, vulkanOnly, tex+"1D", tex+"2D", tex+"3D", tex+"Cube", tex+"2DRect",
			tex+"1DArray", tex+"2DArray", tex+"Buffer", tex+"2DMS", tex+"2DMSArray", tex+"CubeArray")
		sub := g + "subpassInput"
		add(T, 110, 100, vulkanOnly, sub, sub+"MS")
	}
	// GL_EXT_shader_image_int64's images (sema checks the extension)
	for _, g := range []string{"i64", "u64"} {
		img := g + "image"
		add(T, 130, 310, extType, img+"1D", img+"2D", img+"3D", img+"Cube", img+"2DRect", img+"Buffer",
			img+"1DArray", img+"2DArray", img+"CubeArray", img+"2DMS", img+"2DMSArray")
	}
	add(T, 110, 0, 0, "sampler1DShadow")
	add(T, 110, 300, 0, "sampler2DShadow")
	add(T, 130, 300, 0, "samplerCubeShadow", "sampler2DArrayShadow")
	add(T, 130, 0, 0, "sampler1DArrayShadow")
	add(T, 140, 0, 0, "sampler2DRectShadow")
	add(T, 400, 320, 0, "samplerCubeArrayShadow")
	add(T, 110, 100, vulkanOnly, "sampler", "samplerShadow")
}

// wordKind is what a word is in one language version.
type wordKind uint8

const (
	wordIdent wordKind = iota
	wordKeyword
	wordReserved
)

// lang is the language a token source classifies words for.
type lang struct {
	version int
	es      bool
	vulkan  bool
}

// classify returns what word is in l and its token type if it is a
// keyword here or, for a reserved word, elsewhere.
func (l lang) classify(word string) (wordKind, int) {
	k, ok := keywords[word]
	if !ok {
		if reserved[word] {
			return wordReserved, 0
		}
		return wordIdent, 0
	}
	if k.flags&vulkanOnly != 0 && !l.vulkan {
		return wordIdent, 0
	}
	since := k.desktop
	if l.es {
		since = k.es
	}
	switch {
	case l.es && k.flags&esRemoved != 0 && l.version >= 300:
		return wordReserved, k.tok
	case since != 0 && l.version >= int(since):
		return wordKeyword, k.tok
	case k.flags&extType != 0:
		return wordIdent, 0
	case l.es:
		// ESSL reserves the desktop-only keywords and those of later
		// ESSL versions (precise in 3.10, for one).
		return wordReserved, k.tok
	}
	return wordIdent, 0
}
