package frontend

import (
	"github.com/glslc-nv/glslc-nv/frontend/ast"
	"github.com/glslc-nv/glslc-nv/frontend/diag"
	"github.com/glslc-nv/glslc-nv/frontend/parser"
	"github.com/glslc-nv/glslc-nv/frontend/token"
)

// The fast path: a hand-written recursive-descent parser for the grammar in
// grammar/GLSLParser.g4 that builds the AST directly from the token
// source's tokens, with no parse tree, token stream or prediction DFA. It
// handles only input that parses without a single diagnostic: at anything
// else (a syntax error, something the AST builder would report, a decision
// the grammar leaves ambiguous, a rare construct it does not implement) it
// gives up, and the ANTLR parser parses the input from the start as if the
// fast path had not run. So the ANTLR parser stays the definition of the
// language and of every diagnostic; the fast parser only has to agree with
// it on input it accepts (TestFastParseMatches checks that it does, on every
// test and corpus shader).
//
// It follows the grammar rule by rule, with the same symbol-table actions
// (scopes opened at functions, blocks and loops; names declared where the
// grammar's actions declare them) and the same type-name predicate, and it
// builds the nodes exactly as the builder in build.go does from the parse
// tree (positions, nil and empty lists).
//
// Where it gives up rather than decide: a statement (or for-initializer, or
// loop condition) that starts with a type and is followed, after type
// parameters and array dimensions, by anything but an identifier (a
// declaration) or '(' (a constructor call); `in S;` or `in S, x;` with S a
// type name (a typed declaration or a list of names); type parameters
// closed by '>>'; the GL_EXT_spirv_intrinsics qualifiers.

// fastBail is the panic value with which the fast parser gives up; only
// fastParse recovers it.
type fastBail struct{}

type fastParser struct {
	toks []parseToken // ends with EOF
	in   []token.Token
	i    int
	sc   *scopes
}

// fastParse parses the whole token list, adding each external declaration
// to ub. It reports false when it gave up; ub is then partly filled and
// must be dropped.
func fastParse(in []token.Token, toks []parseToken, sc *scopes, ub *unitBuilder) (ok bool) {
	p := &fastParser{toks: toks, in: in, sc: sc}
	defer func() {
		if r := recover(); r != nil {
			if _, bail := r.(fastBail); !bail {
				panic(r)
			}
			ok = false
		}
	}()
	for p.la() != tokEOF {
		start := p.tok()
		if p.la() == parser.GLSLParserSEMICOLON {
			p.i++
			continue
		}
		attrs := p.attributes()
		d := p.declaration()
		if attrs != nil {
			f, isFunc := d.(*ast.FuncDecl)
			if !isFunc {
				p.bail()
			}
			f.Attrs = append(attrs, f.Attrs...)
		}
		ub.u.Decls = append(ub.u.Decls, d)
		ub.declStart = append(ub.declStart, int(p.toks[start].pp))
	}
	return true
}

const tokEOF = -1 // antlr.TokenEOF

func (p *fastParser) bail() { panic(fastBail{}) }

// A token is named by its index in p.toks.

func (p *fastParser) tok() int { return p.i }

func (p *fastParser) la() int { return int(p.toks[p.i].typ) }

// at returns the type of the token k places ahead (EOF past the end).
func (p *fastParser) at(k int) int {
	if p.i+k >= len(p.toks) {
		return tokEOF
	}
	return int(p.toks[p.i+k].typ)
}

func (p *fastParser) typ(t int) int { return int(p.toks[t].typ) }

func (p *fastParser) text(t int) string {
	i := int(p.toks[t].pp)
	if i >= len(p.in) {
		p.bail()
	}
	return p.in[i].Text
}

// pos returns the position of token t; EOF has none, and a rule that
// needs its position has met the end of the input too early.
func (p *fastParser) pos(t int) diag.Pos {
	i := int(p.toks[t].pp)
	if i >= len(p.in) {
		p.bail()
	}
	return p.in[i].Pos
}

// next consumes and returns the current token.
func (p *fastParser) next() int {
	t := p.i
	if p.toks[t].typ == tokEOF {
		p.bail()
	}
	p.i++
	return t
}

// expect consumes a token of type typ or gives up.
func (p *fastParser) expect(typ int) int {
	if p.la() != typ {
		p.bail()
	}
	return p.next()
}

