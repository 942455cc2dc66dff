#version 450
#if __VERSION__ >= 450
int modern;
#endif
#if __LINE__ == 5
int line5;
#endif
void main() {}
