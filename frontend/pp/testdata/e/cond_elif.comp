#version 450
#define MODE 2
#if MODE == 1
int m1;
#elif MODE == 2
int m2;
#elif MODE == 2
int m2again;
#else
int mother;
#endif
#if 0
#elif 0
int no;
#elif 1
int yes;
#endif
#if 1
int first;
#elif 1/0
int never;
#endif
void main() {}
