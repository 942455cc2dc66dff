package raster

import "testing"

// pixelRect gives the two triangles of a rectangle in pixels on a w×h
// framebuffer (as Amber's DRAW_RECT strip makes them), in clip space.
func pixelRect(w, h int, x0, y0, x1, y1 float32) [2][3]Vertex {
	n := func(x, y float32) Vertex {
		return Vertex{Pos: [4]float32{2*x/float32(w) - 1, 2*y/float32(h) - 1, 0, 1}}
	}
	v0, v1, v2, v3 := n(x0, y1), n(x0, y0), n(x1, y1), n(x1, y0)
	return [2][3]Vertex{{v0, v1, v2}, {v1, v3, v2}}
}

func coverage(st *State, tris [][3]Vertex) map[[2]int]int {
	out := &Output{}
	for i := range tris {
		st.Triangle(out, i, &tris[i][0], &tris[i][1], &tris[i][2])
	}
	m := map[[2]int]int{}
	for _, q := range out.Quads {
		for k := 0; k < 4; k++ {
			if q.Cover>>k&1 != 0 {
				m[[2]int{int(q.X) + k&1, int(q.Y) + k>>1}]++
			}
		}
	}
	return m
}

// TestRectCoversOnce: the two triangles of a full-framebuffer rectangle
// cover every pixel exactly once (the shared diagonal goes to one of
// them), and the diagonal's quads are split between both, with helpers.
func TestRectCoversOnce(t *testing.T) {
	const w, h = 16, 12
	st := &State{Viewport: Viewport{W: w, H: h, MaxDepth: 1}, Width: w, Height: h}
	r := pixelRect(w, h, 0, 0, w, h)
	m := coverage(st, r[:])
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if m[[2]int{x, y}] != 1 {
				t.Errorf("pixel (%d,%d) covered %d times, want once", x, y, m[[2]int{x, y}])
			}
		}
	}
	if len(m) != w*h {
		t.Errorf("%d pixels covered, want %d", len(m), w*h)
	}
	out := &Output{}
	st.Triangle(out, 0, &r[0][0], &r[0][1], &r[0][2])
	partial := 0
	for _, q := range out.Quads {
		if q.Cover != 0xF {
			partial++
		}
	}
	if partial == 0 {
		t.Errorf("no partially covered quad along the diagonal")
	}
}

// TestTopLeftRule: a rectangle whose edges pass through pixel centres
// covers the pixels on its left and top edges, not those on its right
// and bottom ones.
func TestTopLeftRule(t *testing.T) {
	const w, h = 8, 8
	st := &State{Viewport: Viewport{W: w, H: h, MaxDepth: 1}, Width: w, Height: h}
	r := pixelRect(w, h, 1.5, 2.5, 4.5, 5.5)
	m := coverage(st, r[:])
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			want := 0
			if x >= 1 && x < 4 && y >= 2 && y < 5 {
				want = 1
			}
			if m[[2]int{x, y}] != want {
				t.Errorf("pixel (%d,%d) covered %d times, want %d", x, y, m[[2]int{x, y}], want)
			}
		}
	}
}

// TestCulling: a counter-clockwise triangle (in framebuffer coordinates,
// y down) is front-facing by default and dropped by CullFront.
func TestCulling(t *testing.T) {
	st := &State{Viewport: Viewport{W: 8, H: 8, MaxDepth: 1}, Width: 8, Height: 8}
	// on screen (y down): (0,0) -> (0,8) -> (8,0) is counter-clockwise
	a := Vertex{Pos: [4]float32{-1, -1, 0, 1}}
	b := Vertex{Pos: [4]float32{-1, 1, 0, 1}}
	c := Vertex{Pos: [4]float32{1, -1, 0, 1}}
	out := &Output{}
	if !st.Triangle(out, 0, &a, &b, &c) || !out.Quads[0].FrontFacing {
		t.Fatalf("counter-clockwise triangle not drawn as front-facing")
	}
	st.Cull = CullFront
	if st.Triangle(&Output{}, 0, &a, &b, &c) {
		t.Errorf("CullFront drew a front-facing triangle")
	}
	st.Cull = CullBack
	if !st.Triangle(&Output{}, 0, &a, &b, &c) {
		t.Errorf("CullBack dropped a front-facing triangle")
	}
}
