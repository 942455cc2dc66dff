package ir

import "fmt"

// Error is what a back end (lower, lower/nvasm) reports when it cannot
// express a construct of a module: the message and the source position of
// the node it was lowering. Every back-end error is one, so that the
// driver renders them as it renders the checker's diagnostics.
type Error struct {
	// File is the name of the source file Pos is in (Module.Files), ""
	// when the module names none.
	File string
	Pos  Pos
	// Msg is the message, without a position or a package name.
	Msg string
}

func (e *Error) Error() string {
	switch {
	case e.Pos.Known():
		return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Pos.Line, e.Pos.Col, e.Msg)
	case e.File != "":
		return e.File + ": " + e.Msg
	}
	return e.Msg
}

// FileName is the name of the file of p in m ("" when m names none).
func (m *Module) FileName(p Pos) string {
	if p.File >= 0 && p.File < len(m.Files) {
		return m.Files[p.File]
	}
	return ""
}
