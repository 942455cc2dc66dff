package conformance

import (
	"errors"
	"fmt"
	"github.com/glslc-nv/glslc-nv/internal/layout"
	"math"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/f16"
)

// ScalarKind is the numeric class of a buffer component.
type ScalarKind int

// The scalar kinds: signed and unsigned integers, IEEE floats.
const (
	Int ScalarKind = iota
	Uint
	Float
)

// Scalar is one component type: a kind and a width in bits (8, 16, 32, 64).
type Scalar struct {
	Kind ScalarKind
	Bits int
}

func (s Scalar) String() string {
	switch s.Kind {
	case Float:
		switch s.Bits {
		case 16:
			return "float16"
		case 32:
			return "float"
		}
		return "double"
	case Int:
		return "int" + strconv.Itoa(s.Bits)
	}
	return "uint" + strconv.Itoa(s.Bits)
}

// Bytes is the size of the scalar in bytes.
func (s Scalar) Bytes() int { return s.Bits / 8 }

var scalarNames = map[string]Scalar{
	"int8": {Int, 8}, "int16": {Int, 16}, "int32": {Int, 32}, "int64": {Int, 64},
	"uint8": {Uint, 8}, "uint16": {Uint, 16}, "uint32": {Uint, 32}, "uint64": {Uint, 64},
	"float16": {Float, 16}, "float": {Float, 32}, "double": {Float, 64},
}

// Layout is a buffer's memory layout rule.
type Layout int

const (
	// Std430 is the default: vec3 and matrix columns of three rows take the
	// room of four components.
	Std430 Layout = iota
	// Std140 additionally rounds array elements and matrix columns up to
	// 16 bytes.
	Std140
)

func (l Layout) String() string {
	if l == Std140 {
		return "STD140"
	}
	return "STD430"
}

// DataType is the element type of a buffer: a scalar, vector or matrix of a
// scalar type (optionally an unsized array of it, written T[]), or an image
// format, which lists its components without padding.
type DataType struct {
	Name   string // as written in the script
	Scalar Scalar // component type of scalars, vectors and matrices
	Cols   int    // matrix columns; 1 otherwise
	Rows   int    // vector size or matrix rows; 1 for a scalar
	Array  bool   // written with a trailing []
	// Format lists the components of an image format (nil otherwise).
	Format []Scalar
	// Struct is the STRUCT this type names (nil otherwise).
	Struct *StructType
}

// StructType is a STRUCT declaration.
type StructType struct {
	Name string
	// Stride overrides the struct's size (STRIDE); 0 when absent.
	Stride  int
	Members []StructMember
	flat    []Scalar // the component types, members flattened in order
}

// StructMember is one member of a STRUCT.
type StructMember struct {
	Name string
	Type *DataType
	// Offset is the member's OFFSET, -1 when absent; MatrixStride its
	// MATRIX_STRIDE, 0 when absent.
	Offset       int
	MatrixStride int
}

// Component is one value inside an element: its byte offset and type.
type Component struct {
	Offset int
	Type   Scalar
}

// ElemLayout is the placement of one element's components.
type ElemLayout struct {
	Size  int // bytes from one element to the next
	Comps []Component
}

// ParseDataType reads a DATA_TYPE name: int8 ... uint64, float16, float,
// double, vecN<T>, matCxR<T>, any of them followed by [].
func ParseDataType(s string) (*DataType, error) {
	t := &DataType{Name: s, Cols: 1, Rows: 1}
	base := s
	if strings.HasSuffix(base, "[]") {
		t.Array = true
		base = strings.TrimSuffix(base, "[]")
	}
	if sc, ok := scalarNames[base]; ok {
		t.Scalar = sc
		return t, nil
	}
	open := strings.IndexByte(base, '<')
	if open < 0 || !strings.HasSuffix(base, ">") {
		return nil, fmt.Errorf("unknown data type %q", s)
	}
	head, inner := base[:open], base[open+1:len(base)-1]
	sc, ok := scalarNames[inner]
	if !ok {
		return nil, fmt.Errorf("unknown data type %q", s)
	}
	t.Scalar = sc
	switch {
	case len(head) == 4 && strings.HasPrefix(head, "vec") && head[3] >= '2' && head[3] <= '4':
		t.Rows = int(head[3] - '0')
	case len(head) == 6 && strings.HasPrefix(head, "mat") && head[4] == 'x' &&
		head[3] >= '2' && head[3] <= '4' && head[5] >= '2' && head[5] <= '4':
		t.Cols = int(head[3] - '0')
		t.Rows = int(head[5] - '0')
	default:
		return nil, fmt.Errorf("unknown data type %q", s)
	}
	return t, nil
}

