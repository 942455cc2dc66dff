#version 450
void main() {
    int i;
    [[unroll]] for (i = 0; i < 4; i++) {}
    [[dont_unroll]] while (i > 0) i--;
    [[loop]] do { i++; } while (i < 2);
    [[dependency_length(4)]] for (;;) { break; }
    [[unroll, dependency_infinite]] for (i = 0; i < 2; i++) {}
    [[flatten]] if (i == 0) {}
    [[branch]] switch (i) { default: break; }
    [[min_iterations(2), max_iterations(8)]] for (;;) { break; }
    [[unroll]] [[loop]] for (;;) { break; }
}
