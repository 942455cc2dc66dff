/* leading
   comment */ // and a line comment
#version 450 // trailing comment on #version
int/*inline*/a/**/=/**/1;
int b = 2; // comment \
still a comment because of the continuation
int c = 3 /* multi
line
comment */ + 4;
/* comment with // inside */ int d;
// comment with /* inside
int e;
#define X 5 /* comment in a macro body */ + 1 // and here
int f = X;
void main() {}
