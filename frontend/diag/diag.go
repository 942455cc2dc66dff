package diag

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// Pos is a position in a source file. Line and Col are 1-based; a zero Line
// means the position is unknown (the diagnostic then names only the file, or
// nothing).
type Pos struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"column"`
}

// IsValid reports whether p names a line. Line 0 is a line when a column
// is known: "#line 0" numbers the next line 0, as glslang does.
func (p Pos) IsValid() bool { return p.Line > 0 || p.Col > 0 }

func (p Pos) String() string {
	switch {
	case !p.IsValid() && p.File == "":
		return ""
	case !p.IsValid():
		return p.File
	case p.Col == 0:
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Severity orders diagnostics from the least to the most serious.
type Severity int

const (
	Note Severity = iota
	Warning
	Error
)

func (s Severity) String() string {
	switch s {
	case Note:
		return "note"
	case Warning:
		return "warning"
	}
	return "error"
}

// MarshalJSON writes the severity as its name.
func (s Severity) MarshalJSON() ([]byte, error) { return json.Marshal(s.String()) }

// Diagnostic is one message about the input.
type Diagnostic struct {
	Severity Severity `json:"severity"`
	Pos      Pos      `json:"-"`
	Msg      string   `json:"message"`
}

func (d Diagnostic) String() string {
	if s := d.Pos.String(); s != "" {
		return s + ": " + d.Severity.String() + ": " + d.Msg
	}
	return d.Severity.String() + ": " + d.Msg
}

// Error makes a Diagnostic usable as a Go error.
func (d Diagnostic) Error() string { return d.String() }

// DefaultErrorLimit is how many errors a List keeps before it stops
// collecting (and the compilation stops reporting new ones).
const DefaultErrorLimit = 20

// List collects the diagnostics of one compilation. The zero value is ready
// to use, with DefaultErrorLimit.
type List struct {
	Diags []Diagnostic
	// Limit is the number of errors kept; 0 means DefaultErrorLimit and a
	// negative value means no limit.
	Limit int
	// WarningsAsErrors turns every warning into an error (-Werror).
	WarningsAsErrors bool
	// NoWarnings drops warnings (-w).
	NoWarnings bool

	errors    int
	truncated bool
}

func (l *List) limit() int {
	if l.Limit == 0 {
		return DefaultErrorLimit
	}
	return l.Limit
}

// Add appends d, applying -Werror, -w and the error limit.
func (l *List) Add(d Diagnostic) {
	if d.Severity == Warning {
		if l.NoWarnings {
			return
		}
		if l.WarningsAsErrors {
			d.Severity = Error
		}
	}
	if d.Severity == Error {
		if lim := l.limit(); lim > 0 && l.errors >= lim {
			l.truncated = true
			return
		}
		l.errors++
	}
	l.Diags = append(l.Diags, d)
}

// Errorf adds an error at pos.
func (l *List) Errorf(pos Pos, format string, args ...any) {
	l.Add(Diagnostic{Severity: Error, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// Warnf adds a warning at pos.
func (l *List) Warnf(pos Pos, format string, args ...any) {
	l.Add(Diagnostic{Severity: Warning, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// Notef adds a note at pos.
func (l *List) Notef(pos Pos, format string, args ...any) {
	l.Add(Diagnostic{Severity: Note, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

// HasErrors reports whether an error was added (including dropped ones).
func (l *List) HasErrors() bool { return l.errors > 0 || l.truncated }

// ErrorCount is the number of errors kept.
func (l *List) ErrorCount() int { return l.errors }

// Full reports whether the error limit has been reached, so a caller may stop
// early.
func (l *List) Full() bool {
	lim := l.limit()
	return lim > 0 && l.errors >= lim
}

// Truncated reports whether errors were dropped because of the limit.
func (l *List) Truncated() bool { return l.truncated }

// Err returns the first error as a Go error, or nil.
func (l *List) Err() error {
	for _, d := range l.Diags {
		if d.Severity == Error {
			return d
		}
	}
	if l.truncated {
		return fmt.Errorf("too many errors")
	}
	return nil
}

// ListError is the error of a failed compilation: its diagnostics and the
// sources they point into, so that a caller can place them elsewhere (an
// AmberScript runner, in the script). Error is their text form.
type ListError struct {
	List    *List
	Sources Sources
}

func (e *ListError) Error() string {
	var b strings.Builder
	Print(&b, e.List, e.Sources, Text)
	return strings.TrimSpace(b.String())
}

// Sources gives the text of a line of a file, for the caret display. ok is
// false when the line is not known.
type Sources interface {
	Line(file string, line int) (text string, ok bool)
}

// MapSources is a Sources over whole file contents keyed by file name.
type MapSources map[string]string

// Line implements Sources.
func (m MapSources) Line(file string, line int) (string, bool) {
	src, ok := m[file]
	if !ok || line < 1 {
		return "", false
	}
	// Lines end in "\n", "\r\n", "\n\r" or a lone "\r", as the
	// preprocessor's lexer counts them.
	for i := 1; i < line; i++ {
		j := strings.IndexAny(src, "\r\n")
		if j < 0 {
			return "", false
		}
		if j+1 < len(src) && src[j+1] != src[j] && (src[j+1] == '\r' || src[j+1] == '\n') {
			j++
		}
		src = src[j+1:]
	}
	if j := strings.IndexAny(src, "\r\n"); j >= 0 {
		src = src[:j]
	}
	return src, true
}

// Format selects how diagnostics are printed.
type Format int

const (
	Text Format = iota
	JSON
)

// ParseFormat reads a -fdiagnostics-format value.
func ParseFormat(s string) (Format, error) {
	switch s {
	case "text", "":
		return Text, nil
	case "json":
		return JSON, nil
	}
	return Text, fmt.Errorf("unknown diagnostics format %q (want text or json)", s)
}

// Print writes the diagnostics of l to w in the given format. In text form
// each diagnostic with a known line is followed by that line and a caret
// under its column; a summary line says how many errors and warnings there
// were. In JSON form one object holds a "diagnostics" array.
func Print(w io.Writer, l *List, src Sources, f Format) error {
	errors, warnings, err := PrintEach(w, l, src, f)
	if err != nil || f == JSON || errors == 0 && warnings == 0 {
		return err
	}
	_, err = io.WriteString(w, Summary(errors, warnings))
	return err
}

// Summary is the line that ends a text report: "2 errors generated.", "1
// warning and 1 error generated.".
func Summary(errors, warnings int) string {
	return counts(errors, warnings) + " generated.\n"
}

// PrintEach writes the diagnostics of l as Print does, without the summary
// line, and returns the number of errors and warnings it reported (so that
// a caller printing several lists can end with one summary, as glslc does).
func PrintEach(w io.Writer, l *List, src Sources, f Format) (errors, warnings int, err error) {
	for _, d := range l.Diags {
		if d.Severity == Warning {
			warnings++
		}
	}
	errors = l.errors
	if f == JSON {
		return errors, warnings, printJSON(w, l)
	}
	var b strings.Builder
	for _, d := range l.Diags {
		b.WriteString(Escape(d.String()))
		b.WriteByte('\n')
		if src != nil && d.Pos.IsValid() {
			if line, ok := src.Line(d.Pos.File, d.Pos.Line); ok {
				text, mark := render(line, d.Pos.Col)
				b.WriteString(text)
				b.WriteByte('\n')
				b.WriteString(mark)
				b.WriteByte('\n')
			}
		}
	}
	if l.truncated {
		fmt.Fprintf(&b, "error: too many errors, stopping after %d\n", l.errors)
	}
	_, err = io.WriteString(w, b.String())
	return errors, warnings, err
}

func counts(errors, warnings int) string {
	plural := func(n int, word string) string {
		if n == 1 {
			return fmt.Sprintf("1 %s", word)
		}
		return fmt.Sprintf("%d %ss", n, word)
	}
	switch {
	case errors > 0 && warnings > 0:
		return plural(warnings, "warning") + " and " + plural(errors, "error")
	case errors > 0:
		return plural(errors, "error")
	}
	return plural(warnings, "warning")
}

// MaxLineWidth is the widest source line printed whole under a
// diagnostic; a longer one is shown as a window of about this many
// characters around the caret, "..." marking what is left out.
const MaxLineWidth = 160

// Escape returns s with control characters (other than tab) and bytes
// that are not UTF-8 written as \xNN, so that garbage input cannot move
// the cursor or change a terminal's state.
func Escape(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 && c != '\t' || c >= 0x7F {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		b.WriteString(escapeRune(s[i:i+n], r))
		i += n
	}
	return b.String()
}

// escapeRune is the printed form of one character (its bytes text).
func escapeRune(text string, r rune) string {
	if r == utf8.RuneError && len(text) == 1 || r < 0x20 && r != '\t' || r == 0x7F || r >= 0x80 && r < 0xA0 {
		var b strings.Builder
		for i := 0; i < len(text); i++ {
			fmt.Fprintf(&b, "\\x%02x", text[i])
		}
		return b.String()
	}
	return text
}

// A piece is one character of a rendered line: its printed text (an
// escape for a control character) and the padding that moves a caret
// past it (the tab itself for a tab).
type piece struct{ text, pad string }

// splitPieces splits line into its pieces.
func splitPieces(line string) []piece {
	var ps []piece
	for i := 0; i < len(line); {
		r, n := utf8.DecodeRuneInString(line[i:])
		t := escapeRune(line[i:i+n], r)
		pad := "\t"
		if t != "\t" {
			pad = strings.Repeat(" ", utf8.RuneCountInString(t))
		}
		ps = append(ps, piece{t, pad})
		i += n
	}
	return ps
}

// piecesWidth is the columns the pieces take.
func piecesWidth(ps []piece) int {
	w := 0
	for _, p := range ps {
		w += len(p.pad)
	}
	return w
}

// render returns the printed form of a source line and the caret line
// under column col, which counts characters of line (a UTF-8 sequence is
// one column; a byte that is not UTF-8 is one). Control characters are
// escaped (the caret moves past their escapes), tabs are kept in both
// lines so that the caret lines up in a terminal, and a line wider than
// MaxLineWidth is cut to a window around the caret.
func render(line string, col int) (text, mark string) {
	if col < 1 {
		col = 1
	}
	// A long line is cut to the runes that can be shown (at most
	// MaxLineWidth around the caret, each at least one column wide)
	// before it is split, so that a line of millions of characters costs
	// no more than a short one; first is the rune index of the cut's
	// start in the line, total the line's runes.
	at := col - 1 // the piece under the caret (may be past the end)
	total := utf8.RuneCountInString(line)
	first := 0
	if total > 2*MaxLineWidth+2 {
		first = max(0, min(at, total)-MaxLineWidth/2)
		line = runeSlice(line, first, min(total, first+MaxLineWidth+1))
	}
	ps := splitPieces(line)
	lo, hi := 0, len(ps)
	if first > 0 || total > len(ps) || piecesWidth(ps) > MaxLineWidth {
		lo = max(0, min(at, total)-MaxLineWidth/2) - first
		hi = lo
		for w := 0; hi < len(ps) && w+len(ps[hi].pad) <= MaxLineWidth; hi++ {
			w += len(ps[hi].pad)
		}
	}
	var tb, mb strings.Builder
	if first+lo > 0 {
		tb.WriteString("...")
		mb.WriteString("   ")
	}
	for k := lo; k < hi; k++ {
		tb.WriteString(ps[k].text)
		if first+k < at {
			mb.WriteString(ps[k].pad)
		}
	}
	if first+hi < total {
		tb.WriteString("...")
	}
	for k := total; k < at; k++ {
		mb.WriteByte(' ') // a column past the end of the line
	}
	mb.WriteByte('^')
	return tb.String(), mb.String()
}

// runeSlice is the runes [from, to) of s.
func runeSlice(s string, from, to int) string {
	i, start := 0, len(s)
	for b := range s {
		if i == from {
			start = b
		}
		if i == to {
			return s[start:b]
		}
		i++
	}
	return s[start:]
}

type jsonDiag struct {
	Severity Severity `json:"severity"`
	File     string   `json:"file,omitempty"`
	Line     int      `json:"line,omitempty"`
	Col      int      `json:"column,omitempty"`
	Msg      string   `json:"message"`
}

func printJSON(w io.Writer, l *List) error {
	out := struct {
		Diagnostics []jsonDiag `json:"diagnostics"`
		Errors      int        `json:"errors"`
		Truncated   bool       `json:"truncated,omitempty"`
	}{Diagnostics: []jsonDiag{}, Errors: l.errors, Truncated: l.truncated}
	for _, d := range l.Diags {
		out.Diagnostics = append(out.Diagnostics, jsonDiag{d.Severity, d.Pos.File, d.Pos.Line, d.Pos.Col, d.Msg})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
