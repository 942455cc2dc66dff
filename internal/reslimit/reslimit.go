package reslimit

import (
	"fmt"
	"strconv"
	"strings"
)

// Set holds a value for every limit; the zero Set is not valid: start from
// Defaults.
type Set map[string]int

// Defaults returns a new Set of every limit at its default.
func Defaults() Set {
	s := make(Set, len(All))
	for _, l := range All {
		s[l.Name] = l.Default
	}
	return s
}

// Get returns the value of a named limit (the default when s is nil).
func (s Set) Get(name string) int {
	if v, ok := s[name]; ok {
		return v
	}
	for _, l := range All {
		if l.Name == name {
			return l.Default
		}
	}
	panic("reslimit: unknown limit " + name) // a misspelt name in the compiler
}

// Known reports whether name is a limit.
func Known(name string) bool {
	for _, l := range All {
		if l.Name == name {
			return true
		}
	}
	return false
}

// ignored are the settings glslang's old limit files carry that are not
// limits (its TLimits booleans); glslc accepts them with a value and drops
// them.
var ignored = map[string]bool{
	"nonInductiveForLoops": true, "whileLoops": true, "doWhileLoops": true,
	"generalUniformIndexing": true, "generalAttributeMatrixVectorIndexing": true,
	"generalVaryingIndexing": true, "generalSamplerIndexing": true,
	"generalVariableIndexing": true, "generalConstantMatrixVectorIndexing": true,
}

// Apply reads settings as glslc's -flimit and -flimit-file take them: limit
// names each followed by an integer, separated by white space; a later
// setting of the same limit wins. On an error s is left unchanged and the
// message is glslc's.
func (s Set) Apply(text string) error {
	fields := strings.Fields(text)
	pending := map[string]int{}
	known := map[string]bool{}
	for _, l := range All {
		known[l.Name] = true
	}
	for i := 0; i < len(fields); i += 2 {
		name := fields[i]
		if !ignored[name] && !known[name] {
			return fmt.Errorf("invalid resource limit: %s", name)
		}
		if i+1 >= len(fields) {
			return fmt.Errorf("missing value after limit: %s", name)
		}
		v, err := parseInt(fields[i+1])
		if err != nil {
			return fmt.Errorf("invalid integer: %s", fields[i+1])
		}
		if !ignored[name] {
			pending[name] = v
		}
	}
	for k, v := range pending {
		s[k] = v
	}
	return nil
}

// parseInt reads a decimal int as C++'s istream >> int does when the whole
// token must be consumed: an optional sign, digits, within 32 bits.
func parseInt(tok string) (int, error) {
	t := tok
	if t != "" && (t[0] == '+' || t[0] == '-') {
		t = t[1:]
	}
	if t == "" || strings.TrimLeft(t, "0123456789") != "" {
		return 0, fmt.Errorf("not an integer")
	}
	v, err := strconv.ParseInt(tok, 10, 32)
	return int(v), err
}

// Show is the text of glslc --show-limits: each limit and its value in s,
// one to a line.
func (s Set) Show() string {
	var b strings.Builder
	for _, l := range All {
		fmt.Fprintf(&b, "%s %d\n", l.Name, s.Get(l.Name))
	}
	return b.String()
}
