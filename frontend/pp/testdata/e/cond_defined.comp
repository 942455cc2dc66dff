#version 450
#define X
#define Y 0
#if defined X
int a;
#endif
#if defined(Y) && !defined(Z)
int b;
#endif
#if defined ( X ) + defined Y + defined(Z) == 2
int c;
#endif
#ifdef Y
int d;
#endif
#ifndef Z
int e;
#endif
#if !defined(X) || defined Z
int f;
#endif
void main() {}
