#version 450
#define f(x) (x + 1)
#define g f
int f;
int a = g(2);
int b = f
(3);
int c = g
;
void main() { int q = f; }
