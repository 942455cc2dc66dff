package gen

import (
	"fmt"
	"sort"
	"strings"
)

// Type is the GLSL type of a generated expression or variable.
type Type int

// The types the generator uses. Floats appear only inside subgroup
// operations (with small integer values, so every result is exact); the
// program's own variables are int, uint and bool.
const (
	TInt Type = iota
	TUint
	TBool
	TFloat
	TUvec4
)

func (t Type) String() string {
	return [...]string{"int", "uint", "bool", "float", "uvec4"}[t]
}

// ExprKind says how an Expr prints.
type ExprKind int

const (
	// ELit is a literal (Text).
	ELit ExprKind = iota
	// EVar is a variable or built-in read (Text).
	EVar
	// EFmt prints Text with each %s replaced by the next argument.
	EFmt
)

// Expr is a node of a generated expression.
type Expr struct {
	Kind ExprKind
	T    Type
	Text string
	Args []*Expr
	// Fixed forbids the reducer to replace this node (constant operands
	// such as cluster sizes and shuffle widths).
	Fixed bool
	// Helpers names the prelude functions this node calls.
	Helpers []string
	// Ext names the extensions this node needs.
	Ext []string
}

func lit(t Type, s string) *Expr { return &Expr{Kind: ELit, T: t, Text: s} }
func fixedLit(t Type, s string) *Expr {
	return &Expr{Kind: ELit, T: t, Text: s, Fixed: true}
}
func vr(t Type, s string) *Expr { return &Expr{Kind: EVar, T: t, Text: s} }
func fm(t Type, f string, args ...*Expr) *Expr {
	return &Expr{Kind: EFmt, T: t, Text: f, Args: args}
}

func (e *Expr) String() string {
	var b strings.Builder
	e.write(&b)
	return b.String()
}

func (e *Expr) write(b *strings.Builder) {
	switch e.Kind {
	case ELit, EVar:
		b.WriteString(e.Text)
	case EFmt:
		f := e.Text
		i := 0
		for {
			k := strings.Index(f, "%s")
			if k < 0 {
				b.WriteString(f)
				break
			}
			b.WriteString(f[:k])
			e.Args[i].write(b)
			i++
			f = f[k+2:]
		}
	}
}

func (e *Expr) walk(fn func(*Expr)) {
	fn(e)
	for _, a := range e.Args {
		a.walk(fn)
	}
}

// StmtKind is the kind of a statement.
type StmtKind int

const (
	// SDecl declares Var of type T initialised with X.
	SDecl StmtKind = iota
	// SAssign is "Var Op X;".
	SAssign
	// SIf is "if (X) Body else Else".
	SIf
	// SFor is "for (int Var = 0; Var < X; Var++) Body".
	SFor
	// SWhile is "int Var = 0; while (true) { if (Var >= X) break; Var++; Body }".
	SWhile
	// SDo is "int Var = 0; do { Var++; Body } while (Var < X);".
	SDo
	// SSwitch is "switch (X) { Cases }".
	SSwitch
	// SBreak and SContinue are the jumps.
	SBreak
	SContinue
	// SReturn returns X (nil in main or a void function).
	SReturn
	// SEmit folds X into the invocation's output slot Slot.
	SEmit
	// SRaw prints Text verbatim (barriers, shared-memory stores, calls).
	SRaw
	// SCall is "Var = Text(Args);" or "Text(Args);" when Var is empty.
	SCall
)

// Stmt is a generated statement.
type Stmt struct {
	Kind  StmtKind
	Var   string
	T     Type
	Op    string
	X     *Expr
	Args  []*Expr
	Text  string
	Slot  int
	Body  []*Stmt
	Else  []*Stmt
	Cases []*Case
	// Guard marks an if whose condition makes its body well defined (a
	// quad, broadcast or rotate guard): the reducer may delete it but not
	// unwrap it or change the condition.
	Guard bool
	// Ext names extensions the statement itself needs (SRaw).
	Ext []string
	// Inc is an assignment a for loop makes after each iteration, beside
	// its counter (in the loop's continue construct).
	Inc *Stmt
}

// Case is one clause of a switch: Labels (empty for default), its body,
// and whether it ends in break (otherwise it falls through).
type Case struct {
	Labels  []int
	Default bool
	Body    []*Stmt
	Break   bool
}

// Param is a function parameter.
type Param struct {
	Qual string // "in", "out" or "inout"
	T    Type
	Name string
}

// Func is a generated function. Main has Name "main".
type Func struct {
	Name   string
	Ret    Type // meaningful when !Void
	Void   bool
	Params []Param
	Body   []*Stmt
}

