#version 450
// Integer, unsigned and float arithmetic, bit operations, precedence.
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { int i[12]; uint u[6]; float f[4]; } o;

void main()
{
    int a = 17, b = -5;
    o.i[0] = a + b;
    o.i[1] = a - b;
    o.i[2] = a * b;
    o.i[3] = a / b;
    o.i[4] = a % 5;
    o.i[5] = -a;
    o.i[6] = ~a;
    o.i[7] = a << 2;
    o.i[8] = b >> 1;
    o.i[9] = (a & 6) | (a ^ 3);
    o.i[10] = a + b * 2 - (a - b) / 2;
    o.i[11] = +b;
    uint x = 0xF0000000u, y = 3u;
    o.u[0] = x >> 4;
    o.u[1] = x / y;
    o.u[2] = x % 7u;
    o.u[3] = y - 5u;
    o.u[4] = x * 2u;
    o.u[5] = x | y & 1u;
    float p = 7.5, q = 2.0;
    o.f[0] = p / q;
    o.f[1] = p * q - 1.0;
    o.f[2] = -p;
    o.f[3] = p - q * q;
}
