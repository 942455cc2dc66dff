package frontend

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/antlr4-go/antlr/v4"

	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/parser"
	"github.com/glslc-nv/glslc-nv/frontend/pp"
	"github.com/glslc-nv/glslc-nv/frontend/token"
)

// builder turns a parse tree into an AST. It also reports the syntax errors
// the grammar lets through on purpose: malformed numbers, a type where a
// value belongs, calls of things that are not functions, attributes where
// none may stand. The parse tree may be incomplete after syntax errors;
// every getter result is checked, and missing parts become ast.BadExpr or
// an empty TypeSpec.
type builder struct {
	file   string
	errs   *errorSink
	stream antlr.TokenStream
}

func build(file string, res *pp.Result, stream antlr.TokenStream, tree parser.ITranslationUnitContext, errs *errorSink) *ast.TranslationUnit {
	ub := newUnitBuilder(file, res, stream, errs)
	if tree != nil {
		for _, ed := range tree.AllExternalDeclaration() {
			ub.add(ed)
		}
	}
	return ub.finish()
}

// unitBuilder builds a translation unit one external declaration at a
// time, so the parser may hand each over as soon as it is parsed (see
// streamBuilder) instead of keeping the whole parse tree.
type unitBuilder struct {
	b   *builder
	u   *ast.TranslationUnit
	res *pp.Result
	// Index (among preprocessed tokens) of each declaration's first token,
	// to place the extension directives.
	declStart []int
}

func newUnitBuilder(file string, res *pp.Result, stream antlr.TokenStream, errs *errorSink) *unitBuilder {
	return &unitBuilder{
		b:   &builder{file: file, errs: errs, stream: stream},
		res: res,
		u: &ast.TranslationUnit{
			File:    file,
			Sources: res.Sources,
			Version: ast.Version{
				Number:   res.Version.Number,
				Profile:  res.Version.Profile,
				Pos:      res.Version.Pos,
				Explicit: res.Version.Explicit,
			},
		},
	}
}

func (ub *unitBuilder) add(ed parser.IExternalDeclarationContext) {
	d := ub.b.externalDeclaration(ed)
	if d == nil {
		return
	}
	ub.u.Decls = append(ub.u.Decls, d)
	ub.declStart = append(ub.declStart, ppIndex(ed.GetStart()))
}

func (ub *unitBuilder) finish() *ast.TranslationUnit {
	u, res, declStart := ub.u, ub.res, ub.declStart
	for _, e := range res.Extensions {
		i := 0
		for i < len(declStart) && declStart[i] < e.TokenIndex {
			i++
		}
		u.Extensions = append(u.Extensions, &ast.ExtensionDirective{
			Loc: e.Pos, Name: e.Name, Behavior: e.Behavior, Decl: i, Token: e.TokenIndex,
		})
	}
	for _, pr := range res.Pragmas {
		u.Pragmas = append(u.Pragmas, &ast.Pragma{Loc: pr.Pos, Text: joinTokens(pr.Tokens), Early: pr.TokenIndex == 0})
	}
	return u
}

// streamBuilder is a parse listener that builds each top-level external
// declaration when the parser leaves it and then drops its parse tree
// from the translation unit's, so a large shader's parse tree is never
// whole in memory (a 5 MB shader's was most of a gigabyte). The parse
// itself is unchanged: prediction reads the rule invocation stack, not
// the finished siblings. Nothing is built once the parse has failed
// (the second stage starts over).
type streamBuilder struct {
	antlr.BaseParseTreeListener
	ub     *unitBuilder
	failed *bool
}

func (s *streamBuilder) ExitEveryRule(ctx antlr.ParserRuleContext) {
	ed, ok := ctx.(*parser.ExternalDeclarationContext)
	if !ok || *s.failed {
		return
	}
	parent, ok := ed.GetParent().(*parser.TranslationUnitContext)
	if !ok {
		return
	}
	s.ub.add(ed)
	parent.RemoveLastChild()
}

// ppIndex returns the index of t among the preprocessed tokens.
func ppIndex(t antlr.Token) int {
	if t, ok := t.(*ppToken); ok {
		return t.ppIndex
	}
	return math.MaxInt
}

func joinTokens(toks []token.Token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && t.SpaceBefore {
			b.WriteByte(' ')
		}
		b.WriteString(t.Text)
	}
	return b.String()
}

func (b *builder) errorf(t antlr.Token, format string, args ...any) {
	b.errs.errorf(t, format, args...)
}

func symbol(n antlr.TerminalNode) antlr.Token {
	if n == nil {
		return nil
	}
	return n.GetSymbol()
}

func (b *builder) pos(t antlr.Token) diag.Pos { return tokenPos(t, b.file) }

func (b *builder) termPos(n antlr.TerminalNode) diag.Pos {
	if n == nil {
		return diag.Pos{File: b.file}
	}
	return b.pos(n.GetSymbol())
}

func (b *builder) ctxPos(ctx antlr.ParserRuleContext) diag.Pos {
	if ctx == nil {
		return diag.Pos{File: b.file}
	}
	return b.pos(ctx.GetStart())
}

func termText(n antlr.TerminalNode) string {
	if n == nil {
		return ""
	}
	return n.GetText()
}

// ---------------------------------------------------------------------------
// Declarations

func (b *builder) externalDeclaration(ctx parser.IExternalDeclarationContext) ast.Decl {
	dc := ctx.Declaration()
	if dc == nil {
		return nil // ';'
	}
	d := b.declaration(dc)
	b.attachDeclAttrs(d, ctx.AllAttribute())
	return d
}

// attachDeclAttrs gives attributes written before a declaration to the
// function it declares.
func (b *builder) attachDeclAttrs(d ast.Decl, attrs []parser.IAttributeContext) {
	if len(attrs) == 0 || d == nil {
		return
	}
	list := b.attributes(attrs)
	if f, ok := d.(*ast.FuncDecl); ok {
		f.Attrs = append(list, f.Attrs...)
		return
	}
	b.errorf(attrs[0].GetStart(), "syntax error: attributes may only precede functions and statements")
}

