#version 450
#define A 1
int a = A;
#undef A
int A;
#undef NEVER_DEFINED
#define A 2
int b = A;
#define F(x) x
#undef F
int F(3);
void main() {}
