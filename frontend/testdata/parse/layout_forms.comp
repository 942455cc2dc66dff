#version 450
layout(shared, std140, row_major, binding = 2 + 1, set = 0) uniform U { mat4 m; } u;
layout(push_constant) uniform PC { uint n; } pc;
layout(constant_id = 3) const int N = 4;
layout(local_size_x_id = 0, local_size_y = 8) in;
layout(rgba32f, binding = 4) uniform writeonly image2D img;
layout(binding = 5) layout(set = 1) buffer Two { int t; };
