// Package progen writes seeded random GLSL compute programs made of
// subgroup operations in divergent control flow, for the differential tests
// of spirv/vulkan (lavapipe against spirv/interp, and glslc-nv's emulated
// modules against its native ones). Every program is free of undefined
// behaviour at subgroup size 8.
package progen

import (
	"fmt"
	"math/rand"
	"strings"
)

// progGen writes random subgroup programs without undefined behaviour:
// divergent if/else, bounded loops with break and continue, early returns,
// and subgroup operations whose results do not depend on inactive lanes
// (reductions, scans, ballots, votes, broadcastFirst, elect). Shuffles,
// broadcasts and quad operations, which read named lanes, appear only
// while the whole subgroup is active (outside any branch, before any
// return, and only when every subgroup is full).
type progGen struct {
	r        *rand.Rand
	b        strings.Builder
	depth    int
	loops    int
	nested   int  // enclosing ifs and loops
	returned bool // some lanes may have returned
	partial  bool // the workgroup ends in a partial subgroup
	extended bool // also clustered, partitioned, rotate and NV shuffle (glslc-nv only)
	stmts    int
}

func (g *progGen) line(format string, args ...any) {
	g.b.WriteString(strings.Repeat("\t", g.depth+1))
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

func (g *progGen) val() string {
	vars := []string{"v", "acc", "lane", "(v ^ acc)", "(acc >> 3)"}
	for k := 0; k < g.loops; k++ {
		vars = append(vars, fmt.Sprintf("k%d", k))
	}
	return vars[g.r.Intn(len(vars))]
}

func (g *progGen) cond() string {
	switch g.r.Intn(5) {
	case 0:
		return fmt.Sprintf("lane < %du", g.r.Intn(9))
	case 1:
		return fmt.Sprintf("((%s >> %du) & 1u) == 0u", g.val(), g.r.Intn(4))
	case 2:
		return fmt.Sprintf("(%s & 7u) > %du", g.val(), g.r.Intn(8))
	case 3:
		if g.loops > 0 {
			return fmt.Sprintf("k%d == (lane & %du)", g.r.Intn(g.loops), 1+g.r.Intn(7))
		}
		return "(lane & 1u) == 1u"
	}
	return fmt.Sprintf("s < %d", g.r.Intn(13)-6)
}

func (g *progGen) subgroupExpr() string {
	x := g.val()
	ops := []string{"Add", "Mul", "Min", "Max", "And", "Or", "Xor"}
	if g.nested == 0 && !g.returned && !g.partial && g.r.Intn(2) == 0 { // every lane of the subgroup is active here
		if g.extended && g.r.Intn(2) == 0 {
			switch g.r.Intn(3) {
			case 0:
				return fmt.Sprintf("subgroupRotate(%s, %du)", x, g.r.Intn(8))
			case 1:
				return fmt.Sprintf("subgroupClusteredRotate(%s, %du, %du)", x, g.r.Intn(4), 1<<g.r.Intn(4))
			}
			f := []string{"shuffleNV", "shuffleUpNV", "shuffleDownNV", "shuffleXorNV"}[g.r.Intn(4)]
			return fmt.Sprintf("%s(%s, %du, %du)", f, x, g.r.Intn(8), 2<<g.r.Intn(5))
		}
		switch g.r.Intn(4) {
		case 0:
			return fmt.Sprintf("subgroupShuffleXor(%s, %du)", x, 1+g.r.Intn(7))
		case 1:
			return fmt.Sprintf("subgroupShuffle(%s, (%s) & 7u)", x, g.val())
		case 2:
			return fmt.Sprintf("subgroupQuadBroadcast(%s, %du)", x, g.r.Intn(4))
		}
		return fmt.Sprintf("subgroupBroadcast(%s, %du)", x, g.r.Intn(8))
	}
	choices := 9
	if g.extended {
		choices = 12 // 8..11 lead to the extended families below
	}
	switch n := g.r.Intn(choices); {
	case n < 3:
		mode := []string{"", "Inclusive", "Exclusive"}[n]
		op := ops[g.r.Intn(len(ops))]
		if op == "Mul" {
			x = "((" + x + " & 3u) + 1u)"
		}
		if g.r.Intn(2) == 0 {
			return fmt.Sprintf("uint(subgroup%s%s(int(%s) - 3))", mode, op, x)
		}
		return fmt.Sprintf("subgroup%s%s(%s)", mode, op, x)
	case n == 3:
		return fmt.Sprintf("subgroupBallot(%s).x", g.cond())
	case n == 4:
		f := []string{"subgroupBallotBitCount", "subgroupBallotInclusiveBitCount", "subgroupBallotExclusiveBitCount"}[g.r.Intn(3)]
		return fmt.Sprintf("%s(subgroupBallot(%s))", f, g.cond())
	case n == 5:
		return fmt.Sprintf("(uint(subgroupAll(%s)) | uint(subgroupAny(%s)) << 1 | uint(subgroupAllEqual(%s & 3u)) << 2)", g.cond(), g.cond(), x)
	case n == 6:
		return fmt.Sprintf("subgroupBroadcastFirst(%s)", x)
	case n == 7:
		return "uint(subgroupElect())"
	}
	if g.extended && g.r.Intn(4) == 0 {
		switch g.r.Intn(3) {
		case 0:
			return fmt.Sprintf("ballotThreadNV(%s)", g.cond())
		case 1:
			return "activeThreadsNV()"
		}
		return fmt.Sprintf("(uint(anyThreadNV(%s)) | uint(allThreadsNV(%s)) << 1 | uint(allThreadsEqualNV(%s)) << 2)", g.cond(), g.cond(), g.cond())
	}
	if g.extended && g.r.Intn(4) != 0 {
		op := ops[g.r.Intn(len(ops))]
		if op == "Mul" {
			x = "((" + x + " & 3u) + 1u)"
		}
		if g.r.Intn(2) == 0 {
			return fmt.Sprintf("subgroupClustered%s(%s, %du)", op, x, 1<<g.r.Intn(4))
		}
		mode := []string{"", "Inclusive", "Exclusive"}[g.r.Intn(3)]
		return fmt.Sprintf("subgroupPartitioned%s%sNV(%s, subgroupPartitionNV(%s & %du))", mode, op, x, g.val(), 1+g.r.Intn(3))
	}
	return fmt.Sprintf("(%s * 2654435761u + lane)", x)
}

func (g *progGen) block(n int) {
	for i := 0; i < n && g.stmts < 40; i++ {
		g.stmt()
	}
}

func (g *progGen) stmt() {
	g.stmts++
	choice := g.r.Intn(10)
	if g.depth >= 3 && choice >= 5 {
		choice = g.r.Intn(5)
	}
	switch {
	case choice < 4:
		op := []string{"+=", "^=", "="}[g.r.Intn(3)]
		g.line("acc %s %s;", op, g.subgroupExpr())
	case choice == 4:
		g.line("emit(acc);")
	case choice <= 6:
		g.line("if (%s) {", g.cond())
		g.nested++
		g.depth++
		g.block(1 + g.r.Intn(3))
		g.depth--
		if g.r.Intn(2) == 0 {
			g.line("} else {")
			g.depth++
			g.block(1 + g.r.Intn(3))
			g.depth--
		}
		g.line("}")
		g.nested--
	case choice <= 8 && g.loops < 2:
		k := g.loops
		g.line("for (uint k%d = 0u; k%d < ((%s) & 3u) + %du; k%d++) {", k, k, g.val(), g.r.Intn(3), k)
		g.nested++
		g.depth++
		g.loops++
		g.block(1 + g.r.Intn(3))
		if g.r.Intn(2) == 0 {
			g.line("if (%s) %s;", g.cond(), []string{"break", "continue"}[g.r.Intn(2)])
			g.block(1 + g.r.Intn(2))
		}
		g.loops--
		g.depth--
		g.line("}")
		g.nested--
	default:
		g.line("if (%s) { emit(acc); return; }", g.cond())
		g.returned = true
	}
}

// Program writes the program of a seed for a workgroup of local
// invocations (x only). Extended programs also use the families only
// glslc-nv compiles (GL_NV_shader_thread_shuffle) or lavapipe lacks
// (clustered, partitioned, rotate). The program reads vin[] (set 0,
// binding 0) and writes 8 words per invocation to res[] (set 0, binding 1).
func Program(seed int64, local int, extended bool) string {
	g := &progGen{r: rand.New(rand.NewSource(seed)), partial: local%8 != 0, extended: extended}
	g.block(6 + g.r.Intn(6))
	g.line("emit(acc);")
	ext := ""
	if extended {
		ext = `#extension GL_KHR_shader_subgroup_clustered : require
#extension GL_KHR_shader_subgroup_rotate : require
#extension GL_NV_shader_subgroup_partitioned : require
#extension GL_NV_shader_thread_shuffle : require
#extension GL_NV_shader_thread_group : require
`
	}
	return fmt.Sprintf(`#version 450
%s#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = %d) in;
layout(set = 0, binding = 0) readonly buffer In { uint vin[]; };
layout(set = 0, binding = 1) buffer Out { uint res[]; };
uint slot = 0u;
void emit(uint x) { res[gl_GlobalInvocationID.x * 8u + (slot & 7u)] = x + slot; slot++; }
void main() {
	uint v = vin[gl_GlobalInvocationID.x];
	int s = int(v);
	uint lane = gl_SubgroupInvocationID;
	uint acc = v;
%s}
`, ext, local, g.b.String())
}