// ParseFormat reads an image format name such as R32G32B32A32_SFLOAT. Each
// component becomes one buffer component with no padding; UNORM, SRGB and
// USCALED components are read as unsigned integers and SNORM and SSCALED
// ones as signed integers (their raw encodings). A packed format
// (..._PACK16, ..._PACK32) is one unsigned component.
func ParseFormat(s string) (*DataType, error) {
	bad := func() (*DataType, error) { return nil, fmt.Errorf("unknown format %q", s) }
	parts := strings.Split(s, "_")
	if len(parts) < 2 {
		return bad()
	}
	if p := parts[len(parts)-1]; strings.HasPrefix(p, "PACK") {
		n, err := strconv.Atoi(p[4:])
		if err != nil || (n != 8 && n != 16 && n != 32) {
			return bad()
		}
		return &DataType{Name: s, Cols: 1, Rows: 1, Format: []Scalar{{Uint, n}}}, nil
	}
	// Groups of "<letters><bits>" followed by a numeric mode, possibly more
	// than once (D32_SFLOAT_S8_UINT).
	var comps []Scalar
	for i := 0; i < len(parts); i += 2 {
		if i+1 >= len(parts) {
			return bad()
		}
		var kind ScalarKind
		switch parts[i+1] {
		case "SFLOAT":
			kind = Float
		case "UINT", "UNORM", "SRGB", "USCALED":
			kind = Uint
		case "SINT", "SNORM", "SSCALED":
			kind = Int
		default:
			return bad()
		}
		spec := parts[i]
		if spec == "" {
			return bad()
		}
		for len(spec) > 0 {
			c := spec[0]
			if !strings.ContainsRune("RGBAXDS", rune(c)) {
				return bad()
			}
			j := 1
			for j < len(spec) && spec[j] >= '0' && spec[j] <= '9' {
				j++
			}
			bits, err := strconv.Atoi(spec[1:j])
			if err != nil || (bits != 8 && bits != 16 && bits != 32 && bits != 64) {
				return bad()
			}
			if kind == Float && bits == 8 {
				return bad()
			}
			comps = append(comps, Scalar{kind, bits})
			spec = spec[j:]
		}
	}
	if len(comps) == 0 || len(comps) > 4 {
		return bad()
	}
	return &DataType{Name: s, Cols: 1, Rows: 1, Format: comps}, nil
}

// Components is the number of values one element holds.
func (t *DataType) Components() int {
	switch {
	case t.Struct != nil:
		return len(t.Struct.flat)
	case t.Format != nil:
		return len(t.Format)
	}
	return t.Cols * t.Rows
}

// ComponentType is the scalar type of value i of an element (values
// continue into the next elements).
func (t *DataType) ComponentType(i int) Scalar {
	switch {
	case t.Struct != nil:
		return t.Struct.flat[i%len(t.Struct.flat)]
	case t.Format != nil:
		return t.Format[i%len(t.Format)]
	}
	return t.Scalar
}

func roundUp(n, a int) int { return int(layout.RoundUp(uint32(n), uint32(a))) }

// rules is l as internal/layout's rules.
func (l Layout) rules() layout.Rules {
	if l == Std140 {
		return layout.Std140
	}
	return layout.Std430
}

// columnStride is the room a vector of rows components of b bytes takes as
// an array element or matrix column (std140 rounds those up to 16), and
// its base alignment.
func columnStride(l Layout, b, rows int) (align, stride int) {
	a := layout.VectorAlign(l.rules(), uint32(b), uint32(rows))
	sa, st := layout.Stride(l.rules(), a, uint32(b*rows))
	return int(sa), int(st)
}

// Layout places an element's components under the given rule. A vector of
// three takes the room of four; a matrix is its columns, each laid out as
// a vector (of four when it has three rows); under STD140 an array
// element and every matrix column are rounded up to 16 bytes. Format
// types are never padded.
func (t *DataType) Layout(l Layout) ElemLayout {
	var e ElemLayout
	if t.Struct != nil {
		e, _, _ = t.Struct.layout(l)
		return e
	}
	if t.Format != nil {
		for _, c := range t.Format {
			e.Comps = append(e.Comps, Component{e.Size, c})
			e.Size += c.Bytes()
		}
		return e
	}
	b := t.Scalar.Bytes()
	// A lone vector or scalar is padded to its alignment (a vec3 to 16
	// bytes) but rounded to 16 under STD140 only as an array element.
	colAlign, colStride := columnStride(Std430, b, t.Rows)
	if t.Cols > 1 || t.Array {
		colAlign, colStride = columnStride(l, b, t.Rows)
	}
	for c := 0; c < t.Cols; c++ {
		for r := 0; r < t.Rows; r++ {
			e.Comps = append(e.Comps, Component{c*colStride + r*b, t.Scalar})
		}
	}
	e.Size = t.Cols * colStride
	if t.Array {
		_, st := layout.Stride(l.rules(), uint32(colAlign), uint32(e.Size))
		e.Size = int(st)
	}
	return e
}

