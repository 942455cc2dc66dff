#version 450 compatibility
#ifdef GL_compatibility_profile
int compat = GL_compatibility_profile;
#endif
#ifdef GL_core_profile
int core;
#endif
void main() {}
