package spirv

import (
	"math"
	"math/bits"
	"strconv"
	"strings"
)

// floatFormat describes an IEEE 754 binary format.
type floatFormat struct {
	width    uint   // total bits
	mantBits uint   // stored fraction bits
	expBits  uint   // exponent bits
	bias     int    // exponent bias
	digits   int    // decimal significant digits that round-trip
	hexDig   int    // hex digits printed for the fraction
	fracMask uint64 // mask of the fraction bits
}

var (
	half   = floatFormat{width: 16, mantBits: 10, expBits: 5, bias: 15, digits: 5, hexDig: 3, fracMask: 1<<10 - 1}
	single = floatFormat{width: 32, mantBits: 23, expBits: 8, bias: 127, digits: 9, hexDig: 6, fracMask: 1<<23 - 1}
	double = floatFormat{width: 64, mantBits: 52, expBits: 11, bias: 1023, digits: 17, hexDig: 13, fracMask: 1<<52 - 1}
)

func formatOf(width uint32) (floatFormat, bool) {
	switch width {
	case 16:
		return half, true
	case 32:
		return single, true
	case 64:
		return double, true
	}
	return floatFormat{}, false
}

// literalValue joins the words of a literal (low word first).
func literalValue(w []uint32) uint64 {
	v := uint64(w[0])
	if len(w) > 1 {
		v |= uint64(w[1]) << 32
	}
	return v
}

// formatNumber prints a context-dependent literal the way the Khronos
// disassembler does: integers in decimal (narrow integers as the whole
// 32-bit word), 32- and 64-bit floats as the shortest %g form with enough
// digits to round-trip, and half floats, subnormals, infinities and NaNs as
// hexadecimal floats.
func formatNumber(w []uint32, t NumType) string {
	v := literalValue(w)
	if t.Encoded {
		return formatEncodedFloat(uint32(v), t)
	}
	if !t.Float {
		switch {
		case t.Width > 32 && t.Signed:
			return strconv.FormatInt(int64(v), 10)
		case t.Width > 32:
			return strconv.FormatUint(v, 10)
		case t.Signed:
			return strconv.FormatInt(int64(int32(v)), 10)
		}
		return strconv.FormatUint(v&0xffffffff, 10)
	}
	f, ok := formatOf(t.Width)
	if !ok {
		return strconv.FormatUint(v, 10)
	}
	if t.Width == 16 {
		v &= 0xffff
	}
	exp := v >> f.mantBits & (1<<f.expBits - 1)
	frac := v & f.fracMask
	if f.width == 16 || exp == 1<<f.expBits-1 || (exp == 0 && frac != 0) {
		return hexFloat(v, f)
	}
	var x float64
	if f.width == 32 {
		x = float64(math.Float32frombits(uint32(v)))
	} else {
		x = math.Float64frombits(v)
	}
	return strconv.FormatFloat(x, 'g', f.digits, 64)
}

// hexFloat prints the bits v of format f as [-]0x1.fffp+e, subnormals
// normalised, infinities and NaNs with exponent bias+1.
func hexFloat(v uint64, f floatFormat) string {
	var b strings.Builder
	if v>>(f.width-1)&1 != 0 {
		b.WriteByte('-')
	}
	exp := int(v >> f.mantBits & (1<<f.expBits - 1))
	frac := v & f.fracMask
	lead := byte('1')
	switch {
	case exp == 0 && frac == 0:
		lead = '0'
	case exp == 0:
		// Subnormal: shift the leading one out of the fraction.
		exp = 1 - f.bias
		for frac&(1<<f.mantBits) == 0 {
			frac <<= 1
			exp--
		}
		frac &= f.fracMask
	default:
		exp -= f.bias
	}
	b.WriteString("0x")
	b.WriteByte(lead)
	if frac != 0 {
		// Left-align the fraction on a whole number of hex digits.
		frac <<= uint(4*f.hexDig) - f.mantBits
		s := strconv.FormatUint(frac, 16)
		s = strings.Repeat("0", f.hexDig-len(s)) + s
		b.WriteByte('.')
		b.WriteString(strings.TrimRight(s, "0"))
	}
	b.WriteByte('p')
	if exp >= 0 {
		b.WriteByte('+')
	}
	b.WriteString(strconv.Itoa(exp))
	return b.String()
}

// parseHexFloat reads [-]0x<hex>[.<hex>][p[+-]<dec>] into the bits of format
// f. Like spirv-as it truncates bits that do not fit (rounds toward zero).
// A binary exponent of bias+1 with a leading one spells an infinity or NaN as
// hexFloat prints them; larger values become infinities. ok is false when s
// is not a hex float.
func parseHexFloat(s string, f floatFormat) (v uint64, ok bool) {
	neg := false
	if strings.HasPrefix(s, "-") {
		neg, s = true, s[1:]
	} else if strings.HasPrefix(s, "+") {
		s = s[1:]
	}
	if !strings.HasPrefix(s, "0x") && !strings.HasPrefix(s, "0X") {
		return 0, false
	}
	s = s[2:]
	// value = mant * 2^exp, keeping at most 60 significant bits of mant.
	var mant uint64
	exp, digits, seenDot := 0, 0, false
	i := 0
	for ; i < len(s); i++ {
		c := s[i]
		if c == '.' {
			if seenDot {
				return 0, false
			}
			seenDot = true
			continue
		}
		d, okd := hexDigit(c)
		if !okd {
			break
		}
		digits++
		switch {
		case mant>>56 == 0:
			mant = mant<<4 | d
			if seenDot {
				exp -= 4
			}
		case !seenDot:
			exp += 4 // a dropped digit before the point
		}
	}
	if digits == 0 {
		return 0, false
	}
	if i < len(s) {
		if s[i] != 'p' && s[i] != 'P' {
			return 0, false
		}
		e, err := strconv.ParseInt(s[i+1:], 10, 32)
		if err != nil || e > 1<<20 || e < -(1<<20) {
			return 0, false
		}
		exp += int(e)
	}
	sign := uint64(0)
	if neg {
		sign = 1 << (f.width - 1)
	}
	if mant == 0 {
		return sign, true
	}
	n := bits.Len64(mant)
	e := exp + n - 1 // value = 1.x * 2^e
	minExp := 1 - f.bias
	if e > f.bias+1 {
		return sign | uint64(1<<f.expBits-1)<<f.mantBits, true
	}
	// Align mant so that its leading one is bit mantBits (normal) or the
	// value is a multiple of the smallest subnormal.
	lsbExp := e - int(f.mantBits) // weight of the last kept bit
	field := uint64(e + f.bias)
	if e < minExp {
		lsbExp = minExp - int(f.mantBits)
		field = 0
	}
	shift := lsbExp - exp // bits of mant below the last kept one
	var q uint64
	switch {
	case shift >= 64:
		q = 0
	case shift >= 0:
		q = mant >> uint(shift)
	default:
		q = mant << uint(-shift)
	}
	return sign | field<<f.mantBits | q&f.fracMask, true
}

func hexDigit(c byte) (uint64, bool) {
	switch {
	case '0' <= c && c <= '9':
		return uint64(c - '0'), true
	case 'a' <= c && c <= 'f':
		return uint64(c-'a') + 10, true
	case 'A' <= c && c <= 'F':
		return uint64(c-'A') + 10, true
	}
	return 0, false
}
