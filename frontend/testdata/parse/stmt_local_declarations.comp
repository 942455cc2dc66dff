#version 450
void main() {
    const int N = 4;
    float a[N], b = 1.0;
    vec2[2] pts = vec2[2](vec2(0.0), vec2(1.0));
    struct Local { int v; } loc;
    Local other = Local(2);
    struct Only { float f; };
    highp float hp = 0.5;
    shared float notHere;
}
