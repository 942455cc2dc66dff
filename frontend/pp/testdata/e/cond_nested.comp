#version 450
#define X 1
#if X
  #if 0
    int a;
  #else
    int b;
    #ifdef X
      int c;
      #ifndef X
        int d;
      #endif
    #endif
  #endif
#else
  #if 1
    int e;
  #else
    int f;
  #endif
#endif
void main() {}
