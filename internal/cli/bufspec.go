package cli

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/f16"
	"github.com/glslc-nv/glslc-nv/internal/limits"
)

// elemType is a buffer element type named on the command line.
type elemType struct {
	name   string
	size   int
	float  bool
	signed bool
}

var elemTypes = map[string]elemType{
	"int8": {"int8", 1, false, true}, "int16": {"int16", 2, false, true},
	"int32": {"int32", 4, false, true}, "int": {"int", 4, false, true}, "int64": {"int64", 8, false, true},
	"uint8": {"uint8", 1, false, false}, "uint16": {"uint16", 2, false, false},
	"uint32": {"uint32", 4, false, false}, "uint": {"uint", 4, false, false}, "uint64": {"uint64", 8, false, false},
	"float16": {"float16", 2, true, true}, "float": {"float", 4, true, true}, "float32": {"float32", 4, true, true},
	"double": {"double", 8, true, true}, "float64": {"float64", 8, true, true},
}

// maxBufferBytes bounds a buffer made by fill or series or read from a
// file (limits.BufferBytes; a variable so that the fuzz test can keep
// its inputs small).
var maxBufferBytes = limits.BufferBytes

// bufferSpec is one -b BINDING=TYPE:SOURCE option.
type bufferSpec struct {
	set, binding uint32
	typ          elemType
	data         []byte
	text         string
}

// parseBufferSpec reads BINDING=TYPE:SOURCE, where BINDING is B or S.B and
// SOURCE is fill:VALUE:COUNT, series:START:STEP:COUNT, data:V1,V2,... or
// file:PATH.
func parseBufferSpec(s string) (*bufferSpec, error) {
	bind, rest, ok := strings.Cut(s, "=")
	if !ok {
		return nil, fmt.Errorf("-b %s: want BINDING=TYPE:SOURCE", s)
	}
	spec := &bufferSpec{text: s}
	var err error
	if spec.set, spec.binding, err = parseBinding(bind); err != nil {
		return nil, fmt.Errorf("-b %s: %v", s, err)
	}
	typName, source, ok := strings.Cut(rest, ":")
	if !ok {
		return nil, fmt.Errorf("-b %s: want BINDING=TYPE:SOURCE", s)
	}
	t, ok := elemTypes[typName]
	if !ok {
		return nil, fmt.Errorf("-b %s: unknown type %q (int8..int64, uint8..uint64, float16, float, double)", s, typName)
	}
	spec.typ = t
	kind, args, _ := strings.Cut(source, ":")
	bad := func(format string, a ...any) error {
		return fmt.Errorf("-b %s: %s", s, fmt.Sprintf(format, a...))
	}
	count := func(c string) (int, error) {
		n, err := strconv.Atoi(c)
		if err == nil && n > maxBufferBytes/t.size || errors.Is(err, strconv.ErrRange) && !strings.HasPrefix(c, "-") {
			// a well-formed count past the input bound: status 1, as
			// a buffer file that large is (docs/cli.md, "Limits")
			return 0, &exitError{code: 1, msg: fmt.Sprintf("-b %s: %s elements of %s are larger than %d MiB, the input limit", s, c, t.name, maxBufferBytes>>20)}
		}
		if err != nil || n < 0 {
			return 0, bad("count %q is not a number from 0 to %d (%d MiB of %s)", c, maxBufferBytes/t.size, maxBufferBytes>>20, t.name)
		}
		return n, nil
	}
	switch kind {
	case "fill":
		parts := strings.Split(args, ":")
		if len(parts) != 2 {
			return nil, bad("want fill:VALUE:COUNT")
		}
		n, err := count(parts[1])
		if err != nil {
			return nil, err
		}
		v, err := encodeValue(t, parts[0])
		if err != nil {
			return nil, bad("%v", err)
		}
		spec.data = bytes.Repeat(v, n)
	case "series":
		parts := strings.Split(args, ":")
		if len(parts) != 3 {
			return nil, bad("want series:START:STEP:COUNT")
		}
		n, err := count(parts[2])
		if err != nil {
			return nil, err
		}
		start, err1 := strconv.ParseFloat(parts[0], 64)
		step, err2 := strconv.ParseFloat(parts[1], 64)
		if err1 != nil || err2 != nil {
			return nil, bad("START and STEP must be numbers")
		}
		spec.data = make([]byte, 0, n*t.size)
		for i := 0; i < n; i++ {
			if spec.data, err = appendNumber(spec.data, t, start+float64(i)*step); err != nil {
				return nil, bad("%v", err)
			}
		}
	case "data":
		if args == "" {
			return nil, bad("data: needs at least one value")
		}
		for _, f := range strings.Split(args, ",") {
			v, err := encodeValue(t, strings.TrimSpace(f))
			if err != nil {
				return nil, bad("%v", err)
			}
			spec.data = append(spec.data, v...)
		}
	case "file":
		data, err := limits.ReadFile(args, int64(maxBufferBytes))
		if err != nil {
			// Not a usage error: the option is well formed.
			return nil, &exitError{code: 1, msg: fmt.Sprintf("-b %s: cannot read %s: %v", s, args, errText(err))}
		}
		spec.data = data
	default:
		return nil, bad("unknown source %q (fill, series, data, file)", kind)
	}
	return spec, nil
}