// Value is a number written in the script, read for one component type.
type Value struct {
	Bits  uint64  // the component's encoding in the low bits
	F     float64 // the number, for float components
	Float bool    // written for a float component
}

// parseValue reads text as a value of type s, as Amber reads it. Integers
// may be decimal or 0x-hexadecimal; like Amber (strtoull, then a cast to
// the component type) a decimal is taken modulo 2^64 with its sign, a
// larger one saturates, and the low bits of the result are the value, so
// -1 is all ones in any integer type and 300 is 44 in a uint8. Floats may
// be any Go float literal, inf or nan, or an integer.
func parseValue(text string, s Scalar) (Value, error) {
	if s.Kind == Float {
		f, err := parseFloat(text)
		if err != nil {
			return Value{}, fmt.Errorf("invalid %s value %q", s, text)
		}
		return Value{Bits: encodeFloat(f, s.Bits), F: f, Float: true}, nil
	}
	var u uint64
	var err error
	if strings.HasPrefix(text, "0x") || strings.HasPrefix(text, "0X") {
		u, err = strconv.ParseUint(text[2:], 16, 64)
	} else {
		t, neg := strings.CutPrefix(text, "-")
		if !neg {
			t = strings.TrimPrefix(t, "+")
		}
		if t == "" || strings.Trim(t, "0123456789") != "" {
			return Value{}, fmt.Errorf("invalid %s value %q", s, text)
		}
		u, err = strconv.ParseUint(t, 10, 64)
		if errors.Is(err, strconv.ErrRange) {
			u, err = math.MaxUint64, nil
		} else if neg {
			u = -u
		}
	}
	if err != nil {
		return Value{}, fmt.Errorf("invalid %s value %q", s, text)
	}
	if s.Bits < 64 {
		u &= 1<<uint(s.Bits) - 1
	}
	return Value{Bits: u}, nil
}

// isFloatLiteral reports whether Amber's tokenizer reads text as a
// floating-point number (it has a '.'), rather than an integer.
func isFloatLiteral(text string) bool {
	_, err := parseFloat(text)
	return err == nil && strings.Contains(text, ".")
}

func parseFloat(text string) (float64, error) {
	switch strings.ToLower(strings.TrimPrefix(text, "+")) {
	case "inf", "infinity":
		return math.Inf(1), nil
	case "-inf", "-infinity":
		return math.Inf(-1), nil
	case "nan":
		return math.NaN(), nil
	}
	if strings.HasPrefix(text, "0x") || strings.HasPrefix(text, "0X") {
		if u, err := strconv.ParseUint(text[2:], 16, 64); err == nil {
			return float64(u), nil
		}
	}
	for _, r := range text {
		if !strings.ContainsRune("0123456789+-.eE", r) {
			return 0, fmt.Errorf("not a number")
		}
	}
	return strconv.ParseFloat(text, 64)
}

// encodeFloat gives the bit pattern of f as a float of the given width.
func encodeFloat(f float64, bits int) uint64 {
	switch bits {
	case 16:
		return uint64(amberHalf(float32(f)))
	case 32:
		return uint64(math.Float32bits(float32(f)))
	}
	return math.Float64bits(f)
}

// decodeFloat reads a float of the given width from its bits.
func decodeFloat(v uint64, bits int) float64 {
	switch bits {
	case 16:
		return f16.ToFloat64(uint16(v))
	case 32:
		return float64(math.Float32frombits(uint32(v)))
	}
	return math.Float64frombits(v)
}

