package spirv

import (
	"encoding/binary"
	"fmt"
)

// MagicNumber starts every SPIR-V module.
const MagicNumber = 0x07230203

// Version numbers as they appear in the header word (0x00MMmm00).
const (
	Version1_0 uint32 = 0x00010000
	Version1_1 uint32 = 0x00010100
	Version1_2 uint32 = 0x00010200
	Version1_3 uint32 = 0x00010300
	Version1_4 uint32 = 0x00010400
	Version1_5 uint32 = 0x00010500
	Version1_6 uint32 = 0x00010600
)

// VersionString formats a header version word as "1.3".
func VersionString(v uint32) string {
	return fmt.Sprintf("%d.%d", v>>16&0xff, v>>8&0xff)
}

// Header is the five-word module header.
type Header struct {
	Version   uint32
	Generator uint32
	Bound     uint32
	Schema    uint32
}

// Inst is one instruction of a decoded module.
type Inst struct {
	Op Op
	// Words is the whole instruction, its first word (word count and opcode)
	// included. It aliases the module's word slice.
	Words []uint32
	// Offset is the index of the instruction's first word in the module,
	// header included; errors name it.
	Offset int
}

// Operands returns the instruction's words after the opcode word.
func (in Inst) Operands() []uint32 { return in.Words[1:] }

// RawModule is a module split into instructions, with nothing resolved.
type RawModule struct {
	Header Header
	Words  []uint32
	Insts  []Inst
}

// DecodeError is an error in a SPIR-V binary; Offset is a word index.
type DecodeError struct {
	Offset int
	Msg    string
}

func (e *DecodeError) Error() string {
	return fmt.Sprintf("SPIR-V word %d: %s", e.Offset, e.Msg)
}

// Words converts a byte slice to words, detecting the byte order from the
// magic number.
func Words(data []byte) ([]uint32, error) {
	if len(data) < 4 {
		return nil, &DecodeError{0, fmt.Sprintf("module is %d bytes, too short for a header", len(data))}
	}
	if len(data)%4 != 0 {
		return nil, &DecodeError{len(data) / 4, fmt.Sprintf("module size %d is not a multiple of 4 bytes", len(data))}
	}
	var order binary.ByteOrder
	switch {
	case binary.LittleEndian.Uint32(data) == MagicNumber:
		order = binary.LittleEndian
	case binary.BigEndian.Uint32(data) == MagicNumber:
		order = binary.BigEndian
	default:
		return nil, &DecodeError{0, fmt.Sprintf("bad magic number 0x%08x (want 0x%08x)", binary.LittleEndian.Uint32(data), MagicNumber)}
	}
	w := make([]uint32, len(data)/4)
	for i := range w {
		w[i] = order.Uint32(data[4*i:])
	}
	return w, nil
}

// Decode splits a binary module into instructions. It checks the header,
// that every instruction's word count is non-zero and inside the module, and
// that every opcode is in the grammar; it resolves nothing else.
func Decode(data []byte) (*RawModule, error) {
	w, err := Words(data)
	if err != nil {
		return nil, err
	}
	return DecodeWords(w)
}

// DecodeWords is Decode for a module already in words.
func DecodeWords(w []uint32) (*RawModule, error) {
	if len(w) < 5 {
		return nil, &DecodeError{len(w), fmt.Sprintf("module has %d words, a header needs 5", len(w))}
	}
	if w[0] != MagicNumber {
		return nil, &DecodeError{0, fmt.Sprintf("bad magic number 0x%08x", w[0])}
	}
	m := &RawModule{Header: Header{Version: w[1], Generator: w[2], Bound: w[3], Schema: w[4]}, Words: w}
	if v := w[1]; v&0xff0000ff != 0 || v < Version1_0 || v > Version1_6 {
		return nil, &DecodeError{1, fmt.Sprintf("unsupported SPIR-V version word 0x%08x", v)}
	}
	for off := 5; off < len(w); {
		n := int(w[off] >> 16)
		op := Op(w[off] & 0xffff)
		if n == 0 {
			return nil, &DecodeError{off, fmt.Sprintf("instruction %s has word count 0", op)}
		}
		if off+n > len(w) {
			return nil, &DecodeError{off, fmt.Sprintf("instruction %s with %d words runs past the end of the module (%d words)", op, n, len(w))}
		}
		if _, ok := op.Info(); !ok {
			return nil, &DecodeError{off, fmt.Sprintf("unknown opcode %d", uint16(op))}
		}
		m.Insts = append(m.Insts, Inst{Op: op, Words: w[off : off+n : off+n], Offset: off})
		off += n
	}
	return m, nil
}

// Encode returns the little-endian bytes of words.
func Encode(words []uint32) []byte {
	out := make([]byte, 4*len(words))
	for i, v := range words {
		binary.LittleEndian.PutUint32(out[4*i:], v)
	}
	return out
}

// String decodes a literal string operand starting at words[0]; n is the
// number of words it used.
func String(words []uint32) (s string, n int, err error) {
	var b []byte
	for i, v := range words {
		for k := 0; k < 4; k++ {
			c := byte(v >> (8 * k))
			if c == 0 {
				return string(b), i + 1, nil
			}
			b = append(b, c)
		}
	}
	return "", 0, fmt.Errorf("literal string is not terminated")
}

// StringWords encodes s as a nul-terminated literal string operand.
func StringWords(s string) []uint32 {
	n := len(s)/4 + 1
	out := make([]uint32, n)
	for i := 0; i < len(s); i++ {
		out[i/4] |= uint32(s[i]) << (8 * (i % 4))
	}
	return out
}
