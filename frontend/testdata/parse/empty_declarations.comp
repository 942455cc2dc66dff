#version 450
;
float;
struct E { int e; };;
void main() {}
