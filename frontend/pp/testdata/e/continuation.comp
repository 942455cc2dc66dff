#version 450
int ab\
cd = 1;
#define LONG 1 + \
  2 + \
  3
int x = LONG;
int y = 4\
5;
float z = 1.\
5e\
2;
void main() {}
