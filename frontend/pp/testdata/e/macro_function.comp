#version 450
#define SQ(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CALL(f, args) f args
#define NOARGS() 42
int a = SQ(3);
int b = MAX(SQ(2), SQ(1 + 1));
int c = MAX((1, 2), (3, 4));
int d = CALL(MAX, (5, 6));
int e = NOARGS() + NOARGS( );
int f = MAX(int(1), vec2(1, 2).x);
void main() {}
