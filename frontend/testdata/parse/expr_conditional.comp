#version 450
void main() {
    bool a, b2; int b, c, d, e, x;
    x = a ? b : c;
    x = a ? b : b2 ? d : e;
    a ? b : c = d;
    (a ? b : c) = d;
    x = a ? b, c : d;
    x = a ? b : b2 ? c : d = e;
    x = a || b2 ? b + 1 : c * 2;
}
