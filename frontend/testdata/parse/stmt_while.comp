#version 450
bool more();
void main() {
    int i = 0;
    while (i < 10) i++;
    while (bool b = more()) { i--; }
    while (true) { if (i == 0) break; continue; }
}
