#ifndef GUARDED_H
#define GUARDED_H
#define GUARDED_COUNT 1
int guarded_var;
#endif
