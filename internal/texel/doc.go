// Package texel owns the description of images, samplers and texel
// buffers bound to a compute dispatch, and the one set of rules for their
// formats: each format's size and components, and the conversion of a
// texel between its stored bytes and the values a shader sees (UNORM and
// SNORM scaling, packed formats, float16/11/10 encodings, clamping and
// rounding).
//
// The interpreter (spirv/interp), the Vulkan back end (spirv/vulkan), the
// AmberScript runner (conformance) and the command line read and write
// images only through these types, so an image means the same bytes to
// all of them.
package texel
