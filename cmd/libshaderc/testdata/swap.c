// A program written for Debian's libshaderc: it is linked against
// libshaderc.so and run unchanged on Debian's library and on glslc-nv's
// (LD_LIBRARY_PATH naming a directory whose libshaderc.so.1 is it).
// swap OUT.SPV prints one line per case: "NAME STATUS ERRORS LENGTH",
// then the message lines, each as "msg: LINE"; the compute module goes
// to OUT.SPV.
#include <shaderc/shaderc.h>
#include <stdio.h>
#include <string.h>

static void show(shaderc_compiler_t c, const char *name, const char *src, shaderc_shader_kind kind, shaderc_compile_options_t o, const char *out) {
  shaderc_compilation_result_t r = shaderc_compile_into_spv(c, src, strlen(src), kind, name, "main", o);
  printf("%s %d %zu %zu\n", name, shaderc_result_get_compilation_status(r), shaderc_result_get_num_errors(r),
         shaderc_result_get_length(r) > 0 ? (size_t)1 : (size_t)0);
  const char *m = shaderc_result_get_error_message(r);
  while (m && *m) {
    const char *nl = strchr(m, '\n');
    size_t len = nl ? (size_t)(nl - m) : strlen(m);
    printf("msg: %.*s\n", (int)len, m);
    m += len + (nl ? 1 : 0);
  }
  if (out && shaderc_result_get_compilation_status(r) == shaderc_compilation_status_success) {
    FILE *f = fopen(out, "wb");
    fwrite(shaderc_result_get_bytes(r), 1, shaderc_result_get_length(r), f);
    fclose(f);
  }
  shaderc_result_release(r);
}

int main(int argc, char **argv) {
  shaderc_compiler_t c = shaderc_compiler_initialize();
  shaderc_compile_options_t o = shaderc_compile_options_initialize();
  shaderc_compile_options_set_target_env(o, shaderc_target_env_vulkan, shaderc_env_version_vulkan_1_1);
  shaderc_compile_options_add_macro_definition(o, "N", 1, "4", 1);
  show(c, "good.comp",
       "#version 450\n#extension GL_KHR_shader_subgroup_ballot : require\nlayout(local_size_x = N) in;\n"
       "layout(binding = 0) buffer B { uint v[]; };\nvoid main() { v[gl_LocalInvocationIndex] = subgroupBallot(true).x; }\n",
       shaderc_glsl_compute_shader, o, argc > 1 ? argv[1] : NULL);
  show(c, "undeclared.comp", "#version 450\nlayout(local_size_x = 1) in;\nvoid main() {\n  int x = y;\n}\n",
       shaderc_glsl_compute_shader, o, NULL);
  show(c, "nostage.glsl", "#version 450\nvoid main() {}\n", shaderc_glsl_infer_from_source, o, NULL);
  show(c, "pragma.glsl", "#version 450\n#pragma shader_stage(compute)\nlayout(local_size_x = 1) in;\nvoid main() {}\n",
       shaderc_glsl_infer_from_source, o, NULL);
  show(c, "include.comp", "#version 450\n#include \"missing.h\"\nvoid main() {}\n", shaderc_glsl_compute_shader, o, NULL);
  show(c, "warning.comp", "#version 450\n#extension GL_NO_such_extension : enable\nlayout(local_size_x = 1) in;\nvoid main() {}\n",
       shaderc_glsl_compute_shader, o, NULL);
  shaderc_compile_options_set_warnings_as_errors(o);
  show(c, "werror.comp", "#version 450\n#extension GL_NO_such_extension : enable\nlayout(local_size_x = 1) in;\nvoid main() {}\n",
       shaderc_glsl_compute_shader, o, NULL);
  int v = 0;
  shaderc_profile p = shaderc_profile_none;
  int ok = shaderc_parse_version_profile("320es", &v, &p);
  printf("parse 320es %d %d %d\n", ok, v, (int)p);
  ok = shaderc_parse_version_profile("999", &v, &p);
  printf("parse 999 %d\n", ok);
  unsigned int spv, rev;
  shaderc_get_spv_version(&spv, &rev);
  printf("spv %#x\n", spv);
  shaderc_compile_options_release(o);
  shaderc_compiler_release(c);
  return 0;
}
