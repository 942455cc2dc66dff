#version 450
#pragma optimize(on)
#pragma optimize(off)
#pragma debug(on)
#pragma debug(off)
#pragma STDGL invariant(all)
#pragma
#pragma custom_pragma
void main() {}
