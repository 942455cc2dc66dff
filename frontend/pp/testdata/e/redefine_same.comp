#version 450
#define A 1 + 2
#define A 1 + 2
#define A   1   +   2
#define F(x, y) x + y
#define F(x, y) x + y
#define F( x , y ) x   +   y
int a = A + F(1, 2);
void main() {}
