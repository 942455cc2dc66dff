#version 450
// ++/-- and compound assignments, with index expressions evaluated once.
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { uint w[]; } o;

int counter = 0;
int nextIndex() { return counter++; }

void main()
{
    int i = 5;
    int a = i++;        // a = 5, i = 6
    int b = ++i;        // b = 7, i = 7
    int c = i--;        // c = 7, i = 6
    int d = --i;        // d = 5, i = 5
    o.w[0] = uint(a * 1000 + b * 100 + c * 10 + d); // 5775
    o.w[1] = uint(i);   // 5
    int arr[4] = int[](0, 0, 0, 0);
    arr[nextIndex()] += 10;   // arr[0] = 10, counter 1
    arr[nextIndex()]++;       // arr[1] = 1, counter 2
    arr[nextIndex()] *= 3;    // arr[2] = 0, counter 3
    o.w[2] = uint(arr[0] * 100 + arr[1] * 10 + arr[2]);  // 1010
    o.w[3] = uint(counter);   // 3
    float f = 1.5;
    f++;
    f *= 2.0;
    f -= 0.5;
    f /= 2.0;
    o.w[4] = floatBitsToUint(f);   // ((2.5*2)-0.5)/2 = 2.25
    uint u = 7u;
    u <<= 2;
    u |= 1u;
    u ^= 4u;
    u &= 0xFFu;
    u %= 10u;
    u >>= 1;
    o.w[5] = u;                    // ((7<<2)|1 = 29, ^4 = 25, %10 = 5, >>1 = 2)
    vec3 v = vec3(1.0);
    v += 1.0;
    v *= vec3(1.0, 2.0, 3.0);
    v.y++;
    o.w[6] = uint(v.x + v.y * 10.0 + v.z * 100.0);  // 2 + 50 + 600 = 652
}
