#version 450
layout(shared) uniform U { float f; };
layout(shared, binding = 0) uniform V { float g; };
shared uint counter;
