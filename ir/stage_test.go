package ir

import (
	"strings"
	"testing"
)

func TestStageNames(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range Stages {
		n := s.String()
		if n == "" || strings.HasPrefix(n, "Stage(") || seen[n] {
			t.Errorf("stage %d has name %q (empty, unnamed or repeated)", s, n)
		}
		seen[n] = true
	}
	if Stage(0) != Compute {
		t.Errorf("the zero Stage is %v, want compute", Stage(0))
	}
}
