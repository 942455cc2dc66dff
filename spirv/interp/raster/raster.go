// Package raster turns primitives in clip coordinates into the 2x2 quads
// of fragments that spirv/interp shades, as the Vulkan specification's
// rasterization chapter describes: the viewport transform, vertex
// positions snapped to 8 sub-pixel bits, sample points at pixel centres
// (+0.5), the top-left rule for pixels whose centre lies on an edge,
// face determination and culling, and perspective-correct, noperspective
// and flat interpolation of the vertex outputs. Each triangle is
// rasterized alone: a quad holds fragments of one primitive only, and its
// uncovered pixels become helper invocations (SEMANTICS.md section 7).
//
// Choices where Vulkan leaves one (docs/graphics.md): triangles with a
// vertex at w <= 0 are dropped instead of clipped; the near and far
// planes do not clip (depth is clamped to the viewport's range); quads
// are emitted per triangle in row-major order of their position; the
// provoking vertex of flat outputs is the first.
package raster

import (
	"math"

	"github.com/glslc-nv/glslc-nv/spirv/interp"
)

// SubPixelBits is the sub-pixel precision of vertex positions
// (VkPhysicalDeviceLimits::subPixelPrecisionBits; 8 is common).
const SubPixelBits = 8

// Vertex is a vertex after the last vertex-processing stage: its clip
// position and its Location outputs (words location*4+component).
type Vertex struct {
	Pos  [4]float32
	Vary []uint32
}

// Viewport is a VkViewport.
type Viewport struct {
	X, Y, W, H         float32
	MinDepth, MaxDepth float32
}

// Cull is a VkCullModeFlags value.
type Cull int

// The cull modes.
const (
	CullNone Cull = iota
	CullFront
	CullBack
	CullFrontAndBack
)

// State is the fixed-function state of a draw.
type State struct {
	Viewport Viewport
	// Width and Height are the framebuffer's size: fragments outside it
	// are not produced.
	Width, Height int
	Cull          Cull
	// Clockwise makes clockwise triangles front-facing (the default is
	// counter-clockwise, VK_FRONT_FACE_COUNTER_CLOCKWISE).
	Clockwise bool
	// Inputs describes the fragment shader's Location inputs; InWords is
	// the words per fragment (a multiple of 4 covering every input).
	Inputs  []interp.Varying
	InWords int
}

// Output is a rasterized batch: the quads to shade, each quad's lanes'
// inputs (Fragments.Inputs' layout) and the index of the triangle each
// quad came from.
type Output struct {
	Quads  []interp.Quad
	Inputs []uint32
	Prim   []int
}

type fixed struct{ x, y int64 }

