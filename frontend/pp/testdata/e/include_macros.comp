#version 450
#extension GL_GOOGLE_include_directive : enable
#define FROM_MAIN 3
#include "inc/uses_main.h"
int m = HEADER_FN(4);
void main() {}
