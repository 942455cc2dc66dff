#version 450
void main() {
    int i; bool b; float x;
    x = -x; x = +x; b = !b; i = ~i;
    ++i; --i;
    x = - -x;
    x = -(-x);
    i = -i++;
    b = !b && b;
    i = ~-i;
}
