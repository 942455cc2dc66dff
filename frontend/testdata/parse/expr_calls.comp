#version 450
float none();
float one(float a);
float two(float a, int b);
void main() {
    float r = none();
    r = one(r);
    r = two(one(r), int(r));
    r = none(void);
    barrier();
    r = max(min(r, 1.0), 0.0);
}
