// Package e2e holds the end-to-end comparison of spirv/vulkan: shaders
// using the project's own extensions are compiled by glslc-nv (native and
// with every subgroup family lavapipe lacks emulated) and run on lavapipe
// and on spirv/interp. It has only tests; it lives apart from
// spirv/vulkan so that the back end's own tests do not depend on the
// compiler building.
package e2e
