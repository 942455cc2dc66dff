#version 450
int a = 1;
#line 20 3
int b = __LINE__;
#line 40 7
int c = __LINE__;
#define LN 50
#line LN
int d = __LINE__;
void main() {}
