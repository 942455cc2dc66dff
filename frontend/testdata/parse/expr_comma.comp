#version 450
void main() {
    int a, b, c;
    a = 1, b = 2, c = 3;
    a = (b, c);
    for (a = 0, b = 0; a < 3; a++, b++) {}
}
