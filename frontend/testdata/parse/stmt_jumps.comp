#version 450
int f(int x) {
    if (x < 0) return -x;
    return x;
}
void g() {
    for (;;) { if (true) continue; break; }
    discard;
    return;
}
