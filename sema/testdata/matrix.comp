#version 450
// Matrix constructors (scalar, columns, from matrix), products, scalar
// operations and component access.
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { float f[]; } o;

void main()
{
    mat2 a = mat2(1.0, 2.0, 3.0, 4.0);       // columns (1,2) (3,4)
    vec2 v = vec2(1.0, 1.0);
    vec2 av = a * v;                           // (4, 6)
    vec2 va = v * a;                           // (3, 7)
    o.f[0] = av.x; o.f[1] = av.y; o.f[2] = va.x; o.f[3] = va.y;
    mat2 sq = a * a;                           // (7,10) (15,22)
    o.f[4] = sq[0][0]; o.f[5] = sq[0][1]; o.f[6] = sq[1][0]; o.f[7] = sq[1][1];
    mat3 big = mat3(a);                        // a in the corner, 1 on the rest of the diagonal
    o.f[8] = big[2][2] + big[1][1] + big[2][0];   // 1 + 4 + 0
    mat2 d = mat2(3.0);                        // diagonal
    o.f[9] = d[0][0] + d[0][1] * 100.0 + d[1][1] * 10.0; // 33
    mat2 s = a * 2.0 + 1.0;                    // (3,5) (7,9)
    o.f[10] = s[1][0];                         // 7
    mat2x3 r = mat2x3(vec3(1.0, 2.0, 3.0), vec3(4.0, 5.0, 6.0));
    vec3 rv = r * vec2(1.0, 2.0);              // (9, 12, 15)
    o.f[11] = rv.z;
    a[1] = vec2(10.0, 20.0);
    a[0].y = 5.0;
    o.f[12] = a[0][1] + a[1][1];               // 25
    mat2 neg = -a;
    o.f[13] = neg[1][0];                       // -10
    o.f[14] = (transpose(mat2(1.0, 2.0, 3.0, 4.0)))[0][1]; // 3
    o.f[15] = determinant(mat2(2.0, 0.0, 0.0, 4.0));      // 8
}
