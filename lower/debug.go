package lower

import (
	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// maxStringBytes keeps OpSource under the 65535-word instruction limit.
const maxStringBytes = 4 * 60000

// debugSource emits, when Debug is set, OpString per source file,
// OpSourceExtension per enabled extension and OpSource with the main file
// and its text; otherwise only OpSource with the language and version.
func (l *lowerer) debugSource() {
	m := l.m
	version := uint32(m.Version)
	if version == 0 {
		version = 450
	}
	lang := spirv.SourceLanguageGLSL
	if m.ES {
		lang = spirv.SourceLanguageESSL
	}
	if !l.opts.Debug {
		l.b.Source(lang, version, 0, "")
		return
	}
	for _, f := range m.Files {
		l.files = append(l.files, l.b.DebugString(f))
	}
	for _, e := range m.Extensions {
		l.b.SourceExtension(e)
	}
	var file uint32
	if len(l.files) > 0 {
		file = l.files[0]
	}
	text := m.Source
	if len(text) > maxStringBytes {
		text = text[:maxStringBytes] // the builder has no OpSourceContinued
	}
	l.b.Source(lang, version, file, text)
}

// builtinVarCaps adds what a built-in input variable needs.
func (l *lowerer) builtinVarCaps(g *ir.Global) {
	l.builtinCaps(g.Builtin, g.Name)
}