// amberHalf encodes a float32 as a 16-bit float the way Amber fills
// buffers (its FloatToHexFloat16): a value in the half's normal range
// keeps the top 10 bits of its mantissa (truncation, not rounding, which
// is f16.FromFloat64TowardZero there), and a float32 denormal becomes a
// signed zero. The CTS's expected values were computed from inputs
// encoded so (the fp16 matrix precision files fail with rounded inputs).
// Outside that range Amber's encoder yields garbage (the exponent wraps);
// there the value is converted with rounding (f16.FromFloat32), and so
// keeps its meaning (Inf, NaN, half denormals, overflow to Inf).
func amberHalf(f float32) uint16 {
	b := math.Float32bits(f)
	switch exp := b >> 23 & 0xff; {
	case exp == 0:
		return uint16(b>>16) & f16.SignBit
	case exp >= 113 && exp <= 142: // 2^-14 <= |f| < 2^16
		return f16.FromFloat64TowardZero(float64(f))
	}
	return f16.FromFloat32(f)
}

// get reads a component from data at off.
func get(data []byte, off int, s Scalar) uint64 {
	var v uint64
	for i := s.Bytes() - 1; i >= 0; i-- {
		v = v<<8 | uint64(data[off+i])
	}
	return v
}

// put writes a component's bits into data at off.
func put(data []byte, off int, s Scalar, v uint64) {
	for i := 0; i < s.Bytes(); i++ {
		data[off+i] = byte(v >> (8 * i))
	}
}

// toFloat gives the numeric value of a component's bits.
func toFloat(v uint64, s Scalar) float64 {
	switch s.Kind {
	case Float:
		return decodeFloat(v, s.Bits)
	case Int:
		return float64(signExtend(v, s.Bits))
	}
	return float64(v)
}

func signExtend(v uint64, bits int) int64 {
	sh := uint(64 - bits)
	return int64(v<<sh) >> sh
}

// formatValue prints a component's bits as a number of its type.
func formatValue(v uint64, s Scalar) string {
	switch s.Kind {
	case Float:
		f := decodeFloat(v, s.Bits)
		if s.Bits == 64 {
			return strconv.FormatFloat(f, 'g', -1, 64)
		}
		return strconv.FormatFloat(f, 'g', -1, 32)
	case Int:
		return strconv.FormatInt(signExtend(v, s.Bits), 10)
	}
	return strconv.FormatUint(v, 10)
}

// memberLayout places a struct member (not an array element) and gives its
// alignment: a scalar or vector takes its own size (a vec3 12 bytes,
// aligned like a vec4); a matrix its columns; a struct its members.
func memberLayout(t *DataType, l Layout, matrixStride int) (ElemLayout, int) {
	if t.Struct != nil {
		e, a, _ := t.Struct.layout(l)
		return e, a
	}
	b := t.Scalar.Bytes()
	if t.Cols == 1 {
		var e ElemLayout
		for r := 0; r < t.Rows; r++ {
			e.Comps = append(e.Comps, Component{r * b, t.Scalar})
		}
		e.Size = t.Rows * b
		return e, int(layout.VectorAlign(l.rules(), uint32(b), uint32(t.Rows)))
	}
	_, colStride := columnStride(l, b, t.Rows)
	if matrixStride > 0 {
		colStride = matrixStride
	}
	var e ElemLayout
	for c := 0; c < t.Cols; c++ {
		for r := 0; r < t.Rows; r++ {
			e.Comps = append(e.Comps, Component{c*colStride + r*b, t.Scalar})
		}
	}
	e.Size = t.Cols * colStride
	return e, colStride
}

// layout places the members in order, each at the next offset aligned for
// it (or at its OFFSET), and rounds the size up to the struct's alignment
// (at least 16 under STD140) unless STRIDE gives it. The error reports an
// OFFSET inside the previous member or a STRIDE smaller than the members.
func (s *StructType) layout(l Layout) (ElemLayout, int, error) {
	var e ElemLayout
	var err error
	cur, align := 0, 1
	for _, m := range s.Members {
		ml, ma := memberLayout(m.Type, l, m.MatrixStride)
		off := roundUp(cur, ma)
		if m.Offset >= 0 {
			if m.Offset < cur && err == nil {
				err = fmt.Errorf("STRUCT %s: member %s at OFFSET %d overlaps the member before it (%s layout: it ends at byte %d)", s.Name, m.Name, m.Offset, l, cur)
			}
			off = m.Offset
		}
		for _, c := range ml.Comps {
			e.Comps = append(e.Comps, Component{off + c.Offset, c.Type})
		}
		cur = off + ml.Size
		align = max(align, ma)
	}
	align = int(layout.StructAlign(l.rules(), uint32(align)))
	e.Size = roundUp(cur, align)
	if s.Stride > 0 {
		if s.Stride < cur && err == nil {
			err = fmt.Errorf("STRUCT %s: STRIDE %d is smaller than its members (%d bytes in %s layout)", s.Name, s.Stride, cur, l)
		}
		e.Size = s.Stride
	}
	return e, align, err
}
