#include "textflag.h"

// Three-slice functions: DI = d, SI = a, DX = b, BX the byte offset of
// the next four lanes, CX the end (len(d) rounded down to a multiple of 4,
// times 8).
#define LOAD3 \
	MOVQ d_base+0(FP), DI \
	MOVQ d_len+8(FP), CX \
	MOVQ a_base+24(FP), SI \
	MOVQ b_base+48(FP), DX \
	SHRQ $2, CX \
	JZ   done \
	SHLQ $5, CX \
	XORQ BX, BX

#define NEXT3 \
	ADDQ $32, BX \
	CMPQ BX, CX \
	JB   loop

// ONES puts 1 in every lane of Y14.
#define ONES \
	MOVQ $1, AX \
	MOVQ AX, X14 \
	VPBROADCASTQ X14, Y14

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

// func vadd(d, a, b []uint64, m uint64)
TEXT ·vadd(SB), NOSPLIT, $0-80
	LOAD3
	VPBROADCASTQ m+72(FP), Y15
loop:
	VMOVDQU (SI)(BX*1), Y0
	VPADDQ  (DX)(BX*1), Y0, Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vsub(d, a, b []uint64, m uint64)
TEXT ·vsub(SB), NOSPLIT, $0-80
	LOAD3
	VPBROADCASTQ m+72(FP), Y15
loop:
	VMOVDQU (SI)(BX*1), Y0
	VPSUBQ  (DX)(BX*1), Y0, Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vmul32(d, a, b []uint64, m uint64)
TEXT ·vmul32(SB), NOSPLIT, $0-80
	LOAD3
	VPBROADCASTQ m+72(FP), Y15
loop:
	VMOVDQU  (SI)(BX*1), Y0
	VPMULUDQ (DX)(BX*1), Y0, Y0
	VPAND    Y15, Y0, Y0
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vand(d, a, b []uint64)
TEXT ·vand(SB), NOSPLIT, $0-72
	LOAD3
loop:
	VMOVDQU (SI)(BX*1), Y0
	VPAND   (DX)(BX*1), Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vor(d, a, b []uint64)
TEXT ·vor(SB), NOSPLIT, $0-72
	LOAD3
loop:
	VMOVDQU (SI)(BX*1), Y0
	VPOR    (DX)(BX*1), Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vxor(d, a, b []uint64)
TEXT ·vxor(SB), NOSPLIT, $0-72
	LOAD3
loop:
	VMOVDQU (SI)(BX*1), Y0
	VPXOR   (DX)(BX*1), Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vmask(d, a []uint64, m uint64)
TEXT ·vmask(SB), NOSPLIT, $0-56
	MOVQ d_base+0(FP), DI
	MOVQ d_len+8(FP), CX
	MOVQ a_base+24(FP), SI
	SHRQ $2, CX
	JZ   done
	VPBROADCASTQ m+48(FP), Y15
loop:
	VMOVDQU (SI), Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)
	ADDQ    $32, SI
	ADDQ    $32, DI
	DECQ    CX
	JNZ     loop
	VZEROUPPER
done:
	RET

// func veq(d, a, b []uint64)
TEXT ·veq(SB), NOSPLIT, $0-72
	LOAD3
	ONES
loop:
	VMOVDQU  (SI)(BX*1), Y0
	VPCMPEQQ (DX)(BX*1), Y0, Y0
	VPAND    Y14, Y0, Y0
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vne(d, a, b []uint64)
TEXT ·vne(SB), NOSPLIT, $0-72
	LOAD3
	ONES
loop:
	VMOVDQU  (SI)(BX*1), Y0
	VPCMPEQQ (DX)(BX*1), Y0, Y0
	VPANDN   Y14, Y0, Y0 // ^eq & 1
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vult(d, a, b []uint64)
TEXT ·vult(SB), NOSPLIT, $0-72
	LOAD3
	ONES
	MOVQ $0x8000000000000000, AX
	MOVQ AX, X13
	VPBROADCASTQ X13, Y13
loop:
	VPXOR    (SI)(BX*1), Y13, Y0 // a with the sign bit flipped: signed order = unsigned
	VPXOR    (DX)(BX*1), Y13, Y1
	VPCMPGTQ Y0, Y1, Y0    // b > a
	VPAND    Y14, Y0, Y0
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vslt(d, a, b []uint64, sh uint64)
TEXT ·vslt(SB), NOSPLIT, $0-80
	LOAD3
	ONES
	MOVQ sh+72(FP), X13
loop:
	VMOVDQU  (SI)(BX*1), Y0
	VMOVDQU  (DX)(BX*1), Y1
	VPSLLQ   X13, Y0, Y0
	VPSLLQ   X13, Y1, Y1
	VPCMPGTQ Y0, Y1, Y0 // int64(b<<sh) > int64(a<<sh)
	VPAND    Y14, Y0, Y0
	VMOVDQU  Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vshl(d, a, b []uint64, wm, m uint64)
TEXT ·vshl(SB), NOSPLIT, $0-88
	LOAD3
	VPBROADCASTQ wm+72(FP), Y14
	VPBROADCASTQ m+80(FP), Y15
loop:
	VMOVDQU (DX)(BX*1), Y1
	VPAND   Y14, Y1, Y1
	VMOVDQU (SI)(BX*1), Y0
	VPSLLVQ Y1, Y0, Y0
	VPAND   Y15, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
	RET

// func vshrl(d, a, b []uint64, wm uint64)
TEXT ·vshrl(SB), NOSPLIT, $0-80
	LOAD3
	VPBROADCASTQ wm+72(FP), Y14
loop:
	VMOVDQU (DX)(BX*1), Y1
	VPAND   Y14, Y1, Y1
	VMOVDQU (SI)(BX*1), Y0
	VPSRLVQ Y1, Y0, Y0
	VMOVDQU Y0, (DI)(BX*1)
	NEXT3
	VZEROUPPER
done:
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
