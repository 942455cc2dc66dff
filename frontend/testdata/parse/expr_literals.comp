#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : enable
void main() {
    int i = 42; int o = 017; int h = 0x1F; int H = 0XfF;
    uint u = 3u; uint U = 0xFFFFFFFFU; uint big = 4294967295u; int wrap = 0xFFFFFFFF;
    int64_t l = 5l; uint64_t ul = 0xFFFFFFFFFFFFFFFFul;
    int16_t s = 20000s; uint16_t us = 65535us;
    float f1 = 1.0; float f2 = 1.; float f3 = .5; float f4 = 1e3; float f5 = 1.5e-3f; float f6 = 2E+2F;
    double d = 3.1415926535897932384626433832795LF;
    float16_t hf = 9.5hf;
    bool t = true, f = false;
    int zero = 0;
}
