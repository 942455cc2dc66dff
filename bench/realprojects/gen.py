#!/usr/bin/env python3
"""Derive the compute-shader invocations of public projects from their own
build files, as glslc command lines.

    python3 bench/realprojects/gen.py PROJECT CHECKOUT > bench/realprojects/PROJECT.tsv

Each output row is ENV <TAB> CWD <TAB> ARGS: the spirv-val target environment
of what the build asks for, the directory (relative to the checkout) the
command runs in, and glslc's arguments without -o, as shell words (run.sh
evaluates them; "${NCNN_D[@]}" stands for ncnn's runtime macro set, see
ncnn-defines.py). Where a project's build calls glslangValidator -V, the row
is the glslc spelling of the same request: -V's default client is Vulkan 1.0,
as glslc's is; "--target-env vulkan1.3" becomes --target-env=vulkan1.3;
"--target-env spirv1.4" becomes --target-spv=spv1.4; -Os stays -Os; a stage
named by "-S comp" or a ".comp.glsl" name becomes -fshader-stage=compute.
Only compute shaders are listed. The comments at each function name the build
file it follows."""
import itertools, json, os, re, shlex, sys

def q(*words):
    return " ".join(w if w.startswith('"${') else shlex.quote(w) for w in words)

def row(env, cwd, *args):
    print(f"{env}\t{cwd or '.'}\t{q(*args)}")

def walk(root, sub, pred):
    out = []
    for d, _, fs in os.walk(os.path.join(root, sub)):
        for f in fs:
            if pred(f):
                out.append(os.path.relpath(os.path.join(d, f), root))
    return sorted(out)

def ncnn(root):
    # src/CMakeLists.txt: every src/layer/vulkan/shader/*.comp is embedded and
    # compiled at run time by compile_spirv_module (src/gpu.cpp): GLSL, Vulkan
    # client 1.0 / SPIR-V 1.0 unless subgroup or cooperative-matrix options are on.
    d = "src/layer/vulkan/shader"
    for f in sorted(os.listdir(os.path.join(root, d))):
        if not f.endswith(".comp"):
            continue
        # Shaders that use subgroup operations or cooperative matrices are
        # only loaded with opt.use_subgroup_ops / use_cooperative_matrix,
        # which compile for Vulkan 1.1 and SPIR-V 1.3.
        src = open(os.path.join(root, d, f), encoding="utf-8", errors="replace").read()
        if re.search(r"GL_KHR_shader_subgroup|GL_KHR_cooperative_matrix|GL_NV_cooperative_matrix", src):
            row("vulkan1.1", d, "-fshader-stage=compute", "--target-env=vulkan1.1", '"${NCNN_D[@]}"', f)
        else:
            row("vulkan1.0", d, "-fshader-stage=compute", '"${NCNN_D[@]}"', f)

def kompute(root):
    # cmake/vulkan_shader_compiler.cmake: glslangValidator -V INFILE -o OUT,
    # for each vulkan_compile_shader(INFILE ...) in a CMakeLists.txt.
    for cm in walk(root, ".", lambda f: f == "CMakeLists.txt"):
        txt = open(os.path.join(root, cm), encoding="utf-8", errors="replace").read()
        for m in re.finditer(r"vulkan_compile_shader\s*\(\s*INFILE\s+(\S+)", txt):
            if m.group(1).endswith(".comp"):
                row("vulkan1.0", os.path.dirname(cm), m.group(1))

def mnn(root):
    # source/backend/vulkan/image/compiler/makeshader.py: every .comp under
    # ../execution/glsl, compiled by "glslangValidator -V FILE -Os", once plain and
    # once per macro listed for it in macro.json, with "#define MACRO" after the
    # first line (glslc's -DMACRO). The buffer backend prepends a whole header
    # (#version, a layout default) to files without #version, which no glslc
    # flag can say, so it is left out.
    d = "source/backend/vulkan/image/execution/glsl"
    macros = json.load(open(os.path.join(root, d, "macro.json")))
    for f in walk(root, d, lambda f: f.endswith(".comp")):
        rel = os.path.relpath(f, d)
        row("vulkan1.0", d, "-Os", rel)
        for m in macros.get(os.path.basename(f), []):
            row("vulkan1.0", d, "-Os", "-D" + m, rel)

