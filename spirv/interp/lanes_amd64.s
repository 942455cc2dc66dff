#include "textflag.h"

// NEXT4(l) moves BX to the next four lanes of a slot and goes back to l
// until the slot's S*8 bytes (R9) are done.
#define NEXT4(l) \
	ADDQ $32, BX \
	CMPQ BX, R9 \
	JB   l

// func cpuid(eaxArg, ecxArg uint32) (eax, ebx, ecx, edx uint32)
TEXT ·cpuid(SB), NOSPLIT, $0-24
	MOVL eaxArg+0(FP), AX
	MOVL ecxArg+4(FP), CX
	CPUID
	MOVL AX, eax+8(FP)
	MOVL BX, ebx+12(FP)
	MOVL CX, ecx+16(FP)
	MOVL DX, edx+20(FP)
	RET

// func xgetbv() (eax, edx uint32)
TEXT ·xgetbv(SB), NOSPLIT, $0-8
	MOVL $0, CX
	XGETBV
	MOVL AX, eax+0(FP)
	MOVL DX, edx+4(FP)
	RET

// func vbits(c []uint64) uint64
TEXT ·vbits(SB), NOSPLIT, $0-32
	MOVQ c_base+0(FP), SI
	MOVQ c_len+8(FP), R8
	XORQ AX, AX // the result
	XORQ CX, CX // the shift of the next four lanes
	SHRQ $2, R8
	JZ   bdone
	VPXOR Y15, Y15, Y15
bloop:
	VPCMPEQQ  (SI), Y15, Y0
	VMOVMSKPD Y0, DX // bit k: lane k is zero
	XORQ      $15, DX
	SHLQ      CX, DX
	ORQ       DX, AX
	ADDQ      $4, CX
	ADDQ      $32, SI
	DECQ      R8
	JNZ       bloop
	VZEROUPPER
bdone:
	MOVQ AX, ret+24(FP)
	RET

// func vloop(regs *uint64, S uint64, ops *chainOp, start uint64, limit int64) (steps uint64, exit int64)
//
// Runs the chainOps (chain.go) from ops[start] until a cExit, a cBr whose
// lanes do not all go to an op, a cGo, or a cLoop with more than limit
// steps counted: steps is the instructions counted, exit the index of the
// op it stopped at (-1 at a cLoop). R8 the registers, R9 the bytes of one
// slot (S*8), R10 the op, R11 the steps, R12 ops[0], R13 the limit; per
// data op DI, SI and DX point at slots d, a and b, BX is the byte offset
// of the next four lanes. Y13 holds 1 and Y12 the sign bit in every lane.
TEXT ·vloop(SB), NOSPLIT, $0-56
	MOVQ regs+0(FP), R8
	MOVQ S+8(FP), R9
	MOVQ ops+16(FP), R12
	MOVQ start+24(FP), R10
	MOVQ limit+32(FP), R13
	SHLQ $3, R9
	XORQ R11, R11
	SHLQ $6, R10
	ADDQ R12, R10
	MOVQ $1, AX
	VMOVQ AX, X13
	VPBROADCASTQ X13, Y13
	MOVQ $0x8000000000000000, AX
	VMOVQ AX, X12
	VPBROADCASTQ X12, Y12

cop:
	ADDQ 48(R10), R11
	MOVQ 0(R10), AX
	CMPQ AX, $24 // cJump
	JAE  cctl
	MOVQ 8(R10), DI
	IMULQ R9, DI
	ADDQ R8, DI
	MOVQ 16(R10), SI
	IMULQ R9, SI
	ADDQ R8, SI
	MOVQ 24(R10), DX
	IMULQ R9, DX
	ADDQ R8, DX
	VPBROADCASTQ 32(R10), Y15
	VPBROADCASTQ 40(R10), Y14
	XORQ BX, BX
	CMPQ AX, $16 // cFAdd
	JAE  cfl
	CMPQ AX, $6 // cMask
	JA   chi
	JE   cmask
	CMPQ AX, $2 // cMul32
	JA   cmid
	JE   cmul
	CMPQ AX, $1 // cSub
	JE   csub
	JMP  cadd
cmid: // cAnd, cOr, cXor
	CMPQ AX, $4
	JB   cand
	JE   cor
	JMP  cxor
