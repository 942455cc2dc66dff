#version 450
struct S { float arr[4]; vec4 v; };
layout(binding = 0) buffer B { S s[]; mat4 m; } buf;
vec4 f(int x);
void main() {
    int i, j;
    float y = buf.s[i].arr[j];
    vec2 w = buf.s[0].v.yz;
    int n = buf.s.length();
    int k = buf.s[1].arr.length();
    i++; j--;
    float z = f(i).w;
    float e = buf.m[1][2];
    buf.s[i].v.x++;
}
