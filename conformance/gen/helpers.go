package gen

// Extension names.
const (
	extBasic     = "GL_KHR_shader_subgroup_basic"
	extVote      = "GL_KHR_shader_subgroup_vote"
	extArith     = "GL_KHR_shader_subgroup_arithmetic"
	extBallot    = "GL_KHR_shader_subgroup_ballot"
	extShuffle   = "GL_KHR_shader_subgroup_shuffle"
	extRelative  = "GL_KHR_shader_subgroup_shuffle_relative"
	extClustered = "GL_KHR_shader_subgroup_clustered"
	extQuad      = "GL_KHR_shader_subgroup_quad"
	extRotate    = "GL_KHR_shader_subgroup_rotate"
	extPart      = "GL_NV_shader_subgroup_partitioned"
	extNVShuffle = "GL_NV_shader_thread_shuffle"
	extNVGroup   = "GL_NV_shader_thread_group"
	extIntDot    = "GL_EXT_integer_dot_product"
)

// glslangMissing lists the extensions the reference glslangValidator
// (12.0) does not know: programs using them run only through glslc-nv.
var glslangMissing = map[string]bool{extNVShuffle: true, extNVGroup: true, extRotate: true, extIntDot: true}

type helperDef struct {
	src  string
	deps []string
	ext  []string
}

// helperOrder is the order helpers are printed in (dependencies first).
var helperOrder = []string{
	"h2", "h3", "h4", "h64", "fsm", "fpm",
	"safeLane", "xorMask", "upDelta", "downDelta", "nzBallot", "partOf",
	"quadFull", "rotOK", "nvIdx", "nvUp", "nvDown", "nvXor",
}

