#version 450
struct Light {
    vec3 position;
    float intensity, range;
    mat4 transforms[2];
};
struct Scene {
    Light lights[4];
    uint count;
};
struct Pair { int first; int second; } pair, pairs[2];
struct { float x; } anonymous;
const struct Konst { int k; } konst = Konst(1);