func (p *fastParser) accept(typ int) bool {
	if p.la() == typ {
		p.i++
		return true
	}
	return false
}

func (p *fastParser) isTypeName(t int) bool {
	return p.typ(t) == parser.GLSLParserIDENTIFIER && p.sc.IsTypeName(p.text(t))
}

func (p *fastParser) declare(t int, isType bool) { p.sc.Declare(p.text(t), isType) }

func isQualifierStart(typ int) bool {
	switch typ {
	case parser.GLSLParserLAYOUT, parser.GLSLParserQUALIFIER, parser.GLSLParserSHARED,
		parser.GLSLParserPRECISION_QUALIFIER, parser.GLSLParserSPIRV_QUALIFIER:
		return true
	}
	return false
}

// ---------------------------------------------------------------------------
// Declarations

func (p *fastParser) declaration() ast.Decl {
	first := p.tok()
	loc := p.pos(first)
	switch {
	case p.typ(first) == parser.GLSLParserPRECISION:
		p.i++
		pq := p.expect(parser.GLSLParserPRECISION_QUALIFIER)
		d := &ast.PrecisionDecl{Loc: loc, Type: p.typeSpecifier()}
		d.Precision = precisionOf(p.text(pq))
		p.expect(parser.GLSLParserSEMICOLON)
		return d
	case isQualifierStart(p.typ(first)):
		quals := p.typeQualifier()
		t := p.tok()
		switch p.typ(t) {
		case parser.GLSLParserSEMICOLON:
			p.i++
			return &ast.QualifierDecl{Loc: loc, Quals: quals}
		case parser.GLSLParserIDENTIFIER:
			switch next := p.at(1); {
			case next == parser.GLSLParserLEFT_BRACE:
				return p.blockDeclaration(loc, quals)
			case p.isTypeName(t):
				if next == parser.GLSLParserSEMICOLON || next == parser.GLSLParserCOMMA {
					p.bail() // a typed declaration or a list of names
				}
				return p.typedDeclaration(loc, quals)
			}
			d := &ast.QualifierDecl{Loc: loc, Quals: quals}
			for {
				id := p.expect(parser.GLSLParserIDENTIFIER)
				d.Names = append(d.Names, &ast.Ident{Loc: p.pos(id), Name: p.text(id)})
				if !p.accept(parser.GLSLParserCOMMA) {
					break
				}
			}
			p.expect(parser.GLSLParserSEMICOLON)
			return d
		case parser.GLSLParserTYPE, parser.GLSLParserSTRUCT:
			return p.typedDeclaration(loc, quals)
		}
		p.bail()
	case p.typ(first) == parser.GLSLParserTYPE || p.typ(first) == parser.GLSLParserSTRUCT || p.isTypeName(first):
		return p.typedDeclaration(loc, nil)
	}
	p.bail()
	return nil
}

func (p *fastParser) blockDeclaration(loc diag.Pos, quals *ast.Qualifiers) ast.Decl {
	name := p.expect(parser.GLSLParserIDENTIFIER)
	d := &ast.BlockDecl{Loc: loc, Quals: quals, Name: p.text(name), NamePos: p.pos(name)}
	p.expect(parser.GLSLParserLEFT_BRACE)
	d.Fields = p.fieldDeclarations()
	p.expect(parser.GLSLParserRIGHT_BRACE)
	if p.la() == parser.GLSLParserIDENTIFIER {
		id := p.next()
		p.declare(id, false)
		d.Instance = &ast.Declarator{Loc: p.pos(id), Name: p.text(id), Dims: p.arraySpecifier()}
	}
	p.expect(parser.GLSLParserSEMICOLON)
	return d
}

// typedDeclaration parses typedDeclaration: a type, then nothing, a
// function or variables.
func (p *fastParser) typedDeclaration(loc diag.Pos, quals *ast.Qualifiers) ast.Decl {
	typ := p.typeSpecifier()
	switch p.la() {
	case parser.GLSLParserSEMICOLON:
		p.i++
		if typ.Struct != nil && len(typ.Dims) == 0 {
			return &ast.StructDecl{Loc: loc, Quals: quals, Struct: typ.Struct}
		}
		return &ast.VarDecl{Loc: loc, Quals: quals, Type: typ}
	case parser.GLSLParserIDENTIFIER:
		if p.at(1) == parser.GLSLParserLEFT_PAREN {
			return p.function(loc, quals, typ)
		}
		d := &ast.VarDecl{Loc: loc, Quals: quals, Type: typ}
		for {
			d.Vars = append(d.Vars, p.initDeclarator())
			if !p.accept(parser.GLSLParserCOMMA) {
				break
			}
		}
		p.expect(parser.GLSLParserSEMICOLON)
		return d
	}
	p.bail()
	return nil
}

