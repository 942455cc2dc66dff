#version 450
void main() {
    int T = 1, u = 2;
    {
        struct T { int x; };
        T t;
    }
    T * u;
    for (int k = 0; k < 1; k++) {
        struct K { int y; };
        K kk;
    }
}
