// Checks glslc-nv's libshaderc against the installed shaderc/shaderc.h:
// api OUTDIR SCAN.COMP SHADER.VERT SHADER.FRAG. It writes the modules the
// Go test compares with the command line's, prints "ok NAME" per check and
// "FAIL NAME: why" for each failure; exit status 1 on any failure.
#include <shaderc/shaderc.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void check(int ok, const char *name, const char *why) {
  if (ok) {
    printf("ok %s\n", name);
  } else {
    printf("FAIL %s: %s\n", name, why);
    failures++;
  }
}

static char *slurp(const char *path, size_t *n) {
  FILE *f = fopen(path, "rb");
  if (!f) { perror(path); exit(2); }
  static char buf[1 << 16];
  *n = fread(buf, 1, sizeof buf - 1, f);
  buf[*n] = 0;
  fclose(f);
  return strdup(buf);
}

static void save(const char *dir, const char *name, shaderc_compilation_result_t r) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "wb");
  if (!f) { perror(path); exit(2); }
  fwrite(shaderc_result_get_bytes(r), 1, shaderc_result_get_length(r), f);
  fclose(f);
}

static int is_spirv(shaderc_compilation_result_t r) {
  const unsigned char *b = (const unsigned char *)shaderc_result_get_bytes(r);
  return shaderc_result_get_length(r) >= 20 && shaderc_result_get_length(r) % 4 == 0 && b &&
         b[0] == 0x03 && b[1] == 0x02 && b[2] == 0x23 && b[3] == 0x07;
}

// The include callback: "inc.h" resolves, anything else fails with a
// message; it records what it was asked.
struct seen { int calls, releases; char requested[64], from[64]; int type; size_t depth; };

static shaderc_include_result *resolve(void *ud, const char *requested, int type, const char *from, size_t depth) {
  struct seen *s = ud;
  s->calls++;
  snprintf(s->requested, sizeof s->requested, "%s", requested);
  snprintf(s->from, sizeof s->from, "%s", from);
  s->type = type;
  s->depth = depth;
  shaderc_include_result *r = calloc(1, sizeof *r);
  if (strcmp(requested, "inc.h") == 0) {
    r->source_name = "lib/inc.h";
    r->source_name_length = strlen(r->source_name);
    r->content = "#define INCLUDED 7u\n";
    r->content_length = strlen(r->content);
  } else {
    r->content = "no such header in the test's archive";
    r->content_length = strlen(r->content);
  }
  return r;
}

static void release_include(void *ud, shaderc_include_result *r) {
  ((struct seen *)ud)->releases++;
  free(r);
}

static shaderc_compilation_result_t compile(shaderc_compiler_t c, const char *src, shaderc_shader_kind kind,
                                            const char *name, shaderc_compile_options_t o) {
  return shaderc_compile_into_spv(c, src, strlen(src), kind, name, "main", o);
}

