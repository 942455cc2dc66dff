#version 310 es
precision highp float;
precision mediump int;
precision lowp sampler2D;
precision highp image2D;
layout(local_size_x = 1) in;
void main() {
    precision mediump float;
}
