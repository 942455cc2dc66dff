#version 450
#define CAT(a, b) a ## b
#define CAT3(a, b, c) a ## b ## c
#define NAME(n) var_ ## n
#define OBJ x ## y
int CAT(foo, bar) = 1;
int CAT3(a, b, c) = 2;
int NAME(12) = 12;
int OBJ = 1;
int CAT(x, 1u);
void main() { int i = 0; i CAT(+, =) 1; i CAT(<<, =) 1; i CAT(-, -); }
