#version 450
#define N 64
#define M (N * 2)
#define EMPTY
#define SEMI ;
layout(local_size_x = N, local_size_y = M) in;
int a[M] SEMI
EMPTY int b EMPTY = N + M;
#define CHAIN1 CHAIN2 + 1
#define CHAIN2 CHAIN3 * 2
#define CHAIN3 7
int c = CHAIN1;
void main() {}
