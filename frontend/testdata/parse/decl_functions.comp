#version 450
float square(float x);
float square(float x) { return x * x; }
void noParams(void);
void noParams() {}
void qualified(in float a, out float b, inout vec2 c, const in int d, highp float e) {}
void unnamed(int, float[3]);
void arrayParam(float a[3], int b[2][2]) {}
struct S { int x; };
S makeS(int x) { return S(x); }
float[3] makeArray() { return float[3](1.0, 2.0, 3.0); }
highp vec4 precise4();
