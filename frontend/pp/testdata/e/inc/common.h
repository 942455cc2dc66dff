// common definitions
#define COMMON_VALUE 7
int common_var = __LINE__;
