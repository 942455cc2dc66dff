#version 320 es
precision highp float;
layout(local_size_x = 16) in;
layout(std430, binding = 0) buffer B { highp float v[]; };
precise float p;
void main() {
    mediump int i = int(gl_LocalInvocationID.x);
    v[i] = float(i);
}
