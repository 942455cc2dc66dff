#version 450
int a = __LINE__;
#line 100
int b = __LINE__;
int c = __LINE__;
#define L __LINE__
int d = L;
#line 7
int e = __LINE__ + L;
void main() {}
