#version 450
float a;
float b = 1.0, c;
int d[3], e[2][3];
float[3] f;
float[2] g[4];
float h[];
uvec4 u = uvec4(1u);