def saschawillems(root):
    # shaders/glsl/compileshaders.py: glslangValidator -V FILE, plus
    # "--target-env spirv1.4" for samples whose folder name contains "heap".
    for f in walk(root, "shaders/glsl", lambda f: f.endswith(".comp")):
        if "heap" in os.path.dirname(f):
            row("spv1.4", ".", "--target-spv=spv1.4", f)
        else:
            row("vulkan1.0", ".", f)

def vulkan_samples(root):
    # bldsys/cmake/sample_helper.cmake: glslc FILE -o OUT -I shaders/includes/glsl
    # ${GLSLC_ADDITIONAL_ARGUMENTS}, run in the source root, for each
    # SHADER_FILES_GLSL entry of a sample's CMakeLists.txt (paths under shaders/).
    for cm in walk(root, "samples", lambda f: f == "CMakeLists.txt"):
        txt = open(os.path.join(root, cm), encoding="utf-8", errors="replace").read()
        extra = []
        m = re.search(r'GLSLC_ADDITIONAL_ARGUMENTS\s+"([^"]*)"', txt)
        if m:
            extra = shlex.split(m.group(1))
        m = re.search(r"SHADER_FILES_GLSL(.*?)(?:\n\s*[A-Z_]+\s*\n|\))", txt, re.S)
        if not m:
            continue
        env = "vulkan1.0"
        for i, a in enumerate(extra):
            if a.startswith("--target-env="):
                env = a.split("=", 1)[1]
        for f in re.findall(r'"([^"]+\.comp)"', m.group(1)):
            row(env, ".", "shaders/" + f, "-I", "shaders/includes/glsl", *extra)

def niagara(root):
    # CMakeLists.txt: glslangValidator -V --target-env vulkan1.3 --quiet FILE for
    # each src/shaders/*.glsl; the stage comes from the name (x.comp.glsl).
    for f in walk(root, "src/shaders", lambda f: f.endswith(".comp.glsl")):
        row("vulkan1.3", ".", "--target-env=vulkan1.3", "-fshader-stage=compute", f)

def uvkcompute(root):
    # cmake/uvkc_glsl_shader_instance.cmake: glslc -c -O -fshader-stage=compute
    # -mfmt=num SRC -o OUT ${GLSLC_ARGS}; uvkc_glsl_shader_permutation expands
    # each "NAME=[a|b]" into one instance per combination, as -DNAME=a.
    for cm in walk(root, ".", lambda f: f == "CMakeLists.txt"):
        d = os.path.dirname(cm)
        txt = open(os.path.join(root, cm), encoding="utf-8", errors="replace").read()
        for m in re.finditer(r"uvkc_glsl_shader_(permutation|instance)\s*\((.*?)\n\)", txt, re.S):
            body = m.group(2)
            src = re.search(r"SRC\s+\"?([^\s\"]+)", body).group(1)
            def section(name):
                s = re.search(name + r"\s+(.*?)(?:\n\s+[A-Z_]+\s*\n|$)", body, re.S)
                return re.findall(r'"([^"]+)"', s.group(1)) if s else []
            args = section("GLSLC_ARGS")
            env = "vulkan1.0"
            for a in args:
                if a.startswith("--target-env="):
                    env = a.split("=", 1)[1]
            # tools/generate_shader_permutations.py: "FOO=[a|b]" and
            # "{FOO,BAR}=[{a,b}|{c,d}]", each choice a -DFOO=a list.
            perms = []
            for p in section("PERMUTATION"):
                k, v = p.split("=", 1)
                names = k.strip("{}").split(",")
                choices = v.strip("[]").split("|")
                perms.append([[f"-D{n}={x}" for n, x in zip(names, c.strip("{}").split(","))] for c in choices])
            for combo in itertools.product(*perms):
                row(env, d, "-c", "-O", "-fshader-stage=compute", "-mfmt=num", src, *args,
                    *[w for ds in combo for w in ds])

