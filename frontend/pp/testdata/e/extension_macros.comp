#version 450
#ifdef GL_KHR_shader_subgroup_basic
int basic = GL_KHR_shader_subgroup_basic;
#endif
#if defined(GL_NV_shader_subgroup_partitioned) && GL_KHR_shader_subgroup_ballot == 1
int partitioned;
#endif
#if GL_ARB_shader_ballot && GL_EXT_shader_explicit_arithmetic_types_int64
int more;
#endif
void main() {}
