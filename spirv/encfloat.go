package spirv

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/glslc-nv/glslc-nv/internal/minifloat"
)

// Literals of encoded float types (OpTypeFloat with an FP Encoding:
// SPV_KHR_bfloat16, SPV_EXT_float8, SPV_EXT_ocp_microscaling_types) are the
// encoding's bit pattern in the low bits of the word. The assembler reads a
// decimal or hexadecimal (0x1.8p+1) float and rounds it once, to nearest
// with ties to even, into the encoding (internal/minifloat: bfloat16 is
// float32's high half rounded, not an IEEE half); "0x" hex digits without
// a 'p' exponent are the raw bits. The disassembler prints finite values
// in the shortest decimal that reads back to the same bits, and
// infinities and NaNs as raw bits.

// EncodingFormat is the internal/minifloat format of an FP Encoding (false
// for the encodings glslc-nv does not implement).
func EncodingFormat(e FPEncoding) (minifloat.Format, bool) {
	switch e {
	case FPEncodingBFloat16KHR:
		return minifloat.BFloat16, true
	case FPEncodingFloat8E4M3EXT:
		return minifloat.E4M3, true
	case FPEncodingFloat8E5M2EXT:
		return minifloat.E5M2, true
	case FPEncodingFloat4E2M1EXT:
		return minifloat.E2M1, true
	}
	return 0, false
}

func encodingName(e FPEncoding) string { return enumName(KindFPEncoding, uint32(e)) }

// encodedTypeName names an encoded float type in the disassembly.
func encodedTypeName(e FPEncoding, width uint32) string {
	switch e {
	case FPEncodingBFloat16KHR:
		return "bfloat16"
	case FPEncodingFloat8E4M3EXT:
		return "fp8e4m3"
	case FPEncodingFloat8E5M2EXT:
		return "fp8e5m2"
	case FPEncodingFloat4E2M1EXT:
		return "fp4e2m1"
	}
	return "fp" + strconv.FormatUint(uint64(width), 10) + "_" + strconv.FormatUint(uint64(e), 10)
}

// parseEncodedFloat reads a literal of encoded float type t.
func parseEncodedFloat(s string, t NumType) (uint64, error) {
	f, ok := EncodingFormat(t.Encoding)
	if !ok {
		return 0, fmt.Errorf("literals of FP encoding %d are not supported", t.Encoding)
	}
	body := strings.TrimLeft(s, "+-")
	if (strings.HasPrefix(body, "0x") || strings.HasPrefix(body, "0X")) && !strings.ContainsAny(body, "pP") {
		if body != s {
			return 0, fmt.Errorf("raw bits take no sign")
		}
		u, err := strconv.ParseUint(body[2:], 16, 32)
		if err != nil || u>>uint(f.Bits()) != 0 {
			return 0, fmt.Errorf("not %d bits", f.Bits())
		}
		return u, nil
	}
	if body == "" || !(body[0] >= '0' && body[0] <= '9' || body[0] == '.') {
		return 0, fmt.Errorf("not a number")
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		return 0, fmt.Errorf("not a number")
	}
	return uint64(minifloat.FromFloat64(f, x, false)), nil
}

// formatEncodedFloat prints the literal bits v of encoded float type t.
func formatEncodedFloat(v uint32, t NumType) string {
	f, ok := EncodingFormat(t.Encoding)
	if t.Width < 32 {
		v &= 1<<t.Width - 1
	}
	if !ok {
		return "0x" + strconv.FormatUint(uint64(v), 16)
	}
	x := minifloat.ToFloat64(f, v)
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return "0x" + strconv.FormatUint(uint64(v), 16)
	}
	s := strconv.FormatFloat(x, 'g', -1, 64)
	if x == 0 && math.Signbit(x) {
		s = "-0"
	}
	return s
}
