package driver

import (
	"strings"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/ir"
)

// StageMode says whether a #pragma shader_stage(...) in the source may set
// the stage of a GLSL compile, as glslc lets it.
type StageMode int

const (
	// StageForced: Options.Stage is the stage (the user named it, as
	// -fshader-stage does); a pragma is ignored.
	StageForced StageMode = iota
	// StageDefault: Options.Stage came from the file's name; a pragma
	// overrides it.
	StageDefault
	// StageFromSource: no stage is known; the source must name it with a
	// pragma, or Result.NoStage is set.
	StageFromSource
)

// pragmaStages are the names #pragma shader_stage takes (shaderc's
// MapStageNameToLanguage).
var pragmaStages = map[string]ir.Stage{
	"vertex": ir.Vertex, "fragment": ir.Fragment, "tesscontrol": ir.TessControl,
	"tesseval": ir.TessEvaluation, "geometry": ir.Geometry, "compute": ir.Compute,
	"raygen": ir.RayGen, "intersect": ir.Intersection, "anyhit": ir.AnyHit,
	"closest": ir.ClosestHit, "miss": ir.Miss, "callable": ir.Callable,
	"task": ir.Task, "mesh": ir.Mesh,
}

// pragmaStage applies glslc's #pragma shader_stage rules to a parsed
// source: the first such pragma names the stage, must come before any
// code, must name a known stage, and every later one must name the same.
// ok is false when there was no such pragma; errors go to diags.
func pragmaStage(tu *ast.TranslationUnit, diags *diag.List) (stage ir.Stage, ok bool) {
	var first *ast.Pragma
	var firstName string
	for _, p := range tu.Pragmas {
		text := strings.TrimSpace(p.Text)
		rest, found := strings.CutPrefix(text, "shader_stage")
		if !found {
			continue
		}
		name := strings.Trim(strings.TrimSpace(rest), "()")
		name = strings.TrimSpace(name)
		if first == nil {
			first, firstName = p, name
			if !p.Early {
				diags.Errorf(p.Loc, "the first 'shader_stage' #pragma must appear before any non-preprocessing code")
			}
			s, known := pragmaStages[name]
			if !known {
				diags.Errorf(p.Loc, "invalid stage for 'shader_stage' #pragma: '%s'", name)
			}
			stage = s
			continue
		}
		if name != firstName {
			diags.Errorf(p.Loc, "conflicting stages for 'shader_stage' #pragma: '%s' (was '%s' at %s:%d)", name, firstName, first.Loc.File, first.Loc.Line)
		}
	}
	return stage, first != nil
}

// compiledStages are the stages the compiler compiles; the others are
// refused with a positioned error.
var compiledStages = map[ir.Stage]bool{ir.Compute: true, ir.Vertex: true, ir.Fragment: true,
	ir.TessControl: true, ir.TessEvaluation: true, ir.Geometry: true}

// CompiledStages names the compiled stages in prose, in ir.Stages order
// ("compute, vertex and fragment").
func CompiledStages() string {
	var names []string
	for _, s := range ir.Stages {
		if compiledStages[s] {
			names = append(names, s.String())
		}
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
