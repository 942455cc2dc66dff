#version 450
void main() {
    int s = 0;
    for (int i = 0; i < 10; i++) s += i;
    for (int i = 0, j = 10; i < j; i++, j--) { s += j - i; }
    int k;
    for (k = 0; k < 4; ++k) {}
    for (;;) { break; }
    for (; s > 0; ) s--;
    for (int n = 3; bool go = n > 0; n--) {}
}
