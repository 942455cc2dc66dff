// Shared definitions for macros.comp (found through -I examples/include).
#define WIDTH 4
#define SQUARE(x) ((x) * (x))
#ifndef OFFSET
#define OFFSET 0u
#endif