func (p *fastParser) function(loc diag.Pos, quals *ast.Qualifiers, typ *ast.TypeSpec) ast.Decl {
	p.sc.PushScope()
	defer p.sc.PopScope()
	name := p.expect(parser.GLSLParserIDENTIFIER)
	f := &ast.FuncDecl{Loc: loc, Quals: quals, Result: typ, Name: p.text(name), NamePos: p.pos(name)}
	p.expect(parser.GLSLParserLEFT_PAREN)
	if p.la() != parser.GLSLParserRIGHT_PAREN {
		for {
			f.Params = append(f.Params, p.parameter())
			if !p.accept(parser.GLSLParserCOMMA) {
				break
			}
		}
	}
	p.expect(parser.GLSLParserRIGHT_PAREN)
	if len(f.Params) == 1 {
		// f(void) declares no parameters.
		if pd := f.Params[0]; pd.Name == "" && pd.Quals == nil && pd.Type.Builtin && pd.Type.Name == "void" && len(pd.Type.Dims) == 0 {
			f.Params = nil
		}
	}
	f.Attrs = p.attributes()
	if p.la() == parser.GLSLParserLEFT_BRACE {
		f.Body = p.compound()
	} else {
		p.expect(parser.GLSLParserSEMICOLON)
	}
	return f
}

func (p *fastParser) parameter() *ast.ParamDecl {
	pd := &ast.ParamDecl{Loc: p.pos(p.tok())}
	if isQualifierStart(p.la()) {
		pd.Quals = p.typeQualifier()
	}
	pd.Type = p.typeSpecifier()
	if p.la() == parser.GLSLParserIDENTIFIER {
		id := p.next()
		p.declare(id, false)
		pd.Name, pd.NamePos = p.text(id), p.pos(id)
		pd.Dims = p.arraySpecifier()
	}
	return pd
}

func (p *fastParser) initDeclarator() *ast.Declarator {
	id := p.expect(parser.GLSLParserIDENTIFIER)
	p.declare(id, false)
	v := &ast.Declarator{Loc: p.pos(id), Name: p.text(id), Dims: p.arraySpecifier()}
	if p.accept(parser.GLSLParserASSIGN) {
		v.Init = p.initializer()
	}
	return v
}

func (p *fastParser) initializer() ast.Expr {
	if p.la() != parser.GLSLParserLEFT_BRACE {
		return p.assignment()
	}
	l := &ast.InitList{Loc: p.pos(p.next()), Elems: []ast.Expr{}}
	for p.la() != parser.GLSLParserRIGHT_BRACE {
		l.Elems = append(l.Elems, p.initializer())
		if !p.accept(parser.GLSLParserCOMMA) {
			break
		}
	}
	p.expect(parser.GLSLParserRIGHT_BRACE)
	return l
}

// fieldDeclarations parses fieldDeclaration+ up to the closing brace.
func (p *fastParser) fieldDeclarations() []*ast.FieldDecl {
	var out []*ast.FieldDecl
	for {
		f := &ast.FieldDecl{Loc: p.pos(p.tok())}
		if isQualifierStart(p.la()) {
			f.Quals = p.typeQualifier()
		}
		f.Type = p.typeSpecifier()
		for {
			id := p.expect(parser.GLSLParserIDENTIFIER)
			f.Names = append(f.Names, &ast.Declarator{Loc: p.pos(id), Name: p.text(id), Dims: p.arraySpecifier()})
			if !p.accept(parser.GLSLParserCOMMA) {
				break
			}
		}
		p.expect(parser.GLSLParserSEMICOLON)
		out = append(out, f)
		if p.la() == parser.GLSLParserRIGHT_BRACE {
			return out
		}
	}
}

// ---------------------------------------------------------------------------
// Qualifiers, types, attributes

