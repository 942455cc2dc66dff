#version 450
#extension GL_GOOGLE_include_directive : enable
#include "inc/guarded.h"
#include "inc/guarded.h"
int x = GUARDED_COUNT;
void main() {}
