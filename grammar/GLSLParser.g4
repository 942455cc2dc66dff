// GLSL 4.60 / ESSL 3.20 parser grammar for glslc-nv (compute shaders).
//
// The token vocabulary comes from GLSLLexer.g4; the tokens themselves come
// from the preprocessor through the token source in package frontend. See
// README.md in this folder for the design: it is shaped for ANTLR's
// prediction (decisions that are LL(1) or LL(2) almost everywhere), not
// transcribed from the specification's productions, and the AST builder
// (frontend/build.go) restores what the shape leaves out (operator
// precedence, the right operand of ?: that contains an assignment, which
// postfix forms are constructors).
parser grammar GLSLParser;

options { tokenVocab = GLSLLexer; }

@parser::members {
// Scopes is the parser's view of the symbol table: just enough to tell a
// user-defined type name (a struct name) from any other identifier, which
// is what decides between `S x;` (a declaration) and `a * b;` (an
// expression). The parser declares names as it parses them and opens and
// closes scopes at blocks, functions and loops. Package frontend implements
// it.
type Scopes interface {
	// IsTypeName reports whether name names a type in the innermost scope
	// that declares it.
	IsTypeName(name string) bool
	PushScope()
	PopScope()
	// Declare records name in the current scope as a type or as another
	// kind of name (a variable, a parameter, a block instance).
	Declare(name string, isType bool)
}

// isTypeName is the predicate of rule typeName: whether the next token is
// an identifier naming a type.
func (p *GLSLParser) isTypeName() bool {
	if p.Scopes == nil {
		return false
	}
	t := p.GetTokenStream().LT(1)
	return t != nil && t.GetTokenType() == GLSLParserIDENTIFIER && p.Scopes.IsTypeName(t.GetText())
}

func (p *GLSLParser) pushScope() {
	if p.Scopes != nil {
		p.Scopes.PushScope()
	}
}

func (p *GLSLParser) popScope() {
	if p.Scopes != nil {
		p.Scopes.PopScope()
	}
}

func (p *GLSLParser) declare(t antlr.Token, isType bool) {
	if p.Scopes != nil && t != nil && t.GetTokenType() == GLSLParserIDENTIFIER {
		p.Scopes.Declare(t.GetText(), isType)
	}
}
}

@parser::structmembers {
	// Scopes resolves type names; nil treats every identifier as a
	// non-type.
	Scopes Scopes
}

// ---------------------------------------------------------------------------
// Translation unit and declarations

translationUnit
    : externalDeclaration* EOF
    ;

externalDeclaration
    : attribute* declaration
    | SEMICOLON
    ;

// Every declaration form. The qualifiers come first and are parsed once;
// what follows them is decided with one or two tokens of lookahead.
declaration
    : PRECISION PRECISION_QUALIFIER typeSpecifier SEMICOLON    # precisionDeclaration
    | typeQualifier qualifiedDeclaration                       # qualifiedDecl
    | typedDeclaration                                         # unqualifiedDecl
    ;

qualifiedDeclaration
    : SEMICOLON                                                # qualifierOnly
    | IDENTIFIER LEFT_BRACE fieldDeclaration+ RIGHT_BRACE
      blockInstance? SEMICOLON                                 # blockDeclaration
    | typedDeclaration                                         # qualifiedTyped
    | IDENTIFIER (COMMA IDENTIFIER)* SEMICOLON                 # identifierList
    ;

blockInstance
    : name=IDENTIFIER { p.declare($name, false) } arraySpecifier?
    ;

// A type followed by nothing (struct S { ... };), by a function prototype
// or definition, or by variable declarators.
typedDeclaration
    : typeSpecifier typedRest
    ;

typedRest
    : SEMICOLON                                                # typeOnly
    | functionRest                                             # function
    | initDeclarator (COMMA initDeclarator)* SEMICOLON         # variables
    ;

functionRest
    @init { p.pushScope() }
    : IDENTIFIER LEFT_PAREN (parameterDeclaration (COMMA parameterDeclaration)*)? RIGHT_PAREN
      attribute* (compoundStatement | SEMICOLON)
    ;
    finally { p.popScope() }