func (b *builder) declaration(ctx parser.IDeclarationContext) ast.Decl {
	loc := b.ctxPos(ctx)
	switch c := ctx.(type) {
	case *parser.PrecisionDeclarationContext:
		d := &ast.PrecisionDecl{Loc: loc, Type: b.typeSpec(c.TypeSpecifier())}
		d.Precision = precisionOf(termText(c.PRECISION_QUALIFIER()))
		return d
	case *parser.QualifiedDeclContext:
		quals := b.qualifiers(c.TypeQualifier())
		if quals == nil {
			quals = &ast.Qualifiers{Loc: loc}
		}
		switch r := c.QualifiedDeclaration().(type) {
		case *parser.QualifierOnlyContext:
			return &ast.QualifierDecl{Loc: loc, Quals: quals}
		case *parser.IdentifierListContext:
			d := &ast.QualifierDecl{Loc: loc, Quals: quals}
			for _, id := range r.AllIDENTIFIER() {
				d.Names = append(d.Names, &ast.Ident{Loc: b.termPos(id), Name: id.GetText()})
			}
			return d
		case *parser.BlockDeclarationContext:
			d := &ast.BlockDecl{Loc: loc, Quals: quals, Name: termText(r.IDENTIFIER()), NamePos: b.termPos(r.IDENTIFIER())}
			for _, f := range r.AllFieldDeclaration() {
				d.Fields = append(d.Fields, b.fieldDeclaration(f))
			}
			if inst := r.BlockInstance(); inst != nil {
				d.Instance = &ast.Declarator{Loc: b.termPos(inst.IDENTIFIER()), Name: termText(inst.IDENTIFIER()), Dims: b.dims(inst.ArraySpecifier())}
			}
			return d
		case *parser.QualifiedTypedContext:
			return b.typedDeclaration(loc, quals, r.TypedDeclaration())
		}
	case *parser.UnqualifiedDeclContext:
		return b.typedDeclaration(loc, nil, c.TypedDeclaration())
	}
	return nil
}

func (b *builder) typedDeclaration(loc diag.Pos, quals *ast.Qualifiers, ctx parser.ITypedDeclarationContext) ast.Decl {
	if ctx == nil {
		return nil
	}
	typ := b.typeSpec(ctx.TypeSpecifier())
	switch r := ctx.TypedRest().(type) {
	case *parser.TypeOnlyContext:
		if typ.Struct != nil && len(typ.Dims) == 0 {
			return &ast.StructDecl{Loc: loc, Quals: quals, Struct: typ.Struct}
		}
		return &ast.VarDecl{Loc: loc, Quals: quals, Type: typ}
	case *parser.VariablesContext:
		d := &ast.VarDecl{Loc: loc, Quals: quals, Type: typ}
		for _, ic := range r.AllInitDeclarator() {
			v := &ast.Declarator{Loc: b.termPos(ic.IDENTIFIER()), Name: termText(ic.IDENTIFIER()), Dims: b.dims(ic.ArraySpecifier())}
			if init := ic.Initializer(); init != nil {
				v.Init = b.initializer(init)
			} else if ic.ASSIGN() != nil {
				v.Init = &ast.BadExpr{Loc: b.termPos(ic.ASSIGN())}
			}
			d.Vars = append(d.Vars, v)
		}
		return d
	case *parser.FunctionContext:
		fr := r.FunctionRest()
		if fr == nil {
			return nil
		}
		f := &ast.FuncDecl{Loc: loc, Quals: quals, Result: typ, Name: termText(fr.IDENTIFIER()), NamePos: b.termPos(fr.IDENTIFIER())}
		for _, pc := range fr.AllParameterDeclaration() {
			f.Params = append(f.Params, b.parameter(pc))
		}
		if len(f.Params) == 1 {
			// f(void) declares no parameters.
			if p := f.Params[0]; p.Name == "" && p.Quals == nil && p.Type.Builtin && p.Type.Name == "void" && len(p.Type.Dims) == 0 {
				f.Params = nil
			}
		}
		f.Attrs = b.attributes(fr.AllAttribute())
		if body := fr.CompoundStatement(); body != nil {
			f.Body = b.compound(body)
		}
		return f
	}
	return nil
}

func (b *builder) parameter(ctx parser.IParameterDeclarationContext) *ast.ParamDecl {
	p := &ast.ParamDecl{Loc: b.ctxPos(ctx), Type: b.typeSpec(ctx.TypeSpecifier())}
	if q := ctx.TypeQualifier(); q != nil {
		p.Quals = b.qualifiers(q)
	}
	if id := ctx.IDENTIFIER(); id != nil {
		p.Name, p.NamePos = id.GetText(), b.termPos(id)
		p.Dims = b.dims(ctx.ArraySpecifier())
	}
	return p
}

func (b *builder) fieldDeclaration(ctx parser.IFieldDeclarationContext) *ast.FieldDecl {
	f := &ast.FieldDecl{Loc: b.ctxPos(ctx), Type: b.typeSpec(ctx.TypeSpecifier())}
	if q := ctx.TypeQualifier(); q != nil {
		f.Quals = b.qualifiers(q)
	}
	for _, fd := range ctx.AllFieldDeclarator() {
		f.Names = append(f.Names, &ast.Declarator{Loc: b.termPos(fd.IDENTIFIER()), Name: termText(fd.IDENTIFIER()), Dims: b.dims(fd.ArraySpecifier())})
	}
	return f
}

func (b *builder) initializer(ctx parser.IInitializerContext) ast.Expr {
	if a := ctx.AssignmentExpression(); a != nil {
		return b.assignment(a)
	}
	l := &ast.InitList{Loc: b.termPos(ctx.LEFT_BRACE()), Elems: []ast.Expr{}}
	for _, e := range ctx.AllInitializer() {
		l.Elems = append(l.Elems, b.initializer(e))
	}
	return l
}

// ---------------------------------------------------------------------------
// Qualifiers, types, attributes

