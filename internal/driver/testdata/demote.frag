#version 450
#extension GL_EXT_demote_to_helper_invocation : require
#extension GL_EXT_multiview : require
layout(location = 0) out vec4 c;
void main() {
  if (gl_FragCoord.x < 2.0) demote;
  c = vec4(helperInvocationEXT() ? 1.0 : 0.0, float(gl_ViewIndex), gl_HelperInvocation ? 1.0 : 0.0, 0);
}
