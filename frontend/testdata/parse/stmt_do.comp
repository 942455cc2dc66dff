#version 450
void main() {
    int i = 0;
    do i++; while (i < 4);
    do { i--; } while (i > 0);
}
