#version 450
#extension GL_KHR_shader_subgroup_basic : enable
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_NV_shader_thread_group : warn
#extension GL_EXT_shader_explicit_arithmetic_types : disable
#extension all : disable
#extension all : warn
#extension GL_KHR_shader_subgroup_vote : enable
void main() {}