def fsr2(root):
    # src/ffx-fsr2-api/CMakeLists.txt and vk/CMakeLists.txt: FidelityFX-SC with
    # -compiler=glslang -e main --target-env vulkan1.1 -S comp -Os -DFFX_GLSL=1,
    # the base -D options and every combination of six {0,1} options and
    # FFX_HALF={0,1} (0 only for the luminance pyramid pass); the rows take the
    # all-0 and all-1 combinations of the six, with each FFX_HALF value.
    d = "src/ffx-fsr2-api/shaders"
    cm = open(os.path.join(root, "src/ffx-fsr2-api/CMakeLists.txt")).read()
    base = re.search(r"set\(FFX_SC_BASE_ARGS(.*?)\)", cm, re.S).group(1)
    base = [a for a in re.findall(r"-D\S+", base)]
    perm = re.findall(r"-D(\w+)=\{0,1\}", re.search(r"set\(FFX_SC_PERMUTATION_ARGS(.*?)\)", cm, re.S).group(1))
    for f in sorted(os.listdir(os.path.join(root, d))):
        if not f.endswith("_pass.glsl"):
            continue
        halves = ["0"] if "luminance_pyramid" in f else ["0", "1"]
        for v in ["0", "1"]:
            for h in halves:
                row("vulkan1.1", d, "-fshader-stage=compute", "--target-env=vulkan1.1", "-Os",
                    "-DFFX_GLSL=1", *base, *[f"-D{p}={v}" for p in perm], f"-DFFX_HALF={h}", f)

def granite(root):
    # compiler/compiler.cpp: shaderc with shaderc_glsl_compute_shader,
    # STAGE_COMPUTE=1, Vulkan 1.1 / SPIR-V 1.3 (the default target), includes
    # relative to the file; the rows are the variant without further defines.
    for f in walk(root, "assets/shaders", lambda f: f.endswith(".comp")):
        row("vulkan1.1", ".", "-fshader-stage=compute", "--target-env=vulkan1.1", "--target-spv=spv1.3",
            "-DSTAGE_COMPUTE=1", f)

def meson_vulkan13(root):
    # meson.build (dxvk, vkd3d-proton): glsl_generator runs glslangValidator
    # [-V] --target-env vulkan1.3 --vn NAME FILE -o OUT on each shader listed
    # in a meson.build; the rows are the .comp files so listed.
    listed = set()
    for mb in walk(root, ".", lambda f: f == "meson.build"):
        txt = open(os.path.join(root, mb), encoding="utf-8", errors="replace").read()
        for f in re.findall(r"'([^']+\.comp)'", txt):
            listed.add(os.path.normpath(os.path.join(os.path.dirname(mb), f)))
    for f in sorted(listed):
        if os.path.exists(os.path.join(root, f)):
            row("vulkan1.3", ".", "--target-env=vulkan1.3", f)

def yuzu(root):
    # src/video_core/host_shaders/CMakeLists.txt: for each SHADER_FILES entry
    # whose name does not match "opengl.*", glslangValidator -V --quiet
    # -I externals/FidelityFX-FSR/ffx-fsr FILE --target-env spirv1.3 (glslc's
    # --target-spv=spv1.3, Vulkan 1.0 client); the rows are the .comp entries.
    d = "src/video_core/host_shaders"
    txt = open(os.path.join(root, d, "CMakeLists.txt"), encoding="utf-8", errors="replace").read()
    files = re.search(r"set\(SHADER_FILES(.*?)\)", txt, re.S).group(1).split()
    for f in files:
        if f.endswith(".comp") and not re.match(r"opengl", f):
            row("spv1.3", ".", "-I", "externals/FidelityFX-FSR/ffx-fsr", "--target-spv=spv1.3", d + "/" + f)

def gamescope(root):
    # src/meson.build: glsl_generator runs glslangValidator -V FILE --vn NAME
    # -o OUT [--depfile D --quiet] on each shader_src entry (Vulkan 1.0).
    txt = open(os.path.join(root, "src/meson.build"), encoding="utf-8", errors="replace").read()
    body = re.search(r"shader_src\s*=\s*\[(.*?)\]", txt, re.S).group(1)
    for f in re.findall(r"'([^']+\.comp)'", body):
        row("vulkan1.0", "src", f)

