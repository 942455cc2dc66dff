package conformance

import (
	"fmt"
	"strings"
)

// Summary is the outcome of running several scripts.
type Summary struct {
	Reports []*Report `json:"reports"`
	Passed  int       `json:"passed"`
	Failed  int       `json:"failed"`
	Skipped int       `json:"skipped"`
	// Engine names the interpreter engine of the runs ("fast" or
	// "reference"); empty for a Vulkan device.
	Engine string `json:"engine,omitempty"`
}

// Add counts a report in the summary.
func (s *Summary) Add(r *Report) {
	s.Reports = append(s.Reports, r)
	switch r.Status {
	case Pass:
		s.Passed++
	case Fail:
		s.Failed++
	default:
		s.Skipped++
	}
}

// String prints every report, the line "interpreter: E engine" when the
// runs were on the interpreter, and ends with the line
// "N passed, N failed, N skipped".
func (s *Summary) String() string {
	var b strings.Builder
	for _, r := range s.Reports {
		b.WriteString(r.String())
	}
	if s.Engine != "" {
		fmt.Fprintf(&b, "interpreter: %s engine\n", s.Engine)
	}
	fmt.Fprintf(&b, "%d passed, %d failed, %d skipped\n", s.Passed, s.Failed, s.Skipped)
	return b.String()
}

// RunFile parses and runs one script; a parse error makes a failed report.
func RunFile(path string, opts RunOptions) *Report {
	s, err := ParseFile(path)
	if err != nil {
		return &Report{File: path, Status: Fail, Reason: err.Error()}
	}
	return s.Run(opts)
}

// RunFiles runs scripts one after the other.
func RunFiles(paths []string, opts RunOptions) *Summary {
	s := &Summary{}
	for _, p := range paths {
		s.Add(RunFile(p, opts))
	}
	return s
}
