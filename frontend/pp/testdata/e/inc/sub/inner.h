#define INNER 2
int inner_var = __LINE__;