// Triangle rasterizes the triangle (a, b, c), primitive number prim,
// appending its quads to out. It reports whether the triangle produced
// any (false when culled, degenerate or dropped).
func (st *State) Triangle(out *Output, prim int, a, b, c *Vertex) bool {
	vs := [3]*Vertex{a, b, c}
	var fx [3]fixed
	var fz, invW [3]float64
	var fxf [3][2]float64
	vp := st.Viewport
	for i, v := range vs {
		w := float64(v.Pos[3])
		if !(w > 0) {
			return false
		}
		xn, yn, zn := float64(v.Pos[0])/w, float64(v.Pos[1])/w, float64(v.Pos[2])/w
		xf := (xn+1)*float64(vp.W)/2 + float64(vp.X)
		yf := (yn+1)*float64(vp.H)/2 + float64(vp.Y)
		if math.IsNaN(xf) || math.IsNaN(yf) || math.Abs(xf) > 1<<20 || math.Abs(yf) > 1<<20 {
			return false
		}
		fx[i] = fixed{int64(math.RoundToEven(xf * (1 << SubPixelBits))), int64(math.RoundToEven(yf * (1 << SubPixelBits)))}
		fxf[i] = [2]float64{float64(fx[i].x) / (1 << SubPixelBits), float64(fx[i].y) / (1 << SubPixelBits)}
		z := zn*float64(vp.MaxDepth-vp.MinDepth) + float64(vp.MinDepth)
		lo, hi := math.Min(float64(vp.MinDepth), float64(vp.MaxDepth)), math.Max(float64(vp.MinDepth), float64(vp.MaxDepth))
		fz[i] = math.Min(math.Max(z, lo), hi)
		invW[i] = 1 / w
	}
	// twice the signed area in framebuffer coordinates (y down):
	// positive is clockwise on the screen
	area := (fx[1].x-fx[0].x)*(fx[2].y-fx[0].y) - (fx[1].y-fx[0].y)*(fx[2].x-fx[0].x)
	if area == 0 {
		return false
	}
	// Vulkan's a = -1/2 sum(x_i y_i+1 - x_i+1 y_i) is -area/2: a > 0
	// (counter-clockwise) is front-facing unless Clockwise
	front := area < 0
	if st.Clockwise {
		front = !front
	}
	switch st.Cull {
	case CullFront:
		if front {
			return false
		}
	case CullBack:
		if !front {
			return false
		}
	case CullFrontAndBack:
		return false
	}
	order := [3]int{0, 1, 2}
	if area < 0 {
		order = [3]int{0, 2, 1}
		area = -area
	}
	p := [3]fixed{fx[order[0]], fx[order[1]], fx[order[2]]}
	// edge k runs from p[k] to p[k+1]; its function is positive inside
	type edge struct {
		a, b    fixed
		topLeft bool
	}
	var es [3]edge
	for k := 0; k < 3; k++ {
		a, b := p[k], p[(k+1)%3]
		dx, dy := b.x-a.x, b.y-a.y
		es[k] = edge{a, b, dy < 0 || dy == 0 && dx > 0}
	}
	minX, maxX := min(p[0].x, p[1].x, p[2].x), max(p[0].x, p[1].x, p[2].x)
	minY, maxY := min(p[0].y, p[1].y, p[2].y), max(p[0].y, p[1].y, p[2].y)
	const one = 1 << SubPixelBits
	// pixels whose centre may be inside
	px0 := max(0, int((minX-one/2)>>SubPixelBits))
	py0 := max(0, int((minY-one/2)>>SubPixelBits))
	px1 := min(st.Width-1, int((maxX+one/2)>>SubPixelBits))
	py1 := min(st.Height-1, int((maxY+one/2)>>SubPixelBits))
	if px0 > px1 || py0 > py1 {
		return false
	}
	inside := func(x, y int) bool {
		if x < 0 || y < 0 || x >= st.Width || y >= st.Height {
			return false
		}
		cx, cy := int64(x)<<SubPixelBits+one/2, int64(y)<<SubPixelBits+one/2
		for _, e := range es {
			v := (e.b.x-e.a.x)*(cy-e.a.y) - (e.b.y-e.a.y)*(cx-e.a.x)
			if v < 0 || v == 0 && !e.topLeft {
				return false
			}
		}
		return true
	}
	// barycentrics of the original vertex order at a pixel centre
	areaF := float64((fx[1].x-fx[0].x)*(fx[2].y-fx[0].y) - (fx[1].y-fx[0].y)*(fx[2].x-fx[0].x))
	bary := func(x, y int) [3]float64 {
		cx, cy := float64(x)+0.5, float64(y)+0.5
		var l [3]float64
		for i := 0; i < 3; i++ {
			a, b := fxf[(i+1)%3], fxf[(i+2)%3]
			e := (b[0]-a[0])*(cy-a[1]) - (b[1]-a[1])*(cx-a[0])
			l[i] = e * (1 << (2 * SubPixelBits)) / areaF
		}
		return l
	}
	any := false
	for qy := py0 &^ 1; qy <= py1; qy += 2 {
		for qx := px0 &^ 1; qx <= px1; qx += 2 {
			var cover uint8
			for k := 0; k < 4; k++ {
				if inside(qx+k&1, qy+k>>1) {
					cover |= 1 << k
				}
			}
			if cover == 0 {
				continue
			}
			any = true
			q := interp.Quad{X: int32(qx), Y: int32(qy), Cover: cover, FrontFacing: front, Primitive: uint32(prim)}
			base := len(out.Inputs)
			if st.InWords > 0 {
				out.Inputs = append(out.Inputs, make([]uint32, 4*st.InWords)...)
			}
			for k := 0; k < 4; k++ {
				l := bary(qx+k&1, qy+k>>1)
				z := l[0]*fz[0] + l[1]*fz[1] + l[2]*fz[2]
				iw := l[0]*invW[0] + l[1]*invW[1] + l[2]*invW[2]
				q.Z[k] = float32(z)
				q.InvW[k] = float32(iw)
				if st.InWords == 0 {
					continue
				}
				// perspective-correct weights
				var pw [3]float64
				for i := range pw {
					pw[i] = l[i] * invW[i] / iw
				}
				in := out.Inputs[base+k*st.InWords : base+(k+1)*st.InWords]
				for _, v := range st.Inputs {
					if v.Word >= st.InWords {
						continue
					}
					get := func(i int) uint32 {
						if v.Word < len(vs[i].Vary) {
							return vs[i].Vary[v.Word]
						}
						return 0
					}
					if v.Flat || !v.Float {
						in[v.Word] = get(0)
						continue
					}
					w := pw
					if v.NoPersp {
						w = l
					}
					f := 0.0
					for i := 0; i < 3; i++ {
						f += w[i] * float64(math.Float32frombits(get(i)))
					}
					in[v.Word] = math.Float32bits(float32(f))
				}
			}
			out.Quads = append(out.Quads, q)
			out.Prim = append(out.Prim, prim)
		}
	}
	return any
}
