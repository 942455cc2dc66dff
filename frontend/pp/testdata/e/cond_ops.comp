#version 450
#if 7 / 2 == 3 && 7 % 3 == 1 && -7 / 2 == -3
int div;
#endif
#if (1 << 4) == 16 && (256 >> 4) == 16 && (-16 >> 2) == -4
int shifts;
#endif
#if (5 & 3) == 1 && (5 | 3) == 7 && (5 ^ 3) == 6 && ~0 == -1
int bits;
#endif
#if !0 && !!5 && -(-3) == 3 && +4 == 4
int unary;
#endif
#if 1 < 2 && 2 <= 2 && 3 > 2 && 3 >= 3 && 1 != 2
int rel;
#endif
#if 0 || 1 && 0
int no_prec;
#else
int prec;
#endif
#if 2 + 3 * 4 - 6 / 2 == 11
int arith;
#endif
void main() {}
