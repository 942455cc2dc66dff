package gen

import (
	"strings"
)

// The reference form of a program replaces every operation of the
// extensions glslangValidator lacks (GL_NV_shader_thread_shuffle,
// GL_NV_shader_thread_group, GL_KHR_shader_subgroup_rotate) by GLSL
// written here from SEMANTICS.md sections 3 and 4 and the rotate
// specification, using KHR subgroup operations only. glslangValidator
// compiles it, so glslc-nv's lowering of those extensions is compared
// with an independent implementation instead of only with itself.

var refHelperDefs = map[string]helperDef{
	"refNVIdx": {src: `uint refNVIdx(uint i, uint w, out bool ok) {
  uint l = gl_SubgroupInvocationID;
  uint base = l & ~(w - 1u);
  uint j = i & 31u;
  ok = j < w && base + j < gl_SubgroupSize;
  return ok ? base + j : l;
}
uint refNVIdx(uint i, uint w) { bool ok; return refNVIdx(i, w, ok); }
`, ext: []string{extBasic}},
	"refNVUp": {src: `uint refNVUp(uint d, uint w, out bool ok) {
  uint l = gl_SubgroupInvocationID;
  uint j = d & 31u;
  ok = (l & (w - 1u)) >= j;
  return ok ? l - j : l;
}
uint refNVUp(uint d, uint w) { bool ok; return refNVUp(d, w, ok); }
`, ext: []string{extBasic}},
	"refNVDown": {src: `uint refNVDown(uint d, uint w, out bool ok) {
  uint l = gl_SubgroupInvocationID;
  uint j = d & 31u;
  ok = (l & (w - 1u)) + j < w && l + j < gl_SubgroupSize;
  return ok ? l + j : l;
}
uint refNVDown(uint d, uint w) { bool ok; return refNVDown(d, w, ok); }
`, ext: []string{extBasic}},
	"refNVXor": {src: `uint refNVXor(uint m, uint w, out bool ok) {
  uint l = gl_SubgroupInvocationID;
  uint base = l & ~(w - 1u);
  uint t = (l - base) ^ (m & 31u);
  ok = t < w && base + t < gl_SubgroupSize;
  return ok ? base + t : l;
}
uint refNVXor(uint m, uint w) { bool ok; return refNVXor(m, w, ok); }
`, ext: []string{extBasic}},
	"refBallotThreadNV": {src: `uint refBallotThreadNV(bool b) { return subgroupBallot(b)[gl_SubgroupInvocationID >> 5u]; }
bool refAnyThreadNV(bool b) { return refBallotThreadNV(b) != 0u; }
bool refAllThreadsNV(bool b) { uint m = refBallotThreadNV(b); return m == refBallotThreadNV(true); }
bool refAllThreadsEqualNV(bool b) { uint m = refBallotThreadNV(b); uint a = refBallotThreadNV(true); return m == 0u || m == a; }
`, ext: []string{extBallot}},
	"refRot": {src: `uint refRot(uint d, uint c) {
  uint l = gl_SubgroupInvocationID;
  uint m = min(c, gl_SubgroupSize) - 1u;
  return (l & ~m) | ((l + d) & m);
}
`, ext: []string{extBasic}},
}

var refHelperOrder = []string{"refNVIdx", "refNVUp", "refNVDown", "refNVXor", "refBallotThreadNV", "refRot", "refDot"}

func init() {
	refHelperDefs["refDot"] = helperDef{src: refDotSrc(), ext: []string{"GL_ARB_gpu_shader_int64"}}
}

// refRewrite returns the reference form of e's node (not its arguments):
// the new format text, helper and extension, or ok false when the node
// is portable already.
func refRewrite(e *Expr) (text string, helper string, ext string, ok bool) {
	n := len(e.Args)
	switch e.Kind {
	case EVar:
		switch e.Text {
		case "gl_WarpSizeNV":
			return "min(gl_SubgroupSize, 32u)", "", extBasic, true
		case "gl_ThreadInWarpNV":
			return "(gl_SubgroupInvocationID & 31u)", "", extBasic, true
		}
		if strings.HasPrefix(e.Text, "gl_Thread") && strings.HasSuffix(e.Text, "MaskNV") {
			m := strings.TrimSuffix(strings.TrimPrefix(e.Text, "gl_Thread"), "MaskNV")
			return "gl_Subgroup" + m + "Mask[gl_SubgroupInvocationID >> 5u]", "", extBallot, true
		}
		return "", "", "", false
	case EFmt:
	default:
		return "", "", "", false
	}
	name, _, found := strings.Cut(e.Text, "(")
	if !found {
		return "", "", "", false
	}
	switch name {
	case "shuffleNV", "shuffleUpNV", "shuffleDownNV", "shuffleXorNV":
		h := map[string]string{"shuffleNV": "refNVIdx", "shuffleUpNV": "refNVUp", "shuffleDownNV": "refNVDown", "shuffleXorNV": "refNVXor"}[name]
		if n == 4 {
			return "subgroupShuffle(%s, " + h + "(%s, %s, %s))", h, extShuffle, true
		}
		return "subgroupShuffle(%s, " + h + "(%s, %s))", h, extShuffle, true
	case "ballotThreadNV":
		return "refBallotThreadNV(%s)", "refBallotThreadNV", extBallot, true
	case "activeThreadsNV":
		return "refBallotThreadNV(true)", "refBallotThreadNV", extBallot, true
	case "anyThreadNV", "allThreadsNV", "allThreadsEqualNV":
		return "ref" + strings.ToUpper(name[:1]) + name[1:] + "(%s)", "refBallotThreadNV", extBallot, true
	case "dotEXT", "dotAccSatEXT", "dotPacked4x8EXT", "dotPacked4x8AccSatEXT":
		return "ref" + e.Text, "refDot", extBasic, true
	case "subgroupRotate":
		return "subgroupShuffle(%s, refRot(%s, gl_SubgroupSize))", "refRot", extShuffle, true
	case "subgroupClusteredRotate":
		return "subgroupShuffle(%s, refRot(%s, %s))", "refRot", extShuffle, true
	}
	if strings.HasPrefix(name, "quadSwizzle") && strings.HasSuffix(name, "NV") {
		var f string
		switch s := strings.TrimSuffix(strings.TrimPrefix(name, "quadSwizzle"), "NV"); s {
		case "X":
			f = "subgroupQuadSwapHorizontal(%s)"
		case "Y":
			f = "subgroupQuadSwapVertical(%s)"
		default:
			f = "subgroupQuadBroadcast(%s, " + s + "u)"
		}
		if n == 2 {
			f = "(" + f + " + %s)"
		}
		return f, "", extQuad, true
	}
	return "", "", "", false
}

// refTree returns a copy of e in reference form.
func refTree(e *Expr) *Expr {
	c := *e
	c.Args = make([]*Expr, len(e.Args))
	for i, a := range e.Args {
		c.Args[i] = refTree(a)
	}
	if text, h, x, ok := refRewrite(e); ok {
		c.Kind = EFmt
		c.Text = text
		c.Helpers = nil
		if h != "" {
			c.Helpers = []string{h}
		}
		c.Ext = []string{x, extBasic}
	}
	return &c
}

// RefGLSL prints the reference form of the program ("" for a program
// kept as text). It differs from GLSL only where the program uses the NV
// thread shuffle, NV thread group or rotate extensions.
func (p *Program) RefGLSL() string {
	if p.Source != "" || len(p.Funcs) == 0 {
		return ""
	}
	return p.print(true)
}