func precisionOf(word string) ast.Precision {
	switch word {
	case "highp":
		return ast.Highp
	case "mediump":
		return ast.Mediump
	case "lowp":
		return ast.Lowp
	}
	return ast.NoPrecision
}

var storageWords = map[string]ast.Storage{
	"const": ast.Const, "in": ast.In, "out": ast.Out, "inout": ast.InOut,
	"uniform": ast.Uniform, "buffer": ast.Buffer, "shared": ast.Shared,
	"attribute": ast.StorageAttribute, "varying": ast.StorageVarying,
}

var auxWords = map[string]ast.Aux{"centroid": ast.Centroid, "sample": ast.Sample, "patch": ast.Patch}

var interpWords = map[string]ast.Interp{"smooth": ast.Smooth, "flat": ast.Flat, "noperspective": ast.NoPerspective}

var memoryWords = map[string]ast.Memory{
	"coherent": ast.Coherent, "volatile": ast.Volatile, "restrict": ast.Restrict,
	"readonly": ast.ReadOnly, "writeonly": ast.WriteOnly,
	"devicecoherent": ast.DeviceCoherent, "queuefamilycoherent": ast.QueueFamilyCoherent,
	"workgroupcoherent": ast.WorkgroupCoherent, "subgroupcoherent": ast.SubgroupCoherent,
	"nonprivate": ast.NonPrivate,
}

func (b *builder) qualifiers(ctx parser.ITypeQualifierContext) *ast.Qualifiers {
	if ctx == nil {
		return nil
	}
	q := &ast.Qualifiers{Loc: b.ctxPos(ctx)}
	for _, sq := range ctx.AllSingleTypeQualifier() {
		loc := b.ctxPos(sq)
		if sq.LAYOUT() != nil {
			q.List = append(q.List, &ast.Qualifier{Loc: loc, Word: "layout"})
			for _, id := range sq.AllLayoutQualifierId() {
				lq := &ast.LayoutQualifier{Loc: b.ctxPos(id)}
				if n := id.IDENTIFIER(); n != nil {
					lq.Name = n.GetText()
				} else {
					lq.Name = termText(id.SHARED())
				}
				if c := id.ConditionalExpression(); c != nil {
					lq.Value = b.conditional(c)
				} else if id.ASSIGN() != nil {
					lq.Value = &ast.BadExpr{Loc: b.termPos(id.ASSIGN())}
				}
				q.Layout = append(q.Layout, lq)
			}
			continue
		}
		if sq.SPIRV_QUALIFIER() != nil {
			word := sq.SPIRV_QUALIFIER().GetText()
			q.List = append(q.List, &ast.Qualifier{Loc: loc, Word: word})
			sp := &ast.SpirvQualifier{Loc: loc, Word: word}
			if sq.LEFT_PAREN() != nil {
				sp.Args = []*ast.SpirvArg{}
			}
			for _, a := range sq.AllSpirvArgument() {
				sp.Args = append(sp.Args, b.spirvArg(a))
			}
			q.Spirv = append(q.Spirv, sp)
			continue
		}
		word := sq.GetText()
		q.List = append(q.List, &ast.Qualifier{Loc: loc, Word: word})
		applyQualifierWord(q, word)
	}
	return q
}

// applyQualifierWord sets the field of q a qualifier keyword stands for.
func applyQualifierWord(q *ast.Qualifiers, word string) {
	switch {
	case storageWords[word] != 0:
		q.Storage |= storageWords[word]
	case auxWords[word] != 0:
		q.Aux |= auxWords[word]
	case interpWords[word] != 0:
		q.Interp |= interpWords[word]
	case memoryWords[word] != 0:
		q.Memory |= memoryWords[word]
	case word == "invariant":
		q.Invariant = true
	case word == "precise":
		q.Precise = true
	case word == "nonuniformEXT":
		q.NonUniform = true
	default:
		if p := precisionOf(word); p != ast.NoPrecision {
			q.Precision = p
		}
	}
}

// spirvArg converts an argument of a GL_EXT_spirv_intrinsics qualifier. In
// name = value the name must be a bare identifier.
func (b *builder) spirvArg(ctx parser.ISpirvArgumentContext) *ast.SpirvArg {
	a := &ast.SpirvArg{Loc: b.ctxPos(ctx)}
	vals := ctx.AllSpirvValue()
	value := func(v parser.ISpirvValueContext) {
		if v.LEFT_BRACKET() != nil {
			a.List = true
		}
		for _, c := range v.AllConditionalExpression() {
			a.Values = append(a.Values, b.conditional(c))
		}
	}
	if len(vals) == 2 {
		first := vals[0]
		var id *ast.Ident
		if cs := first.AllConditionalExpression(); first.LEFT_BRACKET() == nil && len(cs) == 1 {
			id, _ = b.conditional(cs[0]).(*ast.Ident)
		}
		if id == nil {
			b.errorf(symbol(ctx.ASSIGN()), "expected an argument name before '='")
			a.Name = "?"
		} else {
			a.Name = id.Name
		}
		value(vals[1])
		return a
	}
	if len(vals) == 1 {
		value(vals[0])
	}
	return a
}

// typeSpec converts a type specifier. It never returns nil: a missing one
// (after a syntax error) becomes a TypeSpec with an empty name.
func (b *builder) typeSpec(ctx parser.ITypeSpecifierContext) *ast.TypeSpec {
	if ctx == nil {
		return &ast.TypeSpec{}
	}
	t := &ast.TypeSpec{Loc: b.ctxPos(ctx)}
	switch {
	case ctx.TYPE() != nil:
		t.Name, t.Builtin = ctx.TYPE().GetText(), true
		t.Params = b.typeParams(ctx.TypeParameters())
	case ctx.TypeName() != nil:
		t.Name = termText(ctx.TypeName().IDENTIFIER())
	case ctx.StructSpecifier() != nil:
		t.Struct = b.structSpecifier(ctx.StructSpecifier())
		t.Name = t.Struct.Name
	}
	t.Dims = b.dims(ctx.ArraySpecifier())
	return t
}

