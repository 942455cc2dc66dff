#version 450
// Struct declarations, constructors, nested structs, equality, copies to
// and from a buffer with a different layout, shadowing.
layout(local_size_x = 1) in;

struct Inner { int x; vec2 y; };
struct Outer { Inner in1; float f[2]; Inner in2; };

layout(std430, binding = 0) buffer Data { Outer saved; uint w[8]; } d;

int x = 100;

void main()
{
    Inner a = Inner(1, vec2(2.0, 3.0));
    Outer o = Outer(a, float[2](4.0, 5.0), Inner(6, vec2(7.0)));
    d.saved = o;
    Outer back = d.saved;
    d.w[0] = uint(back.in2.x + back.in1.x);          // 7
    d.w[1] = uint(back.f[1] * 10.0 + back.in1.y.y);  // 53
    d.w[2] = (back == o) ? 1u : 0u;                  // 1
    back.in1.x = 9;
    d.w[3] = (back.in1 != o.in1) ? 1u : 0u;          // 1
    int x = 3;                                        // shadows the global
    {
        int x = 4;
        d.w[4] = uint(x);                            // 4
    }
    d.w[5] = uint(x);                                // 3
}
