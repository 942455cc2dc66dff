package frontend

import (
	"fmt"
	"sort"

	"github.com/antlr4-go/antlr/v4"

	"github.com/glslc-nv/glslc-nv/frontend/diag"
)

// errorSink gathers the errors of parsing (from the token source, the
// parser and the AST builder, which find them in that order) and hands
// them to the diagnostics list in token order, so a file's errors read
// from top to bottom.
type errorSink struct {
	file  string
	diags *diag.List
	items []sinkItem
	// overflow records that parsing stopped at the error limit with input
	// left, so the list must say that errors were dropped.
	overflow bool
}

type sinkItem struct {
	key int // index of the token the error is about
	pos diag.Pos
	msg string
}

// errorf records an error about token t.
func (s *errorSink) errorf(t antlr.Token, format string, args ...any) {
	key := -1
	if t != nil {
		key = t.GetTokenIndex()
	}
	s.add(key, tokenPos(t, s.file), fmt.Sprintf(format, args...))
}

func (s *errorSink) add(key int, pos diag.Pos, msg string) {
	if key < 0 {
		key = int(^uint(0) >> 1)
	}
	// One error a place: a second one is a consequence of the first.
	for _, it := range s.items {
		if it.pos == pos {
			return
		}
	}
	for _, d := range s.diags.Diags {
		if d.Severity == diag.Error && d.Pos == pos {
			return
		}
	}
	s.items = append(s.items, sinkItem{key, pos, msg})
}

// full reports whether the errors gathered reach the list's error limit.
func (s *errorSink) full() bool {
	lim := s.diags.Limit
	if lim == 0 {
		lim = diag.DefaultErrorLimit
	}
	return lim > 0 && s.diags.ErrorCount()+len(s.items) >= lim
}

// flush moves the gathered errors to the list.
func (s *errorSink) flush() {
	sort.SliceStable(s.items, func(i, j int) bool { return s.items[i].key < s.items[j].key })
	for _, it := range s.items {
		s.diags.Errorf(it.pos, "%s", it.msg)
	}
	s.items = nil
	if s.overflow && !s.diags.Truncated() {
		// Goes over the limit: the list drops it and marks itself
		// truncated.
		s.diags.Errorf(diag.Pos{File: s.file}, "too many errors")
	}
}
