package diag

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// Pos is a position in a source file. Line and Col are 1-based; a zero Line
// means the position is unknown (the diagnostic then names only the file, or
// nothing).
type Pos struct {
	File string `json:"file"`
	Line int    `json:"line"`
	Col  int    `json:"column"`
}

// IsValid reports whether p names a line.
func (p Pos) IsValid() bool { return p.Line > 0 }

func (p Pos) String() string {
	switch {
	case p.Line == 0 && p.File == "":
		return ""
	case p.Line == 0:
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
	for i := 1; i < line; i++ {
		j := strings.IndexByte(src, '\n')
		if j < 0 {
			return "", false
		}
		src = src[j+1:]
	}
	if j := strings.IndexByte(src, '\n'); j >= 0 {
		src = src[:j]
	}
	return strings.TrimSuffix(src, "\r"), true
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
	if f == JSON {
		return printJSON(w, l)
	}
	var b strings.Builder
	warnings := 0
	for _, d := range l.Diags {
		if d.Severity == Warning {
			warnings++
		}
		b.WriteString(d.String())
		b.WriteByte('\n')
		if src != nil && d.Pos.IsValid() {
			if line, ok := src.Line(d.Pos.File, d.Pos.Line); ok {
				b.WriteString(line)
				b.WriteByte('\n')
				b.WriteString(caret(line, d.Pos.Col))
				b.WriteByte('\n')
			}
		}
	}
	if l.truncated {
		fmt.Fprintf(&b, "error: too many errors, stopping after %d\n", l.errors)
	}
	if l.errors > 0 || warnings > 0 {
		fmt.Fprintf(&b, "%s generated.\n", counts(l.errors, warnings))
	}
	_, err := io.WriteString(w, b.String())
	return err
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

// caret returns spaces (tabs kept, so the caret lines up in a terminal) up to
// column col of line, then "^".
func caret(line string, col int) string {
	if col < 1 {
		col = 1
	}
	var b strings.Builder
	for i := 0; i < col-1; i++ {
		if i < len(line) && line[i] == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
	}
	b.WriteByte('^')
	return b.String()
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