func (p *fastParser) typeQualifier() *ast.Qualifiers {
	q := &ast.Qualifiers{Loc: p.pos(p.tok())}
	for isQualifierStart(p.la()) {
		t := p.next()
		loc := p.pos(t)
		switch p.typ(t) {
		case parser.GLSLParserLAYOUT:
			q.List = append(q.List, &ast.Qualifier{Loc: loc, Word: "layout"})
			p.expect(parser.GLSLParserLEFT_PAREN)
			for {
				id := p.tok()
				if p.typ(id) != parser.GLSLParserIDENTIFIER && p.typ(id) != parser.GLSLParserSHARED {
					p.bail()
				}
				p.i++
				lq := &ast.LayoutQualifier{Loc: p.pos(id), Name: p.text(id)}
				if p.typ(id) == parser.GLSLParserIDENTIFIER && p.accept(parser.GLSLParserASSIGN) {
					lq.Value = p.conditional()
				}
				q.Layout = append(q.Layout, lq)
				if !p.accept(parser.GLSLParserCOMMA) {
					break
				}
			}
			p.expect(parser.GLSLParserRIGHT_PAREN)
		case parser.GLSLParserSPIRV_QUALIFIER:
			p.bail()
		default:
			q.List = append(q.List, &ast.Qualifier{Loc: loc, Word: p.text(t)})
			applyQualifierWord(q, p.text(t))
		}
	}
	return q
}

// typeSpecifier parses a type keyword, a struct definition or a type name,
// with array dimensions.
func (p *fastParser) typeSpecifier() *ast.TypeSpec {
	t := p.tok()
	ts := &ast.TypeSpec{Loc: p.pos(t)}
	switch {
	case p.typ(t) == parser.GLSLParserTYPE:
		p.i++
		ts.Name, ts.Builtin = p.text(t), true
		if p.la() == parser.GLSLParserLT {
			ts.Params = p.typeParameters()
		}
	case p.typ(t) == parser.GLSLParserSTRUCT:
		ts.Struct = p.structSpecifier()
		ts.Name = ts.Struct.Name
	case p.isTypeName(t):
		p.i++
		ts.Name = p.text(t)
	default:
		p.bail()
	}
	ts.Dims = p.arraySpecifier()
	return ts
}

func (p *fastParser) structSpecifier() *ast.StructType {
	kw := p.expect(parser.GLSLParserSTRUCT)
	s := &ast.StructType{Loc: p.pos(kw)}
	if p.la() == parser.GLSLParserIDENTIFIER {
		id := p.next()
		p.declare(id, true)
		s.Name = p.text(id)
	}
	p.expect(parser.GLSLParserLEFT_BRACE)
	s.Fields = p.fieldDeclarations()
	p.expect(parser.GLSLParserRIGHT_BRACE)
	return s
}

// arraySpecifier parses arrayDimension* (nil when there is none).
func (p *fastParser) arraySpecifier() []ast.Expr {
	var out []ast.Expr
	for p.accept(parser.GLSLParserLEFT_BRACKET) {
		if p.accept(parser.GLSLParserRIGHT_BRACKET) {
			out = append(out, nil)
			continue
		}
		out = append(out, p.conditional())
		p.expect(parser.GLSLParserRIGHT_BRACKET)
	}
	return out
}

// attributes parses attribute* (nil when there is none).
func (p *fastParser) attributes() []*ast.Attribute {
	var out []*ast.Attribute
	for p.la() == parser.GLSLParserLEFT_BRACKET {
		p.i++
		p.expect(parser.GLSLParserLEFT_BRACKET)
		for {
			id := p.expect(parser.GLSLParserIDENTIFIER)
			a := &ast.Attribute{Loc: p.pos(id), Name: p.text(id)}
			if p.accept(parser.GLSLParserLEFT_PAREN) {
				// One argument at most (glslang); build.go reports more.
				a.Args = append(a.Args, p.conditional())
				p.expect(parser.GLSLParserRIGHT_PAREN)
			}
			out = append(out, a)
			if !p.accept(parser.GLSLParserCOMMA) {
				break
			}
		}
		p.expect(parser.GLSLParserRIGHT_BRACKET)
		p.expect(parser.GLSLParserRIGHT_BRACKET)
	}
	return out
}

// ---------------------------------------------------------------------------
// Statements

