#version 450
struct a { float x; };
void main() {
    a b;
    a c[2];
    a[2] d;
    a e = a(1.0);
    a[2];
    a(1.0);
    a[2](a(1.0), a(2.0));
}
