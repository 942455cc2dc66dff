package nvasm

import "encoding/binary"

// Program is an emitted assembly program and its host interface.
type Program struct {
	// Text is the !!NVcp5.0 program.
	Text string
	// Storage lists the buffer and uniform blocks: the host binds the
	// buffer of GLSL (Set, Binding) to program.storage[Index]
	// (glBindBufferRange(GL_SHADER_STORAGE_BUFFER, Index, ...)). Uniform
	// blocks are read through STORAGE as well.
	Storage []StorageBinding
	// Locals describes program.local[i] for each i (16 bytes each, set
	// with glProgramLocalParametersI4uivNV).
	Locals []Local
	// SharedBytes is the SHARED_MEMORY size (0 when unused).
	SharedBytes uint32
}

// StorageBinding maps a GLSL block onto program.storage[Index].
type StorageBinding struct {
	Index        int
	Set, Binding int
	Block        string // the GLSL block type name
	Uniform      bool   // a uniform block (read only)
	asmName      string
}

// LocalKind says what a program.local entry holds.
type LocalKind int

const (
	// LocalPush holds bytes Offset..Offset+15 of the push-constant block.
	LocalPush LocalKind = iota
	// LocalLength holds in .x the size in bytes of the range bound to
	// program.storage[Storage] (assembly programs see
	// program.storagelen as 0, so .length() reads it here); .yzw are 0.
	LocalLength
)

// Local is one program.local entry.
type Local struct {
	Kind    LocalKind
	Offset  int // LocalPush
	Storage int // LocalLength
}

// LocalWords builds the program.local contents: push holds the GLSL
// push-constant block's bytes and sizes the byte size of each bound
// program.storage range (by index).
func (p *Program) LocalWords(push []byte, sizes map[int]uint32) []byte {
	out := make([]byte, 16*len(p.Locals))
	for i, l := range p.Locals {
		switch l.Kind {
		case LocalPush:
			if l.Offset < len(push) {
				copy(out[16*i:16*i+16], push[l.Offset:])
			}
		case LocalLength:
			binary.LittleEndian.PutUint32(out[16*i:], sizes[l.Storage])
		}
	}
	return out
}
