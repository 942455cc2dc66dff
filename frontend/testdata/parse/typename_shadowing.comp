#version 450
struct S { int x; };
void f() {
    int S = 2, b = 3;
    S * b;
    {
        S * b;
    }
}
void g(float S) {
    S * S;
}
void h() {
    S s;
}
