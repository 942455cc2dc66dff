#version 460 core
int v = __VERSION__;
#ifdef GL_core_profile
int core = GL_core_profile;
#endif
#ifdef GL_compatibility_profile
int compat;
#endif
#ifdef GL_FRAGMENT_PRECISION_HIGH
int fph = GL_FRAGMENT_PRECISION_HIGH;
#endif
#ifdef GL_ES
int es;
#endif
void main() {}
