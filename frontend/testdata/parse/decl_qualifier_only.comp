#version 450
layout(local_size_x = 64, local_size_y = 1, local_size_z = 1) in;
layout(local_size_x_id = 1, local_size_y_id = 2) in;
layout(binding = 0) uniform atomic_uint;
float x, y;
precise x, y;
invariant x;
