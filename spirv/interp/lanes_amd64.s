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

// func vloop(regs *uint64, S uint64, ops *chainOp, start uint64, limit int64, mem *memTab) (steps uint64, exit int64)
//
// Runs the chainOps (chain.go) from ops[start] until a cExit, a cBr whose
// lanes do not all go to an op, a cGo, or a cLoop with more than limit
// steps counted: steps is the instructions counted, exit the index of the
// op it stopped at (-1 at a cLoop). R8 the registers, R9 the bytes of one
// slot (S*8), R10 the op, R11 the steps, R12 ops[0], R13 the limit; per
// data op DI, SI and DX point at slots d, a and b, BX is the byte offset
// of the next four lanes. Y13 holds 1 and Y12 the sign bit in every lane.
TEXT ·vloop(SB), NOSPLIT, $0-64
	MOVQ regs+0(FP), R8
	MOVQ S+8(FP), R9
	MOVQ ops+16(FP), R12
	MOVQ start+24(FP), R10
	MOVQ limit+32(FP), R13
	MOVQ mem+40(FP), R14
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
	CMPQ AX, $32 // cJump
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
	CMPQ AX, $22 // cLoad
	JB   caccess
	JE   cload
	CMPQ AX, $23 // cStore
	JE   cstore
	JMP  cnext // cExt
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

// IDX adds the sign-extended 32-bit index in slot R times the stride
// (0 <= stride < 1<<31) in STRIDE to the offsets in Y1: Y11 the low-half
// mask, Y10 0x80000000, Y6 zero.
#define IDX(R, STRIDE) \
	VMOVDQU  (R)(BX*1), Y4 \
	VPAND    Y11, Y4, Y4 \
	VPXOR    Y10, Y4, Y4 \
	VPSUBQ   Y10, Y4, Y4 \
	VPCMPGTQ Y4, Y6, Y5 \
	VPXOR    Y5, Y4, Y4 \
	VPSUBQ   Y5, Y4, Y4 \
	VPMULUDQ STRIDE, Y4, Y4 \
	VPXOR    Y5, Y4, Y4 \
	VPSUBQ   Y5, Y4, Y4 \
	VPADDQ   Y4, Y1, Y1

// ACC0 starts the offsets of four lanes' access chain in Y1 from the
// pointers in Y0: badOff for a pointer at badOff, else its offset + m.
#define ACC0 \
	VMOVDQU  (SI)(BX*1), Y0 \
	VPAND    Y11, Y0, Y1 \
	VPCMPEQQ Y11, Y1, Y2 \
	VPADDQ   Y15, Y1, Y1 \
	VPANDN   Y1, Y2, Y1 \
	VPAND    Y11, Y2, Y3 \
	VPOR     Y3, Y1, Y1

// ACC1 ends it: badOff outside [lo, hi] (Y9, Y8), the region of the
// pointer in the high half.
#define ACC1 \
	VPCMPGTQ Y1, Y9, Y2 \
	VPCMPGTQ Y8, Y1, Y3 \
	VPOR     Y3, Y2, Y2 \
	VPANDN   Y1, Y2, Y1 \
	VPAND    Y11, Y2, Y3 \
	VPOR     Y3, Y1, Y1 \
	VPANDN   Y0, Y11, Y0 \
	VPOR     Y1, Y0, Y0 \
	VMOVDQU  Y0, (DI)(BX*1)

// cAccess: accessChain's offsets (memory.go) with one or two indices; the
// cExt after it holds lo, hi and the second stride
caccess:
	MOVQ         $0xFFFFFFFF, AX
	VMOVQ        AX, X11
	VPBROADCASTQ X11, Y11
	MOVQ         $0x80000000, AX
	VMOVQ        AX, X10
	VPBROADCASTQ X10, Y10
	VPBROADCASTQ 72(R10), Y9
	VPBROADCASTQ 80(R10), Y8
	VPBROADCASTQ 88(R10), Y7
	VPXOR        Y6, Y6, Y6
	MOVQ         56(R10), CX
	CMPQ         CX, $-1
	JE           cacc1
	IMULQ        R9, CX
	ADDQ         R8, CX
cacc2:
	ACC0
	IDX(DX, Y14)
	IDX(CX, Y7)
	ACC1
	NEXT4(cacc2)
	JMP cnext
cacc1:
	ACC0
	IDX(DX, Y14)
	ACC1
	NEXT4(cacc1)
	JMP cnext

// cLoad and cStore: load32's and store32's in-place paths (memfast.go),
// lane by lane (BX/8); a lane that needs more stops vloop at the op,
// counted (cret), and sg.run runs the whole instruction again, which
// gives the same: the lanes done so far changed nothing it reads. AX the
// offset, CX the region and then the bytes, R14 the memTab.
cload:
	MOVQ  (SI)(BX*1), AX
	MOVQ  AX, CX
	SHRQ  $32, CX
	MOVL  AX, AX
	ADDQ  40(R10), AX
	LEAQ  4(AX), R15
	CMPQ  CX, $1
	JE    clshared
	JB    clarena
	SUBQ  $3, CX
	JB    cret
	CMPQ  CX, 24(R14)
	JAE   cret
	SHLQ  $4, CX
	ADDQ  16(R14), CX
	CMPQ  R15, 8(CX)
	JA    cret
	MOVQ  0(CX), CX
	MOVL  (CX)(AX*1), R15
	MOVQ  R15, (DI)(BX*1)
	ADDQ  $8, BX
	CMPQ  BX, R9
	JB    cload
	JMP   cnext
