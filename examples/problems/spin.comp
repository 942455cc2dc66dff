#version 450
// Never finishes: --max-steps bounds the instructions a subgroup may run.
layout(local_size_x = 1) in;

layout(std430, binding = 0) buffer Out {
    uint count;
};

void main() {
    while (count != 1u) {
        count += 2u;
    }
}
