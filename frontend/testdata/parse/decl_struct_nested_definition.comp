#version 450
struct Outer {
    struct Inner { int a; } inner;
    Inner second;
};
Inner afterwards;