// parseBinding reads the BINDING of a -b option: B (set 0) or S.B.
func parseBinding(bind string) (set, binding uint32, err error) {
	setText, bText, hasSet := strings.Cut(bind, ".")
	if !hasSet {
		setText, bText = "0", bind
	}
	s, err1 := strconv.ParseUint(setText, 10, 32)
	b, err2 := strconv.ParseUint(bText, 10, 32)
	if err1 != nil || err2 != nil {
		return 0, 0, fmt.Errorf("binding %q is not B or S.B", bind)
	}
	return uint32(s), uint32(b), nil
}

// encodeValue returns the little-endian bytes of text as a value of t.
func encodeValue(t elemType, text string) ([]byte, error) {
	out := make([]byte, t.size)
	if t.float {
		f, err := strconv.ParseFloat(text, 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", text)
		}
		switch t.size {
		case 2:
			binary.LittleEndian.PutUint16(out, f16.FromFloat64(f))
		case 4:
			binary.LittleEndian.PutUint32(out, math.Float32bits(float32(f)))
		default:
			binary.LittleEndian.PutUint64(out, math.Float64bits(f))
		}
		return out, nil
	}
	var v uint64
	bits := 8 * t.size
	if t.signed {
		n, err := strconv.ParseInt(text, 0, bits)
		if err != nil {
			return nil, fmt.Errorf("%q is not a %s", text, t.name)
		}
		v = uint64(n)
	} else {
		n, err := strconv.ParseUint(text, 0, bits)
		if err != nil {
			return nil, fmt.Errorf("%q is not a %s", text, t.name)
		}
		v = n
	}
	for i := range out {
		out[i] = byte(v >> (8 * i))
	}
	return out, nil
}

// appendNumber appends the little-endian bytes of f as a value of t: a
// float type rounds it, an integer type takes it only when it is a whole
// number in the type's range.
func appendNumber(dst []byte, t elemType, f float64) ([]byte, error) {
	if t.float {
		switch t.size {
		case 2:
			return binary.LittleEndian.AppendUint16(dst, f16.FromFloat64(f)), nil
		case 4:
			return binary.LittleEndian.AppendUint32(dst, math.Float32bits(float32(f))), nil
		}
		return binary.LittleEndian.AppendUint64(dst, math.Float64bits(f)), nil
	}
	bits := 8 * t.size
	lo, hi := 0.0, math.Ldexp(1, bits) // [lo, hi)
	if t.signed {
		lo, hi = -math.Ldexp(1, bits-1), math.Ldexp(1, bits-1)
	}
	if f != math.Trunc(f) || !(f >= lo && f < hi) {
		return dst, fmt.Errorf("%s is not a %s", strconv.FormatFloat(f, 'f', -1, 64), t.name)
	}
	var v uint64
	if f < 0 {
		v = uint64(int64(f))
	} else {
		v = uint64(f)
	}
	for i := 0; i < t.size; i++ {
		dst = append(dst, byte(v>>(8*i)))
	}
	return dst, nil
}

// formatValue prints the element of t at the start of b.
func formatValue(t elemType, b []byte) string {
	return string(appendValue(nil, t, b))
}

// formatValues prints every whole element of t in b; the strings share one
// allocation (a million-element buffer is a million values to print).
func formatValues(t elemType, b []byte) []string {
	n := len(b) / t.size
	text := make([]byte, 0, n*4)
	ends := make([]int, n)
	for i := 0; i < n; i++ {
		text = appendValue(text, t, b[i*t.size:])
		ends[i] = len(text)
	}
	all := string(text)
	out := make([]string, n)
	start := 0
	for i, end := range ends {
		out[i] = all[start:end]
		start = end
	}
	return out
}

// appendValue appends the text of the element of t at the start of b.
func appendValue(dst []byte, t elemType, b []byte) []byte {
	var u uint64
	for i := 0; i < t.size; i++ {
		u |= uint64(b[i]) << (8 * i)
	}
	if t.float {
		switch t.size {
		case 2:
			return strconv.AppendFloat(dst, float64(f16.ToFloat32(uint16(u))), 'g', -1, 32)
		case 4:
			return strconv.AppendFloat(dst, float64(math.Float32frombits(uint32(u))), 'g', -1, 32)
		}
		return strconv.AppendFloat(dst, math.Float64frombits(u), 'g', -1, 64)
	}
	if t.signed {
		shift := 64 - 8*t.size
		return strconv.AppendInt(dst, int64(u<<shift)>>shift, 10)
	}
	return strconv.AppendUint(dst, u, 10)
}

func mathFloat32bits(f float32) uint32 { return math.Float32bits(f) }