parameterDeclaration
    : typeQualifier? typeSpecifier (name=IDENTIFIER { p.declare($name, false) } arraySpecifier?)?
    ;

initDeclarator
    : name=IDENTIFIER { p.declare($name, false) } arraySpecifier? (ASSIGN initializer)?
    ;

initializer
    : assignmentExpression
    | LEFT_BRACE (initializer (COMMA initializer)* COMMA?)? RIGHT_BRACE
    ;

// Members of structs and interface blocks.
fieldDeclaration
    : typeQualifier? typeSpecifier fieldDeclarator (COMMA fieldDeclarator)* SEMICOLON
    ;

fieldDeclarator
    : IDENTIFIER arraySpecifier?
    ;

// ---------------------------------------------------------------------------
// Qualifiers, types, attributes

typeQualifier
    : singleTypeQualifier+
    ;

singleTypeQualifier
    : LAYOUT LEFT_PAREN layoutQualifierId (COMMA layoutQualifierId)* RIGHT_PAREN
    | QUALIFIER
    | SHARED
    | PRECISION_QUALIFIER
    | SPIRV_QUALIFIER (LEFT_PAREN spirvArgument (COMMA spirvArgument)* RIGHT_PAREN)?
    ;

// An argument of a GL_EXT_spirv_intrinsics qualifier: a value, or
// name = value (extensions = ["SPV_..."], id = 6916). The name is parsed
// as an expression and checked to be an identifier by the AST builder,
// which keeps the choice LL(1).
spirvArgument
    : spirvValue (ASSIGN spirvValue)?
    ;

spirvValue
    : LEFT_BRACKET conditionalExpression (COMMA conditionalExpression)* RIGHT_BRACKET
    | conditionalExpression
    ;

layoutQualifierId
    : IDENTIFIER (ASSIGN conditionalExpression)?
    | SHARED
    ;

typeSpecifier
    : (TYPE typeParameters? | structSpecifier | typeName) arraySpecifier?
    ;

// The parameters of a parameterized type keyword (GL_KHR_cooperative_matrix's
// coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA>, the tensor
// layouts and views of GL_NV_cooperative_matrix2). As in glslang, each is a
// type or a unary expression, so '>' closes the list; the AST builder tells
// the two apart.
typeParameters
    : LT unaryExpression (COMMA unaryExpression)* GT
    ;

// A user-defined type name: an identifier the symbol table knows as a type.
typeName
    : { p.isTypeName() }? IDENTIFIER
    ;

structSpecifier
    : STRUCT (name=IDENTIFIER { p.declare($name, true) })? LEFT_BRACE fieldDeclaration+ RIGHT_BRACE
    ;

arraySpecifier
    : arrayDimension+
    ;

arrayDimension
    : LEFT_BRACKET conditionalExpression? RIGHT_BRACKET
    ;

// [[name, name(args)]] on functions and statements.
attribute
    : LEFT_BRACKET LEFT_BRACKET singleAttribute (COMMA singleAttribute)* RIGHT_BRACKET RIGHT_BRACKET
    ;

singleAttribute
    : IDENTIFIER (LEFT_PAREN conditionalExpression (COMMA conditionalExpression)* RIGHT_PAREN)?
    ;

// ---------------------------------------------------------------------------
// Statements

statement
    : attribute* (compoundStatement | simpleStatement)
    ;

compoundStatement
    @init { p.pushScope() }
    : LEFT_BRACE statement* RIGHT_BRACE
    ;
    finally { p.popScope() }

simpleStatement
    : declaration                                              # declarationStatement
    | expression SEMICOLON                                     # expressionStatement
    | SEMICOLON                                                # nullStatement
    | IF LEFT_PAREN expression RIGHT_PAREN statement (ELSE statement)?     # ifStatement
    | SWITCH LEFT_PAREN expression RIGHT_PAREN compoundStatement           # switchStatement
    | CASE expression COLON                                    # caseLabel
    | DEFAULT COLON                                            # defaultLabel
    | whileStatement                                           # whileLoop
    | DO statement WHILE LEFT_PAREN expression RIGHT_PAREN SEMICOLON       # doStatement
    | forStatement                                             # forLoop
    | CONTINUE SEMICOLON                                       # continueStatement
    | BREAK SEMICOLON                                          # breakStatement
    | RETURN expression? SEMICOLON                             # returnStatement
    | DISCARD SEMICOLON                                        # discardStatement
    ;