def validation_layers(root):
    # scripts/generate_spirv.py: every shader of layers/gpuav/shaders/{validation_cmd,
    # instrumentation,setup}, glslangValidator --target-env vulkan1.0 (vulkan1.1
    # for instrumentation) -V -I layers/gpuav/shaders FILE. The instrumentation
    # files are compiled with --no-link instead of -V (functions without main,
    # linked into the application's shader), which glslc cannot say, so they
    # are left out.
    for sub in ("validation_cmd", "setup"):
        for f in walk(root, "layers/gpuav/shaders/" + sub, lambda f: f.endswith(".comp")):
            row("vulkan1.0", ".", "--target-env=vulkan1.0", "-I", "layers/gpuav/shaders", f)

def parallel_rdp(root):
    # parallel-rdp/shaders/slangmosh.json, compiled by Granite's slangmosh
    # (generate_standalone_codebase.sh: slangmosh --strip -O): shaderc through
    # Granite's compiler/compiler.cpp, Vulkan 1.1 / SPIR-V 1.3, STAGE_COMPUTE=1
    # for "compute" entries, the include folders of the file (relative to it:
    # ../../Granite/assets/shaders/inc, the Granite submodule; link a Granite
    # checkout there), and one compilation per combination of the variants'
    # defines, each 0..count-1.
    d = "parallel-rdp/shaders"
    desc = json.load(open(os.path.join(root, d, "slangmosh.json")))
    inc = [w for i in desc.get("include", []) for w in ("-I", i)]
    for s in desc["shaders"]:
        if not s.get("compute"):
            continue
        inc_s = inc + [w for i in s.get("include", []) for w in ("-I", i)]
        vs = s.get("variants", [])
        for combo in itertools.product(*[range(v["count"]) for v in vs]):
            row("vulkan1.1", d, "-fshader-stage=compute", "--target-env=vulkan1.1", "--target-spv=spv1.3",
                "-O", "-DSTAGE_COMPUTE=1", *inc_s,
                *[f"-D{v['define']}={x}" for v, x in zip(vs, combo)], s["path"])

def vk_mini_samples(root):
    # samples/*/CMakeLists.txt: compile_glsl(shaders/*.glsl ... EXTRA_FLAGS
    # "-I${NVSHADERS_DIR};-I${COMMON_DIR}"), which nvpro_core2's
    # cmake/CompilerGlslShader.cmake runs as glslangValidator -g -D__GLSL__
    # --target-env vulkan1.3 FILE -I... (the stage from the name, x.comp.glsl).
    # NVSHADERS_DIR is the nvpro_core2 checkout, which README.md clones beside
    # this one: ../nvpro_core2.
    for cm in walk(root, "samples", lambda f: f == "CMakeLists.txt"):
        d = os.path.dirname(cm)
        txt = open(os.path.join(root, cm), encoding="utf-8", errors="replace").read()
        if not re.search(r"^\s*compile_glsl\s*\(", txt, re.M):
            continue
        for f in walk(root, os.path.join(d, "shaders"), lambda f: f.endswith(".comp.glsl")):
            if os.path.dirname(f) != os.path.join(d, "shaders"):
                continue
            row("vulkan1.3", ".", "-g", "-D__GLSL__", "--target-env=vulkan1.3", "-fshader-stage=compute", f,
                "-I", "../nvpro_core2", "-I", "common")

PROJECTS = {"ncnn": ncnn, "kompute": kompute, "MNN": mnn, "SaschaWillems-Vulkan": saschawillems,
            "Vulkan-Samples": vulkan_samples, "niagara": niagara, "uVkCompute": uvkcompute,
            "FidelityFX-FSR2": fsr2, "Granite": granite, "dxvk": meson_vulkan13,
            "vkd3d-proton": meson_vulkan13, "yuzu": yuzu, "gamescope": gamescope,
            "Vulkan-ValidationLayers": validation_layers, "parallel-rdp": parallel_rdp,
            "vk_mini_samples": vk_mini_samples}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in PROJECTS:
        sys.exit("usage: gen.py {%s} CHECKOUT" % "|".join(PROJECTS))
    PROJECTS[sys.argv[1]](sys.argv[2])
