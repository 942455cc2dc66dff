#version 450
layout(binding = 0) buffer B { float data[]; vec4 v; };
void main() {
    int n = data.length();
    int m = v.length();
    float local[5];
    int k = local.length() + float[2](1.0, 2.0).length();
}