func (p *fastParser) compound() *ast.BlockStmt {
	p.sc.PushScope()
	defer p.sc.PopScope()
	lb := p.expect(parser.GLSLParserLEFT_BRACE)
	s := &ast.BlockStmt{Loc: p.pos(lb), Stmts: []ast.Stmt{}}
	for p.la() != parser.GLSLParserRIGHT_BRACE {
		s.Stmts = append(s.Stmts, p.statement())
	}
	s.End = p.pos(p.next())
	return s
}

func (p *fastParser) statement() ast.Stmt {
	attrs := p.attributes()
	var s ast.Stmt
	if p.la() == parser.GLSLParserLEFT_BRACE {
		s = p.compound()
	} else {
		s = p.simpleStatement()
	}
	if attrs != nil {
		switch s := s.(type) {
		case *ast.IfStmt:
			s.Attrs = attrs
		case *ast.SwitchStmt:
			s.Attrs = attrs
		case *ast.ForStmt:
			s.Attrs = attrs
		case *ast.WhileStmt:
			s.Attrs = attrs
		case *ast.DoStmt:
			s.Attrs = attrs
		default:
			p.bail()
		}
	}
	return s
}

// startsDeclaration decides between a declaration and an expression at the
// start of a statement, a for-initializer or a loop condition.
func (p *fastParser) startsDeclaration() bool {
	t := p.tok()
	switch p.typ(t) {
	case parser.GLSLParserPRECISION, parser.GLSLParserSTRUCT:
		return true
	case parser.GLSLParserTYPE:
	case parser.GLSLParserIDENTIFIER:
		if !p.isTypeName(t) {
			return false
		}
	default:
		return isQualifierStart(p.typ(t))
	}
	// A type: look past type parameters and array dimensions.
	k := 1
	if p.typ(t) == parser.GLSLParserTYPE && p.at(k) == parser.GLSLParserLT {
		angle, paren := 0, 0
		for {
			switch p.at(k) {
			case parser.GLSLParserLEFT_PAREN, parser.GLSLParserLEFT_BRACKET:
				paren++
			case parser.GLSLParserRIGHT_PAREN, parser.GLSLParserRIGHT_BRACKET:
				paren--
			case parser.GLSLParserLT:
				if paren == 0 {
					angle++
				}
			case parser.GLSLParserGT:
				if paren == 0 {
					angle--
				}
			case parser.GLSLParserRIGHT_OP, parser.GLSLParserSEMICOLON, tokEOF:
				p.bail() // '>>' closes no parameter list; the others end the statement
			}
			k++
			if angle == 0 {
				break
			}
		}
	}
	for p.at(k) == parser.GLSLParserLEFT_BRACKET {
		depth := 0
		for {
			switch p.at(k) {
			case parser.GLSLParserLEFT_BRACKET:
				depth++
			case parser.GLSLParserRIGHT_BRACKET:
				depth--
			case tokEOF:
				p.bail()
			}
			k++
			if depth == 0 {
				break
			}
		}
	}
	switch p.at(k) {
	case parser.GLSLParserIDENTIFIER:
		return true
	case parser.GLSLParserLEFT_PAREN:
		return false
	}
	p.bail()
	return false
}