// typeParams converts the parameters of a parameterized type keyword: a
// parameter that is a bare type (a type keyword, with its own parameters,
// or a type name) is a type, anything else a value.
func (b *builder) typeParams(ctx parser.ITypeParametersContext) []ast.TypeParam {
	if ctx == nil {
		return nil
	}
	var out []ast.TypeParam
	for _, u := range ctx.AllUnaryExpression() {
		if len(u.AllPostfixOperation()) == 0 && u.GetChildCount() == 1 {
			switch p := u.PrimaryExpression().(type) {
			case *parser.TypeKeywordPrimaryContext:
				t := &ast.TypeSpec{Loc: b.pos(p.GetStart()), Name: p.GetStart().GetText(), Builtin: true, Params: b.typeParams(p.TypeParameters())}
				out = append(out, ast.TypeParam{Type: t})
				continue
			case *parser.TypeNamePrimaryContext:
				out = append(out, ast.TypeParam{Type: &ast.TypeSpec{Loc: b.pos(p.GetStart()), Name: p.GetStart().GetText()}})
				continue
			}
		}
		out = append(out, ast.TypeParam{Value: b.unary(u)})
	}
	return out
}

func (b *builder) structSpecifier(ctx parser.IStructSpecifierContext) *ast.StructType {
	s := &ast.StructType{Loc: b.ctxPos(ctx), Name: termText(ctx.IDENTIFIER())}
	for _, f := range ctx.AllFieldDeclaration() {
		s.Fields = append(s.Fields, b.fieldDeclaration(f))
	}
	return s
}

// dims converts array dimensions; an unsized one is nil.
func (b *builder) dims(ctx parser.IArraySpecifierContext) []ast.Expr {
	if ctx == nil {
		return nil
	}
	var out []ast.Expr
	for _, d := range ctx.AllArrayDimension() {
		if c := d.ConditionalExpression(); c != nil {
			out = append(out, b.conditional(c))
		} else {
			out = append(out, nil)
		}
	}
	return out
}

func (b *builder) attributes(ctxs []parser.IAttributeContext) []*ast.Attribute {
	var out []*ast.Attribute
	for _, ac := range ctxs {
		for _, sa := range ac.AllSingleAttribute() {
			a := &ast.Attribute{Loc: b.ctxPos(sa), Name: termText(sa.IDENTIFIER())}
			if commas := sa.AllCOMMA(); len(commas) > 0 {
				// glslang's single_attribute takes one argument at most.
				b.errorf(commas[0].GetSymbol(), "syntax error: unexpected ',', expecting ')'")
			}
			for _, c := range sa.AllConditionalExpression() {
				a.Args = append(a.Args, b.conditional(c))
			}
			out = append(out, a)
		}
	}
	return out
}

// ---------------------------------------------------------------------------
// Statements

func (b *builder) compound(ctx parser.ICompoundStatementContext) *ast.BlockStmt {
	s := &ast.BlockStmt{Loc: b.termPos(ctx.LEFT_BRACE()), End: b.termPos(ctx.RIGHT_BRACE()), Stmts: []ast.Stmt{}}
	for _, sc := range ctx.AllStatement() {
		if st := b.statement(sc); st != nil {
			s.Stmts = append(s.Stmts, st)
		}
	}
	return s
}

// statement converts a statement; it returns nil only for a statement the
// parser could not make anything of.
func (b *builder) statement(ctx parser.IStatementContext) ast.Stmt {
	if ctx == nil {
		return nil
	}
	var s ast.Stmt
	if c := ctx.CompoundStatement(); c != nil {
		s = b.compound(c)
	} else if c := ctx.SimpleStatement(); c != nil {
		s = b.simpleStatement(c)
	}
	if attrs := ctx.AllAttribute(); len(attrs) > 0 {
		list := b.attributes(attrs)
		switch s := s.(type) {
		case *ast.IfStmt:
			s.Attrs = list
		case *ast.SwitchStmt:
			s.Attrs = list
		case *ast.ForStmt:
			s.Attrs = list
		case *ast.WhileStmt:
			s.Attrs = list
		case *ast.DoStmt:
			s.Attrs = list
		default:
			b.errorf(attrs[0].GetStart(), "syntax error: attributes may only precede functions, if, switch and loops")
		}
	}
	return s
}

