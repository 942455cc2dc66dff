#version 450
void main() {
    ;
    {}
    { int a; { int b; ; } }
    ;;
}
