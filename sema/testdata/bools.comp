#version 450
// bool and bvec in buffer blocks (stored as uint), logical operators,
// vector relational built-ins.
layout(local_size_x = 1) in;
struct Flags { bool on; bvec2 pair; };
layout(binding = 0) buffer Out {
    bool b;
    bvec3 bv;
    Flags fl;
    uint w[8];
} o;

void main()
{
    o.b = true;
    o.bv = bvec3(true, false, true);
    Flags f;
    f.on = !o.b;
    f.pair = not(o.bv.xy);
    o.fl = f;
    Flags g = o.fl;
    o.w[0] = g.on ? 1u : 0u;                      // 0
    o.w[1] = g.pair.y ? 1u : 0u;                  // 1
    o.w[2] = any(o.bv) ? 1u : 0u;                 // 1
    o.w[3] = all(o.bv) ? 1u : 0u;                 // 0
    bvec2 lt = lessThan(vec2(1.0, 5.0), vec2(2.0, 3.0));
    o.w[4] = uint(lt.x) * 10u + uint(lt.y);        // 10
    o.w[5] = (o.bv == bvec3(true, false, true)) ? 1u : 0u; // 1
    o.w[6] = (true ^^ o.b) ? 1u : 0u;              // 0
}
