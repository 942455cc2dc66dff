#version 450
// if/else, for, while (with a declaration condition), do-while, switch
// with fall-through and a default in the middle, break and continue.
layout(local_size_x = 1) in;
layout(binding = 0) buffer Out { uint w[]; } o;

uint classify(int v)
{
    uint r = 0u;
    switch (v) {
    case 0:
        r += 1u;
    case 1:
        r += 10u;
        break;
    default:
        r += 100u;
    case 5:
    case 6:
        r += 1000u;
        break;
    case 9:
        return 7u;
    }
    return r;
}

void main()
{
    uint sum = 0u;
    for (int i = 0; i < 10; i++) {
        if (i == 3)
            continue;
        if (i == 8)
            break;
        sum += uint(i);
    }
    o.w[0] = sum;                   // 0+1+2+4+5+6+7 = 25
    int n = 5;
    uint fact = 1u;
    while (n > 1) {
        fact *= uint(n);
        n--;
    }
    o.w[1] = fact;                  // 120
    uint k = 0u;
    do {
        k += 3u;
    } while (k < 10u);
    o.w[2] = k;                     // 12
    o.w[3] = classify(0);           // 11
    o.w[4] = classify(1);           // 10
    o.w[5] = classify(2);           // 1100
    o.w[6] = classify(6);           // 1000
    o.w[7] = classify(9);           // 7
    int c = 3;
    uint iters = 0u;
    while (bool go = c > 0) {
        c--;
        iters++;
    }
    o.w[8] = iters;                 // 3
    uint nested = 0u;
    for (int a = 0; a < 4; ++a)
        for (int b = 0; b < 4; ++b) {
            if (b > a)
                break;
            nested++;
        }
    o.w[9] = nested;                // 1+2+3+4 = 10
    if (sum > 100u)
        o.w[10] = 1u;
    else if (sum > 20u)
        o.w[10] = 2u;
    else
        o.w[10] = 3u;
}
