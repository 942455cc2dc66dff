// a comment before #version is fine for desktop GLSL
/* and a block
   comment */ #version 450
int v = __VERSION__;
void main() {}