func (b *builder) simpleStatement(ctx parser.ISimpleStatementContext) ast.Stmt {
	loc := b.ctxPos(ctx)
	switch c := ctx.(type) {
	case *parser.DeclarationStatementContext:
		d := b.declaration(c.Declaration())
		if d == nil {
			return nil
		}
		if f, ok := d.(*ast.FuncDecl); ok && f.Body != nil {
			b.errorf(c.GetStart(), "syntax error: function '%s' is defined inside another function", f.Name)
		}
		return &ast.DeclStmt{Decl: d}
	case *parser.ExpressionStatementContext:
		return &ast.ExprStmt{Loc: loc, X: b.expression(c.Expression())}
	case *parser.NullStatementContext:
		return &ast.EmptyStmt{Loc: loc}
	case *parser.IfStatementContext:
		s := &ast.IfStmt{Loc: loc, Cond: b.expression(c.Expression()), Then: b.statement(c.Statement(0))}
		if c.ELSE() != nil {
			s.Else = b.statement(c.Statement(1))
		}
		if s.Then == nil {
			s.Then = &ast.EmptyStmt{Loc: loc}
		}
		return s
	case *parser.SwitchStatementContext:
		s := &ast.SwitchStmt{Loc: loc, Tag: b.expression(c.Expression())}
		if body := c.CompoundStatement(); body != nil {
			s.Body = b.compound(body)
		} else {
			s.Body = &ast.BlockStmt{Loc: loc, End: loc}
		}
		return s
	case *parser.CaseLabelContext:
		return &ast.CaseStmt{Loc: loc, Value: b.expression(c.Expression())}
	case *parser.DefaultLabelContext:
		return &ast.CaseStmt{Loc: loc}
	case *parser.WhileLoopContext:
		w := c.WhileStatement()
		if w == nil {
			return nil
		}
		s := &ast.WhileStmt{Loc: loc, Body: b.body(w.Statement(), loc)}
		s.Cond, s.CondVar = b.condition(w.Condition(), loc)
		return s
	case *parser.DoStatementContext:
		return &ast.DoStmt{Loc: loc, Body: b.body(c.Statement(), loc), Cond: b.expression(c.Expression())}
	case *parser.ForLoopContext:
		f := c.ForStatement()
		if f == nil {
			return nil
		}
		s := &ast.ForStmt{Loc: loc, Body: b.body(f.Statement(), loc)}
		if init := f.ForInit(); init != nil {
			if d := init.Declaration(); d != nil {
				if decl := b.declaration(d); decl != nil {
					s.Init = &ast.DeclStmt{Decl: decl}
				}
			} else if e := init.Expression(); e != nil {
				s.Init = &ast.ExprStmt{Loc: b.ctxPos(e), X: b.expression(e)}
			}
		}
		if cond := f.Condition(); cond != nil {
			s.Cond, s.CondVar = b.condition(cond, loc)
		}
		if e := f.Expression(); e != nil {
			s.Post = b.expression(e)
		}
		return s
	case *parser.ContinueStatementContext:
		return &ast.JumpStmt{Loc: loc, Kind: ast.Continue}
	case *parser.BreakStatementContext:
		return &ast.JumpStmt{Loc: loc, Kind: ast.Break}
	case *parser.DiscardStatementContext:
		return &ast.JumpStmt{Loc: loc, Kind: ast.Discard}
	case *parser.ReturnStatementContext:
		s := &ast.ReturnStmt{Loc: loc}
		if e := c.Expression(); e != nil {
			s.Result = b.expression(e)
		}
		return s
	}
	return nil
}

// body converts the body of a loop, which must not be nil in the AST.
func (b *builder) body(ctx parser.IStatementContext, loc diag.Pos) ast.Stmt {
	if s := b.statement(ctx); s != nil {
		return s
	}
	return &ast.EmptyStmt{Loc: loc}
}

// condition converts the condition of while and for: an expression or a
// declaration with an initializer.
func (b *builder) condition(ctx parser.IConditionContext, loc diag.Pos) (ast.Expr, *ast.VarDecl) {
	if ctx == nil {
		return &ast.BadExpr{Loc: loc}, nil
	}
	if e := ctx.Expression(); e != nil {
		return b.expression(e), nil
	}
	d := &ast.VarDecl{Loc: b.ctxPos(ctx), Type: b.typeSpec(ctx.TypeSpecifier())}
	if q := ctx.TypeQualifier(); q != nil {
		d.Quals = b.qualifiers(q)
	}
	v := &ast.Declarator{Loc: b.termPos(ctx.IDENTIFIER()), Name: termText(ctx.IDENTIFIER())}
	if init := ctx.Initializer(); init != nil {
		v.Init = b.initializer(init)
	} else {
		v.Init = &ast.BadExpr{Loc: v.Loc}
	}
	d.Vars = []*ast.Declarator{v}
	return nil, d
}

// ---------------------------------------------------------------------------
// Expressions

func (b *builder) expression(ctx parser.IExpressionContext) ast.Expr {
	if ctx == nil {
		return &ast.BadExpr{Loc: diag.Pos{File: b.file}}
	}
	if ctx.GetChildCount() == 1 {
		if a, ok := ctx.GetChild(0).(parser.IAssignmentExpressionContext); ok {
			return b.assignment(a)
		}
	}
	list := ctx.AllAssignmentExpression()
	if len(list) == 0 {
		return &ast.BadExpr{Loc: b.ctxPos(ctx)}
	}
	if len(list) == 1 {
		return b.assignment(list[0])
	}
	c := &ast.CommaExpr{Loc: b.termPos(ctx.COMMA(0))}
	for _, a := range list {
		c.List = append(c.List, b.assignment(a))
	}
	return c
}

var assignOps = map[int]ast.Op{
	parser.GLSLParserASSIGN: ast.Assign, parser.GLSLParserMUL_ASSIGN: ast.MulAssign,
	parser.GLSLParserDIV_ASSIGN: ast.DivAssign, parser.GLSLParserMOD_ASSIGN: ast.ModAssign,
	parser.GLSLParserADD_ASSIGN: ast.AddAssign, parser.GLSLParserSUB_ASSIGN: ast.SubAssign,
	parser.GLSLParserSHL_ASSIGN: ast.ShlAssign, parser.GLSLParserSHR_ASSIGN: ast.ShrAssign,
	parser.GLSLParserAND_ASSIGN: ast.AndAssign, parser.GLSLParserXOR_ASSIGN: ast.XorAssign,
	parser.GLSLParserOR_ASSIGN: ast.OrAssign,
}

// assignment converts an assignment or conditional expression: a binary
// expression, optionally followed by "? e : a" or "op a".
func (b *builder) assignment(ctx parser.IAssignmentExpressionContext) ast.Expr {
	if ctx == nil {
		return &ast.BadExpr{Loc: diag.Pos{File: b.file}}
	}
	x := b.binary(ctx.BinaryExpression())
	if q := ctx.QUESTION(); q != nil {
		return &ast.CondExpr{
			Loc:  b.termPos(q),
			Cond: x,
			Then: b.expression(ctx.Expression()),
			Else: b.assignment(ctx.AssignmentExpression()),
		}
	}
	if ctx.GetChildCount() < 2 {
		return x
	}
	t, ok := ctx.GetChild(1).(antlr.TerminalNode)
	if !ok {
		return x
	}
	op, ok := assignOps[t.GetSymbol().GetTokenType()]
	if !ok {
		return x
	}
	return &ast.AssignExpr{Loc: b.termPos(t), Op: op, LHS: x, RHS: b.assignment(ctx.AssignmentExpression())}
}

