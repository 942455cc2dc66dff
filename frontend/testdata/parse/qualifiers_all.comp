#version 450
const float c = 1.0;
uniform float u;
buffer B { float b; };
shared float s[64];
coherent volatile restrict readonly writeonly buffer M { float m; };
highp float hp; mediump float mp; lowp float lp;
invariant precise out float inv;
flat in int fl;
smooth centroid in float sm;
noperspective sample in float np;
patch out float pa;
attribute float at;
varying float va;
