#version 450
// ?:, the comma operator and the short-circuit evaluation of && and ||.
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { uint w[]; } o;

uint calls = 0u;

bool touch(bool v)
{
    calls++;
    return v;
}

void main()
{
    int x = 5;
    o.w[0] = x > 3 ? 10u : 20u;                  // 10
    o.w[1] = uint(x < 3 ? 1.5 : 2.5 * 2.0);      // 5
    bool r1 = touch(false) && touch(true);       // 1 call
    bool r2 = touch(true) || touch(true);        // 1 call
    bool r3 = touch(true) && touch(false);       // 2 calls
    o.w[2] = calls;                              // 4
    o.w[3] = (r1 ? 1u : 0u) + (r2 ? 10u : 0u) + (r3 ? 100u : 0u); // 10
    int y = (x++, x * 2);                        // x = 6, y = 12
    o.w[4] = uint(y);
    uint k = 0u;
    bool c = x > 0 ? touch(true) : touch(false);
    o.w[5] = calls + (c ? 100u : 0u);            // 105
    o.w[6] = x == 6 ^^ true ? 1u : 0u;           // 0
}