chi: // cNot ... cSelect
	CMPQ AX, $10 // cULt
	JA   chi2
	JE   cult
	CMPQ AX, $8 // cEq
	JB   cnot
	JE   ceq
	JMP  cne
chi2:
	CMPQ AX, $12 // cShl
	JB   cslt
	JE   cshl
	CMPQ AX, $14 // cCopy
	JB   cshrl
	JE   ccopy
	JMP  cselect

cadd:
	VMOVDQU (SI)(BX*1), Y0
	VPADDQ  (DX)(BX*1), Y0, Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cadd)
	JMP     cnext
csub:
	VMOVDQU (SI)(BX*1), Y0
	VPSUBQ  (DX)(BX*1), Y0, Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(csub)
	JMP     cnext
cmul:
	VMOVDQU  (SI)(BX*1), Y0
	VPMULUDQ (DX)(BX*1), Y0, Y0
	VPAND    Y15, Y0, Y0
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT4(cmul)
	JMP      cnext
cand:
	VMOVDQU (SI)(BX*1), Y0
	VPAND   (DX)(BX*1), Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cand)
	JMP     cnext
cor:
	VMOVDQU (SI)(BX*1), Y0
	VPOR    (DX)(BX*1), Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cor)
	JMP     cnext
cxor:
	VMOVDQU (SI)(BX*1), Y0
	VPXOR   (DX)(BX*1), Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cxor)
	JMP     cnext
cmask:
	VMOVDQU (SI)(BX*1), Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cmask)
	JMP     cnext
cnot:
	VMOVDQU (SI)(BX*1), Y0
	VPANDN  Y15, Y0, Y0 // ^a & m
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cnot)
	JMP     cnext
ceq:
	VMOVDQU  (SI)(BX*1), Y0
	VPCMPEQQ (DX)(BX*1), Y0, Y0
	VPAND    Y13, Y0, Y0
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT4(ceq)
	JMP      cnext
cne:
	VMOVDQU  (SI)(BX*1), Y0
	VPCMPEQQ (DX)(BX*1), Y0, Y0
	VPANDN   Y13, Y0, Y0 // ^eq & 1
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT4(cne)
	JMP      cnext
cult:
	VPXOR    (SI)(BX*1), Y12, Y0 // sign bits flipped: signed order = unsigned
	VPXOR    (DX)(BX*1), Y12, Y1
	VPCMPGTQ Y0, Y1, Y0          // b > a
	VPAND    Y13, Y0, Y0
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT4(cult)
	JMP      cnext
cslt:
	VMOVQ 40(R10), X11
cslt1:
	VMOVDQU  (SI)(BX*1), Y0
	VMOVDQU  (DX)(BX*1), Y1
	VPSLLQ   X11, Y0, Y0
	VPSLLQ   X11, Y1, Y1
	VPCMPGTQ Y0, Y1, Y0 // int64(b<<k) > int64(a<<k)
	VPAND    Y13, Y0, Y0
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT4(cslt1)
	JMP      cnext
cshl:
	VMOVDQU (DX)(BX*1), Y1
	VPAND   Y15, Y1, Y1
	VMOVDQU (SI)(BX*1), Y0
	VPSLLVQ Y1, Y0, Y0
	VPAND   Y14, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cshl)
	JMP     cnext
cshrl:
	VMOVDQU (DX)(BX*1), Y1
	VPAND   Y15, Y1, Y1
	VMOVDQU (SI)(BX*1), Y0
	VPSRLVQ Y1, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cshrl)
	JMP     cnext
ccopy:
	VMOVDQU (SI)(BX*1), Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(ccopy)
	JMP     cnext
cselect: // DI = SI != 0 ? DX : slot m
	MOVQ 32(R10), AX
	IMULQ R9, AX
	ADDQ R8, AX
	VPXOR Y10, Y10, Y10
cselect1:
	VPCMPEQQ (SI)(BX*1), Y10, Y1 // all ones where the condition is false
	VMOVDQU  (AX)(BX*1), Y2
	VPAND    Y1, Y2, Y2          // the false value where false
	VMOVDQU  (DX)(BX*1), Y3
	VPANDN   Y3, Y1, Y3          // the true value where true
	VPOR     Y2, Y3, Y0
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT4(cselect1)
	JMP      cnext

