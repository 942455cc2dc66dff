#version 450
#define ONE 1
#define TWO ONE + ONE
#define ID(x) x
#define TWICE(x) x x
#define APPLY(m, v) m(v)
int a = ID(TWO);
int b = TWICE(ONE) * 2;
int c = APPLY(ID, TWO);
int d = ID(ID(ID(3)));
int e = ID(ID)(4);
void main() {}
