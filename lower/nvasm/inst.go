package nvasm

import (
	"github.com/glslc-nv/glslc-nv/internal/nvisa"
	"strings"

	"github.com/glslc-nv/glslc-nv/ir"
)

// op emits "OP.<c> d, srcs..." for a value of type t into a fresh
// register and returns it.
func (e *emitter) op(name string, c cls, t *ir.Type, srcs ...val) val {
	r := e.tmp(t)
	e.opTo(name, c, dest{r.reg, seq(t.Components())}, srcs...)
	return r
}

// opTo emits an instruction writing d.
func (e *emitter) opTo(name string, c cls, d dest, srcs ...val) {
	// An instruction on 64-bit values uses the 64-bit type; a select of
	// 64-bit values reads its 32-bit condition sign-extended (.S64).
	if !strings.Contains(name, ".") && !c.is64() {
		for _, s := range srcs {
			if is64(s.t) {
				c = c.wide()
				if name == nvisa.CMP {
					c = cS64
				}
				break
			}
		}
	}
	parts := make([]string, len(srcs))
	for i, s := range srcs {
		if strings.HasPrefix(name, "DP") {
			// A dot product reads whole operands whatever it writes.
			parts[i] = e.operand(s, c, dest{"", seq(s.n())})
			continue
		}
		parts[i] = e.operand(s, c, d)
	}
	full := name
	if !strings.Contains(name, ".") {
		full = name + "." + c.String()
	}
	if len(parts) == 0 {
		e.ins("%s %s", full, d)
	} else {
		e.ins("%s %s, %s", full, d, strings.Join(parts, ", "))
	}
	e.setLast(d)
}

// setLast records that the last instruction wrote d (and only d).
func (e *emitter) setLast(d dest) {
	e.last = lastWrite{line: len(e.code) - 1, dst: " " + d.String() + ","}
}

// lastWrite is the destination of the last instruction, for retargeting.
type lastWrite struct {
	line int
	dst  string
}

// retarget rewrites the last instruction to write d directly when it
// computed v, a fresh temporary in its first components, so that a store
// to a variable needs no MOV. It reports whether it did; the caller must
// not read v afterwards.
func (e *emitter) retarget(v val, d dest) bool {
	n := v.n()
	if v.isConst() || v.neg || v.abs || !e.isTemp(v.reg) || !firstN(v.sw) || !firstN(d.comps) || len(d.comps) != n {
		return false
	}
	if e.last.line != len(e.code)-1 || e.last.line < 0 {
		return false
	}
	want := " " + v.reg + mask(seq(n)) + ","
	if e.last.dst != want {
		return false
	}
	line := e.code[e.last.line]
	i := strings.Index(line, want)
	if i < 0 {
		return false
	}
	e.code[e.last.line] = line[:i] + " " + d.String() + "," + line[i+len(want):]
	e.last.line = -1
	return true
}

// inReg returns v in a register (moving constants and modified operands).
func (e *emitter) inReg(v val) val {
	if v.isConst() || v.neg || v.abs {
		r := e.tmp(v.t)
		e.opTo(nvisa.MOV, clsOf(v.t), dest{r.reg, seq(v.n())}, v)
		return r
	}
	return v
}

// copyVal moves v (raw bits) into a fresh register.
func (e *emitter) copyVal(v val) val {
	r := e.tmp(v.t)
	c := rawCls(v.t)
	if v.neg || v.abs {
		c = clsOf(v.t)
	}
	e.opTo(nvisa.MOV, c, dest{r.reg, seq(v.n())}, v)
	return r
}

// scalarCC sets the condition code from the scalar bool b:
// MOV.S.CC RC.x, b; later tests use NE.x (true) or EQ.x (false).
func (e *emitter) scalarCC(b val) {
	e.usesRC()
	e.opTo(nvisa.MOV+".S.CC", cS, dest{"RC", []int{0}}, b)
}

func (e *emitter) usesRC() {
	if !e.names["RC$"] {
		e.names["RC$"] = true
		e.temps = append(e.temps, "RC")
	}
}
