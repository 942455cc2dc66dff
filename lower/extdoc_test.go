package lower

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/sebdah/goldie/v2"

	"github.com/glslc-nv/glslc-nv/ir"
	"github.com/glslc-nv/glslc-nv/ir/builtins"
	"github.com/glslc-nv/glslc-nv/spirv"
)

// extFamilies are the cross-lane GLSL extensions docs/extensions.md
// covers, in order, with a line about each.
var extFamilies = []struct{ ext, about string }{
	{"GL_KHR_shader_subgroup_basic", "subgroup size and ids, elect, subgroup barriers"},
	{"GL_KHR_shader_subgroup_vote", "all / any / all-equal votes"},
	{"GL_KHR_shader_subgroup_ballot", "ballots, broadcasts, masks"},
	{"GL_KHR_shader_subgroup_arithmetic", "reductions and inclusive / exclusive scans"},
	{"GL_KHR_shader_subgroup_shuffle", "shuffle by index and xor"},
	{"GL_KHR_shader_subgroup_shuffle_relative", "shuffle up and down"},
	{"GL_KHR_shader_subgroup_clustered", "reductions over aligned clusters"},
	{"GL_KHR_shader_subgroup_quad", "quad broadcast and swaps"},
	{"GL_KHR_shader_subgroup_rotate", "rotation, whole or clustered"},
	{"GL_NV_shader_subgroup_partitioned", "partitions and partitioned reductions / scans (SEMANTICS.md section 5)"},
	{"GL_NV_shader_thread_shuffle", "NV shuffles with a segment width (SEMANTICS.md section 3)"},
	{"GL_NV_shader_thread_group", "warp variables, warp ballots and votes, quad swizzles (SEMANTICS.md section 4)"},
	{"GL_ARB_shader_ballot", "64-bit ballots and masks, reads of other invocations"},
	{"GL_ARB_shader_group_vote", "votes"},
	{"GL_AMD_shader_ballot", "quad and masked swizzles, writeInvocation, mbcnt (cross-lane functions only)"},
}

// loweredCaps lowers m and returns its subgroup-related capabilities and
// SPIR-V extensions.
func loweredCaps(t *testing.T, m *ir.Module, opts Options) []string {
	w, err := Module(m, opts)
	if err != nil {
		t.Fatalf("%v", err)
	}
	var out []string
	for _, c := range strings.Fields(capsAndExts(t, w)) {
		if strings.HasPrefix(c, "GroupNonUniform") || strings.HasPrefix(c, "Subgroup") || strings.HasPrefix(c, "ShaderSM") ||
			(strings.HasPrefix(c, "SPV_") && !strings.Contains(c, "storage") && !strings.Contains(c, "atomic")) {
			out = append(out, c)
		}
	}
	return out
}

// cell escapes a Markdown table cell.
func cell(s string) string { return strings.ReplaceAll(s, "|", "\\|") }

func onlyBasic(caps []string) bool {
	for _, c := range caps {
		if !basicCaps[c] {
			return false
		}
	}
	return true
}

// spirvOf describes a row's native SPIR-V form.
func spirvOf(f *builtins.Func) string {
	l := spirvFuncOf(f.ID)
	switch l.Kind {
	case kExpand:
		return expansionSummary[f.ID]
	case kBarrier:
		if l.ExecScope != 0 {
			return "OpControlBarrier(Subgroup)"
		}
		return "OpMemoryBarrier(Subgroup)"
	case kGroup:
		var ops []string
		seen := map[uint32]bool{}
		for _, n := range []uint32{l.Float, l.Sint, l.Uint, l.Bool} {
			if n != 0 && !seen[n] {
				seen[n] = true
				ops = append(ops, strings.TrimPrefix(spirv.Op(n).String(), "OpGroupNonUniform"))
			}
		}
		s := "OpGroupNonUniform" + strings.Join(ops, "/")
		if l.HasGroupOp {
			if e, ok := spirv.KindGroupOperation.Enumerant(uint32(l.GroupOp)); ok {
				s += " " + e.Name
			}
		}
		if len(l.Imm) > 0 {
			s += fmt.Sprintf(" (direction %d)", l.Imm[0])
		}
		return s
	}
	return describeSpirvFunc(f.ID)
}

