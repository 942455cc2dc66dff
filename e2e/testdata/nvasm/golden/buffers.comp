#version 450
layout(local_size_x = 16) in;
struct Item { vec3 pos; float w; uvec2 id; };
layout(std430, binding = 0) buffer Items { uint count; Item items[]; } it;
layout(std140, binding = 1) uniform Params { vec4 scale; uint n; } pr;
layout(push_constant) uniform Push { uint base; float bias; } pc;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= uint(it.items.length())) return;
  Item x = it.items[i];
  x.pos = x.pos * pr.scale.xyz + pc.bias;
  x.id.y = x.id.x + pc.base + pr.n;
  it.items[i] = x;
  if (i == 0u) it.count = uint(it.items.length());
}