func (p *fastParser) simpleStatement() ast.Stmt {
	t := p.tok()
	loc := p.pos(t)
	switch p.typ(t) {
	case parser.GLSLParserSEMICOLON:
		p.i++
		return &ast.EmptyStmt{Loc: loc}
	case parser.GLSLParserIF:
		p.i++
		p.expect(parser.GLSLParserLEFT_PAREN)
		s := &ast.IfStmt{Loc: loc, Cond: p.expression()}
		p.expect(parser.GLSLParserRIGHT_PAREN)
		s.Then = p.statement()
		if p.accept(parser.GLSLParserELSE) {
			s.Else = p.statement()
		}
		return s
	case parser.GLSLParserSWITCH:
		p.i++
		p.expect(parser.GLSLParserLEFT_PAREN)
		s := &ast.SwitchStmt{Loc: loc, Tag: p.expression()}
		p.expect(parser.GLSLParserRIGHT_PAREN)
		s.Body = p.compound()
		return s
	case parser.GLSLParserCASE:
		p.i++
		s := &ast.CaseStmt{Loc: loc, Value: p.expression()}
		p.expect(parser.GLSLParserCOLON)
		return s
	case parser.GLSLParserDEFAULT:
		p.i++
		p.expect(parser.GLSLParserCOLON)
		return &ast.CaseStmt{Loc: loc}
	case parser.GLSLParserWHILE:
		p.sc.PushScope()
		defer p.sc.PopScope()
		p.i++
		p.expect(parser.GLSLParserLEFT_PAREN)
		s := &ast.WhileStmt{Loc: loc}
		s.Cond, s.CondVar = p.condition()
		p.expect(parser.GLSLParserRIGHT_PAREN)
		s.Body = p.statement()
		return s
	case parser.GLSLParserDO:
		p.i++
		s := &ast.DoStmt{Loc: loc, Body: p.statement()}
		p.expect(parser.GLSLParserWHILE)
		p.expect(parser.GLSLParserLEFT_PAREN)
		s.Cond = p.expression()
		p.expect(parser.GLSLParserRIGHT_PAREN)
		p.expect(parser.GLSLParserSEMICOLON)
		return s
	case parser.GLSLParserFOR:
		p.sc.PushScope()
		defer p.sc.PopScope()
		p.i++
		p.expect(parser.GLSLParserLEFT_PAREN)
		s := &ast.ForStmt{Loc: loc}
		switch {
		case p.accept(parser.GLSLParserSEMICOLON):
		case p.startsDeclaration():
			s.Init = &ast.DeclStmt{Decl: p.localDeclaration()}
		default:
			s.Init = &ast.ExprStmt{Loc: p.pos(p.tok()), X: p.expression()}
			p.expect(parser.GLSLParserSEMICOLON)
		}
		if p.la() != parser.GLSLParserSEMICOLON {
			s.Cond, s.CondVar = p.condition()
		}
		p.expect(parser.GLSLParserSEMICOLON)
		if p.la() != parser.GLSLParserRIGHT_PAREN {
			s.Post = p.expression()
		}
		p.expect(parser.GLSLParserRIGHT_PAREN)
		s.Body = p.statement()
		return s
	case parser.GLSLParserCONTINUE, parser.GLSLParserBREAK, parser.GLSLParserDISCARD:
		p.i++
		p.expect(parser.GLSLParserSEMICOLON)
		kind := ast.Continue
		if p.typ(t) == parser.GLSLParserBREAK {
			kind = ast.Break
		} else if p.typ(t) == parser.GLSLParserDISCARD {
			kind = ast.Discard
		}
		return &ast.JumpStmt{Loc: loc, Kind: kind}
	case parser.GLSLParserRETURN:
		p.i++
		s := &ast.ReturnStmt{Loc: loc}
		if p.la() != parser.GLSLParserSEMICOLON {
			s.Result = p.expression()
		}
		p.expect(parser.GLSLParserSEMICOLON)
		return s
	}
	if p.startsDeclaration() {
		return &ast.DeclStmt{Decl: p.localDeclaration()}
	}
	s := &ast.ExprStmt{Loc: loc, X: p.expression()}
	p.expect(parser.GLSLParserSEMICOLON)
	return s
}

// localDeclaration parses a declaration inside a function, which must not
// be a function definition.
func (p *fastParser) localDeclaration() ast.Decl {
	d := p.declaration()
	if f, ok := d.(*ast.FuncDecl); ok && f.Body != nil {
		p.bail()
	}
	return d
}

// condition parses the condition of while and for: an expression or a
// declaration with an initializer.
func (p *fastParser) condition() (ast.Expr, *ast.VarDecl) {
	if p.la() == parser.GLSLParserPRECISION || p.la() == parser.GLSLParserSTRUCT {
		p.bail() // an error, or a struct defined in a condition: rare
	}
	if !p.startsDeclaration() {
		return p.expression(), nil
	}
	d := &ast.VarDecl{Loc: p.pos(p.tok())}
	if isQualifierStart(p.la()) {
		d.Quals = p.typeQualifier()
	}
	d.Type = p.typeSpecifier()
	id := p.expect(parser.GLSLParserIDENTIFIER)
	p.declare(id, false)
	v := &ast.Declarator{Loc: p.pos(id), Name: p.text(id)}
	p.expect(parser.GLSLParserASSIGN)
	v.Init = p.initializer()
	d.Vars = []*ast.Declarator{v}
	return nil, d
}

// ---------------------------------------------------------------------------
// Expressions

