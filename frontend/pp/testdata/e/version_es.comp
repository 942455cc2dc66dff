#version 310 es
int v = __VERSION__;
#ifdef GL_ES
int es = GL_ES;
#endif
#ifdef GL_FRAGMENT_PRECISION_HIGH
int fph = GL_FRAGMENT_PRECISION_HIGH;
#endif
#ifdef GL_core_profile
int core;
#endif
void main() {}
