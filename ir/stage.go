package ir

import (
	"fmt"

	"github.com/glslc-nv/glslc-nv/ir/builtins"
)

// Stage is the shader stage a module is compiled for. The zero Stage is
// Compute, the stage every compile had before the graphics stages, so a
// caller that names none gets a compute shader.
type Stage uint8

const (
	Compute Stage = iota
	Vertex
	TessControl
	TessEvaluation
	Geometry
	Fragment
	Task // GL_EXT_mesh_shader / GL_NV_mesh_shader task (amplification) stage
	Mesh
	RayGen
	Intersection
	AnyHit
	ClosestHit
	Miss
	Callable
	numStages
)

// Stages lists every stage, in the order of the constants.
var Stages = func() []Stage {
	s := make([]Stage, numStages)
	for i := range s {
		s[i] = Stage(i)
	}
	return s
}()

var stageNames = [numStages]string{
	Compute: "compute", Vertex: "vertex", TessControl: "tessellation control",
	TessEvaluation: "tessellation evaluation", Geometry: "geometry", Fragment: "fragment",
	Task: "task", Mesh: "mesh", RayGen: "ray generation", Intersection: "intersection",
	AnyHit: "any-hit", ClosestHit: "closest-hit", Miss: "miss", Callable: "callable",
}

// String is the stage's name in prose ("tessellation control").
func (s Stage) String() string {
	if s < numStages {
		return stageNames[s]
	}
	return fmt.Sprintf("Stage(%d)", uint8(s))
}

// Set is the stage as a builtins.StageSet of one stage.
func (s Stage) Set() builtins.StageSet { return builtins.StageSet(1) << s }
