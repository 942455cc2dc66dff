#version 450
#define ID(x) x
int a = ID(
  __LINE__);
int b = ID(__LINE__
  );
int c = __LINE__;
void main() {}
