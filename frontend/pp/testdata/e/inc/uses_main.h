#define HEADER_FN(x) (x * FROM_MAIN)
int h = FROM_MAIN;
#if FROM_MAIN == 3
int cond_in_header;
#endif
