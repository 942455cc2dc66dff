#version 450
#define SUM3(a, b, c) (a + b + c)
int a = SUM3(1,
             2,
             3);
int b = SUM3(
    (1 + 2),
    // comment inside arguments
    3, /* block
    comment */ 4);
int c = 5;
void main() {}