func (b *builder) conditional(ctx parser.IConditionalExpressionContext) ast.Expr {
	if ctx == nil {
		return &ast.BadExpr{Loc: diag.Pos{File: b.file}}
	}
	x := b.binary(ctx.BinaryExpression())
	if ctx.QUESTION() == nil {
		return x
	}
	return &ast.CondExpr{
		Loc:  b.termPos(ctx.QUESTION()),
		Cond: x,
		Then: b.expression(ctx.Expression()),
		Else: b.conditional(ctx.ConditionalExpression()),
	}
}

var binaryOps = map[int]ast.Op{
	parser.GLSLParserOR_OP: ast.LogOr, parser.GLSLParserXOR_OP: ast.LogXor, parser.GLSLParserAND_OP: ast.LogAnd,
	parser.GLSLParserBAR: ast.Or, parser.GLSLParserCARET: ast.Xor, parser.GLSLParserAMP: ast.And,
	parser.GLSLParserEQ: ast.Eq, parser.GLSLParserNE: ast.Ne,
	parser.GLSLParserLT: ast.Lt, parser.GLSLParserGT: ast.Gt, parser.GLSLParserLE: ast.Le, parser.GLSLParserGE: ast.Ge,
	parser.GLSLParserLEFT_OP: ast.Shl, parser.GLSLParserRIGHT_OP: ast.Shr,
	parser.GLSLParserPLUS: ast.Add, parser.GLSLParserDASH: ast.Sub,
	parser.GLSLParserSTAR: ast.Mul, parser.GLSLParserSLASH: ast.Div, parser.GLSLParserPERCENT: ast.Mod,
}

type binop struct {
	op   ast.Op
	prec int
	pos  diag.Pos
}

// binary applies GLSL's precedence to the flat operand/operator list of a
// binary expression (precedence climbing; all operators are
// left-associative).
func (b *builder) binary(ctx parser.IBinaryExpressionContext) ast.Expr {
	if ctx == nil {
		return &ast.BadExpr{Loc: diag.Pos{File: b.file}}
	}
	children := ctx.GetChildren()
	if len(children) == 1 {
		if u, ok := children[0].(parser.IUnaryExpressionContext); ok {
			return b.unary(u)
		}
	}
	var xs []ast.Expr
	var ops []binop
	for _, c := range children {
		switch c := c.(type) {
		case parser.IUnaryExpressionContext:
			xs = append(xs, b.unary(c))
		case antlr.TerminalNode:
			t := c.GetSymbol()
			if op, ok := binaryOps[t.GetTokenType()]; ok {
				ops = append(ops, binop{op: op, prec: op.Precedence(), pos: b.pos(t)})
			}
		}
	}
	if len(xs) == 0 {
		return &ast.BadExpr{Loc: b.ctxPos(ctx)}
	}
	if len(ops) == 0 {
		return xs[0]
	}
	// After an error the lists may not match; make them.
	for len(xs) < len(ops)+1 {
		xs = append(xs, &ast.BadExpr{Loc: ops[len(xs)-1].pos})
	}
	return climbBinary(xs[:len(ops)+1], ops)
}

// climbBinary builds the tree of operands xs and the operators ops between
// them (len(xs) == len(ops)+1) by GLSL's precedence (precedence climbing;
// all operators are left-associative).
func climbBinary(xs []ast.Expr, ops []binop) ast.Expr {
	next := 0 // index of the next operator
	var climb func(lhs ast.Expr, minPrec int) ast.Expr
	climb = func(lhs ast.Expr, minPrec int) ast.Expr {
		for next < len(ops) && ops[next].prec >= minPrec {
			op := ops[next]
			next++
			rhs := xs[next]
			for next < len(ops) && ops[next].prec > op.prec {
				rhs = climb(rhs, op.prec+1)
			}
			lhs = &ast.BinaryExpr{Loc: op.pos, Op: op.op, X: lhs, Y: rhs}
		}
		return lhs
	}
	return climb(xs[0], 1)
}

var unaryOps = map[int]ast.Op{
	parser.GLSLParserINC: ast.PreInc, parser.GLSLParserDEC: ast.PreDec,
	parser.GLSLParserPLUS: ast.Plus, parser.GLSLParserDASH: ast.Neg,
	parser.GLSLParserBANG: ast.Not, parser.GLSLParserTILDE: ast.BitNot,
}

// unary converts prefix operators, a primary and postfix operations.
func (b *builder) unary(ctx parser.IUnaryExpressionContext) ast.Expr {
	if ctx == nil {
		return &ast.BadExpr{Loc: diag.Pos{File: b.file}}
	}
	var prefix []antlr.Token
	var primary parser.IPrimaryExpressionContext
	var post []parser.IPostfixOperationContext
	for _, c := range ctx.GetChildren() {
		switch c := c.(type) {
		case antlr.TerminalNode:
			if _, ok := unaryOps[c.GetSymbol().GetTokenType()]; ok && primary == nil {
				prefix = append(prefix, c.GetSymbol())
			}
		case parser.IPrimaryExpressionContext:
			primary = c
		case parser.IPostfixOperationContext:
			post = append(post, c)
		}
	}
	x := b.postfix(ctx, primary, post)
	for i := len(prefix) - 1; i >= 0; i-- {
		t := prefix[i]
		x = &ast.UnaryExpr{Loc: b.pos(t), Op: unaryOps[t.GetTokenType()], X: x}
	}
	return x
}