whileStatement
    @init { p.pushScope() }
    : WHILE LEFT_PAREN condition RIGHT_PAREN statement
    ;
    finally { p.popScope() }

forStatement
    @init { p.pushScope() }
    : FOR LEFT_PAREN forInit condition? SEMICOLON expression? RIGHT_PAREN statement
    ;
    finally { p.popScope() }

forInit
    : declaration
    | expression? SEMICOLON
    ;

// The condition of while and for: an expression, or a declaration with an
// initializer (while (bool b = f())).
condition
    : typeQualifier? typeSpecifier name=IDENTIFIER { p.declare($name, false) } ASSIGN initializer
    | expression
    ;

// ---------------------------------------------------------------------------
// Expressions. Every rule invocation costs time in ANTLR's runtime, so the
// expression grammar has few levels: binary operators are parsed as a flat
// list (the AST builder applies GLSL's precedence and associativity), and
// prefix operators, the primary and the postfix operations form one rule.
// Assignment and ?: are decided after the left-hand operand (l-values are
// checked by sema).

expression
    : assignmentExpression (COMMA assignmentExpression)*
    ;

// GLSL's assignment_expression and conditional_expression in one rule: the
// operand after ':' is an assignment expression, as in GLSL's grammar, so
// a ? b : c = d is a ? b : (c = d).
assignmentExpression
    : binaryExpression
      ( QUESTION expression COLON assignmentExpression
      | (ASSIGN | MUL_ASSIGN | DIV_ASSIGN | MOD_ASSIGN | ADD_ASSIGN | SUB_ASSIGN
        | SHL_ASSIGN | SHR_ASSIGN | AND_ASSIGN | XOR_ASSIGN | OR_ASSIGN) assignmentExpression
      )?
    ;

// A constant expression (array sizes, layout values, attribute arguments):
// GLSL's conditional_expression.
conditionalExpression
    : binaryExpression (QUESTION expression COLON conditionalExpression)?
    ;

binaryExpression
    : unaryExpression
      ( (OR_OP | XOR_OP | AND_OP | BAR | CARET | AMP | EQ | NE | LT | GT | LE | GE
        | LEFT_OP | RIGHT_OP | PLUS | DASH | STAR | SLASH | PERCENT) unaryExpression
      )*
    ;

// Prefix operators, a primary, then calls, constructors, indexing, field
// selection, .length() and postfix increments. Postfix operations bind
// tighter than prefix ones. A constructor is a call whose callee is a type:
// TYPE or a type name, possibly followed by array dimensions (float[3](...),
// S[](...)).
unaryExpression
    : (INC | DEC | PLUS | DASH | BANG | TILDE)* primaryExpression postfixOperation*
    ;

postfixOperation
    : LEFT_BRACKET expression? RIGHT_BRACKET                   # indexOperation
    | LEFT_PAREN (assignmentExpression (COMMA assignmentExpression)*)? RIGHT_PAREN    # callOperation
    | DOT IDENTIFIER                                           # fieldOperation
    | INC                                                      # postIncrement
    | DEC                                                      # postDecrement
    ;

primaryExpression
    : typeName                                                 # typeNamePrimary
    | { !p.isTypeName() }? IDENTIFIER                          # variablePrimary
    | TYPE typeParameters?                                     # typeKeywordPrimary
    | INTCONSTANT                                              # intPrimary
    | FLOATCONSTANT                                            # floatPrimary
    | BOOLCONSTANT                                             # boolPrimary
    | STRINGCONSTANT                                           # stringPrimary
    | LEFT_PAREN expression RIGHT_PAREN                        # parenPrimary
    ;
