#define OUTER 1
int outer_a;
#include "sub/inner.h"
int outer_b = __LINE__;
