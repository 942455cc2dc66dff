#version 450
// Sobel edge detection: reads a picture from a storage image and writes
// the gradient magnitude of its luminance as grey. Run it on a PNG:
//   glslc-nv run --workgroups 1,1 -b 0=image:rgba8:examples/half.png \
//     -b 1=image:rgba8:8x8:out=edges.png examples/sobel.comp
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0, rgba8) uniform readonly image2D src;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D dst;

void main() {
    ivec2 p = ivec2(gl_GlobalInvocationID.xy);
    ivec2 size = imageSize(src);
    if (p.x >= size.x || p.y >= size.y)
        return;
    float gx = 0.0, gy = 0.0;
    for (int dy = -1; dy <= 1; dy++) {
        for (int dx = -1; dx <= 1; dx++) {
            ivec2 q = clamp(p + ivec2(dx, dy), ivec2(0), size - 1);
            float l = dot(imageLoad(src, q).rgb, vec3(0.299, 0.587, 0.114));
            gx += float(dx) * (dy == 0 ? 2.0 : 1.0) * l;
            gy += float(dy) * (dx == 0 ? 2.0 : 1.0) * l;
        }
    }
    float e = clamp(length(vec2(gx, gy)), 0.0, 1.0);
    imageStore(dst, p, vec4(e, e, e, 1.0));
}