func (p *fastParser) expression() ast.Expr {
	x := p.assignment()
	if p.la() != parser.GLSLParserCOMMA {
		return x
	}
	c := &ast.CommaExpr{Loc: p.pos(p.tok()), List: []ast.Expr{x}}
	for p.accept(parser.GLSLParserCOMMA) {
		c.List = append(c.List, p.assignment())
	}
	return c
}

func (p *fastParser) assignment() ast.Expr {
	x := p.binary()
	t := p.tok()
	if p.typ(t) == parser.GLSLParserQUESTION {
		p.i++
		c := &ast.CondExpr{Loc: p.pos(t), Cond: x, Then: p.expression()}
		p.expect(parser.GLSLParserCOLON)
		c.Else = p.assignment()
		return c
	}
	if op, ok := assignOps[p.typ(t)]; ok {
		p.i++
		return &ast.AssignExpr{Loc: p.pos(t), Op: op, LHS: x, RHS: p.assignment()}
	}
	return x
}

func (p *fastParser) conditional() ast.Expr {
	x := p.binary()
	t := p.tok()
	if p.typ(t) != parser.GLSLParserQUESTION {
		return x
	}
	p.i++
	c := &ast.CondExpr{Loc: p.pos(t), Cond: x, Then: p.expression()}
	p.expect(parser.GLSLParserCOLON)
	c.Else = p.conditional()
	return c
}

func (p *fastParser) binary() ast.Expr {
	x := p.unary()
	op, ok := binaryOps[p.la()]
	if !ok {
		return x
	}
	xs := []ast.Expr{x}
	var ops []binop
	for ok {
		ops = append(ops, binop{op: op, prec: op.Precedence(), pos: p.pos(p.next())})
		xs = append(xs, p.unary())
		op, ok = binaryOps[p.la()]
	}
	return climbBinary(xs, ops)
}

func (p *fastParser) unary() ast.Expr {
	start := p.i
	for {
		if _, ok := unaryOps[p.la()]; !ok {
			break
		}
		p.i++
	}
	end := p.i
	x := p.postfix()
	for i := end - 1; i >= start; i-- {
		x = &ast.UnaryExpr{Loc: p.pos(i), Op: unaryOps[p.typ(i)], X: x}
	}
	return x
}

// postfix parses a primary expression and the postfix operations after
// it, as builder.postfix converts them.
func (p *fastParser) postfix() ast.Expr {
	var x ast.Expr
	var typ *ast.TypeSpec // a type waiting for its constructor call
	t := p.next()
	switch p.typ(t) {
	case parser.GLSLParserIDENTIFIER:
		if p.isTypeName(t) {
			typ = &ast.TypeSpec{Loc: p.pos(t), Name: p.text(t)}
		} else {
			x = &ast.Ident{Loc: p.pos(t), Name: p.text(t)}
		}
	case parser.GLSLParserTYPE:
		typ = &ast.TypeSpec{Loc: p.pos(t), Name: p.text(t), Builtin: true}
		if p.la() == parser.GLSLParserLT {
			typ.Params = p.typeParameters()
		}
	case parser.GLSLParserINTCONSTANT:
		lit := &ast.IntLit{Loc: p.pos(t), Text: p.text(t)}
		if !p.toks[t].bad && readIntLit(lit) != "" {
			p.bail()
		}
		x = lit
	case parser.GLSLParserFLOATCONSTANT:
		lit := &ast.FloatLit{Loc: p.pos(t), Text: p.text(t)}
		if readFloatLit(lit) != "" {
			p.bail()
		}
		x = lit
	case parser.GLSLParserSTRINGCONSTANT:
		lit, msg := stringLit(p.pos(t), p.text(t))
		if msg != "" {
			p.bail()
		}
		x = lit
	case parser.GLSLParserBOOLCONSTANT:
		x = &ast.BoolLit{Loc: p.pos(t), Value: p.text(t) == "true"}
	case parser.GLSLParserLEFT_PAREN:
		x = p.expression()
		p.expect(parser.GLSLParserRIGHT_PAREN)
	default:
		p.bail()
	}
	return p.postfixOps(x, typ)
}

