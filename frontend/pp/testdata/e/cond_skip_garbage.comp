#version 450
#if 0
this is not GLSL @ $ ` at all
#define SHOULD_NOT_EXIST 1
#bogus directive
#error not reached
#include "nothing"
#endif
#ifdef SHOULD_NOT_EXIST
int wrong;
#else
int right;
#endif
#if 0
  #if garbage (((
  #else
  #endif
#elif 1
int taken;
#endif
void main() {}
