#version 450
#define F(a) [a]
#define G(a, b) a + b
#define H(a, b, c) a b c
int x F(1) = int[1](1);
int y = G(, 2);
int z = G(3, );
int w = H(,,4);
void main() {}
