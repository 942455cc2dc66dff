#version 450
#extension GL_EXT_subgroup_uniform_control_flow : require
#extension GL_EXT_maximal_reconvergence : require
void a() [[subgroup_uniform_control_flow]] {}
[[maximally_reconverges]] void b() {}
[[maximally_reconverges]] void c() [[subgroup_uniform_control_flow]];
void main() [[subgroup_uniform_control_flow, maximally_reconverges]] {}
