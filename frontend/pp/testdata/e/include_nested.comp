#version 450
#extension GL_GOOGLE_include_directive : enable
#include "inc/outer.h"
int main_var = OUTER + INNER;
void main() {}