clarena:
	CMPQ  R15, 40(R14)
	JA    cret
	MOVQ  BX, CX
	SHRQ  $3, CX
	IMULQ 40(R14), CX
	ADDQ  32(R14), CX
	MOVL  (CX)(AX*1), R15
	MOVQ  R15, (DI)(BX*1)
	ADDQ  $8, BX
	CMPQ  BX, R9
	JB    cload
	JMP   cnext
clshared:
	CMPQ  R15, 8(R14)
	JA    cret
	CMPQ  48(R14), $0
	JE    clsh1
	// tracked: all four bytes written, by no other invocation, and read
	// by this one already, or by none (then recorded, unless keep), or
	// each by some invocation (then as trackRead4 records them)
	MOVQ         64(R14), CX
	CMPL         (CX)(AX*1), $0x01010101
	JNE          cret
	MOVQ         72(R14), CX
	VMOVDQU      (CX)(AX*4), X0
	VPTEST       X0, X0
	JNZ          cret
	MOVQ         BX, R15
	SHRQ         $3, R15
	ADDQ         88(R14), R15
	VMOVD        R15, X2
	VPBROADCASTD X2, X2
	MOVQ         80(R14), CX
	VMOVDQU      (CX)(AX*4), X1
	VPCMPEQD     X1, X2, X3
	VMOVMSKPS    X3, R15
	CMPQ         R15, $15
	JE           clsh1
	VPTEST       X1, X1
	JNZ          clsh2
	CMPQ         56(R14), $0
	JNE          cret
	VMOVDQU      X2, (CX)(AX*4)
	JMP          clsh1
clsh2: // no byte unread: each becomes this one's or several readers' (-1), as in trackRead4
	VPXOR        X5, X5, X5
	VPCMPEQD     X1, X5, X5
	VPTEST       X5, X5
	JNZ          cret
	VPCMPEQD     X6, X6, X6
	VPXOR        X6, X3, X4
	VPAND        X2, X3, X3
	VPOR         X4, X3, X3
	VMOVDQU      X3, (CX)(AX*4)
clsh1:
	MOVQ  0(R14), CX
	MOVL  (CX)(AX*1), R15
	MOVQ  R15, (DI)(BX*1)
	ADDQ  $8, BX
	CMPQ  BX, R9
	JB    cload
	JMP   cnext

cstore: // DX: the values
	MOVQ  (SI)(BX*1), AX
	MOVQ  AX, CX
	SHRQ  $32, CX
	MOVL  AX, AX
	ADDQ  40(R10), AX
	LEAQ  4(AX), R15
	CMPQ  CX, $1
	JE    csshared
	JB    csarena
	SUBQ  $3, CX
	JB    cret
	CMPQ  CX, 24(R14)
	JAE   cret
	SHLQ  $4, CX
	ADDQ  16(R14), CX
	CMPQ  R15, 8(CX)
	JA    cret
	MOVQ  0(CX), CX
	MOVQ  (DX)(BX*1), R15
	MOVL  R15, (CX)(AX*1)
	ADDQ  $8, BX
	CMPQ  BX, R9
	JB    cstore
	JMP   cnext
csarena:
	CMPQ  R15, 40(R14)
	JA    cret
	MOVQ  BX, CX
	SHRQ  $3, CX
	IMULQ 40(R14), CX
	ADDQ  32(R14), CX
	MOVQ  (DX)(BX*1), R15
	MOVL  R15, (CX)(AX*1)
	ADDQ  $8, BX
	CMPQ  BX, R9
	JB    cstore
	JMP   cnext
csshared:
	CMPQ  R15, 8(R14)
	JA    cret
	CMPQ  48(R14), $0
	JE    cssh1
	// tracked: no other invocation wrote or read the four bytes, and
	// this one wrote them already or none did (then recorded, unless
	// keep); then they are initialised
	MOVQ         BX, R15
	SHRQ         $3, R15
	ADDQ         88(R14), R15
	VMOVD        R15, X2
	VPBROADCASTD X2, X2
	VPXOR        X5, X5, X5
	MOVQ         80(R14), CX
	VMOVDQU      (CX)(AX*4), X1
	VPCMPEQD     X1, X2, X3
	VPCMPEQD     X1, X5, X4
	VPOR         X4, X3, X3
	VMOVMSKPS    X3, R15
	CMPQ         R15, $15
	JNE          cret
	MOVQ         72(R14), CX
	VMOVDQU      (CX)(AX*4), X1
	VPCMPEQD     X1, X2, X3
	VMOVMSKPS    X3, R15
	CMPQ         R15, $15
	JE           cssh0
	VPTEST       X1, X1
	JNZ          cret
	CMPQ         56(R14), $0
	JNE          cret
	VMOVDQU      X2, (CX)(AX*4)
cssh0:
	MOVQ  64(R14), CX
	MOVL  $0x01010101, (CX)(AX*1)
cssh1:
	MOVQ  0(R14), CX
	MOVQ  (DX)(BX*1), R15
	MOVL  R15, (CX)(AX*1)
	ADDQ  $8, BX
	CMPQ  BX, R9
	JB    cstore
	JMP   cnext

cnext:
	ADDQ $64, R10
	JMP  cop

cctl: // cJump, cBr, cExit, cLoop, cGo
	JE   cjump
	CMPQ AX, $34 // cExit
	JB   cbr
	JE   cexit
	CMPQ AX, $35 // cLoop
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
	MOVQ AX, exit+56(FP)
	VZEROUPPER
	MOVQ R11, steps+48(FP)
	RET
cstop:
	MOVQ $-1, AX
	MOVQ AX, exit+56(FP)
	VZEROUPPER
	MOVQ R11, steps+48(FP)
	RET
