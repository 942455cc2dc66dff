#!/usr/bin/env python3
"""Print, one per line, the macro definitions ncnn's compile_spirv_module
(src/gpu.cpp) adds after #version, for the option set where every opt.use_*
flag and every device support_* flag is false (fp32 storage and arithmetic,
Vulkan 1.0): it follows the if/else chains of that function in the checkout
given as argv[1], so the list follows ncnn's source rather than a copy of it.
Each line is NAME=VALUE as glslc's -D takes it (glslc writes -DNAME=VALUE as
"#define NAME VALUE" after #version, the place where ncnn inserts its own).
Device feature macros (ncnn_<feature>) are left out: undefined reads as 0 in
#if, which is what a device without the feature gives."""
import re, sys

src = open(sys.argv[1] + "/src/gpu.cpp", encoding="utf-8").read()
start = src.index("DefinitionCollector custom_defines;")
end = src.index("const bool support_shader_int64", start)
body = src[start:end]

def cond_true(c):
    e = re.sub(r"[A-Za-z_][A-Za-z_0-9.]*(\(\))?", " False ", c)
    e = e.replace("&&", " and ").replace("||", " or ")
    e = re.sub(r"!(?!=)", " not ", e)
    return bool(eval(e))

strlit = r'"((?:[^"\\]|\\.)*)"'
out = []
# statements: if (...), else if (...), else, {, }, append(...), #if/#else/#endif
tok = re.compile(r'else\s+if\s*\(|if\s*\(|else\b|\{|\}|custom_defines\.append\(|#if[^\n]*|#else|#endif|//[^\n]*')
pos = 0
stack = [True]          # activity of enclosing blocks
pending = None          # activity of the next block / statement
chain_taken = {}        # depth -> whether a branch of the current chain ran
pp = []                 # preprocessor activity
def active():
    return all(stack) and all(pp)
def read_paren(i):
    d = 1
    j = i
    while d:
        if body[j] == "(": d += 1
        elif body[j] == ")": d -= 1
        elif body[j] == '"':
            j += 1
            while body[j] != '"':
                j += 2 if body[j] == "\\" else 1
        j += 1
    return body[i:j-1], j
while True:
    m = tok.search(body, pos)
    if not m: break
    t = m.group(0); pos = m.end()
    depth = len(stack)
    if t.startswith("//"): continue
    if t.startswith("#if"):
        pp.append(False); continue   # __APPLE__ and the like: not this build
    if t == "#else": pp[-1] = not pp[-1]; continue
    if t == "#endif": pp.pop(); continue
    if t.startswith("else") and t.endswith("("):
        c, pos = read_paren(pos)
        ok = not chain_taken.get(depth, True) and cond_true(c)
        chain_taken[depth] = chain_taken.get(depth) or ok
        pending = ok
    elif t.startswith("if"):
        c, pos = read_paren(pos)
        ok = cond_true(c)
        chain_taken[depth] = ok
        pending = ok
    elif t == "else":
        pending = not chain_taken.get(depth, True)
        chain_taken[depth] = True
    elif t == "{":
        stack.append(True if pending is None else pending); pending = None
    elif t == "}":
        stack.pop()
    else:
        a, pos = read_paren(pos)
        on = active() and (pending is None or pending)
        pending = None
        if not on: continue
        m2 = re.match(r'\s*' + strlit + r'\s*,\s*(.*)$', a, re.S)
        key, val = m2.group(1), m2.group(2).strip()
        if val.startswith('"'):
            val = re.match(strlit, val).group(1)
        elif "?" in val:  # support_x ? "a" : "b": the device lacks it
            val = re.findall(strlit, val)[-1]
        out.append(f"{key}={bytes(val, 'utf-8').decode('unicode_escape')}")
print("\n".join(out))