// helperDefs are the prelude functions generated code may call. Every
// helper that chooses a source lane takes the ballot of the active lanes
// itself, so it must be called in the same control flow as the cross-lane
// operation that uses its result (the generator calls it inside that
// operation's argument list).
var helperDefs = map[string]helperDef{
	"h2":  {src: "uint h2(uvec2 v) { return v.x * 0x9E3779B1u ^ v.y; }\n"},
	"h3":  {src: "uint h3(uvec3 v) { return (v.x * 0x9E3779B1u ^ v.y) * 0x85EBCA77u ^ v.z; }\n"},
	"h4":  {src: "uint h4(uvec4 v) { return ((v.x * 0x9E3779B1u ^ v.y) * 0x85EBCA77u ^ v.z) * 0xC2B2AE3Du ^ v.w; }\n"},
	"h64": {src: "uint h64(uint64_t v) { return uint(v) * 0x9E3779B1u ^ uint(v >> 32); }\n", ext: ext64},
	// fsm maps a word to a small integral float in [-8, 7]; fpm to one of
	// -2, -1, 1, 2 (products of up to 128 of them are exact).
	"fsm": {src: "float fsm(uint x) { return float(int(x & 15u) - 8); }\n"},
	"fpm": {src: "float fpm(uint x) { return ((x & 2u) != 0u ? -1.0 : 1.0) * float(1u + (x & 1u)); }\n"},
	"safeLane": {src: `uint safeLane(uint c) {
  uvec4 b = subgroupBallot(true);
  c &= gl_SubgroupSize - 1u;
  return subgroupBallotBitExtract(b, c) ? c : subgroupBallotFindLSB(b);
}
`, ext: []string{extBallot}},
	"xorMask": {src: `uint xorMask(uint m) {
  uvec4 b = subgroupBallot(true);
  uint s = gl_SubgroupInvocationID ^ m;
  bool act = subgroupBallotBitExtract(b, s & (gl_SubgroupSize - 1u));
  return (s < gl_SubgroupSize && act) ? m : 0u;
}
`, ext: []string{extBallot}},
	"upDelta": {src: `uint upDelta(uint d) {
  uvec4 b = subgroupBallot(true);
  uint l = gl_SubgroupInvocationID;
  bool act = subgroupBallotBitExtract(b, (l - d) & (gl_SubgroupSize - 1u));
  return (l >= d && act) ? d : 0u;
}
`, ext: []string{extBallot}},
	"downDelta": {src: `uint downDelta(uint d) {
  uvec4 b = subgroupBallot(true);
  uint s = gl_SubgroupInvocationID + d;
  bool act = subgroupBallotBitExtract(b, s & (gl_SubgroupSize - 1u));
  return (s < gl_SubgroupSize && act) ? d : 0u;
}
`, ext: []string{extBallot}},
	"nzBallot": {src: `uvec4 nzBallot(bool c) {
  bool e = subgroupElect();
  return subgroupBallot(c || e);
}
`, ext: []string{extBallot}},
	"partOf": {src: `uvec4 partOf(bool c) {
  uvec4 t = subgroupBallot(c);
  uvec4 a = subgroupBallot(true);
  return c ? t : (a & ~t);
}
`, ext: []string{extBallot}},
	"quadFull": {src: `bool quadFull() {
  uvec4 b = subgroupBallot(true);
  uint l = gl_SubgroupInvocationID;
  return ((b[l >> 5u] >> (l & 28u)) & 15u) == 15u;
}
`, ext: []string{extBallot}},
	"rotOK": {src: `bool rotOK(uint d, uint c) {
  uvec4 b = subgroupBallot(true);
  uint l = gl_SubgroupInvocationID;
  uint m = min(c, gl_SubgroupSize) - 1u;
  return subgroupBallotBitExtract(b, (l & ~m) | ((l + d) & m));
}
`, ext: []string{extBallot}},
	// The NV shuffle helpers keep an index or delta whose source lane is
	// out of range (the shuffle returns the caller's value) or active, and
	// replace one that names an inactive lane by the caller's own.
	"nvIdx": {src: `uint nvIdx(uint i, uint w) {
  uvec4 b = subgroupBallot(true);
  uint l = gl_SubgroupInvocationID;
  uint base = l & ~(w - 1u);
  uint s = base + (i & 31u);
  bool valid = (i & 31u) < w && s < gl_SubgroupSize;
  bool act = subgroupBallotBitExtract(b, s & (gl_SubgroupSize - 1u));
  return (valid && !act) ? l - base : i;
}
`, ext: []string{extBallot}},
	"nvUp": {src: `uint nvUp(uint d, uint w) {
  uvec4 b = subgroupBallot(true);
  uint l = gl_SubgroupInvocationID;
  uint local = l & (w - 1u);
  bool valid = local >= (d & 31u);
  bool act = subgroupBallotBitExtract(b, (l - (d & 31u)) & (gl_SubgroupSize - 1u));
  return (valid && !act) ? 0u : d;
}
`, ext: []string{extBallot}},
	"nvDown": {src: `uint nvDown(uint d, uint w) {
  uvec4 b = subgroupBallot(true);
  uint l = gl_SubgroupInvocationID;
  uint local = l & (w - 1u);
  uint s = l + (d & 31u);
  bool valid = local + (d & 31u) < w && s < gl_SubgroupSize;
  bool act = subgroupBallotBitExtract(b, s & (gl_SubgroupSize - 1u));
  return (valid && !act) ? 0u : d;
}
`, ext: []string{extBallot}},
	"nvXor": {src: `uint nvXor(uint m, uint w) {
  uvec4 b = subgroupBallot(true);
  uint l = gl_SubgroupInvocationID;
  uint base = l & ~(w - 1u);
  uint t = (l - base) ^ (m & 31u);
  bool valid = t < w && base + t < gl_SubgroupSize;
  bool act = subgroupBallotBitExtract(b, (base + t) & (gl_SubgroupSize - 1u));
  return (valid && !act) ? 0u : m;
}
`, ext: []string{extBallot}},
}

// InputData returns n little-endian words drawn from seed: mostly small
// values (0..7), some bytes and some full-range words.
func InputData(seed int64, n int) []byte {
	r := newRand(seed ^ 0x5eed1e55)
	out := make([]byte, 4*n)
	for i := 0; i < n; i++ {
		var v uint32
		switch r.Intn(8) {
		case 0, 1, 2, 3:
			v = uint32(r.Intn(8))
		case 4, 5:
			v = uint32(r.Intn(256))
		default:
			v = r.Uint32()
		}
		out[4*i] = byte(v)
		out[4*i+1] = byte(v >> 8)
		out[4*i+2] = byte(v >> 16)
		out[4*i+3] = byte(v >> 24)
	}
	return out
}