// float32: the first source operand of VADDPS ... is a, so a NaN result
// is the first NaN operand quieted, or the default NaN (float32.go); the
// high halves of the lanes are cleared (Y15: m = 0xFFFFFFFF)
cfl:
	CMPQ AX, $18 // cFMul
	JB   cfl1
	JE   cfmul
	CMPQ AX, $20 // cFCmp
	JB   cfdiv
	JE   cfcmp
	JMP  cnext
cfl1:
	CMPQ AX, $17
	JE   cfsub
cfadd:
	VMOVDQU (SI)(BX*1), Y0
	VADDPS  (DX)(BX*1), Y0, Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cfadd)
	JMP     cnext
cfsub:
	VMOVDQU (SI)(BX*1), Y0
	VSUBPS  (DX)(BX*1), Y0, Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cfsub)
	JMP     cnext
cfmul:
	VMOVDQU (SI)(BX*1), Y0
	VMULPS  (DX)(BX*1), Y0, Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cfmul)
	JMP     cnext
cfdiv:
	VMOVDQU (SI)(BX*1), Y0
	VDIVPS  (DX)(BX*1), Y0, Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT4(cfdiv)
	JMP     cnext
cfcmp: // (lt & Y15 | gt & Y14 | eq & Y11) ^ Y10, bit 0 of the low half
	VPBROADCASTQ 56(R10), Y11
	VPSRLQ       $32, Y15, Y10
cfcmp1:
	VMOVDQU (SI)(BX*1), Y0
	VMOVDQU (DX)(BX*1), Y1
	VCMPPS  $1, Y1, Y0, Y2 // a < b
	VCMPPS  $1, Y0, Y1, Y3 // b < a
	VCMPPS  $0, Y1, Y0, Y4 // a == b
	VPAND   Y15, Y2, Y2
	VPAND   Y14, Y3, Y3
	VPAND   Y11, Y4, Y4
	VPOR    Y3, Y2, Y2
	VPOR    Y4, Y2, Y2
	VPXOR   Y10, Y2, Y2
	VPAND   Y13, Y2, Y2
	VMOVDQU Y2, (DI)(BX*1)
	NEXT4(cfcmp1)
	JMP     cnext

cnext:
	ADDQ $64, R10
	JMP  cop

cctl: // cJump, cBr, cExit, cLoop, cGo
	JE   cjump
	CMPQ AX, $26 // cExit
	JB   cbr
	JE   cexit
	CMPQ AX, $27 // cLoop
	JNE  cret    // cGo: stop, counting it
	CMPQ R11, R13
	JG   cstop
	MOVQ R12, R10
	JMP  cop
cjump:
	MOVQ 32(R10), AX
cgo: // to op AX
	SHLQ $6, AX
	LEAQ (R12)(AX*1), R10
	JMP  cop
cbr:
	MOVQ  16(R10), SI
	IMULQ R9, SI
	ADDQ  R8, SI
	XORQ  BX, BX
	VPXOR Y1, Y1, Y1 // zero
	VPXOR Y2, Y2, Y2 // lanes that are zero
	VPXOR Y3, Y3, Y3 // the bits of every lane
cbr1:
	VMOVDQU  (SI)(BX*1), Y0
	VPCMPEQQ Y1, Y0, Y4
	VPOR     Y4, Y2, Y2
	VPOR     Y0, Y3, Y3
	NEXT4(cbr1)
	MOVQ     8(R10), AX // every lane non-zero: op d
	VPTEST   Y2, Y2
	JZ       cbr2
	MOVQ     24(R10), AX // every lane zero: op b
	VPTEST   Y3, Y3
	JNZ      cexit       // lanes part
cbr2:
	CMPQ AX, $-1
	JNE  cgo
cexit: // stop at this op, not counting it
	DECQ R11
cret: // stop at this op
	MOVQ R10, AX
	SUBQ R12, AX
	SHRQ $6, AX
	MOVQ AX, exit+48(FP)
	VZEROUPPER
	MOVQ R11, steps+40(FP)
	RET
cstop:
	MOVQ $-1, AX
	MOVQ AX, exit+48(FP)
	VZEROUPPER
	MOVQ R11, steps+40(FP)
	RET
