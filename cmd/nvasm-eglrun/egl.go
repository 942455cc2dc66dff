//go:build nvasm_egl

package main

/*
#cgo LDFLAGS: -ldl
#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <EGL/egl.h>
#include <EGL/eglext.h>

// GL types and enums used here (no GL headers needed).
typedef unsigned int GLenum;
typedef unsigned int GLuint;
typedef int GLint;
typedef int GLsizei;
typedef intptr_t GLintptr;
typedef intptr_t GLsizeiptr;
#define GL_VENDOR 0x1F00
#define GL_RENDERER 0x1F01
#define GL_EXTENSIONS 0x1F03
#define GL_NUM_EXTENSIONS 0x821D
#define GL_NO_ERROR 0
#define GL_COMPUTE_PROGRAM_NV 0x90FB
#define GL_PROGRAM_FORMAT_ASCII_ARB 0x8875
#define GL_PROGRAM_ERROR_POSITION_ARB 0x864B
#define GL_PROGRAM_ERROR_STRING_ARB 0x8874
#define GL_SHADER_STORAGE_BUFFER 0x90D2
#define GL_DYNAMIC_COPY 0x88EA
#define GL_ALL_BARRIER_BITS 0xFFFFFFFF

static void *egl;
static PFNEGLGETPROCADDRESSPROC pGetProc;
#define P(name) pGetProc(name)

typedef const unsigned char *(*glGetStringi_t)(GLenum, GLuint);
typedef const unsigned char *(*glGetString_t)(GLenum);
typedef void (*glGetIntegerv_t)(GLenum, GLint *);
typedef GLenum (*glGetError_t)(void);
typedef void (*glGenProgramsARB_t)(GLsizei, GLuint *);
typedef void (*glBindProgramARB_t)(GLenum, GLuint);
typedef void (*glProgramStringARB_t)(GLenum, GLenum, GLsizei, const void *);
typedef void (*glEnable_t)(GLenum);
typedef void (*glGenBuffers_t)(GLsizei, GLuint *);
typedef void (*glBindBuffer_t)(GLenum, GLuint);
typedef void (*glBufferData_t)(GLenum, GLsizeiptr, const void *, GLenum);
typedef void (*glBindBufferBase_t)(GLenum, GLuint, GLuint);
typedef void (*glGetBufferSubData_t)(GLenum, GLintptr, GLsizeiptr, void *);
typedef void (*glProgramLocalParametersI4uivNV_t)(GLenum, GLuint, GLsizei, const GLuint *);
typedef void (*glDispatchCompute_t)(GLuint, GLuint, GLuint);
typedef void (*glMemoryBarrier_t)(GLuint);
typedef void (*glUseProgram_t)(GLuint);

// openContext makes a headless desktop-GL compatibility context current.
// It returns NULL on success or a message.
static const char *openContext(void) {
	egl = dlopen("libEGL.so.1", RTLD_NOW | RTLD_GLOBAL);
	if (!egl) return "libEGL.so.1 not found";
	pGetProc = (PFNEGLGETPROCADDRESSPROC)dlsym(egl, "eglGetProcAddress");
	if (!pGetProc) return "eglGetProcAddress missing";
	PFNEGLQUERYDEVICESEXTPROC queryDevices = (PFNEGLQUERYDEVICESEXTPROC)P("eglQueryDevicesEXT");
	PFNEGLGETPLATFORMDISPLAYEXTPROC platformDisplay = (PFNEGLGETPLATFORMDISPLAYEXTPROC)P("eglGetPlatformDisplayEXT");
	PFNEGLINITIALIZEPROC initialize = (PFNEGLINITIALIZEPROC)dlsym(egl, "eglInitialize");
	PFNEGLBINDAPIPROC bindAPI = (PFNEGLBINDAPIPROC)dlsym(egl, "eglBindAPI");
	PFNEGLCREATECONTEXTPROC createContext = (PFNEGLCREATECONTEXTPROC)dlsym(egl, "eglCreateContext");
	PFNEGLMAKECURRENTPROC makeCurrent = (PFNEGLMAKECURRENTPROC)dlsym(egl, "eglMakeCurrent");
	PFNEGLCHOOSECONFIGPROC chooseConfig = (PFNEGLCHOOSECONFIGPROC)dlsym(egl, "eglChooseConfig");
	if (!queryDevices || !platformDisplay || !initialize || !bindAPI || !createContext || !makeCurrent || !chooseConfig)
		return "EGL_EXT_device_enumeration / EGL_EXT_platform_device not available";
	EGLDeviceEXT devs[16];
	EGLint n = 0;
	if (!queryDevices(16, devs, &n) || n == 0) return "no EGL device";
	for (EGLint i = 0; i < n; i++) {
		EGLDisplay dpy = platformDisplay(EGL_PLATFORM_DEVICE_EXT, devs[i], NULL);
		EGLint maj, min;
		if (dpy == EGL_NO_DISPLAY || !initialize(dpy, &maj, &min)) continue;
		if (!bindAPI(EGL_OPENGL_API)) continue;
		EGLint cfgAttr[] = {EGL_RENDERABLE_TYPE, EGL_OPENGL_BIT, EGL_NONE};
		EGLConfig cfg;
		EGLint ncfg = 0;
		if (!chooseConfig(dpy, cfgAttr, &cfg, 1, &ncfg) || ncfg == 0) continue;
		EGLint ctxAttr[] = {EGL_CONTEXT_MAJOR_VERSION, 4, EGL_CONTEXT_MINOR_VERSION, 3,
			EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_COMPATIBILITY_PROFILE_BIT, EGL_NONE};
		EGLContext ctx = createContext(dpy, cfg, EGL_NO_CONTEXT, ctxAttr);
		if (ctx == EGL_NO_CONTEXT) continue;
		if (!makeCurrent(dpy, EGL_NO_SURFACE, EGL_NO_SURFACE, ctx)) continue;
		const char *vendor = (const char *)((glGetString_t)P("glGetString"))(GL_VENDOR);
		if (vendor && strstr(vendor, "NVIDIA")) return NULL;
	}
	return "no NVIDIA OpenGL device among the EGL devices";
}

static int hasExtension(const char *name) {
	GLint n = 0;
	((glGetIntegerv_t)P("glGetIntegerv"))(GL_NUM_EXTENSIONS, &n);
	glGetStringi_t gs = (glGetStringi_t)P("glGetStringi");
	for (GLint i = 0; i < n; i++) {
		const char *e = (const char *)gs(GL_EXTENSIONS, i);
		if (e && strcmp(e, name) == 0) return 1;
	}
	return 0;
}

static const char *renderer(void) { return (const char *)((glGetString_t)P("glGetString"))(GL_RENDERER); }

// loadProgram loads an assembly compute program; on failure it returns
// the driver's error string and sets *pos.
static const char *loadProgram(const char *text, int len, int *pos) {
	GLuint p;
	((glGetError_t)P("glGetError"))();
	((glUseProgram_t)P("glUseProgram"))(0);
	((glGenProgramsARB_t)P("glGenProgramsARB"))(1, &p);
	((glBindProgramARB_t)P("glBindProgramARB"))(GL_COMPUTE_PROGRAM_NV, p);
	((glProgramStringARB_t)P("glProgramStringARB"))(GL_COMPUTE_PROGRAM_NV, GL_PROGRAM_FORMAT_ASCII_ARB, len, text);
	if (((glGetError_t)P("glGetError"))() != GL_NO_ERROR) {
		((glGetIntegerv_t)P("glGetIntegerv"))(GL_PROGRAM_ERROR_POSITION_ARB, pos);
		const char *s = (const char *)((glGetString_t)P("glGetString"))(GL_PROGRAM_ERROR_STRING_ARB);
		return s ? s : "unknown error";
	}
	((glEnable_t)P("glEnable"))(GL_COMPUTE_PROGRAM_NV);
	return NULL;
}

static GLuint makeBuffer(GLuint index, const void *data, long size) {
	GLuint b;
	((glGenBuffers_t)P("glGenBuffers"))(1, &b);
	((glBindBuffer_t)P("glBindBuffer"))(GL_SHADER_STORAGE_BUFFER, b);
	((glBufferData_t)P("glBufferData"))(GL_SHADER_STORAGE_BUFFER, size, data, GL_DYNAMIC_COPY);
	((glBindBufferBase_t)P("glBindBufferBase"))(GL_SHADER_STORAGE_BUFFER, index, b);
	return b;
}

static void setLocals(const GLuint *words, int n) {
	if (n > 0) ((glProgramLocalParametersI4uivNV_t)P("glProgramLocalParametersI4uivNV"))(GL_COMPUTE_PROGRAM_NV, 0, n, words);
}

static int dispatch(GLuint x, GLuint y, GLuint z) {
	((glDispatchCompute_t)P("glDispatchCompute"))(x, y, z);
	((glMemoryBarrier_t)P("glMemoryBarrier"))(GL_ALL_BARRIER_BITS);
	return (int)((glGetError_t)P("glGetError"))();
}

static void readBuffer(GLuint b, void *out, long size) {
	((glBindBuffer_t)P("glBindBuffer"))(GL_SHADER_STORAGE_BUFFER, b);
	((glGetBufferSubData_t)P("glGetBufferSubData"))(GL_SHADER_STORAGE_BUFFER, 0, size, out);
}
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// glDevice runs assembly programs on an NVIDIA OpenGL driver.
type glDevice struct{ renderer string }

// openGL makes the context; the error says why no driver can be used.
func openGL() (*glDevice, error) {
	if msg := C.openContext(); msg != nil {
		return nil, fmt.Errorf("%s", C.GoString(msg))
	}
	for _, ext := range []string{"GL_NV_compute_program5", "GL_NV_shader_storage_buffer_object"} {
		cs := C.CString(ext)
		ok := C.hasExtension(cs) != 0
		C.free(unsafe.Pointer(cs))
		if !ok {
			return nil, fmt.Errorf("the NVIDIA driver lacks %s", ext)
		}
	}
	return &glDevice{renderer: C.GoString(C.renderer())}, nil
}

// run loads text, binds buffers (program.storage index → bytes) and the
// program.local words, dispatches and reads the buffers back.
func (d *glDevice) run(text string, bufs map[int][]byte, local []byte, groups [3]uint32) (map[int][]byte, error) {
	ct := C.CString(text)
	defer C.free(unsafe.Pointer(ct))
	var pos C.int
	if msg := C.loadProgram(ct, C.int(len(text)), &pos); msg != nil {
		return nil, fmt.Errorf("glProgramStringARB: %s (at byte %d)", C.GoString(msg), int(pos))
	}
	names := map[int]C.GLuint{}
	for idx, b := range bufs {
		cb := C.CBytes(b)
		names[idx] = C.makeBuffer(C.GLuint(idx), cb, C.long(len(b)))
		C.free(cb)
	}
	if len(local) > 0 {
		cl := C.CBytes(local)
		C.setLocals((*C.GLuint)(cl), C.int(len(local)/16))
		C.free(cl)
	}
	if e := C.dispatch(C.GLuint(groups[0]), C.GLuint(groups[1]), C.GLuint(groups[2])); e != 0 {
		return nil, fmt.Errorf("glDispatchCompute: GL error 0x%x", int(e))
	}
	out := map[int][]byte{}
	for idx, b := range bufs {
		buf := C.malloc(C.size_t(len(b)))
		C.readBuffer(names[idx], buf, C.long(len(b)))
		out[idx] = C.GoBytes(buf, C.int(len(b)))
		C.free(buf)
	}
	return out, nil
}
