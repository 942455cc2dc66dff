#version 450
layout(constant_id = 0) const uint W = 8;
layout(constant_id = 1) const bool FLAG = true;
const uint TOTAL = W * 2u + 1u;
shared float tile[TOTAL];
layout(local_size_x_id = 0) in;
