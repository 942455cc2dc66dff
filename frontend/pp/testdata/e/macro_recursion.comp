#version 450
#define foo foo
#define bar baz + 1
#define baz bar * 2
#define f(x) x + f(x)
#define g(x) h(x) - 1
#define h(x) g(x) + 1
int foo = 1;
int bar;
int f(2);
int g(3);
#define self(x) self
int self(1)(2);
void main() {}