// postfix converts a primary expression and the operations after it. A
// primary that is a type (a type keyword or a type name) must be followed,
// after optional array dimensions, by a call: that is a constructor.
func (b *builder) postfix(ctx parser.IUnaryExpressionContext, primary parser.IPrimaryExpressionContext, post []parser.IPostfixOperationContext) ast.Expr {
	var x ast.Expr
	var typ *ast.TypeSpec // a type waiting for its constructor call
	var typTok antlr.Token
	switch p := primary.(type) {
	case *parser.TypeNamePrimaryContext:
		typTok = p.GetStart()
		typ = &ast.TypeSpec{Loc: b.pos(typTok), Name: typTok.GetText()}
	case *parser.TypeKeywordPrimaryContext:
		typTok = p.GetStart()
		typ = &ast.TypeSpec{Loc: b.pos(typTok), Name: typTok.GetText(), Builtin: true, Params: b.typeParams(p.TypeParameters())}
	case *parser.VariablePrimaryContext:
		x = &ast.Ident{Loc: b.termPos(p.IDENTIFIER()), Name: termText(p.IDENTIFIER())}
	case *parser.IntPrimaryContext:
		x = b.intLit(p.GetStart())
	case *parser.FloatPrimaryContext:
		x = b.floatLit(p.GetStart())
	case *parser.StringPrimaryContext:
		lit, msg := stringLit(b.pos(p.GetStart()), p.GetText())
		if msg != "" {
			b.errorf(p.GetStart(), "%s", msg)
		}
		x = lit
	case *parser.BoolPrimaryContext:
		x = &ast.BoolLit{Loc: b.pos(p.GetStart()), Value: p.GetText() == "true"}
	case *parser.ParenPrimaryContext:
		x = b.expression(p.Expression())
	default:
		x = &ast.BadExpr{Loc: b.ctxPos(ctx)}
	}

	for _, opc := range post {
		if typ != nil {
			switch o := opc.(type) {
			case *parser.IndexOperationContext:
				if e := o.Expression(); e != nil {
					typ.Dims = append(typ.Dims, b.expression(e))
				} else {
					typ.Dims = append(typ.Dims, nil)
				}
				continue
			case *parser.CallOperationContext:
				call := &ast.CallExpr{Loc: typ.Loc, Lparen: b.termPos(o.LEFT_PAREN()), Args: b.arguments(o)}
				if !typ.Builtin && len(typ.Dims) == 0 {
					call.Func = &ast.Ident{Loc: typ.Loc, Name: typ.Name}
				} else {
					call.Type = typ
				}
				x, typ = call, nil
				continue
			}
			x = b.typeAsValue(typ, typTok, opc.GetStart())
			typ = nil
		}
		switch o := opc.(type) {
		case *parser.IndexOperationContext:
			ix := &ast.IndexExpr{Loc: b.termPos(o.LEFT_BRACKET()), X: x}
			if e := o.Expression(); e != nil {
				ix.Index = b.expression(e)
			} else {
				b.errorf(symbol(o.RIGHT_BRACKET()), "syntax error: unexpected ']', expecting an index")
				ix.Index = &ast.BadExpr{Loc: ix.Loc}
			}
			x = ix
		case *parser.CallOperationContext:
			x = b.call(x, o)
		case *parser.FieldOperationContext:
			x = &ast.FieldExpr{Loc: b.termPos(o.IDENTIFIER()), X: x, Name: termText(o.IDENTIFIER())}
		case *parser.PostIncrementContext:
			x = &ast.PostfixExpr{Loc: b.pos(o.GetStart()), Op: ast.PostInc, X: x}
		case *parser.PostDecrementContext:
			x = &ast.PostfixExpr{Loc: b.pos(o.GetStart()), Op: ast.PostDec, X: x}
		}
	}
	if typ != nil {
		x = b.typeAsValue(typ, typTok, b.tokenAfter(ctx))
	}
	return x
}

// tokenAfter returns the token that follows ctx.
func (b *builder) tokenAfter(ctx antlr.ParserRuleContext) antlr.Token {
	stop := ctx.GetStop()
	if stop == nil || stop.GetTokenIndex() < 0 || stop.GetTokenIndex()+1 >= b.stream.Size() {
		return nil
	}
	return b.stream.Get(stop.GetTokenIndex() + 1)
}

// tokenBefore returns the token before t.
func (b *builder) tokenBefore(t antlr.Token) antlr.Token {
	if t == nil || t.GetTokenIndex() < 1 || t.GetTokenIndex() > b.stream.Size() {
		return t
	}
	return b.stream.Get(t.GetTokenIndex() - 1)
}

// typeAsValue reports a type used where a value belongs (the parser took
// the type name as the start of an expression) and stands an identifier in
// for it.
func (b *builder) typeAsValue(typ *ast.TypeSpec, typTok, next antlr.Token) ast.Expr {
	if next != nil && next.GetTokenType() != antlr.TokenEOF {
		b.errorf(next, "syntax error: unexpected %s after type '%s'", describe(next), typ.Name)
	} else {
		b.errorf(typTok, "syntax error: type '%s' used as a value", typ.Name)
	}
	return &ast.Ident{Loc: typ.Loc, Name: typ.Name}
}

func (b *builder) arguments(o *parser.CallOperationContext) []ast.Expr {
	list := o.AllAssignmentExpression()
	if len(list) == 1 {
		if t := list[0].GetStart(); t == list[0].GetStop() && t.GetTokenType() == parser.GLSLParserTYPE && t.GetText() == "void" {
			return nil // f(void)
		}
	}
	var args []ast.Expr
	for _, a := range list {
		args = append(args, b.assignment(a))
	}
	return args
}

// call converts x(args) where x is not a type: a function call when x is
// a name, .length() when x is a field selection of length.
func (b *builder) call(x ast.Expr, o *parser.CallOperationContext) ast.Expr {
	lparen := b.termPos(o.LEFT_PAREN())
	switch f := x.(type) {
	case *ast.Ident:
		return &ast.CallExpr{Loc: f.Loc, Func: f, Lparen: lparen, Args: b.arguments(o)}
	case *ast.FieldExpr:
		if f.Name == "length" {
			if len(o.AllAssignmentExpression()) > 0 {
				b.errorf(symbol(o.LEFT_PAREN()), "syntax error: length() takes no arguments")
			}
			return &ast.LengthExpr{Loc: f.Loc, X: f.X}
		}
		b.errorf(b.tokenBefore(symbol(o.LEFT_PAREN())), "syntax error: no method '%s' (length() is the only method)", f.Name)
	case *ast.BadExpr:
	default:
		b.errorf(symbol(o.LEFT_PAREN()), "syntax error: unexpected '(': only functions and types can be called")
	}
	b.arguments(o) // report what is wrong inside, too
	return &ast.BadExpr{Loc: x.Pos()}
}

