#version 450
#extension GL_EXT_null_initializer : enable
struct P { vec2 xy; int n[2]; };
float a[3] = {1.0, 2.0, 3.0};
float m[2][2] = { {1.0, 2.0}, {3.0, 4.0}, };
P p = { vec2(0.0), {1, 2} };
P q = {};
vec3 v = {1.0, 2.0, 3.0};
