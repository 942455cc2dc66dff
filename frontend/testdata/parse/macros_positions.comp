#version 450
#define SIZE 16
#define SQUARE(x) ((x) * (x))
shared float tile[SIZE];
void main() {
    float r = SQUARE(tile[1]);
}
