#version 450
#extension GL_GOOGLE_include_directive : require
int before = __LINE__;
#include "inc/common.h"
int after = __LINE__ + COMMON_VALUE;
void main() {}