// postfixOps parses the postfix operations after a primary expression: x,
// or the type typ waiting for its constructor call.
func (p *fastParser) postfixOps(x ast.Expr, typ *ast.TypeSpec) ast.Expr {
	for {
		o := p.tok()
		switch p.typ(o) {
		case parser.GLSLParserLEFT_BRACKET:
			p.i++
			var e ast.Expr
			if p.la() != parser.GLSLParserRIGHT_BRACKET {
				e = p.expression()
			}
			p.expect(parser.GLSLParserRIGHT_BRACKET)
			if typ != nil {
				typ.Dims = append(typ.Dims, e)
				continue
			}
			if e == nil {
				p.bail() // an index is missing
			}
			x = &ast.IndexExpr{Loc: p.pos(o), X: x, Index: e}
		case parser.GLSLParserLEFT_PAREN:
			p.i++
			args, void := p.arguments()
			if typ != nil {
				call := &ast.CallExpr{Loc: typ.Loc, Lparen: p.pos(o), Args: args}
				if !typ.Builtin && len(typ.Dims) == 0 {
					call.Func = &ast.Ident{Loc: typ.Loc, Name: typ.Name}
				} else {
					call.Type = typ
				}
				x, typ = call, nil
				continue
			}
			switch f := x.(type) {
			case *ast.Ident:
				x = &ast.CallExpr{Loc: f.Loc, Func: f, Lparen: p.pos(o), Args: args}
			case *ast.FieldExpr:
				if f.Name != "length" || len(args) > 0 || void {
					p.bail()
				}
				x = &ast.LengthExpr{Loc: f.Loc, X: f.X}
			default:
				p.bail()
			}
		case parser.GLSLParserDOT:
			if typ != nil {
				p.bail()
			}
			p.i++
			id := p.expect(parser.GLSLParserIDENTIFIER)
			x = &ast.FieldExpr{Loc: p.pos(id), X: x, Name: p.text(id)}
		case parser.GLSLParserINC, parser.GLSLParserDEC:
			if typ != nil {
				p.bail()
			}
			p.i++
			op := ast.PostInc
			if p.typ(o) == parser.GLSLParserDEC {
				op = ast.PostDec
			}
			x = &ast.PostfixExpr{Loc: p.pos(o), Op: op, X: x}
		default:
			if typ != nil {
				p.bail() // a type used as a value
			}
			return x
		}
	}
}

// typeParameters parses the parameters of a parameterized type keyword
// (coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>): each is a
// unary expression, which the builder takes as a type when it is a bare
// type keyword (with its own parameters) or type name.
func (p *fastParser) typeParameters() []ast.TypeParam {
	p.expect(parser.GLSLParserLT)
	var out []ast.TypeParam
	for {
		out = append(out, p.typeParam())
		if !p.accept(parser.GLSLParserCOMMA) {
			break
		}
	}
	p.expect(parser.GLSLParserGT)
	return out
}

func (p *fastParser) typeParam() ast.TypeParam {
	t := p.tok()
	bare := func() bool { la := p.la(); return la == parser.GLSLParserCOMMA || la == parser.GLSLParserGT }
	switch {
	case p.typ(t) == parser.GLSLParserTYPE:
		p.i++
		ts := &ast.TypeSpec{Loc: p.pos(t), Name: p.text(t), Builtin: true}
		if p.la() == parser.GLSLParserLT {
			ts.Params = p.typeParameters()
		}
		if bare() {
			return ast.TypeParam{Type: ts}
		}
		return ast.TypeParam{Value: p.postfixOps(nil, ts)}
	case p.isTypeName(t):
		p.i++
		ts := &ast.TypeSpec{Loc: p.pos(t), Name: p.text(t)}
		if bare() {
			return ast.TypeParam{Type: ts}
		}
		return ast.TypeParam{Value: p.postfixOps(nil, ts)}
	}
	return ast.TypeParam{Value: p.unary()}
}

// arguments parses the arguments of a call after '(' and the closing
// parenthesis: nil for none and for (void), which void reports.
func (p *fastParser) arguments() (args []ast.Expr, void bool) {
	if p.accept(parser.GLSLParserRIGHT_PAREN) {
		return nil, false
	}
	if t := p.tok(); p.typ(t) == parser.GLSLParserTYPE && p.text(t) == "void" && p.at(1) == parser.GLSLParserRIGHT_PAREN {
		p.i += 2
		return nil, true
	}
	for {
		args = append(args, p.assignment())
		if !p.accept(parser.GLSLParserCOMMA) {
			break
		}
	}
	p.expect(parser.GLSLParserRIGHT_PAREN)
	return args, false
}
