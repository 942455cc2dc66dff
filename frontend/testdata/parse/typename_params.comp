#version 450
struct S { int x; };
S id(S s) { return s; }
void use(in S a, out S b[2]) { b[0] = a; b[1] = S(a.x + 1); }
