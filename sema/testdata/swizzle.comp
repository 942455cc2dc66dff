#version 450
// Swizzles for reading and writing, component indexing, length().
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { float f[]; } o;

void main()
{
    vec4 v = vec4(1.0, 2.0, 3.0, 4.0);
    vec3 w = v.zyx;                 // (3,2,1)
    v.xw = w.yz;                    // v = (2,2,3,1)
    v.y += 10.0;                    // v = (2,12,3,1)
    o.f[0] = v.x; o.f[1] = v.y; o.f[2] = v.z; o.f[3] = v.w;
    vec2 t = v.rg.yx;               // (12, 2)
    o.f[4] = t.s;
    o.f[5] = w.bgr.z;               // w.bgr = (1,2,3) -> 3
    int i = 2;
    o.f[6] = v[i];                  // 3
    v[i] = 7.0;
    o.f[7] = v.z;                   // 7
    o.f[8] = float(v.length() + w.length());  // 7
    vec4 x = vec4(v.xy, 0.5, w.x);  // (2,12,0.5,3)
    o.f[9] = x.w + x.z;             // 3.5
    float s = 5.0;
    o.f[10] = vec3(s).y + s.x;      // 10
    v.wzyx = vec4(1.0, 2.0, 3.0, 4.0);
    o.f[11] = v.x * 1000.0 + v.y * 100.0 + v.z * 10.0 + v.w;  // 4321
}
