#version 450
// Local arrays, array constructors (sized and unsized), arrays of arrays,
// array assignment and comparison, runtime arrays.
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { uint w[16]; int data[]; } o;

void main()
{
    int a[4] = int[](4, 3, 2, 1);
    int b[] = int[](1, 2, 3);
    int m[2][3];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            m[i][j] = i * 10 + j;
    o.w[0] = uint(a[1] + b[2]);           // 6
    o.w[1] = uint(b.length());            // 3
    o.w[2] = uint(m[1][2]);               // 12
    o.w[3] = uint(m.length() * 10 + m[0].length()); // 23
    int c[4] = a;
    c[0] = 9;
    o.w[4] = uint(a[0] * 10 + c[0]);      // 49
    o.w[5] = (a == int[4](4, 3, 2, 1)) ? 1u : 0u;   // 1
    o.w[6] = (c != a) ? 1u : 0u;          // 1
    float f[2] = { 0.5, 1.5 };
    o.w[7] = floatBitsToUint(f[0] + f[1]); // 2.0
    o.w[8] = uint(o.data.length());       // runtime size
    for (int i = 0; i < o.data.length(); i++)
        o.data[i] = o.data[i] * 2;
}