// extensionsDoc renders docs/extensions.md from the built-in table, the
// lowerings (capabilities as actually emitted, natively and with every
// family emulated) and the emulation summaries.
func extensionsDoc(t *testing.T) string {
	var b strings.Builder
	b.WriteString(`# Cross-lane extensions

Generated from the built-in table (ir/builtins) and the lowering (lower) by
` + "`go test ./lower -run TestExtensionsDoc -update`" + `; do not edit by hand.

For every built-in function and variable of the supported cross-lane GLSL
extensions: its SPIR-V form, the capabilities (and SPIR-V extensions) the
lowered module declares for it, and whether ` + "`-femulate-subgroup`" + ` can
replace it by code that needs only the basic, vote, ballot and shuffle
features. Capabilities are measured by lowering a call of every overload
(targets from vulkan1.1 / SPIR-V 1.3; the type capabilities Int64, Float16,
... are left out). "basic only" means the native form already needs nothing
beyond GroupNonUniform, GroupNonUniformVote, GroupNonUniformBallot and
GroupNonUniformShuffle.

Conventions: self is gl_SubgroupInvocationID, size gl_SubgroupSize, id / 32
the caller's warp (SEMANTICS.md section 4: a warp is an aligned 32-lane
segment of the subgroup, the whole subgroup when narrower). The NV and AMD
rows are expansions: every lane executes the one shuffle or ballot they
contain, reading only active lanes.

Emulation (` + "`-femulate-subgroup=partitioned,clustered,quad,rotate,shuffle-relative,all`" + `,
lower.Options.Emulate) is exact: the emulated module leaves the same bytes as
the native one on the reference interpreter for every active mask and every
subgroup size 4..128 (lower/emulate_test.go). Reductions and scans are
ordered folds: a loop with a uniform trip count whose iteration k shuffles
in one source lane (a lane whose source does not count shuffles from
itself, so no inactive lane is read) and folds it in invocation order
starting from the first value, which makes float sums bit-identical to the
interpreter's native order. Costs are SPIR-V instructions.
`)
	funcs := builtins.Funcs()
	for _, fam := range extFamilies {
		fmt.Fprintf(&b, "\n## %s\n\n%s.\n\n", fam.ext, fam.about)
		b.WriteString("| built-in | SPIR-V | capabilities | emulation |\n|---|---|---|---|\n")
		for _, f := range funcs {
			if len(f.Exts) == 0 || f.Exts[0] != fam.ext {
				continue
			}
			p := newProg(4, 1, 1)
			callAll(t, p, f)
			native := loweredCaps(t, p.Module, Options{})
			emu := loweredCaps(t, p.Module, Options{Emulate: EmulateAll})
			var em string
			switch {
			case onlyBasic(native):
				em = "basic only"
			case onlyBasic(emu):
				fam := EmulationOf(f.ID)
				if fam == 0 {
					fam = EmulateQuad // the quad swizzles use the quad operations
				}
				sum := emulationSummary(spirvFuncOf(f.ID))
				if sum == "" {
					sum = "through the emulated quad operations"
				}
				em = fmt.Sprintf("yes (%s): %s", fam, sum)
			default:
				em = "no"
			}
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", f.Name, cell(spirvOf(f)), strings.Join(native, " "), cell(em))
		}
		var vs []*builtins.Var
		for _, v := range builtins.Vars() {
			if len(v.Exts) > 0 && v.Exts[0] == fam.ext {
				vs = append(vs, v)
			}
		}
		sort.Slice(vs, func(i, j int) bool { return vs[i].Name < vs[j].Name })
		for _, v := range vs {
			if v.Stages&builtins.SCompute == 0 {
				// a variable of the graphics stages only (gl_HelperThreadNV)
				fmt.Fprintf(&b, "| `%s` (%s) | %s | | %s only |\n", v.Name, v.Type, cell(derivedSummary[v.Name]), stageNames(v.Stages))
				continue
			}
			p := newProg(4, 1, 1)
			loc := p.local("v", ir.TypeOfDesc(v.Type))
			p.add(set(loc, p.bi(v.Name)))
			caps := loweredCaps(t, p.Module, Options{})
			form := "BuiltIn "
			if e, ok := spirv.KindBuiltIn.Enumerant(uint32(spirvVars[v.ID].builtin)); ok && !isDerived(v.ID) {
				form += e.Name
			} else {
				form = derivedSummary[v.Name]
			}
			em := "no"
			if onlyBasic(caps) {
				em = "basic only"
			}
			fmt.Fprintf(&b, "| `%s` (%s) | %s | %s | %s |\n", v.Name, v.Type, cell(form), strings.Join(caps, " "), em)
		}
	}
	return b.String()
}

// TestExtensionsDoc fails when docs/extensions.md is stale (regenerate
// with -update) and checks that every cross-lane row is documented.
func TestExtensionsDoc(t *testing.T) {
	doc := extensionsDoc(t)
	for _, f := range builtins.Funcs() {
		if len(f.Exts) == 0 {
			continue
		}
		known := false
		for _, fam := range extFamilies {
			known = known || f.Exts[0] == fam.ext
		}
		if !known && strings.HasPrefix(f.Exts[0], "GL_KHR_shader_subgroup") {
			t.Errorf("%s (%s) is not in any documented family", f.Name, f.Exts[0])
		}
		if spirvFuncOf(f.ID).Kind == kExpand && expansionSummary[f.ID] == "" {
			t.Errorf("expansion %s has no summary", f.ID)
		}
	}
	g := goldie.New(t, goldie.WithFixtureDir("../docs"), goldie.WithNameSuffix(".md"))
	g.Assert(t, "extensions", []byte(doc))
}

// stageNames names the stages of a built-in row ("fragment").
func stageNames(s builtins.StageSet) string {
	var names []string
	for _, st := range ir.Stages {
		if s&st.Set() != 0 {
			names = append(names, st.String())
		}
	}
	return strings.Join(names, ", ")
}
