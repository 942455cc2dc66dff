#version 320 es
#if __VERSION__ == 320
int v320;
#endif
void main() {}