// Program is one generated compute shader with its dispatch.
type Program struct {
	Seed int64
	// LocalSize is the number of invocations of a workgroup; LocalDims
	// its local_size_x/y/z (zero: LocalSize, 1, 1). Workgroups is the
	// (one-dimensional) dispatch.
	LocalSize  int
	LocalDims  [3]int
	Workgroups int
	// InputWords is the length of the input buffer (a power of two);
	// Slots the output words per invocation.
	InputWords int
	Slots      int
	// Shared says the shader declares the shared array sh[LocalSize].
	Shared bool
	// Images says the shader reads the input words through imgIn (a
	// readonly 16x16 r32ui storage image, set 0 binding 2) and folds
	// values into its own texel of imgOut (16x16 r32ui, binding 3; the
	// texel of the global invocation index), which is compared like the
	// output buffer.
	Images bool
	// MinSubgroup is the smallest subgroup size the program is valid at
	// (cluster sizes and broadcast ids must fit).
	MinSubgroup int
	// TargetEnv is the Vulkan environment both compilers target
	// ("" means vulkan1.1).
	TargetEnv string
	Funcs     []*Func // callees first, main last
	// Source, when set, is used instead of printing Funcs (regression
	// cases are stored as text).
	Source string
}

func (p *Program) dims() [3]int {
	if p.LocalDims[0] == 0 {
		return [3]int{p.LocalSize, 1, 1}
	}
	return p.LocalDims
}

func (p *Program) env() string {
	if p.TargetEnv == "" {
		return "vulkan1.1"
	}
	return p.TargetEnv
}

// Input returns the input buffer's bytes: InputWords words drawn from
// the program's seed, mostly small values so that comparisons,
// partitions and votes see equal values.
func (p *Program) Input() []byte {
	return InputData(p.Seed, p.InputWords)
}

// OutputBytes is the size of the output buffer.
func (p *Program) OutputBytes() int {
	return p.LocalSize * p.Workgroups * p.Slots * 4
}

// header and prelude printing -------------------------------------------

type printer struct {
	flat    string // the invocation's index in the dispatch ("" : gl_GlobalInvocationID.x)
	ref     bool
	slots   int
	b       strings.Builder
	helpers map[string]bool
	ext     map[string]bool
}

// GLSL prints the program's source.
func (p *Program) GLSL() string {
	if p.Source != "" {
		return p.Source
	}
	return p.print(false)
}

func (p *Program) print(ref bool) string {
	// Leaves such as gl_SubgroupInvocationID need the basic extension.
	pr := &printer{ref: ref, slots: p.Slots, helpers: map[string]bool{}, ext: map[string]bool{extBasic: true}}
	if d := p.dims(); d[1] != 1 || d[2] != 1 {
		pr.flat = fmt.Sprintf("(gl_WorkGroupID.x * %du + gl_LocalInvocationIndex)", p.LocalSize)
	}
	var body strings.Builder
	for _, f := range p.Funcs {
		pr.b.Reset()
		pr.fn(f)
		body.WriteString(pr.b.String())
	}
	// Helpers may need other helpers and extensions.
	var names []string
	for h := range pr.helpers {
		names = append(names, h)
	}
	def := func(h string) helperDef {
		if d, ok := refHelperDefs[h]; ok {
			return d
		}
		return helperDefs[h]
	}
	for i := 0; i < len(names); i++ {
		for _, d := range def(names[i]).deps {
			if !pr.helpers[d] {
				pr.helpers[d] = true
				names = append(names, d)
			}
		}
	}
	for _, h := range names {
		for _, x := range def(h).ext {
			pr.ext[x] = true
		}
	}
	var out strings.Builder
	out.WriteString("#version 450\n")
	var exts []string
	for x := range pr.ext {
		exts = append(exts, x)
	}
	sort.Strings(exts)
	for _, x := range exts {
		fmt.Fprintf(&out, "#extension %s : require\n", x)
	}
	d := p.dims()
	if d[1] == 1 && d[2] == 1 {
		fmt.Fprintf(&out, "layout(local_size_x = %d) in;\n", d[0])
	} else {
		fmt.Fprintf(&out, "layout(local_size_x = %d, local_size_y = %d, local_size_z = %d) in;\n", d[0], d[1], d[2])
	}
	out.WriteString("layout(set = 0, binding = 0) readonly buffer In { uint v[]; } inp;\n")
	out.WriteString("layout(set = 0, binding = 1) buffer Out { uint v[]; } o;\n")
	if p.Shared {
		fmt.Fprintf(&out, "shared uint sh[%d];\n", p.LocalSize)
	}
	if p.Images {
		out.WriteString("layout(set = 0, binding = 2, r32ui) uniform readonly uimage2D imgIn;\n")
		out.WriteString("layout(set = 0, binding = 3, r32ui) uniform uimage2D imgOut;\n")
		fmt.Fprintf(&out, "void imgAcc(uint x) { uint g = gl_WorkGroupID.x * %du + gl_LocalInvocationIndex; ivec2 q = ivec2(int(g & 15u), int(g >> 4u)); imageStore(imgOut, q, uvec4((imageLoad(imgOut, q).x + x + 1u) * 0x01000193u)); }\n", p.LocalSize)
	}
	out.WriteString("uint ob;\n")
	// Every executed emit changes its word: the output shows which lanes
	// reached a site and how often, besides the values.
	out.WriteString("void emit(uint k, uint x) { o.v[ob + k] = (o.v[ob + k] + x + 1u) * 0x01000193u; }\n")
	// Helpers in a fixed order (dependencies first).
	for _, h := range append(helperOrder, refHelperOrder...) {
		if pr.helpers[h] {
			out.WriteString(def(h).src)
		}
	}
	out.WriteString(body.String())
	return out.String()
}

