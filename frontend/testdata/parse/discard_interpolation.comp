#version 450
flat in int f;
noperspective in float n;
void main() {
    discard;
}
