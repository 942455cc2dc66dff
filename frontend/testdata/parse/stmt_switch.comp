#version 450
void main() {
    int x = 2, y;
    switch (x) {
    case 0:
        y = 1;
        break;
    case 1:
    case 2: {
        y = 2;
    }
    default:
        y = 3;
    }
    switch (x + 1) { }
}