int main(int argc, char **argv) {
  if (argc != 5) { fprintf(stderr, "usage: api OUTDIR SCAN.COMP SHADER.VERT SHADER.FRAG\n"); return 2; }
  const char *dir = argv[1];
  size_t n;
  char *scan = slurp(argv[2], &n);
  shaderc_compiler_t c = shaderc_compiler_initialize();
  check(c != NULL, "compiler_initialize", "NULL compiler");

  // 1. A compute shader with a macro for Vulkan 1.1, bindings given
  // automatically from base 5 for storage buffers.
  shaderc_compile_options_t o = shaderc_compile_options_initialize();
  shaderc_compile_options_add_macro_definition(o, "VALUE", 5, "3u", 2);
  shaderc_compile_options_set_target_env(o, shaderc_target_env_vulkan, shaderc_env_version_vulkan_1_1);
  shaderc_compile_options_set_auto_bind_uniforms(o, true);
  shaderc_compile_options_set_binding_base(o, shaderc_uniform_kind_storage_buffer, 5);
  shaderc_compilation_result_t r = shaderc_compile_into_spv(c, scan, n, shaderc_glsl_compute_shader, "scan.comp", "main", o);
  check(shaderc_result_get_compilation_status(r) == shaderc_compilation_status_success && is_spirv(r), "compile",
        shaderc_result_get_error_message(r));
  check(shaderc_result_get_num_errors(r) == 0 && shaderc_result_get_num_warnings(r) == 0, "compile counts", "non-zero");
  save(dir, "a.spv", r);
  shaderc_result_release(r);

  // 2. The same, cloned, with -g and SPIR-V 1.4.
  shaderc_compile_options_t o2 = shaderc_compile_options_clone(o);
  shaderc_compile_options_set_generate_debug_info(o2);
  shaderc_compile_options_set_target_spirv(o2, shaderc_spirv_version_1_4);
  r = shaderc_compile_into_spv(c, scan, n, shaderc_glsl_default_compute_shader, "scan.comp", "main", o2);
  check(shaderc_result_get_compilation_status(r) == shaderc_compilation_status_success && is_spirv(r), "compile -g spv1.4",
        shaderc_result_get_error_message(r));
  check(is_spirv(r) && ((const unsigned char *)shaderc_result_get_bytes(r))[5] == 4 && ((const unsigned char *)shaderc_result_get_bytes(r))[6] == 1, "target spv1.4", "version word is not 1.4");
  save(dir, "b.spv", r);
  shaderc_result_release(r);
  shaderc_compile_options_release(o2);

  // 3. SPIR-V assembly, assembled back; preprocessed text.
  r = shaderc_compile_into_spv_assembly(c, scan, n, shaderc_glsl_compute_shader, "scan.comp", "main", o);
  check(shaderc_result_get_compilation_status(r) == 0 && strstr(shaderc_result_get_bytes(r), "OpEntryPoint GLCompute") != NULL,
        "compile_into_spv_assembly", "no OpEntryPoint GLCompute in the text");
  shaderc_compilation_result_t ra = shaderc_assemble_into_spv(c, shaderc_result_get_bytes(r), shaderc_result_get_length(r), o);
  check(shaderc_result_get_compilation_status(ra) == 0 && is_spirv(ra), "assemble_into_spv", shaderc_result_get_error_message(ra));
  shaderc_result_release(ra);
  shaderc_result_release(r);
  ra = shaderc_assemble_into_spv(c, "OpCapability Bogus\n", 19, o);
  check(shaderc_result_get_compilation_status(ra) == shaderc_compilation_status_invalid_assembly, "bad assembly status", "not invalid_assembly");
  shaderc_result_release(ra);
  r = shaderc_compile_into_preprocessed_text(c, scan, n, shaderc_glsl_compute_shader, "scan.comp", "main", o);
  check(shaderc_result_get_compilation_status(r) == 0 && strstr(shaderc_result_get_bytes(r), "+ 3u") != NULL,
        "compile_into_preprocessed_text", "VALUE not expanded to 3u");
  shaderc_result_release(r);

  // 4. Include through the callback, and a failing include.
  struct seen s = {0};
  shaderc_compile_options_t oi = shaderc_compile_options_initialize();
  shaderc_compile_options_set_include_callbacks(oi, resolve, release_include, &s);
  r = compile(c, "#version 450\n#include \"inc.h\"\nlayout(local_size_x = 1) in;\nlayout(binding = 0) buffer B { uint v; };\nvoid main() { v = INCLUDED; }\n",
              shaderc_glsl_compute_shader, "main.comp", oi);
  check(shaderc_result_get_compilation_status(r) == 0 && is_spirv(r), "include", shaderc_result_get_error_message(r));
  check(s.calls == 1 && s.releases == 1 && strcmp(s.requested, "inc.h") == 0 && strcmp(s.from, "main.comp") == 0 &&
            s.type == shaderc_include_type_relative && s.depth == 1,
        "include callback arguments", "wrong requested/from/type/depth or release count");
  shaderc_result_release(r);
  r = compile(c, "#version 450\n#include <missing.h>\nvoid main() {}\n", shaderc_glsl_compute_shader, "main.comp", oi);
  const char *msg = shaderc_result_get_error_message(r);
  check(shaderc_result_get_compilation_status(r) == shaderc_compilation_status_compilation_error &&
            strncmp(msg, "main.comp:2: error: ", 20) == 0 && strstr(msg, "no such header in the test's archive") != NULL &&
            s.type == shaderc_include_type_standard && s.releases == 2,
        "failing include", msg);
  shaderc_result_release(r);
  shaderc_compile_options_release(oi);

  // 5. Errors: status, counts, message shape, no bytes.
  r = compile(c, "#version 450\nlayout(local_size_x = 1) in;\nvoid main() { int x = y; }\n", shaderc_glsl_compute_shader, "bad.comp", NULL);
  msg = shaderc_result_get_error_message(r);
  check(shaderc_result_get_compilation_status(r) == shaderc_compilation_status_compilation_error &&
            shaderc_result_get_num_errors(r) == 1 && shaderc_result_get_length(r) == 0 &&
            strncmp(msg, "bad.comp:3: error: ", 19) == 0 && msg[strlen(msg) - 1] == '\n',
        "error", msg);
  shaderc_result_release(r);
  r = compile(c, "#version 450\nvoid main() {}\n", shaderc_glsl_infer_from_source, "x.glsl", NULL);
  check(shaderc_result_get_compilation_status(r) == shaderc_compilation_status_invalid_stage, "infer without pragma", "not invalid_stage");
  shaderc_result_release(r);
  r = compile(c, "#version 450\n#pragma shader_stage(compute)\nlayout(local_size_x = 1) in;\nvoid main() {}\n", shaderc_glsl_infer_from_source, "x.glsl", NULL);
  check(shaderc_result_get_compilation_status(r) == 0 && is_spirv(r), "infer from pragma", shaderc_result_get_error_message(r));
  shaderc_result_release(r);
  check(shaderc_result_get_compilation_status(NULL) == shaderc_compilation_status_null_result_object, "null result", "wrong status");

  // 5b. Warnings: counted and in the message, as errors, or suppressed.
  const char *warn = "#version 450\n#extension GL_NO_such_extension : enable\nlayout(local_size_x = 1) in;\nvoid main() {}\n";
  r = compile(c, warn, shaderc_glsl_compute_shader, "warn.comp", NULL);
  msg = shaderc_result_get_error_message(r);
  check(shaderc_result_get_compilation_status(r) == 0 && shaderc_result_get_num_warnings(r) == 1 &&
            strncmp(msg, "warn.comp:2: warning: ", 22) == 0 && is_spirv(r),
        "warning", msg);
  shaderc_result_release(r);
  shaderc_compile_options_t ow = shaderc_compile_options_initialize();
  shaderc_compile_options_set_warnings_as_errors(ow);
  r = compile(c, warn, shaderc_glsl_compute_shader, "warn.comp", ow);
  check(shaderc_result_get_compilation_status(r) == shaderc_compilation_status_compilation_error &&
            shaderc_result_get_num_errors(r) == 1 && strncmp(shaderc_result_get_error_message(r), "warn.comp:2: error: ", 20) == 0,
        "warnings as errors", shaderc_result_get_error_message(r));
  shaderc_result_release(r);
  shaderc_compile_options_release(ow);
  ow = shaderc_compile_options_initialize();
  shaderc_compile_options_set_suppress_warnings(ow);
  r = compile(c, warn, shaderc_glsl_compute_shader, "warn.comp", ow);
  check(shaderc_result_get_compilation_status(r) == 0 && shaderc_result_get_num_warnings(r) == 0 &&
            shaderc_result_get_error_message(r)[0] == 0,
        "suppress warnings", shaderc_result_get_error_message(r));
  shaderc_result_release(r);
  shaderc_compile_options_release(ow);

  // 6. A limit: a workgroup wider than MaxComputeWorkGroupSizeX.
  shaderc_compile_options_t ol = shaderc_compile_options_initialize();
  shaderc_compile_options_set_limit(ol, shaderc_limit_max_compute_work_group_size_x, 8);
  r = compile(c, "#version 450\nlayout(local_size_x = 16) in;\nvoid main() {}\n", shaderc_glsl_compute_shader, "wide.comp", ol);
  check(shaderc_result_get_compilation_status(r) == shaderc_compilation_status_compilation_error, "set_limit", "16 > 8 compiled");
  shaderc_result_release(r);
  shaderc_compile_options_release(ol);

  // 7. HLSL is refused with a message.
  shaderc_compile_options_t oh = shaderc_compile_options_initialize();
  shaderc_compile_options_set_source_language(oh, shaderc_source_language_hlsl);
  r = compile(c, "float4 main() : SV_Target { return 0; }\n", shaderc_glsl_fragment_shader, "h.hlsl", oh);
  check(shaderc_result_get_compilation_status(r) == shaderc_compilation_status_compilation_error &&
            strstr(shaderc_result_get_error_message(r), "HLSL") != NULL,
        "hlsl refused", shaderc_result_get_error_message(r));
  shaderc_result_release(r);
  shaderc_compile_options_release(oh);

  // 8. Other stages: the status and module go to files for the Go test
  // to compare with the command line's.
  const char *stage_files[2] = {argv[3], argv[4]};
  shaderc_shader_kind kinds[2] = {shaderc_glsl_vertex_shader, shaderc_glsl_fragment_shader};
  const char *outs[2] = {"vert", "frag"};
  for (int i = 0; i < 2; i++) {
    char *src = slurp(stage_files[i], &n);
    r = shaderc_compile_into_spv(c, src, n, kinds[i], stage_files[i], "main", NULL);
    printf("stage %s %d\n", outs[i], shaderc_result_get_compilation_status(r));
    char name[32];
    snprintf(name, sizeof name, "%s.spv", outs[i]);
    if (shaderc_result_get_compilation_status(r) == 0) save(dir, name, r);
    shaderc_result_release(r);
    free(src);
  }

  // 9. Versions.
  int version = 0;
  shaderc_profile profile = shaderc_profile_none;
  check(shaderc_parse_version_profile("310es", &version, &profile) && version == 310 && profile == shaderc_profile_es, "parse 310es", "wrong");
  check(shaderc_parse_version_profile("450", &version, &profile) && version == 450 && profile == shaderc_profile_none, "parse 450", "wrong");
  check(shaderc_parse_version_profile("460core", &version, &profile) && profile == shaderc_profile_core, "parse 460core", "wrong");
  check(!shaderc_parse_version_profile("451", &version, &profile), "parse 451", "accepted");
  unsigned int spv = 0, rev = 0;
  shaderc_get_spv_version(&spv, &rev);
  check(spv == 0x10600, "get_spv_version", "not 1.6");

  shaderc_compile_options_release(o);
  shaderc_compiler_release(c);
  free(scan);
  return failures ? 1 : 0;
}
