#version 450
// Prototypes, overloading, out and inout parameters, struct returns.
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { uint w[]; } o;

struct Pair { int a; float b; };

void split(float v, out int whole, out float frac);
uint pick(int x) { return 1u; }
uint pick(uint x) { return 2u; }
uint pick(float x) { return 3u; }
uint pick(double x) { return 4u; }

void bump(inout int x, int by) { x += by; }

Pair make(int a) { return Pair(a, float(a) * 0.5); }

void split(float v, out int whole, out float frac)
{
    whole = int(v);
    frac = v - float(whole);
}

void main()
{
    int w;
    float f;
    split(3.25, w, f);
    o.w[0] = uint(w);                   // 3
    o.w[1] = floatBitsToUint(f);        // 0.25
    o.w[2] = pick(1) * 1000u + pick(1u) * 100u + pick(1.0) * 10u + pick(1.0lf); // 1234
    int v = 10;
    bump(v, 5);
    bump(v, -1);
    o.w[3] = uint(v);                   // 14
    Pair p = make(7);
    o.w[4] = uint(p.a);                 // 7
    o.w[5] = floatBitsToUint(p.b);      // 3.5
    float wf;
    split(8.5, w, wf);
    o.w[6] = uint(w) * 10u + uint(wf * 10.0); // 85
    uvec2 arr = uvec2(0u);
    int idx = 1;
    bump(v, idx);                       // 15
    o.w[7] = uint(v);
    ivec3 parts = ivec3(0);
    vec2 fr;
    split(6.75, parts.y, fr.y);         // out arguments in swizzles
    o.w[8] = uint(parts.y) * 100u + uint(fr.y * 100.0); // 675
    vec3 m = vec3(0.0);
    m.z = modf(2.5, m.x);               // built-in out argument in a swizzle
    o.w[9] = uint(m.x * 10.0 + m.z * 10.0);             // 25
}