// intLit reads an integer literal: decimal, octal (leading 0) or
// hexadecimal (0x), with an optional u, l, ul, s or us suffix.
func (b *builder) intLit(t antlr.Token) ast.Expr {
	lit := &ast.IntLit{Loc: b.pos(t), Text: t.GetText()}
	if pt, ok := t.(*ppToken); ok && pt.bad {
		return lit // reported by the preprocessor
	}
	if msg := readIntLit(lit); msg != "" {
		b.errorf(t, "%s", msg)
	}
	return lit
}

// readIntLit sets the type and value of lit from its text; it returns the
// error message when the text is not a valid constant.
func readIntLit(lit *ast.IntLit) string {
	text := lit.Text
	digits := text
	lower := strings.ToLower(text)
	switch {
	case strings.HasSuffix(lower, "ul"):
		lit.Type, digits = ast.Uint64, text[:len(text)-2]
	case strings.HasSuffix(lower, "us"):
		lit.Type, digits = ast.Uint16, text[:len(text)-2]
	case strings.HasSuffix(lower, "u"):
		lit.Type, digits = ast.Uint, text[:len(text)-1]
	case strings.HasSuffix(lower, "l"):
		lit.Type, digits = ast.Int64, text[:len(text)-1]
	case strings.HasSuffix(lower, "s"):
		lit.Type, digits = ast.Int16, text[:len(text)-1]
	}
	base := 10
	switch {
	case len(digits) > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'):
		base, digits = 16, digits[2:]
	case len(digits) > 1 && digits[0] == '0':
		base, digits = 8, digits[1:]
	}
	v, err := strconv.ParseUint(digits, base, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return "integer constant '" + text + "' is too large"
		}
		return "invalid integer constant '" + text + "'"
	}
	bits := 32
	switch lit.Type {
	case ast.Int64, ast.Uint64:
		bits = 64
	case ast.Int16, ast.Uint16:
		bits = 16
	}
	msg := ""
	if bits < 64 && v>>bits != 0 {
		msg = "integer constant '" + text + "' does not fit in " + strconv.Itoa(bits) + " bits"
		v &= 1<<bits - 1
	}
	lit.Value = v
	return msg
}

// floatLit reads a floating-point literal with an optional f, lf or hf
// suffix.
func (b *builder) floatLit(t antlr.Token) ast.Expr {
	lit := &ast.FloatLit{Loc: b.pos(t), Text: t.GetText()}
	if msg := readFloatLit(lit); msg != "" {
		b.errorf(t, "%s", msg)
	}
	return lit
}

// readFloatLit sets the type and value of lit from its text; it returns the
// error message when the text is not a valid constant.
func readFloatLit(lit *ast.FloatLit) string {
	text := lit.Text
	digits := text
	lower := strings.ToLower(text)
	switch {
	case strings.HasSuffix(lower, "lf"):
		lit.Type, digits = ast.Double, text[:len(text)-2]
	case strings.HasSuffix(lower, "hf"):
		lit.Type, digits = ast.Half, text[:len(text)-2]
	case strings.HasSuffix(lower, "f"):
		digits = text[:len(text)-1]
	}
	v, err := strconv.ParseFloat(digits, 64)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); !ok || ne.Err != strconv.ErrRange {
			return "invalid floating-point constant '" + text + "'"
		}
		// Out of range: ParseFloat gives ±Inf or 0; sema judges it.
	}
	lit.Value = v
	return ""
}

// stringLit resolves the escapes of a string literal's text (with its
// quotes) as glslang's scanner does: the C character escapes, \x with any
// number of hex digits and up to three octal digits, each giving one byte
// (the value's low 8 bits). glslang keeps the text as a C string, so the
// value ends at its first NUL. Any other escape is an error, returned as
// the message (the literal is still built).
func stringLit(pos diag.Pos, text string) (*ast.StringLit, string) {
	body := strings.TrimSuffix(strings.TrimPrefix(text, `"`), `"`)
	var b strings.Builder
	msg := ""
	hexDigit := func(c byte) (int, bool) {
		switch {
		case c >= '0' && c <= '9':
			return int(c - '0'), true
		case c >= 'a' && c <= 'f':
			return int(c-'a') + 10, true
		case c >= 'A' && c <= 'F':
			return int(c-'A') + 10, true
		}
		return 0, false
	}
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c != '\\' || i+1 == len(body) {
			b.WriteByte(c)
			continue
		}
		i++
		switch e := body[i]; e {
		case '\'', '"', '?', '\\':
			b.WriteByte(e)
		case 'a':
			b.WriteByte(7)
		case 'b':
			b.WriteByte(8)
		case 'f':
			b.WriteByte(12)
		case 'n':
			b.WriteByte('\n')
		case 'r':
			b.WriteByte('\r')
		case 't':
			b.WriteByte('\t')
		case 'v':
			b.WriteByte(11)
		case 'x':
			v, n := 0, 0
			for i+1 < len(body) {
				d, ok := hexDigit(body[i+1])
				if !ok {
					break
				}
				v = (v*16 + d) & 0xffff
				n++
				i++
			}
			if n == 0 && msg == "" {
				msg = "expected a hex value in the escape sequence of a string"
			}
			b.WriteByte(byte(v))
		case '0', '1', '2', '3', '4', '5', '6', '7':
			v := int(e - '0')
			for n := 1; n < 3 && i+1 < len(body) && body[i+1] >= '0' && body[i+1] <= '7'; n++ {
				v = v*8 + int(body[i+1]-'0')
				i++
			}
			b.WriteByte(byte(v))
		default:
			if msg == "" {
				msg = fmt.Sprintf("invalid escape sequence '\\%c' in a string", e)
			}
		}
	}
	v := b.String()
	if k := strings.IndexByte(v, 0); k >= 0 {
		v = v[:k]
	}
	return &ast.StringLit{Loc: pos, Text: text, Value: v}, msg
}
