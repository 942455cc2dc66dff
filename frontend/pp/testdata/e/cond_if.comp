#version 450
#define A 3
#define B 0
#if A
int a1;
#endif
#if B
int b1;
#else
int b2;
#endif
#if A > 2 && B == 0
int c1;
#endif
#if (A + 1) * 2 == 8
int d1;
#endif
#if UNDEFINED_NAME
int e1;
#else
int e2;
#endif
#if 0x10 == 16 && 010 == 8 && 0XfF == 255
int f1;
#endif
void main() {}
