#version 450
struct S { int a; float b; };
void main() {
    vec4 v = vec4(1.0);
    mat2 m = mat2(1, 2, 3, 4);
    float a[3] = float[3](1.0, 2.0, 3.0);
    float b[] = float[](1.0, 2.0);
    S s = S(1, 2.0);
    S t[2] = S[2](S(1, 1.0), S(2, 2.0));
    float c[2][3] = float[2][3](float[3](1.0, 2.0, 3.0), float[3](4.0, 5.0, 6.0));
    uvec2 u = uvec2(v.xy);
    bool k = bool(1);
    float64_t d = float64_t(1.0);
}