func (pr *printer) expr(e *Expr) string {
	if pr.ref {
		e = refTree(e)
	}
	e.walk(func(x *Expr) {
		for _, h := range x.Helpers {
			pr.helpers[h] = true
		}
		for _, n := range x.Ext {
			pr.ext[n] = true
		}
	})
	return e.String()
}

func (pr *printer) line(depth int, format string, args ...any) {
	pr.b.WriteString(strings.Repeat("  ", depth))
	fmt.Fprintf(&pr.b, format, args...)
	pr.b.WriteByte('\n')
}

func (pr *printer) fn(f *Func) {
	ret := "void"
	if !f.Void {
		ret = f.Ret.String()
	}
	var ps []string
	for _, p := range f.Params {
		ps = append(ps, fmt.Sprintf("%s %s %s", p.Qual, p.T, p.Name))
	}
	pr.line(0, "%s %s(%s) {", ret, f.Name, strings.Join(ps, ", "))
	if f.Name == "main" {
		if pr.flat != "" {
			pr.line(1, "ob = %s * %du;", pr.flat, pr.slots)
		} else {
			pr.line(1, "ob = gl_GlobalInvocationID.x * %du;", pr.slots)
		}
	}
	pr.stmts(f.Body, 1)
	if !f.Void {
		pr.line(1, "return %s(0);", f.Ret)
	}
	pr.line(0, "}")
}

func (pr *printer) stmts(ss []*Stmt, d int) {
	for _, s := range ss {
		pr.stmt(s, d)
	}
}

func (pr *printer) block(ss []*Stmt, d int) {
	pr.stmts(ss, d+1)
}

func (pr *printer) stmt(s *Stmt, d int) {
	for _, n := range s.Ext {
		pr.ext[n] = true
	}
	switch s.Kind {
	case SDecl:
		pr.line(d, "%s %s = %s;", s.T, s.Var, pr.expr(s.X))
	case SAssign:
		pr.line(d, "%s %s %s;", s.Var, s.Op, pr.expr(s.X))
	case SIf:
		pr.line(d, "if (%s) {", pr.expr(s.X))
		pr.block(s.Body, d)
		if len(s.Else) > 0 {
			pr.line(d, "} else {")
			pr.block(s.Else, d)
		}
		pr.line(d, "}")
	case SFor:
		inc := s.Var + "++"
		if s.Inc != nil {
			inc += fmt.Sprintf(", %s %s %s", s.Inc.Var, s.Inc.Op, pr.expr(s.Inc.X))
		}
		pr.line(d, "for (int %s = 0; %s < %s; %s) {", s.Var, s.Var, pr.expr(s.X), inc)
		pr.block(s.Body, d)
		pr.line(d, "}")
	case SWhile:
		pr.line(d, "int %s = 0;", s.Var)
		pr.line(d, "while (true) {")
		pr.line(d+1, "if (%s >= %s) break;", s.Var, pr.expr(s.X))
		pr.line(d+1, "%s++;", s.Var)
		pr.block(s.Body, d)
		pr.line(d, "}")
	case SDo:
		pr.line(d, "int %s = 0;", s.Var)
		pr.line(d, "do {")
		pr.line(d+1, "%s++;", s.Var)
		pr.block(s.Body, d)
		pr.line(d, "} while (%s < %s);", s.Var, pr.expr(s.X))
	case SSwitch:
		pr.line(d, "switch (%s) {", pr.expr(s.X))
		for _, c := range s.Cases {
			for _, l := range c.Labels {
				pr.line(d, "case %d:", l)
			}
			if c.Default {
				pr.line(d, "default:")
			}
			pr.line(d, "{")
			pr.block(c.Body, d)
			pr.line(d, "}")
			if c.Break {
				pr.line(d+1, "break;")
			}
		}
		pr.line(d, "}")
	case SBreak:
		pr.line(d, "break;")
	case SContinue:
		pr.line(d, "continue;")
	case SReturn:
		if s.X == nil {
			pr.line(d, "return;")
		} else {
			pr.line(d, "return %s;", pr.expr(s.X))
		}
	case SEmit:
		pr.line(d, "emit(%du, uint(%s));", s.Slot, pr.expr(s.X))
	case SRaw:
		pr.line(d, "%s", s.Text)
	case SCall:
		var as []string
		for _, a := range s.Args {
			as = append(as, pr.expr(a))
		}
		if s.Var != "" {
			pr.line(d, "%s = %s(%s);", s.Var, s.Text, strings.Join(as, ", "))
		} else {
			pr.line(d, "%s(%s);", s.Text, strings.Join(as, ", "))
		}
	}
}
