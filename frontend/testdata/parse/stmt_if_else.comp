#version 450
void main() {
    int a = 0;
    if (a == 0) a = 1;
    if (a > 0) { a = 2; } else { a = 3; }
    if (a < 0) a = 4; else if (a < 5) a = 5; else a = 6;
    if (a != 0) if (a == 1) a = 7; else a = 8;
}
