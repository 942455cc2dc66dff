package interp

import (
	"fmt"
	"strings"
)

// printfCall is a compiled NonSemantic.DebugPrintf instruction.
type printfCall struct {
	format string
	args   []printfArg
}

type printfArg struct {
	slot uint32
	t    *rtype
}

// printf formats the message of every active lane, in lane order, each on
// its own line prefixed with the invocation's ids:
// "[wg x,y,z local x,y,z] message".
func (s *sg) printf(in *inst) {
	p := in.x.printf
	rs := s.wg.run
	if rs.cfg == nil || rs.cfg.Printf == nil {
		return
	}
	lx, ly := int(rs.local[0]), int(rs.local[1])
	for _, l := range s.act {
		id := s.x.localID(s.id*s.S+int(l), lx, ly)
		fmt.Fprintf(&s.wg.out, "[wg %d,%d,%d local %d,%d,%d] ", s.wg.id[0], s.wg.id[1], s.wg.id[2], id[0], id[1], id[2])
		s.wg.out.WriteString(s.formatPrintf(p, int(l)))
		s.wg.out.WriteByte('\n')
	}
}

// formatPrintf implements the DebugPrintf conversions: %d %i %u %x %X %o
// %c %f %F %e %E %g %G %a %%, the l / ll 64-bit modifiers, and vector forms
// %vNx (N = 2..4 components, comma-separated).
func (s *sg) formatPrintf(p *printfCall, l int) string {
	var b strings.Builder
	f := p.format
	ai := 0
	for i := 0; i < len(f); i++ {
		ch := f[i]
		if ch != '%' {
			b.WriteByte(ch)
			continue
		}
		j := i + 1
		for j < len(f) && strings.IndexByte("-+ #0123456789.", f[j]) >= 0 {
			j++
		}
		flags := f[i+1 : j]
		vec := 1
		if j < len(f) && f[j] == 'v' && j+1 < len(f) && f[j+1] >= '2' && f[j+1] <= '4' {
			vec = int(f[j+1] - '0')
			j += 2
		}
		for j < len(f) && (f[j] == 'l' || f[j] == 'h') {
			j++
		}
		if j >= len(f) {
			b.WriteString(f[i:])
			break
		}
		conv := f[j]
		i = j
		if conv == '%' {
			b.WriteByte('%')
			continue
		}
		if ai >= len(p.args) {
			b.WriteString("<missing>")
			continue
		}
		a := p.args[ai]
		ai++
		for k := 0; k < vec; k++ {
			if k > 0 {
				b.WriteString(", ")
			}
			if k >= max(a.t.comps, 1) {
				break
			}
			v := s.regs[(int(a.slot)+k)*s.S+l]
			ct := a.t.compType(k)
			w := ct.width
			if w == 0 {
				w = 32
			}
			switch conv {
			case 'd', 'i':
				fmt.Fprintf(&b, "%"+flags+"d", sext(v, w))
			case 'u':
				fmt.Fprintf(&b, "%"+flags+"d", v)
			case 'x', 'X', 'o':
				fmt.Fprintf(&b, "%"+flags+string(conv), v)
			case 'c':
				b.WriteByte(byte(v))
			case 'f', 'F', 'e', 'E', 'g', 'G':
				x := fget(v, w)
				if ct.k == tFloat && ct.enc != 0 {
					x = scalarF(ct, v) // bfloat16, float8
				}
				if ct.k != tFloat {
					x = float64(sext(v, w))
				}
				c := conv
				if c == 'F' {
					c = 'f'
				}
				if c == 'f' && !strings.Contains(flags, ".") {
					fmt.Fprintf(&b, "%"+flags+".6f", x)
				} else {
					fmt.Fprintf(&b, "%"+flags+string(c), x)
				}
			case 'a':
				fmt.Fprintf(&b, "%x", fget(v, w))
			default:
				fmt.Fprintf(&b, "%%%c", conv)
			}
		}
	}
	return b.String()
}
