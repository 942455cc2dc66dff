#version 450
void main() {
    int a = 2, b = 3;
    a * b;
    a[0];
    a;
    a(b);
}
