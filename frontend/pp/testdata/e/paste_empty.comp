#version 450
#define CAT(a, b) a ## b
#define MID(a, b, c) a b c
int MID(,,) y MID(= , 5, );
int CAT(x, 3) = 1;
void main() {}
