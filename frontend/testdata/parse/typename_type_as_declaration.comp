#version 450
struct a { float x; };
void main() {
    float b;
    a * b;
}
